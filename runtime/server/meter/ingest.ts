/**
 * Meter readings arriving (docs/decisions.md "Meter reading ingestion"): each row names its meter by
 * measurementId and starts on the meter's resolution; a batch lands whole or not at all, and the first
 * bad row is named in the error.
 */
import type { MeterReadingInput } from '../../../schemas/measurement.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { localDate, startOfLocalDay } from '../local-time.js';
import { ensureSeries, seriesCandidates, upsertReadings, type ReadingRow, type SeriesRow } from '../repositories/readings.js';
import type { JobEngine } from '../jobs/engine.js';
import { queueReportRemakes } from './report-remakes.js';

const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;

function rowProblem(index: number, message: string) {
  return problem('validationError', { message: `Row ${index + 1}: ${message}`, data: { row: index + 1 } });
}

/** Why `at` does not start a period of the series' resolution, or undefined when it does. */
function misaligned(series: SeriesRow, at: Date): string | undefined {
  const t = at.getTime();
  switch (series.resolution) {
    case '15min': return t % QUARTER === 0 ? undefined : 'date must start a quarter-hour (:00, :15, :30 or :45)';
    case 'hour': return t % HOUR === 0 ? undefined : 'date must start an hour';
    case 'day': {
      const day = localDate(at, series.time_zone);
      return startOfLocalDay(day, series.time_zone).getTime() === t ? undefined : `date must be local midnight (${series.time_zone})`;
    }
    case 'month': {
      const day = localDate(at, series.time_zone);
      return day.endsWith('-01') && startOfLocalDay(day, series.time_zone).getTime() === t ? undefined : `date must be the first of a month at local midnight (${series.time_zone})`;
    }
  }
}

export interface Receipt {
  readonly received: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly meters: number;
  readonly from: Date;
  readonly to: Date;
}

/**
 * Stores a batch in the caller's transaction; throws 400 naming the first bad row, before anything is
 * written. A changed reading in a month that has a report sends that report to be made again
 * (meter/report-remakes.ts): through `jobs` at once, or by the engine's upkeep within a minute.
 */
export async function ingestReadings(q: Queryable, organisation: string, input: readonly MeterReadingInput[], now: Date, jobs?: Pick<JobEngine, 'enqueue'>): Promise<Receipt> {
  const ids = [...new Set(input.map((r) => r.measurementId))];
  const candidates = await seriesCandidates(q, organisation, ids);
  const series = await ensureSeries(q, organisation, candidates.map((c) => ({ ...c, timeZone: timeZoneFromPriceZone(c.priceZone) })));
  const seen = new Map<string, number>();
  const rows: ReadingRow[] = input.map((r, i) => {
    const s = series.get(r.measurementId);
    if (!s) throw rowProblem(i, `no measured service with measurementId '${r.measurementId}' in ${organisation}`);
    const wrong = misaligned(s, r.date);
    if (wrong) throw rowProblem(i, wrong);
    if (!Number.isFinite(r.value)) throw rowProblem(i, 'value must be a finite number');
    const key = `${s.id}|${r.date.getTime()}`;
    const earlier = seen.get(key);
    // Two values for one period in one batch: which one is meant cannot be known.
    if (earlier !== undefined) throw rowProblem(i, `the same meter and date as row ${earlier + 1}`);
    seen.set(key, i);
    return { seriesId: s.id, at: r.date, value: r.value, certainty: r.certainty ?? null, source: r.source ?? 'measured' };
  });
  const { changed, reportedMonths } = await upsertReadings(q, rows, now);
  if (reportedMonths.length > 0) await queueReportRemakes(q, reportedMonths, now, jobs);
  // A loop, not Math.min(...): a batch of 100 000 arguments can overflow the call stack.
  let first = Infinity;
  let last = -Infinity;
  for (const r of rows) {
    first = Math.min(first, r.at.getTime());
    last = Math.max(last, r.at.getTime());
  }
  return {
    received: rows.length, changed, unchanged: rows.length - changed, meters: new Set(rows.map((r) => r.seriesId)).size,
    from: new Date(first), to: new Date(last),
  };
}
