// @vitest-environment node
/**
 * A server's caches (docs/decisions.md "Caches across servers"): entries age out after their time to
 * live, a drop removes one entry or a whole cache, a load that was under way when a drop came is not
 * kept (it may hold what the change replaced); another server's notice drops what it names, the
 * server's own nothing (it dropped that at the commit), and one it cannot read everything.
 */
import { describe, expect, it } from 'vitest';
import { makeCaches } from './caches.js';
import type { Queryable } from './db/database.js';

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

  it('drops what another server\'s notice names, nothing for its own, everything for a notice it cannot read', async () => {
    const caches = makeCaches();
    const other = makeCaches();
    const sent: string[] = [];
    const q = { query: async (_text: string, values?: readonly unknown[]) => (sent.push(String(values?.[1])), { rows: [] }) } as unknown as Queryable;
    let loads = 0;
    const read = (key: string) => caches.read('publicRelease', key, async () => `${key}${++loads}`, { now: 0, ...TTL });
    expect([await read('A'), await read('B')]).toEqual(['A1', 'B2']);

    await caches.announce(q, { cache: 'publicRelease', key: 'A' });
    caches.noticed(sent.pop()!);
    expect([await read('A'), await read('B')]).toEqual(['A1', 'B2']);

    await other.announce(q, { cache: 'publicRelease', key: 'A' });
    caches.noticed(sent.pop()!);
    expect([await read('A'), await read('B')]).toEqual(['A3', 'B2']);

    await other.announce(q, { cache: 'publicRelease' });
    caches.noticed(sent.pop()!);
    expect([await read('A'), await read('B')]).toEqual(['A4', 'B5']);

    for (const unreadable of ['not json', '{"cache":"somethingNewer","from":"x"}', '{"cache":"publicRelease","key":7,"from":"x"}', '{"cache":"publicRelease"}']) {
      caches.noticed(unreadable);
      const next = `A${loads + 1}`;
      expect(await read('A')).toBe(next);
    }
  });
});
