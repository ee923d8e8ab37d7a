/**
 * One run of a job, as a worker takes it from pg-boss (docs/decisions.md "Job engine"): the jobs row
 * says running with its start time and plans the next scheduled run (in one transaction), the
 * handler does the work, and the row says completed, failed (the error kept with its date) or
 * paused (switched off meanwhile). A failed run is thrown back to pg-boss, which retries it.
 */
import type { Job } from '../../../schemas/job.js';
import { findJobRow, saveJobRow } from '../repositories/jobs.js';
import type { Services } from '../services.js';
import type { RunData } from './engine.js';
import { NoHandlerError } from './handler.js';
import { ERRORS_KEPT } from './queues.js';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'Failed without a message';

/** Appends an error to the job's list, keeping the last ERRORS_KEPT. */
export const withError = (job: Job, message: string, date: Date): Job['errors'] => [...job.errors, { message, date }].slice(-ERRORS_KEPT);

export async function runJob(services: Services, runId: string, data: RunData): Promise<void> {
  const { db, clock, jobs } = services;
  const started = await db.tx(async (q) => {
    const row = await findJobRow(q, data.jobId, true);
    if (!row) return undefined;
    const now = clock.now();
    const scheduled = !row.once;
    // Planned before the job was switched off and not cancelled in time: the pause wins.
    if (scheduled && !row.job.enabled && !data.manual) {
      if (row.plannedRun === runId) await saveJobRow(q, row.job, { plannedRun: null }, now);
      return undefined;
    }
    let job = row.job;
    // The next run is planned as this one starts, so a long or dying run never holds up the schedule;
    // a retry finds its successor planned already.
    if (scheduled && job.enabled && (row.plannedRun === null || row.plannedRun === runId)) {
      const due = job.nextRunAt && job.nextRunAt > now ? job.nextRunAt : now;
      job = await jobs.plan(q, job, due);
    } else if (row.plannedRun === runId) {
      await saveJobRow(q, job, { plannedRun: null }, now);
    }
    const running: Job = { ...job, status: 'running', startedAt: now, completedAt: null };
    await saveJobRow(q, running, { activeRun: runId }, now);
    return { job: running, data: row.data ?? {} };
  });
  if (!started) return;

  let failure: unknown;
  try {
    const handler = jobs.handlers[started.job.name];
    if (!handler) throw new NoHandlerError(started.job.name);
    await handler.run({ services, job: started.job, data: started.data, now: started.job.startedAt ?? clock.now() });
  } catch (error) {
    failure = error;
  }

  await db.tx(async (q) => {
    const row = await findJobRow(q, data.jobId, true);
    if (!row) return;
    const end = clock.now();
    const status: Job['status'] = failure !== undefined ? 'failed' : !row.once && !row.job.enabled ? 'paused' : 'completed';
    const errors = failure === undefined ? row.job.errors : withError(row.job, messageOf(failure), end);
    await saveJobRow(q, { ...row.job, status, completedAt: end, errors }, { activeRun: null }, end);
  });
  // Retrying cannot make a missing handler appear; anything else goes back to pg-boss for its retries.
  if (failure !== undefined && !(failure instanceof NoHandlerError)) throw failure;
}
