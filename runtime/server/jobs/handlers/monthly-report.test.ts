// @vitest-environment node
/**
 * Monthly reports on the test database and the real engine: monthlyReport makes the missing reports
 * of complete months and announces each once; a correction to a reported month's readings queues one
 * remake of that report (however many corrections arrive before it runs), and once a worker has run
 * it the report and the portal's year view agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeasurementNode } from '../../../../schemas/measurement.js';
import type { MonthlyReport } from '../../../../schemas/report.js';
import { bearer, testApp, type TestApp } from '../../test/harness.js';
import { TEST_TODAY } from '../../test/constants.js';
import { KARI, KARI_ACCOUNT, KARI_FLAT } from '../../test/iot-demo.js';
import { KARI_CONSUMPTION } from '../../test/meter-demo.js';
import { findJobRow } from '../../repositories/jobs.js';
import { findReport } from '../../repositories/monthly-reports.js';
import { pendingRuns } from '../../repositories/report-remakes.js';
import { stableId } from '../../ids.js';
import { ingestReadings } from '../../meter/ingest.js';
import { reportId } from '../../meter/monthly-report-input.js';
import { remakeJobId } from '../../meter/report-remakes.js';
import { startWorkers, type Workers } from '../workers.js';
import { monthlyReport } from './monthly-report.js';
import { until } from '../../test/until.js';

let t: TestApp;
let workers: Workers | undefined;
let measurementId: string;
beforeAll(async () => {
  t = await testApp();
  const doc = (await t.db.query<{ doc: { services: { id: string; measurementId: string }[] } }>('SELECT doc FROM locations WHERE id = $1', [KARI_FLAT])).rows[0]!.doc;
  measurementId = doc.services.find((s) => s.id === KARI_CONSUMPTION)!.measurementId;
});
afterAll(async () => {
  await workers?.stop();
  await t?.close();
});

const MONTH = '2026-10';
const stored = async (): Promise<MonthlyReport> => (await findReport(t.db, reportId(KARI_FLAT, MONTH)))!.doc;
const reportKwh = (r: MonthlyReport) => r.monthlyAnalysis.measurements.find((m) => m.serviceType === 'consumption_trade')!.value;
/** October's consumption in the portal's year view of Kari's flat. */
async function yearViewKwh(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${KARI_CONSUMPTION}/year/2026`, headers: bearer(await t.asCustomer(KARI, KARI_ACCOUNT)) });
  expect(res.statusCode).toBe(200);
  const node = (res.json().data as MeasurementNode[]).find((n) => n.dateKey === MONTH)!;
  return node.value.consumption!.total;
}
const pushesOf = async (id: string) =>
  Number((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM push_notifications WHERE type = 'monthlyReport' AND data->>'reportId' = $1", [id])).rows[0]!.n);
/** A quarter-hour of October read again, `kWh` higher. */
const correction = (at: string, kWh: number) => [{ measurementId, date: new Date(at), value: kWh, source: 'corrected' as const }];

describe('monthlyReport', () => {
  it("makes a complete month's missing report and announces it once", async () => {
    const job = (await findJobRow(t.db, stableId('BRIGHT:job:monthlyReport')))!.job;
    const before = await stored();
    await t.db.query('DELETE FROM monthly_reports WHERE location_id = $1 AND month = $2', [KARI_FLAT, MONTH]);
    await monthlyReport.run({ services: t.services, job, data: {}, now: TEST_TODAY });
    expect(await stored()).toEqual(before);
    // Kari's iPhone is registered for pushes: one announcement of this report.
    expect(await pushesOf(before._id)).toBe(1);
    await monthlyReport.run({ services: t.services, job, data: {}, now: TEST_TODAY });
    expect(await pushesOf(before._id)).toBe(1);
  });
});

describe('a correction to a reported month', () => {
  it('queues one remake of the report, however many corrections arrive before it runs', async () => {
    const id = remakeJobId(KARI_FLAT, MONTH);
    await t.db.tx((q) => ingestReadings(q, 'BRIGHT', correction('2026-10-15T10:00:00Z', 100), TEST_TODAY, t.services.jobs));
    await t.db.tx((q) => ingestReadings(q, 'BRIGHT', correction('2026-10-15T10:15:00Z', 100), TEST_TODAY, t.services.jobs));
    expect(await pendingRuns(t.db, 'pgboss', 'report-queue', id)).toBe(1);
    expect((await findJobRow(t.db, id))).toMatchObject({ once: true, data: { locationId: KARI_FLAT, month: MONTH }, job: { name: 'remakeMonthlyReport', status: 'waiting', queueType: 'report' } });
    // A reading of November (no report yet) queues nothing for it.
    await t.db.tx((q) => ingestReadings(q, 'BRIGHT', correction('2026-11-10T10:00:00Z', 1), TEST_TODAY, t.services.jobs));
    expect(await findJobRow(t.db, remakeJobId(KARI_FLAT, '2026-11'))).toBeUndefined();
  });

  it('makes the report again through the engine, so the report and the year view agree', async () => {
    const id = remakeJobId(KARI_FLAT, MONTH);
    const old = reportKwh(await stored());
    expect(Math.abs(old - (await yearViewKwh()))).toBeGreaterThan(150);
    workers = await startWorkers(t.services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 1 });
    await until(() => stored(), (r) => Math.abs(reportKwh(r) - old) > 1);
    expect(await until(async () => (await findJobRow(t.db, id))!.job.status, (s) => s === 'completed')).toBe('completed');
    expect(reportKwh(await stored())).toBeCloseTo(await yearViewKwh(), 3);

    // A later correction through the ingestion call: made again once more, and still in agreement.
    const admin = await t.asStaff('ADMIN');
    const before = reportKwh(await stored());
    const res = await t.app.inject({
      method: 'POST', url: '/api/v3/data/readings?organisation=BRIGHT', headers: bearer(admin),
      payload: { readings: correction('2026-10-20T18:00:00Z', 250).map((r) => ({ ...r, date: r.date.toISOString() })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    await until(() => stored(), (r) => Math.abs(reportKwh(r) - before) > 1);
    expect(reportKwh(await stored())).toBeCloseTo(await yearViewKwh(), 3);
    expect(await pushesOf(reportId(KARI_FLAT, MONTH))).toBe(1);
  });
});
