/**
 * What the meters of a price zone add up to (GET /v3/data/{consumption|production}/zone/...): the
 * trade services of the zone's locations, summed per period, shown only where at least
 * MIN_METERS_SHOWN meters contribute, so no household can be read out of a public total.
 */
import type { Queryable } from '../db/database.js';

export const MIN_METERS_SHOWN = 5;

const SERVICE_TYPES = { consumption: ['consumption_trade'], production: ['production_trade'] } as const;
const KEY = { hour: 'YYYY-MM-DD"T"HH24', day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;

/**
 * Which locations' meters add up: a price zone's, a zip code's (written with or without its space,
 * as Swedish ones are) or an area's (the location's area, else its city: docs/decisions.md "Data kinds").
 */
export type MeterScope = { readonly zone: string } | { readonly zipCode: string } | { readonly area: string };

function scopeSql(scope: MeterScope): { where: string; value: string } {
  if ('zone' in scope) return { where: 'l.price_zone = $1', value: scope.zone };
  if ('zipCode' in scope) return { where: "replace(l.zip_code, ' ', '') = $1", value: scope.zipCode.replace(/ /g, '') };
  return { where: 'lower(coalesce(l.area, l.city)) = lower($1)', value: scope.area };
}

export async function zoneMeterTotals(
  q: Queryable, scope: MeterScope, kind: 'consumption' | 'production', level: 'hour' | 'day' | 'month' | 'year', from: Date, to: Date, timeZone: string,
): Promise<{ start: Date; key: string; total: number; meters: number }[]> {
  const { where, value } = scopeSql(scope);
  const rows = await q.query<{ start: Date; key: string; total: number; meters: number }>(
    `WITH s AS (
       SELECT ms.id, ms.resolution FROM meter_series ms JOIN locations l ON l.id = ms.location_id
        WHERE ${where} AND ms.service_type = ANY($2)
     )
     SELECT x.start, to_char(x.start AT TIME ZONE $6, '${KEY[level]}') AS key, sum(x.total) AS total, count(*)::int AS meters FROM (
       SELECT u.start, u.total FROM readings_rollup u JOIN s ON s.id = u.series_id WHERE u.level = $3 AND u.start >= $4 AND u.start < $5
       UNION ALL
       SELECT r.at, r.value FROM readings r JOIN s ON s.id = r.series_id WHERE s.resolution = $3 AND r.at >= $4 AND r.at < $5
     ) x GROUP BY x.start HAVING count(*) >= $7 ORDER BY x.start`,
    [value, SERVICE_TYPES[kind], level, from, to, timeZone, MIN_METERS_SHOWN],
  );
  return rows.rows;
}

/** The price zone most of a zip code's or area's locations are in, or undefined when none is known. */
export async function zoneOfScope(q: Queryable, scope: MeterScope): Promise<string | undefined> {
  if ('zone' in scope) return scope.zone;
  const { where, value } = scopeSql(scope);
  const row = await q.query<{ zone: string }>(`SELECT l.price_zone AS zone FROM locations l WHERE ${where} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`, [value]);
  return row.rows[0]?.zone;
}
