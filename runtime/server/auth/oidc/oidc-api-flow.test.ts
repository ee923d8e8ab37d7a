// @vitest-environment node
/**
 * The OPENID sign-in through the contract calls, as the portal makes them: signIn → openUri → the
 * IdP's login form → the callback page's code → POST /v3/auth/openid/callback → getSignInStatus
 * complete → getSessionTokens with the ref → tokens for kari's account. Helper A binds signIn's
 * OPENID branch and the callback (routes/auth.ts); until then these tests skip themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { stableId } from '../../ids.js';
import { TestBrowser, formAction } from './test-browser.js';

let t: TestApp;
const ORIGIN = 'https://ampere.test';
const REDIRECT = `${ORIGIN}/auth/callback`;
const KARI = stableId('BRIGHT:user:kari');
const KARI_ACCOUNT = stableId('BRIGHT:account:kari');

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

const json = { 'content-type': 'application/json', host: 'ampere.test', 'x-forwarded-proto': 'https' };

async function startSignIn(): Promise<{ status: number; ref?: string; openUri?: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', headers: json, payload: { accessType: 'OPENID', organisation: 'BRIGHT', redirectUri: REDIRECT } });
  const data = res.statusCode === 200 ? (res.json() as { data: { ref: string; openUri?: string } }).data : undefined;
  return { status: res.statusCode, ...(data ? { ref: data.ref, ...(data.openUri ? { openUri: data.openUri } : {}) } : {}) };
}

async function codeFor(openUri: string): Promise<URL> {
  const browser = new TestBrowser(t.app, ORIGIN);
  const login = await browser.follow(await browser.request('GET', openUri));
  const back = await browser.follow(await browser.request('POST', formAction(login.body), { username: 'kari', password: 'demo-kari-1' }));
  return new URL(back.location!);
}

const callback = (body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/openid/callback', headers: json, payload: body });
const status = (ref: string) =>
  t.app.inject({ method: 'GET', url: `/api/v3/auth/?ref=${encodeURIComponent(ref)}&organisation=BRIGHT`, headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });

describe('OPENID sign-in through the API', () => {
  it('signs kari in and hands out tokens for her account', async (ctx) => {
    const started = await startSignIn();
    if (started.status === 501) return ctx.skip();
    expect(started.status).toBe(200);
    expect(started.openUri).toMatch(/^https:\/\/ampere\.test\/oidc\/auth\?/);
    expect((await status(started.ref!)).json().data.status).toBe('process');

    const back = await codeFor(started.openUri!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    const answered = await callback({ ref: started.ref!, code: back.searchParams.get('code')! });
    if (answered.statusCode === 501) return ctx.skip();
    expect(answered.statusCode).toBe(200);
    expect((await status(started.ref!)).json().data.status).toBe('complete');

    const tokens = await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sessions/accessToken?ref=${encodeURIComponent(started.ref!)}`, headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
    expect(tokens.statusCode).toBe(200);
    const auths = tokens.json().data.auths as { userId: string; accountId: string; accessToken: string }[];
    expect(auths[0]).toMatchObject({ userId: KARI, accountId: KARI_ACCOUNT });
    const me = await t.services.tokens.verify(auths[0]!.accessToken);
    expect(me).toMatchObject({ kind: 'customer', userId: KARI });
  });

  it('a tampered code ends the sign-in in error', async (ctx) => {
    const started = await startSignIn();
    if (started.status === 501) return ctx.skip();
    const back = await codeFor(started.openUri!);
    const answered = await callback({ ref: started.ref!, code: `${back.searchParams.get('code')}tampered` });
    if (answered.statusCode === 501) return ctx.skip();
    expect(answered.statusCode).toBe(401);
    expect(answered.json().key).toBe('unauthorized');
    expect((await status(started.ref!)).json().data).toMatchObject({ status: 'error', error: 'unauthorized' });
  });

  it('a callback without a code is refused with a 400 and leaves the sign-in waiting', async (ctx) => {
    const started = await startSignIn();
    if (started.status === 501) return ctx.skip();
    const answered = await callback({ ref: started.ref! });
    if (answered.statusCode === 501) return ctx.skip();
    expect(answered.statusCode).toBe(400);
    expect(answered.json().key).toBe('validationError');
    expect((await status(started.ref!)).json().data.status).toBe('process');
  });

  it('a redirect URI outside the platform is refused with a 400 and no sign-in is written', async (ctx) => {
    const count = async () => Number((await t.db.query<{ n: number }>("SELECT count(*) AS n FROM sign_in_sessions WHERE access_type = 'OPENID'")).rows[0]!.n);
    const before = await count();
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', headers: json, payload: { accessType: 'OPENID', organisation: 'BRIGHT', redirectUri: 'https://evil.example/callback' } });
    if (res.statusCode === 501) return ctx.skip();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'redirectUri must be a page of https://ampere.test' });
    expect(await count()).toBe(before);
  });
});
