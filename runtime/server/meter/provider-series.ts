/**
 * The provider's day-by-day series of a site (GET …/organisations/{org}/consumption and /production,
 * docs/decisions.md "Organisation calls"): per local day from `from` to `to` (both included), the sum
 * of the site's meters of the first of `types` it has, in kWh, from the day roll-ups.
 */
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { addDays, startOfLocalDay } from '../local-time.js';
import type { LocationRow } from '../repositories/locations.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import { round } from './measurement-nodes.js';

/** A provider series reads at most this many days a call. */
const MAX_DAYS = 366;

export async function providerDailySeries(q: Queryable, row: LocationRow, types: readonly string[], from: string, to: string): Promise<{ date: string; value: number; unit: string }[]> {
  if (to < from) throw problem('validationError', { message: 'to must not be before from' });
  if (Date.parse(to) - Date.parse(from) > MAX_DAYS * 86_400_000) throw problem('validationError', { message: `At most ${MAX_DAYS} days a call` });
  const tz = timeZoneFromPriceZone(row.price_zone);
  const present = await q.query<{ service_type: string }>('SELECT DISTINCT service_type FROM meter_series WHERE location_id = $1 AND service_type = ANY($2)', [row.id, types]);
  const type = types.find((t) => present.rows.some((r) => r.service_type === t));
  if (!type) return [];
  const rows = await q.query<{ key: string; total: number }>(
    `SELECT u.key, sum(u.total) AS total FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id
      WHERE s.location_id = $1 AND s.service_type = $2 AND u.level = 'day' AND u.start >= $3 AND u.start < $4
      GROUP BY u.key ORDER BY u.key`,
    [row.id, type, startOfLocalDay(from, tz), startOfLocalDay(addDays(to, 1), tz)],
  );
  return rows.rows.map((r) => ({ date: r.key, value: round(r.total, 3), unit: 'kWh' }));
}
