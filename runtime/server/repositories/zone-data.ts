/** Zone data (migration 0075): quarter-hour spot prices and hourly price, CO2, temperature and power mix per price zone. */
import type { PowerMix } from '../../../schemas/measurement.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import { one, type Queryable } from '../db/database.js';
import { recostZone } from './readings.js';

export interface ZoneQuarter {
  readonly zone: string;
  readonly at: Date;
  readonly value: number;
}

export interface ZoneHour {
  readonly zone: string;
  readonly at: Date;
  readonly price: number;
  readonly co2: number;
  readonly temperature: number;
  readonly mix: PowerMix;
}

/** Adds what is not stored yet; stored values are never replaced (a published day-ahead price stays). Then call zoneHoursWritten. */
export async function insertZoneData(q: Queryable, quarters: readonly ZoneQuarter[], hours: readonly ZoneHour[]): Promise<void> {
  if (quarters.length > 0) {
    await q.query(
      `INSERT INTO zone_prices (zone, at, value) SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::float8[]) ON CONFLICT DO NOTHING`,
      [quarters.map((x) => x.zone), quarters.map((x) => x.at), quarters.map((x) => x.value)],
    );
  }
  if (hours.length > 0) {
    await q.query(
      `INSERT INTO zone_hours (zone, at, price, co2, temperature, mix)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::float8[], $4::real[], $5::real[], $6::jsonb[]) ON CONFLICT DO NOTHING`,
      [hours.map((h) => h.zone), hours.map((h) => h.at), hours.map((h) => h.price), hours.map((h) => h.co2), hours.map((h) => h.temperature), hours.map((h) => JSON.stringify(h.mix))],
    );
  }
}

/**
 * After a zone's hours in [from, to) were written: its day, month and year roll-ups recomputed, and
 * readings already stored for those hours (prices published late) re-costed. Called once per write,
 * not per chunk: two years of a zone recompute in a tenth of a second, chunk by chunk in seconds.
 */
export async function zoneHoursWritten(q: Queryable, zone: string, from: Date, to: Date): Promise<void> {
  await recomputeZoneRollups(q, zone, from, to);
  await recostZone(q, zone, from, to);
}

/** platform-contract §3 "compareDegreeDays": heating degree days count below this daily mean (°C), the Nordic base. */
export const DEGREE_DAY_BASE = 17;

/**
 * Recomputes the zone's local days, months and years that hold an hour in [from, to) (migration
 * 0080 zone_rollup), each from the level below: days from the hours, months from the days, years
 * from the months. A day's degree days come from its mean temperature; longer periods add them up.
 */
export async function recomputeZoneRollups(q: Queryable, zone: string, from: Date, to: Date): Promise<void> {
  const tz = timeZoneFromPriceZone(zone);
  const span = (level: 'day' | 'month' | 'year') => ({
    lo: `date_trunc('${level}', $2::timestamptz AT TIME ZONE $4) AT TIME ZONE $4`,
    hi: `(date_trunc('${level}', ($3::timestamptz - interval '1 microsecond') AT TIME ZONE $4) + interval '1 ${level}') AT TIME ZONE $4`,
  });
  const upsert = `ON CONFLICT (zone, level, start) DO UPDATE SET key = EXCLUDED.key, price = EXCLUDED.price, co2 = EXCLUDED.co2,
      temperature = EXCLUDED.temperature, hdd = EXCLUDED.hdd, hours = EXCLUDED.hours`;
  const day = span('day');
  await q.query(
    `INSERT INTO zone_rollup (zone, level, start, key, price, co2, temperature, hdd, hours)
     SELECT $1, 'day', b, to_char(b AT TIME ZONE $4, 'YYYY-MM-DD'), avg(price), avg(co2), avg(temperature), greatest(0, $5 - avg(temperature)), count(*)
       FROM (SELECT date_trunc('day', at AT TIME ZONE $4) AT TIME ZONE $4 AS b, price, co2, temperature FROM zone_hours
              WHERE zone = $1 AND at >= ${day.lo} AND at < ${day.hi}) h
      GROUP BY b ${upsert}`,
    [zone, from, to, tz, DEGREE_DAY_BASE],
  );
  for (const [level, child, format] of [['month', 'day', 'YYYY-MM'], ['year', 'month', 'YYYY']] as const) {
    const { lo, hi } = span(level);
    await q.query(
      `INSERT INTO zone_rollup (zone, level, start, key, price, co2, temperature, hdd, hours)
       SELECT $1, '${level}', b, to_char(b AT TIME ZONE $4, '${format}'), sum(price * hours) / sum(hours), sum(co2 * hours) / sum(hours),
              sum(temperature * hours) / sum(hours), sum(hdd), sum(hours)
         FROM (SELECT date_trunc('${level}', start AT TIME ZONE $4) AT TIME ZONE $4 AS b, * FROM zone_rollup
                WHERE zone = $1 AND level = '${child}' AND start >= ${lo} AND start < ${hi}) d
        GROUP BY b ${upsert}`,
      [zone, from, to, tz],
    );
  }
}

