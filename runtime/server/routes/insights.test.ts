// @vitest-environment node
/**
 * The insights calls on the real server and the demo tenant's readings (today 2026-11-16, delay 1
 * day): totals that are the sum of the insights and equal the portal's year view month by month, the
 * data status under the measurement delay, the forecast's method checked by hand, six months that
 * are the month nodes, detailed series that add up with the period before as comparison, hidden and
 * forced costs, and another customer's location answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '../../../schemas/agreement.js';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { DetailedInsights, DetailedInsightsDefaults, ForecastOverview, Insight, InsightsResponse, SixMonthMeasurements } from '../../../schemas/insights.js';
import type { MeasurementNode } from '../../../schemas/measurement.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID, INGRID_ACCOUNT, INGRID_HOUSE, KARI, KARI_ACCOUNT, KARI_FLAT, SIGRID, SIGRID_ACCOUNT, SIGRID_HOUSE } from '../test/iot-demo.js';
import { INGRID_CONSUMPTION, INGRID_HEATING, INGRID_SOLAR, KARI_BROADBAND, KARI_CONSUMPTION, KARI_GRID } from '../test/meter-demo.js';
import { TEST_TODAY } from '../test/constants.js';

let t: TestApp;
let kari: AuthEntry;
let ingrid: AuthEntry;
let sigrid: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID, INGRID_ACCOUNT);
  sigrid = await t.asCustomer(SIGRID, SIGRID_ACCOUNT);
});
afterAll(async () => t?.close());

async function get<T>(who: AuthEntry, path: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v3/insights/${path}`, headers: bearer(who) });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
  return reviveTimestamps<{ data: T }>(res.json()).data;
}

const insights = (who: AuthEntry, location: string, month?: string, extra = '') => get<InsightsResponse>(who, `${location}?${month ? `dateKey=${month}` : ''}${extra}`);
const nodes = (who: AuthEntry, service: string, year: string) => get<MeasurementNode[]>(who, `data/${service}/year/${year}`);
const of = (r: { insights?: Insight[]; forecasts?: Insight[] }, serviceId: string) => (r.insights ?? r.forecasts)!.find((i) => i.serviceId === serviceId)!;
const cents = (n: number) => Math.round(n * 100);
const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

/** The agreement's monthly price `name` on `day`, in kr. */
async function monthlyPrice(location: string, serviceType: string, name: string, day: string): Promise<number> {
  const doc = (await t.db.query<{ doc: Agreement }>('SELECT doc FROM agreements WHERE location_id = $1 AND service_type = $2', [location, serviceType])).rows[0]!.doc;
  return doc.prices!.find((p) => p.name === name && p.validFrom <= day && (p.validTo === null || day <= p.validTo))!.value;
}

/** Sets a value of the organisation's published portal configuration (the latest featureFlags release). */
async function setPortal(key: string, value: unknown): Promise<void> {
  await t.db.query(
    `UPDATE settings_releases SET payload = jsonb_set(payload, ARRAY['portal', $1::text], $2::jsonb)
      WHERE id = (SELECT id FROM settings_releases WHERE organisation = 'BRIGHT' AND kind = 'featureFlags' ORDER BY version DESC LIMIT 1)`,
    [key, JSON.stringify(value)],
  );
}

