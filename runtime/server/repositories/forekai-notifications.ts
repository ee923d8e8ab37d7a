/** Forekai's webhook notifications as received (table forekai_notifications, 0085; docs/decisions.md "Forekai webhook"). */
import type { Queryable } from '../db/database.js';

export interface ReceivedNotification {
  readonly id: string;
  readonly payloadHash: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly receivedAt: Date;
  readonly receivedBy: string | null;
}

/** Stores a notification unless one with the same body hash is stored already; true when stored. */
export async function insertNotification(q: Queryable, n: ReceivedNotification): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO forekai_notifications (id, payload_hash, payload, received_at, received_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (payload_hash) DO NOTHING`,
    [n.id, n.payloadHash, n.payload, n.receivedAt, n.receivedBy],
  );
  return rowCount === 1;
}

export async function setNotificationJob(q: Queryable, id: string, jobId: string): Promise<void> {
  await q.query('UPDATE forekai_notifications SET job_id = $2 WHERE id = $1', [id, jobId]);
}
