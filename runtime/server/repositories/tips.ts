/**
 * The tip catalogue (table tips, 0085; docs/decisions.md "Tips") and a location's progress on its
 * tips, which lives in the location's own doc (Location.tips) so every reader of the location sees it.
 */
import { Tip } from '../../../schemas/tips.js';
import type { Location } from '../../../schemas/location.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { one, type Queryable } from '../db/database.js';

/** One entry of Location.tips. */
export type TipProgress = NonNullable<Location['tips']>[number];

const toTip = (doc: unknown): Tip => Tip.parse(reviveTimestamps(doc));

export interface TipFilter {
  readonly organisation?: string;
  readonly active?: boolean;
}

/** In the order a location shows them: by organisation, then `order`, then oldest first. */
export async function listTips(q: Queryable, f: TipFilter): Promise<Tip[]> {
  const { rows } = await q.query<{ doc: unknown }>(
    `SELECT doc FROM tips
      WHERE ($1::text IS NULL OR organisation = $1) AND ($2::boolean IS NULL OR active = $2)
      ORDER BY organisation, sort_order, created_at, id`,
    [f.organisation ?? null, f.active ?? null],
  );
  return rows.map((r) => toTip(r.doc));
}

export async function findTip(q: Queryable, id: string, forUpdate = false): Promise<Tip | undefined> {
  const row = await one<{ doc: unknown }>(q, `SELECT doc FROM tips WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && toTip(row.doc);
}

export async function insertTip(q: Queryable, tip: Tip): Promise<void> {
  await q.query(
    'INSERT INTO tips (id, organisation, active, sort_order, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [tip._id, tip.organisation, tip.active, tip.order, tip, tip.createdAt, tip.updatedAt],
  );
}

export async function replaceTip(q: Queryable, tip: Tip): Promise<void> {
  await q.query(
    'UPDATE tips SET active = $2, sort_order = $3, doc = $4, updated_at = $5 WHERE id = $1',
    [tip._id, tip.active, tip.order, tip, tip.updatedAt],
  );
}

/**
 * Removes the tip and every location's progress on it (a progress entry of a tip that no longer
 * exists would stay in Location.tips for good). Answers how many locations lost an entry.
 */
export async function deleteTip(q: Queryable, tip: Pick<Tip, '_id' | 'organisation'>): Promise<number> {
  await q.query('DELETE FROM tips WHERE id = $1', [tip._id]);
  const { rowCount } = await q.query(
    `UPDATE locations
        SET doc = jsonb_set(doc, '{tips}', COALESCE((SELECT jsonb_agg(e) FROM jsonb_array_elements(doc->'tips') e WHERE e->>'tipId' <> $1), '[]'::jsonb))
      WHERE organisation = $2 AND doc->'tips' @> jsonb_build_array(jsonb_build_object('tipId', $1::text))`,
    [tip._id, tip.organisation],
  );
  return rowCount ?? 0;
}

/** Writes a location's progress on its tips (the whole list: the caller holds the location's row lock). */
export async function saveLocationTips(q: Queryable, locationId: string, tips: readonly TipProgress[], now: Date): Promise<void> {
  // Stringified: pg would send a JS array as a PostgreSQL array, not as JSON.
  await q.query("UPDATE locations SET doc = jsonb_set(doc, '{tips}', $2::jsonb), updated_at = $3 WHERE id = $1", [locationId, JSON.stringify(tips), now]);
}
