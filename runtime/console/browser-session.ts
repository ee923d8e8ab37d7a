/**
 * The console's session in the browser: one API client for the page with the admin's tokens in
 * localStorage (apart from the portal's), the auth provider on it, and the data provider whose
 * generated calls load on first use. main.tsx loads this module lazily (lazy-providers.ts).
 */
import { resources } from '../../generated/resources.gen.js';
import { HttpClient, webStorageTokenStore } from '../client/index.js';
import { consoleAuthProvider, staffClaims } from './auth-provider.js';
import { consoleDataProvider } from './data-provider.js';
import { CONSOLE_TOKEN_KEY, type ConsoleEnvironment } from './environment.js';

export function browserSession(environment: ConsoleEnvironment, storage: Storage = window.localStorage) {
  const tokens = webStorageTokenStore(storage, CONSOLE_TOKEN_KEY);
  const client = new HttpClient({ baseUrl: environment.apiBase, organisation: environment.organisation, appVersion: environment.appVersion, tokens });
  const authProvider = consoleAuthProvider({ client, tokens, organisation: environment.organisation, resources, setPasswordUrl: `${window.location.origin}/admin/set-password` });
  // The admin works in the organisation of their token; before sign-in, the deployment's.
  const organisation = (): string => {
    const entry = tokens.get();
    return (entry && staffClaims(entry.accessToken)?.organisation) || environment.organisation;
  };
  const dataProvider = consoleDataProvider({ client, resources, calls: () => import('../../generated/client/index.gen.js'), organisation });
  return { client, tokens, authProvider, dataProvider };
}
