// @vitest-environment node
/**
 * The data queue and the Forekai webhook on the seeded demo tenant: a queued job is a waiting,
 * one-off job of the data queue that the jobs list shows (the organisation's when its data names one),
 * its data kept for the worker, audited; a Forekai notification is stored as received and queued once,
 * however often the provider redelivers it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { Job } from '../../../schemas/job.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { KARI, KARI_ACCOUNT } from '../test/iot-demo.js';
import { FOREKAI_JOB } from './data-queue.js';

let t: TestApp;
let service: AuthEntry;

async function call(method: 'GET' | 'POST', url: string, entry?: AuthEntry, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}
const jobsNamed = async (entry: AuthEntry, name: string) =>
  ((await call('GET', '/v3/queues/jobs?queueTypes=data', entry)).body.data as Job[]).filter((j) => j.name === name);
const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0]!.n;

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  service = await t.asStaff('SERVICE');
});
afterAll(async () => t?.close());

describe('the data queue', () => {
  it('queues a waiting one-off data job with its data, shown in the jobs list and audited', async () => {
    const res = await call('POST', '/v3/data/queue', service, { name: 'recalculateInsights', data: { month: '2026-10', force: true } });
    expect(res).toEqual({ status: 202, body: { data: { name: 'recalculateInsights', queuedAt: t.clock.now().toISOString() } } });
    const [job] = await jobsNamed(await t.asStaff('ADMIN'), 'recalculateInsights');
    expect(job).toMatchObject({
      queueType: 'data', status: 'waiting', organisation: null, editable: false, enabled: true, nextRunAt: t.clock.now().toISOString(),
      arguments: { queue: 'data-queue', organisation: null, persistent: true },
      // 09:00 UTC on 16 November is 10:00 in Stockholm.
      schedule: { cron: '0 10 16 11 *', offset: 0, timeZone: 'Europe/Stockholm' },
    });
    const row = (await t.db.query<{ data: unknown }>('SELECT data FROM jobs WHERE id = $1', [job!._id])).rows[0];
    expect(row?.data).toEqual({ month: '2026-10', force: true });
    const audit = (await t.db.query<{ action: string; changes: { path: string; after?: unknown }[] }>("SELECT action, changes FROM audit_log WHERE resource = 'jobs' AND resource_id = $1", [job!._id])).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual(expect.arrayContaining([{ path: 'data.month', after: '2026-10' }, { path: 'status', after: 'waiting' }]));
    // Not editable: nobody turns the one-off into a yearly job.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v3/queues/jobs/${job!._id}`, headers: bearer(await t.asStaff('ADMIN')), payload: { enabled: false } })).statusCode).toBe(409);
  });

  it("makes a job naming an organisation that organisation's: its staff see it, another organisation's do not", async () => {
    await call('POST', '/v3/data/queue', service, { name: 'importTariffs', data: { organisation: 'BRIGHT' } });
    const admin = await t.asStaff('ORG_ADMIN');
    expect((await jobsNamed(admin, 'importTariffs')).map((j) => j.organisation)).toEqual(['BRIGHT']);
    const other = await t.asStaff('ORG_ADMIN', 'OTHER');
    expect(await jobsNamed(other, 'importTariffs')).toEqual([]);
  });

  it('refuses a blank name, unknown fields, an unknown organisation (400) and other callers (403), queuing nothing', async () => {
    const before = await count("SELECT count(*)::int AS n FROM jobs WHERE queue_type = 'data'");
    for (const [payload, message] of [
      [{ name: '   ' }, 'name must not be blank'],
      [{ name: 'x', data: { organisation: 'NOPE' } }, 'data.organisation: no organisation "NOPE"'],
      [{ name: 'x', data: { organisation: 7 } }, 'data.organisation: no organisation 7'],
      [{ name: 'x', priority: 1 }, undefined],
      [{ data: {} }, undefined],
    ] as const) {
      const res = await call('POST', '/v3/data/queue', service, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    for (const entry of [await t.asStaff('ORG_ADMIN'), await t.asStaff('WEBHOOK'), await t.asCustomer(KARI, KARI_ACCOUNT)]) {
      expect((await call('POST', '/v3/data/queue', entry, { name: 'x' })).status).toBe(403);
    }
    expect(await count("SELECT count(*)::int AS n FROM jobs WHERE queue_type = 'data'")).toBe(before);
  });
});

describe('the Forekai webhook', () => {
  const notification = { event: 'forecast.ready', forecast: { id: 'fc-1', zone: 'NO1', hours: [{ at: '2026-11-17T00:00:00.000Z', kwh: 1.2 }] } };

  it('stores the notification as received and queues it once, however often it is delivered', async () => {
    const webhook = await t.asStaff('WEBHOOK');
    expect((await call('POST', '/v3/data/forekai/webhook', webhook, notification)).status).toBe(204);
    t.clock.advance(30_000);
    expect((await call('POST', '/v3/data/forekai/webhook', webhook, notification)).status).toBe(204);
    const stored = (await t.db.query<{ id: string; payload: unknown; received_by: string; job_id: string }>('SELECT id, payload, received_by, job_id FROM forekai_notifications')).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toEqual(notification);
    expect(stored[0]!.received_by).toMatch(/^[0-9a-f]{24}$/);
    const jobs = await jobsNamed(service, FOREKAI_JOB);
    expect(jobs.map((j) => [j._id, j.status])).toEqual([[stored[0]!.job_id, 'waiting']]);
    expect((await t.db.query('SELECT data FROM jobs WHERE id = $1', [stored[0]!.job_id])).rows[0]).toEqual({ data: { notificationId: stored[0]!.id } });

    // Another notification is another job.
    expect((await call('POST', '/v3/data/forekai/webhook', service, { ...notification, event: 'forecast.updated' })).status).toBe(204);
    expect(await jobsNamed(service, FOREKAI_JOB)).toHaveLength(2);
  });

  it('takes only JSON objects, from WEBHOOK and SERVICE tokens', async () => {
    const before = await count('SELECT count(*)::int AS n FROM forekai_notifications');
    expect((await call('POST', '/v3/data/forekai/webhook', await t.asStaff('WEBHOOK'), [1, 2])).status).toBe(400);
    expect((await call('POST', '/v3/data/forekai/webhook', undefined, notification)).status).toBe(401);
    for (const entry of [await t.asStaff('ADMIN'), await t.asStaff('ORG_DEVELOPER'), await t.asCustomer(KARI, KARI_ACCOUNT)]) {
      expect((await call('POST', '/v3/data/forekai/webhook', entry, { event: 'x' })).status).toBe(403);
    }
    expect(await count('SELECT count(*)::int AS n FROM forekai_notifications')).toBe(before);
  });
});
