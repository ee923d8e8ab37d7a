/**
 * The server's own keys (table server_keys, 0001 and 0126): the JWT signing key, the identity
 * provider's signing and cookie keys, and the secrets key's check value (key-store.ts). Each row holds
 * the key sealed by the secret box; `value` (clear JSON) is only what a database from before 0126
 * still has until the next start seals it. Writes are conditional, so two servers starting on one
 * database agree on one key and one sealing.
 */
import { one, type Queryable } from '../db/database.js';

export interface StoredServerKey {
  readonly name: string;
  /** A key written before sealing existed. */
  readonly clear: unknown;
  readonly sealed: Buffer | null;
}

interface Row { name: string; value: unknown; sealed: Buffer | null }
const toKey = (r: Row): StoredServerKey => ({ name: r.name, clear: r.value, sealed: r.sealed });

export async function serverKey(q: Queryable, name: string): Promise<StoredServerKey | undefined> {
  const row = await one<Row>(q, 'SELECT name, value, sealed FROM server_keys WHERE name = $1', [name]);
  return row && toKey(row);
}

export async function serverKeys(q: Queryable): Promise<StoredServerKey[]> {
  return (await q.query<Row>('SELECT name, value, sealed FROM server_keys ORDER BY name')).rows.map(toKey);
}

/** Writes a new key unless one of that name exists (another server made it first: its key wins). */
export async function insertServerKey(q: Queryable, name: string, sealed: Buffer): Promise<void> {
  await q.query('INSERT INTO server_keys (name, sealed) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, sealed]);
}

/** Seals a key still kept in clear; false when another server sealed it first. */
export async function sealClearServerKey(q: Queryable, name: string, sealed: Buffer): Promise<boolean> {
  const r = await q.query('UPDATE server_keys SET sealed = $2, value = NULL WHERE name = $1 AND value IS NOT NULL', [name, sealed]);
  return (r.rowCount ?? 0) > 0;
}

/** Replaces one sealing of a key by another (a rotation); false when the row no longer holds `before`. */
export async function resealServerKey(q: Queryable, name: string, before: Buffer, after: Buffer): Promise<boolean> {
  const r = await q.query('UPDATE server_keys SET sealed = $3 WHERE name = $1 AND sealed = $2', [name, before, after]);
  return (r.rowCount ?? 0) > 0;
}

/** One value sealed with the database's secrets key, a server key before a secret; undefined when nothing is sealed yet. */
export async function anySealedValue(q: Queryable): Promise<Buffer | undefined> {
  const row = await one<{ sealed: Buffer }>(q, `
    SELECT sealed FROM (
      SELECT sealed, 0 AS kind, name AS id FROM server_keys WHERE sealed IS NOT NULL
      UNION ALL
      SELECT value, 1, id FROM secrets
    ) stored ORDER BY kind, id LIMIT 1`);
  return row?.sealed;
}
