// @vitest-environment node
/**
 * USR_PWD end to end through the generated client, then tokens: OWNER account first, refresh
 * rotation, renewal without refresh token, expiry, sign-out revocation, the short token, and the
 * token fetch refusals (unknown ref, used ref, MISSING_USER).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionTokens, getShortAccessToken, getSignInStatus, signIn, signOut } from '../../../../generated/client/auth.gen.js';
import { bearer, testApp, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../passwords.js';
import { stableId } from '../../ids.js';

let t: TestApp;
const ORG = 'BRIGHT';
const kari = stableId(`${ORG}:user:kari`);
const kariAccount = stableId(`${ORG}:account:kari`);
const guestAccount = 'aa0000000000000000000001';

beforeAll(async () => {
  t = await testApp();
  // Kari is also a GUEST on an account created before hers: the OWNER one must still come first.
  await t.db.query("INSERT INTO accounts (id, organisation, doc, created_at) VALUES ($1, 'BRIGHT', $2, '2020-01-01')", [guestAccount, { _id: guestAccount }]);
  await t.db.query("INSERT INTO account_users (account_id, user_id, role, created_at) VALUES ($1, $2, 'GUEST', '2020-01-01')", [guestAccount, kari]);
  await t.db.query("INSERT INTO users (id, organisation, username, password_hash, doc) VALUES ('bb0000000000000000000001', 'BRIGHT', 'lonely', $1, $2)", [await hashPassword('pw-lonely'), { _id: 'bb0000000000000000000001' }]);
});
afterAll(async () => t?.close());

async function kariTokens() {
  const c = t.client();
  const started = await signIn(c, { body: { accessType: 'USR_PWD', organisation: ORG, username: 'KARI', password: 'demo-kari-1' } });
  expect(started.data.status).toBe('complete');
  const polled = await getSignInStatus(c, { query: { ref: started.data.ref, organisation: ORG } });
  expect(polled.data).toEqual({ ref: started.data.ref, status: 'complete' });
  const tokens = await getSessionTokens(c, { query: { ref: started.data.ref } });
  return { ref: started.data.ref, tokens };
}

describe('USR_PWD sign-in and tokens', () => {
  it('signs in, one auth entry per account, the OWNER account first, one use of the ref', async () => {
    const { ref, tokens } = await kariTokens();
    expect(tokens.data.auths?.map((a) => a.accountId)).toEqual([kariAccount, guestAccount]);
    expect(tokens.data.status).toBe('complete');
    const again = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${ref}` });
    expect(again.statusCode).toBe(404);
    expect((await getSignInStatus(t.client(), { query: { ref, organisation: ORG } })).data.status).toBe('done');
  });

  it('answers an unknown username and a wrong password alike: 401 errorWrongPassword', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PWD', organisation: ORG, username: 'nobody', password: 'x' } });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PWD', organisation: ORG, username: 'kari', password: 'nope' } });
    expect(none.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const { uid: _a, ...noneBody } = none.json();
    const { uid: _b, ...wrongBody } = wrong.json();
    expect(noneBody).toEqual(wrongBody);
    expect(wrongBody).toMatchObject({ key: 'errorWrongPassword' });
  });

  it('refuses bad sign-in bodies with 400 and writes no sign-in', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM sign_in_sessions')).rows[0]!.n;
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PWD', organisation: ORG, username: 'kari' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError' });
    const email = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'EMAIL_LINK', organisation: ORG } });
    expect(email.json()).toMatchObject({ key: 'validationError', message: 'Give either customerId or organisationId' });
    expect((await t.db.query('SELECT count(*)::int AS n FROM sign_in_sessions')).rows[0]!.n).toBe(before);
  });

  it('answers 404 MISSING_USER for a password user without accounts', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'USR_PWD', organisation: ORG, username: 'lonely', password: 'pw-lonely' } });
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${s.data.ref}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'MISSING_USER', message: 'The user does not have any accounts' });
  });

  it('answers 404 for an unknown ref, a ref of another organisation, and 400 for two query forms', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=nope` })).statusCode).toBe(404);
    const s = await signIn(t.client(), { body: { accessType: 'USR_PWD', organisation: ORG, username: 'kari', password: 'demo-kari-1' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/OTHER/account/sessions/accessToken?ref=${s.data.ref}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/auth/?ref=${s.data.ref}&organisation=OTHER` })).statusCode).toBe(404);
    const two = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${s.data.ref}&refreshToken=x` });
    expect(two.statusCode).toBe(400);
  });

  it('rotates refresh tokens: the new pair works, the old refresh token is refused (and ends the session: token-sessions.test.ts)', async () => {
    const { tokens } = await kariTokens();
    const first = tokens.data.auths?.[0];
    const refreshed = await getSessionTokens(t.client(), { query: { refreshToken: first!.refreshToken! } });
    const next = refreshed.data.auths ?? [];
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ accountId: kariAccount, userId: kari, scope: 'USER' });
    expect(next[0]!.refreshToken).not.toBe(first!.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(next[0]!) });
    expect(me.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?refreshToken=${encodeURIComponent(first!.refreshToken!)}` });
    expect(replay.statusCode).toBe(401);
  });

  it('renews an access token with itself: a new access token and no refresh token', async () => {
    const { tokens } = await kariTokens();
    const entry = tokens.data.auths?.[0];
    t.clock.advance(1000);
    const renewed = await getSessionTokens(t.client(), { query: { accessToken: entry!.accessToken } });
    const a = renewed.data.auths?.[0];
    expect(a?.refreshToken).toBeUndefined();
    expect(a?.accessToken).not.toBe(entry!.accessToken);
    expect(a?.exp).toBeGreaterThan(entry!.exp);
  });

  it('expires access tokens after an hour: 401 tokenExpired', async () => {
    const { tokens } = await kariTokens();
    const entry = tokens.data.auths?.[0];
    t.clock.advance(60 * 60 * 1000 + 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(entry!) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'tokenExpired' });
    // The refresh token outlives it and gives a working pair.
    const refreshed = await getSessionTokens(t.client(), { query: { refreshToken: entry!.refreshToken! } });
    expect('auths' in refreshed.data && refreshed.data.auths).toHaveLength(1);
  });

  it('signs out: every token of the session stops working, refresh tokens too', async () => {
    const { tokens } = await kariTokens();
    const [own, guest] = tokens.data.auths ?? [];
    const out = await signOut(t.client(own), { query: { organisation: ORG } });
    expect(out.data.logoutUri).toBeUndefined();
    for (const entry of [own!, guest!]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(entry) });
      expect(res.statusCode).toBe(401);
    }
    const refresh = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?refreshToken=${encodeURIComponent(guest!.refreshToken!)}` });
    expect(refresh.statusCode).toBe(401);
  });

  it('gives a short-lived token that opens no ordinary call', async () => {
    const { tokens } = await kariTokens();
    const entry = tokens.data.auths?.[0];
    const short = await getShortAccessToken(t.client(entry));
    const principal = await t.services.tokens.verify(short.data.accessToken, { allowShort: true });
    expect(principal).toMatchObject({ kind: 'customer', userId: kari });
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: { authorization: `Bearer ${short.data.accessToken}` } });
    expect(res.statusCode).toBe(401);
  });
});
