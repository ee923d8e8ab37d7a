// @vitest-environment node
/**
 * Scheduled jobs on the real server: list with queueTypes and organisation reach, PATCH of editable
 * jobs only (enabled, part of the schedule), audit entries, bad input refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { Job } from '../../../schemas/job.js';
import { listJobs } from '../../../generated/client/jobs.gen.js';
import { testApp, type TestApp } from '../test/harness.js';
import { insertJob } from '../repositories/jobs.js';
import { stableId } from '../ids.js';

let t: TestApp;
let service: AuthEntry;
let developer: AuthEntry;

function job(name: string, organisation: string | null, queueType: Job['queueType'], editable = true): Job {
  return {
    _id: stableId(`test-job:${name}:${organisation}`), name, displayName: name.replace(/-/g, ' '), organisation,
    arguments: { queue: queueType, organisation, persistent: true },
    nextRunAt: new Date('2026-11-17T05:00:00Z'), startedAt: null, completedAt: null, status: 'waiting', editable, enabled: true,
    queueType, schedule: { cron: '0 5 * * *', offset: 0, timeZone: 'Europe/Oslo' }, errors: [],
  };
}

const JOBS = {
  sync: job('test-account-sync', 'BRIGHT', 'account'),
  fixed: job('test-report-fixed', 'BRIGHT', 'report', false),
  platform: job('test-iot-poll', null, 'iot'),
  other: job('test-account-sync', 'OTHER', 'account'),
};

const call = (auth: AuthEntry, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${auth.accessToken}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
const docOf = async (id: string) => (await t.db.query<{ doc: Job; enabled: boolean; status: string }>('SELECT doc, enabled, status FROM jobs WHERE id = $1', [id])).rows[0]!;

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  for (const j of Object.values(JOBS)) await insertJob(t.db, j);
  service = await t.asStaff('SERVICE', 'BRIGHT', 'c3c3c3c3c3c3c3c3c3c3c3c3');
  developer = await t.asStaff('ORG_DEVELOPER', 'BRIGHT', 'd4d4d4d4d4d4d4d4d4d4d4d4');
});
afterAll(async () => t?.close());

describe('jobs', () => {
  it('lists jobs by queue types; ORG_* callers see their organisation’s and the platform-wide ones', async () => {
    const all = await listJobs(t.client(service), { query: { queueTypes: 'account,iot' } });
    const ids = all.data.map((j) => j._id);
    expect(ids).toEqual(expect.arrayContaining([JOBS.sync._id, JOBS.platform._id, JOBS.other._id]));
    expect(ids).not.toContain(JOBS.fixed._id);
    expect(all.data.every((j) => j.queueType === 'account' || j.queueType === 'iot')).toBe(true);

    const mine = (await call(developer, 'GET', '/v3/queues/jobs')).json().data.map((j: Job) => j._id);
    expect(mine).toEqual(expect.arrayContaining([JOBS.sync._id, JOBS.fixed._id, JOBS.platform._id]));
    expect(mine).not.toContain(JOBS.other._id);
    expect((await call(developer, 'GET', '/v3/queues/jobs?organisation=OTHER')).statusCode).toBe(403);
    const bad = await call(service, 'GET', '/v3/queues/jobs?queueTypes=account,nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError', message: 'queueTypes must be a comma-separated list of account, iot, data, report, secrets' });
  });

  it('switches a job off and changes part of its schedule, with an audit entry', async () => {
    const res = await call(developer, 'PATCH', `/v3/queues/jobs/${JOBS.sync._id}`, { enabled: false, schedule: { cron: '30 4 * * 1-5' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ enabled: false, status: 'paused', schedule: { cron: '30 4 * * 1-5', offset: 0, timeZone: 'Europe/Oslo' } });
    const row = await docOf(JOBS.sync._id);
    expect(row).toMatchObject({ enabled: false, status: 'paused' });
    expect(row.doc.schedule.cron).toBe('30 4 * * 1-5');
    const audit = (await t.db.query<{ changes: unknown[]; action: string }>("SELECT action, changes FROM audit_log WHERE resource = 'jobs' AND resource_id = $1", [JOBS.sync._id])).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual(expect.arrayContaining([
      { path: 'enabled', before: true, after: false },
      { path: 'schedule.cron', before: '0 5 * * *', after: '30 4 * * 1-5' },
      { path: 'status', before: 'waiting', after: 'paused' },
    ]));
    const back = await call(developer, 'PATCH', `/v3/queues/jobs/${JOBS.sync._id}`, { enabled: true });
    expect(back.json().data).toMatchObject({ enabled: true, status: 'waiting' });
  });

  it('refuses non-editable, out-of-reach and platform-wide jobs as it says', async () => {
    const fixed = await call(service, 'PATCH', `/v3/queues/jobs/${JOBS.fixed._id}`, { enabled: false });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({ key: 'conflict', message: 'Job test-report-fixed is not editable' });
    expect((await call(developer, 'PATCH', `/v3/queues/jobs/${JOBS.other._id}`, { enabled: false })).statusCode).toBe(404);
    expect((await call(developer, 'PATCH', `/v3/queues/jobs/${JOBS.platform._id}`, { enabled: false })).statusCode).toBe(403);
    expect((await call(service, 'PATCH', `/v3/queues/jobs/${'f'.repeat(24)}`, { enabled: false })).statusCode).toBe(404);
    expect((await docOf(JOBS.fixed._id)).enabled).toBe(true);
    expect((await docOf(JOBS.other._id)).enabled).toBe(true);
    expect((await docOf(JOBS.platform._id)).enabled).toBe(true);
    const platform = await call(service, 'PATCH', `/v3/queues/jobs/${JOBS.platform._id}`, { schedule: { offset: -30 } });
    expect(platform.json().data.schedule).toEqual({ cron: '0 5 * * *', offset: -30, timeZone: 'Europe/Oslo' });
  });

  it('refuses bad input with a 400 and a key, writing nothing', async () => {
    const before = await docOf(JOBS.other._id);
    const bodies: [unknown, string?][] = [
      [{}, undefined],
      [{ schedule: { cron: '61 * * * *' } }, 'Cron minute must be within 0-59'],
      [{ schedule: { cron: 'every day' } }, 'Cron must have 5 fields: minute hour day-of-month month day-of-week'],
      [{ schedule: { offset: 5000 } }, 'Offset must be at most 1440 minutes'],
      [{ enabled: 'yes' }, undefined],
      [{ enabled: false, status: 'running' }, undefined],
    ];
    for (const [body, message] of bodies) {
      const res = await call(service, 'PATCH', `/v3/queues/jobs/${JOBS.other._id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().key).toBe('validationError');
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await docOf(JOBS.other._id)).toEqual(before);
  });
});