describe('insights of a month', () => {
  it("adds Kari's services up to totalCost, each equal to the portal's year view of the same month", async () => {
    const [trade, grid] = await Promise.all([nodes(kari, KARI_CONSUMPTION, '2026'), nodes(kari, KARI_GRID, '2026')]);
    for (const month of ['2026-10', '2026-11', '2026-03']) {
      const r = await insights(kari, KARI_FLAT, month);
      expect(r.insights.map((i) => i.type)).toEqual(['consumption_trade', 'consumption_grid', 'broadband']);
      const node = (ns: MeasurementNode[]) => ns.find((n) => n.dateKey === month)!;
      expect(of(r, KARI_CONSUMPTION).cost!.totalIncludingPercentages).toBe(node(trade).value.cost!.total);
      expect(of(r, KARI_GRID).cost!.totalIncludingPercentages).toBe(node(grid).value.cost!.total);
      expect(of(r, KARI_CONSUMPTION).mainConsumption).toBe(node(trade).value.consumption!.total);
      expect(cents(r.totalCost)).toBe(sum(r.insights.map((i) => cents(i.cost!.totalIncludingPercentages))));
      expect(r.totalMainValue).toBe(r.totalCost);
      // CO2 is counted once, on the trade meter, as the portal's node has it (g → kg).
      expect(of(r, KARI_GRID).secondaryValue).toBeNull();
      expect(r.totalSecondaryValue).toBe(node(trade).value.co2cost!.total / 1000);
      for (const i of r.insights) {
        expect(cents(sum(i.data.map((d) => d.cost?.value ?? 0)))).toBe(cents(i.cost!.totalIncludingPercentages));
        expect(cents(sum(i.cost!.parts.map((p) => p.value)))).toBe(cents(i.cost!.total));
      }
    }
  });

  it("charges Kari's broadband its monthly fee: a whole month in October, the days so far in November", async () => {
    const fee = await monthlyPrice(KARI_FLAT, 'broadband', 'broadbandFee', '2026-10-15');
    const oct = of(await insights(kari, KARI_FLAT, '2026-10'), KARI_BROADBAND);
    expect(oct.cost!.totalIncludingPercentages).toBe(fee);
    expect(oct.data).toEqual([{ measurement: { key: 'broadband', unit: 'month', value: 1 }, cost: { key: 'fees', unit: 'NOK', value: fee } }]);
    expect(oct.mainConsumption).toBeNull();
    const nov = of(await insights(kari, KARI_FLAT), KARI_BROADBAND);
    // Readings are due up to 16 November: 15 of its 30 days.
    expect(nov.cost!.totalIncludingPercentages).toBe(Math.round(fee * 50) / 100);
  });

  it('gives the current month incomplete and a completed one complete, with the day data is available to', async () => {
    const nov = await insights(kari, KARI_FLAT);
    expect(nov.status).toBe('incomplete');
    expect(of(nov, KARI_CONSUMPTION).dataStatus).toBe('incomplete');
    expect(of(nov, KARI_BROADBAND).dataStatus).toBe('noDataExpected');
    expect(nov.insights[0]!.insightDate).toEqual(new Date('2026-10-31T23:00:00.000Z'));
    expect(nov.dataAvailableDate).toEqual(new Date('2026-11-14T23:00:00.000Z'));
    const oct = await insights(kari, KARI_FLAT, '2026-10');
    expect(oct.status).toBe('complete');
    expect(oct.insights.filter((i) => i.type !== 'broadband').map((i) => i.dataStatus)).toEqual(['complete', 'complete']);
    // Readings start two years before the seeding month, though the service started in May 2024.
    const before = await insights(kari, KARI_FLAT, '2024-08');
    expect(of(before, KARI_CONSUMPTION).dataStatus).toBe('noDataNotExpected');
    expect(before.status).toBe('noDataError');
    expect(before.customerStartDate).toEqual(new Date('2024-05-15T00:00:00.000Z'));
  });

  it("waits for Sigrid's monthly meters until the month is read, and finds last year's complete", async () => {
    const nov = await insights(sigrid, SIGRID_HOUSE);
    expect(nov.insights.map((i) => [i.type, i.dataStatus])).toEqual([
      ['consumption_trade', 'incomplete'], ['heating', 'delayedDaysNotReached'], ['water', 'delayedDaysNotReached'], ['broadband', 'noDataExpected'],
    ]);
    expect(nov.insights[1]).toMatchObject({ mainConsumption: null, mainValue: null, data: [], hasDetailedHistory: false });
    const oct = await insights(sigrid, SIGRID_HOUSE, '2026-10');
    expect(oct.insights.map((i) => i.dataStatus)).toEqual(['complete', 'complete', 'complete', 'noDataExpected']);
    expect(of(oct, nov.insights[2]!.serviceId).data[0]!.measurement.unit).toBe('m³');
    expect(nov.insights[0]!.hasFixedPrice).toBe(true);
  });

  it('follows the tenant measurement delay', async () => {
    try {
      // On 16 November a delay of 16 days makes 31 October due today, and one of 17 days tomorrow.
      await setPortal('measurementDelayDays', 16);
      expect((await insights(kari, KARI_FLAT, '2026-10')).status).toBe('complete');
      await setPortal('measurementDelayDays', 17);
      const oct = await insights(kari, KARI_FLAT, '2026-10');
      expect(oct.status).toBe('incomplete');
      expect(of(oct, KARI_CONSUMPTION).dataStatus).toBe('incomplete');
      // The broadband fee runs to the due day too: 30 of October's 31 days.
      const fee = await monthlyPrice(KARI_FLAT, 'broadband', 'broadbandFee', '2026-10-15');
      expect(of(oct, KARI_BROADBAND).cost!.total).toBeCloseTo((fee * 30) / 31, 1);
    } finally {
      await setPortal('measurementDelayDays', 1);
    }
  });

  it("gives Ingrid's solar production its compensation and takes it off the main value", async () => {
    const r = await insights(ingrid, INGRID_HOUSE, '2026-10');
    const solar = of(r, INGRID_SOLAR);
    const node = (await nodes(ingrid, INGRID_SOLAR, '2026')).find((n) => n.dateKey === '2026-10')!;
    expect(solar.compensation).toEqual({ value: node.value.cost!.total, unit: 'NOK' });
    expect(solar.mainValue).toBe(-node.value.cost!.total);
    expect(solar.mainConsumption).toBe(node.value.production!.total);
    expect(solar.cost).toBeUndefined();
    expect(solar.data[0]!.measurement.key).toBe('production-trade');
    const heating = (await nodes(ingrid, INGRID_HEATING, '2026')).find((n) => n.dateKey === '2026-10')!;
    expect(of(r, INGRID_HEATING).cost!.totalIncludingPercentages).toBe(heating.value.cost!.total);
    expect(of(r, INGRID_HEATING).hasFixedPrice).toBe(true);
    expect(of(r, INGRID_CONSUMPTION).hasFixedPrice).toBe(false);
    expect(cents(r.totalMainValue)).toBe(cents(r.totalCost) - cents(solar.compensation!.value));
  });

  it('leaves costs out when the tenant hides them, unless the call forces them', async () => {
    const shown = await insights(kari, KARI_FLAT, '2026-10');
    await setPortal('hideCost', true);
    try {
      const hidden = await insights(kari, KARI_FLAT, '2026-10');
      expect(hidden.insights.every((i) => i.cost === undefined && i.mainValue === null && i.data.every((d) => d.cost === undefined))).toBe(true);
      expect(hidden.totalCost).toBe(0);
      expect(of(hidden, KARI_CONSUMPTION).mainConsumption).toBe(of(shown, KARI_CONSUMPTION).mainConsumption);
      expect(await insights(kari, KARI_FLAT, '2026-10', '&forceCost=true')).toEqual(shown);
      const detailed = await get<DetailedInsights>(kari, `detailed-insights/${KARI_FLAT}?timeEntity=month&dateKey=2026-10`);
      expect(detailed.dataSeries.map((x) => x.key)).toEqual(['energy']);
    } finally {
      await setPortal('hideCost', false);
    }
  });
});

