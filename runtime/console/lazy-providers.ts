/**
 * Providers whose code loads on first use. react-admin needs its auth and data providers when it first
 * renders, but what they run on (the API client, zod and the contract's schemas) is most of the
 * console's weight: the page shows its frame and sign-in form while that loads (issue 6 §6: the first
 * load stays within 350 kB gzip). Each method waits for the real provider, then is the real method.
 */
import type { AuthProvider, DataProvider } from 'react-admin';

/** A loader called at most once; a failed load is tried again on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load().catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
}

/** react-admin's methods and the console's own (auth-provider.ts PasswordMethods, PageFlagMethods). */
const AUTH_METHODS = [
  'login', 'logout', 'checkAuth', 'checkError', 'getIdentity', 'getPermissions', 'canAccess', 'resetPassword', 'setPassword', 'reloadPageFlags',
] as const;

/**
 * What a method answers without loading the provider when no session is stored: the sign-in page then
 * loads nothing but the frame until the admin signs in (or asks for a password e-mail).
 */
const WITHOUT_SESSION: Partial<Record<(typeof AUTH_METHODS)[number], () => Promise<unknown>>> = {
  checkAuth: () => Promise.reject(new Error('Signed out')),
  getIdentity: () => Promise.reject(new Error('Signed out')),
  getPermissions: () => Promise.resolve(undefined),
  canAccess: () => Promise.resolve(false),
  logout: () => Promise.resolve(undefined),
  reloadPageFlags: () => Promise.resolve(undefined),
};

/** `hasSession`: whether tokens are stored (a cheap look at storage, without the client's code). */
export function lazyAuthProvider(load: () => Promise<AuthProvider>, hasSession: () => boolean = () => true): AuthProvider {
  const provider = once(load);
  let loaded = false;
  const method = (name: (typeof AUTH_METHODS)[number]) => async (params?: unknown) => {
    const answer = WITHOUT_SESSION[name];
    if (!loaded && answer && !hasSession()) return answer();
    const real = await provider();
    loaded = true;
    const fn = real[name] as ((params?: unknown) => Promise<unknown>) | undefined;
    if (!fn) throw new Error(`The console's auth provider has no ${name}`);
    return fn.call(real, params);
  };
  return Object.fromEntries(AUTH_METHODS.map((name) => [name, method(name)])) as unknown as AuthProvider;
}

/**
 * A data provider that answers every method name with the real provider's method: react-admin's own
 * methods and any a screen adds. Property reads that are not calls (`then`, symbols, the
 * supportAbortSignal flag) answer undefined, as a plain object without them would.
 */
export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  const provider = once(load);
  return new Proxy({} as DataProvider, {
    get(_target, name) {
      if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
      return async (...args: unknown[]) => {
        const real = await provider();
        const fn = real[name] as ((...a: unknown[]) => Promise<unknown>) | undefined;
        if (typeof fn !== 'function') throw new Error(`The console's data provider has no ${name}`);
        return fn.apply(real, args);
      };
    },
  });
}
