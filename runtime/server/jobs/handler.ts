/**
 * What a job's handler is given and what it promises (docs/decisions.md "Job engine"). A handler does
 * its job's named work against the platform's data and integrations, in its own transactions, and
 * throws when the work failed: the engine records the error on the job and pg-boss retries the run.
 * It must be safe to run again (a retried run, or a run repeated after its server died).
 */
import type { Job } from '../../../schemas/job.js';
import type { Services } from '../services.js';

export interface JobRunContext {
  readonly services: Services;
  /** The job as it was when this run started. */
  readonly job: Job;
  /** A queued one-off job's data (POST /v3/data/queue, a webhook, one account's sync); {} for a scheduled run. */
  readonly data: Readonly<Record<string, unknown>>;
  /** When this run started (the services' clock). */
  readonly now: Date;
}

export interface JobHandler {
  run(ctx: JobRunContext): Promise<void>;
  /** Seconds a run may be active before pg-boss counts its worker gone (default RUN_EXPIRY_SECONDS). */
  readonly expireInSeconds?: number;
  /** Seconds before a failed run is tried again, without back-off (default RUN_RETRY: 60 s, then 120 s). */
  readonly retryDelaySeconds?: number;
}

/** A job whose name has no handler fails with this, once: retrying cannot make a handler appear. */
export class NoHandlerError extends Error {
  constructor(name: string) {
    super(`No handler for job ${name}: this platform does not know how to run it`);
  }
}
