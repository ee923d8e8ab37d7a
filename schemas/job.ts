/**
 * Scheduled jobs of the platform's queues (back-office §3 Job (scheduled), §4, §5, §7 Scheduled jobs,
 * §9; platform-contract §4, §7 queues). Cron and offset rules are ours (docs/decisions.md
 * "Job schedule: cron and offset").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { ObjectId, OrganisationCode, Timestamp, commaListOf } from './core/primitives.js';
import { EMPTY_UPDATE_MESSAGE } from './core/refinements.js';
import { TimeZoneName } from './geography.js';

/** back-office §4, platform-contract §4: "Job status: waiting, running, completed, failed, paused". */
export const JobStatus = z.enum(['waiting', 'running', 'completed', 'failed', 'paused']);
export type JobStatus = z.infer<typeof JobStatus>;

/** back-office §3, §9: "Queue types: account, iot, data, report, secrets". */
export const QueueType = z.enum(['account', 'iot', 'data', 'report', 'secrets']);
export type QueueType = z.infer<typeof QueueType>;

/** Offsets shift a run by at most a day either way (ours). */
export const JOB_OFFSET_MINUTES = { min: -1440, max: 1440 } as const;

export const CRON_FIELDS_MESSAGE = 'Cron must have 5 fields: minute hour day-of-month month day-of-week';
export const QUEUE_TYPES_MESSAGE = `queueTypes must be a comma-separated list of ${QueueType.options.join(', ')}`;

/** The five cron fields and their ranges (day-of-week 0–7, both 0 and 7 Sunday). */
const CRON_RANGES = [
  ['minute', 0, 59],
  ['hour', 0, 23],
  ['day-of-month', 1, 31],
  ['month', 1, 12],
  ['day-of-week', 0, 7],
] as const;

/** Checks one cron field: *, n, a-b, and steps (x/n), comma-separated. Returns false when out of range or malformed. */
function cronFieldOk(field: string, min: number, max: number): boolean {
  return field.split(',').every((part) => {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) return false;
    const [, , a, b, step] = m;
    if (step !== undefined && Number(step) < 1) return false;
    if (a === undefined) return true;
    const lo = Number(a);
    const hi = b === undefined ? lo : Number(b);
    return lo >= min && hi <= max && lo <= hi;
  });
}

/** The message of a cron field out of range. */
export const cronFieldMessage = (name: string, min: number, max: number) => `Cron ${name} must be within ${min}-${max}`;

/** Ours: a standard 5-field cron expression (minute hour day-of-month month day-of-week), numeric values. */
export const CronExpression = z
  .string()
  .regex(/^\S+( \S+){4}$/, CRON_FIELDS_MESSAGE)
  .superRefine((cron, ctx) => {
    const fields = cron.split(' ');
    if (fields.length !== 5) return;
    CRON_RANGES.forEach(([name, min, max], i) => {
      if (!cronFieldOk(fields[i] ?? '', min, max)) ctx.addIssue({ code: 'custom', message: cronFieldMessage(name, min, max) });
    });
  })
  .meta({ title: 'Cron', description: '5 fields: minute hour day-of-month month day-of-week', examples: ['0 6 * * 1-5'] });

/** back-office §3: "schedule{cron, offset, timeZone}"; offset in whole minutes added to each cron time. */
export const JobSchedule = z
  .object({
    cron: CronExpression.meta({ 'x-ui': { order: 1 } }),
    offset: z
      .number()
      .int('Offset is whole minutes')
      .min(JOB_OFFSET_MINUTES.min, `Offset must be at least ${JOB_OFFSET_MINUTES.min} minutes`)
      .max(JOB_OFFSET_MINUTES.max, `Offset must be at most ${JOB_OFFSET_MINUTES.max} minutes`)
      .meta({ title: 'Offset (minutes)', description: 'Added to each cron time; negative runs earlier', 'x-ui': { order: 2 } }),
    timeZone: TimeZoneName.meta({ title: 'Time zone', 'x-ui': { order: 3 } }),
  })
  .meta({ title: 'Schedule' });
export type JobSchedule = z.infer<typeof JobSchedule>;

/**
 * back-office §3: "_id, name, displayName, organisation, arguments{queue, organisation, persistent},
 * nextRunAt, startedAt, completedAt, status, editable, enabled, queueType, schedule{cron, offset,
 * timeZone}, errors[{message, date}]".
 */
