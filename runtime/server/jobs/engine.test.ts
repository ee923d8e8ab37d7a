// @vitest-environment node
/**
 * A job's whole life on the real engine (pg-boss on the test database) with the services' test clock:
 * upkeep plans every enabled job, a run says running then completed or failed with its dated error
 * and plans the next from cron + offset in its zone (a daylight-saving day included), pause cancels
 * the planned run, resume and a schedule edit plan again at once, run now runs once and never
 * beside a run still going, a queued one-off job runs once. Runs are due as the test clock counts:
 * the clock is set a second before a cron time, so the run happens a second later.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../schemas/job.js';
import { testApp, bearer, type TestApp } from '../test/harness.js';
import { findJobRow, insertJob } from '../repositories/jobs.js';
import { newId } from '../ids.js';
import { startWorkers, type Workers } from './workers.js';
import type { JobHandler } from './handler.js';
import { upkeep } from './upkeep.js';
import { until } from '../test/until.js';

let t: TestApp;
let workers: Workers;
let auth: Record<string, string>;
const ran: string[] = [];
let release: (() => void) | undefined;

const handlers: Record<string, JobHandler> = {
  tick: { run: async ({ job }) => void ran.push(job._id) },
  broken: { run: async () => { throw new Error('Provider answered 503 Service Unavailable'); } },
  slow: { run: async ({ job }) => { ran.push(job._id); await new Promise<void>((resolve) => (release = resolve)); } },
};

function job(name: string, cron: string, extra: Partial<Job> = {}): Job {
  return {
    _id: newId(), name, displayName: name, organisation: 'BRIGHT',
    arguments: { queue: 'data-queue', organisation: 'BRIGHT', persistent: true },
    nextRunAt: null, startedAt: null, completedAt: null, status: 'waiting', editable: true, enabled: true,
    queueType: 'data', schedule: { cron, offset: 0, timeZone: 'Europe/Oslo' }, errors: [], ...extra,
  };
}

const read = async (id: string): Promise<Job & { planned: string | null }> => {
  const row = (await findJobRow(t.db, id))!;
  return { ...row.job, planned: row.plannedRun };
};
const waitingRunsOf = async (id: string) =>
  Number((await t.db.query<{ n: number }>("SELECT count(*) AS n FROM pgboss.job WHERE singleton_key = $1 AND state IN ('created', 'retry')", [id])).rows[0]!.n);

beforeAll(async () => {
  t = await testApp({ seeded: false, jobHandlers: handlers });
  await t.db.query("INSERT INTO organisations (code) VALUES ('BRIGHT') ON CONFLICT DO NOTHING");
  workers = await startWorkers(t.services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 2 });
  auth = bearer(await t.asStaff('ADMIN', 'BRIGHT'));
});
afterAll(async () => {
  release?.();
  await workers?.stop();
  await t?.close();
});
beforeEach(() => {
  ran.length = 0;
});

describe('the job engine', () => {
  it('plans an enabled job, runs it at its time, records the run and plans the next', async () => {
    t.clock.set(new Date('2026-11-16T09:00:59Z'));
    const j = job('tick', '* * * * *');
    await insertJob(t.db, j);
    expect((await upkeep(t.services)).planned).toBe(1);
    expect((await read(j._id)).nextRunAt?.toISOString()).toBe('2026-11-16T09:01:00.000Z');
    const done = await until(() => read(j._id), (d) => d.status === 'completed');
    expect(done).toMatchObject({ status: 'completed', errors: [] });
    expect(done.startedAt?.toISOString()).toBe('2026-11-16T09:00:59.000Z');
    expect(done.completedAt).not.toBeNull();
    // The next run, planned as this one started: the minute after the one that ran.
    expect(done.nextRunAt?.toISOString()).toBe('2026-11-16T09:02:00.000Z');
    expect(ran).toEqual([j._id]);
    expect(await waitingRunsOf(j._id)).toBe(1);
    // Upkeep again, as every server does each minute: nothing more is planned.
    expect((await upkeep(t.services)).planned).toBe(0);
    expect(await waitingRunsOf(j._id)).toBe(1);
  });

  it('runs a 02:00 Europe/Oslo job at 03:00 on the spring change day and plans the next for 02:00', async () => {
    t.clock.set(new Date('2026-03-29T00:59:59Z'));
    const j = job('tick', '0 2 * * *');
    await insertJob(t.db, j);
    await upkeep(t.services);
    expect((await read(j._id)).nextRunAt?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    const done = await until(() => read(j._id), (d) => d.status === 'completed');
    expect(done.status).toBe('completed');
    expect(done.nextRunAt?.toISOString()).toBe('2026-03-30T00:00:00.000Z');
  });

  it('records a failure with its date and keeps the schedule', async () => {
    t.clock.set(new Date('2026-11-16T05:59:59Z'));
    const j = job('broken', '0 7 * * *');
    await insertJob(t.db, j);
    await upkeep(t.services);
    const failed = await until(() => read(j._id), (d) => d.status === 'failed');
    expect(failed.status).toBe('failed');
    expect(failed.errors).toEqual([{ message: 'Provider answered 503 Service Unavailable', date: expect.any(Date) }]);
    expect(failed.nextRunAt?.toISOString()).toBe('2026-11-17T06:00:00.000Z');
  });

  it('fails a job without a handler once, saying so', async () => {
    const j = job('noSuchJob', '0 7 * * *');
    await insertJob(t.db, j);
    t.clock.set(new Date('2026-11-16T05:59:59Z'));
    await upkeep(t.services);
    const failed = await until(() => read(j._id), (d) => d.status === 'failed');
    expect(failed.errors.map((e) => e.message)).toEqual(['No handler for job noSuchJob: this platform does not know how to run it']);
  });

  it('pauses, resumes and re-plans at once from the console’s calls', async () => {
    t.clock.set(new Date('2026-11-16T09:00:00Z'));
    const j = job('tick', '0 5 * * *');
    await insertJob(t.db, j);
    await upkeep(t.services);
    expect((await read(j._id)).planned).not.toBeNull();

    const paused = await t.app.inject({ method: 'PATCH', url: `/api/v3/queues/jobs/${j._id}`, headers: auth, payload: { enabled: false } });
    expect(paused.json().data).toMatchObject({ status: 'paused', enabled: false, nextRunAt: null });
    expect(await waitingRunsOf(j._id)).toBe(0);
    // Paused jobs are left alone by upkeep.
    expect((await upkeep(t.services)).planned).toBe(0);

    const resumed = await t.app.inject({ method: 'PATCH', url: `/api/v3/queues/jobs/${j._id}`, headers: auth, payload: { enabled: true } });
    expect(resumed.json().data).toMatchObject({ status: 'waiting', enabled: true, nextRunAt: '2026-11-17T04:00:00.000Z' });
    expect(await waitingRunsOf(j._id)).toBe(1);

    const retimed = await t.app.inject({ method: 'PATCH', url: `/api/v3/queues/jobs/${j._id}`, headers: auth, payload: { schedule: { cron: '30 11 * * *', offset: 15 } } });
    expect(retimed.json().data.nextRunAt).toBe('2026-11-16T10:45:00.000Z');
    expect(await waitingRunsOf(j._id)).toBe(1);
    expect(ran).toEqual([]);
  });

  it('runs a job now, once, and refuses a second start while it runs', async () => {
    t.clock.set(new Date('2026-11-16T09:00:00Z'));
    const j = job('slow', '0 5 * * *');
    await insertJob(t.db, j);
    await upkeep(t.services);
    const now = await t.app.inject({ method: 'POST', url: `/api/v3/queues/jobs/${j._id}/run`, headers: auth });
    expect(now.statusCode).toBe(200);
    expect(now.json().data).toMatchObject({ status: 'waiting', nextRunAt: '2026-11-16T09:00:00.000Z' });
    const running = await until(() => read(j._id), (d) => d.status === 'running');
    expect(running.status).toBe('running');
    // Its schedule goes on: the next 05:00 run is planned as the manual run starts.
    expect(running.nextRunAt?.toISOString()).toBe('2026-11-17T04:00:00.000Z');
    const again = await t.app.inject({ method: 'POST', url: `/api/v3/queues/jobs/${j._id}/run`, headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('is running');
    release?.();
    await until(() => read(j._id), (d) => d.status === 'completed');
    expect(ran).toEqual([j._id]);
  });

  it('refuses run now for a job that is not editable', async () => {
    const j = job('tick', '0 5 * * *', { editable: false, enabled: false, status: 'paused' });
    await insertJob(t.db, j);
    const res = await t.app.inject({ method: 'POST', url: `/api/v3/queues/jobs/${j._id}/run`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/v3/queues/jobs/${newId()}/run`, headers: auth })).statusCode).toBe(404);
  });

  it('runs a queued data job once and shows its outcome', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/data/queue', headers: auth, payload: { name: 'tick', data: { organisation: 'BRIGHT' } } });
    expect(res.statusCode).toBe(202);
    const id = (await t.db.query<{ id: string }>("SELECT id FROM jobs WHERE once AND name = 'tick'")).rows[0]!.id;
    const done = await until(() => read(id), (d) => d.status === 'completed');
    expect(done.status).toBe('completed');
    expect(ran).toEqual([id]);
    expect(await waitingRunsOf(id)).toBe(0);
    expect((await upkeep(t.services)).planned).toBe(0);
  });

  it('records a run whose server vanished as failed, so no job says running for ever', async () => {
    const j = job('tick', '0 5 * * *', { status: 'running', startedAt: new Date('2026-11-16T08:00:00Z') });
    await insertJob(t.db, j);
    // A run pg-boss no longer holds as active: its server died and the run expired without retries left.
    await t.db.query("UPDATE jobs SET active_run = gen_random_uuid() WHERE id = $1", [j._id]);
    t.clock.set(new Date('2026-11-16T09:00:00Z'));
    expect((await upkeep(t.services)).settled).toBe(1);
    const settled = await read(j._id);
    expect(settled.status).toBe('failed');
    expect(settled.errors).toEqual([{ message: 'The run stopped with its server', date: new Date('2026-11-16T09:00:00Z') }]);
    // Then planned again like any enabled job.
    expect((await upkeep(t.services)).planned).toBe(1);
    expect((await read(j._id)).nextRunAt?.toISOString()).toBe('2026-11-17T04:00:00.000Z');
  });
});
