// @vitest-environment node
/**
 * Monitoring from the job engine's real state (docs/decisions.md "Monitoring alerts"): a job run by
 * the engine's workers fails and its alert fires with the error and its date; run again and
 * completing, the alert clears (it shows as resolved); the service status shows each queue's depth
 * as the engine has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../schemas/job.js';
import type { MonitoringAlert } from '../../../schemas/bridge.js';
import { getMonitoringAlerts } from '../../../generated/client/bridge.gen.js';
import { listServiceStatuses } from '../../../generated/client/support.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { findJobRow, insertJob } from '../repositories/jobs.js';
import { newId } from '../ids.js';
import { startWorkers, type Workers } from '../jobs/workers.js';
import type { JobHandler } from '../jobs/handler.js';
import { upkeep } from '../jobs/upkeep.js';
import { until } from '../test/until.js';

let t: TestApp;
let workers: Workers;
let failing = true;

const handlers: Record<string, JobHandler> = {
  flaky: {
    run: async () => {
      if (failing) throw new Error('Meter data source answered 502 Bad Gateway');
    },
  },
};

const FLAKY: Job = {
  _id: newId(), name: 'flaky', displayName: 'Flaky import', organisation: 'BRIGHT',
  arguments: { queue: 'data-queue', organisation: 'BRIGHT', persistent: true },
  nextRunAt: null, startedAt: null, completedAt: null, status: 'waiting', editable: true, enabled: true,
  queueType: 'data', schedule: { cron: '0 5 * * *', offset: 0, timeZone: 'Europe/Oslo' }, errors: [],
};

const read = async (): Promise<Job> => (await findJobRow(t.db, FLAKY._id))!.job;
const alertsOfFlaky = async (): Promise<MonitoringAlert[]> =>
  (await getMonitoringAlerts(t.client(await t.asStaff('SERVICE', 'BRIGHT')))).data.filter((a) => a.id.includes(FLAKY._id));
const runNow = async () => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v3/queues/jobs/${FLAKY._id}/run`, headers: bearer(await t.asStaff('ADMIN', 'BRIGHT')) });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await testApp({ jobHandlers: handlers });
  workers = await startWorkers(t.services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 2 });
  await insertJob(t.db, FLAKY);
  await upkeep(t.services);
});
afterAll(async () => {
  await workers?.stop();
  await t?.close();
});

describe('monitoring alerts from the engine', () => {
  it('fires when a run fails, with the error and its date, and clears when a later run completes', async () => {
    expect(await alertsOfFlaky()).toEqual([]);
    await runNow();
    const failed = await until(read, (j) => j.status === 'failed');
    expect(failed.status).toBe('failed');
    const error = failed.errors.at(-1)!;
    expect(error.message).toBe('Meter data source answered 502 Bad Gateway');
    expect(await alertsOfFlaky()).toEqual([{
      id: `job-failed:${FLAKY._id}`, name: 'Job failed: Flaky import', severity: 'critical', state: 'firing', service: 'data queue, BRIGHT',
      summary: 'Meter data source answered 502 Bad Gateway', startedAt: error.date,
    }]);

    failing = false;
    t.clock.advance(60_000);
    await runNow();
    const recovered = await until(read, (j) => j.status === 'completed');
    expect(recovered.status).toBe('completed');
    expect(await alertsOfFlaky()).toEqual([{
      id: `job-error:${FLAKY._id}:${error.date.getTime()}`, name: 'Job failed: Flaky import', severity: 'warning', state: 'resolved',
      service: 'data queue, BRIGHT', summary: 'Meter data source answered 502 Bad Gateway', startedAt: error.date, resolvedAt: recovered.completedAt,
    }]);
  });

  it("shows each queue's depth in the service status as the engine has it", async () => {
    const statuses = (await listServiceStatuses(t.client(await t.asStaff('ADMIN', 'BRIGHT')))).data;
    const depths = await t.services.jobs.queueDepths();
    for (const d of depths) {
      const { queue, ...depth } = d;
      expect(statuses.find((s) => s.name === queue)).toMatchObject({ status: 200, queue: depth });
    }
    expect(depths.map((d) => d.queue)).toEqual(['account-queue', 'data-queue', 'iot-queue', 'report-queue', 'secrets-queue']);
  });
});
