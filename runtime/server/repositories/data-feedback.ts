/**
 * Customers' feedback on their data (table data_feedback, 0085; docs/decisions.md "Data feedback").
 * `doc` is the contract DataFeedback; the ids, handled and updated_at columns win over it.
 */
import type { DataFeedback, FeedbackSubject } from '../../../schemas/tips.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { one, type Queryable } from '../db/database.js';

interface Row {
  id: string;
  organisation: string;
  account_id: string;
  location_id: string | null;
  user_id: string | null;
  handled: boolean;
  doc: DataFeedback;
  created_at: Date;
  updated_at: Date;
}

/** A piece of feedback and the organisation of its account. */
export interface StoredFeedback {
  readonly organisation: string;
  readonly feedback: DataFeedback;
}

function toStored(r: Row): StoredFeedback {
  const { locationId: _l, userId: _u, ...doc } = reviveTimestamps<DataFeedback>(r.doc);
  return {
    organisation: r.organisation,
    feedback: {
      ...doc,
      _id: r.id, accountId: r.account_id,
      ...(r.location_id ? { locationId: r.location_id } : {}),
      ...(r.user_id ? { userId: r.user_id } : {}),
      handled: r.handled, createdAt: r.created_at, updatedAt: r.updated_at,
    },
  };
}

export async function insertDataFeedback(q: Queryable, organisation: string, f: DataFeedback): Promise<void> {
  await q.query(
    `INSERT INTO data_feedback (id, organisation, account_id, location_id, user_id, subject, handled, doc, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [f._id, organisation, f.accountId, f.locationId ?? null, f.userId ?? null, f.subject, f.handled, f, f.createdAt, f.updatedAt],
  );
}

export async function findDataFeedback(q: Queryable, id: string, forUpdate = false): Promise<StoredFeedback | undefined> {
  const row = await one<Row>(q, `SELECT * FROM data_feedback WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && toStored(row);
}

export async function setDataFeedbackHandled(q: Queryable, id: string, handled: boolean, now: Date): Promise<void> {
  await q.query("UPDATE data_feedback SET handled = $2, updated_at = $3, doc = doc || jsonb_build_object('handled', $2::boolean) WHERE id = $1", [id, handled, now]);
}

export async function deleteDataFeedback(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM data_feedback WHERE id = $1', [id]);
}

export interface DataFeedbackFilter {
  readonly organisation?: string;
  readonly accountId?: string;
  readonly subject?: FeedbackSubject;
  readonly handled?: boolean;
  /** Calendar days (UTC), both included. */
  readonly from?: string;
  readonly to?: string;
}

/** Newest first; `limit` null reads every match (the CSV export). */
export async function searchDataFeedback(q: Queryable, f: DataFeedbackFilter, limit: number | null, offset: number): Promise<{ rows: StoredFeedback[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR organisation = $1) AND ($2::text IS NULL OR account_id = $2) AND ($3::text IS NULL OR subject = $3)
      AND ($4::boolean IS NULL OR handled = $4)
      AND ($5::date IS NULL OR created_at >= $5::date::timestamp AT TIME ZONE 'UTC')
      AND ($6::date IS NULL OR created_at < ($6::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  const values = [f.organisation ?? null, f.accountId ?? null, f.subject ?? null, f.handled ?? null, f.from ?? null, f.to ?? null];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM data_feedback ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<Row>(`SELECT * FROM data_feedback ${where} ORDER BY created_at DESC, id DESC LIMIT $7 OFFSET $8`, [...values, limit, offset]);
  return { rows: rows.map(toStored), total };
}
