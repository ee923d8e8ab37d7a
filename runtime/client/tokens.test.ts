import { describe, it, expect, vi } from 'vitest';
import { ApiError, authError, catalogueError } from './errors.js';
import { checkToken, needsRefresh, needsRenewal, MemoryTokenStore, TokenManager, webLock, webStorageTokenStore, type AuthEntry, type LockManagerLike } from './tokens.js';

const EXP = 2_000_000_000; // seconds since the epoch
const AT = (seconds: number) => seconds * 1000; // → ms

describe('checkToken (portal §5, platform-contract §8, back-office §8)', () => {
  it.each([
    { case: 'no expiry', entry: {}, now: AT(EXP), error: ['AuthError', 401, 'invalidToken', 'Invalid token'] },
    { case: 'null expiry', entry: { exp: null }, now: AT(EXP), error: ['AuthError', 401, 'invalidToken', 'Invalid token'] },
    { case: 'expiry past', entry: { exp: EXP }, now: AT(EXP) + 1, error: ['AuthError', 401, 'tokenExpired', 'Token has expired'] },
    { case: 'expiry is now', entry: { exp: EXP }, now: AT(EXP), error: ['AuthError', 401, 'tokenExpired', 'Token has expired'] },
    { case: 'expiry ahead', entry: { exp: EXP }, now: AT(EXP) - 1, error: undefined },
  ])('$case', ({ entry, now, error }) => {
    if (!error) return expect(() => checkToken(entry, now)).not.toThrow();
    try {
      checkToken(entry, now);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      const err = e as ApiError;
      expect([err.name, err.status, err.key, err.message]).toEqual(error);
      expect(err.signOutRequired).toBe(true);
    }
  });
});

describe('needsRefresh (portal §4: refreshed when the token expired more than 10 seconds ago)', () => {
  const entry: AuthEntry = { accessToken: 'a', refreshToken: 'r', exp: EXP, scope: 'USER' };
  it.each([
    { case: 'not yet expired', entry, now: AT(EXP) - 1, expected: false },
    { case: 'expired 0 s ago', entry, now: AT(EXP), expected: false },
    { case: 'expired exactly 10 s ago', entry, now: AT(EXP + 10), expected: false },
    { case: 'expired 10.001 s ago', entry, now: AT(EXP + 10) + 1, expected: true },
    { case: 'expired long ago', entry, now: AT(EXP + 3600), expected: true },
    { case: 'no refresh token', entry: { ...entry, refreshToken: undefined }, now: AT(EXP + 3600), expected: false },
    { case: 'refresh token, no expiry', entry: { ...entry, exp: undefined }, now: AT(EXP), expected: true },
  ])('$case → $expected', ({ entry: e, now, expected }) => {
    expect(needsRefresh(e, now)).toBe(expected);
  });
});

describe('needsRenewal (portal §4: USER scope without refresh token, no expiry or more than 5184000 s away)', () => {
  const entry: AuthEntry = { accessToken: 'a', exp: EXP, scope: 'USER' };
  const now = AT(EXP - 5_184_000);
  it.each([
    { case: 'expiry exactly 5184000 s away', entry, now, expected: false },
    { case: 'expiry 5184000.001 s away', entry, now: now - 1, expected: true },
    { case: 'expiry 5183999.999 s away', entry, now: now + 1, expected: false },
    { case: 'no expiry', entry: { ...entry, exp: undefined }, now, expected: true },
    { case: 'has a refresh token', entry: { ...entry, refreshToken: 'r', exp: undefined }, now, expected: false },
    { case: 'ADMIN scope', entry: { ...entry, scope: 'ADMIN' as const, exp: undefined }, now, expected: false },
    { case: 'no scope', entry: { accessToken: 'a' }, now, expected: false },
  ])('$case → $expected', ({ entry: e, now: n, expected }) => {
    expect(needsRenewal(e, n)).toBe(expected);
  });
});

