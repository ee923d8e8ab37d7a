// @vitest-environment node
/**
 * A server's caches (docs/decisions.md "Caches across servers"): entries age out after their time to
 * live, a drop removes one entry or a whole cache, a load that was under way when a drop came is not
 * kept (it may hold what the change replaced), and a notice this server cannot read drops everything.
 */
import { describe, expect, it } from 'vitest';
import { cacheChangeOf, makeCaches } from './caches.js';

const TTL = { ttlMs: 1_000 };

describe('a server\'s caches', () => {
  it('keeps an entry for its time to live, and loads again after a drop of it or of the whole cache', async () => {
    const caches = makeCaches();
    let loads = 0;
    const load = async () => ++loads;
    expect(await caches.read('publicRelease', 'A', load, { now: 0, ...TTL })).toBe(1);
    expect(await caches.read('publicRelease', 'A', load, { now: 999, ...TTL })).toBe(1);
    expect(await caches.read('publicRelease', 'A', load, { now: 1_000, ...TTL })).toBe(2);
    expect(await caches.read('publicRelease', 'A', load, { now: 1_000, ...TTL, bypass: true })).toBe(3);
    caches.drop({ cache: 'publicRelease', key: 'B' });
    expect(await caches.read('publicRelease', 'A', load, { now: 1_000, ...TTL })).toBe(3);
    caches.drop({ cache: 'publicRelease', key: 'A' });
    expect(await caches.read('publicRelease', 'A', load, { now: 1_000, ...TTL })).toBe(4);
    caches.dropAll();
    expect(await caches.read('publicRelease', 'A', load, { now: 1_000, ...TTL })).toBe(5);
  });

  it('does not keep what a load read before a drop that came while it ran', async () => {
    const caches = makeCaches();
    let release!: () => void;
    const slow = caches.read('publicRelease', 'A', () => new Promise<string>((resolve) => (release = () => resolve('before the change'))), { now: 0, ...TTL });
    caches.drop({ cache: 'publicRelease', key: 'A' });
    release();
    expect(await slow).toBe('before the change');
    expect(await caches.read('publicRelease', 'A', async () => 'after the change', { now: 0, ...TTL })).toBe('after the change');
  });

  it('reads a notice\'s change, and none from a notice it does not know', () => {
    expect(cacheChangeOf('{"cache":"publicRelease","key":"BRIGHT"}')).toEqual({ cache: 'publicRelease', key: 'BRIGHT' });
    expect(cacheChangeOf('{"cache":"publicRelease"}')).toEqual({ cache: 'publicRelease' });
    expect(cacheChangeOf('{"cache":"somethingNewer"}')).toBeUndefined();
    expect(cacheChangeOf('{"cache":"publicRelease","key":7}')).toBeUndefined();
    expect(cacheChangeOf('not json')).toBeUndefined();
  });
});
