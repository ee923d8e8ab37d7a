/**
 * One-off jobs: work someone asked for (a queued data job, a webhook, one account's sync, a site's
 * history) written as a jobs row with its data and sent to the engine in the caller's transaction,
 * so the job exists exactly when the request that made it did. The jobs list shows its outcome.
 */
import { TIME_ZONES } from '../../../schemas/constants.js';
import type { Job, QueueType } from '../../../schemas/job.js';
import { recordAudit, type AuditContext } from '../audit.js';
import type { Queryable } from '../db/database.js';
import { newId } from '../ids.js';
import { localDate, localHourAndWeekday } from '../local-time.js';
import { insertJob } from '../repositories/jobs.js';
import type { Services } from '../services.js';

/** The queue name a job's arguments carry, by queue type (as the seeded scheduled jobs name them). */
const QUEUE_NAME: Record<QueueType, string> = {
  account: 'account-queue', iot: 'iot-queue', data: 'data-queue', report: 'report-queue', secrets: 'secrets-queue',
};

/**
 * A one-off job's schedule: the minute it was queued, as a cron in the platform's default zone. Not
 * editable, so nobody turns it into a yearly job; every zone of the platform is a whole number of
 * hours from UTC, so the UTC minute is the local one.
 */
export function onceAt(at: Date): Job['schedule'] {
  const timeZone = TIME_ZONES.DEFAULT;
  const [, month, day] = localDate(at, timeZone).split('-').map(Number) as [number, number, number];
  return { cron: `${at.getUTCMinutes()} ${localHourAndWeekday(at, timeZone).hour} ${day} ${month} *`, offset: 0, timeZone };
}

export interface OneOffJob {
  readonly name: string;
  readonly queueType: QueueType;
  readonly organisation: string | null;
  readonly data: Readonly<Record<string, unknown>>;
  /** What the console's list shows; the job's name when absent. */
  readonly displayName?: string;
}

/** Writes the job with its data, sends it to its queue, and records who asked (the caller's transaction). */
export async function queueOneOffJob(q: Queryable, services: Services, audit: AuditContext, o: OneOffJob): Promise<Job> {
  const job: Job = {
    _id: newId(audit.now), name: o.name, displayName: o.displayName ?? o.name, organisation: o.organisation,
    arguments: { queue: QUEUE_NAME[o.queueType], organisation: o.organisation, persistent: true },
    nextRunAt: audit.now, startedAt: null, completedAt: null, status: 'waiting', editable: false, enabled: true,
    queueType: o.queueType, schedule: onceAt(audit.now), errors: [],
  };
  await insertJob(q, job, o.data);
  await services.jobs.enqueue(q, job);
  await recordAudit(q, audit, { action: 'create', resource: 'jobs', resourceId: job._id, organisation: o.organisation, after: { ...job, data: o.data } });
  return job;
}
