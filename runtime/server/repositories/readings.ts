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
  readonly price_zone: string;
}

export interface SeriesCandidate {
  readonly measurementId: string;
  readonly locationId: string;
  readonly serviceId: string;
  readonly serviceType: string;
  readonly resolution: NativeResolution;
  readonly timeZone: string;
  readonly priceZone: string;
}

/** The measured services of an organisation's locations named by these measurementIds (what a series is made from). */
export async function seriesCandidates(q: Queryable, organisation: string, measurementIds: readonly string[]): Promise<Omit<SeriesCandidate, 'timeZone'>[]> {
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
      `INSERT INTO meter_series (organisation, measurement_id, location_id, service_id, service_type, resolution, time_zone, price_zone)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       ON CONFLICT (organisation, measurement_id) DO NOTHING`,
      [organisation, candidates.map((c) => c.measurementId), candidates.map((c) => c.locationId), candidates.map((c) => c.serviceId),
        candidates.map((c) => c.serviceType), candidates.map((c) => c.resolution), candidates.map((c) => c.timeZone), candidates.map((c) => c.priceZone)],
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
 * every roll-up holding a changed one. Returns how many changed. Must run in a transaction: the
 * changed instants pass between statements in a temporary table, not back and forth as parameters.
 */
/** A location's month that has a stored monthly report (migration 0090). */
export interface ReportedMonth {
  readonly organisation: string;
  readonly locationId: string;
  readonly month: string;
}

export interface UpsertResult {
  /** Readings new or different from the stored ones. */
  readonly changed: number;
  /** The months with a stored report in which a reading changed: their reports are out of date. */
  readonly reportedMonths: readonly ReportedMonth[];
}

export async function upsertReadings(q: Queryable, readings: readonly ReadingRow[], now: Date): Promise<UpsertResult> {
  if (readings.length === 0) return { changed: 0, reportedMonths: [] };
  await changedTable(q);
  const changed = await q.query(
    `WITH ins AS (
       INSERT INTO readings (series_id, at, value, certainty, source, received_at)
       SELECT s, to_timestamp(a / 1000.0), v, c, src, $6 FROM unnest($1::bigint[], $2::float8[], $3::float8[], $4::real[], $5::text[]) AS u(s, a, v, c, src)
       ON CONFLICT (series_id, at) DO UPDATE SET value = EXCLUDED.value, certainty = EXCLUDED.certainty, source = EXCLUDED.source, received_at = EXCLUDED.received_at
         WHERE (readings.value, readings.certainty, readings.source) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.certainty, EXCLUDED.source)
       RETURNING series_id, at)
     INSERT INTO changed_readings SELECT series_id, at FROM ins`,
    // Instants as epoch milliseconds: a number array is far cheaper to send and parse than timestamp text.
    [readings.map((r) => r.seriesId), readings.map((r) => r.at.getTime()), readings.map((r) => r.value), readings.map((r) => r.certainty), readings.map((r) => r.source), now],
  );
  const n = changed.rowCount ?? 0;
  if (n > 0) await recomputeChanged(q, n);
  const reportedMonths = n > 0 ? await reportedMonthsChanged(q) : [];
  await q.query('TRUNCATE changed_readings, changed_periods');
  return { changed: n, reportedMonths };
}

/**
 * The reported months holding a changed reading: a month is the local month of the series' zone,
 * the one its location's report is made for (a report covers all the location's services).
 */
async function reportedMonthsChanged(q: Queryable): Promise<ReportedMonth[]> {
  const { rows } = await q.query<{ organisation: string; location_id: string; month: string }>(
    `WITH touched AS (
       SELECT DISTINCT s.location_id, to_char(c.at AT TIME ZONE s.time_zone, 'YYYY-MM') AS month
         FROM changed_readings c JOIN meter_series s ON s.id = c.series_id
     )
     SELECT m.organisation, m.location_id, m.month FROM touched t
       JOIN monthly_reports m ON m.location_id = t.location_id AND m.month = t.month
      ORDER BY m.location_id, m.month`,
  );
  return rows.map((r) => ({ organisation: r.organisation, locationId: r.location_id, month: r.month }));
}

/** The session's scratch tables of changed instants and the periods holding them. */
async function changedTable(q: Queryable): Promise<void> {
  await q.query(`CREATE TEMP TABLE IF NOT EXISTS changed_readings (series_id bigint NOT NULL, at timestamptz NOT NULL);
                 CREATE TEMP TABLE IF NOT EXISTS changed_periods (series_id bigint NOT NULL, level text NOT NULL, b timestamptz NOT NULL)`);
}

/** The first instant of the `level` period holding `at`, in SQL, for a series of time zone `tz`. */
function bucketStart(level: RollupLevel, at: string, tz: string): string {
  return level === 'hour' ? `date_trunc('hour', ${at})` : `(date_trunc('${level}', ${at} AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
}

function bucketEnd(level: RollupLevel, start: string, tz: string): string {
  return level === 'hour' ? `(${start} + interval '1 hour')` : `((${start} AT TIME ZONE ${tz} + interval '1 ${level}') AT TIME ZONE ${tz})`;
}

/**
 * The native readings of series `p` (columns series_id, zone, tz, resolution) in [lo, hi), each with
 * the sums the roll-ups carry (migration 0080): its cost at its own period's spot price (the
 * quarter-hour's for 15-minute readings), at the hour's price, and its CO2. A day or month reading
 * takes the averages of its period's hours. `unpriced` counts readings whose hour has no zone data.
 */
function readingSums(p: string, lo: string, hi: string): string {
  return `SELECT r.at, r.value AS total, r.certainty, 1 AS points,
            r.value * coalesce(zp.value, zh.price, za.price) AS spot_cost, r.value * coalesce(zh.price, za.price) AS hour_spot_cost,
            r.value * coalesce(zh.co2, za.co2) AS co2, (coalesce(zh.price, za.price) IS NULL)::int AS unpriced
       FROM readings r
       LEFT JOIN zone_prices zp ON ${p}.resolution = '15min' AND zp.zone = ${p}.zone AND zp.at = r.at
       LEFT JOIN zone_hours zh ON ${p}.resolution IN ('15min', 'hour') AND zh.zone = ${p}.zone AND zh.at = date_trunc('hour', r.at)
       LEFT JOIN LATERAL (
         SELECT avg(h.price) AS price, avg(h.co2) AS co2 FROM zone_hours h
          WHERE ${p}.resolution IN ('day', 'month') AND h.zone = ${p}.zone AND h.at >= r.at
            AND h.at < (r.at AT TIME ZONE ${p}.tz + CASE ${p}.resolution WHEN 'day' THEN interval '1 day' ELSE interval '1 month' END) AT TIME ZONE ${p}.tz
       ) za ON true
      WHERE r.series_id = ${p}.series_id AND r.at >= ${lo} AND r.at < ${hi}`;
}

/** Changed readings from which the scratch tables are analysed before the roll-ups are planned. */
const ANALYSE_FROM = 1_000;

const SUMS = 'sum(x.total) AS total, min(x.certainty) AS certainty, sum(x.points)::int AS points, coalesce(sum(x.spot_cost), 0) AS spot_cost, coalesce(sum(x.hour_spot_cost), 0) AS hour_spot_cost, coalesce(sum(x.co2), 0) AS co2, sum(x.unpriced)::int AS unpriced';

/** Recomputes every roll-up holding one of these instants of these series (a re-costing, a rebuild). */
export async function recomputeRollups(q: Queryable, seriesIds: readonly string[], instants: readonly Date[]): Promise<void> {
  await changedTable(q);
  await q.query('INSERT INTO changed_readings SELECT * FROM unnest($1::bigint[], $2::timestamptz[])', [seriesIds, instants]);
  await recomputeChanged(q, instants.length);
  await q.query('TRUNCATE changed_readings, changed_periods');
}

/**
 * Recomputes, level by level from the hour up, each period holding a changed instant, from the level
 * below it (the readings themselves where that is the series' own resolution). The periods of a level
 * come from the distinct periods of the level below, so a year of quarter-hours is bucketed into
 * hours once, its 8 760 hours into days, and so on, rather than every reading at every level.
 */
async function recomputeChanged(q: Queryable, changed: number): Promise<void> {
  // Temporary tables are never analysed by autovacuum: a large batch planned as if its scratch table
  // were small takes minutes instead of a second. A small one (the feed, a correction) is not worth it.
  const analyse = changed >= ANALYSE_FROM;
  if (analyse) await q.query('ANALYZE changed_readings');
  for (const level of ['hour', 'day', 'month', 'year'] as const) {
    const child: Level = LEVELS[LEVELS.indexOf(level) - 1]!;
    await q.query(
      `INSERT INTO changed_periods
       SELECT DISTINCT c.series_id, $1::text, ${bucketStart(level, 'c.b', 's.time_zone')}
         FROM (SELECT cr.series_id, cr.at AS b FROM changed_readings cr JOIN meter_series ms ON ms.id = cr.series_id WHERE ms.resolution = $2
               UNION ALL SELECT cp.series_id, cp.b FROM changed_periods cp WHERE cp.level = $2) c
         JOIN meter_series s ON s.id = c.series_id`,
      [level, child],
    );
    if (analyse) await q.query('ANALYZE changed_periods');
    await q.query(
      `WITH bounded AS (
         SELECT cp.series_id, cp.b, s.time_zone AS tz, s.resolution, s.price_zone AS zone, ${bucketEnd(level, 'cp.b', 's.time_zone')} AS e
           FROM changed_periods cp JOIN meter_series s ON s.id = cp.series_id WHERE cp.level = $1
       )
       INSERT INTO readings_rollup (series_id, level, start, key, total, certainty, points, spot_cost, hour_spot_cost, co2, unpriced)
       SELECT p.series_id, $1, p.b, to_char(p.b AT TIME ZONE p.tz, '${KEY_FORMAT[level]}'), ${SUMS}
         FROM bounded p
         JOIN LATERAL (
           SELECT n.total, n.certainty, n.points, n.spot_cost, n.hour_spot_cost, n.co2, n.unpriced
             FROM (${readingSums('p', 'p.b', 'p.e')}) n WHERE p.resolution = $2
           UNION ALL
           SELECT u.total, u.certainty, u.points, u.spot_cost, u.hour_spot_cost, u.co2, u.unpriced FROM readings_rollup u
            WHERE p.resolution <> $2 AND u.series_id = p.series_id AND u.level = $2 AND u.start >= p.b AND u.start < p.e
         ) x ON true
        GROUP BY p.series_id, p.b, p.tz
       ON CONFLICT (series_id, level, start) DO UPDATE SET key = EXCLUDED.key, total = EXCLUDED.total, certainty = EXCLUDED.certainty, points = EXCLUDED.points,
         spot_cost = EXCLUDED.spot_cost, hour_spot_cost = EXCLUDED.hour_spot_cost, co2 = EXCLUDED.co2, unpriced = EXCLUDED.unpriced`,
      [level, child],
    );
  }
}

/**
 * Roll-ups of series that have readings but none (a database migrated by 0080, which dropped them):
 * rebuilt from the readings, a series at a time. Returns how many series were rebuilt.
 */
export async function rebuildMissingRollups(q: Queryable): Promise<number> {
  const missing = await q.query<{ id: string }>(
    `SELECT s.id FROM meter_series s
      WHERE EXISTS (SELECT 1 FROM readings r WHERE r.series_id = s.id)
       AND NOT EXISTS (SELECT 1 FROM readings_rollup u WHERE u.series_id = s.id AND u.level = 'year')`,
  );
  for (const { id } of missing.rows) {
    const at = await q.query<{ at: Date }>('SELECT at FROM readings WHERE series_id = $1', [id]);
    if (at.rows.length > 0) await recomputeRollups(q, at.rows.map(() => String(id)), at.rows.map((r) => r.at));
  }
  return missing.rows.length;
}

/**
 * Readings of a zone whose hours got data after the readings arrived (a late price publication):
 * their roll-ups are recomputed so their costs and CO2 count the new prices.
 */
export async function recostZone(q: Queryable, zone: string, from: Date, to: Date): Promise<void> {
  const late = await q.query<{ series_id: string; at: Date }>(
    `SELECT r.series_id, r.at FROM readings r JOIN meter_series s ON s.id = r.series_id
      WHERE s.price_zone = $1 AND r.at >= $2 AND r.at < $3`,
    [zone, from, to],
  );
  if (late.rows.length > 0) await recomputeRollups(q, late.rows.map((r) => String(r.series_id)), late.rows.map((r) => r.at));
}

/** The sums of one period of a series: kWh (or m³), certainty, readings inside, and the costs and CO2 the zone's hours give them. */
export interface PeriodRow {
  readonly start: Date;
  readonly key: string;
  readonly total: number;
  readonly certainty: number | null;
  readonly points: number;
  readonly spot_cost: number;
  readonly hour_spot_cost: number;
  readonly co2: number;
  readonly unpriced: number;
}

/** The series' periods of `level` starting in [from, to): its readings where that is its own resolution, else the roll-up. */
export async function periodsOf(q: Queryable, series: SeriesRow, level: Level, from: Date, to: Date): Promise<PeriodRow[]> {
  if (level === series.resolution) {
    const rows = await q.query<PeriodRow>(
      `WITH p AS (SELECT $1::bigint AS series_id, $4::text AS tz, $6::text AS resolution, $7::text AS zone)
       SELECT n.at AS start, to_char(n.at AT TIME ZONE $4, $5) AS key, n.total, n.certainty, n.points,
              coalesce(n.spot_cost, 0) AS spot_cost, coalesce(n.hour_spot_cost, 0) AS hour_spot_cost, coalesce(n.co2, 0) AS co2, n.unpriced
         FROM p, LATERAL (${readingSums('p', '$2', '$3')}) n ORDER BY n.at`,
      [series.id, from, to, series.time_zone, level === '15min' ? 'YYYY-MM-DD"T"HH24:MI' : KEY_FORMAT[level], series.resolution, series.price_zone],
    );
    return rows.rows;
  }
  const rows = await q.query<PeriodRow>(
    `SELECT start, key, total, certainty, points, spot_cost, hour_spot_cost, co2, unpriced
       FROM readings_rollup WHERE series_id = $1 AND level = $2 AND start >= $3 AND start < $4 ORDER BY start`,
    [series.id, level, from, to],
  );
  return rows.rows;
}
