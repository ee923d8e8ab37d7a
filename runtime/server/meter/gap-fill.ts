/**
 * The portal's data options that add nodes where no reading is (portal §7 "options allowNeighbour
 * false, … allowForecasts false"; docs/decisions.md "Neighbour and forecast nodes"). Added nodes carry
 * consumption (or production) only, with certainty 0, so the chart draws them at half opacity and no
 * cost is invented for them.
 */
import type { MeasurementNode } from '../../../schemas/measurement.js';
import { localClock, localDate } from '../local-time.js';
import { periodEnd, type FigureLevel } from './period-figures.js';
import { round } from './measurement-nodes.js';

/** The period starts of `level` in [from, to). */
export function periodStarts(level: FigureLevel, from: Date, to: Date, tz: string): Date[] {
  const out: Date[] = [];
  for (let t = from; t < to; t = periodEnd(level, t, tz)) out.push(t);
  return out;
}

const amountOf = (n: MeasurementNode): number | undefined => n.value.consumption?.total ?? n.value.production?.total;

function estimated(start: Date, key: string, amount: number, production: boolean): MeasurementNode {
  const total = round(amount, 3);
  return { dateKey: key, date: start, value: production ? { production: { total } } : { consumption: { total, certainty: 0 } } };
}

/** A missing period between two with data: the mean of its nearest neighbours before and after. */
export function fillFromNeighbours(nodes: readonly MeasurementNode[], starts: readonly Date[], keyOf: (d: Date) => string, production: boolean): MeasurementNode[] {
  if (nodes.length < 2) return [...nodes];
  const byStart = new Map(nodes.map((n) => [n.date.getTime(), n]));
  const first = nodes[0]!.date.getTime();
  const last = nodes[nodes.length - 1]!.date.getTime();
  const out: MeasurementNode[] = [];
  let before: MeasurementNode | undefined;
  for (const [i, s] of starts.entries()) {
    const have = byStart.get(s.getTime());
    if (have) {
      out.push(have);
      before = have;
      continue;
    }
    if (s.getTime() < first || s.getTime() > last || !before) continue;
    const after = starts.slice(i + 1).map((x) => byStart.get(x.getTime())).find(Boolean);
    const a = amountOf(before);
    const b = after && amountOf(after);
    if (a !== undefined && b !== undefined) out.push(estimated(s, keyOf(s), (a + b) / 2, production));
  }
  return out;
}

/**
 * Periods of the span not ended by `now` and without readings: the mean of the same period in the last completed cycles — the
 * same hour of the last seven days, the same weekday of the last four weeks, the same month a year
 * before (else the last three months), the last three years.
 */
export function addForecasts(nodes: readonly MeasurementNode[], history: readonly MeasurementNode[], starts: readonly Date[], level: FigureLevel, now: Date, tz: string, keyOf: (d: Date) => string, production: boolean): MeasurementNode[] {
  const have = new Set(nodes.map((n) => n.date.getTime()));
  const past = history.filter((h) => h.date < now);
  const out = [...nodes];
  for (const s of starts) {
    // Today without its readings yet is forecast too: what counts is that the period has not ended.
    if (periodEnd(level, s, tz) <= now || have.has(s.getTime())) continue;
    const like = similar(past, s, level, tz);
    const amounts = like.map(amountOf).filter((a): a is number => a !== undefined);
    if (amounts.length > 0) out.push(estimated(s, keyOf(s), amounts.reduce((x, y) => x + y, 0) / amounts.length, production));
  }
  return out.sort((a, b) => a.date.getTime() - b.date.getTime());
}

function similar(past: readonly MeasurementNode[], s: Date, level: FigureLevel, tz: string): MeasurementNode[] {
  const recent = (n: number) => past.slice(-n);
  switch (level) {
    case '15min': case 'hour': {
      const clock = localClock(s, tz);
      return past.filter((p) => localClock(p.date, tz) === clock).slice(-7);
    }
    case 'day': {
      const weekday = new Date(`${localDate(s, tz)}T12:00:00Z`).getUTCDay();
      return past.filter((p) => new Date(`${p.dateKey}T12:00:00Z`).getUTCDay() === weekday).slice(-4);
    }
    case 'month': {
      const lastYear = `${Number(localDate(s, tz).slice(0, 4)) - 1}${localDate(s, tz).slice(4, 7)}`;
      const same = past.filter((p) => p.dateKey === lastYear);
      return same.length > 0 ? same : recent(3);
    }
    case 'year': return recent(3);
  }
}
