/**
 * The engine's queues (docs/decisions.md "Job engine"): one pg-boss queue per queue type of the
 * contract, named as the seeded jobs' `arguments.queue`, plus the engine's own upkeep queue.
 * Every queue is `stately`: per jobs row (the singleton key) at most one run waits and one runs, so a
 * run cannot start while the same job's previous run is still going, on any server.
 */
import type { QueueType } from '../../../schemas/job.js';

export const JOB_QUEUES: Readonly<Record<QueueType, string>> = {
  account: 'account-queue',
  iot: 'iot-queue',
  data: 'data-queue',
  report: 'report-queue',
  secrets: 'secrets-queue',
};

/** The engine's own work: plan what is missing, settle runs whose server died (jobs/upkeep.ts). */
export const UPKEEP_QUEUE = 'engine-upkeep';
/** Upkeep runs every minute, once across servers (a pg-boss schedule). */
export const UPKEEP_CRON = '* * * * *';

/** pg-boss's schema in the platform's database. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * Retries of a failed run: two more tries, 60 s then 120 s later. A run whose worker vanished (a
 * killed server) is failed by pg-boss's maintenance once it has been active longer than its expiry
 * (RUN_EXPIRY_SECONDS, or the handler's own), then retried the same way.
 */
export const RUN_RETRY = { retryLimit: 2, retryDelay: 60, retryBackoff: true } as const;
export const RUN_EXPIRY_SECONDS = 15 * 60;

/** Errors kept on a job: the last 20, newest last. */
export const ERRORS_KEPT = 20;

export const ALL_QUEUES = [...Object.values(JOB_QUEUES), UPKEEP_QUEUE] as const;

/**
 * A queue is stuck (a monitoring alert, its service status 503) when a due run has waited longer
 * than this: workers poll every few seconds, so five minutes means none is taking the queue's runs.
 */
export const STUCK_QUEUE_SECONDS = 5 * 60;
