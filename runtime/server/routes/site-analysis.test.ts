// @vitest-environment node
/**
 * A site's month report and deviations and the site and location analysis calls on the real server
 * (today 2026-11-16, stored reports for 2025-11..2026-10): each answer checked against the call that
 * already gives the same figure — the stored report (GET /v3/reports/monthly/{id}), getInsights, the
 * portal's hour, day and month nodes, the location prediction — site and location variants agreeing,
 * reports made on request as the schedule makes them, sensorIds checked, and another customer's
 * site answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { Insight, InsightsResponse } from '../../../schemas/insights.js';
import type { MeasurementNode } from '../../../schemas/measurement.js';
import type { PredictionRow } from '../../../schemas/prediction.js';
import { ComparisonWithSimilarHouseholds, MonthlyAnalysis, MonthlyReport } from '../../../schemas/report.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { TEST_TODAY } from '../test/constants.js';
import { INGRID, INGRID_ACCOUNT, INGRID_HOUSE, INGRID_IOT, KARI, KARI_ACCOUNT, KARI_FLAT, KARI_IOT, SIGRID_ACCOUNT, remoteIdOf } from '../test/iot-demo.js';
import { KARI_CONSUMPTION, KARI_GRID } from '../test/meter-demo.js';
import { stableId } from '../ids.js';
import { startOfLocalDay } from '../local-time.js';
import { ingestReadings } from '../meter/ingest.js';
import { reportId } from '../meter/monthly-report-input.js';
import { insertLocation, locationRow } from '../repositories/locations.js';
import { similarityCriteria } from '../repositories/monthly-reports.js';
import { location } from './location-fixtures.js';

let t: TestApp;
let kari: AuthEntry;
let ingrid: AuthEntry;
const ORG = 'BRIGHT';
const SITE = `/v4/${ORG}/account/sites/${KARI_FLAT}`;
const LOCATION = `/v4/${ORG}/locations/${KARI_FLAT}`;

beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID, INGRID_ACCOUNT);
});
afterAll(async () => t?.close());

async function call(who: AuthEntry, url: string) {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who) });
}
async function get<T>(url: string, status = 200, who = kari): Promise<T> {
  const res = await call(who, url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return reviveTimestamps<{ data: T }>(res.json()).data;
}
/** The error message of a call expected to fail with `status`. */
async function refused(url: string, status: number, who = kari): Promise<string> {
  const res = await call(who, url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return (res.json() as { message: string }).message;
}

/** The stored report of Kari's flat for a month, as the reports calls give it. */
async function storedReport(month: string): Promise<MonthlyReport> {
  const [head] = await get<{ _id: string }[]>(`/v3/reports/monthly/summaries?locationId=${KARI_FLAT}&from=${month}&to=${month}`);
  expect(head?._id).toBe(reportId(KARI_FLAT, month));
  return get<MonthlyReport>(`/v3/reports/monthly/${head!._id}`);
}
const storedMonths = async () => (await t.db.query<{ month: string }>('SELECT month FROM monthly_reports WHERE location_id = $1 ORDER BY month', [KARI_FLAT])).rows.map((r) => r.month);

describe("a site's month report", () => {
  it('is the stored report of the month, as GET /v3/reports/monthly/{id} gives it', async () => {
    for (const month of ['2026-10', '2025-11']) {
      const report = await get<MonthlyReport>(`${SITE}/data/month/${month}/report`);
      expect(MonthlyReport.safeParse(report).error).toBeUndefined();
      expect(report.date).toBe(month);
      expect(report).toEqual(await storedReport(month));
    }
  });

  it('is made on request, as the schedule would, for a complete month of the last twelve without one', async () => {
    const before = await storedReport('2026-09');
    await t.db.query("DELETE FROM monthly_reports WHERE location_id = $1 AND month = '2026-09'", [KARI_FLAT]);
    expect(await storedMonths()).not.toContain('2026-09');
    expect(await get<MonthlyReport>(`${SITE}/data/month/2026-09/report`)).toEqual(before);
    expect(await storedMonths()).toContain('2026-09');
    expect(await storedReport('2026-09')).toEqual(before);
  });

  it('is 404 for the month not complete yet, a future month and a month older than the reports kept', async () => {
    expect(await refused(`${SITE}/data/month/2026-11/report`, 404)).toBe('No monthly report of 2026-11');
    await refused(`${SITE}/data/month/2027-01/report`, 404);
    await refused(`${SITE}/data/month/2025-05/report`, 404);
    expect(await storedMonths()).not.toContain('2026-11');
    expect(await storedMonths()).not.toContain('2025-05');
    await refused(`${SITE}/data/month/2026-13/report`, 400);
  });
});

describe('analysis month', () => {
  it("is the stored report's monthlyAnalysis, the same for the site and the location, by default the latest complete month", async () => {
    const report = await storedReport('2026-10');
    const site = await get<MonthlyAnalysis>(`${SITE}/data/analysis/month?month=2026-10`);
    expect(MonthlyAnalysis.safeParse(site).error).toBeUndefined();
    expect(site).toEqual(report.monthlyAnalysis);
    expect(await get<MonthlyAnalysis>(`${LOCATION}/data/analysis/month?month=2026-10&language=nb`)).toEqual(site);
    expect(await get<MonthlyAnalysis>(`${SITE}/data/analysis/month`)).toEqual(site);
    expect(await get<MonthlyAnalysis>(`${LOCATION}/data/analysis/month`)).toEqual(site);
    const march = await get<MonthlyAnalysis>(`${LOCATION}/data/analysis/month?month=2026-03`);
    expect(march).toEqual((await storedReport('2026-03')).monthlyAnalysis);
    expect(march).not.toEqual(site);
  });

  it("computes the month so far on request, equal to the portal's month node, without storing a report", async () => {
    const analysis = await get<MonthlyAnalysis>(`${SITE}/data/analysis/month?month=2026-11`);
    const months = await get<MeasurementNode[]>(`/v3/insights/data/${KARI_CONSUMPTION}/year/2026`);
    const november = months.find((n) => n.dateKey === '2026-11')!;
    const trade = analysis.measurements.find((m) => m.serviceType === 'consumption_trade')!;
    expect(trade.value).toBeGreaterThan(0);
    expect(trade.value).toBeCloseTo(november.value.consumption!.total, 3);
    expect(analysis.cost.total).toBeCloseTo(analysis.cost.parts.reduce((s, p) => s + p.value, 0), 2);
    expect(await get<MonthlyAnalysis>(`${LOCATION}/data/analysis/month?month=2026-11`)).toEqual(analysis);
    expect(await storedMonths()).not.toContain('2026-11');
    await refused(`${SITE}/data/analysis/month?month=2026-12`, 404);
  });

  it('takes sensorIds of the devices placed at the location, and refuses others', async () => {
    const plain = await get<MonthlyAnalysis>(`${LOCATION}/data/analysis/month?month=2026-10`);
    const kariSensors = [remoteIdOf(KARI_IOT, 'ngenic'), remoteIdOf(KARI_IOT, 'hark')].join(',');
    expect(await get<MonthlyAnalysis>(`${LOCATION}/data/analysis/month?month=2026-10&sensorIds=${kariSensors}`)).toEqual(plain);
    const ingridCharger = remoteIdOf(INGRID_IOT, 'zaptec');
    expect(await refused(`${LOCATION}/data/analysis/month?month=2026-10&sensorIds=${remoteIdOf(KARI_IOT, 'hark')},${ingridCharger}`, 404)).toBe(`No sensor ${ingridCharger} at this location`);
    await refused(`${LOCATION}/data/analysis/month?month=2026-10&sensorIds=NO-SUCH-DEVICE`, 404);
    await refused(`${LOCATION}/data/analysis/month?month=2026-10&sensorIds=${remoteIdOf(KARI_IOT, 'hark')},,`, 400);
  });
});

describe('analysis service', () => {
  const insights = (query: string) => get<InsightsResponse>(`/v3/insights/${KARI_FLAT}${query}`);

  it("is getInsights' insights of the month, one per service, for the site and the location", async () => {
    const expected = (await insights('?dateKey=2026-10')).insights;
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const site = await get<Insight[]>(`${SITE}/data/analysis/service?month=2026-10`);
    expect(site).toEqual(expected);
    expect(new Set(site.map((i) => i.serviceId)).size).toBe(site.length);
    expect(await get<Insight[]>(`${LOCATION}/data/analysis/service?month=2026-10`)).toEqual(expected);
    // Without a month: the latest complete month, as the other analysis calls.
    expect(await get<Insight[]>(`${LOCATION}/data/analysis/service`)).toEqual(expected);
    const june = await get<Insight[]>(`${SITE}/data/analysis/service?month=2026-06&onlyCurrentMonth=false`);
    expect(june).toEqual((await insights('?dateKey=2026-06')).insights);
    expect(june).not.toEqual(expected);
  });

  it('answers the current month so far with onlyCurrentMonth, and refuses another month with it', async () => {
    const current = (await insights('')).insights;
    expect(current[0]!.insightDate).toEqual(startOfLocalDay('2026-11-01', 'Europe/Oslo'));
    expect(await get<Insight[]>(`${SITE}/data/analysis/service?onlyCurrentMonth=true`)).toEqual(current);
    expect(await get<Insight[]>(`${LOCATION}/data/analysis/service?onlyCurrentMonth=true&month=2026-11`)).toEqual(current);
    expect(await refused(`${LOCATION}/data/analysis/service?onlyCurrentMonth=true&month=2026-10`, 400)).toBe('month must be the current month (2026-11) when onlyCurrentMonth is true');
  });
});

describe('deviations', () => {
  const hoursOf = (date: string) => get<MeasurementNode[]>(`/v3/insights/data/${KARI_GRID}/day/${date}`);

  function checkBand(rows: readonly PredictionRow[]) {
    for (const r of rows) {
      expect(r.lowKwh).toBeLessThanOrEqual(r.predictedKwh);
      expect(r.predictedKwh).toBeLessThanOrEqual(r.highKwh);
      expect(r.lowKwh).toBeGreaterThanOrEqual(0);
    }
  }

  it("gives a day's hours with the measured kWh of the consumption meter next to the predicted band", async () => {
    const rows = await get<PredictionRow[]>(`${SITE}/data/deviations?dateKey=2026-11-10`);
    const hours = await hoursOf('2026-11-10');
    expect(rows).toHaveLength(24);
    expect(hours).toHaveLength(24);
    for (const [i, r] of rows.entries()) {
      expect(r.date).toEqual(hours[i]!.date);
      expect(r.hour).toBe(i);
      expect(r.partOfDay).toBeDefined();
      expect(r.kWh).toBeCloseTo(hours[i]!.value.consumption!.total, 3);
    }
    checkBand(rows);
    expect(rows.some((r) => r.highKwh > r.lowKwh)).toBe(true);
  });

  it("gives a month's days at resolution day, each kWh the portal's day node", async () => {
    const rows = await get<PredictionRow[]>(`${SITE}/data/deviations?dateKey=2026-10&resolution=day`);
    const days = await get<MeasurementNode[]>(`/v3/insights/data/${KARI_GRID}/month/2026-10`);
    expect(rows).toHaveLength(31);
    for (const [i, r] of rows.entries()) {
      expect(r.date).toEqual(days[i]!.date);
      expect(r.kWh).toBeCloseTo(days[i]!.value.consumption!.total, 3);
      expect(r.partOfDay).toBeUndefined();
    }
    checkBand(rows);
  });

  it('are the location prediction of the same window with addDeviations', async () => {
    const rows = await get<PredictionRow[]>(`${SITE}/data/deviations?dateKey=2026-11-14&resolution=hour`);
    const res = await t.app.inject({
      method: 'POST', url: '/api/v3/predictions/locations', headers: { ...bearer(kari), 'content-type': 'application/json' },
      payload: { locationId: KARI_FLAT, options: { startDate: '2026-11-13T23:00:00.000Z', endDate: '2026-11-14T23:00:00.000Z', timeEntity: 'hour', timeZone: 'Europe/Oslo', addDeviations: true } },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(rows).toEqual(reviveTimestamps<{ data: PredictionRow[] }>(res.json()).data);
    // Today (2026-11-16 09:00 UTC): hours not read yet carry no kWh.
    const today = await get<PredictionRow[]>(`${SITE}/data/deviations?dateKey=2026-11-16`);
    expect(today.filter((r) => r.kWh !== undefined).length).toBeLessThan(today.length);
    expect(today.filter((r) => r.date.getTime() >= TEST_TODAY.getTime()).every((r) => r.kWh === undefined)).toBe(true);
  });

  it('refuses a bad dateKey, a day the calendar lacks and a resolution longer than the period', async () => {
    await refused(`${SITE}/data/deviations?dateKey=yesterday`, 400);
    await refused(`${SITE}/data/deviations?dateKey=2026-13`, 400);
    await refused(`${SITE}/data/deviations`, 400);
    expect(await refused(`${SITE}/data/deviations?dateKey=2026-02-30`, 400)).toBe('2026-02-30 is not a day');
    expect(await refused(`${SITE}/data/deviations?dateKey=2026-11-10&resolution=month`, 400)).toBe('resolution month is longer than the period 2026-11-10');
    await refused(`${SITE}/data/deviations?dateKey=2026-11-10&resolution=none`, 400);
    await refused(`${SITE}/data/deviations?dateKey=2026-11-10&resolution=weekly`, 400);
  });
});

describe('analysis compare', () => {
  const HOURS = 745; // October 2026 in Oslo: 31 days and the autumn change's extra hour
  const OCT = startOfLocalDay('2026-10-01', 'Europe/Oslo');

  /** A household in NO1 with Kari's home profile whose hourly meter read `kWh` an hour through October. */
  async function similarHome(n: number, kWh: number): Promise<void> {
    const kariRow = (await locationRow(t.db, KARI_FLAT))!;
    const code = `70705750009800000${n}`;
    const loc = location(stableId(`test:analysis-similar:${n}`), SIGRID_ACCOUNT, ORG, code, { createdAt: new Date('2024-01-01T00:00:00Z') });
    await insertLocation(t.db, { location: { ...loc, services: [loc.services[0]!] }, organisation: ORG, extra: { ...similarityCriteria(kariRow.extra), size: 40 + n } });
    const readings = Array.from({ length: HOURS }, (_, i) => ({ measurementId: loc.services[0]!.measurementId!, date: new Date(OCT.getTime() + i * 3_600_000), value: kWh }));
    await t.db.tx((q) => ingestReadings(q, ORG, readings, TEST_TODAY));
  }

  it("is the report's comparison with similar households: 404 while the report has none, for the site and the location", async () => {
    expect((await storedReport('2026-10')).comparisonWithSimilarHouseholds).toBeUndefined();
    expect(await refused(`${SITE}/data/analysis/compare?month=2026-10`, 404)).toMatch(/^No comparison with similar households in 2026-10/);
    await refused(`${LOCATION}/data/analysis/compare`, 404);
    // The month so far never has one: similar households count only when they read the whole month.
    await refused(`${LOCATION}/data/analysis/compare?month=2026-11`, 404);

    // Five similar households; the stored report stays as made, until it is made again.
    for (const [n, kWh] of [[1, 1], [2, 1.2], [3, 0.8], [4, 1.5], [5, 0.5]] as const) await similarHome(n, kWh);
    await refused(`${SITE}/data/analysis/compare?month=2026-10`, 404);
    await t.db.query("DELETE FROM monthly_reports WHERE location_id = $1 AND month = '2026-10'", [KARI_FLAT]);
    const site = await get<ComparisonWithSimilarHouseholds>(`${SITE}/data/analysis/compare?month=2026-10`);
    expect(ComparisonWithSimilarHouseholds.safeParse(site).error).toBeUndefined();
    const remade = await storedReport('2026-10');
    expect(site).toEqual(remade.comparisonWithSimilarHouseholds);
    expect(site.similarHouseholds).toBeCloseTo(HOURS * (1 + 1.2 + 0.8 + 1.5 + 0.5) / 5, 3);
    expect(site.consumption).toBe(remade.monthlyAnalysis.measurements.find((m) => m.serviceType === 'consumption_trade')!.value);
    expect(await get<ComparisonWithSimilarHouseholds>(`${LOCATION}/data/analysis/compare`)).toEqual(site);
  });
});

describe('reach', () => {
  it("answers 404 for another customer's site and location on every call, and lets its owner in", async () => {
    const site = `/v4/${ORG}/account/sites/${INGRID_HOUSE}`;
    const loc = `/v4/${ORG}/locations/${INGRID_HOUSE}`;
    for (const url of [
      `${site}/data/month/2026-10/report`, `${site}/data/deviations?dateKey=2026-11-10`, `${site}/data/analysis/month?month=2026-10`,
      `${site}/data/analysis/service?month=2026-10`, `${site}/data/analysis/compare?month=2026-10`,
      `${loc}/data/analysis/month?month=2026-10`, `${loc}/data/analysis/service?month=2026-10`, `${loc}/data/analysis/compare?month=2026-10`,
    ]) await refused(url, 404);
    expect((await get<MonthlyReport>(`${site}/data/month/2026-10/report`, 200, ingrid)).locationId).toBe(INGRID_HOUSE);
    // Her devices are sensors of her house, not of Kari's flat.
    expect(await get<MonthlyAnalysis>(`${loc}/data/analysis/month?month=2026-10&sensorIds=${remoteIdOf(INGRID_IOT, 'zaptec')}`, 200, ingrid)).toBeDefined();
    // Her own site under another organisation's path: refused before the site is looked at.
    await refused(`/v4/OTHER/account/sites/${KARI_FLAT}/data/month/2026-10/report`, 403);
  });
});
