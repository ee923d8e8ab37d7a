/**
 * What the meters of a price zone add up to (GET /v3/data/{consumption|production}/zone/...): the
 * trade services of the zone's locations, summed per period, shown only where at least
 * MIN_METERS_SHOWN meters contribute, so no household can be read out of a public total.
 */
import type { Queryable } from '../db/database.js';

export const MIN_METERS_SHOWN = 5;

const SERVICE_TYPES = { consumption: ['consumption_trade'], production: ['production_trade'] } as const;
const KEY = { hour: 'YYYY-MM-DD"T"HH24', day: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

export async function zoneMeterTotals(
  q: Queryable, zone: string, kind: 'consumption' | 'production', level: 'hour' | 'day' | 'month', from: Date, to: Date, timeZone: string,
): Promise<{ start: Date; key: string; total: number; meters: number }[]> {
  const rows = await q.query<{ start: Date; key: string; total: number; meters: number }>(
    `WITH s AS (
       SELECT ms.id, ms.resolution FROM meter_series ms JOIN locations l ON l.id = ms.location_id
        WHERE l.price_zone = $1 AND ms.service_type = ANY($2)
     )
     SELECT x.start, to_char(x.start AT TIME ZONE $6, '${KEY[level]}') AS key, sum(x.total) AS total, count(*)::int AS meters FROM (
       SELECT u.start, u.total FROM readings_rollup u JOIN s ON s.id = u.series_id WHERE u.level = $3 AND u.start >= $4 AND u.start < $5
       UNION ALL
       SELECT r.at, r.value FROM readings r JOIN s ON s.id = r.series_id WHERE s.resolution = $3 AND r.at >= $4 AND r.at < $5
     ) x GROUP BY x.start HAVING count(*) >= $7 ORDER BY x.start`,
    [zone, SERVICE_TYPES[kind], level, from, to, timeZone, MIN_METERS_SHOWN],
  );
  return rows.rows;
}
