/**
 * When a scheduled job runs next (docs/decisions.md "Job schedule: cron and offset", "Job engine"):
 * the cron read as wall-clock time in the job's time zone, then shifted by the offset. croner does the
 * calendar: on the spring change a time the clock skips runs at the first minute after the jump (a
 * `0 2 * * *` Europe/Oslo job runs at 03:00 that day), on the autumn change a repeated wall-clock
 * time runs once, the first time it occurs; step fields (`*\/15`) keep their real-time spacing.
 */
import { Cron } from 'croner';
import type { JobSchedule } from '../../../schemas/job.js';

const MINUTE = 60_000;

/** The first run strictly after `after`; undefined when the cron never matches again (e.g. 31 February). */
export function nextRunAt(schedule: JobSchedule, after: Date): Date | undefined {
  const offset = schedule.offset * MINUTE;
  const cron = new Cron(schedule.cron, { timezone: schedule.timeZone, paused: true, mode: '5-part' });
  // The run at cron time t happens at t + offset: find the first t with t + offset > after.
  const t = cron.nextRun(new Date(after.getTime() - offset));
  return t ? new Date(t.getTime() + offset) : undefined;
}

/** The runs in (from, to], oldest first; for tests and the console's preview. */
export function runsBetween(schedule: JobSchedule, from: Date, to: Date, limit = 1000): Date[] {
  const runs: Date[] = [];
  let at: Date | undefined = from;
  while (runs.length < limit && (at = nextRunAt(schedule, at)) && at <= to) runs.push(at);
  return runs;
}
