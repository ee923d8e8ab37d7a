/**
 * Tokens on the client (portal §4, §5, §8, §9; platform-contract §3, §4, §8, §9; back-office §8).
 * - The auth entry: accessToken, refreshToken, exp, scope, accountId, userId.
 * - The client-side token check: 'Invalid token' without expiry, 'Token has expired' when past.
 * - Refresh: "with a refresh token, refresh when expired by more than 10 s".
 * - Renewal: "a USER-scope token without refresh token is renewed when no expiry exists or expiry
 *   is more than 5184000 s away".
 * - "Token refresh failure logs 'Could not refresh token: statusCode'".
 * Times: `exp` is seconds since the epoch (JWT); `now` is milliseconds since the epoch.
 */
import { TOKENS, TIME } from '../../schemas/constants.js';
import { errorCatalogue } from '../../schemas/errors.js';
import { hasExpiry, tokenProblem, type AuthEntry as ContractAuthEntry } from '../../schemas/auth.js';
import type { AdminScope } from '../../schemas/admin.js';
import { catalogueError, fillMessage, statusOf } from './errors.js';

/**
 * portal §3, platform-contract §3 "Auth entry: accessToken, refreshToken, exp, scope, accountId, userId":
 * the contract's AuthEntry as the client holds it. Only the access token is sure: `exp` is absent
 * when the token carries none, and the scope may be a back-office one (AdminScope adds ORG_USER).
 */
export interface AuthEntry
  extends Readonly<Pick<ContractAuthEntry, 'accessToken'>>,
    Readonly<Partial<Pick<ContractAuthEntry, 'refreshToken' | 'exp' | 'accountId' | 'userId'>>> {
  readonly scope?: AdminScope;
}

/** Where the client keeps its auth entry: memory by default, localStorage in the portal. */
export interface TokenStore {
  get(): AuthEntry | undefined;
  set(entry: AuthEntry): void;
  clear(): void;
}

/** A store in memory (the default; also what the server-side and test clients use). */
export class MemoryTokenStore implements TokenStore {
  private entry: AuthEntry | undefined;
  constructor(entry?: AuthEntry) {
    this.entry = entry;
  }
  get(): AuthEntry | undefined {
    return this.entry;
  }
  set(entry: AuthEntry): void {
    this.entry = entry;
  }
  clear(): void {
    this.entry = undefined;
  }
}

/** The part of the Web Storage API a store needs (localStorage, sessionStorage, or a test double). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the portal keeps its tokens in Web Storage (portal §4 "an access key in local storage"). */
export const TOKEN_STORAGE_KEY = 'ampere.auth';

/** A store in Web Storage under one key, as JSON (portal: `webStorageTokenStore(localStorage)`). */
export function webStorageTokenStore(storage: KeyValueStorage, key = TOKEN_STORAGE_KEY): TokenStore {
  return {
    get() {
      const text = storage.getItem(key);
      if (!text) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && typeof (value as AuthEntry).accessToken === 'string'
          ? (value as AuthEntry)
          : undefined;
      } catch {
        return undefined;
      }
    },
    set(entry) {
      storage.setItem(key, JSON.stringify(entry));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}

/**
 * portal §5, platform-contract §8, back-office §8 client-side token check: throws 'Invalid token'
 * when the token carries no expiry and 'Token has expired' when its expiry is past (at or before
 * now, as JWT's exp reads: docs/decisions.md "Token expiry instant").
 */
export function checkToken(entry: { readonly exp?: number | null }, now: number = Date.now()): void {
  const problem = tokenProblem(entry.exp, now);
  if (problem) throw catalogueError(problem);
}

/**
 * portal §4, platform-contract §4: with a refresh token, true when the token expired MORE than
 * 10 s ago (exactly 10 s: false). A refresh token with no expiry is refreshed
 * (docs/decisions.md "Token refresh").
 */
export function needsRefresh(entry: AuthEntry, now: number = Date.now()): boolean {
  if (!entry.refreshToken) return false;
  if (!hasExpiry(entry.exp)) return true;
  return now - entry.exp * TIME.SECOND_MS > TOKENS.REFRESH_MARGIN_S * TIME.SECOND_MS;
}

/**
 * portal §4, platform-contract §4: a USER-scope token without refresh token is renewed when it has
 * no expiry or expires MORE than 5184000 s (60 days) away (exactly 5184000 s: false).
 */
export function needsRenewal(entry: AuthEntry, now: number = Date.now()): boolean {
  if (entry.scope !== TOKENS.RENEWAL_SCOPE || entry.refreshToken) return false;
  if (!hasExpiry(entry.exp)) return true;
  return entry.exp * TIME.SECOND_MS - now > TOKENS.RENEWAL_WINDOW_S * TIME.SECOND_MS;
}

export interface Logger {
  error(message: string): void;
}

export interface TokenManagerOptions {
  readonly store: TokenStore;
  /** Exchanges a refresh token for a new entry (wired to sessions/accessToken?refreshToken=…). */
  readonly refresh?: (refreshToken: string) => Promise<AuthEntry>;
  /** Exchanges a long-lived USER token for a new entry (wired to sessions/accessToken?accessToken=…). */
  readonly renew?: (accessToken: string) => Promise<AuthEntry>;
  readonly logger?: Logger;
  /** Milliseconds since the epoch; injected in tests. */
  readonly now?: () => number;
  /**
   * Runs an exchange alone among everyone sharing the store (the portal's tabs: `webLock`), so two
   * never present one refresh token: the server ends a session whose used refresh token comes back
   * (docs/decisions.md "Refresh-token reuse").
   */
  readonly lock?: ExchangeLock;
}

/** Runs `work` while holding a lock shared by every holder of the token store. */
export type ExchangeLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The minimal Web Locks API (navigator.locks) an exchange lock needs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * A lock across the browser's tabs and windows of one origin (Web Locks API, `navigator.locks`
 * unless given); undefined where the API is missing (old browsers, jsdom), where the exchanges of
 * one page are still shared.
 */
