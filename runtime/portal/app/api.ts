/**
 * The portal's one API client: the generated clients call it (portal §7 headers, §8 errors, §9 rate
 * limit), with the auth entry in localStorage (portal §4 "an access key in local storage") kept fresh
 * by the token manager (refresh 10 s after expiry, renewal of long-lived USER tokens).
 */
import { getSessionTokens } from '../../../generated/client/auth.gen.js';
import { HttpClient, TokenManager, isApiError, webLock, webStorageTokenStore, type AuthEntry, type KeyValueStorage, type TokenStore } from '../../client/index.js';
import type { PortalEnvironment } from './environment.js';
import { takeEarlyResponse } from './early-responses.js';

/** The Web Lock every tab of the portal takes to exchange the stored tokens. */
const TOKEN_EXCHANGE_LOCK = 'ampere.auth.exchange';

export interface PortalApi {
  readonly client: HttpClient;
  readonly tokens: TokenStore;
  readonly environment: PortalEnvironment;
}

/** The entry for the account the sign-in or renewal was for (first when none matches). */
export function entryFor(auths: readonly AuthEntry[], accountId?: string): AuthEntry | undefined {
  return auths.find((a) => a.accountId === accountId) ?? auths[0];
}

export interface PortalApiOptions {
  readonly storage?: KeyValueStorage;
  readonly fetch?: typeof fetch;
  /** portal §6 "A 401 response marks the error as sign-out-required": the session signs out. */
  readonly onUnauthorized?: () => void;
}

export function createPortalApi(environment: PortalEnvironment, options: PortalApiOptions = {}): PortalApi {
  const tokens = webStorageTokenStore(options.storage ?? window.localStorage);
  const base = { baseUrl: environment.apiBase, organisation: environment.organisation, appVersion: environment.appVersion, fetch: options.fetch };
  // Token exchanges go through a client of their own, so an exchange never waits on itself.
  const exchanger = new HttpClient({ ...base, rateLimit: false });
  const exchange = async (query: { refreshToken: string } | { accessToken: string }): Promise<AuthEntry> => {
    const answer = await getSessionTokens(exchanger, { query }, { auth: false });
    const entry = entryFor(answer.data.auths ?? [], tokens.get()?.accountId);
    if (!entry) throw new Error('The token answer holds no auth');
    return entry;
  };
  // Tabs share the stored tokens: one exchanges at a time, the others take its result.
  const lock = webLock(TOKEN_EXCHANGE_LOCK);
  const tokenManager = new TokenManager({
    store: tokens,
    refresh: (refreshToken) => exchange({ refreshToken }),
    renew: (accessToken) => exchange({ accessToken }),
    ...(lock ? { lock } : {}),
  });
  // The start's first calls may have been asked by index.html already (early-responses.ts).
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => takeEarlyResponse(input, init) ?? globalThis.fetch(input, init));
  const client = new HttpClient({
    ...base,
    tokenManager,
    fetch: async (input, init) => {
      const response = await fetchImpl(input, init);
      const authorised = init?.headers !== undefined && Object.keys(init.headers).some((h) => h.toLowerCase() === 'authorization');
      if (response.status === 401 && authorised) options.onUnauthorized?.();
      return response;
    },
  });
  return { client, tokens, environment };
}

/** Whether an error means the session is over (portal §6: 401 is sign-out-required). */
export function isSignOutRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
