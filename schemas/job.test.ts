import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CronExpression, JobPatchBody, JobSchedule, JobStatus, QueueType, QueueTypesParam, parseQueueTypes } from './job.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const QUEUES = 'queueTypes must be a comma-separated list of account, iot, data, report, secrets';
const FIELDS = 'Cron must have 5 fields: minute hour day-of-month month day-of-week';

describe('scheduled jobs (back-office §3, §4, §5, §9)', () => {
  it('lists the statuses and queue types', () => {
    expect(JobStatus.options).toEqual(['waiting', 'running', 'completed', 'failed', 'paused']);
    expect(QueueType.options).toEqual(['account', 'iot', 'data', 'report', 'secrets']);
  });

  it.each([
    ['account,iot', null],
    ['account', null],
    ['account,iot,data,report,secrets', null],
    ['account,foo', QUEUES],
    ['', QUEUES],
    ['account,', QUEUES],
    [',iot', QUEUES],
    ['account, iot', QUEUES],
    ['ACCOUNT', QUEUES],
  ])('queueTypes %j → %s', (value, expected) => {
    expect(firstMessage(QueueTypesParam, value)).toBe(expected);
  });

  it('splits queueTypes', () => expect(parseQueueTypes('data,report')).toEqual(['data', 'report']));

  it.each([
    ['0 6 * * 1-5', null],
    ['*/15 * * * *', null],
    ['0 0,12 1 1,7 0', null],
    ['0 6 * *', FIELDS],
    ['0 6 * * * *', FIELDS],
    ['60 6 * * *', 'Cron minute must be within 0-59'],
    ['0 24 * * *', 'Cron hour must be within 0-23'],
    ['0 6 0 * *', 'Cron day-of-month must be within 1-31'],
    ['0 6 * 13 *', 'Cron month must be within 1-12'],
    ['0 6 * * 8', 'Cron day-of-week must be within 0-7'],
    ['0 6 * * MON', 'Cron day-of-week must be within 0-7'],
    ['*/0 * * * *', 'Cron minute must be within 0-59'],
  ])('cron %j → %s', (value, expected) => {
    expect(firstMessage(CronExpression, value)).toBe(expected);
  });

  it.each([
    [0, null],
    [-1440, null],
    [1440, null],
    [1441, 'Offset must be at most 1440 minutes'],
    [-1441, 'Offset must be at least -1440 minutes'],
    [7.5, 'Offset is whole minutes'],
  ])('offset %s → %s', (offset, expected) => {
    expect(firstMessage(JobSchedule, { cron: '0 6 * * *', offset, timeZone: 'Europe/Oslo' })).toBe(expected);
  });

  it.each([
    [{ enabled: false }, null],
    [{ schedule: { offset: 30 } }, null],
    [{}, 'Nothing to update'],
    [{ schedule: {} }, 'Nothing to update'],
    [{ status: 'paused' }, 'Unrecognized key: "status"'],
  ])('patch body %j → %s', (value, expected) => {
    expect(firstMessage(JobPatchBody, value)).toBe(expected);
  });
});
