/**
 * What the history chart draws (portal §2 Chart, §9), computed from measurement nodes without React
 * or chart.js, so it is tested and timed on its own: one bar per sub-period of the period shown (a
 * year's 12 months, a month's days, a day's 24 hours; the total's years), finer nodes summed into
 * their bar in one pass (a year of quarter hours becomes 12 bars, never 35 040), bars with
 * certainty below 1 marked uncertain, the compare line cut at the current hour, and an axis of
 * three steps (runtime/format chartAxis).
 */
import { isCertain, type AnalysisParameter, type MeasurementNode } from '../../../../schemas/measurement.js';
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';
import { VIEWS } from '../../../../schemas/constants.js';
import { chartAxis, type ChartAxis } from '../../../format/index.js';
import type { CompareChoice } from './analysis-rules.js';
import { daysInMonth } from './date-keys.js';

/** Key length of one bar of each period: the total's years, a year's months, a month's days, a day's hours. */
export const BAR_KEY_LENGTH = { total: 4, year: 7, month: 10, day: 13 } as const satisfies Record<AnalysisTab, number>;

type Summed = AnalysisParameter | 'compareDegreeDays' | 'cloudCover';
type Averaged = 'price' | 'temperature' | 'co2';
const SUMMED: readonly Summed[] = ['consumption', 'cost', 'co2cost', 'production', 'compareDegreeDays', 'cloudCover'];
const AVERAGED: readonly Averaged[] = ['price', 'temperature', 'co2'];

/** The values of one bar: sums of totals, means of hourly averages, certain only when every node is. */
export interface BarValues {
  readonly sums: Partial<Record<Summed, number>>;
  readonly means: Partial<Record<Averaged, number>>;
  readonly certain: boolean;
}

interface Accumulator {
  sums: Partial<Record<Summed, number>>;
  avg: Partial<Record<Averaged, { sum: number; n: number }>>;
  certain: boolean;
}

