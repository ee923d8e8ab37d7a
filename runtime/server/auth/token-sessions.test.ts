// @vitest-environment node
/**
 * Issue 19 §3, sessions that end when they should (decisions "Refresh-token reuse", "Session
 * lifetime"): a replayed refresh token ends its whole family, and no refresh or renewal carries a
 * session past its absolute end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { SESSION_LIFETIME } from './tokens.js';

let t: TestApp;
const ORG = 'BRIGHT';
const MINUTE = 60 * 1000;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

async function signIn(): Promise<AuthEntry> {
  const started = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PWD', organisation: ORG, username: 'kari', password: 'demo-kari-1' } });
  const tokens = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${started.json().data.ref}` });
  return tokens.json().data.auths[0] as AuthEntry;
}

const tokensBy = (query: string) => t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?${query}` });
const refresh = (entry: AuthEntry) => tokensBy(`refreshToken=${encodeURIComponent(entry.refreshToken!)}`);
const renew = (entry: AuthEntry) => tokensBy(`accessToken=${encodeURIComponent(entry.accessToken)}`);
const works = async (entry: AuthEntry) => (await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(entry) })).statusCode === 200;
const sessionEnd = async (entry: AuthEntry) => {
  const sid = JSON.parse(Buffer.from(entry.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
  return (await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM token_sessions WHERE id = $1', [sid])).rows[0]!.expires_at;
};

describe('refresh-token families', () => {
  it('ends the whole session when a used refresh token comes back: the newest access and refresh tokens stop too', async () => {
    const first = await signIn();
    const second = (await refresh(first)).json().data.auths[0] as AuthEntry;
    const newest = (await refresh(second)).json().data.auths[0] as AuthEntry;
    expect(await works(newest)).toBe(true);
    // The stolen copy of the first refresh token is replayed.
    expect((await refresh(first)).statusCode).toBe(401);
    expect(await works(newest)).toBe(false);
    expect(await works(first)).toBe(false);
    expect((await refresh(newest)).statusCode).toBe(401);
    expect((await renew(newest)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone', async () => {
    const stolen = await signIn();
    const other = await signIn();
    await refresh(stolen);
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect(await works(other)).toBe(true);
  });

  it('answers a refresh token never issued with 401 and ends nothing', async () => {
    const own = await signIn();
    expect((await tokensBy('refreshToken=made-up-token')).statusCode).toBe(401);
    expect(await works(own)).toBe(true);
  });
});

describe('the absolute session lifetime', () => {
  // The decision's numbers, written out: the test must not follow a changed constant silently.
  const CUSTOMER_MS = 30 * 24 * 60 * MINUTE;
  const STAFF_MS = 12 * 60 * MINUTE;

  it('gives a customer session 30 days from sign-in: a refresh near the end is cut to the end, then refresh and renewal are refused', async () => {
    const end = t.clock.now().getTime() + CUSTOMER_MS;
    const entry = await signIn();
    t.clock.set(new Date(end - 10 * MINUTE));
    const late = (await refresh(entry)).json().data.auths[0] as AuthEntry;
    expect(late.exp).toBe(end / 1000);
    t.clock.advance(5 * MINUTE);
    const renewed = await renew(late);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.auths[0].exp).toBe(end / 1000);
    t.clock.set(new Date(end + 1000));
    expect((await renew(late)).statusCode).toBe(401);
    expect((await refresh(late)).statusCode).toBe(401);
    expect((await sessionEnd(entry)).getTime()).toBe(end);
    expect(SESSION_LIFETIME.CUSTOMER_S * 1000).toBe(CUSTOMER_MS);
  });

  it('gives a staff session 12 hours from sign-in', async () => {
    const end = t.clock.now().getTime() + STAFF_MS;
    const staff = await t.asStaff('ORG_ADMIN');
    t.clock.set(new Date(end - 30 * MINUTE));
    const late = (await refresh(staff)).json().data.auths[0] as AuthEntry;
    expect(late.exp).toBe(end / 1000);
    t.clock.set(new Date(end + 1000));
    expect((await refresh(late)).statusCode).toBe(401);
    expect((await renew(late)).statusCode).toBe(401);
    expect((await sessionEnd(staff)).getTime()).toBe(end);
    expect(SESSION_LIFETIME.STAFF_S * 1000).toBe(STAFF_MS);
  });
});
