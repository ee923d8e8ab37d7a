/**
 * Meter readings and their roll-ups (migration 0070; docs/decisions.md "Meter reading storage"). A
 * batch of readings is upserted; only readings that are new or differ are "changed", and exactly the
 * hour, day, month and year periods holding a changed reading are recomputed from their children,
 * bottom-up, in the caller's transaction.
 */
import type { ReadingSource } from '../../../schemas/measurement.js';
import type { Queryable } from '../db/database.js';

/** A meter's native resolution, as the location service's measurementResolution names it. */
export type NativeResolution = '15min' | 'hour' | 'day' | 'month';
export type RollupLevel = 'hour' | 'day' | 'month' | 'year';

/** Finest first: a level is rolled up from the one before it. */
const LEVELS = ['15min', 'hour', 'day', 'month', 'year'] as const;
type Level = (typeof LEVELS)[number];

const KEY_FORMAT: Record<RollupLevel, string> = { hour: 'YYYY-MM-DD"T"HH24', day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

export interface SeriesRow {
  /** bigint, as pg gives it: a string. */
  readonly id: string;
  readonly organisation: string;
  readonly measurement_id: string;
  readonly location_id: string;
  readonly service_id: string;
  readonly service_type: string;
  readonly resolution: NativeResolution;
  readonly time_zone: string;
}

export interface SeriesCandidate {
  readonly measurementId: string;
  readonly locationId: string;
  readonly serviceId: string;
  readonly serviceType: string;
  readonly resolution: NativeResolution;
  readonly timeZone: string;
}

/** The measured services of an organisation's locations named by these measurementIds (what a series is made from). */
export async function seriesCandidates(q: Queryable, organisation: string, measurementIds: readonly string[]): Promise<(Omit<SeriesCandidate, 'timeZone'> & { priceZone: string })[]> {
  const rows = await q.query<{ measurement_id: string; location_id: string; service_id: string; service_type: string; resolution: NativeResolution; price_zone: string }>(
    `SELECT DISTINCT ON (svc->>'measurementId') svc->>'measurementId' AS measurement_id, l.id AS location_id, svc->>'id' AS service_id,
            svc->>'type' AS service_type, svc->>'measurementResolution' AS resolution, l.price_zone
       FROM locations l, jsonb_array_elements(l.doc->'services') svc
      WHERE l.organisation = $1 AND svc->>'measurementId' = ANY($2) AND svc->>'measurementResolution' <> 'none'
      ORDER BY svc->>'measurementId', l.created_at, l.id`,
    [organisation, measurementIds],
  );
  return rows.rows.map((r) => ({ measurementId: r.measurement_id, locationId: r.location_id, serviceId: r.service_id, serviceType: r.service_type, resolution: r.resolution, priceZone: r.price_zone }));
}

/** The series of these meters, made for the ones that have none yet. */
export async function ensureSeries(q: Queryable, organisation: string, candidates: readonly SeriesCandidate[]): Promise<Map<string, SeriesRow>> {
  if (candidates.length > 0) {
    await q.query(
      `INSERT INTO meter_series (organisation, measurement_id, location_id, service_id, service_type, resolution, time_zone)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (organisation, measurement_id) DO NOTHING`,
      [organisation, candidates.map((c) => c.measurementId), candidates.map((c) => c.locationId), candidates.map((c) => c.serviceId),
        candidates.map((c) => c.serviceType), candidates.map((c) => c.resolution), candidates.map((c) => c.timeZone)],
    );
  }
  const rows = await q.query<SeriesRow>('SELECT * FROM meter_series WHERE organisation = $1 AND measurement_id = ANY($2)', [organisation, candidates.map((c) => c.measurementId)]);
  return new Map(rows.rows.map((r) => [r.measurement_id, { ...r, id: String(r.id) }]));
}

export interface ReadingRow {
  readonly seriesId: string;
  readonly at: Date;
  readonly value: number;
  readonly certainty: number | null;
  readonly source: ReadingSource;
}

/**
 * Stores the readings (new ones added, different ones replaced, equal ones left alone) and recomputes
 * every roll-up holding a changed one. Returns how many changed.
 */
export async function upsertReadings(q: Queryable, readings: readonly ReadingRow[], now: Date): Promise<number> {
  if (readings.length === 0) return 0;
  const changed = await q.query<{ series_id: string; at: Date }>(
    `INSERT INTO readings (series_id, at, value, certainty, source, received_at)
     SELECT s, a, v, c, src, $6 FROM unnest($1::bigint[], $2::timestamptz[], $3::float8[], $4::real[], $5::text[]) AS u(s, a, v, c, src)
     ON CONFLICT (series_id, at) DO UPDATE SET value = EXCLUDED.value, certainty = EXCLUDED.certainty, source = EXCLUDED.source, received_at = EXCLUDED.received_at
       WHERE (readings.value, readings.certainty, readings.source) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.certainty, EXCLUDED.source)
     RETURNING series_id, at`,
    [readings.map((r) => r.seriesId), readings.map((r) => r.at), readings.map((r) => r.value), readings.map((r) => r.certainty), readings.map((r) => r.source), now],
  );
  if (changed.rows.length > 0) await recomputeRollups(q, changed.rows.map((r) => String(r.series_id)), changed.rows.map((r) => r.at));
  return changed.rows.length;
}

/** The first instant of the `level` period holding `at`, in SQL, for a series of time zone `tz`. */
function bucketStart(level: RollupLevel, at: string, tz: string): string {
  return level === 'hour' ? `date_trunc('hour', ${at})` : `(date_trunc('${level}', ${at} AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
}

function bucketEnd(level: RollupLevel, start: string, tz: string): string {
  return level === 'hour' ? `(${start} + interval '1 hour')` : `((${start} AT TIME ZONE ${tz} + interval '1 ${level}') AT TIME ZONE ${tz})`;
}

/**
 * Recomputes, level by level from the hour up, each period that holds one of the changed instants,
 * from the level below it (the readings themselves where that is the series' own resolution).
 */
async function recomputeRollups(q: Queryable, seriesIds: readonly string[], instants: readonly Date[]): Promise<void> {
  for (const level of ['hour', 'day', 'month', 'year'] as const) {
    const child: Level = LEVELS[LEVELS.indexOf(level) - 1]!;
    const start = bucketStart(level, 'c.at', 's.time_zone');
    await q.query(
      `WITH periods AS (
         SELECT DISTINCT c.series_id, ${start} AS b, s.time_zone AS tz, s.resolution
           FROM unnest($1::bigint[], $2::timestamptz[]) AS c(series_id, at) JOIN meter_series s ON s.id = c.series_id
          WHERE array_position($3::text[], s.resolution) < array_position($3::text[], $4::text)
       ), bounded AS (SELECT p.*, ${bucketEnd(level, 'p.b', 'p.tz')} AS e FROM periods p)
       INSERT INTO readings_rollup (series_id, level, start, key, total, certainty, points)
       SELECT p.series_id, $4, p.b, to_char(p.b AT TIME ZONE p.tz, '${KEY_FORMAT[level]}'), sum(x.total), min(x.certainty), sum(x.points)::int
         FROM bounded p
         JOIN LATERAL (
           SELECT r.value AS total, r.certainty, 1 AS points FROM readings r
            WHERE p.resolution = $5 AND r.series_id = p.series_id AND r.at >= p.b AND r.at < p.e
           UNION ALL
           SELECT u.total, u.certainty, u.points FROM readings_rollup u
            WHERE p.resolution <> $5 AND u.series_id = p.series_id AND u.level = $5 AND u.start >= p.b AND u.start < p.e
         ) x ON true
        GROUP BY p.series_id, p.b, p.tz
       ON CONFLICT (series_id, level, start) DO UPDATE SET key = EXCLUDED.key, total = EXCLUDED.total, certainty = EXCLUDED.certainty, points = EXCLUDED.points`,
      [seriesIds, instants, LEVELS, level, child],
    );
  }
}

export interface PeriodRow {
  readonly start: Date;
  readonly key: string;
  readonly total: number;
  readonly certainty: number | null;
  readonly points: number;
}

/** The series' periods of `level` starting in [from, to): its readings where that is its own resolution, else the roll-up. */
export async function periodsOf(q: Queryable, series: SeriesRow, level: Level, from: Date, to: Date): Promise<PeriodRow[]> {
  if (level === series.resolution) {
    const rows = await q.query<PeriodRow>(
      `SELECT at AS start, to_char(at AT TIME ZONE $4, $5) AS key, value AS total, certainty, 1 AS points
         FROM readings WHERE series_id = $1 AND at >= $2 AND at < $3 ORDER BY at`,
      [series.id, from, to, series.time_zone, level === '15min' ? 'YYYY-MM-DD"T"HH24:MI' : KEY_FORMAT[level]],
    );
    return rows.rows;
  }
  const rows = await q.query<PeriodRow>(
    'SELECT start, key, total, certainty, points FROM readings_rollup WHERE series_id = $1 AND level = $2 AND start >= $3 AND start < $4 ORDER BY start',
    [series.id, level, from, to],
  );
  return rows.rows;
}
