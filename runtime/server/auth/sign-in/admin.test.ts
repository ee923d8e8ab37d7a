// @vitest-environment node
/**
 * The ADMIN access type (inspectorLogin e-mail and password) on the seeded demo tenant: a staff admin
 * gets one staff auth entry with its scope; the inspector gets customer tokens for exactly the
 * accounts it inspects, and may read them but not change them (INSPECTOR is no owner role); a wrong
 * password, an unknown e-mail and bad bodies are refused without a sign-in session being written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionTokens, signIn } from '../../../../generated/client/auth.gen.js';
import { getAccount, searchAccounts } from '../../../../generated/client/accounts.gen.js';
import type { AuthEntry } from '../../../../schemas/auth.js';
import { stableId } from '../../ids.js';
import { bearer, testApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
const ORG = 'BRIGHT';
const KARI_ACCOUNT = stableId(`${ORG}:account:kari`);
const INGRID_ACCOUNT = stableId(`${ORG}:account:ingrid`);
const LARS_ACCOUNT = stableId(`${ORG}:account:lars`);
const INSPECTOR = { email: 'inspector@bright.example', password: 'demo-inspector-pass' };
const ORG_ADMIN = { email: 'orgadmin@bright.example', password: 'demo-orgadmin-pass' };

const sessions = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_sessions')).rows[0]!.n;
const start = (inspectorLogin: { email: string; password: string }, organisation = ORG) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'ADMIN', organisation, inspectorLogin } });

/** The whole ADMIN sign-in: start (complete at once), then the one token fetch. */
async function signInAdmin(login: { email: string; password: string }): Promise<AuthEntry[]> {
  const started = await signIn(t.client(), { body: { accessType: 'ADMIN', organisation: ORG, inspectorLogin: login } });
  expect(started.data.status).toBe('complete');
  const { data } = await getSessionTokens(t.client(), { query: { ref: started.data.ref } });
  return 'auths' in data ? data.auths ?? [] : [];
}

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

describe('a staff admin', () => {
  it('gets one staff auth entry with its scope, which works on staff calls', async () => {
    const auths = await signInAdmin(ORG_ADMIN);
    expect(auths).toHaveLength(1);
    const admin = (await t.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ORG_ADMIN.email])).rows[0]!;
    expect(auths[0]).toMatchObject({ scope: 'ORG_ADMIN', userId: admin.id });
    expect(auths[0]!.refreshToken).toBeTruthy();
    const found = await searchAccounts(t.client(auths[0]), { query: { limit: '1' } });
    expect(found.pagination.total).toBeGreaterThan(0);
  });

  it('exists only in its own organisation: another organisation answers as a wrong password does', async () => {
    await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
    const before = await sessions();
    const res = await start(ORG_ADMIN, 'OTHER');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'errorWrongPassword' });
    expect(await sessions()).toBe(before);
  });
});

describe('the inspector', () => {
  let auths: AuthEntry[];
  let inspectorId: string;
  beforeAll(async () => {
    auths = await signInAdmin(INSPECTOR);
    inspectorId = (await t.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [INSPECTOR.email])).rows[0]!.id;
  });
  const kari = () => auths.find((a) => a.accountId === KARI_ACCOUNT)!;

  it('gets customer tokens for exactly the accounts it inspects, as the INSPECTOR user', async () => {
    const inspected = (await t.db.query<{ account_id: string }>("SELECT account_id FROM account_users WHERE user_id = $1 AND role = 'INSPECTOR' ORDER BY account_id", [inspectorId])).rows;
    expect(inspected.map((r) => r.account_id)).toEqual([KARI_ACCOUNT, INGRID_ACCOUNT].sort());
    expect(auths.map((a) => a.accountId).sort()).toEqual([KARI_ACCOUNT, INGRID_ACCOUNT].sort());
    expect(auths.every((a) => a.userId === inspectorId && a.scope === 'USER')).toBe(true);
  });

  it("reads Kari's account, and not an account it does not inspect (404)", async () => {
    const { data } = await getAccount(t.client(kari()), { params: { id: KARI_ACCOUNT } });
    expect(data._id).toBe(KARI_ACCOUNT);
    expect(data.users).toContainEqual(expect.objectContaining({ userId: inspectorId, role: 'INSPECTOR' }));
    const lars = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/accounts/${LARS_ACCOUNT}`, headers: bearer(kari()) });
    expect(lars.statusCode).toBe(404);
  });

  it("may not change Kari's home profile or an inquiry (403), and nothing changes", async () => {
    const location = (await t.db.query<{ id: string; extra: unknown }>('SELECT id, extra FROM locations WHERE account_id = $1 ORDER BY created_at, id LIMIT 1', [KARI_ACCOUNT])).rows[0]!;
    const profileUrl = `/api/v4/${ORG}/account/accounts/${KARI_ACCOUNT}/sites/${location.id}/extra`;
    const profile = await t.app.inject({ method: 'PUT', url: profileUrl, headers: bearer(kari()), payload: { numberOfResidens: 5 } });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({ key: 'forbidden' });
    expect((await t.db.query('SELECT extra FROM locations WHERE id = $1', [location.id])).rows[0]).toEqual({ extra: location.extra });

    const inquiry = (await t.db.query<{ id: string; location_id: string; status: string }>(
      "SELECT i.id, i.location_id, i.status FROM inquiries i JOIN locations l ON l.id = i.location_id WHERE l.account_id = $1 AND i.status = 'pending' LIMIT 1", [KARI_ACCOUNT],
    )).rows[0]!;
    const inquiryUrl = `/api/v4/${ORG}/locations/${inquiry.location_id}/third-party-data-inquiries/${inquiry.id}`;
    const answered = await t.app.inject({ method: 'PUT', url: inquiryUrl, headers: bearer(kari()), payload: { status: 'accepted' } });
    expect(answered.statusCode).toBe(403);
    expect((await t.db.query('SELECT status FROM inquiries WHERE id = $1', [inquiry.id])).rows[0]).toEqual({ status: 'pending' });

    // The same calls are valid for the account's owner: the refusal is the role's, not the request's.
    const owner = await t.asCustomer(stableId(`${ORG}:user:kari`), KARI_ACCOUNT);
    expect((await t.app.inject({ method: 'PUT', url: profileUrl, headers: bearer(owner), payload: { numberOfResidens: 5 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: inquiryUrl, headers: bearer(owner), payload: { status: 'accepted' } })).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('answers a wrong password and an unknown e-mail alike, 401 errorWrongPassword, writing no sign-in', async () => {
    const before = await sessions();
    const wrong = await start({ email: INSPECTOR.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ key: 'errorWrongPassword' });
    const unknown = await start({ email: 'nobody@bright.example', password: 'demo-inspector-pass' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ key: 'errorWrongPassword', message: wrong.json().message });
    expect(await sessions()).toBe(before);
  });

  it('refuses bad bodies with 400 validationError and writes nothing', async () => {
    const before = await sessions();
    const bodies = [
      { accessType: 'ADMIN', organisation: ORG },
      { accessType: 'ADMIN', organisation: ORG, inspectorLogin: { email: INSPECTOR.email } },
      { accessType: 'ADMIN', organisation: ORG, inspectorLogin: { email: INSPECTOR.email, password: 42 } },
      { accessType: 'ADMIN', inspectorLogin: INSPECTOR },
      { accessType: 'INSPECTOR', organisation: ORG, inspectorLogin: INSPECTOR },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    expect(await sessions()).toBe(before);
  });
});
