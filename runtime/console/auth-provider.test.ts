// @vitest-environment node
/**
 * The console's sign-in against the real server: the demo admins sign in with e-mail and password,
 * their scope decides what the console offers, and signing out ends the session on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdmins } from '../../generated/client/admins.gen.js';
import { testApp, type TestApp } from '../server/test/harness.js';
import { staffClaims } from './auth-provider.js';
import { refusalOf } from './sign-in/sign-in-refused.js';
import { consoleSession as session } from './test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterAll(() => server.close());

function consoleSession() {
  const { tokens, client, authProvider } = session(server);
  return { tokens, client, auth: authProvider };
}

describe('signing in', () => {
  it('signs an organisation admin in with e-mail and password: who, which organisation and which scope', async () => {
    const { auth, tokens } = consoleSession();
    await auth.login({ username: ' orgadmin@bright.example ', password: 'demo-orgadmin-pass' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'orgadmin@bright.example', organisation: 'BRIGHT', scope: 'ORG_ADMIN' });
    expect(await auth.getPermissions!({})).toEqual({ scope: 'ORG_ADMIN', organisation: 'BRIGHT' });
    expect(staffClaims(tokens.get()!.accessToken)?.scope).toBe('ORG_ADMIN');
  });

  it("refuses a wrong password with the server's key and keeps nothing", async () => {
    const { auth, tokens } = consoleSession();
    await expect(auth.login({ username: 'orgadmin@bright.example', password: 'wrong' })).rejects.toMatchObject({ status: 401, key: 'errorWrongPassword' });
    expect(tokens.get()).toBeUndefined();
    await expect(auth.checkAuth({})).rejects.toThrow();
  });

  it('sends an inspector, who signs in to customer accounts, to the portal', async () => {
    const { auth, tokens } = consoleSession();
    const refused = await auth.login({ username: 'inspector@bright.example', password: 'demo-inspector-pass' }).catch((e: unknown) => e);
    expect(refusalOf(refused)).toEqual({ refusal: 'portal', scope: undefined });
    expect(tokens.get()).toBeUndefined();
  });

  it('tells an integration scope with no console pages that it is for API calls', async () => {
    const { auth, tokens } = consoleSession();
    const refused = await auth.login({ username: 'webhook@bright.example', password: 'demo-webhook-pass' }).catch((e: unknown) => e);
    expect(refusalOf(refused)).toEqual({ refusal: 'apiOnly', scope: 'WEBHOOK' });
    expect((refused as Error).message).toBe('Sign-in refused: apiOnly (WEBHOOK)');
    expect(tokens.get()).toBeUndefined();
  });
});

describe("what an admin's scope is offered", () => {
  it('offers each action only where the descriptor admits the scope', async () => {
    const developer = consoleSession();
    await developer.auth.login({ username: 'developer@bright.example', password: 'demo-developer-pass' });
    expect(await developer.auth.canAccess!({ resource: 'api-tokens', action: 'create' })).toBe(true);
    expect(await developer.auth.canAccess!({ resource: 'admins', action: 'list' })).toBe(false);
    const marketing = consoleSession();
    await marketing.auth.login({ username: 'marketing@bright.example', password: 'demo-marketing-pass' });
    expect(await marketing.auth.canAccess!({ resource: 'api-tokens', action: 'create' })).toBe(false);
    expect(await marketing.auth.canAccess!({ resource: 'no-such-resource', action: 'list' })).toBe(false);
  });
});

describe('signing out', () => {
  it('ends the session on the server: the old token is refused afterwards', async () => {
    const { auth, tokens, client } = consoleSession();
    await auth.login({ username: 'orgadmin@bright.example', password: 'demo-orgadmin-pass' });
    const entry = tokens.get()!;
    await listAdmins(client);
    await auth.logout({});
    expect(tokens.get()).toBeUndefined();
    const stale = consoleSession();
    stale.tokens.set({ accessToken: entry.accessToken });
    await expect(listAdmins(stale.client)).rejects.toMatchObject({ status: 401 });
  });

  it('forgets the token on a 401 and stays signed in on a 403', async () => {
    const { auth, tokens } = consoleSession();
    await auth.login({ username: 'orgadmin@bright.example', password: 'demo-orgadmin-pass' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(tokens.get()).toBeDefined();
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    expect(tokens.get()).toBeUndefined();
  });
});
