/**
 * PostgreSQL's LISTEN/NOTIFY. A notification sent inside a transaction is delivered only when it
 * commits (and never when it rolls back), to every session listening on the channel, the sender's
 * server included; its payload is text of at most 8 000 bytes.
 */
import type { Queryable } from '../db/database.js';

/** `channel` is always one of our constants; it is quoted as an identifier all the same. */
const identifier = (channel: string): string => `"${channel.replaceAll('"', '""')}"`;

export async function listen(q: Queryable, channel: string): Promise<void> {
  await q.query(`LISTEN ${identifier(channel)}`);
}

export async function notify(q: Queryable, channel: string, payload: string): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
