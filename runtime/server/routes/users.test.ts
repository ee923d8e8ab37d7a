// @vitest-environment node
/**
 * The users area on the real server: a customer reaches themself (and, as OWNER, their household),
 * READONLY may not edit, members are added as GUEST, the last owner stays, password reset does not
 * tell who exists, push tokens and notification settings, bad input 400 with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserToAccount, getUserById } from '../../../generated/client/users.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { KARI, KARI_ACCOUNT, addCustomer, count, ensureOrganisation } from './account-fixtures.js';

let t: TestApp;
const base = '/api/v4/BRIGHT/account/users';

beforeAll(async () => {
  t = await testApp();
  await ensureOrganisation(t, 'OTHER');
});
afterAll(async () => t?.close());

describe('reading and updating users', () => {
  it('lets kari read and update herself, but not another customer (404)', async () => {
    const kari = await t.asCustomer(KARI);
    const { data } = await getUserById(t.client(kari), { params: { id: KARI } });
    expect(data).toMatchObject({ _id: KARI, email: 'kari@example.no' });

    const upd = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}`, headers: bearer(kari), payload: { phoneNumber: '0701234567' } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.phoneNumber).toBe('0701234567');

    const other = await addCustomer(t, 'ole');
    expect((await t.app.inject({ method: 'GET', url: `${base}/${other.userId}`, headers: bearer(kari) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${base}/${other.userId}`, headers: bearer(kari), payload: { phoneNumber: '0701234567' } })).statusCode).toBe(404);
    const foreign = await addCustomer(t, 'eva', { organisation: 'OTHER' });
    const staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    expect((await t.app.inject({ method: 'GET', url: `${base}/${foreign.userId}`, headers: bearer(staff) })).statusCode).toBe(404);
  });

  it('refuses a bad update with 400 and changes nothing', async () => {
    const kari = await t.asCustomer(KARI);
    const res = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}`, headers: bearer(kari), payload: { phoneNumber: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError' });
    expect(await count(t, "SELECT count(*)::int AS n FROM users WHERE id = $1 AND phone_number = '12'", [KARI])).toBe(0);
  });

  it('refuses a READONLY member editing themself (403) and a taken e-mail (409)', async () => {
    const viewer = await addCustomer(t, 'viewer', { accountId: KARI_ACCOUNT, role: 'READONLY' });
    const token = await t.asCustomer(viewer.userId, KARI_ACCOUNT);
    const res = await t.app.inject({ method: 'PUT', url: `${base}/${viewer.userId}/email`, headers: bearer(token), payload: { email: 'v2@example.no' } });
    expect(res.statusCode).toBe(403);
    const kari = await t.asCustomer(KARI);
    const taken = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}/email`, headers: bearer(kari), payload: { email: viewer.email } });
    expect(taken.statusCode).toBe(409);
  });

  it('audits a staff change of a user', async () => {
    const staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const before = await count(t, "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'users' AND resource_id = $1", [KARI]);
    const res = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}`, headers: bearer(staff), payload: { phoneNumber: '0709999999' } });
    expect(res.statusCode).toBe(200);
    expect(await count(t, "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'users' AND resource_id = $1", [KARI])).toBe(before + 1);
  });
});

describe('account members', () => {
  it('lets the OWNER add a GUEST (the default role), read them, and remove them; not the last owner', async () => {
    const kari = await t.asCustomer(KARI);
    const { data: guest } = await addUserToAccount(t.client(kari), { body: { accountId: KARI_ACCOUNT, email: 'guest@example.no', firstName: 'Gjest' } });
    expect(await count(t, "SELECT count(*)::int AS n FROM account_users WHERE user_id = $1 AND role = 'GUEST'", [guest._id])).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${guest._id}`, headers: bearer(kari) })).statusCode).toBe(200);

    // The guest may not add users (customerWrite is for owners).
    const guestToken = await t.asCustomer(guest._id, KARI_ACCOUNT);
    const refused = await t.app.inject({ method: 'POST', url: base, headers: bearer(guestToken), payload: { accountId: KARI_ACCOUNT, email: 'x@example.no' } });
    expect(refused.statusCode).toBe(403);

    const lastOwner = await t.app.inject({ method: 'DELETE', url: `${base}/${KARI}/accounts/${KARI_ACCOUNT}`, headers: bearer(kari) });
    expect(lastOwner.statusCode).toBe(409);
    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${guest._id}/accounts/${KARI_ACCOUNT}`, headers: bearer(kari) });
    expect(removed.statusCode).toBe(204);
    expect(await count(t, 'SELECT count(*)::int AS n FROM account_users WHERE user_id = $1', [guest._id])).toBe(0);
  });

  it('refuses adding to an account the caller does not hold (404) and a bad body (400), nothing written', async () => {
    const other = await addCustomer(t, 'nils');
    const kari = await t.asCustomer(KARI);
    const before = await count(t, 'SELECT count(*)::int AS n FROM account_users');
    const cross = await t.app.inject({ method: 'POST', url: base, headers: bearer(kari), payload: { accountId: other.accountId, email: 'y@example.no' } });
    expect(cross.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: base, headers: bearer(kari), payload: { accountId: KARI_ACCOUNT, role: 'KING' } });
    expect(bad.statusCode).toBe(400);
    expect(await count(t, 'SELECT count(*)::int AS n FROM account_users')).toBe(before);
  });
});

describe('password reset', () => {
  it('answers 202 for known and unknown addresses; only the known one gets an e-mail', async () => {
    const body = (email: string) => ({ email, callbackUrl: 'https://ampere.test/reset' });
    const known = await t.app.inject({ method: 'PUT', url: `${base}/resetPassword`, payload: body('kari@example.no') });
    const unknown = await t.app.inject({ method: 'PUT', url: `${base}/resetPassword`, payload: body('nobody@example.no') });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(await count(t, "SELECT count(*)::int AS n FROM outbox WHERE recipient = 'kari@example.no' AND subject = 'Reset your password'")).toBe(1);
    expect(await count(t, "SELECT count(*)::int AS n FROM outbox WHERE recipient = 'nobody@example.no'")).toBe(0);
  });
});

describe('push tokens and notifications', () => {
  it('registers a device, reports push status, lists tokens for ADMIN, and delivers the monthly-report push', async () => {
    const kari = await t.asCustomer(KARI);
    const reg = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}/pushtoken`, headers: bearer(kari), payload: { token: 'dev-1', platform: 'ios' } });
    expect(reg.statusCode).toBe(204);
    // The demo seeds Kari's phone and Ingrid's (seed/demo/push-devices.ts): dev-1 is Kari's second device.
    const status = await t.app.inject({ method: 'GET', url: `${base}/${KARI}/pushstatus`, headers: bearer(kari) });
    expect(status.json().data).toEqual({ enabled: true, devices: 2 });

    const admin = await t.asStaff('ADMIN');
    const all = await t.app.inject({ method: 'GET', url: `${base}/pushtokens/all`, headers: bearer(admin) });
    const tokens = all.json().data as { userId: string; token: string; platform: string }[];
    expect(tokens).toHaveLength(3);
    expect(tokens[0]).toMatchObject({ userId: KARI, token: 'dev-1', platform: 'ios' }); // newest first
    expect(tokens.filter((x) => x.userId === KARI)).toHaveLength(2);

    // Kari's account and Ingrid's have a device each.
    const pushed = await t.app.inject({ method: 'POST', url: '/api/v4/BRIGHT/account/accounts/monthly-report/push', headers: bearer(admin), payload: { monthDateKey: '2026-10' } });
    expect(pushed.statusCode).toBe(202);
    expect(pushed.json().data.queued).toBe(2);
    const sent = await t.app.inject({ method: 'GET', url: `${base}/${KARI}/pushnotifications`, headers: bearer(kari) });
    expect(sent.json().data).toEqual([expect.objectContaining({ type: 'monthlyReport' })]);

    // Switching the category off stops Kari's next push; Ingrid's account still gets one.
    const off = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}/notifications`, headers: bearer(kari), payload: { categories: { monthlyReport: { push: false } } } });
    expect(off.json().data.categories.monthlyReport).toEqual({ push: false, email: true });
    const again = await t.app.inject({ method: 'POST', url: '/api/v4/BRIGHT/account/accounts/monthly-report/push', headers: bearer(admin), payload: { monthDateKey: '2026-11' } });
    expect(again.json().data.queued).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${KARI}/pushnotifications`, headers: bearer(kari) })).json().data).toHaveLength(1);

    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${KARI}/pushtoken/dev-1`, headers: bearer(kari) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${KARI}/pushtoken/dev-1`, headers: bearer(kari) })).statusCode).toBe(404);
  });

  it('refuses a bad push-token body and bad notification settings with 400, nothing written', async () => {
    const kari = await t.asCustomer(KARI);
    const bad = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}/pushtoken`, headers: bearer(kari), payload: { token: 'd', platform: 'nokia' } });
    expect(bad.statusCode).toBe(400);
    const badSettings = await t.app.inject({ method: 'PUT', url: `${base}/${KARI}/notifications`, headers: bearer(kari), payload: { categories: { weather: { push: true } } } });
    expect(badSettings.statusCode).toBe(400);
    expect(await count(t, "SELECT count(*)::int AS n FROM push_tokens WHERE token = 'd'")).toBe(0);
  });
});

describe('deleting users', () => {
  it('records a deletion request with an e-mail, and deletes a user with the account only they own', async () => {
    const leaving = await addCustomer(t, 'leaving');
    const token = await t.asCustomer(leaving.userId);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${leaving.userId}/requestDelete`, headers: bearer(token) })).statusCode).toBe(202);
    expect(await count(t, 'SELECT count(*)::int AS n FROM user_deletion_requests WHERE user_id = $1', [leaving.userId])).toBe(1);
    expect(await count(t, 'SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [leaving.email])).toBe(1);

    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${leaving.userId}/deleteuser`, headers: bearer(token) })).statusCode).toBe(204);
    expect(await count(t, 'SELECT count(*)::int AS n FROM users WHERE id = $1', [leaving.userId])).toBe(0);
    expect(await count(t, 'SELECT count(*)::int AS n FROM accounts WHERE id = $1', [leaving.accountId])).toBe(0);
  });
});
