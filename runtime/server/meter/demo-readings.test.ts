// @vitest-environment node
/**
 * The demo tenant's readings (issue 4 §3): every measured service of an active location has readings
 * without gaps from its start (at most two years back) to the end of yesterday, its trade and grid
 * meters agree, its roll-ups add up, a heated home uses more in winter, and the day-by-day extension
 * adds exactly the next day (96 quarter-hours or 24 hours) once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness.js';
import { TEST_TODAY } from '../test/constants.js';
import { extendDemoReadings, profileOf } from './demo-readings.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

interface SeriesStats { measurement_id: string; resolution: string; n: number; first: Date; last: Date }

async function stats(): Promise<Map<string, SeriesStats>> {
  const rows = await t.db.query<SeriesStats>(
    `SELECT s.measurement_id, s.resolution, count(*)::int AS n, min(r.at) AS first, max(r.at) AS last
       FROM meter_series s JOIN readings r ON r.series_id = s.id GROUP BY 1, 2`);
  return new Map(rows.rows.map((r) => [r.measurement_id, r]));
}

const KARI = '707057500012345678';
/** The test tenant is seeded on 2026-11-16 (Oslo): yesterday ends at 2026-11-15T23:00Z. */
const END = Date.parse('2026-11-15T23:00:00Z');

describe('the demo readings', () => {
  it('cover every measured service of the active locations, without gaps, to the end of yesterday', async () => {
    const s = await stats();
    // Kari, Ingrid's house, cabin and solar site, Sigrid, Erik and the bakery; not Lars (delivery not started).
    expect([...s.keys()].filter((id) => id.startsWith('707057500056789012'))).toEqual([]);
    expect(s.size).toBeGreaterThanOrEqual(12);
    const step: Record<string, number> = { '15min': 900_000, hour: 3_600_000 };
    for (const r of s.values()) {
      if (r.resolution in step) {
        // Consecutive: as many readings as steps from the first to the last, and the last ends yesterday.
        expect(r.n, r.measurement_id).toBe((r.last.getTime() - r.first.getTime()) / step[r.resolution]! + 1);
        expect(r.last.getTime() + step[r.resolution]!, r.measurement_id).toBe(END);
      }
    }
    const water = s.get('707057500078901234-water')!;
    expect(water.resolution).toBe('day');
    expect(water.last.toISOString()).toBe('2026-11-14T23:00:00.000Z');
    // Every local day from the first: no day lost between batches.
    const days = Math.round((water.last.getTime() - water.first.getTime()) / 86_400_000) + 1;
    expect(water.n).toBe(days);
    expect(water.first.toISOString()).toBe('2024-10-31T23:00:00.000Z');  // local midnight of the first day, two years back
  });

  it('reads the same consumption on a location\'s trade and grid meters, and its roll-ups add up', async () => {
    const day = async (id: string) => (await t.db.query<{ total: number }>(
      "SELECT u.total FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id WHERE s.measurement_id = $1 AND u.level = 'day' AND u.key = '2026-11-10'", [id])).rows[0]!.total;
    expect(await day(`${KARI}-consumption`)).toBeCloseTo(await day(`${KARI}-grid`), 6);
    const year = await t.db.query<{ total: number; raw: number }>(
      `SELECT u.total, (SELECT sum(r.value) FROM readings r WHERE r.series_id = s.id AND r.at >= u.start AND r.at < '2026-01-01T00:00:00+01') AS raw
         FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id WHERE s.measurement_id = $1 AND u.level = 'year' AND u.key = '2025'`, [`${KARI}-consumption`]);
    expect(year.rows[0]!.total).toBeCloseTo(year.rows[0]!.raw, 6);
  });

  it('uses more in January than in July in an electrically heated flat', async () => {
    const month = async (key: string) => (await t.db.query<{ total: number }>(
      "SELECT u.total FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id WHERE s.measurement_id = $1 AND u.level = 'month' AND u.key = $2", [`${KARI}-consumption`, key])).rows[0]!.total;
    expect(await month('2026-01')).toBeGreaterThan(2 * (await month('2026-07')));
  });

  it('extends by the next day once, and not again', async () => {
    const before = await stats();
    expect(await t.db.tx((q) => extendDemoReadings(q, 'BRIGHT', TEST_TODAY))).toBe(0);
    const tomorrow = new Date(TEST_TODAY.getTime() + 86_400_000);
    const written = await t.db.tx((q) => extendDemoReadings(q, 'BRIGHT', tomorrow));
    const after = await stats();
    expect(after.get(`${KARI}-consumption`)!.n - before.get(`${KARI}-consumption`)!.n).toBe(96);
    expect(after.get(`${KARI}-grid`)!.n - before.get(`${KARI}-grid`)!.n).toBe(24);
    expect(after.get('707057500078901234-water')!.n - before.get('707057500078901234-water')!.n).toBe(1);
    expect(written).toBeGreaterThan(96 + 24);
    expect(await t.db.tx((q) => extendDemoReadings(q, 'BRIGHT', tomorrow))).toBe(0);
  });
});

describe('load profiles', () => {
  it('reads the home profile, falling back to a typical home of its kind', () => {
    expect(profileOf({ propertyType: 'APPARTMENT', numberOfResidents: 2, size: 68, heating: 'direct', cars: ['electric'] }, false, false))
      .toEqual({ kind: 'flat', heating: 'electric', residents: 2, areaM2: 68, ev: true });
    expect(profileOf({ propertyType: 'HOUSE', heating: 'geothermal' }, false, false)).toMatchObject({ kind: 'house', heating: 'heatPump', residents: 4, areaM2: 150 });
    expect(profileOf(undefined, false, true)).toMatchObject({ kind: 'house', heating: 'district' });
    expect(profileOf(undefined, true, false)).toMatchObject({ kind: 'business', heating: 'district', residents: 6 });
    expect(profileOf({ propertyType: 'SUMMERHOUSE', heating: 'stove' }, false, false)).toMatchObject({ kind: 'cabin', heating: 'none' });
  });
});
