// @vitest-environment node
/**
 * Messaging on the real server: messages and pushes from staff and from API tokens with sendMessage
 * (pushes recorded per user with a device and the category switched on), test and deeplink e-mails in
 * the outbox, the notifications sync, service notices read from their tables, and organisation
 * assets with audit entries. Bad input on every mutating call: 400 with a key, nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import {
  deleteAsset, getWasteRemoval, listAssets, listDisruptions, listRecyclingCentrals, putAsset, sendPushNotification, syncNotifications,
} from '../../../generated/client/messaging.gen.js';
import { testApp, bearer, type TestApp } from '../test/harness.js';
import { stableId, tokenHash } from '../ids.js';
import { readOutbox } from '../outbox.js';
import { insertDisruption, insertRecyclingCentral, insertWastePickup } from '../repositories/messaging.js';
import { GUEST, KARI, KARI_ACCOUNT, KARI_LOCATION, OLA, OLA_ACCOUNT, OLA_LOCATION, OTHER_ACCOUNT, addTestCustomers } from './location-fixtures.js';

let t: TestApp;
let marketing: AuthEntry;

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
const call = (entry: AuthEntry | string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method, url: `/api${url}`, headers: { authorization: `Bearer ${typeof entry === 'string' ? entry : entry.accessToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const message = (over: Record<string, unknown> = {}) => ({
  title: 'New invoice', body: 'Your October invoice is ready.', type: 'INVOICE', createdBy: 'WEBHOOK',
  navigationParams: { type: 'INVOICE' }, recipients: { accountIds: [KARI_ACCOUNT] }, ...over,
});

/** An API token row as the api-tokens repository writes it (helper C's table). */
async function apiToken(token: string, scopes: string[]): Promise<void> {
  await t.db.query(
    `INSERT INTO api_tokens (id, organisation, name, scopes, token_hash, token_hint, issued_by, created_at)
     VALUES ($1, 'BRIGHT', $2, $3, $4, 'hint', 'test', now())`,
    [tokenHash(token).slice(0, 24), token.slice(0, 8), JSON.stringify(scopes), tokenHash(token)],
  );
}

beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, t.clock.now());
  marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
  // Kari has two devices, Ola one but price pushes off, the guest none.
  for (const [token, user] of [['kari-phone', KARI], ['kari-tablet', KARI], ['ola-phone', OLA]] as const) {
    await t.db.query("INSERT INTO push_tokens (token, user_id, platform, created_at) VALUES ($1, $2, 'ios', now())", [token, user]);
  }
  await t.db.query(`INSERT INTO user_settings (user_id, notification_settings, updated_at) VALUES ($1, '{"price": {"push": false, "email": true}}', now())`, [OLA]);
});
afterAll(async () => t?.close());

