// @vitest-environment node
/**
 * Zone data on the real server, from the demo tenant's two years of generated prices: stored spot
 * prices per quarter-hour, hour and local day (23 and 25 hours on daylight-saving days), hours that
 * are the average of their quarters, averages, the price and CO2 aggregation, the /v3/data/{kind}/zone
 * calls with categories, the day's prices, the time zone required, and zone consumption shown only
 * where five meters add up to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness.js';
import { upsertReadings } from '../repositories/readings.js';
import { MIN_METERS_SHOWN } from '../repositories/zone-meters.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const get = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
  return res.json();
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('stored spot prices', () => {
  it('gives a local day as 96 quarter-hours, 24 hours, and the hour as the average of its quarters', async () => {
    const base = '/v3/data/storage/zone/NO1/spotprices?timeZone=Europe/Oslo&start_date=2026-11-10&end_date=2026-11-10';
    const quarters = (await get(`${base}&resolution=15m`)).data as { date: string; value: number }[];
    const hours = (await get(`${base}&resolution=hour`)).data as { date: string; value: number }[];
    expect(quarters).toHaveLength(96);
    expect(hours).toHaveLength(24);
    expect(hours[0]!.date).toBe('2026-11-09T23:00:00.000Z');
    for (const [i, h] of hours.entries()) expect(h.value).toBeCloseTo(mean(quarters.slice(i * 4, i * 4 + 4).map((q) => q.value)), 4);
    // Quarter-hours differ inside an hour.
    expect(new Set(quarters.slice(0, 4).map((q) => q.value)).size).toBeGreaterThan(1);
  });

  it('has 23 and 25 hours on the daylight-saving days, and a day price that is the average of its hours', async () => {
    for (const [day, n] of [['2026-03-29', 23], ['2026-10-25', 25]] as const) {
      const hours = (await get(`/v3/data/storage/zone/SE3/spotprices?timeZone=Europe/Stockholm&start_date=${day}&end_date=${day}`)).data as { value: number }[];
      expect(hours).toHaveLength(n);
      const days = (await get(`/v3/data/storage/zone/SE3/spotprices?timeZone=Europe/Stockholm&start_date=${day}&end_date=${day}&resolution=day`)).data as { value: number }[];
      expect(days).toHaveLength(1);
      expect(days[0]!.value).toBeCloseTo(mean(hours.map((h) => h.value)), 5);
    }
  });

  it('defaults to today and tomorrow, which are stored', async () => {
    const hours = (await get('/v3/data/storage/zone/FI/spotprices?timeZone=Europe/Helsinki')).data as { date: string }[];
    expect(hours).toHaveLength(48);
    expect(hours[0]!.date).toBe('2026-11-15T22:00:00.000Z');
  });

  it('requires a time zone, an end not before the start, and a span it can read', async () => {
    const missing = await get('/v3/data/storage/zone/NO1/spotprices', 400);
    expect(missing).toMatchObject({ key: 'validationError', message: 'timeZone is required' });
    expect((await get('/v3/data/storage/zone/NO1/spotprices?timeZone=Europe/Oslo&start_date=2026-11-10&end_date=2026-11-09', 400)).message).toBe('end_date must not be before start_date');
    expect((await get('/v3/data/storage/zone/NO1/spotprices?timeZone=Europe/Oslo&start_date=2026-01-01&end_date=2026-03-01&resolution=15m', 400)).message).toBe('At most 31 days at resolution 15m');
    await get('/v3/data/storage/zone/NO9/spotprices?timeZone=Europe/Oslo', 400);
  });
});

describe('averages and aggregation', () => {
  it('averages the hours of the period, in the zone currency; a period without prices is 404', async () => {
    const avg = (await get('/v3/data/spotprices/delivery-area/SE3/average?timeZone=Europe/Stockholm&start_date=2026-10-01&end_date=2026-10-31')).data;
    const hours = (await get('/v3/data/storage/zone/SE3/spotprices?timeZone=Europe/Stockholm&start_date=2026-10-01&end_date=2026-10-31')).data as { value: number }[];
    expect(hours).toHaveLength(31 * 24 + 1);
    expect(avg).toMatchObject({ area: 'SE3', unit: 'kr/kWh', startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(avg.value).toBeCloseTo(mean(hours.map((h) => h.value)), 4);
    expect((await get('/v3/data/spotprices/delivery-area/AT/average?timeZone=Europe/Vienna&start_date=2026-10-01&end_date=2026-10-01')).data.unit).toBe('EUR/kWh');
    expect((await get('/v3/data/spotprices/delivery-area/SE3/average?timeZone=Europe/Stockholm&start_date=2030-01-01&end_date=2030-01-02', 404)).key).toBe('notFound');
  });

  it('aggregates price and CO2 by month, day, hour and (for a month or less) quarter-hour', async () => {
    const data = (await get('/v3/data/storage/zone/NO4/spotprices?timeZone=Europe/Oslo&start_date=2026-11-01&end_date=2026-11-02&resolution=hour')).data as { value: number }[];
    const agg = (await get('/v3/data/storage/zone/NO4?timeZone=Europe/Oslo&start_date=2026-11-01&end_date=2026-11-02')).data;
    expect(agg.price).toMatchObject({ unit: 'kr/kWh', location: 'NO4' });
    expect(Object.keys(agg.price.hourly)).toHaveLength(48);
    expect(Object.keys(agg.price.daily)).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-01T23:00:00.000Z']);
    expect(agg.price.daily['2026-10-31T23:00:00.000Z']).toBeCloseTo(mean(data.slice(0, 24).map((h) => h.value)), 4);
    expect(Object.keys(agg.price.quarterHourly)).toHaveLength(192);
    expect(agg.co2.unit).toBe('gCO2/kWh');
    expect(Object.keys(agg.co2).sort()).toEqual(['daily', 'hourly', 'location', 'monthly', 'unit']);
    const long = (await get('/v3/data/storage/zone/NO4?timeZone=Europe/Oslo&start_date=2026-01-01&end_date=2026-06-30')).data;
    expect(long.price.quarterHourly).toBeUndefined();
    expect(Object.keys(long.price.monthly)).toHaveLength(6);
  });
});

describe('/v3/data/{kind}/zone', () => {
  it('gives the hours of a day (23 on the spring change) with categories by thirds, and filters by category', async () => {
    const hours = (await get('/v3/data/spotprice/zone/NO1/day/2026-03-29?timeZone=Europe/Oslo')).data as { dateKey: string; value: { 'spot-price': { avgHour: number; category: string } } }[];
    expect(hours).toHaveLength(23);
    expect(hours.map((h) => h.dateKey)).not.toContain('2026-03-29T02');
    const prices = hours.map((h) => h.value['spot-price'].avgHour);
    const [min, max] = [Math.min(...prices), Math.max(...prices)];
    for (const h of hours) {
      const p = h.value['spot-price'].avgHour;
      const expected = p < min + (max - min) / 3 ? 'good' : p < min + (2 * (max - min)) / 3 ? 'intermediate' : 'bad';
      expect(h.value['spot-price'].category).toBe(expected);
    }
    const good = (await get('/v3/data/spotprice/zone/NO1/day/2026-03-29?timeZone=Europe/Oslo&category=good')).data as typeof hours;
    expect(good.length).toBe(hours.filter((h) => h.value['spot-price'].category === 'good').length);
    expect(good.every((h) => h.value['spot-price'].category === 'good')).toBe(true);
  });

  it('gives the days of a month for CO2, temperature and the power mix', async () => {
    const co2 = (await get('/v3/data/co2/zone/AT/month/2026-02?timeZone=Europe/Vienna')).data as { dateKey: string; value: { co2: { avgHour: number } } }[];
    expect(co2.map((d) => d.dateKey)).toEqual(Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`));
    expect(co2.every((d) => d.value.co2.avgHour > 0)).toBe(true);
    const temperature = (await get('/v3/data/temperature/zone/NO4/month/2026-01?timeZone=Europe/Oslo')).data as { value: { temperature: { avgHour: number; category?: string } } }[];
    expect(temperature).toHaveLength(31);
    expect(temperature[0]!.value.temperature.category).toBeUndefined();
    const mix = (await get('/v3/data/powermix/zone/SE3/hour?timeZone=Europe/Stockholm&start_date=2026-11-10')).data as { value: Record<string, { total: number }> }[];
    expect(mix).toHaveLength(24);
    expect(mix[0]!.value['power-total']!.total).toBeGreaterThan(0);
  });

  it('shows zone consumption only where at least five meters add up to it', async () => {
    const url = '/v3/data/consumption/zone/NO1/day/2026-11-10?timeZone=Europe/Oslo';
    // The demo tenant's meters in NO1 that day (Kari's), then test meters up to one short of five.
    const existing = (await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT s.id)::int AS n FROM meter_series s JOIN locations l ON l.id = s.location_id
        WHERE l.price_zone = 'NO1' AND s.service_type = 'consumption_trade'`)).rows[0]!.n;
    expect(existing).toBeLessThan(MIN_METERS_SHOWN);
    expect((await get(url)).data).toEqual([]);
    const location = (await t.db.query<{ id: string }>("SELECT id FROM locations WHERE price_zone = 'NO1' LIMIT 1")).rows[0]!.id;
    const ids: string[] = [];
    for (let i = existing; i < MIN_METERS_SHOWN; i++) {
      const row = await t.db.query<{ id: string }>(
        `INSERT INTO meter_series (organisation, measurement_id, location_id, service_id, service_type, resolution, time_zone, price_zone)
         VALUES ('BRIGHT', $1, $2, $1, 'consumption_trade', 'hour', 'Europe/Oslo', 'NO1') RETURNING id`, [`zone-test-${i}`, location]);
      ids.push(String(row.rows[0]!.id));
    }
    const start = Date.parse('2026-11-09T23:00:00Z');
    const day = (id: string) => Array.from({ length: 24 }, (_, h) => ({ seriesId: id, at: new Date(start + h * 3_600_000), value: 1, certainty: null, source: 'measured' as const }));
    await t.db.tx((q) => upsertReadings(q, ids.slice(0, -1).flatMap(day), t.clock.now()));
    expect((await get(url)).data).toEqual([]);
    await t.db.tx((q) => upsertReadings(q, day(ids.at(-1)!), t.clock.now()));
    const hours = (await get(url)).data as { value: { consumption: { total: number } } }[];
    expect(hours).toHaveLength(24);
    expect(hours.every((h) => h.value.consumption.total >= ids.length)).toBe(true);
    const month = (await get('/v3/data/consumption/zone/NO1/month/2026-11?timeZone=Europe/Oslo')).data as { dateKey: string; value: { consumption: { total: number } } }[];
    expect(month.find((d) => d.dateKey === '2026-11-10')!.value.consumption.total).toBeGreaterThanOrEqual(24 * ids.length);
  });
});

describe('a day\'s prices', () => {
  it('gives the hours of the day with currency and unit; a day without prices is 404', async () => {
    const day = (await get('/v3/account/prices/2026-11-17/zone/NO1?timeZone=Europe/Oslo')).data;
    expect(day).toMatchObject({ zone: 'NO1', date: '2026-11-17', timeZone: 'Europe/Oslo', currency: 'NOK', unit: 'kr/kWh' });
    expect(day.prices).toHaveLength(24);
    expect((await get('/v3/account/prices/2026-11-17/zone/FI?timeZone=Europe/Helsinki')).data).toMatchObject({ currency: 'EUR', unit: 'EUR/kWh' });
    await get('/v3/account/prices/2030-01-01/zone/NO1?timeZone=Europe/Oslo', 404);
    expect((await get('/v3/account/prices/2026-11-17/zone/NO1', 400)).message).toBe('timeZone is required');
  });
});
