// @vitest-environment node
/** With OIDC_ISSUER set, the built-in provider is not served and the issuer's scheme is checked. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { createSignIn, findSignIn } from '../sign-in-sessions.js';
import { startOpenIdSignIn } from './relying-party.js';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ config: { oidc: { issuer: 'http://idp.example.com/realms/bright', clientId: 'portal', clientSecret: 'secret' } } });
});
afterAll(async () => {
  await t?.close();
});

it('does not serve /oidc', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
  expect(res.statusCode).toBe(404);
});

it('refuses a plain-http issuer outside development hosts, storing nothing', async () => {
  const signIn = await createSignIn(t.db, { organisation: 'BRIGHT', accessType: 'OPENID' }, t.clock.now());
  await expect(startOpenIdSignIn(t.services, t.db, signIn, 'https://ampere.test/auth/callback')).rejects.toThrow(/HTTPS/i);
  expect((await findSignIn(t.db, signIn.ref, t.clock.now()))!.data.oidc).toBeUndefined();
});
