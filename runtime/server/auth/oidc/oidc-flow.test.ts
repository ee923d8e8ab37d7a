// @vitest-environment node
/**
 * The OPENID sign-in against the built-in identity provider, end to end on app.inject: the
 * authorization URL, the IdP's login page and form, the redirect with a code, the code exchange.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { stableId } from '../../ids.js';
import { createSignIn, findSignIn } from '../sign-in-sessions.js';
import { buildApp } from '../../app.js';
import { completeOpenIdSignIn, logoutUri, startOpenIdSignIn, userForClaims } from './relying-party.js';
import { TestBrowser, formAction, type Step } from './test-browser.js';

let t: TestApp;
const ORIGIN = 'https://ampere.test';
const REDIRECT = `${ORIGIN}/auth/callback`;
const KARI = stableId('BRIGHT:user:kari');

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

async function startDirect(redirectUri = REDIRECT) {
  const signIn = await createSignIn(t.db, { organisation: 'BRIGHT', accessType: 'OPENID' }, t.clock.now());
  const openUri = await startOpenIdSignIn(t.services, t.db, signIn, redirectUri);
  return { ref: signIn.ref, openUri };
}

/** Opens the IdP, signs in on its form and answers the redirect back to the portal. */
async function signInAtIdp(openUri: string, username: string, password: string): Promise<{ login: Step; back: Step }> {
  const browser = new TestBrowser(t.app, ORIGIN);
  const login = await browser.follow(await browser.request('GET', openUri));
  const posted = await browser.request('POST', formAction(login.body), { username, password });
  return { login, back: await browser.follow(posted) };
}

describe('the development identity provider', () => {
  it('publishes its discovery document at /oidc', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(`${ORIGIN}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${ORIGIN}/oidc/auth`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
  });

  it('keeps its signing key sealed in server_keys', async () => {
    const { rows } = await t.db.query<{ sealed: Buffer }>("SELECT sealed FROM server_keys WHERE name = 'oidc-jwks'");
    const jwks = (await t.app.inject({ method: 'GET', url: '/oidc/jwks', headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } })).json() as { keys: { kid: string; d?: string }[] };
    const key = JSON.parse(t.services.secretBox.open(rows[0]!.sealed)) as { kty: string; kid: string };
    expect(key.kty).toBe('RSA');
    expect(jwks.keys.map((k) => k.kid)).toEqual([key.kid]);
    expect(jwks.keys[0]?.d).toBeUndefined();
  });
});

