/**
 * What a server keeps of the database in its own memory, and how every server on the database drops
 * it at once (docs/decisions.md "Caches across servers"). A change that makes an entry stale
 * announces it on the channel `ampere_cache` in its own transaction, so the notice is delivered only
 * if it commits; each server's listener (db/notifications.ts, started in app.ts) drops what it names,
 * and drops everything whenever it starts listening again, since notices sent meanwhile are lost.
 * Each cache's time to live bounds how stale an entry can be while the listener is down.
 */
import { randomUUID } from 'node:crypto';
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
  /** Drops on this server; after a change, once it has committed. */
  drop(change: CacheChange): void;
  dropAll(): void;
  /** Inside the change's transaction: every other server drops `change` once it commits (this one drops it itself). */
  announce(q: Queryable, change: CacheChange): Promise<void>;
  /** A notice from the channel: drops what another server's change made stale, everything when it cannot tell what. */
  noticed(payload: string): void;
}

/** A notice: the change and the server that made it. */
interface Notice extends CacheChange {
  readonly from: string;
}

/** A server's caches (one per app: tests run several apps in one process). */
export function makeCaches(): Caches {
  // Tells this server's own notices apart: it dropped their entries when the change committed, and
  // a notice arriving later would only drop what was read since, from the committed data.
  const self = randomUUID();
  const entries = new Map<CacheName, Map<string, { at: number; value: unknown }>>(CACHE_NAMES.map((name) => [name, new Map()]));
  // A load that began before a drop may hold what the change replaced: counted drops tell it not to keep it.
  const drops = new Map<CacheName, number>(CACHE_NAMES.map((name) => [name, 0]));
  const caches: Caches = {
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
      drops.set(change.cache, drops.get(change.cache)! + 1);
      if (change.key === undefined) entries.get(change.cache)!.clear();
      else entries.get(change.cache)!.delete(change.key);
    },
    dropAll() {
      for (const name of CACHE_NAMES) caches.drop({ cache: name });
    },
    async announce(q, change) {
      const notice: Notice = { ...change, from: self };
      await notify(q, CACHE_CHANNEL, JSON.stringify(notice));
    },
    noticed(payload) {
      const notice = noticeOf(payload);
      if (notice === undefined) caches.dropAll();
      else if (notice.from !== self) caches.drop(notice.key === undefined ? { cache: notice.cache } : { cache: notice.cache, key: notice.key });
    },
  };
  return caches;
}

/** Undefined for a notice this server cannot read (one of a newer server's caches, say). */
function noticeOf(payload: string): Notice | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<Notice>;
    if (!CACHE_NAMES.includes(parsed.cache as CacheName) || typeof parsed.from !== 'string') return undefined;
    if (parsed.key !== undefined && typeof parsed.key !== 'string') return undefined;
    return parsed as Notice;
  } catch {
    return undefined;
  }
}