export function webLock(name: string, locks: LockManagerLike | null = navigatorLocks()): ExchangeLock | undefined {
  if (!locks) return undefined;
  return (work) => locks.request(name, work);
}

function navigatorLocks(): LockManagerLike | null {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;
}

/** The message logged when a refresh or renewal fails (catalogue refreshFailed). */
export function refreshFailedMessage(error: unknown): string {
  return fillMessage(errorCatalogue.refreshFailed.message, { statusCode: statusOf(error) ?? 'unknown' });
}

/**
 * Keeps the stored entry fresh before each call: refreshes when `needsRefresh`, otherwise renews
 * when `needsRenewal`, stores the entry it gets back and answers it. Concurrent calls share one
 * exchange, and with a `lock` so do the managers of other tabs on the same store. A failed exchange logs exactly 'Could not refresh token: <status>', keeps the store as
 * it was and answers the old entry, so the call goes out with it and a 401 from the server then
 * marks sign-out (docs/decisions.md "Token refresh").
 */
export class TokenManager {
  readonly store: TokenStore;
  private readonly options: TokenManagerOptions;
  private inflight: Promise<AuthEntry> | undefined;

  constructor(options: TokenManagerOptions) {
    this.options = options;
    this.store = options.store;
  }

  /** The entry to send with the next call, exchanged first when the rules say so. */
  async prepare(): Promise<AuthEntry | undefined> {
    if (this.inflight) return this.inflight;
    const entry = this.store.get();
    if (!entry) return undefined;
    const now = (this.options.now ?? Date.now)();
    const { refresh, renew } = this.options;
    if (refresh && entry.refreshToken && needsRefresh(entry, now)) {
      const token = entry.refreshToken;
      return this.exchange(entry, () => refresh(token));
    }
    if (renew && needsRenewal(entry, now)) return this.exchange(entry, () => renew(entry.accessToken));
    return entry;
  }

  private exchange(old: AuthEntry, run: () => Promise<AuthEntry>): Promise<AuthEntry> {
    const logger = this.options.logger ?? console;
    const lock: ExchangeLock = this.options.lock ?? ((work) => work());
    this.inflight = (async () => {
      try {
        return await lock(async () => {
          // Another holder of the store (a second tab) exchanged it while this one waited: take its result.
          const latest = this.store.get();
          if (latest && latest.accessToken !== old.accessToken) return latest;
          const fresh = await run();
          this.store.set(fresh);
          return fresh;
        });
      } catch (error) {
        logger.error(refreshFailedMessage(error));
        return old;
      } finally {
        this.inflight = undefined;
      }
    })();
    return this.inflight;
  }
}