/** Nodes summed into bars keyed by the first `keyLength` characters of their date key, in one pass. */
export function barValues(nodes: readonly MeasurementNode[], keyLength: number): Map<string, BarValues> {
  const acc = new Map<string, Accumulator>();
  for (const node of nodes) {
    const key = node.dateKey.slice(0, keyLength);
    let a = acc.get(key);
    if (!a) {
      a = { sums: {}, avg: {}, certain: true };
      acc.set(key, a);
    }
    const v = node.value;
    for (const p of SUMMED) {
      const total = v[p]?.total;
      if (total !== undefined) a.sums[p] = (a.sums[p] ?? 0) + total;
    }
    for (const p of AVERAGED) {
      const avg = v[p]?.avgHour;
      if (avg !== undefined) {
        const m = (a.avg[p] ??= { sum: 0, n: 0 });
        m.sum += avg;
        m.n += 1;
      }
    }
    if (!isCertain(v.consumption?.certainty)) a.certain = false;
  }
  const out = new Map<string, BarValues>();
  for (const [key, a] of acc) {
    const means: Partial<Record<Averaged, number>> = {};
    for (const p of AVERAGED) {
      const m = a.avg[p];
      if (m) means[p] = m.sum / m.n;
    }
    out.set(key, { sums: a.sums, means, certain: a.certain });
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The bars' keys of a period: 12 months, the month's days, 24 hours; the total's years are the years with data. */
export function barKeys(period: AnalysisTab, periodKey: string, dataKeys: Iterable<string>): string[] {
  switch (period) {
    case 'year':
      return Array.from({ length: VIEWS.YEAR_MONTHS }, (_, i) => `${periodKey}-${pad(i + 1)}`);
    case 'month':
      return Array.from({ length: daysInMonth(periodKey) }, (_, i) => `${periodKey}-${pad(i + 1)}`);
    case 'day': {
      const hours = Array.from({ length: 24 }, (_, i) => `${periodKey}T${pad(i)}`);
      return [...new Set([...hours, ...dataKeys])].sort();
    }
    default:
      return [...new Set(dataKeys)].sort().slice(-VIEWS.YEARS);
  }
}

/** The value a compare choice draws from a bar. */
function compareValue(choice: Exclude<CompareChoice, 'none' | 'previousPeriod'>, bar: BarValues | undefined): number | null {
  if (!bar) return null;
  if (choice === 'price' || choice === 'temperature' || choice === 'co2') return bar.means[choice] ?? null;
  return bar.sums[choice] ?? null;
}

export interface ChartBar {
  readonly key: string;
  readonly value: number | null;
  readonly certain: boolean;
}

export interface ChartModel {
  readonly bars: readonly ChartBar[];
  /** The compare line, one value per bar (null where cut or missing); null when nothing is compared. */
  readonly line: { readonly choice: Exclude<CompareChoice, 'none'>; readonly values: readonly (number | null)[] } | null;
  /** The axis of the bars (and of the same period last year, drawn against it); null without data. */
  readonly axis: ChartAxis | null;
  /** The right-hand axis of a compare value in another unit (price, temperature, …). */
  readonly lineAxis: ChartAxis | null;
  readonly hasData: boolean;
  /** The sum of the bars. */
  readonly total: number | null;
  /**
   * Against the same period last year: the change in percent over the bars already complete in both
   * (the current bar is still filling up, so it would always look lower); null without a comparison.
   */
  readonly change: number | null;
}

export interface ChartModelInput {
  readonly nodes: readonly MeasurementNode[];
  /** The same period last year's nodes, for the previousPeriod comparison. */
  readonly previous?: readonly MeasurementNode[];
  readonly period: AnalysisTab;
  /** The period's own key (20YY, 20YY-MM, 20YY-MM-DD; '' for the total). */
  readonly periodKey: string;
  readonly previousKey?: string;
  readonly parameter: AnalysisParameter;
  readonly compare: CompareChoice;
  /** The current local hour, 20YY-MM-DDTHH: the compare line stops here. */
  readonly now: string;
}

const sum = (values: readonly (number | null)[]): number | null => (values.some((v) => v !== null) ? values.reduce<number>((s, v) => s + (v ?? 0), 0) : null);

/** The change in percent of `now` against `before` over the bars that are complete and have both values. */
function changeOver(now: readonly (number | null)[], before: readonly (number | null)[], complete: readonly boolean[]): number | null {
  let a = 0;
  let b = 0;
  let any = false;
  now.forEach((v, i) => {
    const w = before[i];
    if (complete[i] && v !== null && w !== null && w !== undefined) {
      a += v;
      b += w;
      any = true;
    }
  });
  return any && b !== 0 ? ((a - b) / Math.abs(b)) * 100 : null;
}

function axisOf(values: readonly (number | null)[], fromZero: boolean): ChartAxis | null {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  let min = present[0]!;
  let max = present[0]!;
  for (const v of present) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return fromZero ? chartAxis(Math.min(0, min), Math.max(0, max)) : chartAxis(min, max);
}

export function buildChartModel(input: ChartModelInput): ChartModel {
  const keyLength = BAR_KEY_LENGTH[input.period];
  const byBar = barValues(input.nodes, keyLength);
  const keys = barKeys(input.period, input.periodKey, byBar.keys());
  const bars: ChartBar[] = keys.map((key) => {
    const b = byBar.get(key);
    return { key, value: b?.sums[input.parameter] ?? null, certain: b?.certain ?? true };
  });
  const values = bars.map((b) => b.value);
  const cut = (i: number) => keys[i]! > input.now.slice(0, keyLength);

  let line: ChartModel['line'] = null;
  let change: number | null = null;
  if (input.compare === 'previousPeriod' && input.previous && input.previousKey !== undefined) {
    const previousBars = barValues(input.previous, keyLength);
    const previousKeys = barKeys(input.period, input.previousKey, previousBars.keys());
    const lineValues = keys.map((_, i) => (cut(i) ? null : previousBars.get(previousKeys[i] ?? '')?.sums[input.parameter] ?? null));
    line = { choice: 'previousPeriod', values: lineValues };
    change = changeOver(values, lineValues, keys.map((key) => key < input.now.slice(0, keyLength)));
  } else if (input.compare !== 'none' && input.compare !== 'previousPeriod') {
    const choice = input.compare;
    line = { choice, values: keys.map((key, i) => (cut(i) ? null : compareValue(choice, byBar.get(key)))) };
  }

  const sameUnit = line?.choice === 'previousPeriod';
  return {
    bars,
    line,
    axis: axisOf(sameUnit && line ? [...values, ...line.values] : values, true),
    lineAxis: line && !sameUnit ? axisOf(line.values, false) : null,
    hasData: values.some((v) => v !== null),
    total: sum(values),
    change,
  };
}
