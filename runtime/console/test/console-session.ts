/**
 * A console as the browser has it, against a test server (runtime/server/test/harness.ts): one client
 * over app.inject, the token store the auth provider fills, and the data provider on that client.
 */
import * as calls from '../../../generated/client/index.gen.js';
import { resources } from '../../../generated/resources.gen.js';
import { HttpClient, MemoryTokenStore } from '../../client/index.js';
import { injectFetch, type TestApp } from '../../server/test/harness.js';
import { consoleAuthProvider } from '../auth-provider.js';
import { consoleDataProvider } from '../data-provider.js';

export const TEST_ORGANISATION = 'BRIGHT';

export function consoleSession(server: TestApp) {
  const now = () => server.clock.now().getTime();
  const tokens = new MemoryTokenStore();
  const client = new HttpClient({ baseUrl: 'https://ampere.test/api', organisation: TEST_ORGANISATION, appVersion: 'console/test', fetch: injectFetch(server.app), tokens, rateLimit: false, now });
  const authProvider = consoleAuthProvider({ client, tokens, organisation: TEST_ORGANISATION, resources, now, setPasswordUrl: 'https://ampere.test/admin/set-password' });
  const dataProvider = consoleDataProvider({ client, resources, calls, organisation: () => TEST_ORGANISATION });
  return { tokens, client, authProvider, dataProvider };
}

/** A console session signed in as a demo admin (README: demo identities). */
export async function signedInConsole(server: TestApp, email: string, password: string) {
  const session = consoleSession(server);
  await session.authProvider.login({ username: email, password });
  return session;
}