describe('messages and pushes', () => {
  it('lets an API token with sendMessage create a message (with its push); one without gets 403', async () => {
    const sender = 's'.repeat(43);
    const reader = 'r'.repeat(43);
    await apiToken(sender, ['sendMessage']);
    await apiToken(reader, ['getLocations']);
    const res = await call(sender, 'POST', '/v3/account/messages/create', message({ pushType: 'newInvoice' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ count: 1 });
    const stored = (await t.db.query<{ id: string; author: string }>("SELECT id, author FROM inbox_items WHERE doc->>'title' = 'New invoice'")).rows;
    expect(stored).toEqual([{ id: expect.any(String), author: tokenHash(sender).slice(0, 24) }]);
    // The push went to Kari (a device, invoicing on), not to the guest (no device).
    const pushes = (await t.db.query<{ user_id: string; type: string; data: { inboxItemId?: string } }>('SELECT user_id, type, data FROM push_notifications')).rows;
    expect(pushes).toEqual([{ user_id: KARI, type: 'newInvoice', data: expect.objectContaining({ inboxItemId: stored[0]!.id }) }]);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'inbox-items' AND resource_id = $1", [stored[0]!.id])).toBe(1);

    expect((await call(reader, 'POST', '/v3/account/messages/create', message())).statusCode).toBe(403);
    const bad = await call(sender, 'POST', '/v3/account/messages/create', message({ navigationParams: { type: 'HOME' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError', message: 'invalid navigation type' });
    expect(await count('SELECT count(*)::int AS n FROM inbox_items')).toBe(1);
  });

  it('sends a push to every device of users with the category on, audited', async () => {
    await t.db.query('DELETE FROM push_notifications');
    const res = await sendPushNotification(t.client(marketing), {
      body: { notificationItem: { title: 'Prices are high', body: 'Tomorrow 17–19', type: 'highPrice' }, recipients: { accountIds: [KARI_ACCOUNT, OLA_ACCOUNT] } },
    });
    expect(res.data).toEqual({ sent: 2, failed: 0 });
    const users = (await t.db.query<{ user_id: string; account_id: string }>('SELECT user_id, account_id FROM push_notifications')).rows;
    expect(users).toEqual([{ user_id: KARI, account_id: KARI_ACCOUNT }]);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'push-notifications'")).toBe(1);
    // Ola has price pushes off but gets an invoicing one on his one device.
    const invoice = await sendPushNotification(t.client(marketing), {
      body: { notificationItem: { title: 'Paid', body: 'Thanks', type: 'paidInvoice' }, recipients: { userIds: [OLA, GUEST] } },
    });
    expect(invoice.data).toEqual({ sent: 1, failed: 0 });
  });

  it('refuses bad push input and recipients of another organisation: 400, nothing sent', async () => {
    const before = await count('SELECT count(*)::int AS n FROM push_notifications');
    const noRecipients = await call(marketing, 'POST', '/v3/account/messages/push/send', { notificationItem: { title: 'x', body: 'y', type: 'info' }, recipients: {} });
    expect(noRecipients.statusCode).toBe(400);
    expect(noRecipients.json().key).toBe('validationError');
    const other = await call(marketing, 'POST', '/v3/account/messages/push/send', { notificationItem: { title: 'x', body: 'y', type: 'info' }, recipients: { accountIds: [OTHER_ACCOUNT] } });
    expect(other.statusCode).toBe(400);
    const badType = await call(marketing, 'POST', '/v3/account/messages/push/send', { notificationItem: { title: 'x', body: 'y', type: 'loud' }, recipients: { allUsers: true } });
    expect(badType.statusCode).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM push_notifications')).toBe(before);
  });
});

describe('e-mails', () => {
  it('sends a test e-mail to the outbox; a bad address writes nothing', async () => {
    const res = await call(marketing, 'POST', '/v3/account/email/test', { emailType: 'overdueInvoice', email: 'tester@bright.example', language: 'nb', accountId: KARI_ACCOUNT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    const [mail] = await readOutbox(t.db, 'tester@bright.example');
    expect(mail).toMatchObject({ subject: '[TEST] Your invoice is overdue', data: { emailType: 'overdueInvoice', accountId: KARI_ACCOUNT } });
    const bad = await call(marketing, 'POST', '/v3/account/email/test', { emailType: 'overdueInvoice', email: 'not-an-address', language: 'nb' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('validationError');
    expect(await readOutbox(t.db, 'not-an-address')).toHaveLength(0);
    const other = await call(await t.asStaff('ORG_ADMIN', 'OTHER'), 'POST', '/v3/account/email/test', { emailType: 'newInvoice', email: 'x@other.example', language: 'en', accountId: KARI_ACCOUNT });
    expect(other.statusCode).toBe(404);
  });

  it('mails the signed-in user a deeplink to their own address only', async () => {
    const kari = await t.asCustomer(KARI);
    const ok = await call(kari, 'POST', '/v3/account/email/deeplink', { email: 'Kari@example.no', deeplink: 'ampere://invoices', language: 'nb' });
    expect(ok.statusCode).toBe(200);
    expect((await readOutbox(t.db, 'kari@example.no'))[0]).toMatchObject({ data: { deeplink: 'ampere://invoices' } });
    const elsewhere = await call(kari, 'POST', '/v3/account/email/deeplink', { email: 'victim@example.no', deeplink: 'https://bright.example/app', language: 'nb' });
    expect(elsewhere.statusCode).toBe(403);
    const script = await call(kari, 'POST', '/v3/account/email/deeplink', { email: 'kari@example.no', deeplink: 'javascript:alert(1)', language: 'nb' });
    expect(script.statusCode).toBe(400);
    expect(await readOutbox(t.db, 'victim@example.no')).toHaveLength(0);
    expect(await readOutbox(t.db, 'kari@example.no')).toHaveLength(1);
  });
});

describe('notifications sync', () => {
  it('re-derives the subscriptions of the organisation\'s accounts from users\' settings, audited', async () => {
    const res = await syncNotifications(t.client(await t.asStaff('ORG_ADMIN', 'BRIGHT')), { body: {} });
    expect(res.data.count).toBe(2); // kari's and ola's accounts; OTHER's is not BRIGHT's
    const ola = (await t.db.query<{ push: boolean }>("SELECT push FROM notification_subscriptions WHERE user_id = $1 AND category = 'price'", [OLA])).rows;
    expect(ola).toEqual([{ push: false }]);
    expect(await count('SELECT count(*)::int AS n FROM notification_subscriptions WHERE account_id = $1', [KARI_ACCOUNT])).toBe(10); // kari and the guest, 5 categories
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'notification-subscriptions' AND action = 'sync'")).toBe(1);
  });

  it('refuses an account of another organisation (400) and ids that are not ids, syncing nothing', async () => {
    await t.db.query('DELETE FROM notification_subscriptions');
    const admin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const other = await call(admin, 'PUT', '/v3/account/notifications/sync', { accountIds: [KARI_ACCOUNT, OTHER_ACCOUNT] });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ key: 'validationError', message: `Unknown account: ${OTHER_ACCOUNT}` });
    expect((await call(admin, 'PUT', '/v3/account/notifications/sync', { accountIds: ['x'] })).statusCode).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM notification_subscriptions')).toBe(0);
  });
});

describe('service notices', () => {
  it('lists the disruptions that cover a location: its zip code or its zone', async () => {
    const now = t.clock.now();
    const d = (name: string, over: Record<string, unknown>) => ({
      _id: stableId(`test:disruption:${name}`), title: name, description: '', status: 'ongoing' as const, level: 'moderate' as const,
      zipCodes: [] as string[], startDate: now, endDate: null, updatedAt: now, ...over,
    });
    await insertDisruption(t.db, 'BRIGHT', d('zone NO1', { priceZone: 'NO1' }));
    await insertDisruption(t.db, 'BRIGHT', d('street', { zipCodes: ['0155'], status: 'planned' }));
    await insertDisruption(t.db, 'BRIGHT', d('bergen', { zipCodes: ['5003'] }));
    await insertDisruption(t.db, 'OTHER', d('other org', { priceZone: 'NO1' }));
    const kari = t.client(await t.asCustomer(KARI));
    const here = await listDisruptions(kari, { query: { locationId: KARI_LOCATION } });
    expect(here.data.map((x) => x.title).sort()).toEqual(['street', 'zone NO1']);
    expect((await listDisruptions(kari, { query: { locationId: KARI_LOCATION, status: 'planned' } })).data.map((x) => x.title)).toEqual(['street']);
    expect((await listDisruptions(kari, {})).data).toHaveLength(3);
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/account/disruptions?locationId=${OLA_LOCATION}`, headers: bearer(await t.asCustomer(KARI)) });
    expect(res.statusCode).toBe(404);
  });

  it('gives the coming waste pickups of a location and the recycling centrals near an account', async () => {
    await insertWastePickup(t.db, KARI_LOCATION, { date: '2026-11-01', fraction: 'residual' });
    await insertWastePickup(t.db, KARI_LOCATION, { date: '2026-11-20', fraction: 'food', container: 'brown bin' });
    const kari = t.client(await t.asCustomer(KARI));
    expect((await getWasteRemoval(kari, { params: { id: KARI_LOCATION } })).data).toEqual({
      locationId: KARI_LOCATION, pickups: [{ date: '2026-11-20', fraction: 'food', container: 'brown bin' }],
    });
    const ola = await t.asCustomer(OLA);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/account/wasteRemoval/${KARI_LOCATION}`, headers: bearer(ola) })).statusCode).toBe(404);

    const central = (id: string, zipCode: string) => ({ id, name: `Central ${id}`, address: 'Vei 1', zipCode, city: 'Oslo', latitude: 59.9, longitude: 10.7, openingHours: ['Mon–Fri 7–20'] });
    await insertRecyclingCentral(t.db, 'BRIGHT', central('grefsen', '0150'));
    await insertRecyclingCentral(t.db, 'BRIGHT', central('tromso', '9000'));
    expect((await listRecyclingCentrals(kari, { query: { accountId: KARI_ACCOUNT } })).data.map((c) => c.id)).toEqual(['grefsen']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/account/recyclingcentral?accountId=${KARI_ACCOUNT}`, headers: bearer(ola) })).statusCode).toBe(404);
  });
});

describe('assets', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');

  it('uploads, replaces, lists and deletes an asset, each audited', async () => {
    const put = await putAsset(t.client(marketing), { body: { organisation: 'BRIGHT', name: 'home/banner.png', contentType: 'image/png', content: png } });
    expect(put.data).toMatchObject({ organisation: 'BRIGHT', name: 'home/banner.png', size: 8, url: 'https://ampere.test/assets/BRIGHT/home/banner.png' });
    await putAsset(t.client(marketing), { body: { organisation: 'BRIGHT', name: 'home/banner.png', contentType: 'image/png', content: Buffer.from('new bytes').toString('base64') } });
    await putAsset(t.client(marketing), { body: { organisation: 'BRIGHT', name: 'logo.svg', contentType: 'image/svg+xml', content: Buffer.from('<svg/>').toString('base64') } });
    const home = await listAssets(t.client(marketing), { query: { organisation: 'BRIGHT', prefix: 'home/' } });
    expect(home.data).toEqual([expect.objectContaining({ name: 'home/banner.png', size: 9 })]);
    const actions = (await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE resource = 'assets' AND resource_id = 'BRIGHT/home/banner.png' ORDER BY created_at, id")).rows;
    expect(actions.map((a) => a.action)).toEqual(['create', 'update']);

    await deleteAsset(t.client(marketing), { query: { organisation: 'BRIGHT', name: 'logo.svg' } });
    expect((await listAssets(t.client(marketing), { query: { organisation: 'BRIGHT' } })).data.map((a) => a.name)).toEqual(['home/banner.png']);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v3/assets?organisation=BRIGHT&name=logo.svg', headers: bearer(marketing) });
    expect(again.statusCode).toBe(404);
  });

  it('refuses other organisations, readers, bad names and oversized files, storing nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM assets');
    const body = (over: Record<string, unknown>) => ({ organisation: 'BRIGHT', name: 'x.png', contentType: 'image/png', content: png, ...over });
    expect((await call(marketing, 'PUT', '/v3/assets', body({ organisation: 'OTHER' }))).statusCode).toBe(403);
    expect((await call(await t.asStaff('ORG_USER', 'BRIGHT'), 'PUT', '/v3/assets', body({}))).statusCode).toBe(403);
    const traversal = await call(marketing, 'PUT', '/v3/assets', body({ name: '../secret.png' }));
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().key).toBe('validationError');
    expect((await call(marketing, 'PUT', '/v3/assets', body({ contentType: 'text/html' }))).statusCode).toBe(400);
    expect((await call(marketing, 'PUT', '/v3/assets', body({ content: '' }))).statusCode).toBe(400);
    const big = await call(marketing, 'PUT', '/v3/assets', body({ content: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') }));
    expect(big.statusCode).toBe(413);
    expect(big.json().key).toBe('payloadTooLarge');
    expect(await count('SELECT count(*)::int AS n FROM assets')).toBe(before);
  });
});
