// @vitest-environment node
/**
 * The portal's analysis data on the real server and the demo tenant's two years of readings: nodes
 * that add up (a year's months are the sum of their days), a day's cost computed by hand from the
 * readings, the zone's quarter-hour prices and the agreement, DST days, options, the agreement in
 * force each day, a price dated in the future that leaves the past alone, and another customer's
 * service answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { Agreement } from '../../../schemas/agreement.js';
import type { MeasurementNode } from '../../../schemas/measurement.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID, INGRID_ACCOUNT, KARI, KARI_ACCOUNT, KARI_FLAT } from '../test/iot-demo.js';
import { INGRID_CABIN_CONSUMPTION, INGRID_CONSUMPTION, INGRID_HEATING, KARI_CONSUMPTION, KARI_GRID } from '../test/meter-demo.js';
import { startOfLocalDay } from '../local-time.js';
import { recomputeRollups } from '../repositories/readings.js';

let t: TestApp;
let kari: AuthEntry;
let ingrid: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID, INGRID_ACCOUNT);
});
afterAll(async () => t?.close());

async function nodes(who: AuthEntry, path: string, status = 200): Promise<MeasurementNode[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${path}`, headers: bearer(who) });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
  return status === 200 ? reviveTimestamps<{ data: MeasurementNode[] }>(res.json()).data : [];
}

const sum = (ns: readonly MeasurementNode[], pick: (n: MeasurementNode) => number | undefined) => ns.reduce((s, n) => s + (pick(n) ?? 0), 0);
const kwh = (n: MeasurementNode) => n.value.consumption?.total;
const cost = (n: MeasurementNode) => n.value.cost?.total;

describe('nodes that add up', () => {
  it('gives a year as its months, each the sum of its days in kWh, cost and CO2', async () => {
    const months = await nodes(kari, `${KARI_CONSUMPTION}/year/2026`);
    expect(months.map((m) => m.dateKey)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    for (const month of [months[2]!, months[9]!]) {
      const days = await nodes(kari, `${KARI_CONSUMPTION}/month/${month.dateKey}`);
      expect(days.length).toBe(month.dateKey === '2026-03' ? 31 : 31);
      expect(kwh(month)!).toBeCloseTo(sum(days, kwh), 1);
      // Each day is rounded to the öre: the month may differ from their sum by half an öre a day.
      expect(Math.abs(cost(month)! - sum(days, cost))).toBeLessThanOrEqual(0.005 * days.length + 0.005);
      expect(Math.abs(month.value.co2cost!.total - sum(days, (d) => d.value.co2cost?.total))).toBeLessThanOrEqual(0.5 * days.length + 0.5);
    }
    // Winter costs more than summer in a heated flat.
    expect(kwh(months[0]!)!).toBeGreaterThan(kwh(months[6]!)!);
  });

  it('gives 23 and 25 hours on the daylight-saving days and 92 and 100 quarter-hours summing to the day', async () => {
    const spring = await nodes(kari, `${KARI_CONSUMPTION}/day/2026-03-29`);
    const autumn = await nodes(kari, `${KARI_CONSUMPTION}/day/2025-10-26`);
    expect(spring).toHaveLength(23);
    expect(autumn).toHaveLength(25);
    const month = await nodes(kari, `${KARI_CONSUMPTION}/month/2026-03`);
    const day = month.find((d) => d.dateKey === '2026-03-29')!;
    expect(sum(spring, kwh)).toBeCloseTo(kwh(day)!, 2);
    const quarters = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.service_id = $1 AND r.at >= $2 AND r.at < $3`,
      [KARI_CONSUMPTION, startOfLocalDay('2025-10-26', 'Europe/Oslo'), startOfLocalDay('2025-10-27', 'Europe/Oslo')],
    );
    expect(quarters.rows[0]!.n).toBe(100);
    // The repeated hour 02 has eight quarters.
    expect(await nodes(kari, `${KARI_CONSUMPTION}/hour/2025-10-26T02`)).toHaveLength(8);
  });

  it('gives an hour as four quarter-hours for a 15-minute meter, and none for an hourly one', async () => {
    const quarters = await nodes(kari, `${KARI_CONSUMPTION}/hour/2026-11-10T18`);
    expect(quarters.map((q) => q.dateKey)).toEqual(['2026-11-10T18:00', '2026-11-10T18:15', '2026-11-10T18:30', '2026-11-10T18:45']);
    const hours = await nodes(kari, `${KARI_CONSUMPTION}/day/2026-11-10`);
    expect(sum(quarters, kwh)).toBeCloseTo(kwh(hours[18]!)!, 3);
    expect(await nodes(kari, `${KARI_GRID}/hour/2026-11-10T18`)).toEqual([]);
  });

  it('gives at most five years, the current one partial', async () => {
    const years = await nodes(ingrid, `${INGRID_CONSUMPTION}/years`);
    expect(years.length).toBeGreaterThan(0);
    expect(years.length).toBeLessThanOrEqual(5);
    expect(years[years.length - 1]!.dateKey).toBe('2026');
  });
});

/** The agreement's price named `name` on `day`, in kr (øre ÷ 100 where the unit says so). */
function priceOn(a: Agreement, name: string, day: string): number {
  const p = (a.prices ?? []).find((x) => x.name === name && x.validFrom <= day && (x.validTo === null || day <= x.validTo));
  if (!p) return 0;
  return p.unit.startsWith('øre') ? p.value / 100 : p.value;
}

