/**
 * A correction to a reported month's readings sends that month's report to be made again
 * (docs/decisions.md "Monthly reports"): one one-off job per location and month on the report queue
 * (its id stable from both, so pg-boss's stately queue keeps at most one run waiting for it), sent in
 * the transaction that stored the readings. A run that has not started yet reads the corrected
 * readings anyway, so then nothing more is sent; a run going on or done gets a new one.
 */
import type { Job } from '../../../schemas/job.js';
import { TIME_ZONES } from '../../../schemas/constants.js';
import type { Queryable } from '../db/database.js';
import { stableId } from '../ids.js';
import type { JobEngine } from '../jobs/engine.js';
import { BOSS_SCHEMA, JOB_QUEUES } from '../jobs/queues.js';
import { localDate, localHourAndWeekday } from '../local-time.js';
import { findJobRow, saveJobRow } from '../repositories/jobs.js';
import type { ReportedMonth } from '../repositories/readings.js';
import { insertOnceJobIfAbsent, pendingRuns } from '../repositories/report-remakes.js';

/** The job that makes a location's report of a month again (jobs/handlers/remake-monthly-report.ts). */
export const REMAKE_REPORT_JOB = 'remakeMonthlyReport';

export const remakeJobId = (locationId: string, month: string): string => stableId(`${REMAKE_REPORT_JOB}:${locationId}:${month}`);

/** A one-off job's schedule: the minute it was queued, in the platform's default zone (not editable). */
function onceAt(at: Date): Job['schedule'] {
  const timeZone = TIME_ZONES.DEFAULT;
  const [, month, day] = localDate(at, timeZone).split('-').map(Number) as [number, number, number];
  return { cron: `${at.getUTCMinutes()} ${localHourAndWeekday(at, timeZone).hour} ${day} ${month} *`, offset: 0, timeZone };
}

function remakeJob(m: ReportedMonth, now: Date): Job {
  return {
    _id: remakeJobId(m.locationId, m.month), name: REMAKE_REPORT_JOB, displayName: `Make the ${m.month} report of location ${m.locationId} again`,
    organisation: m.organisation, arguments: { queue: JOB_QUEUES.report, organisation: m.organisation, persistent: true },
    nextRunAt: now, startedAt: null, completedAt: null, status: 'waiting', editable: false, enabled: true,
    queueType: 'report', schedule: onceAt(now), errors: [],
  };
}

/**
 * Queues the remake of each month's report in the caller's transaction; returns how many were sent
 * (or left for upkeep). Without `jobs` (the seed, a bench) the row is left waiting and the engine's
 * upkeep sends it within a minute.
 */
export async function queueReportRemakes(q: Queryable, months: readonly ReportedMonth[], now: Date, jobs?: Pick<JobEngine, 'enqueue'>): Promise<number> {
  let queued = 0;
  for (const m of months) {
    const fresh = remakeJob(m, now);
    await insertOnceJobIfAbsent(q, fresh, { locationId: m.locationId, month: m.month });
    // Locked before looking at pg-boss: a worker taking the waiting run waits for this transaction.
    const row = await findJobRow(q, fresh._id, true);
    if (!row) continue;
    if ((await pendingRuns(q, BOSS_SCHEMA, JOB_QUEUES.report, fresh._id)) > 0) continue;
    const waiting: Job = { ...row.job, status: 'waiting', nextRunAt: now, schedule: fresh.schedule };
    if (jobs) await jobs.enqueue(q, waiting);
    else await saveJobRow(q, waiting, { plannedRun: null }, now);
    queued++;
  }
  return queued;
}
