/**
 * The engine's upkeep, every minute on one server and at each worker's start (docs/decisions.md "Job
 * engine"): a scheduled job with no run planned gets one (a fresh seed, an older database, a planned
 * run pg-boss no longer holds), a queued job never sent is sent, and a run whose server died (pg-boss
 * failed it by expiry) is recorded as failed with the reason, so no job says "running" for ever.
 */
import { findJobRow, jobsNeedingUpkeep, saveJobRow } from '../repositories/jobs.js';
import { runState } from '../repositories/job-runs.js';
import type { Services } from '../services.js';
import { BOSS_SCHEMA } from './queues.js';
import { withError } from './run.js';

export interface UpkeepResult {
  readonly planned: number;
  readonly settled: number;
}

export async function upkeep(services: Services): Promise<UpkeepResult> {
  const { db, clock, jobs } = services;
  const { unplanned, orphaned } = await jobsNeedingUpkeep(db, BOSS_SCHEMA);
  let planned = 0;
  let settled = 0;
  for (const id of unplanned) {
    await db.tx(async (q) => {
      // Locked and read again: another server's upkeep or a run may have planned it meanwhile.
      const row = await findJobRow(q, id, true);
      if (!row || row.activeRun) return;
      const pending = row.plannedRun ? await runState(q, BOSS_SCHEMA, row.plannedRun) : undefined;
      if (pending && ['created', 'retry', 'active'].includes(pending.state)) return;
      const now = clock.now();
      if (row.once) {
        if (row.job.status !== 'waiting') return;
        await jobs.enqueue(q, { ...row.job, nextRunAt: now });
      } else {
        if (!row.job.enabled) return;
        await jobs.plan(q, row.job, now);
      }
      planned++;
    });
  }
  for (const id of orphaned) {
    await db.tx(async (q) => {
      const row = await findJobRow(q, id, true);
      if (!row?.activeRun) return;
      const run = await runState(q, BOSS_SCHEMA, row.activeRun);
      if (run?.state === 'active') return;
      const now = clock.now();
      const message = run?.state === 'retry'
        ? `The run stopped with its server; it is tried again after ${run.startAfter.toISOString()}`
        : run?.state === 'completed' ? undefined : 'The run stopped with its server';
      const job = message === undefined ? row.job : { ...row.job, status: 'failed' as const, completedAt: now, errors: withError(row.job, message, now) };
      await saveJobRow(q, job, { activeRun: null }, now);
      settled++;
    });
  }
  return { planned, settled };
}
