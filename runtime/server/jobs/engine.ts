/**
 * The job engine (issue 20; docs/decisions.md "Job engine"): pg-boss on the platform's own
 * PostgreSQL runs every job, and the jobs rows the console shows are its true state.
 *
 * A scheduled job has at most one planned run in pg-boss, started after its next time (cron + offset
 * in its zone, schedule.ts) and keyed by the jobs row id on a `stately` queue. Planning happens in the
 * transaction that locks the jobs row, so however many servers plan, one run is planned; when a run
 * starts it plans the next one. Pausing cancels the planned run, resuming and editing plan again, "run
 * now" puts a run first. Every server can plan and send; workers (ROLE all or worker) take runs.
 */
import PgBoss from 'pg-boss';
import type { Job } from '../../../schemas/job.js';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/database.js';
import { saveJobRow } from '../repositories/jobs.js';
import { bossDb, queueDepths, waitingRuns, type QueueDepth } from '../repositories/job-runs.js';
import type { JobHandler } from './handler.js';
import { BOSS_SCHEMA, JOB_QUEUES, RUN_EXPIRY_SECONDS, RUN_RETRY } from './queues.js';
import { nextRunAt } from './schedule.js';

/** What a run carries: the jobs row it is a run of, and whether someone asked for it (run now). */
export interface RunData {
  readonly jobId: string;
  readonly manual?: boolean;
}

export interface JobEngine {
  /** Plans the job's next scheduled run after `from` (any waiting one is cancelled); saves and returns the job. */
  plan(q: Queryable, job: Job, from: Date): Promise<Job>;
  /** Cancels the job's waiting run (paused); saves and returns the job, nextRunAt null. */
  unplan(q: Queryable, job: Job): Promise<Job>;
  /** Puts a run of the job first, now (its waiting run is cancelled; the run plans the next one). */
  runNow(q: Queryable, job: Job, now: Date): Promise<Job>;
  /** Sends a queued one-off job (inserted with its data) to its queue. */
  enqueue(q: Queryable, job: Job): Promise<void>;
  /** Each queue's waiting and active runs and the oldest waiting age (monitoring). */
  queueDepths(): Promise<QueueDepth[]>;
  /** pg-boss for sending; workers.ts starts its own instance that also supervises and keeps schedules. */
  readonly boss: PgBoss;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  stop(): Promise<void>;
}

export const queueOf = (job: Pick<Job, 'queueType'>): string => JOB_QUEUES[job.queueType];

export async function createJobEngine(db: Db, clock: Clock, handlers: Readonly<Record<string, JobHandler>>): Promise<JobEngine> {
  // Sends only: no maintenance, no cron clock; those run with the workers.
  const boss = new PgBoss({ db: bossDb(db), schema: BOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => {});
  await boss.start();

  const sendOptions = (job: Job, q: Queryable, at: Date): PgBoss.SendOptions => ({
    db: bossDb(q),
    singletonKey: job._id,
    // The run's time on the real clock, as far ahead as the services' clock puts it: the same instant
    // under the system clock, and a test clock set to any day sees its runs happen as far ahead as they
    // would on that day.
    startAfter: new Date(Date.now() + Math.max(0, at.getTime() - clock.now().getTime())),
    ...RUN_RETRY,
    ...(handlers[job.name]?.retryDelaySeconds === undefined ? {} : { retryDelay: handlers[job.name]!.retryDelaySeconds, retryBackoff: false }),
    expireInSeconds: handlers[job.name]?.expireInSeconds ?? RUN_EXPIRY_SECONDS,
    // A run planned a month ahead is kept until two weeks after its time (pg-boss counts from startAfter).
    retentionDays: 14,
  });

  /** Cancels the job's waiting runs: the planned one and a failed run's pending retry, which a new plan or run now supersedes. */
  async function cancelWaiting(q: Queryable, job: Job): Promise<void> {
    const ids = await waitingRuns(q, BOSS_SCHEMA, queueOf(job), job._id);
    if (ids.length > 0) await boss.cancel(queueOf(job), ids, { db: bossDb(q) });
  }

  async function send(q: Queryable, job: Job, startAfter: Date, manual: boolean): Promise<string> {
    const data: RunData = manual ? { jobId: job._id, manual } : { jobId: job._id };
    const id = await boss.send(queueOf(job), data, sendOptions(job, q, startAfter));
    // Only a run waiting for this row refuses the send, and cancelWaiting ran in this transaction.
    if (!id) throw new Error(`Job ${job._id} already has a waiting run`);
    return id;
  }

  const engine: JobEngine = {
    boss,
    handlers,
    async plan(q, job, from) {
      await cancelWaiting(q, job);
      const at = job.enabled ? nextRunAt(job.schedule, from) : undefined;
      const planned = at ? await send(q, job, at, false) : null;
      const after: Job = { ...job, nextRunAt: at ?? null };
      await saveJobRow(q, after, { plannedRun: planned }, from);
      return after;
    },
    async unplan(q, job) {
      await cancelWaiting(q, job);
      const after: Job = { ...job, nextRunAt: null };
      await saveJobRow(q, after, { plannedRun: null }, clock.now());
      return after;
    },
    async runNow(q, job, now) {
      await cancelWaiting(q, job);
      const planned = await send(q, job, now, true);
      const after: Job = { ...job, nextRunAt: now, status: job.status === 'running' ? 'running' : 'waiting' };
      await saveJobRow(q, after, { plannedRun: planned }, now);
      return after;
    },
    async enqueue(q, job) {
      const now = clock.now();
      const planned = await send(q, job, now, false);
      await saveJobRow(q, job, { plannedRun: planned }, now);
    },
    queueDepths: () => queueDepths(db, BOSS_SCHEMA, Object.values(JOB_QUEUES)),
    async stop() {
      await boss.stop({ graceful: false, close: false });
    },
  };
  return engine;
}
