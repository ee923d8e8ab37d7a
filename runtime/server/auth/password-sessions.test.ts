// @vitest-environment node
/**
 * Issue 19 §3, tokens that die with the password (decisions "Password change and reset", "Password
 * reset link"): a changed password ends the user's other sessions and needs the current one; a
 * reset link's token sets the password once, ends every session, and opens nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { readOutbox } from '../outbox.js';
import { stableId } from '../ids.js';
import { verifyPassword } from './passwords.js';

let t: TestApp;
const ORG = 'BRIGHT';
const KARI = stableId(`${ORG}:user:kari`);
const KARI_ACCOUNT = stableId(`${ORG}:account:kari`);
const USERS = `/api/v4/${ORG}/account/users`;
/** Kari's password as the tests leave it. */
let password = 'demo-kari-1';

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

/** A real USR_PWD sign-in: its own session with an access and a refresh token. */
async function signIn(): Promise<AuthEntry> {
  const started = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PWD', organisation: ORG, username: 'kari', password } });
  expect(started.statusCode).toBe(200);
  const tokens = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${started.json().data.ref}` });
  return tokens.json().data.auths[0] as AuthEntry;
}

const readSelf = (entry: Pick<AuthEntry, 'accessToken'>) => t.app.inject({ method: 'GET', url: `${USERS}/${KARI}`, headers: bearer(entry) });
const refresh = (token: string) => t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?refreshToken=${encodeURIComponent(token)}` });
const renew = (token: string) => t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?accessToken=${encodeURIComponent(token)}` });
const update = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${USERS}/${KARI}`, headers: { authorization: `Bearer ${token}` }, payload });
const storedHash = async () => (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [KARI])).rows[0]!.password_hash;

/** Asks for a reset link and returns the token it carries. */
async function resetToken(): Promise<string> {
  // This file asks for more links than an address may have in an hour (throttle.test.ts tests that limit): start each ask afresh.
  await t.db.query("DELETE FROM rate_limits WHERE key LIKE 'limit:reset-email:%' OR key LIKE 'recipient:email:%'");
  const asked = await t.app.inject({ method: 'PUT', url: `${USERS}/resetPassword`, payload: { email: 'kari@example.no', callbackUrl: 'https://ampere.test/reset' } });
  expect(asked.statusCode).toBe(202);
  const link = (await readOutbox(t.db, 'kari@example.no')).find((m) => m.subject === 'Reset your password')!.data!.link as string;
  return new URL(link).searchParams.get('token')!;
}

describe('a password changed by the user', () => {
  it('ends every other session of the user, access and refresh tokens alike, and keeps the one that changed it', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    expect((await readSelf(elsewhere)).statusCode).toBe(200);
    const changed = await update(here.accessToken, { currentPassword: password, newPassword: 'kari-new-pass-2' });
    expect(changed.statusCode).toBe(200);
    password = 'kari-new-pass-2';
    expect(await verifyPassword(password, await storedHash())).toBe(true);
    expect((await readSelf(elsewhere)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshToken!)).statusCode).toBe(401);
    expect((await readSelf(here)).statusCode).toBe(200);
    expect((await refresh(here.refreshToken!)).statusCode).toBe(200);
  });

  it('needs the current password: missing or wrong is 400 wrongCurrentPassword, nothing changes and no session ends', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const before = await storedHash();
    const missing = await update(here.accessToken, { newPassword: 'kari-stolen-token' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ key: 'wrongCurrentPassword', message: 'The current password is required' });
    const wrong = await update(here.accessToken, { currentPassword: 'not-it', newPassword: 'kari-stolen-token' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ key: 'wrongCurrentPassword', message: 'The current password is wrong' });
    const alone = await update(here.accessToken, { currentPassword: password });
    expect(alone.json()).toMatchObject({ status: 400, key: 'validationError', message: 'currentPassword goes with newPassword' });
    expect(await storedHash()).toBe(before);
    expect((await readSelf(elsewhere)).statusCode).toBe(200);
  });

  it('set by staff for the user ends every session of the user', async () => {
    const own = await signIn();
    const support = await t.asStaff('ORG_SUPPORT');
    const res = await update(support.accessToken, { newPassword: 'kari-set-by-staff' });
    expect(res.statusCode).toBe(200);
    password = 'kari-set-by-staff';
    expect((await readSelf(own)).statusCode).toBe(401);
    expect((await readSelf(support)).statusCode).toBe(200);
  });
});

