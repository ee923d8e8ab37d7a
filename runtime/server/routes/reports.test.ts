// @vitest-environment node
/**
 * Monthly reports on the real server and the demo tenant's two years of readings (the seed makes the
 * last twelve complete months' reports): each figure checked against another way of getting it — the
 * portal's year, month and day views, the agreements, the zone's hours and the stored roll-ups — the
 * query's filters, who may read whose report, making them once and again, and the comparison with
 * similar households, which needs five of them that read the whole month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '../../../schemas/agreement.js';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { MeasurementNode } from '../../../schemas/measurement.js';
import { difference, MonthlyReport, MonthlyReportSummary, type Difference } from '../../../schemas/report.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { TEST_TODAY } from '../test/constants.js';
import { INGRID, INGRID_ACCOUNT, INGRID_HOUSE, KARI, KARI_ACCOUNT, KARI_FLAT, OLA, SIGRID_ACCOUNT } from '../test/iot-demo.js';
import { INGRID_HEATING, INGRID_SOLAR, KARI_CONSUMPTION, KARI_GRID } from '../test/meter-demo.js';
import { stableId } from '../ids.js';
import { addDays, localHourAndWeekday, startOfLocalDay } from '../local-time.js';
import { generateDueReports, generateReports } from '../meter/monthly-report-schedule.js';
import { ingestReadings } from '../meter/ingest.js';
import { insertLocation, locationRow } from '../repositories/locations.js';
import { similarityCriteria } from '../repositories/monthly-reports.js';
import { location } from './location-fixtures.js';

let t: TestApp;
let kari: AuthEntry;
let ola: AuthEntry;
let ingrid: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ola = await t.asCustomer(OLA, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID, INGRID_ACCOUNT);
});
afterAll(async () => t?.close());

async function get<T>(who: AuthEntry, path: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v3${path}`, headers: bearer(who) });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json().data as T;
}
const reports = (who: AuthEntry, query: Record<string, string>, status = 200) => get<MonthlyReport[]>(who, `/reports/monthly?${new URLSearchParams(query).toString()}`, status);
const summaries = (who: AuthEntry, query: Record<string, string>, status = 200) => get<MonthlyReportSummary[]>(who, `/reports/monthly/summaries?${new URLSearchParams(query).toString()}`, status);
const nodes = (who: AuthEntry, path: string) => get<MeasurementNode[]>(who, `/insights/data/${path}`);

async function reportOf(who: AuthEntry, locationId: string, month: string): Promise<MonthlyReport> {
  const [found] = await reports(who, { locationId, from: month, to: month });
  expect(found?.date).toBe(month);
  return found!;
}

/** The month nodes of a service from the portal's year views, by month key. */
async function monthNodes(who: AuthEntry, serviceId: string, years: readonly string[]): Promise<Map<string, MeasurementNode>> {
  const out = new Map<string, MeasurementNode>();
  for (const year of years) for (const n of await nodes(who, `${serviceId}/year/${year}`)) out.set(n.dateKey, n);
  return out;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const kwh = (n: MeasurementNode | undefined) => n?.value.consumption?.total ?? n?.value.production?.total ?? 0;
const directionOf = (current: number, previous: number): Difference['direction'] => difference(current, previous).direction;
const OCTOBER = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

describe('the reports of a location', () => {
  it('lists the last twelve complete months, newest first, each a MonthlyReport, with summaries of the same figures', async () => {
    const list = await reports(kari, { locationId: KARI_FLAT });
    expect(list.map((r) => r.date)).toEqual([...OCTOBER].reverse());
    for (const r of list) {
      expect(MonthlyReport.safeParse(r).error).toBeUndefined();
      expect(r).toMatchObject({ locationId: KARI_FLAT, access: { accountId: KARI_ACCOUNT, organisation: 'BRIGHT' } });
    }
    const heads = await summaries(kari, { locationId: KARI_FLAT });
    expect(heads.map((s) => s._id)).toEqual(list.map((r) => r._id));
    for (const [i, s] of heads.entries()) {
      const r = list[i]!;
      expect(MonthlyReportSummary.safeParse(s).error).toBeUndefined();
      expect(s.cost).toEqual({ value: r.monthlyAnalysis.cost.total, currency: 'NOK' });
      expect(s.consumption).toEqual({ value: r.monthlyAnalysis.measurements.find((m) => m.serviceType === 'consumption_trade')!.value, unit: 'kWh' });
    }
  });

  it('filters by from and to (both included) and limit, and refuses to before from', async () => {
    expect((await reports(kari, { locationId: KARI_FLAT, from: '2026-01', to: '2026-03' })).map((r) => r.date)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect((await summaries(kari, { locationId: KARI_FLAT, limit: '2' })).map((r) => r.date)).toEqual(['2026-10', '2026-09']);
    expect((await summaries(kari, { locationId: KARI_FLAT, to: '2025-12' })).map((r) => r.date)).toEqual(['2025-12', '2025-11']);
    expect(await summaries(kari, { locationId: KARI_FLAT, from: '2026-11' })).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/reports/monthly?locationId=${KARI_FLAT}&from=2026-05&to=2026-04`, headers: bearer(kari) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('to must not be before from');
  });

  it('has none for a site that only produces or a flat not yet delivered to', async () => {
    const solarSite = stableId('BRIGHT:location:ingrid-solar');
    expect(await locationRow(t.db, solarSite)).toBeDefined();
    expect(await reports(ingrid, { locationId: solarSite })).toEqual([]);
    const lars = stableId('BRIGHT:location:lars-flat');
    expect((await t.db.query('SELECT 1 FROM monthly_reports WHERE location_id = $1', [lars])).rowCount).toBe(0);
  });
});

describe('figures that add up', () => {
  it("gives the last twelve months' consumption as the sum of the portal's months, and compares with the twelve before", async () => {
    const months = await monthNodes(kari, KARI_CONSUMPTION, ['2024', '2025', '2026']);
    const r = await reportOf(kari, KARI_FLAT, '2026-10');
    const current = sum(OCTOBER.map((m) => kwh(months.get(m))));
    expect(r.yearlyAnalysis.consumption.unit).toBe('kWh');
    expect(Math.abs(r.yearlyAnalysis.consumption.value - current)).toBeLessThanOrEqual(0.0005 * 12 + 1e-9);
    // Readings start 2024-11: the twelve months before are all there.
    const previous = sum(OCTOBER.map((m) => kwh(months.get(`${Number(m.slice(0, 4)) - 1}${m.slice(4)}`))));
    expect(previous).toBeGreaterThan(0);
    const d = r.yearlyAnalysis.differences.consumption;
    expect(d.direction).toBe(directionOf(current, previous));
    expect(Math.abs(d.abs - Math.abs(current - previous))).toBeLessThan(0.02);
    expect(d.percent!).toBeCloseTo((Math.abs(current - previous) / previous) * 100, 0);
  });

  it('gives December the calendar year, compared only with the months a year before that have readings', async () => {
    const months = await monthNodes(kari, KARI_CONSUMPTION, ['2024', '2025']);
    const r = await reportOf(kari, KARI_FLAT, '2025-12');
    const year = [...months.values()].filter((n) => n.dateKey.startsWith('2025'));
    expect(year).toHaveLength(12);
    expect(Math.abs(r.yearlyAnalysis.consumption.value - sum(year.map(kwh)))).toBeLessThanOrEqual(0.0005 * 12 + 1e-9);
    // Only November and December 2024 have readings: those two against November and December 2025.
    const current = kwh(months.get('2025-11')) + kwh(months.get('2025-12'));
    const previous = kwh(months.get('2024-11')) + kwh(months.get('2024-12'));
    expect(r.yearlyAnalysis.differences.consumption.direction).toBe(directionOf(current, previous));
    expect(Math.abs(r.yearlyAnalysis.differences.consumption.abs - Math.abs(current - previous))).toBeLessThan(0.005);
  });

  it('gives the yearly cost as the sum of the twelve months’ costs', async () => {
    const r = await reportOf(kari, KARI_FLAT, '2026-10');
    const heads = await summaries(kari, { locationId: KARI_FLAT });
    expect(heads.map((s) => s.date).sort()).toEqual(OCTOBER);
    expect(r.yearlyAnalysis.cost).toEqual({ value: Math.round(sum(heads.map((s) => s.cost!.value)) * 100) / 100, currency: 'NOK' });
  });

  it("splits the month's cost per service type: each the portal's cost of that service, broadband its fee, together the total", async () => {
    const r = await reportOf(kari, KARI_FLAT, '2026-10');
    const { cost } = r.monthlyAnalysis;
    const part = (type: string) => cost.parts.find((p) => p.serviceType === type)!.value;
    expect(cost.parts.map((p) => p.serviceType).sort()).toEqual(['broadband', 'consumption_grid', 'consumption_trade']);
    expect(Math.round(sum(cost.parts.map((p) => p.value)) * 100)).toBe(Math.round(cost.total * 100));
    expect(sum(cost.parts.map((p) => p.share!))).toBeCloseTo(1, 3);
    const trade = (await nodes(kari, `${KARI_CONSUMPTION}/year/2026`)).find((n) => n.dateKey === '2026-10')!;
    const grid = (await nodes(kari, `${KARI_GRID}/year/2026`)).find((n) => n.dateKey === '2026-10')!;
    expect(part('consumption_trade')).toBeCloseTo(trade.value.cost!.total, 2);
    expect(part('consumption_grid')).toBeCloseTo(grid.value.cost!.total, 2);
    const agreements = (await t.db.query<{ doc: Agreement }>("SELECT doc FROM agreements WHERE location_id = $1 AND service_type = 'broadband'", [KARI_FLAT])).rows.map((x) => x.doc);
    const fee = agreements.flatMap((a) => a.prices ?? []).find((p) => p.validFrom <= '2026-10-01' && (p.validTo === null || p.validTo >= '2026-10-31'))!;
    expect(part('broadband')).toBe(fee.value);
    // The same total split by kind (energy, fees, taxes), to the öre.
    const byKind = r.distributions.cost!;
    expect(byKind.total).toBe(cost.total);
    expect(Math.round(sum(byKind.parts.map((p) => p.value)) * 100)).toBe(Math.round(cost.total * 100));
    expect(byKind.parts.map((p) => p.type).sort()).toEqual(['energy', 'fees', 'taxes']);
  });

  it('shows production in kWh, never as a cost, and every metered service’s month', async () => {
    const r = await reportOf(ingrid, INGRID_HOUSE, '2026-10');
    expect(r.monthlyAnalysis.cost.parts.map((p) => p.serviceType)).not.toContain('production_trade');
    const solar = await monthNodes(ingrid, INGRID_SOLAR, ['2025', '2026']);
    expect(Math.abs(r.yearlyAnalysis.production!.value - sum(OCTOBER.map((m) => kwh(solar.get(m)))))).toBeLessThanOrEqual(0.006);
    expect(r.distributions.production!.total).toBeCloseTo(kwh(solar.get('2026-10')), 3);
    const heating = (await nodes(ingrid, `${INGRID_HEATING}/year/2026`)).find((n) => n.dateKey === '2026-10')!;
    const measured = r.monthlyAnalysis.measurements.find((m) => m.serviceType === 'heating')!;
    expect(measured.value).toBeCloseTo(kwh(heating), 3);
    // The household's energy: electricity once (not trade and grid both) and district heat.
    const energy = r.distributions.consumption!;
    expect(energy.parts.map((p) => p.type)).toEqual(['consumption_trade', 'heating']);
    expect(energy.total).toBeCloseTo(sum(energy.parts.map((p) => p.value)), 3);
  });

  it('cuts the month into weeks that cover it and add up, and averages each weekday from the portal’s days', async () => {
    const r = await reportOf(kari, KARI_FLAT, '2026-10');
    const days = await nodes(kari, `${KARI_CONSUMPTION}/month/2026-10`);
    expect(days).toHaveLength(31);
    const weeks = r.weeklyAnalysis!.weeks;
    expect(weeks[0]!.startDate).toBe('2026-10-01');
    expect(weeks.at(-1)!.endDate).toBe('2026-10-31');
    for (const [i, w] of weeks.entries()) if (i > 0) expect(w.startDate).toBe(addDays(weeks[i - 1]!.endDate, 1));
    const month = r.monthlyAnalysis.measurements.find((m) => m.serviceType === 'consumption_trade')!.value;
    expect(Math.abs(sum(weeks.map((w) => w.consumption)) - month)).toBeLessThanOrEqual(0.0005 * 31);
    const mondays = days.filter((d) => new Date(`${d.dateKey}T12:00:00Z`).getUTCDay() === 1);
    expect(mondays).toHaveLength(4);
    expect(r.dailyAnalysis!.weekdays.find((w) => w.weekday === 0)!.consumption).toBeCloseTo(sum(mondays.map(kwh)) / 4, 2);
  });

  it("finds the month's peak hour in the stored hours, and splits the month into parts of the day that add up", async () => {
    const r = await reportOf(kari, KARI_FLAT, '2026-10');
    const from = startOfLocalDay('2026-10-01', 'Europe/Oslo');
    const to = startOfLocalDay('2026-11-01', 'Europe/Oslo');
    const hours = (await t.db.query<{ start: Date; total: number }>(
      `SELECT u.start, u.total FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id
        WHERE s.service_id = $1 AND u.level = 'hour' AND u.start >= $2 AND u.start < $3 ORDER BY u.total DESC`, [KARI_CONSUMPTION, from, to],
    )).rows;
    expect(hours).toHaveLength(745); // 31 days and the autumn change's extra hour
    const peak = hours[0]!;
    const { maxHour } = r.hourlyAnalysis!;
    expect(maxHour.consumption).toBeCloseTo(peak.total, 3);
    expect(maxHour.hour).toBe(localHourAndWeekday(peak.start, 'Europe/Oslo').hour);
    expect(startOfLocalDay(maxHour.date!, 'Europe/Oslo').getTime()).toBeLessThanOrEqual(peak.start.getTime());
    for (const h of r.hourlyAnalysis!.hours) expect(h.consumption).toBeLessThanOrEqual(maxHour.consumption);

    const parts = r.hourlyAverages!;
    expect(sum(Object.values(parts).map((p) => p.percentage))).toBeCloseTo(100, 9);
    expect(Math.abs(sum(Object.values(parts).map((p) => p.consumption)) - sum(hours.map((h) => h.total)))).toBeLessThan(0.003);
    expect([parts.night.from, parts.night.to, parts.morning.from, parts.day.from, parts.evening.from, parts.evening.to]).toEqual([0, 6, 6, 12, 18, 24]);
    // The night's spot price is the zone's average over the month's night hours.
    const night = await t.db.query<{ price: number }>(
      `SELECT avg(price) AS price FROM zone_hours WHERE zone = 'NO1' AND at >= $1 AND at < $2 AND extract(hour FROM at AT TIME ZONE 'Europe/Oslo') < 6`, [from, to],
    );
    expect(parts.night.averageSpotPrice).toBeCloseTo(night.rows[0]!.price, 4);
  });

  it('points each difference the way the values moved since the same month a year before', async () => {
    const r = await reportOf(kari, KARI_FLAT, '2026-10');
    const zone = (await t.db.query<{ key: string; price: number; temperature: number }>(
      "SELECT key, price, temperature FROM zone_rollup WHERE zone = 'NO1' AND level = 'month' AND key IN ('2025-10', '2026-10')",
    )).rows;
    const z = Object.fromEntries(zone.map((x) => [x.key, x]));
    const factor = (type: string) => r.monthlyAnalysis.costAffectingFactors.find((f) => f.type === type)!;
    expect(factor('temperature').value).toBeCloseTo(z['2026-10']!.temperature, 1);
    expect(factor('temperature').difference.direction).toBe(directionOf(Math.round(z['2026-10']!.temperature * 10), Math.round(z['2025-10']!.temperature * 10)));
    expect(factor('spotprice').difference.direction).toBe(directionOf(z['2026-10']!.price, z['2025-10']!.price));
    expect(factor('spotprice').difference.abs).toBeCloseTo(Math.abs(z['2026-10']!.price - z['2025-10']!.price), 3);
    const months = await monthNodes(kari, KARI_CONSUMPTION, ['2025', '2026']);
    const [now, before] = [kwh(months.get('2026-10')), kwh(months.get('2025-10'))];
    expect(factor('consumption').difference).toMatchObject({ direction: directionOf(now, before) });
    expect(factor('consumption').difference.abs).toBeCloseTo(Math.abs(now - before), 2);
    const trade = r.monthlyAnalysis.measurements.find((m) => m.serviceType === 'consumption_trade')!;
    expect(trade.difference).toEqual(factor('consumption').difference);
    // The summary's difference is the location's cost against October 2025's: both meters and broadband's fee.
    const [last] = await summaries(kari, { locationId: KARI_FLAT, limit: '1' });
    const grid = await monthNodes(kari, KARI_GRID, ['2025']);
    const broadband = (await t.db.query<{ doc: Agreement }>("SELECT doc FROM agreements WHERE location_id = $1 AND service_type = 'broadband'", [KARI_FLAT])).rows
      .flatMap((x) => x.doc.prices ?? []).find((p) => p.validFrom <= '2025-10-01' && (p.validTo === null || p.validTo >= '2025-10-31'))!.value;
    const lastYear = months.get('2025-10')!.value.cost!.total + grid.get('2025-10')!.value.cost!.total + broadband;
    expect(last!.difference!.direction).toBe(directionOf(last!.cost!.value, lastYear));
    expect(last!.difference!.abs).toBeCloseTo(Math.abs(last!.cost!.value - lastYear), 1);
    for (const report of await reports(kari, { locationId: KARI_FLAT })) {
      for (const d of [report.yearlyAnalysis.differences.consumption, ...report.monthlyAnalysis.costAffectingFactors.map((f) => f.difference)]) {
        expect(d.abs === 0).toBe(d.direction === 'unchanged');
      }
    }
  });
});

describe('who reads a report', () => {
  it("lets the account's users and the organisation's staff read it, and nobody else", async () => {
    const own = await reportOf(ingrid, INGRID_HOUSE, '2026-09');
    expect(await get(ingrid, `/reports/monthly/${own._id}`)).toEqual(own);
    expect(await get(await t.asStaff('ORG_SUPPORT'), `/reports/monthly/${own._id}`)).toEqual(own);
    expect(await reports(await t.asStaff('ORG_ADMIN'), { locationId: INGRID_HOUSE, from: '2026-09', to: '2026-09' })).toEqual([own]);
    // Kari is a customer of the same organisation, but not on Ingrid's account: as if it did not exist.
    await get(kari, `/reports/monthly/${own._id}`, 404);
    await reports(kari, { locationId: INGRID_HOUSE }, 404);
    await summaries(kari, { locationId: INGRID_HOUSE }, 404);
    await get(await t.asStaff('ORG_SUPPORT', 'OTHER'), `/reports/monthly/${own._id}`, 404);
    await get(kari, `/reports/monthly/${'0'.repeat(24)}`, 404);
    // Ola is a guest on Kari's account: he reads hers.
    const karis = await reportOf(kari, KARI_FLAT, '2026-09');
    expect(await get(ola, `/reports/monthly/${karis._id}`)).toEqual(karis);
  });
});

describe('making reports', () => {
  it('makes each complete month once; made again it is the same report with the same id', async () => {
    expect(await generateDueReports(t.db, TEST_TODAY)).toBe(0);
    const before = await reportOf(kari, KARI_FLAT, '2026-10');
    await t.db.query("DELETE FROM monthly_reports WHERE location_id = $1 AND month = '2026-10'", [KARI_FLAT]);
    await reports(kari, { locationId: KARI_FLAT, from: '2026-10' }).then((r) => expect(r).toEqual([]));
    expect(await generateDueReports(t.db, TEST_TODAY)).toBe(1);
    expect(await reportOf(kari, KARI_FLAT, '2026-10')).toEqual(before);
    // November is not complete until its last day's readings are due, on 2 December.
    expect(await generateDueReports(t.db, new Date('2026-12-01T12:00:00Z'))).toBe(0);
  });
});

describe('comparison with similar households', () => {
  const HOURS = 745; // October 2026 in Oslo: 31 days and the autumn change's extra hour
  const OCT = startOfLocalDay('2026-10-01', 'Europe/Oslo');

  /** A household in NO1 with Kari's home profile whose hourly meter read `kWh` an hour for `hours` hours of October. */
  async function similarHome(n: number, kWh: number, hours = HOURS): Promise<void> {
    const kariRow = (await locationRow(t.db, KARI_FLAT))!;
    const code = `70705750009900000${n}`;
    const loc = location(stableId(`test:similar:${n}`), SIGRID_ACCOUNT, 'BRIGHT', code, { createdAt: new Date('2024-01-01T00:00:00Z') });
    await insertLocation(t.db, { location: { ...loc, services: [loc.services[0]!] }, organisation: 'BRIGHT', extra: { ...similarityCriteria(kariRow.extra), size: 40 + n } });
    const readings = Array.from({ length: hours }, (_, i) => ({ measurementId: loc.services[0]!.measurementId!, date: new Date(OCT.getTime() + i * 3_600_000), value: kWh }));
    await t.db.tx((q) => ingestReadings(q, 'BRIGHT', readings, TEST_TODAY));
  }
  const remake = async () => {
    await generateReports(t.db, (await locationRow(t.db, KARI_FLAT))!, ['2026-10'], TEST_TODAY);
    return reportOf(kari, KARI_FLAT, '2026-10');
  };

  it('is left out until five similar households read the whole month, then compares with their average', async () => {
    const kariRow = (await locationRow(t.db, KARI_FLAT))!;
    expect(Object.keys(similarityCriteria(kariRow.extra)).length).toBeGreaterThan(0);
    expect((await remake()).comparisonWithSimilarHouseholds).toBeUndefined();
    for (const [n, kWh] of [[1, 1], [2, 1.2], [3, 0.8], [4, 1.5]] as const) await similarHome(n, kWh);
    expect((await remake()).comparisonWithSimilarHouseholds).toBeUndefined();
    // A fifth that moved in on the 11th is not a household that uses less: still four to compare with.
    await similarHome(5, 2, HOURS - 10 * 24);
    expect((await remake()).comparisonWithSimilarHouseholds).toBeUndefined();
    await similarHome(6, 0.5);
    const r = await remake();
    const average = (HOURS * (1 + 1.2 + 0.8 + 1.5 + 0.5)) / 5;
    const own = r.monthlyAnalysis.measurements.find((m) => m.serviceType === 'consumption_trade')!.value;
    expect(r.comparisonWithSimilarHouseholds).toEqual({
      consumption: own, similarHouseholds: Math.round(average * 1000) / 1000, unit: 'kWh',
      difference: { abs: expect.closeTo(Math.abs(own - average), 2), percent: expect.closeTo((Math.abs(own - average) / average) * 100, 0), direction: directionOf(own, average) },
    });
  });
});