describe('costs', () => {
  it("computes Kari's day (15minSpot) by hand: each quarter at its own price, the per-kWh prices, a 30th of the monthly fee", async () => {
    const day = '2026-11-10';
    const from = startOfLocalDay(day, 'Europe/Oslo');
    const to = startOfLocalDay('2026-11-11', 'Europe/Oslo');
    const rows = await t.db.query<{ value: number; price: number }>(
      `SELECT r.value, p.value AS price FROM readings r JOIN meter_series s ON s.id = r.series_id
         JOIN zone_prices p ON p.zone = 'NO1' AND p.at = r.at WHERE s.service_id = $1 AND r.at >= $2 AND r.at < $3`,
      [KARI_CONSUMPTION, from, to],
    );
    expect(rows.rows).toHaveLength(96);
    const agreement = (await t.db.query<{ doc: Agreement }>("SELECT doc FROM agreements WHERE location_id = $1 AND service_type = 'consumption_trade'", [KARI_FLAT])).rows[0]!.doc;
    expect(agreement.type).toBe('15minSpot');
    const energy = rows.rows.reduce((s, r) => s + r.value, 0);
    const spot = rows.rows.reduce((s, r) => s + r.value * r.price, 0);
    const expected = spot + energy * (priceOn(agreement, 'surcharge', day) + priceOn(agreement, 'energyTax', day)) + priceOn(agreement, 'monthlyFee', day) / 30;
    const node = (await nodes(kari, `${KARI_CONSUMPTION}/month/2026-11`)).find((n) => n.dateKey === day)!;
    expect(kwh(node)).toBeCloseTo(energy, 3);
    expect(cost(node)).toBeCloseTo(expected, 2);
    expect(priceOn(agreement, 'monthlyFee', day)).toBeGreaterThan(0);
  });

  it("prices Ingrid's hours at the hour's spot price (hourlySpot), and her cabin's at the month's average (monthlySpot)", async () => {
    const hours = await nodes(ingrid, `${INGRID_CONSUMPTION}/day/2026-11-10`);
    const zone = await t.db.query<{ price: number }>("SELECT price FROM zone_hours WHERE zone = 'NO5' AND at = $1", [hours[18]!.date]);
    expect(hours[18]!.value.price!.avgHour).toBeCloseTo(zone.rows[0]!.price, 4);
    // Two hours with the same kWh would cost the same under monthlySpot; under hourlySpot their spot parts differ.
    const cabin = await nodes(ingrid, `${INGRID_CABIN_CONSUMPTION}/day/2026-11-10`);
    const perKwh = cabin.filter((h) => kwh(h)! > 0.05).map((h) => (cost(h)! - 0) / kwh(h)!);
    const spread = Math.max(...perKwh) - Math.min(...perKwh);
    const ingridPerKwh = hours.filter((h) => kwh(h)! > 0.05).map((h) => cost(h)! / kwh(h)!);
    expect(Math.max(...ingridPerKwh) - Math.min(...ingridPerKwh)).toBeGreaterThan(spread);
  });

  it('never re-prices the past when a price is added for a future date', async () => {
    const before = await nodes(kari, `${KARI_CONSUMPTION}/year/2026`);
    const row = (await t.db.query<{ id: string; doc: Agreement }>("SELECT id, doc FROM agreements WHERE location_id = $1 AND service_type = 'consumption_trade'", [KARI_FLAT])).rows[0]!;
    const doc = structuredClone(row.doc);
    // The surcharge goes up from 1 December: the open-ended price ends the day before.
    const prices = (doc.prices ?? []).map((p) => (p.name === 'surcharge' && p.validTo === null ? { ...p, validTo: '2026-11-30' } : p));
    prices.push({ name: 'surcharge', value: 9.9, unit: 'øre/kWh', validFrom: '2026-12-01', validTo: null });
    await t.db.query('UPDATE agreements SET doc = $3 WHERE location_id = $1 AND id = $2', [KARI_FLAT, row.id, JSON.stringify({ ...doc, prices })]);
    try {
      const after = await nodes(kari, `${KARI_CONSUMPTION}/year/2026`);
      expect(after.map(cost)).toEqual(before.map(cost));
      // A price changed from the 15th of a past month splits that month in two pieces, each at its own price.
      const mid = (doc.prices ?? []).map((p) => (p.name === 'surcharge' && p.validTo === null ? { ...p, validTo: '2026-10-14' } : p));
      mid.push({ name: 'surcharge', value: 104.9, unit: 'øre/kWh', validFrom: '2026-10-15', validTo: null });
      await t.db.query('UPDATE agreements SET doc = $3 WHERE location_id = $1 AND id = $2', [KARI_FLAT, row.id, JSON.stringify({ ...doc, prices: mid })]);
      const october = (await nodes(kari, `${KARI_CONSUMPTION}/year/2026`))[9]!;
      const days = await nodes(kari, `${KARI_CONSUMPTION}/month/2026-10`);
      const late = sum(days.filter((d) => d.dateKey >= '2026-10-15'), kwh);
      expect(cost(october)! - cost(before[9]!)!).toBeCloseTo(late * 1.0, 1);
      expect(Math.abs(cost(october)! - sum(days, cost))).toBeLessThanOrEqual(0.005 * days.length + 0.005);
    } finally {
      await t.db.query('UPDATE agreements SET doc = $3 WHERE location_id = $1 AND id = $2', [KARI_FLAT, row.id, JSON.stringify(row.doc)]);
    }
  });
});

