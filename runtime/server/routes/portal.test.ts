// @vitest-environment node
/**
 * The portal's "me" calls on the real server: the active account (getMe), the current-user load with
 * roles OWNER first, language saved (not by READONLY), and the active account only among the user's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, getUser, setActiveAccount } from '../../../generated/client/portal.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { KARI, KARI_ACCOUNT, addCustomer, count } from './account-fixtures.js';

let t: TestApp;
const base = '/api/v4/BRIGHT/account/me';

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

describe('the signed-in customer', () => {
  it("answers getMe with kari's account and getUser with her accounts, OWNER first", async () => {
    const kari = await t.asCustomer(KARI);
    const me = await getMe(t.client(kari));
    expect(me.data).toMatchObject({ _id: KARI_ACCOUNT, accountOwner: { email: 'kari@example.no' }, provider: { customerId: '100001' } });

    const other = await addCustomer(t, 'household');
    await t.db.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'GUEST')", [other.accountId, KARI]);
    const user = await getUser(t.client(kari));
    expect(user.data.accounts).toEqual([{ accountId: KARI_ACCOUNT, role: 'OWNER' }, { accountId: other.accountId, role: 'GUEST' }]);
    expect(user.data.language).toBe('nb');
    expect(Array.isArray(user.data.locations)).toBe(true);

    // Choosing the other account makes it the one getMe answers.
    const chosen = await setActiveAccount(t.client(kari), { body: { accountId: other.accountId } });
    expect(chosen.data).toEqual({ accountId: other.accountId, role: 'GUEST' });
    expect((await getMe(t.client(kari))).data._id).toBe(other.accountId);
  });

  it("refuses an account that is not the user's as active (404) and bad input (400), nothing stored", async () => {
    const stranger = await addCustomer(t, 'stranger');
    const kari = await t.asCustomer(KARI);
    const res = await t.app.inject({ method: 'PUT', url: `${base}/active-account`, headers: bearer(kari), payload: { accountId: stranger.accountId } });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: `${base}/active-account`, headers: bearer(kari), payload: { accountId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(await count(t, 'SELECT count(*)::int AS n FROM user_settings WHERE active_account_id = $1', [stranger.accountId])).toBe(0);
  });

  it('saves the language, refuses READONLY (403) and a language the platform lacks (400)', async () => {
    const kari = await t.asCustomer(KARI);
    const res = await t.app.inject({ method: 'PUT', url: `${base}/language`, headers: bearer(kari), payload: { language: 'sv' } });
    expect(res.json().data.language).toBe('sv');
    const bad = await t.app.inject({ method: 'PUT', url: `${base}/language`, headers: bearer(kari), payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
    const demo = await t.asCustomer(KARI, KARI_ACCOUNT, 'DEMO');
    const refused = await t.app.inject({ method: 'PUT', url: `${base}/language`, headers: bearer(demo), payload: { language: 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(await count(t, "SELECT count(*)::int AS n FROM users WHERE id = $1 AND doc->>'language' = 'sv'", [KARI])).toBe(1);
  });

  it('refuses staff the me calls (403)', async () => {
    const staff = await t.asStaff('ADMIN');
    expect((await t.app.inject({ method: 'GET', url: base, headers: bearer(staff) })).statusCode).toBe(403);
  });
});