describe('forecast', () => {
  it("forecasts Kari's November as measured so far plus each day left at the mean of its weekday's nearest four", async () => {
    const [forecast, actual] = await Promise.all([get<ForecastOverview>(kari, `forecast/${KARI_FLAT}`), insights(kari, KARI_FLAT)]);
    const days = [
      ...(await get<MeasurementNode[]>(kari, `data/${KARI_CONSUMPTION}/month/2026-10`)),
      ...(await get<MeasurementNode[]>(kari, `data/${KARI_CONSUMPTION}/month/2026-11`)),
    ].map((n) => ({ key: n.dateKey, kwh: n.value.consumption!.total }));
    const weekday = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay();
    const at = (d: string) => Date.parse(`${d}T12:00:00Z`);
    let expected = of(actual, KARI_CONSUMPTION).mainConsumption!;
    for (let d = 16; d <= 30; d++) {
      const day = `2026-11-${d}`;
      const like = days.filter((x) => weekday(x.key) === weekday(day)).sort((a, b) => Math.abs(at(a.key) - at(day)) - Math.abs(at(b.key) - at(day))).slice(0, 4);
      expect(like).toHaveLength(4);
      expected += sum(like.map((x) => x.kwh)) / 4;
    }
    const trade = of(forecast, KARI_CONSUMPTION);
    expect(trade.mainConsumption!).toBeCloseTo(expected, 1);
    // Per-kWh parts at the month's prices so far, fees for the whole month.
    const soFar = of(actual, KARI_CONSUMPTION).cost!.parts.find((p) => p.name === 'spotPrice')!;
    expect(trade.cost!.parts.find((p) => p.name === 'spotPrice')!.price).toBeCloseTo(soFar.price!, 3);
    expect(trade.cost!.parts.find((p) => p.name === 'monthlyFee')!.value).toBe(await monthlyPrice(KARI_FLAT, 'consumption_trade', 'monthlyFee', '2026-11-15'));
    expect(trade.data.find((d) => d.measurement.key === 'fee')!.measurement.value).toBe(1);
    expect(cents(forecast.total)).toBe(sum(forecast.forecasts.map((i) => cents(i.cost!.totalIncludingPercentages))));
    expect(forecast.totals.cost).toBe(forecast.total);
    expect(forecast.total).toBeGreaterThan(actual.totalCost);
    expect(forecast.status).toBe('incomplete');
    // The same forecast through the insights call.
    const viaInsights = await insights(kari, KARI_FLAT, undefined, '&forForecast=true');
    expect(viaInsights.insights).toEqual(forecast.forecasts);
    expect(viaInsights.totalCost).toBe(forecast.total);
  });

  it('forecasts a completed month as it was measured', async () => {
    const [forecast, actual] = await Promise.all([get<ForecastOverview>(kari, `forecast/${KARI_FLAT}?dateKey=2026-10`), insights(kari, KARI_FLAT, '2026-10')]);
    expect(forecast.forecasts).toEqual(actual.insights);
    expect(forecast.total).toBe(actual.totalCost);
  });

  it("forecasts Sigrid's unread monthly heating from the same month a year before", async () => {
    const forecast = await get<ForecastOverview>(sigrid, `forecast/${SIGRID_HOUSE}`);
    const heating = forecast.forecasts.find((i) => i.type === 'heating')!;
    const lastYear = (await get<MeasurementNode[]>(sigrid, `data/${heating.serviceId}/year/2025`)).find((n) => n.dateKey === '2025-11')!;
    expect(heating.mainConsumption).toBe(lastYear.value.consumption!.total);
  });
});

