/**
 * A server's start asks the engine to run some scheduled jobs now (docs/decisions.md "Market-data
 * source", "Monthly reports"): the demo's data and the reports of months completed while every server
 * was off are brought up to date at once instead of at the next scheduled time. Safe with servers
 * starting together: each job is looked at under its row's lock, and one already running or with a
 * run due now (another server asked first, or a missed run) is left alone, so the work is not doubled.
 */
import { findJobRow, scheduledJobIds } from '../repositories/jobs.js';
import type { Services } from '../services.js';

/** Runs now the enabled scheduled jobs of these names that are neither running nor due; returns how many were asked. */
export async function runAtStart(services: Services, names: readonly string[]): Promise<number> {
  const { db, clock, jobs } = services;
  let asked = 0;
  for (const id of await scheduledJobIds(db, names)) {
    asked += await db.tx(async (q) => {
      const row = await findJobRow(q, id, true);
      const now = clock.now();
      if (!row || !row.job.enabled || row.activeRun) return 0;
      if (row.plannedRun && row.job.nextRunAt && row.job.nextRunAt <= now) return 0;
      await jobs.runNow(q, row.job, now);
      return 1;
    });
  }
  return asked;
}
