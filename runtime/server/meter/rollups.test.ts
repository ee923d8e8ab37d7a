// @vitest-environment node
/**
 * Roll-ups stay true (issue 4 §1, §6): for random readings of a 15-minute and an hourly meter around
 * both daylight-saving changes, sent in random batches with random late corrections and repeats,
 * every hour, day, month and year equals the sum of its children and of the raw readings inside it,
 * counts its readings and carries their lowest certainty.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterReadingInput } from '../../../schemas/measurement.js';
import { testApp, type TestApp } from '../test/harness.js';
import { startOfLocalDay } from '../local-time.js';
import { ingestReadings } from './ingest.js';

const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;
const OSLO = 'Europe/Oslo';
/** Kari's flat (NO1): a 15-minute trade meter and an hourly grid meter. */
const FIFTEEN = '707057500012345678-consumption';
const HOURLY = '707057500012345678-grid';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

interface Period { level: string; start: Date; key: string; total: number; certainty: number | null; points: number }

async function rollups(measurementId: string): Promise<Period[]> {
  const rows = await t.db.query<Period>(
    `SELECT u.level, u.start, u.key, u.total, u.certainty, u.points FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id
      WHERE s.measurement_id = $1 ORDER BY u.level, u.start`, [measurementId]);
  return rows.rows;
}

async function raw(measurementId: string): Promise<{ at: Date; value: number; certainty: number | null }[]> {
  const rows = await t.db.query<{ at: Date; value: number; certainty: number | null }>(
    'SELECT r.at, r.value, r.certainty FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.measurement_id = $1 ORDER BY r.at', [measurementId]);
  return rows.rows;
}

async function reset(): Promise<void> {
  await t.db.query('DELETE FROM meter_series');
}

/** The local period (hour: UTC hour) each level puts an instant in, as its start. */
function periodStart(level: string, at: Date): number {
  if (level === 'hour') return Math.floor(at.getTime() / HOUR) * HOUR;
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const day = level === 'day' ? local : level === 'month' ? `${local.slice(0, 7)}-01` : `${local.slice(0, 4)}-01-01`;
  return startOfLocalDay(day, OSLO).getTime();
}

/** Every roll-up equals what its readings add up to, and every reading is in one of each level above the meter's. */
async function expectTrue(measurementId: string, levels: readonly string[]): Promise<void> {
  const readings = await raw(measurementId);
  const stored = await rollups(measurementId);
  for (const level of levels) {
    const expected = new Map<number, { total: number; certainty: number | null; points: number }>();
    for (const r of readings) {
      const k = periodStart(level, r.at);
      const e = expected.get(k) ?? { total: 0, certainty: null, points: 0 };
      e.total += r.value;
      e.points += 1;
      if (r.certainty !== null) e.certainty = e.certainty === null ? r.certainty : Math.min(e.certainty, r.certainty);
      expected.set(k, e);
    }
    const got = stored.filter((p) => p.level === level);
    expect(got.map((p) => p.start.getTime()).sort(), level).toEqual([...expected.keys()].sort());
    for (const p of got) {
      const e = expected.get(p.start.getTime())!;
      expect(p.total, `${level} ${p.key}`).toBeCloseTo(e.total, 6);
      expect(p.points, `${level} ${p.key}`).toBe(e.points);
      expect(p.certainty === null ? null : Number(p.certainty.toFixed(3)), `${level} ${p.key}`).toBe(e.certainty === null ? null : Number(e.certainty.toFixed(3)));
    }
  }
}

/** Quarter-hours (or hours) from the evening before a DST change to the morning after. */
function instants(day: string, step: number): Date[] {
  const from = startOfLocalDay(day, OSLO).getTime() - 6 * HOUR;
  return Array.from({ length: Math.floor((30 * HOUR) / step) }, (_, i) => new Date(from + i * step));
}

const value = fc.double({ min: 0, max: 5, noNaN: true }).map((v) => Math.round(v * 1000) / 1000);
const certainty = fc.option(fc.constantFrom(0.3, 0.5, 0.9, 1, 2), { nil: undefined });

describe('roll-ups', () => {
  for (const [name, day] of [['spring forward', '2026-03-29'], ['fall back', '2026-10-25']] as const) {
    it(`equal their readings after random batches, repeats and corrections (${name})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat(), value, certainty), { minLength: 1, maxLength: 160 }),
          fc.array(fc.tuple(fc.nat(), value), { maxLength: 20 }),
          fc.integer({ min: 1, max: 4 }),
          async (picks, corrections, batches) => {
            await reset();
            for (const [meter, step] of [[FIFTEEN, QUARTER], [HOURLY, HOUR]] as const) {
              const slots = instants(day, step);
              const rows = new Map<number, MeterReadingInput>();
              for (const [i, v, c] of picks) {
                const at = slots[i % slots.length]!;
                rows.set(at.getTime(), { measurementId: meter, date: at, value: v, ...(c === undefined ? {} : { certainty: c }) });
              }
              const all = [...rows.values()];
              const size = Math.ceil(all.length / batches);
              for (let b = 0; b < all.length; b += size) await t.db.tx((q) => ingestReadings(q, 'BRIGHT', all.slice(b, b + size), t.clock.now()));
              // The same batch again changes nothing.
              const again = await t.db.tx((q) => ingestReadings(q, 'BRIGHT', all, t.clock.now()));
              expect(again.changed).toBe(0);
              // Late corrections of readings already stored.
              const fixes = [...new Map(corrections.map(([i, v]) => {
                const r = all[i % all.length]!;
                return [r.date.getTime(), { ...r, value: v, source: 'corrected' as const }];
              })).values()];
              if (fixes.length > 0) await t.db.tx((q) => ingestReadings(q, 'BRIGHT', fixes, t.clock.now()));
            }
            await expectTrue(FIFTEEN, ['hour', 'day', 'month', 'year']);
            await expectTrue(HOURLY, ['day', 'month', 'year']);
            // An hourly meter has no hour roll-up: its readings are the hours.
            expect((await rollups(HOURLY)).some((p) => p.level === 'hour')).toBe(false);
          },
        ),
        { numRuns: 12 },
      );
    });
  }

  it('counts 92 and 100 quarter-hours on the daylight-saving days, 23 and 25 hours', async () => {
    await reset();
    for (const [day, quarters] of [['2026-03-29', 92], ['2026-10-25', 100]] as const) {
      const start = startOfLocalDay(day, OSLO).getTime();
      const next = startOfLocalDay(day === '2026-03-29' ? '2026-03-30' : '2026-10-26', OSLO).getTime();
      expect((next - start) / QUARTER).toBe(quarters);
      const rows = Array.from({ length: quarters }, (_, i) => ({ measurementId: FIFTEEN, date: new Date(start + i * QUARTER), value: 0.25 }));
      const hours = Array.from({ length: quarters / 4 }, (_, i) => ({ measurementId: HOURLY, date: new Date(start + i * HOUR), value: 1 }));
      await t.db.tx((q) => ingestReadings(q, 'BRIGHT', [...rows, ...hours], t.clock.now()));
      const days = (await rollups(FIFTEEN)).filter((p) => p.level === 'day' && p.key === day);
      expect(days).toEqual([expect.objectContaining({ key: day, total: quarters / 4, points: quarters })]);
      expect((await rollups(HOURLY)).filter((p) => p.level === 'day' && p.key === day)).toEqual([expect.objectContaining({ total: quarters / 4, points: quarters / 4 })]);
    }
  });
});
