// @vitest-environment node
/**
 * The full demo tenant goes through the real loaders into PostgreSQL in one transaction, and the
 * rows match what it holds: the loaders and the data agree (a duplicate key or a bad entity fails here).
 * Its signs show live screens and a push reaches its customers' devices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { seed } from '../index.js';
import type { DemoTenant } from '../demo-tenant.js';
import { fullDemoTenant } from './tenant.js';
import { getUser } from '../../../../generated/client/portal.gen.js';
import { authProviderCallback, getSessionTokens, signIn } from '../../../../generated/client/auth.gen.js';
import { sendPushNotification } from '../../../../generated/client/messaging.gen.js';
import { getSignDisplay, listSigns } from '../../../../generated/client/signs.gen.js';
import { getPushStatus, listPushNotifications } from '../../../../generated/client/users.gen.js';

let t: TestApp;
let demo: DemoTenant;
beforeAll(async () => {
  t = await testApp({ seeded: false });
  const now = t.clock.now();
  demo = fullDemoTenant(t.config, now);
  await seed(t.db, demo, { config: t.config, now });
  // About 100 s on a quiet 2-core machine (two years of readings for every meter): room for a busy one.
}, 300_000);
afterAll(async () => t?.close());

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]?.n;

describe('seeding the full demo tenant', () => {
  it('writes every customer, account, membership, location, agreement, inquiry and invoice', async () => {
    const locations = demo.accounts.flatMap((a) => a.locations);
    const inspected = demo.admins.flatMap((a) => a.inspects ?? []).length;
    // Inspectors get a users row of their own (same id as the admin).
    expect(await count('users')).toBe(demo.customers.length + demo.admins.filter((a) => a.inspects).length);
    expect(await count('accounts')).toBe(demo.accounts.length);
    expect(await count('account_users')).toBe(demo.accounts.reduce((n, a) => n + a.members.length, 0) + inspected);
    expect(await count('locations')).toBe(locations.length);
    expect(await count('agreements')).toBe(locations.reduce((n, l) => n + l.agreements.length, 0));
    expect(await count('inquiries')).toBe(locations.reduce((n, l) => n + l.inquiries.length, 0));
    expect(await count('invoices')).toBe(demo.accounts.reduce((n, a) => n + a.invoices.length, 0));
    expect(await count('admins')).toBe(demo.admins.length);
    expect(await count('signs')).toBe((demo.signs ?? []).length);
    expect(await count('push_tokens')).toBe((demo.pushDevices ?? []).length);
  });

  it("lists the organisation's signs to the console and shows each one's screen at its public address", async () => {
    const staff = t.client(await t.asStaff('ORG_USER', t.config.organisation));
    const listed = (await listSigns(staff, { params: { organisation: t.config.organisation } })).data;
    expect(listed.map((s) => s._id).sort()).toEqual((demo.signs ?? []).map((s) => s._id).sort());
    for (const s of demo.signs ?? []) {
      const display = (await getSignDisplay(t.client(), { params: { organisation: t.config.organisation, id: s._id } })).data;
      expect(display, s.input.name).toMatchObject({ name: s.input.name, priceZone: s.input.priceZone, language: s.input.language });
      // The seed carries the zone's prices and CO2 for today: the screen has live figures.
      expect(display.spotPrice?.hours, s.input.name).toHaveLength(24);
      expect(display.co2?.unit, s.input.name).toBe('gCO2/kWh');
      const page = await t.app.inject({ method: 'GET', url: `/signs/${t.config.organisation}/${s._id}` });
      expect(page.statusCode, s.input.name).toBe(200);
      expect(page.body).toContain(s.input.name);
    }
  });

  it("pushes to the demo customers' devices: their push status counts them and each push is recorded", async () => {
    const key = (k: string) => demo.customers.find((c) => c.key === k)?.user._id ?? '';
    const accountOf = (k: string) => demo.accounts.find((a) => a.members.some((m) => m.customer === k && m.role === 'OWNER'))?.account._id ?? '';
    const kari = await t.asCustomer(key('kari'));
    expect((await getPushStatus(t.client(kari), { params: { id: key('kari') } })).data).toEqual({ enabled: true, devices: 1 });
    const marketing = t.client(await t.asStaff('ORG_MARKETING', t.config.organisation));
    const sent = await sendPushNotification(marketing, {
      body: { notificationItem: { title: 'Lave priser i natt', body: 'Lad bilen etter midnatt.', type: 'lowPrice' }, recipients: { accountIds: [accountOf('kari'), accountOf('ingrid'), accountOf('sigrid')] } },
    });
    // Sigrid has no device; Kari and Ingrid one each.
    expect(sent.data).toEqual({ sent: (demo.pushDevices ?? []).filter((d) => ['kari', 'ingrid', 'sigrid'].includes(d.customer)).length, failed: 0 });
    expect(sent.data.sent).toBe(2);
    const pushed = await t.db.query<{ user_id: string }>("SELECT user_id FROM push_notifications WHERE title = 'Lave priser i natt' ORDER BY user_id");
    expect(pushed.rows.map((r) => r.user_id)).toEqual([key('kari'), key('ingrid')].sort());
    expect((await listPushNotifications(t.client(kari), { params: { id: key('kari') } })).data.map((p) => p.title)).toEqual(['Lave priser i natt']);
  });

  it('finds the business account by its organisation number and each person by phone and personal id', async () => {
    const hilde = demo.customers.find((c) => c.signIn.organisationId);
    expect(await count("accounts WHERE customer_id = $1 AND account_type = 'BUSINESS'", [hilde?.signIn.organisationId])).toBe(1);
    for (const c of demo.customers) {
      expect(await count('users WHERE phone_number = $1 AND personal_id = $2', [c.signIn.phoneNumber, c.signIn.personalId]), c.key).toBe(1);
    }
  });

  it('answers Ingrid her locations through the portal call (the cabin moving in, the solar site), and Ola the flat he is a guest of', async () => {
    const key = (k: string) => demo.customers.find((c) => c.key === k)?.user._id ?? '';
    const ingrid = (await getUser(t.client(await t.asCustomer(key('ingrid'))))).data;
    const ingridsIds = demo.accounts.find((a) => a.members.some((m) => m.customer === 'ingrid'))?.locations.map((l) => l.location._id);
    expect(ingrid.locations.map((l) => l._id).sort()).toEqual([...(ingridsIds ?? [])].sort());
    expect(ingrid.locations.find((l) => l.status === 'ACTIVE_PROCESS')?.pricezone).toBe('NO3');
    const ola = (await getUser(t.client(await t.asCustomer(key('ola'))))).data;
    expect(ola.accounts.map((a) => a.role)).toEqual(['GUEST']);
    expect(ola.locations.map((l) => l.city)).toEqual(['Oslo']);
  });

  it('signs every demo customer in with the password README prints, the account they belong to first', async () => {
    const org = t.config.organisation;
    for (const c of demo.customers) {
      const started = await signIn(t.client(), { body: { accessType: 'USR_PWD', organisation: org, username: c.signIn.username ?? '', password: c.signIn.password ?? '' } });
      expect(started.data.status, c.key).toBe('complete');
      const tokens = (await getSessionTokens(t.client(), { query: { ref: started.data.ref } })).data;
      const first = demo.accounts.find((a) => a.members.some((m) => m.customer === c.key));
      expect('auths' in tokens && tokens.auths?.[0]?.accountId, c.key).toBe(first?.account._id);
    }
  });

  it('signs the inspector in (ADMIN, e-mail and password) to the accounts it inspects', async () => {
    const inspector = demo.admins.find((a) => a.inspects);
    const started = await signIn(t.client(), {
      body: { accessType: 'ADMIN', organisation: t.config.organisation, inspectorLogin: { email: inspector?.admin.email ?? '', password: inspector?.password ?? '' } },
    });
    expect(started.data.status).toBe('complete');
    const tokens = (await getSessionTokens(t.client(), { query: { ref: started.data.ref } })).data;
    expect('auths' in tokens && tokens.auths?.map((a) => a.accountId).sort()).toEqual([...(inspector?.inspects ?? [])].sort());
  });

  it('signs every demo admin in with the e-mail and password README prints, with its scope', async () => {
    for (const a of demo.admins.filter((x) => !x.inspects)) {
      const started = await signIn(t.client(), { body: { accessType: 'ADMIN', organisation: t.config.organisation, inspectorLogin: { email: a.admin.email, password: a.password } } });
      expect(started.data.status, a.admin.email).toBe('complete');
      const tokens = (await getSessionTokens(t.client(), { query: { ref: started.data.ref } })).data;
      expect('auths' in tokens && tokens.auths?.[0]?.scope, a.admin.email).toBe(a.admin.scope);
    }
  });

  it('signs every demo customer in by BankID, PIN and (owners) e-mail link with the identities README prints', async () => {
    const org = t.config.organisation;
    const outbox = async (recipient: string, ref: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
      return (res.json().data as { data: Record<string, string> }[]).find((m) => m.data.ref === ref)?.data ?? {};
    };
    const firstAccount = async (ref: string) => {
      const tokens = (await getSessionTokens(t.client(), { query: { ref } })).data;
      return 'auths' in tokens ? tokens.auths?.[0]?.accountId : undefined;
    };
    for (const c of demo.customers) {
      const account = demo.accounts.find((a) => a.members.some((m) => m.customer === c.key));
      const bank = await signIn(t.client(), { body: { accessType: 'BANKID', organisation: org, personalId: c.signIn.personalId } });
      expect((await t.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', payload: { ref: bank.data.ref } })).statusCode, c.key).toBe(200);
      expect(await firstAccount(bank.data.ref), `${c.key} BANKID`).toBe(account?.account._id);

      const pin = await signIn(t.client(), { body: { accessType: 'USR_PIN', organisation: org, username: c.signIn.phoneNumber ?? '' } });
      const sms = await outbox(c.signIn.phoneNumber ?? '', pin.data.ref);
      await authProviderCallback(t.client(), { params: { provider: 'pin' }, body: { ref: pin.data.ref, pin: sms.pin ?? '' } });
      expect(await firstAccount(pin.data.ref), `${c.key} USR_PIN`).toBe(account?.account._id);

      if (!c.signIn.customerId && !c.signIn.organisationId) continue;
      const ids = c.signIn.organisationId ? { organisationId: c.signIn.organisationId } : { customerId: c.signIn.customerId };
      const link = await signIn(t.client(), { body: { accessType: 'EMAIL_LINK', organisation: org, ...ids } });
      const mail = await outbox(account?.account.accountOwner.email ?? '', link.data.ref);
      await authProviderCallback(t.client(), { params: { provider: 'email' }, body: { ref: link.data.ref, code: mail.code ?? '' } });
      expect(await firstAccount(link.data.ref), `${c.key} EMAIL_LINK`).toBe(account?.account._id);
    }
  });
});