describe('a password-reset link', () => {
  it('sets the password once and ends every session of the user, its own included, and the identity provider\'s', async () => {
    const before = await signIn();
    // A browser still signed in at the built-in identity provider (oidc-provider's Session model).
    await t.db.query("INSERT INTO oidc_models (model, id, payload) VALUES ('Session', 'kari-idp-session', $1)", [{ accountId: KARI, loginTs: 1 }]);
    const token = await resetToken();
    const set = await update(token, { newPassword: 'kari-after-reset' });
    expect(set.statusCode).toBe(200);
    password = 'kari-after-reset';
    expect(await verifyPassword(password, await storedHash())).toBe(true);
    expect((await readSelf(before)).statusCode).toBe(401);
    expect((await refresh(before.refreshToken!)).statusCode).toBe(401);
    expect((await t.db.query("SELECT 1 FROM oidc_models WHERE id = 'kari-idp-session'")).rowCount).toBe(0);
    const again = await update(token, { newPassword: 'kari-second-use' });
    expect(again.statusCode).toBe(401);
    expect(await verifyPassword(password, await storedHash())).toBe(true);
  });

  it('is spent by one of two requests sent together', async () => {
    const token = await resetToken();
    const answers = await Promise.all(['kari-race-a', 'kari-race-b'].map((p) => update(token, { newPassword: p })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    password = answers[0]!.statusCode === 200 ? 'kari-race-a' : 'kari-race-b';
    expect(await verifyPassword(password, await storedHash())).toBe(true);
  });

  it('opens no other call: no data read, no renewal, no refresh, no link token, no other field, no other user', async () => {
    const token = await resetToken();
    expect((await readSelf({ accessToken: token })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/accounts/${KARI_ACCOUNT}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await renew(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const email = await update(token, { newPassword: 'kari-and-email', email: 'mallory@example.com' });
    expect(email.json()).toMatchObject({ status: 403, key: 'forbidden' });
    const ingrid = stableId(`${ORG}:user:ingrid`);
    const other = await t.app.inject({ method: 'PUT', url: `${USERS}/${ingrid}`, headers: { authorization: `Bearer ${token}` }, payload: { newPassword: 'ingrid-taken' } });
    expect(other.statusCode).toBe(404);
    // Refused calls did not spend it: the password can still be set with it.
    expect((await update(token, { newPassword: 'kari-after-probes' })).statusCode).toBe(200);
    password = 'kari-after-probes';
  });

  it('stops working after its hour', async () => {
    const token = await resetToken();
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await update(token, { newPassword: 'kari-too-late' })).statusCode).toBe(401);
  });
});

describe('an admin password set through a link', () => {
  it("ends every session of the admin (already so: set-password revokes the admin's sessions)", async () => {
    const adminId = (await t.db.query<{ id: string }>("SELECT id FROM admins WHERE scope = 'ORG_ADMIN' AND organisation = $1 LIMIT 1", [ORG])).rows[0]!.id;
    const own = await t.asStaff('ORG_ADMIN', ORG, adminId);
    const email = (await t.db.query<{ email: string }>('SELECT email FROM admins WHERE id = $1', [adminId])).rows[0]!.email;
    await t.app.inject({ method: 'POST', url: '/api/v3/auth/adminPassword/reset-password', payload: { organisation: ORG, email, callbackUrl: 'https://ampere.test/admin/set-password' } });
    const ref = (await readOutbox(t.db, email)).find((m) => m.data?.purpose === 'passwordReset')!.data!.ref as string;
    const set = await t.app.inject({ method: 'POST', url: '/api/v3/auth/adminPassword/set-password', payload: { ref, password: 'a-new-long-admin-password', organisation: ORG } });
    expect(set.statusCode).toBe(204);
    const me = (entry: AuthEntry) => t.app.inject({ method: 'GET', url: `/api/v3/admins/${adminId}`, headers: bearer(entry) });
    expect((await me(own)).statusCode).toBe(401);
    expect((await refresh(own.refreshToken!)).statusCode).toBe(401);
  });
});
