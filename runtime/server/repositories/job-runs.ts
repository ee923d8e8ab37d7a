/**
 * How pg-boss reaches the database, and what the job engine reads of pg-boss's own tables (schema pgboss, installed by jobs/engine-schema.ts):
 * a job's waiting runs, one run's state, and each queue's depth for monitoring. pg-boss's API covers
 * sending, cancelling and working; these are the questions it has no call for.
 */
import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/database.js';

/**
 * pg-boss's way to the database: its own statements run through our pool or the caller's
 * transaction, so a run is planned in the transaction that locks its jobs row.
 */
export const bossDb = (q: Queryable): PgBoss.Db => ({ executeSql: (text, values) => q.query(text, values ?? []) });

/** The ids of the runs of `key` (a jobs row id) waiting in `queue`: not yet started, or failed and waiting for a retry. */
export async function waitingRuns(q: Queryable, schema: string, queue: string, key: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM ${schema}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`, [queue, key]);
  return rows.map((r) => r.id);
}

export interface RunState {
  readonly state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  readonly startAfter: Date;
  readonly retryCount: number;
  readonly retryLimit: number;
}

/** One run's state; undefined when pg-boss no longer holds it (archived or deleted). */
export async function runState(q: Queryable, schema: string, id: string): Promise<RunState | undefined> {
  const { rows } = await q.query<{ state: RunState['state']; start_after: Date; retry_count: number; retry_limit: number }>(
    `SELECT state, start_after, retry_count, retry_limit FROM ${schema}.job WHERE id = $1`, [id]);
  const r = rows[0];
  return r && { state: r.state, startAfter: r.start_after, retryCount: r.retry_count, retryLimit: r.retry_limit };
}

export interface QueueDepth {
  readonly queue: string;
  /** Runs due now and not yet taken by a worker. */
  readonly waiting: number;
  readonly active: number;
  /** Seconds the oldest due run has waited; 0 when none waits. */
  readonly oldestWaitingSeconds: number;
}

/** Per queue: runs due and waiting, runs active, and how long the oldest due one has waited. */
export async function queueDepths(q: Queryable, schema: string, queues: readonly string[]): Promise<QueueDepth[]> {
  const { rows } = await q.query<{ queue: string; waiting: number; active: number; oldest: number | null }>(
    `SELECT n.name AS queue,
            count(*) FILTER (WHERE b.state IN ('created', 'retry') AND b.start_after <= now()) AS waiting,
            count(*) FILTER (WHERE b.state = 'active') AS active,
            extract(epoch FROM now() - min(b.start_after) FILTER (WHERE b.state IN ('created', 'retry') AND b.start_after <= now())) AS oldest
       FROM unnest($1::text[]) AS n(name)
       LEFT JOIN ${schema}.job b ON b.name = n.name AND b.state IN ('created', 'retry', 'active')
      GROUP BY n.name ORDER BY n.name`,
    [queues],
  );
  return rows.map((r) => ({ queue: r.queue, waiting: Number(r.waiting), active: Number(r.active), oldestWaitingSeconds: Math.max(0, Math.round(Number(r.oldest ?? 0))) }));
}
