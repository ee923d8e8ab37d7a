/** Zone data (migration 0075): quarter-hour spot prices and hourly price, CO2, temperature and power mix per price zone. */
import type { PowerMix } from '../../../schemas/measurement.js';
import { one, type Queryable } from '../db/database.js';

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

/** Adds what is not stored yet; stored values are never replaced (a published day-ahead price stays). */
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
