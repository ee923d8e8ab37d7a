/**
 * What a server keeps of the database in its own memory, and how every server on the database drops
 * it at once (docs/decisions.md "Caches across servers"). A change that makes an entry stale
 * announces it on the channel `ampere_cache` in its own transaction, so the notice is delivered only
 * if it commits; each server's listener (db/notifications.ts, started in app.ts) drops what it names,
 * and drops everything whenever it starts listening again, since notices sent meanwhile are lost.
 * Each cache's time to live bounds how stale an entry can be while the listener is down.
 */
import type { Queryable } from './db/database.js';
import { notify } from './repositories/notifications.js';

export const CACHE_CHANNEL = 'ampere_cache';

/** The caches: `publicRelease` holds each organisation's public settings release (routes/settings.ts). */
export type CacheName = 'publicRelease';
const CACHE_NAMES: readonly CacheName[] = ['publicRelease'];

/** An entry (`key`: an organisation) or, without a key, every entry of a cache has gone stale. */
export interface CacheChange {
  readonly cache: CacheName;
  readonly key?: string;
}

export interface ReadOptions {
  readonly now: number;
  readonly ttlMs: number;
  /** Load even when a fresh entry is kept (and keep what was loaded). */
  readonly bypass?: boolean;
}

export interface Caches {
  /** The entry of `key`, loaded by `load` when missing or older than `ttlMs`. */
  read<V>(cache: CacheName, key: string, load: () => Promise<V>, options: ReadOptions): Promise<V>;
  drop(change: CacheChange): void;
  dropAll(): void;
}

/** A server's caches (one per app: tests run several apps in one process). */
export function makeCaches(): Caches {
  const entries = new Map<CacheName, Map<string, { at: number; value: unknown }>>(CACHE_NAMES.map((name) => [name, new Map()]));
  // A load that began before a drop may hold what the change replaced: counted drops tell it not to keep it.
  const drops = new Map<CacheName, number>(CACHE_NAMES.map((name) => [name, 0]));
  const dropped = (cache: CacheName) => drops.set(cache, drops.get(cache)! + 1);
  return {
    async read<V>(cache: CacheName, key: string, load: () => Promise<V>, options: ReadOptions): Promise<V> {
      const kept = entries.get(cache)!;
      const hit = kept.get(key);
      if (!options.bypass && hit && options.now - hit.at < options.ttlMs) return hit.value as V;
      const before = drops.get(cache);
      const value = await load();
      if (drops.get(cache) === before) kept.set(key, { at: options.now, value });
      return value;
    },
    drop(change) {
      dropped(change.cache);
      if (change.key === undefined) entries.get(change.cache)!.clear();
      else entries.get(change.cache)!.delete(change.key);
    },
    dropAll() {
      for (const name of CACHE_NAMES) this.drop({ cache: name });
    },
  };
}

/** Tells every server, this one included, that `change` is stale once the transaction of `q` commits. */
export async function announceCacheChange(q: Queryable, change: CacheChange): Promise<void> {
  await notify(q, CACHE_CHANNEL, JSON.stringify(change));
}

/** A notice's change; undefined for one this server cannot read (a newer server's cache), which drops everything. */
export function cacheChangeOf(payload: string): CacheChange | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<CacheChange>;
    if (!CACHE_NAMES.includes(parsed.cache as CacheName)) return undefined;
    if (parsed.key !== undefined && typeof parsed.key !== 'string') return undefined;
    return parsed.key === undefined ? { cache: parsed.cache! } : { cache: parsed.cache!, key: parsed.key };
  } catch {
    return undefined;
  }
}