describe('forwarded headers at the identity provider', () => {
  it('builds its URLs from what a configured proxy forwards, never from a client that is not one', async () => {
    const forged = await t.app.inject({
      method: 'GET', url: '/oidc/.well-known/openid-configuration', remoteAddress: '192.0.2.9',
      headers: { host: 'ampere.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(JSON.stringify(forged.json())).not.toContain('evil.example');
    const viaProxy = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
    expect(viaProxy.json().authorization_endpoint).toBe(`${ORIGIN}/oidc/auth`);
  });
});

describe('OPENID sign-in, relying party functions', () => {
  it('builds an authorization URL with state, nonce and PKCE S256, and keeps them in the sign-in', async () => {
    const { ref, openUri } = await startDirect();
    const url = new URL(openUri);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/oidc/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('client_id')).toBe(t.config.oidc.clientId);
    const stored = (await findSignIn(t.db, ref, t.clock.now()))!.data.oidc as Record<string, string>;
    expect(stored.state).toBe(url.searchParams.get('state'));
    expect(stored.nonce).toBe(url.searchParams.get('nonce'));
    expect(stored.verifier).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).not.toBe(stored.verifier);
  });

  it('signs kari in: login page, code back to the redirect URI, code exchanged, sign-in complete', async () => {
    const { ref, openUri } = await startDirect();
    const { login, back } = await signInAtIdp(openUri, 'kari', 'demo-kari-1');
    expect(login.status).toBe(200);
    expect(login.body).toContain('name="password"');
    expect(back.status).toBe(303);
    const callback = new URL(back.location!);
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();
    await completeOpenIdSignIn(t.services, t.db, ref, code, callback.searchParams.get('state')!);
    const done = await findSignIn(t.db, ref, t.clock.now());
    expect(done).toMatchObject({ status: 'complete', subjectKind: 'customer', subjectId: KARI });
  });

  it('shows the form again with an error on a wrong password, and no redirect', async () => {
    const { openUri } = await startDirect();
    const { back } = await signInAtIdp(openUri, 'kari', 'wrong-password');
    expect(back.status).toBe(401);
    expect(back.location).toBeUndefined();
    expect(back.body).toContain('Wrong username or password');
    expect(back.body).toContain('value="kari"');
    expect(back.body).toContain('<form');
  });

  it('refuses an unknown username the same way', async () => {
    const { openUri } = await startDirect();
    const { back } = await signInAtIdp(openUri, 'nobody', 'demo-kari-1');
    expect(back.status).toBe(401);
    expect(back.body).toContain('Wrong username or password');
  });

  it('fails the sign-in on a tampered code', async () => {
    const { ref, openUri } = await startDirect();
    const { back } = await signInAtIdp(openUri, 'kari', 'demo-kari-1');
    const code = new URL(back.location!).searchParams.get('code')!;
    await expect(completeOpenIdSignIn(t.services, t.db, ref, `${code}x`)).rejects.toMatchObject({ status: 401 });
    expect(await findSignIn(t.db, ref, t.clock.now())).toMatchObject({ status: 'error', errorKey: 'unauthorized' });
  });

  it('fails the sign-in on a tampered state', async () => {
    const { ref, openUri } = await startDirect();
    const { back } = await signInAtIdp(openUri, 'kari', 'demo-kari-1');
    const code = new URL(back.location!).searchParams.get('code')!;
    await expect(completeOpenIdSignIn(t.services, t.db, ref, code, 'not-the-state')).rejects.toMatchObject({ status: 401 });
    expect(await findSignIn(t.db, ref, t.clock.now())).toMatchObject({ status: 'error', errorKey: 'unauthorized' });
  });

  it("refuses a code issued for another sign-in (its PKCE verifier and nonce differ)", async () => {
    const first = await startDirect();
    const second = await startDirect();
    const { back } = await signInAtIdp(first.openUri, 'kari', 'demo-kari-1');
    const code = new URL(back.location!).searchParams.get('code')!;
    await expect(completeOpenIdSignIn(t.services, t.db, second.ref, code)).rejects.toMatchObject({ status: 401 });
    expect(await findSignIn(t.db, second.ref, t.clock.now())).toMatchObject({ status: 'error' });
  });

  it('refuses a redirect URI on another origin before anything is stored', async () => {
    const signIn = await createSignIn(t.db, { organisation: 'BRIGHT', accessType: 'OPENID' }, t.clock.now());
    await expect(startOpenIdSignIn(t.services, t.db, signIn, 'https://evil.example/cb')).rejects.toMatchObject({ status: 400 });
    expect((await findSignIn(t.db, signIn.ref, t.clock.now()))!.data.oidc).toBeUndefined();
  });
});

describe('restarts and sign-out', () => {
  it('a restarted server keeps the signing key and the IdP session (both in PostgreSQL)', async () => {
    const { openUri } = await startDirect();
    const browser = new TestBrowser(t.app, ORIGIN);
    const login = await browser.follow(await browser.request('GET', openUri));
    await browser.follow(await browser.request('POST', formAction(login.body), { username: 'kari', password: 'demo-kari-1' }));

    const restarted = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false });
    await restarted.app.ready();
    try {
      const jwks = async (app: typeof t.app) => (await app.inject({ method: 'GET', url: '/oidc/jwks', headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } })).json();
      expect(await jwks(restarted.app)).toEqual(await jwks(t.app));
      // Signed in at the IdP already: the next sign-in goes straight back with a code, no form.
      const again = await startDirect();
      browser.app = restarted.app;
      const back = await browser.follow(await browser.request('GET', again.openUri));
      expect(back.status).toBe(303);
      expect(new URL(back.location!).searchParams.get('code')).toBeTruthy();
    } finally {
      await restarted.app.close();
    }
  });

  it("names the IdP's logout page, returning to the portal", async () => {
    const uri = new URL((await logoutUri(t.services, `${ORIGIN}/`))!);
    expect(uri.origin + uri.pathname).toBe(`${ORIGIN}/oidc/session/end`);
    expect(uri.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(uri.searchParams.get('client_id')).toBe(t.config.oidc.clientId);
    const page = await t.app.inject({ method: 'GET', url: uri.pathname + uri.search, headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form');
  });
});

describe('edges of the flow', () => {
  it('a sign-in past its 10 minutes cannot be completed, even with a good code', async () => {
    const { ref, openUri } = await startDirect();
    const { back } = await signInAtIdp(openUri, 'kari', 'demo-kari-1');
    t.clock.advance(11 * 60 * 1000);
    await expect(completeOpenIdSignIn(t.services, t.db, ref, new URL(back.location!).searchParams.get('code')!)).rejects.toMatchObject({ status: 401 });
    expect(await findSignIn(t.db, ref, t.clock.now())).toMatchObject({ status: 'error', errorKey: 'timeout', subjectId: null });
  });

  it('an unknown ref is a 404 and writes nothing', async () => {
    await expect(completeOpenIdSignIn(t.services, t.db, 'no-such-ref', 'code')).rejects.toMatchObject({ status: 404 });
    expect((await t.db.query("SELECT 1 FROM sign_in_sessions WHERE ref = 'no-such-ref'")).rowCount).toBe(0);
  });

  it('the login page without its interaction cookie says the sign-in cannot continue', async () => {
    const { openUri } = await startDirect();
    const first = await new TestBrowser(t.app, ORIGIN).request('GET', openUri);
    const stranger = await new TestBrowser(t.app, ORIGIN).request('GET', first.location!);
    expect(stranger.status).toBe(400);
    expect(stranger.body).toContain('can no longer continue');
  });

  it('cancel on the login page returns to the portal with access_denied and no code', async () => {
    const { openUri } = await startDirect();
    const browser = new TestBrowser(t.app, ORIGIN);
    const login = await browser.follow(await browser.request('GET', openUri));
    const abort = /href="([^"]+\/abort)"/.exec(login.body)![1]!;
    const back = await browser.follow(await browser.request('GET', abort));
    const url = new URL(back.location!);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('maps an ID token to a user by sub, else by a verified, unique e-mail only', async () => {
    expect(await userForClaims(t.db, 'BRIGHT', { sub: KARI })).toBe(KARI);
    expect(await userForClaims(t.db, 'BRIGHT', { sub: 'external-1', email: 'KARI@example.no', email_verified: true })).toBe(KARI);
    expect(await userForClaims(t.db, 'BRIGHT', { sub: 'external-1', email: 'kari@example.no', email_verified: false })).toBeUndefined();
    expect(await userForClaims(t.db, 'BRIGHT', { sub: 'external-1', email: 'kari@example.no' })).toBeUndefined();
    // A user of one organisation never signs in to another.
    await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
    expect(await userForClaims(t.db, 'OTHER', { sub: KARI })).toBeUndefined();
    // An external issuer's sub never names our user directly.
    expect(await userForClaims(t.db, 'BRIGHT', { sub: KARI }, false)).toBeUndefined();
  });
});
