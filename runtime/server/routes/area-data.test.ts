// @vitest-environment node
/**
 * Zip-code, area and query-selected data on the real server: a zip code's prices are its zone's, its
 * consumption hidden below five meters, an area matched by city, the query variants reading a site
 * the caller reaches (its own meters) or a zone, and a query naming nothing answering 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { DataItem, MeasurementNode } from '../../../schemas/measurement.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID_HOUSE, KARI, KARI_ACCOUNT, KARI_FLAT } from '../test/iot-demo.js';
import { KARI_CONSUMPTION } from '../test/meter-demo.js';

let t: TestApp;
let kari: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
});
afterAll(async () => t?.close());

async function get<T>(url: string, status = 200, who?: AuthEntry): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? bearer(who) : {} });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return reviveTimestamps<{ data: T }>(res.json()).data;
}

describe('zip-code and area data', () => {
  it("gives a zip code the prices of its locations' zone, hour by hour", async () => {
    const zip = await get<DataItem[]>('/v3/data/spotprice/zipcode/0555/day/2026-11-10?timeZone=Europe/Oslo');
    const zone = await get<DataItem[]>('/v3/data/spotprice/zone/NO1/day/2026-11-10?timeZone=Europe/Oslo');
    expect(zip).toHaveLength(24);
    expect(zip.map((i) => i.value['spot-price']!.avgHour)).toEqual(zone.map((i) => i.value['spot-price']!.avgHour));
    expect(zip[0]!.location).toBe('0555');
    // A Swedish zip code, written without its space, is Stockholm's SE3.
    const se = await get<DataItem[]>('/v3/data/spotprice/zipcode/11646/month/2026-10?timeZone=Europe/Stockholm');
    const se3 = await get<DataItem[]>('/v3/data/spotprice/zone/SE3/month/2026-10?timeZone=Europe/Stockholm');
    expect(se.map((i) => i.value['spot-price']!.avgHour)).toEqual(se3.map((i) => i.value['spot-price']!.avgHour));
  });

  it('answers no items where no location is known, and hides consumption below five meters', async () => {
    expect(await get<DataItem[]>('/v3/data/spotprice/zipcode/9999/day/2026-11-10?timeZone=Europe/Oslo')).toEqual([]);
    expect(await get<DataItem[]>('/v3/data/consumption/zipcode/0555/day/2026-11-10?timeZone=Europe/Oslo')).toEqual([]);
  });

  it('matches an area by city, ignoring case', async () => {
    const items = await get<DataItem[]>('/v3/data/temperature/area/bergen/day/2026-11-10?timeZone=Europe/Oslo');
    const zone = await get<DataItem[]>('/v3/data/temperature/zone/NO5/day/2026-11-10?timeZone=Europe/Oslo');
    expect(items.map((i) => i.value.temperature!.avgHour)).toEqual(zone.map((i) => i.value.temperature!.avgHour));
  });
});

describe('data selected by the query', () => {
  it("reads a site's own meters for consumption: the trade meter matches the portal's day", async () => {
    const items = await get<DataItem[]>(`/v3/data/consumption/day/2026-11-10?timeZone=Europe/Oslo&siteId=${KARI_FLAT}`, 200, kari);
    const nodes = await get<MeasurementNode[]>(`/v3/insights/data/${KARI_CONSUMPTION}/day/2026-11-10`, 200, kari);
    expect(items).toHaveLength(24);
    expect(items.map((i) => i.value.consumption!.total)).toEqual(nodes.map((n) => n.value.consumption!.total));
    expect(items[0]!.value['consumption-net']).toBeDefined();
    expect(items[0]!.value.cost).toBeUndefined();
  });

  it("gives a year of a site's zone by month, and 404 for another customer's site", async () => {
    const months = await get<DataItem[]>('/v3/data/spotprice/year/2025?timeZone=Europe/Oslo&siteId=707057500012345678', 200, kari);
    expect(months).toHaveLength(12);
    await get(`/v3/data/consumption/month/2026-10?timeZone=Europe/Oslo&siteId=${INGRID_HOUSE}`, 404, kari);
  });

  it('requires one of zone, area or siteId, and the time zone', async () => {
    await get('/v3/data/spotprice/month/2026-10?timeZone=Europe/Oslo', 400, kari);
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/data/spotprice/month/2026-10?zone=NO1', headers: bearer(kari) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('timeZone is required');
  });
});
