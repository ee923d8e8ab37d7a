// @vitest-environment node
/**
 * A site's and a location's data items on the real server: every measured service under its site
 * type with the same figures the portal's nodes show, the location's total cost, the zone's shared
 * values, realtime quarter-hours, load from the highest reading, native measurements by meter id,
 * and another customer's site answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { DataItem, MeasurementNode } from '../../../schemas/measurement.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID_HOUSE, KARI, KARI_ACCOUNT, KARI_FLAT } from '../test/iot-demo.js';
import { KARI_CONSUMPTION, KARI_GRID, KARI_METER } from '../test/meter-demo.js';
import { startOfLocalDay } from '../local-time.js';

let t: TestApp;
let kari: AuthEntry;
const ORG = 'BRIGHT';
beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
});
afterAll(async () => t?.close());

async function get<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(kari) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return reviveTimestamps<{ data: T }>(res.json()).data;
}

describe('site and location data items', () => {
  it("gives a month's days with each service's figures as the portal shows them, and the site's cost as their sum", async () => {
    const items = await get<DataItem[]>(`/v4/${ORG}/account/sites/${KARI_FLAT}/data/month/2026-10`);
    const trade = await get<MeasurementNode[]>(`/v3/insights/data/${KARI_CONSUMPTION}/month/2026-10`);
    const grid = await get<MeasurementNode[]>(`/v3/insights/data/${KARI_GRID}/month/2026-10`);
    expect(items).toHaveLength(31);
    for (const [i, item] of items.entries()) {
      expect(item.dateKey).toBe(trade[i]!.dateKey);
      expect(item.value.consumption!.total).toBe(trade[i]!.value.consumption!.total);
      expect(item.value['consumption-net']!.total).toBe(grid[i]!.value.consumption!.total);
      expect(item.value.consumption!.cost).toBe(trade[i]!.value.cost!.total);
      expect(item.value.cost!.total).toBeCloseTo(trade[i]!.value.cost!.total + grid[i]!.value.cost!.total, 2);
      expect(item.value.consumption!.co2).toBe(trade[i]!.value.co2cost!.total);
      expect(item.sharedValues!['spot-price']!.avgHour).toBe(trade[i]!.value.price!.avgHour);
    }
  });

  it('answers the location data calls with the same items by query dateKey, a year as its months', async () => {
    const site = await get<DataItem[]>(`/v4/${ORG}/account/sites/${KARI_FLAT}/data/year/2025`);
    const location = await get<DataItem[]>(`/v4/${ORG}/locations/${KARI_FLAT}/data/year?dateKey=2025`);
    expect(location).toEqual(site);
    expect(location.map((i) => i.dateKey)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'].filter((k) => site.some((s) => s.dateKey === k)));
    expect(location.length).toBeGreaterThanOrEqual(10);
    // The month under way is partial; a month whose every quarter-hour is stored is not.
    const thisYear = await get<DataItem[]>(`/v4/${ORG}/locations/${KARI_FLAT}/data/year?dateKey=2026`);
    expect(thisYear.at(-1)!.dateKey).toBe('2026-11');
    expect(thisYear.at(-1)!.value.consumption!.partial).toBe(true);
    expect(thisYear.at(-2)!.value.consumption!.partial).toBeUndefined();
    const hour = await get<DataItem[]>(`/v4/${ORG}/locations/${KARI_FLAT}/data/hour?dateKey=2026-11-10T18`);
    // Quarter-hours: only the 15-minute meter has them.
    expect(hour.map((i) => i.dateKey)).toEqual(['2026-11-10T18:00', '2026-11-10T18:15', '2026-11-10T18:30', '2026-11-10T18:45']);
    expect(hour[0]!.value['consumption-net']).toBeUndefined();
  });

  it('gives the latest hour of quarter-hours as realtime data', async () => {
    const items = await get<DataItem[]>(`/v4/${ORG}/account/sites/${KARI_FLAT}/data/realtime`);
    expect(items).toHaveLength(4);
    const last = await t.db.query<{ at: Date }>("SELECT max(r.at) AS at FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.service_id = $1", [KARI_CONSUMPTION]);
    expect(items[3]!.date.getTime()).toBe(last.rows[0]!.at.getTime());
  });

  it("gives each day's load as the highest quarter-hour's power", async () => {
    const items = await get<DataItem[]>(`/v4/${ORG}/account/sites/${KARI_FLAT}/load?resolution=day&dateKey=2026-11-10`);
    expect(items).toHaveLength(1);
    const max = await t.db.query<{ v: number }>(
      `SELECT max(r.value) AS v FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.service_id = $1 AND r.at >= $2 AND r.at < $3`,
      [KARI_CONSUMPTION, startOfLocalDay('2026-11-10', 'Europe/Oslo'), startOfLocalDay('2026-11-11', 'Europe/Oslo')],
    );
    expect(items[0]!.value['peak-watt']!.total).toBeGreaterThanOrEqual(Math.round(max.rows[0]!.v * 4 * 1000));
    await get(`/v4/${ORG}/account/sites/${KARI_FLAT}/load?resolution=day`, 400);
  });

  it("gives a meter's native readings by its measurement id, both days included", async () => {
    const rows = await get<{ date: Date; kWh?: number }[]>(`/v4/${ORG}/account/sites/${KARI_METER}/data/2026-11-09/2026-11-10`);
    expect(rows).toHaveLength(192);
    expect(rows.every((r) => typeof r.kWh === 'number')).toBe(true);
    await get(`/v4/${ORG}/account/sites/${KARI_METER}/data/2026-11-10/2026-11-09`, 400);
  });

  it("answers 404 for another customer's site and meter", async () => {
    await get(`/v4/${ORG}/account/sites/${INGRID_HOUSE}/data/month/2026-10`, 404);
    await get(`/v4/${ORG}/locations/${INGRID_HOUSE}/data/day?dateKey=2026-10-10`, 404);
    await get(`/v4/${ORG}/account/sites/707057500023456789-consumption/data/2026-11-09/2026-11-10`, 404);
  });
});
