// @vitest-environment node
/** The providers whose code loads on first use: loaded once, not at all for a signed-out page's checks, and then the real methods. */
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider, DataProvider } from 'react-admin';
import { lazyAuthProvider, lazyDataProvider, once } from './lazy-providers.js';

const realAuth = (): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  canAccess: vi.fn(async () => true),
});

describe('the lazy auth provider', () => {
  it('answers a signed-out page without loading the session, and loads it once to sign in', async () => {
    const real = realAuth();
    const load = vi.fn(async () => real);
    let stored = false;
    const auth = lazyAuthProvider(load, () => stored);
    await expect(auth.checkAuth({})).rejects.toThrow('Signed out');
    expect(await auth.canAccess!({ resource: 'admins', action: 'list' } as never)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    await auth.login({ username: 'a', password: 'b' });
    stored = true;
    await auth.checkAuth({});
    expect(await auth.canAccess!({ resource: 'admins', action: 'list' } as never)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.login).toHaveBeenCalledWith({ username: 'a', password: 'b' });
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(realAuth());
    const auth = lazyAuthProvider(load);
    await expect(auth.checkAuth({})).rejects.toThrow('offline');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the lazy data provider', () => {
  it('calls any method of the real provider, and reads no method-like flags', async () => {
    const real = { getList: vi.fn(async () => ({ data: [], total: 0 })), countSegment: vi.fn(async () => ({ data: 3 })) } as unknown as DataProvider;
    const data = lazyDataProvider(async () => real);
    expect(data.supportAbortSignal).toBeUndefined();
    expect((data as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await data.getList('admins', {} as never)).toEqual({ data: [], total: 0 });
    expect(await (data as unknown as { countSegment: () => Promise<unknown> }).countSegment()).toEqual({ data: 3 });
    await expect((data as unknown as { nothing: () => Promise<unknown> }).nothing()).rejects.toThrow('has no nothing');
  });

  it('loads once for many calls', async () => {
    const load = vi.fn(async () => 1);
    const get = once(load);
    await Promise.all([get(), get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