/** Zone roll-ups missing for stored hours (a database migrated by 0080): rebuilt from the hours. */
export async function rebuildMissingZoneRollups(q: Queryable): Promise<number> {
  const zones = await q.query<{ zone: string; from: Date; to: Date }>(
    `SELECT zone, min(at) AS from, max(at) + interval '1 hour' AS to FROM zone_hours h
      WHERE NOT EXISTS (SELECT 1 FROM zone_rollup u WHERE u.zone = h.zone) GROUP BY zone`,
  );
  for (const z of zones.rows) await recomputeZoneRollups(q, z.zone, z.from, z.to);
  return zones.rows.length;
}

/** One period of a zone's roll-up: average price, CO2 and temperature, and degree days. */
export interface ZoneRollupRow {
  readonly start: Date;
  readonly key: string;
  readonly price: number;
  readonly co2: number;
  readonly temperature: number;
  readonly hdd: number;
  readonly hours: number;
}

/** The zone's local days, months or years starting in [from, to). */
export async function zoneRollups(q: Queryable, zone: string, level: 'day' | 'month' | 'year', from: Date, to: Date): Promise<ZoneRollupRow[]> {
  const rows = await q.query<ZoneRollupRow>(
    'SELECT start, key, price, co2, temperature, hdd, hours FROM zone_rollup WHERE zone = $1 AND level = $2 AND start >= $3 AND start < $4 ORDER BY start',
    [zone, level, from, to],
  );
  return rows.rows;
}

/** The end of each zone's stored hours (the instant after its last hour). */
export async function zoneDataEnds(q: Queryable): Promise<Map<string, Date>> {
  const rows = await q.query<{ zone: string; end: Date }>("SELECT zone, max(at) + interval '1 hour' AS end FROM zone_hours GROUP BY zone");
  return new Map(rows.rows.map((r) => [r.zone, r.end]));
}

export type PriceResolution = '15m' | 'hour' | 'day';

/** Spot prices starting in [from, to): per quarter-hour, per hour, or per local day (the average of its hours). */
export async function spotPrices(q: Queryable, zone: string, from: Date, to: Date, resolution: PriceResolution, timeZone: string): Promise<{ date: Date; value: number }[]> {
  const sql = {
    '15m': 'SELECT at AS date, value FROM zone_prices WHERE zone = $1 AND at >= $2 AND at < $3 ORDER BY at',
    hour: 'SELECT at AS date, price AS value FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3 ORDER BY at',
    day: `SELECT date_trunc('day', at AT TIME ZONE $4) AT TIME ZONE $4 AS date, avg(price) AS value
            FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3 GROUP BY 1 ORDER BY 1`,
  }[resolution];
  const rows = await q.query<{ date: Date; value: number }>(sql, resolution === 'day' ? [zone, from, to, timeZone] : [zone, from, to]);
  return rows.rows;
}

/** The hourly prices stored at these instants (hour starts), by instant. */
export async function hourPricesAt(q: Queryable, zone: string, instants: readonly Date[]): Promise<Map<number, number>> {
  const rows = await q.query<{ at: Date; price: number }>('SELECT at, price FROM zone_hours WHERE zone = $1 AND at = ANY($2::timestamptz[])', [zone, instants]);
  return new Map(rows.rows.map((r) => [r.at.getTime(), r.price]));
}

/** The average hourly spot price over [from, to), or undefined when no hour is stored. */
export async function averagePrice(q: Queryable, zone: string, from: Date, to: Date): Promise<number | undefined> {
  const row = await one<{ value: number | null }>(q, 'SELECT avg(price) AS value FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3', [zone, from, to]);
  return row?.value ?? undefined;
}

export interface ZonePeriod {
  readonly start: Date;
  readonly key: string;
  readonly price: number;
  readonly co2: number;
  readonly temperature: number;
  readonly mix: PowerMix;
}

const KEY = { hour: 'YYYY-MM-DD"T"HH24', day: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

/**
 * The zone's hours, local days or local months starting in [from, to): averages of price, CO2 and
 * temperature, and the power mix's production summed (its co2 averaged).
 */
export async function zonePeriods(q: Queryable, zone: string, from: Date, to: Date, level: 'hour' | 'day' | 'month', timeZone: string): Promise<ZonePeriod[]> {
  const bucket = level === 'hour' ? 'at' : `date_trunc('${level}', at AT TIME ZONE $4) AT TIME ZONE $4`;
  const rows = await q.query<ZonePeriod>(
    `SELECT b.start, to_char(b.start AT TIME ZONE $4, '${KEY[level]}') AS key, b.price, b.co2, b.temperature, b.mix FROM (
       SELECT ${bucket} AS start, avg(price) AS price, avg(co2)::float8 AS co2, avg(temperature)::float8 AS temperature,
              jsonb_build_object(
                'co2', avg(co2),
                'biomass', sum((mix->>'biomass')::float8), 'coal', sum((mix->>'coal')::float8), 'gas', sum((mix->>'gas')::float8),
                'hydro', sum((mix->>'hydro')::float8), 'nuclear', sum((mix->>'nuclear')::float8), 'solar', sum((mix->>'solar')::float8),
                'wind', sum((mix->>'wind')::float8), 'total', sum((mix->>'total')::float8)) AS mix
         FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3 GROUP BY 1) b
     ORDER BY b.start`,
    [zone, from, to, timeZone],
  );
  return rows.rows;
}
