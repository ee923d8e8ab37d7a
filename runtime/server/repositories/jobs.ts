/**
 * Scheduled jobs (table jobs, 0030): `doc` is the contract Job; organisation, queue_type, status,
 * editable and enabled are copied into columns for the list filters and rewritten with the doc;
 * `data` (0085) holds a queued job's input.
 */
import { Job, type JobStatus, type QueueType } from '../../../schemas/job.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { one, type Queryable } from '../db/database.js';

const toJob = (doc: unknown): Job => Job.parse(reviveTimestamps(doc));

export interface JobFilter {
  readonly queueTypes?: readonly QueueType[];
  readonly organisation?: string;
  readonly status?: JobStatus;
  /** An org-bound caller: its organisation's jobs and the platform-wide ones only. */
  readonly reach?: string;
}

export async function listJobs(q: Queryable, f: JobFilter): Promise<Job[]> {
  const { rows } = await q.query<{ doc: unknown }>(
    `SELECT doc FROM jobs
      WHERE ($1::text[] IS NULL OR queue_type = ANY($1::text[]))
        AND ($2::text IS NULL OR organisation = $2)
        AND ($3::text IS NULL OR status = $3)
        AND ($4::text IS NULL OR organisation IS NULL OR organisation = $4)
      ORDER BY queue_type, name, organisation NULLS FIRST, id`,
    [f.queueTypes ?? null, f.organisation ?? null, f.status ?? null, f.reach ?? null],
  );
  return rows.map((r) => toJob(r.doc));
}

export async function findJob(q: Queryable, id: string, forUpdate = false): Promise<Job | undefined> {
  const row = await one<{ doc: unknown }>(q, `SELECT doc FROM jobs WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && toJob(row.doc);
}

/** `data` is what a queued job's worker needs (POST /v3/data/queue); scheduled jobs have none. */
export async function insertJob(q: Queryable, job: Job, data?: Readonly<Record<string, unknown>>): Promise<void> {
  await q.query(
    `INSERT INTO jobs (id, organisation, name, queue_type, status, editable, enabled, doc, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [job._id, job.organisation, job.name, job.queueType, job.status, job.editable, job.enabled, job, data ?? null],
  );
}

export async function updateJob(q: Queryable, job: Job, now: Date): Promise<void> {
  await q.query(
    'UPDATE jobs SET status = $2, enabled = $3, doc = $4, updated_at = $5 WHERE id = $1',
    [job._id, job.status, job.enabled, job, now],
  );
}
