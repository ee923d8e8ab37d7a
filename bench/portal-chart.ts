/**
 * "A year of 15-minute data renders" for `npm run bench`: the analysis chart's model
 * (runtime/portal/features/analysis/chart-model.ts buildChartModel: nodes summed into the year's 12
 * bars, last year's as the compare line, the axes) on 35 040 quarter-hour nodes and as many of the
 * year before, against a bare loop summing the same values into 12 months. Loaded lazily so the rest
 * of the bench runs when the analysis feature changes under it.
 */
import type { MeasurementNode } from '../schemas/measurement.js';
import type { buildChartModel as BuildChartModel } from '../runtime/portal/features/analysis/chart-model.js';
import { ratio, time, type Row } from './measure.js';

const QUARTERS_PER_DAY = 96;
const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
const pad = (n: number) => String(n).padStart(2, '0');

/** A year of quarter hours (365 days), a daily and yearly shape, some uncertain, with price and temperature. */
export function quarterHourYear(year: number): MeasurementNode[] {
  const nodes: MeasurementNode[] = [];
  const start = Date.UTC(year, 0, 1);
  for (let i = 0; i < 365 * QUARTERS_PER_DAY; i++) {
    const at = new Date(start + i * 15 * 60_000);
    const hour = at.getUTCHours();
    const dateKey = `${year}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(hour)}:${pad(at.getUTCMinutes())}`;
    const season = 1 + 0.6 * Math.cos((at.getUTCMonth() / 12) * 2 * Math.PI);
    const kwh = 0.12 * season * (hour >= 7 && hour <= 22 ? 1.5 : 0.8) + (i % 7) * 0.005;
    nodes.push({
      dateKey,
      date: at,
      value: {
        consumption: { total: kwh, ...(i % 997 === 0 ? { certainty: 0.5 } : {}) },
        cost: { total: kwh * 1.1 },
        price: { avgHour: 0.9 + 0.3 * Math.sin(hour / 3) },
        temperature: { avgHour: 5 - 10 * Math.cos((at.getUTCMonth() / 12) * 2 * Math.PI) },
      },
    });
  }
  return nodes;
}

export async function portalChartRows(): Promise<Row[]> {
  const what = 'analysis chart model: a year of 15-minute data (35 040 nodes + last year) → 12 bars';
  let buildChartModel: typeof BuildChartModel;
  try {
    ({ buildChartModel } = await import('../runtime/portal/features/analysis/chart-model.js'));
  } catch (error) {
    return [{ what, figure: 'not available yet', baseline: `(${(error as Error).message.split('\n')[0]})`, ratio: 'n/a' }];
  }
  const nodes = quarterHourYear(2026);
  const previous = quarterHourYear(2025);
  const input = { nodes, previous, period: 'year', periodKey: '2026', previousKey: '2025', parameter: 'consumption', compare: 'previousPeriod', now: '2026-12-31T23' } as const;
  const model = buildChartModel(input);
  if (model.bars.length !== 12) return [{ what, figure: `${model.bars.length} bars, not 12`, baseline: '—', ratio: 'n/a' }];

  const bare = time(() => {
    const months = new Array<number>(12).fill(0);
    for (const list of [nodes, previous]) for (const n of list) months[Number(n.dateKey.slice(5, 7)) - 1]! += n.value.consumption?.total ?? 0;
  }, 20);
  const ours = time(() => buildChartModel(input), 20);
  return [{ what, figure: fmtMs(ours.ms), baseline: `bare loop into 12 months: ${fmtMs(bare.ms)}`, ratio: ratio(ours.ms, bare.ms) }];
}