describe('options and related values', () => {
  it('adds the zone temperature, price, CO2 and degree days unless addRelated=false, and cost unless calculateCost=false', async () => {
    const [month] = await nodes(kari, `${KARI_CONSUMPTION}/year/2026`);
    expect(month!.value.temperature!.avgHour).toBeLessThan(5);
    expect(month!.value.compareDegreeDays!.total).toBeGreaterThan(300);
    expect(month!.value.price!.avgHour).toBeGreaterThan(0);
    const bare = await nodes(kari, `${KARI_CONSUMPTION}/year/2026?addRelated=false&calculateCost=false`);
    expect(bare[0]!.value).toEqual({ consumption: { total: kwh(month!) } });
  });

  it('fills the rest of the month with forecasts when allowForecasts=true, at certainty 0', async () => {
    const plain = await nodes(kari, `${KARI_CONSUMPTION}/month/2026-11`);
    const forecast = await nodes(kari, `${KARI_CONSUMPTION}/month/2026-11?allowForecasts=true`);
    expect(plain[plain.length - 1]!.dateKey <= '2026-11-16').toBe(true);
    expect(forecast).toHaveLength(30);
    expect(forecast[29]!.value.consumption!.certainty).toBe(0);
    expect(kwh(forecast[29]!)!).toBeGreaterThan(0);
  });

  it('answers a daily meter by month and year, and nothing by day', async () => {
    const days = await nodes(ingrid, `${INGRID_HEATING}/month/2026-10`);
    expect(days).toHaveLength(31);
    expect(await nodes(ingrid, `${INGRID_HEATING}/day/2026-10-10`)).toEqual([]);
  });
});

