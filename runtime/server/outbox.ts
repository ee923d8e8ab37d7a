/**
 * What the platform would e-mail or text: PIN codes, sign-in links, admin password links. Written
 * to the outbox table in the caller's transaction; developers and tests read it at
 * GET /api/dev/outbox (dev-routes.ts). A deployment swaps the reader for a mail gateway.
 */
import type { Queryable } from './db/database.js';
import { newId } from './ids.js';
import { countRecipientMessage } from './auth/throttle.js';

export interface OutboxMessage {
  readonly channel: 'email' | 'sms';
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  /** Machine-readable parts (a PIN, a link, a ref) for tests and the dev page. */
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Sends (writes) one message; 429 when its recipient has had the hour's cap of its channel (auth/throttle.ts). */
export async function sendToOutbox(q: Queryable, message: OutboxMessage, now: Date): Promise<string> {
  await countRecipientMessage(q, message.channel, message.recipient, now);
  const id = newId(now);
  await q.query('INSERT INTO outbox (id, created_at, channel, recipient, subject, body, data) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id, now, message.channel, message.recipient, message.subject, message.body, message.data ?? {},
  ]);
  return id;
}

export interface OutboxEntry extends OutboxMessage {
  readonly id: string;
  readonly createdAt: Date;
}

/** Newest first; only `recipient`'s when given. */
export async function readOutbox(q: Queryable, recipient?: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await q.query<{ id: string; created_at: Date; channel: 'email' | 'sms'; recipient: string; subject: string; body: string; data: Record<string, unknown> }>(
    `SELECT id, created_at, channel, recipient, subject, body, data FROM outbox
      WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [recipient ?? null, limit],
  );
  return rows.rows.map((r) => ({ id: r.id, createdAt: r.created_at, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, data: r.data }));
}