describe('six months', () => {
  it("gives each of Kari's metered services the six months before this one, equal to the month nodes", async () => {
    const six = await get<SixMonthMeasurements[]>(kari, `six-months/${KARI_FLAT}`);
    expect(six.map((s) => [s.serviceType, s.serviceUid])).toEqual([['consumption_trade', '707057500012345678-consumption'], ['consumption_grid', '707057500012345678-grid']]);
    const months = await nodes(kari, KARI_CONSUMPTION, '2026');
    const trade = six[0]!.measurements;
    expect(trade).toHaveLength(6);
    expect(trade.map((m) => m.date)).toEqual(months.slice(4, 10).map((n) => n.date));
    expect(trade.map((m) => m.value)).toEqual(months.slice(4, 10).map((n) => n.value.consumption!.total));
    expect(new Set(trade.map((m) => m.unit))).toEqual(new Set(['kWh']));
  });
});

describe('detailed insights', () => {
  it('opens on the household service with readings, on the month data is available in', async () => {
    const d = await get<DetailedInsightsDefaults>(kari, `detailed-insights/defaults/${KARI_FLAT}`);
    expect(d.metaData).toMatchObject({
      selectedService: KARI_CONSUMPTION, highestAvailableResolution: '15-minute', selectedTimePeriod: 'month',
      defaultDate: new Date('2026-10-31T23:00:00.000Z'), dataAvailableDate: new Date('2026-11-14T23:00:00.000Z'), currentDate: TEST_TODAY,
      startDate: new Date('2024-10-31T23:00:00.000Z'),
    });
    expect(d.locationServices).toEqual([
      { id: KARI_CONSUMPTION, type: 'consumption_trade', readingPeriod: '15M' },
      { id: KARI_GRID, type: 'consumption_grid', readingPeriod: 'HOURLY' },
      { id: KARI_BROADBAND, type: 'broadband', readingPeriod: 'NONE' },
    ]);
    const sigridDefaults = await get<DetailedInsightsDefaults>(sigrid, `detailed-insights/defaults/${SIGRID_HOUSE}`);
    expect(sigridDefaults.locationServices.map((s) => s.readingPeriod)).toEqual(['HOURLY', 'MONTHLY', 'MONTHLY', 'NONE']);
    const heating = sigridDefaults.locationServices[1]!.id;
    expect((await get<DetailedInsightsDefaults>(sigrid, `detailed-insights/defaults/${heating}`)).metaData).toMatchObject({ selectedService: heating, selectedTimePeriod: 'year', highestAvailableResolution: 'month' });
  });

  it("gives a month's days adding up to the insight, with the month before as comparison", async () => {
    const d = await get<DetailedInsights>(kari, `detailed-insights/${KARI_FLAT}?timeEntity=month&dateKey=2026-10`);
    const oct = of(await insights(kari, KARI_FLAT, '2026-10'), KARI_CONSUMPTION);
    const [energy, cost] = d.dataSeries;
    expect(energy).toMatchObject({ key: 'energy', unit: 'kWh', resolution: 'day', status: 'complete' });
    expect(energy!.values).toHaveLength(31);
    expect(energy!.aggregatedValue).toBeCloseTo(sum(energy!.values.map((v) => v.value!)), 6);
    expect(energy!.aggregatedValue).toBe(oct.mainConsumption);
    // A 15-minute meter's day has its hours as children, adding up to it.
    const first = energy!.values[0]!;
    expect(first.children).toHaveLength(24);
    expect(sum(first.children!.map((c) => c.value!))).toBeCloseTo(first.value!, 2);
    expect(cost).toMatchObject({ key: 'calculated-cost', unit: 'NOK', status: 'complete' });
    expect(cents(sum(cost!.values.map((v) => v.value!)))).toBe(cents(cost!.aggregatedValue!));
    expect(cost!.aggregatedValue).toBe(oct.cost!.totalIncludingPercentages);

    const [previous] = d.comparisonSeries;
    expect(previous!.values.map((v) => v.key)).toEqual(Array.from({ length: 30 }, (_, i) => `2026-09-${String(i + 1).padStart(2, '0')}`));
    const sep = (await nodes(kari, KARI_CONSUMPTION, '2026')).find((n) => n.dateKey === '2026-09')!;
    expect(previous!.aggregatedValue).toBe(sep.value.consumption!.total);
    expect(d.comparisonSeries[1]!.aggregatedValue).toBe(sep.value.cost!.total);
    expect(d.metaData.selectedTimePeriod).toBe('month');
  });

  it('gives a year as its months, the months not yet read as null, with the year before', async () => {
    const d = await get<DetailedInsights>(kari, `detailed-insights/${KARI_FLAT}?timeEntity=year&dateKey=2026`);
    const [energy] = d.dataSeries;
    expect(energy!.resolution).toBe('month');
    expect(energy!.status).toBe('incomplete');
    expect(energy!.values.map((v) => v.key)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(energy!.values[11]!.value).toBeNull();
    expect(energy!.values[0]!.children).toHaveLength(31);
    expect(energy!.aggregatedValue).toBeCloseTo(sum(energy!.values.map((v) => v.value ?? 0)), 6);
    const months = await nodes(kari, KARI_CONSUMPTION, '2026');
    // Each month is its node to the Wh (rounded so the months add up to the year's own total).
    for (const [i, n] of months.entries()) expect(Math.abs(energy!.values[i]!.value! - n.value.consumption!.total)).toBeLessThanOrEqual(0.001 + 1e-9);
    expect(d.comparisonSeries[0]!.values[0]!.key).toBe('2025-01');
    expect(d.comparisonSeries[0]!.values.filter((v) => v.value !== null)).toHaveLength(12);
    expect(d.metaData.selectedTimePeriod).toBe('year');
  });

  it('selects a service named in the path, and refuses periods other than month and year', async () => {
    const d = await get<DetailedInsights>(kari, `detailed-insights/${KARI_GRID}?timeEntity=month&dateKey=2026-10-05`);
    expect(d.metaData.selectedService).toBe(KARI_GRID);
    expect(d.dataSeries[0]!.values[0]!.key).toBe('2026-10-01');
    expect(d.dataSeries[0]!.aggregatedValue).toBe(of(await insights(kari, KARI_FLAT, '2026-10'), KARI_GRID).mainConsumption);
    const broadband = await get<DetailedInsights>(kari, `detailed-insights/${KARI_BROADBAND}?timeEntity=year&dateKey=2026`);
    expect(broadband.dataSeries).toEqual([]);
    const day = await t.app.inject({ method: 'GET', url: `/api/v3/insights/detailed-insights/${KARI_FLAT}?timeEntity=day&dateKey=2026-10-05`, headers: bearer(kari) });
    expect(day.statusCode).toBe(400);
    expect(day.json().message).toBe('Detailed insights period must be month or year');
    const short = await t.app.inject({ method: 'GET', url: `/api/v3/insights/detailed-insights/${KARI_FLAT}?timeEntity=month&dateKey=2026`, headers: bearer(kari) });
    expect(short.statusCode).toBe(400);
  });
});

describe('who may read', () => {
  const paths = (id: string) => [id, `forecast/${id}`, `six-months/${id}`, `detailed-insights/defaults/${id}`, `detailed-insights/${id}?timeEntity=month&dateKey=2026-10`];

  it("answers 404 for another customer's location or service, and for an unknown id", async () => {
    for (const path of [...paths(KARI_FLAT), ...paths('0123456789abcdef01234567'), `detailed-insights/defaults/${KARI_CONSUMPTION}`]) {
      await get(ingrid, path, 404);
    }
  });

  it("lets the organisation's support staff read a customer's insights", async () => {
    const staff = await t.asStaff('ORG_SUPPORT');
    const [asStaff, asKari] = await Promise.all([insights(staff, KARI_FLAT, '2026-10'), insights(kari, KARI_FLAT, '2026-10')]);
    expect(asStaff).toEqual(asKari);
  });
});