describe('the last day with fewer than five hourly points', () => {
  it('is dropped from the day and month views, and kept once it has five', async () => {
    const series = (await t.db.query<{ id: string }>('SELECT id FROM meter_series WHERE service_id = $1', [KARI_GRID])).rows[0]!.id;
    const last = (await t.db.query<{ at: Date }>('SELECT max(at) AS at FROM readings WHERE series_id = $1', [series])).rows[0]!.at;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(last);
    const dayStart = startOfLocalDay(day, 'Europe/Oslo');
    const keep = async (hours: number) => {
      await t.db.tx(async (q) => {
        await q.query('DELETE FROM readings WHERE series_id = $1 AND at >= $2', [series, new Date(dayStart.getTime() + hours * 3_600_000)]);
        await recomputeRollups(q, [series], [dayStart]);
      });
    };
    await keep(5);
    expect(await nodes(kari, `${KARI_GRID}/day/${day}`)).toHaveLength(5);
    expect((await nodes(kari, `${KARI_GRID}/month/${day.slice(0, 7)}`)).at(-1)!.dateKey).toBe(day);
    await keep(4);
    expect(await nodes(kari, `${KARI_GRID}/day/${day}`)).toEqual([]);
    expect((await nodes(kari, `${KARI_GRID}/month/${day.slice(0, 7)}`)).at(-1)!.dateKey < day).toBe(true);
  });
});

describe('location services data', () => {
  it("gives each service's month: its kWh by part of day, cost by part, CO2, all adding up to the month node", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/insights/services/${KARI_FLAT}?month=2026-10`, headers: bearer(kari) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const services = res.json().data as { serviceId: string; serviceType: string; history: Record<string, { total: number; unit: string; parts: { type: string; share: number; value: number }[] }>; overview: { current: Record<string, { total: number; now: number }> } }[];
    const trade = services.find((x) => x.serviceId === KARI_CONSUMPTION)!;
    expect(trade.serviceType).toBe('consumption');
    const october = (await nodes(kari, `${KARI_CONSUMPTION}/year/2026`))[9]!;
    expect(trade.history.consumption!.total).toBeCloseTo(kwh(october)!, 2);
    expect(trade.history.consumption!.parts.map((p) => p.type)).toEqual(['night', 'morning', 'day', 'evening']);
    expect(trade.history.consumption!.parts.reduce((s, p) => s + p.value, 0)).toBeCloseTo(trade.history.consumption!.total, 2);
    expect(trade.history.consumption!.parts.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 3);
    expect(trade.history.cost!.total).toBeCloseTo(cost(october)!, 2);
    expect(trade.history.cost!.parts.reduce((s, p) => s + p.value, 0)).toBeCloseTo(cost(october)!, 1);
    expect(trade.history.cost!.parts.map((p) => p.type)).toContain('spotPrice');
    expect(trade.history.environment!.total).toBeCloseTo(october.value.co2cost!.total, -1);
    expect(trade.overview.current.consumption!.total).toBeCloseTo(kwh(october)!, 2);
    // Broadband has no meter: its month costs its fee.
    const broadband = services.find((x) => x.serviceType === 'broadband')!;
    expect(broadband.history.cost!.total).toBeGreaterThan(400);
    const other = await t.app.inject({ method: 'GET', url: `/api/v3/insights/services/${KARI_FLAT}?month=2026-10`, headers: bearer(ingrid) });
    expect(other.statusCode).toBe(404);
  });
});

describe('access', () => {
  it("answers 404 for another customer's service, as if absent", async () => {
    await nodes(kari, `${INGRID_CONSUMPTION}/year/2026`, 404);
    await nodes(ingrid, `${KARI_CONSUMPTION}/month/2026-11`, 404);
    await nodes(kari, `${'0'.repeat(24)}/years`, 404);
  });
});