describe('TokenManager', () => {
  const now = AT(EXP + 60);
  const expired: AuthEntry = { accessToken: 'old', refreshToken: 'r1', exp: EXP, scope: 'USER' };
  const fresh: AuthEntry = { accessToken: 'new', refreshToken: 'r2', exp: EXP + 3600, scope: 'USER' };

  it('refreshes once for concurrent calls and stores the new entry', async () => {
    const store = new MemoryTokenStore(expired);
    let release: (e: AuthEntry) => void = () => {};
    const refresh = vi.fn(() => new Promise<AuthEntry>((r) => { release = r; }));
    const m = new TokenManager({ store, refresh, now: () => now });
    const all = Promise.all([m.prepare(), m.prepare(), m.prepare()]);
    release(fresh);
    expect(await all).toEqual([fresh, fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(store.get()).toEqual(fresh);
  });

  it('renews a long-lived USER token', async () => {
    const long: AuthEntry = { accessToken: 'long', scope: 'USER' };
    const store = new MemoryTokenStore(long);
    const renew = vi.fn(async () => fresh);
    const m = new TokenManager({ store, renew, now: () => now });
    expect(await m.prepare()).toEqual(fresh);
    expect(renew).toHaveBeenCalledWith('long');
  });

  it('leaves a fresh token alone', async () => {
    const store = new MemoryTokenStore(fresh);
    const refresh = vi.fn(async () => expired);
    const renew = vi.fn(async () => expired);
    const m = new TokenManager({ store, refresh, renew, now: () => AT(EXP) });
    expect(await m.prepare()).toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(renew).not.toHaveBeenCalled();
  });

  it('answers undefined with no token', async () => {
    expect(await new TokenManager({ store: new MemoryTokenStore() }).prepare()).toBeUndefined();
  });

  /** navigator.locks as one origin's tabs share it: callbacks of one name run one after another. */
  function sharedLocks(): LockManagerLike & { names: string[] } {
    let tail: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    return {
      names,
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        names.push(name);
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  it('two tabs on one store refresh once: the second waits for the lock and takes the first one\'s entry', async () => {
    const store = new MemoryTokenStore(expired);
    const locks = sharedLocks();
    const refresh = vi.fn(async () => fresh);
    const tab = () => new TokenManager({ store, refresh, now: () => now, lock: webLock('ampere.auth.exchange', locks)! });
    const [a, b] = await Promise.all([tab().prepare(), tab().prepare()]);
    expect([a, b]).toEqual([fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(locks.names).toEqual(['ampere.auth.exchange', 'ampere.auth.exchange']);
  });

  it('has no web lock where the Web Locks API is missing', () => {
    expect(webLock('ampere.auth.exchange', null)).toBeUndefined();
  });

  it.each([
    { case: 'an ApiError', error: catalogueError('internalError'), logged: 'Could not refresh token: 500' },
    { case: 'a 503 body', error: Object.assign(new Error('x'), { status: 503 }), logged: 'Could not refresh token: 503' },
    { case: 'a statusCode', error: { statusCode: 400 }, logged: 'Could not refresh token: 400' },
    { case: 'an auth error with no status', error: Object.assign(new Error('no'), { name: 'AuthError' }), logged: 'Could not refresh token: 401' },
    { case: 'a built auth error', error: authError(), logged: 'Could not refresh token: 401' },
    { case: 'anything else', error: new TypeError('boom'), logged: 'Could not refresh token: unknown' },
  ])('refresh failure with $case logs exactly "$logged" and clears nothing', async ({ error, logged }) => {
    const store = new MemoryTokenStore(expired);
    const clear = vi.spyOn(store, 'clear');
    const set = vi.spyOn(store, 'set');
    const logger = { error: vi.fn() };
    const m = new TokenManager({ store, refresh: () => Promise.reject(error), logger, now: () => now });
    expect(await m.prepare()).toBe(expired);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(logged);
    expect(clear).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    expect(store.get()).toBe(expired);
  });
});

describe('webStorageTokenStore (portal: localStorage)', () => {
  function storage() {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
  }
  it('sets, gets and clears an entry as JSON under its key', () => {
    const s = storage();
    const store = webStorageTokenStore(s, 'auth');
    expect(store.get()).toBeUndefined();
    store.set({ accessToken: 'a', exp: 1, scope: 'USER' });
    expect(JSON.parse(s.map.get('auth') ?? '')).toEqual({ accessToken: 'a', exp: 1, scope: 'USER' });
    expect(store.get()).toEqual({ accessToken: 'a', exp: 1, scope: 'USER' });
    store.clear();
    expect(s.map.has('auth')).toBe(false);
  });
  it.each(['{bad json', '"text"', '{"exp":1}'])('ignores a stored value that is not an entry: %s', (raw) => {
    const s = storage();
    s.map.set('ampere.auth', raw);
    expect(webStorageTokenStore(s).get()).toBeUndefined();
  });
});
