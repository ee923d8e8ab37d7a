/**
 * Scheduled jobs (table jobs, 0030): `doc` is the contract Job; organisation, queue_type, status,
 * editable and enabled are copied into columns for the list filters and rewritten with the doc;
 * `data` (0085) holds a queued job's input; `once`, `planned_run` and `active_run` (0130) are the job
 * engine's (jobs/engine.ts).
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

/**
 * `data` is what a queued one-off job's worker needs (POST /v3/data/queue, a webhook, one account's
 * sync): a job with data runs once; a scheduled job has none and runs by its schedule.
 */
export async function insertJob(q: Queryable, job: Job, data?: Readonly<Record<string, unknown>>): Promise<void> {
  await q.query(
    `INSERT INTO jobs (id, organisation, name, queue_type, status, editable, enabled, doc, data, once)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [job._id, job.organisation, job.name, job.queueType, job.status, job.editable, job.enabled, job, data ?? null, data !== undefined],
  );
}

/** A jobs row as the engine reads it. */
export interface JobRow {
  readonly job: Job;
  readonly data: Readonly<Record<string, unknown>> | null;
  readonly once: boolean;
  /** The pg-boss job of the next run (scheduled or queued), until it starts. */
  readonly plannedRun: string | null;
  /** The pg-boss job running now. */
  readonly activeRun: string | null;
}

interface RawJobRow {
  doc: unknown;
  data: Record<string, unknown> | null;
  once: boolean;
  planned_run: string | null;
  active_run: string | null;
}

export async function findJobRow(q: Queryable, id: string, forUpdate = false): Promise<JobRow | undefined> {
  const row = await one<RawJobRow>(q, `SELECT doc, data, once, planned_run, active_run FROM jobs WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && { job: toJob(row.doc), data: row.data, once: row.once, plannedRun: row.planned_run, activeRun: row.active_run };
}

/** Writes the job and the engine's run ids (each left as it is when not given). */
export async function saveJobRow(q: Queryable, job: Job, runs: { readonly plannedRun?: string | null; readonly activeRun?: string | null }, now: Date): Promise<void> {
  await q.query(
    `UPDATE jobs SET status = $2, enabled = $3, doc = $4, updated_at = $5,
            planned_run = CASE WHEN $6 THEN $7::uuid ELSE planned_run END,
            active_run = CASE WHEN $8 THEN $9::uuid ELSE active_run END
      WHERE id = $1`,
    [job._id, job.status, job.enabled, job, now, runs.plannedRun !== undefined, runs.plannedRun ?? null, runs.activeRun !== undefined, runs.activeRun ?? null],
  );
}

/**
 * Jobs the engine must look at in upkeep (jobs/upkeep.ts): enabled scheduled jobs and waiting
 * one-off jobs whose planned run is missing from pg-boss (never planned, cancelled, deleted; a run
 * taken by a worker but not yet marked running counts as present), and
 * jobs whose run is no longer active there (its server died). Reads pg-boss's table by queue and id.
 */
export async function jobsNeedingUpkeep(q: Queryable, schema: string): Promise<{ unplanned: string[]; orphaned: string[] }> {
  const { rows } = await q.query<{ id: string; kind: 'unplanned' | 'orphaned' }>(
    `SELECT j.id, 'unplanned' AS kind FROM jobs j
      WHERE j.active_run IS NULL
        AND ((NOT j.once AND j.enabled) OR (j.once AND j.status = 'waiting'))
        AND NOT EXISTS (SELECT 1 FROM ${schema}.job b WHERE b.id = j.planned_run AND b.state IN ('created', 'retry', 'active'))
     UNION ALL
     SELECT j.id, 'orphaned' FROM jobs j
      WHERE j.active_run IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${schema}.job b WHERE b.id = j.active_run AND b.state = 'active')`,
  );
  return { unplanned: rows.filter((r) => r.kind === 'unplanned').map((r) => r.id), orphaned: rows.filter((r) => r.kind === 'orphaned').map((r) => r.id) };
}

export async function updateJob(q: Queryable, job: Job, now: Date): Promise<void> {
  await q.query(
    'UPDATE jobs SET status = $2, enabled = $3, doc = $4, updated_at = $5 WHERE id = $1',
    [job._id, job.status, job.enabled, job, now],
  );
}

/** The ids of the scheduled (not one-off) jobs with one of these names, every organisation's. */
export async function scheduledJobIds(q: Queryable, names: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM jobs WHERE NOT once AND name = ANY($1) ORDER BY name, id', [names]);
  return rows.map((r) => r.id);
}
