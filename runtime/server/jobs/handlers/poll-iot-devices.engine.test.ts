// @vitest-environment node
/**
 * pollIotDevices through the engine: the seeded job row, upkeep at the workers' start planning its
 * next quarter-hour run (cron "*\/15") from the test clock, a worker running it with the real handler, and the run's effect:
 * the job completed, readings stored and a weekday 06:30 Europe/Oslo timer applied at 06:30.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { stableId } from '../../ids.js';
import { actionById, deviceByKey } from '../../repositories/iot.js';
import { findJobRow } from '../../repositories/jobs.js';
import { startWorkers, type Workers } from '../workers.js';
import { until } from '../../test/until.js';

let t: TestApp;
let workers: Workers | undefined;
const org = 'BRIGHT';
const jobId = stableId(`${org}:job:pollIotDevices`);
const actionId = stableId(`${org}:iot-action:kari-heating`);

beforeAll(async () => {
  t = await testApp();
  await t.db.query('UPDATE iot_actions SET doc = $2 WHERE id = $1',
    [actionId, JSON.stringify({ type: 'timer', enabled: true, hours: 2, window: { from: '06:30', to: '08:00' }, days: [0, 1, 2, 3, 4] })]);
});
afterAll(async () => {
  await workers?.stop();
  await t?.close();
});

describe('pollIotDevices on the engine', () => {
  it('runs at its quarter-hour time and applies the 06:30 timer then', async () => {
    // Monday 06:29:55 in Oslo: the workers' upkeep plans the poll for 06:30, five seconds ahead.
    t.clock.set(new Date('2026-11-16T05:29:55Z'));
    workers = await startWorkers(t.services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 2 });
    expect((await findJobRow(t.db, jobId))!.job.nextRunAt?.toISOString()).toBe('2026-11-16T05:30:00.000Z');
    // The run starts at the services' clock: 06:30 when the worker takes it.
    t.clock.set(new Date('2026-11-16T05:30:00Z'));
    const done = await until(async () => (await findJobRow(t.db, jobId))!.job, (j) => j.status === 'completed' || j.status === 'failed', 30_000);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.startedAt?.toISOString()).toBe('2026-11-16T05:30:00.000Z');

    const action = (await actionById(t.db, actionId))!;
    expect(action.lastRunAt?.toISOString()).toBe('2026-11-16T05:30:00.000Z');
    expect((await deviceByKey(t.db, action.brand, action.remoteId))!.state.isOn ?? true).toBe(true);
    const readings = await t.db.query<{ n: string }>("SELECT count(*) AS n FROM iot_readings WHERE at = '2026-11-16T05:30:00Z'");
    expect(Number(readings.rows[0]!.n)).toBeGreaterThan(0);
  });
});
