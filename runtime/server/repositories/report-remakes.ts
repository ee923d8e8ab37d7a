/**
 * What remaking a corrected month's report needs of the jobs table and pg-boss (docs/decisions.md
 * "Monthly reports"): its one-off jobs row, one per location and month, and whether a run of it is
 * still to start.
 */
import type { Job } from '../../../schemas/job.js';
import type { Queryable } from '../db/database.js';

/** Inserts a one-off job with its data unless a row with its id exists (two corrections at once make one). */
export async function insertOnceJobIfAbsent(q: Queryable, job: Job, data: Readonly<Record<string, unknown>>): Promise<void> {
  await q.query(
    `INSERT INTO jobs (id, organisation, name, queue_type, status, editable, enabled, doc, data, once)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) ON CONFLICT (id) DO NOTHING`,
    [job._id, job.organisation, job.name, job.queueType, job.status, job.editable, job.enabled, job, data],
  );
}

/** How many runs of `key` (a jobs row id) wait in `queue`, retries included. */
export async function pendingRuns(q: Queryable, schema: string, queue: string, key: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${schema}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`, [queue, key]);
  return rows[0]?.n ?? 0;
}