export const Job = z
  .object({
    _id: ObjectId.meta({ 'x-ui': { readonly: true, hidden: true } }),
    name: z.string().min(1).meta({ title: 'Name', 'x-ui': { readonly: true } }),
    displayName: z.string().min(1).meta({ title: 'Job', 'x-ui': { readonly: true } }),
    organisation: OrganisationCode.nullable().meta({ title: 'Organisation', description: 'null: platform-wide', 'x-ui': { readonly: true } }),
    arguments: z
      .object({
        queue: z.string().min(1),
        organisation: OrganisationCode.nullable(),
        persistent: z.boolean(),
      })
      .meta({ title: 'Arguments', 'x-ui': { readonly: true } }),
    nextRunAt: Timestamp.nullable().meta({ title: 'Next run', 'x-ui': { readonly: true } }),
    startedAt: Timestamp.nullable().meta({ title: 'Started', 'x-ui': { readonly: true } }),
    completedAt: Timestamp.nullable().meta({ title: 'Completed', 'x-ui': { readonly: true } }),
    status: JobStatus.meta({ title: 'Status', 'x-ui': { readonly: true } }),
    editable: z.boolean().meta({ title: 'Editable', 'x-ui': { readonly: true } }),
    enabled: z.boolean().meta({ title: 'Enabled' }),
    queueType: QueueType.meta({ title: 'Queue', 'x-ui': { readonly: true } }),
    schedule: JobSchedule,
    errors: z.array(z.object({ message: z.string(), date: Timestamp })).meta({ title: 'Errors', 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Scheduled job' });
export type Job = z.infer<typeof Job>;

/** back-office §7 PATCH /v3/queues/jobs/{id}: switch a job on or off, or change its schedule (editable jobs only). */
export const JobPatchBody = z
  .strictObject({
    enabled: z.boolean().optional(),
    schedule: JobSchedule.partial().optional(),
  })
  .refine((b) => b.enabled !== undefined || (b.schedule !== undefined && Object.keys(b.schedule).length > 0), { message: EMPTY_UPDATE_MESSAGE })
  .meta({ title: 'Job change' });
export type JobPatchBody = z.infer<typeof JobPatchBody>;

/** back-office §5: "Jobs query: queueTypes is a comma list from account, iot, data, report, secrets". */
export const QueueTypesParam = commaListOf(QueueType, QUEUE_TYPES_MESSAGE).meta({ description: 'Comma-separated queue types, e.g. account,iot' });

/** Splits a valid queueTypes value. */
export function parseQueueTypes(value: string): QueueType[] {
  return QueueTypesParam.parse(value).split(',') as QueueType[];
}

/** back-office §7 GET /v3/queues/jobs: "query including queueTypes". */
export const JobsQuery = z.object({
  queueTypes: QueueTypesParam.optional(),
  organisation: OrganisationCode.optional(),
  status: JobStatus.optional(),
});

/** platform-contract §7 Data POST /v3/data/queue "(name, data)": put a job on the data queue (docs/decisions.md "Data queue"). */
export const DataQueueJobBody = z
  .strictObject({
    name: z.string().min(1).meta({ title: 'Job name' }),
    data: z.record(z.string(), z.unknown()).optional().meta({ title: 'Job data' }),
  })
  .meta({ title: 'Data queue job' });

/** The answer of POST /v3/data/queue: the job queued and when. */
export const QueuedDataJob = z.object({ name: z.string(), queuedAt: Timestamp }).meta({ title: 'Queued job' });

/** A one-off job put on its queue for the caller (an account's sync, a site's history): the jobs row to watch. */
export const QueuedOneOffJob = z
  .object({ jobId: ObjectId.meta({ description: 'The queued job (GET /v3/queues/jobs shows its status)' }), name: z.string(), queuedAt: Timestamp })
  .meta({ title: 'Queued one-off job' });

export const jobDomain = defineDomain({
  name: 'job',
  spec: ['back-office §3 Job (scheduled)', 'back-office §4', 'back-office §5', 'back-office §9', 'platform-contract §4'],
  enums: { JobStatus, QueueType },
  entities: { JobSchedule, Job, JobPatchBody, DataQueueJobBody, QueuedDataJob, QueuedOneOffJob },
  rules: {
    queueTypes: rule({
      spec: 'back-office §5',
      summary: 'Jobs query: queueTypes is a comma list from account, iot, data, report, secrets',
      schema: QueueTypesParam,
      messages: [QUEUE_TYPES_MESSAGE],
    }),
    jobCron: rule({
      spec: 'back-office §5',
      summary: 'Scheduled job cron (not shown: ours): 5 fields, each within its range',
      schema: CronExpression,
      messages: [CRON_FIELDS_MESSAGE],
    }),
    jobOffset: rule({
      spec: 'back-office §5',
      summary: 'Scheduled job offset (not shown: ours): whole minutes within one day either way',
      schema: JobSchedule,
    }),
  },
});
