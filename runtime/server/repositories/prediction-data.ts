/**
 * What predictions read (docs/decisions.md "Prediction model", "Prediction comparison"): a meter's
 * readings or roll-ups as plain totals, a zone's stored hourly temperatures and their climatology, the
 * price zone of an area name the organisation's locations use, and the homes a comparison draws from.
 * Read only; the tables are migrations 0070 (meter data) and 0075 (zone data).
 */
import type { PriceZone } from '../../../schemas/geography.js';
import type { HomeProfile } from '../../../schemas/home-profile.js';
import { one, type Queryable } from '../db/database.js';
import type { ClimateCell } from '../meter/prediction-model.js';

/** A meter series (meter_series), as predictions need it. */
export interface PredictionSeries {
  readonly id: string;
  readonly organisation: string;
  readonly measurementId: string;
  readonly locationId: string;
  readonly serviceType: string;
  readonly resolution: '15min' | 'hour' | 'day' | 'month';
  readonly timeZone: string;
}

interface SeriesColumns {
  id: string;
  organisation: string;
  measurement_id: string;
  location_id: string;
  service_type: string;
  resolution: PredictionSeries['resolution'];
  time_zone: string;
}

const SERIES_COLUMNS = 's.id::text AS id, s.organisation, s.measurement_id, s.location_id, s.service_type, s.resolution, s.time_zone';

const toSeries = (r: SeriesColumns): PredictionSeries => ({
  id: r.id, organisation: r.organisation, measurementId: r.measurement_id, locationId: r.location_id,
  serviceType: r.service_type, resolution: r.resolution, timeZone: r.time_zone,
});

/** The series of a measurementId: in `organisation`, or in any organisation (the first made) when none is given. */
export async function seriesByMeasurementId(q: Queryable, measurementId: string, organisation: string | undefined): Promise<PredictionSeries | undefined> {
  const row = await one<SeriesColumns>(
    q,
    `SELECT ${SERIES_COLUMNS} FROM meter_series s WHERE s.measurement_id = $1 AND ($2::text IS NULL OR s.organisation = $2) ORDER BY s.id LIMIT 1`,
    [measurementId, organisation ?? null],
  );
  return row && toSeries(row);
}

/** One period's total (kWh or m³) and how many native readings it holds. */
export interface MeterPeriod {
  readonly start: Date;
  readonly total: number;
  readonly points: number;
}

/**
 * The series' periods of `level` starting in [from, to): its readings where that is its own
 * resolution, else the roll-ups (hour, day, month, year) kept with them.
 */
export async function meterPeriods(q: Queryable, series: PredictionSeries, level: '15min' | 'hour' | 'day' | 'month', from: Date, to: Date): Promise<MeterPeriod[]> {
  // A year of hours is 8 760 rows: sent as three arrays of numbers, which pg parses far faster than rows of timestamps.
  const source = level === series.resolution
    ? 'SELECT at AS start, value AS total, 1 AS points FROM readings WHERE series_id = $1 AND at >= $3 AND at < $4 AND $2::text IS NOT NULL'
    : 'SELECT start, total, points FROM readings_rollup WHERE series_id = $1 AND level = $2 AND start >= $3 AND start < $4';
  const row = await one<{ at: number[] | null; total: number[] | null; points: number[] | null }>(
    q,
    `SELECT array_agg(extract(epoch FROM start)::float8 * 1000 ORDER BY start) AS at, array_agg(total::float8 ORDER BY start) AS total,
            array_agg(points::int ORDER BY start) AS points FROM (${source}) p`,
    [series.id, level, from, to],
  );
  return (row?.at ?? []).map((at, i) => ({ start: new Date(at), total: row?.total?.[i] ?? 0, points: row?.points?.[i] ?? 1 }));
}

/** The zone's stored hourly temperatures in [from, to), by hour start (ms). */
export async function zoneTemperatures(q: Queryable, zone: string, from: Date, to: Date): Promise<Map<number, number>> {
  const row = await one<{ at: number[] | null; temperature: number[] | null }>(
    q,
    `SELECT array_agg(extract(epoch FROM at)::float8 * 1000) AS at, array_agg(temperature::numeric::float8) AS temperature
       FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3`,
    [zone, from, to],
  );
  return new Map((row?.at ?? []).map((at, i) => [at, row?.temperature?.[i] ?? 0]));
}

/** Every stored hour of the zone averaged by local day of the year (0-based) and hour: what climatology() reads. */
export async function zoneClimate(q: Queryable, zone: string, timeZone: string): Promise<ClimateCell[]> {
  const rows = await q.query<ClimateCell>(
    `SELECT extract(doy FROM at AT TIME ZONE $2)::int - 1 AS "dayOfYear", extract(hour FROM at AT TIME ZONE $2)::int AS hour,
            avg(temperature)::float8 AS mean, count(*)::int AS count
       FROM zone_hours WHERE zone = $1 GROUP BY 1, 2`,
    [zone, timeZone],
  );
  return rows.rows;
}

/**
 * The price zone most of the organisation's locations in an area (or city) of this name lie in, its
 * case ignored; undefined when none does.
 */
export async function zoneOfArea(q: Queryable, organisation: string | undefined, area: string): Promise<PriceZone | undefined> {
  const row = await one<{ price_zone: PriceZone }>(
    q,
    `SELECT price_zone FROM locations WHERE ($1::text IS NULL OR organisation = $1) AND (lower(area) = lower($2) OR lower(city) = lower($2))
      GROUP BY price_zone ORDER BY count(*) DESC, price_zone LIMIT 1`,
    [organisation ?? null, area.trim()],
  );
  return row?.price_zone;
}

/** A home a comparison may draw from: a location in use with a meter series of the service. */
export interface CompareHome {
  readonly series: PredictionSeries;
  readonly accountId: string;
  readonly priceZone: PriceZone;
}

/**
 * Locations of the organisation (ACTIVE or ACTIVE_PROCESS) with a series of `serviceType` whose home
 * profile holds `criteria`; at most `limit`, a fixed sample (by a hash of the id) when there are more.
 */
export async function compareHomes(q: Queryable, organisation: string | undefined, serviceType: string, criteria: Partial<HomeProfile>, limit: number): Promise<CompareHome[]> {
  const rows = await q.query<SeriesColumns & { account_id: string; price_zone: PriceZone }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (l.id) ${SERIES_COLUMNS}, l.account_id, l.price_zone, md5(l.id) AS sample
         FROM meter_series s JOIN locations l ON l.id = s.location_id
        WHERE ($1::text IS NULL OR s.organisation = $1) AND s.service_type = $2 AND l.status IN ('ACTIVE', 'ACTIVE_PROCESS')
          AND coalesce(l.extra, '{}'::jsonb) @> $3::jsonb
        ORDER BY l.id, s.id) h
      ORDER BY sample LIMIT $4`,
    [organisation ?? null, serviceType, JSON.stringify(criteria), limit],
  );
  return rows.rows.map((r) => ({ series: toSeries(r), accountId: r.account_id, priceZone: r.price_zone }));
}
