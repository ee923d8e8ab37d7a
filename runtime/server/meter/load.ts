/**
 * Load: the highest average power of a location's electricity meters in each period (platform-contract
 * §7 Sites "GET /sites/{id}/load (resolution, dateKey or start/end)"; docs/decisions.md "Load"): a
 * reading of E kWh over a quarter-hour is 4·E kW on average, over an hour E kW. A period's load is its
 * highest reading's power, as the data value peak-watt (W).
 */
import type { DataItem } from '../../../schemas/measurement.js';
import type { Queryable } from '../db/database.js';
import type { LocationRow } from '../repositories/locations.js';
import { GRID_ELECTRICITY, round } from './measurement-nodes.js';
import type { FigureLevel } from './period-figures.js';

const FORMAT: Record<FigureLevel, string> = { '15min': 'YYYY-MM-DD"T"HH24:MI', hour: 'YYYY-MM-DD"T"HH24', day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

export async function loadItems(q: Queryable, row: LocationRow, level: FigureLevel, from: Date, to: Date, tz: string): Promise<DataItem[]> {
  const bucket = level === '15min' ? 'r.at' : level === 'hour' ? "date_trunc('hour', r.at)" : `date_trunc('${level}', r.at AT TIME ZONE $4) AT TIME ZONE $4`;
  const rows = await q.query<{ start: Date; key: string; watts: number }>(
    `SELECT b.start, to_char(b.start AT TIME ZONE $4, '${FORMAT[level]}') AS key, b.watts FROM (
       SELECT ${bucket} AS start,
              max(r.value / CASE s.resolution WHEN '15min' THEN 0.25 ELSE 1 END) * 1000 AS watts
         FROM readings r JOIN meter_series s ON s.id = r.series_id
        WHERE s.location_id = $1 AND s.service_type = ANY($5) AND s.resolution IN ('15min', 'hour') AND r.at >= $2 AND r.at < $3
        GROUP BY 1) b ORDER BY b.start`,
    [row.id, from, to, tz, GRID_ELECTRICITY],
  );
  return rows.rows.map((r) => ({ date: r.start, dateKey: r.key, location: row.code, value: { 'peak-watt': { total: round(r.watts, 0) } } }));
}
