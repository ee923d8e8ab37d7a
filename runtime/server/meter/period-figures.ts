/**
 * The figures of a service's periods, the one place every data view starts from (portal nodes, site
 * and location data, insights, reports, exports): kWh with certainty and completeness, cost in parts
 * from the agreement in force each day, CO2, and the zone's price, CO2 intensity, temperature and
 * degree days over the same period. A year view reads 12 roll-up rows and 12 zone rows; a period
 * whose price changed inside it is priced in pieces from its days (or months).
 */
import type { Agreement } from '../../../schemas/agreement.js';
import type { Currency } from '../../../schemas/geography.js';
import { currencyFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { addDays, localClock, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { periodsOf, type PeriodRow, type SeriesRow } from '../repositories/readings.js';
import { DEGREE_DAY_BASE, zoneRollups } from '../repositories/zone-data.js';
import { costParts, mergeParts, tariffWithKey, type CostPart, type Tariff } from './tariff.js';

export type FigureLevel = 'year' | 'month' | 'day' | 'hour' | '15min';

/** What the figures are computed for: a series (absent while the service has no readings) and its agreements. */
export interface SeriesContext {
  readonly series: SeriesRow;
  readonly serviceType: string;
  readonly agreements: readonly Agreement[];
  readonly currency: Currency;
  /** The first reading's start and the last reading's end: fees are charged between them. */
  readonly chargedFrom: Date;
  readonly chargedTo: Date;
}

export interface PeriodFigures {
  readonly start: Date;
  readonly end: Date;
  readonly key: string;
  readonly total: number;
  /** null: every reading inside is certain. */
  readonly certainty: number | null;
  readonly points: number;
  /** Fewer readings than the period holds, or the period has not ended. */
  readonly partial: boolean;
  /** Present when costs were asked for and an agreement was in force. */
  readonly cost?: { readonly total: number; readonly parts: readonly CostPart[] };
  /** g of CO2: kWh × the hour's intensity. */
  readonly co2: number;
  /** Readings whose hour had no zone data (their cost and CO2 are missing). */
  readonly unpriced: number;
  readonly related?: Related;
}

/** The zone's averages over the period, and its heating degree days. */
export interface Related {
  readonly price: number;
  readonly co2: number;
  readonly temperature: number;
  readonly degreeDays: number;
}

const MS = { '15min': 15 * 60_000, hour: 3_600_000 } as const;

/** The instant the period of `level` starting at `start` ends, in the series' time zone. */
export function periodEnd(level: FigureLevel, start: Date, tz: string): Date {
  if (level === '15min' || level === 'hour') return new Date(start.getTime() + MS[level]);
  const day = localDate(start, tz);
  if (level === 'day') return startOfLocalDay(addDays(day, 1), tz);
  if (level === 'month') return startOfLocalDay(nextMonthStart(day), tz);
  return startOfLocalDay(`${Number(day.slice(0, 4)) + 1}-01-01`, tz);
}

/** The local date key of the period of `level` starting at `start` (docs/decisions.md "Date keys"). */
export function periodKey(level: FigureLevel, start: Date, tz: string): string {
  const day = localDate(start, tz);
  if (level === 'year') return day.slice(0, 4);
  if (level === 'month') return day.slice(0, 7);
  if (level === 'day') return day;
  const clock = localClock(start, tz);
  return level === 'hour' ? `${day}T${clock.slice(0, 2)}` : `${day}T${clock}`;
}

/** How many native readings a whole period holds (a DST day holds 92 or 100 quarter-hours). */
function expectedPoints(series: SeriesRow, start: Date, end: Date): number {
  const tz = series.time_zone;
  switch (series.resolution) {
    case '15min': case 'hour': return Math.round((end.getTime() - start.getTime()) / MS[series.resolution]);
    case 'day': {
      let n = 0;
      for (let d = localDate(start, tz); startOfLocalDay(d, tz) < end; d = addDays(d, 1)) n++;
      return n;
    }
    case 'month': {
      let n = 0;
      for (let d = localDate(start, tz).slice(0, 7) + '-01'; startOfLocalDay(d, tz) < end; d = nextMonthStart(d)) n++;
      return n;
    }
  }
}

/** Months of fees in [from, to) within the charged window: each month's overlap over its length. */
function feeMonths(ctx: SeriesContext, from: Date, to: Date): number {
  const tz = ctx.series.time_zone;
  const lo = Math.max(from.getTime(), ctx.chargedFrom.getTime());
  const hi = Math.min(to.getTime(), ctx.chargedTo.getTime());
  let months = 0;
  for (let m = localDate(new Date(lo), tz).slice(0, 7) + '-01'; lo < hi; m = nextMonthStart(m)) {
    const ms = startOfLocalDay(m, tz).getTime();
    const me = startOfLocalDay(nextMonthStart(m), tz).getTime();
    if (ms >= hi) break;
    months += Math.max(0, Math.min(me, hi) - Math.max(ms, lo)) / (me - ms);
  }
  return months;
}

/** The zone's average spot price of each local month starting in [from, to), by month key. */
async function monthPrices(q: Queryable, ctx: SeriesContext, from: Date, to: Date): Promise<Map<string, number>> {
  const tz = ctx.series.time_zone;
  const rows = await zoneRollups(q, ctx.series.price_zone, 'month', startOfLocalDay(localDate(from, tz).slice(0, 7) + '-01', tz), to);
  return new Map(rows.map((r) => [r.key, r.price]));
}

interface Segment {
  readonly from: Date;
  readonly to: Date;
  readonly tariff: Tariff | undefined;
  readonly month: string;
}

/**
 * The days a tariff of `serviceType` can change on (an agreement or price starting, or the day after
 * one ends), sorted, and whether a monthlySpot agreement makes every first of a month one too. Only
 * these days are looked at, so a year is priced from a handful of days rather than 365.
 */
const changeDays = new WeakMap<readonly Agreement[], Map<string, { days: string[]; monthly: boolean }>>();
function tariffChanges(agreements: readonly Agreement[], serviceType: string): { days: string[]; monthly: boolean } {
  let byType = changeDays.get(agreements);
  if (!byType) changeDays.set(agreements, (byType = new Map()));
  let found = byType.get(serviceType);
  if (!found) {
    const days = new Set<string>();
    const mine = agreements.filter((a) => a.serviceType === serviceType);
    for (const a of mine) {
      if (a.startDate) days.add(a.startDate);
      if (a.endDate) days.add(addDays(a.endDate, 1));
      for (const p of [...(a.prices ?? []), ...(a.discounts ?? [])]) {
        days.add(p.validFrom);
        if (p.validTo) days.add(addDays(p.validTo, 1));
      }
    }
    found = { days: [...days].sort(), monthly: mine.some((a) => a.type === 'monthlySpot') };
    byType.set(serviceType, found);
  }
  return found;
}

/** The node's local days grouped where the tariff (and, for monthlySpot, the month) stays the same. */
function segments(ctx: SeriesContext, start: Date, end: Date): Segment[] {
  const tz = ctx.series.time_zone;
  const firstDay = localDate(start, tz);
  const lastDay = localDate(new Date(end.getTime() - 1), tz);
  const changes = tariffChanges(ctx.agreements, ctx.serviceType);
  const candidates = changes.days.filter((d) => d > firstDay && d <= lastDay);
  if (changes.monthly) for (let m = nextMonthStart(firstDay); m <= lastDay; m = nextMonthStart(m)) candidates.push(m);
  candidates.sort();
  const out: Segment[] = [];
  const keyOn = (day: string) => {
    const { tariff, key } = tariffWithKey(ctx.agreements, ctx.serviceType, day);
    return { tariff, key: `${key}|${tariff?.basis === 'month' ? day.slice(0, 7) : ''}`, month: day.slice(0, 7) };
  };
  let from = firstDay;
  let current = keyOn(firstDay);
  for (const day of candidates) {
    const next = keyOn(day);
    if (next.key === current.key) continue;
    out.push({ from: startOfLocalDay(from, tz), to: startOfLocalDay(day, tz), tariff: current.tariff, month: current.month });
    from = day;
    current = next;
  }
  out.push({ from: startOfLocalDay(from, tz), to: end, tariff: current.tariff, month: current.month });
  // The first segment keeps the node's own start (an hour or a quarter inside a day).
  out[0] = { ...out[0]!, from: start };
  return out;
}

interface Sums {
  total: number;
  spotCost: number;
  hourSpotCost: number;
}

const sumOf = (rows: readonly PeriodRow[]): Sums => rows.reduce<Sums>((s, r) => ({ total: s.total + r.total, spotCost: s.spotCost + r.spot_cost, hourSpotCost: s.hourSpotCost + r.hour_spot_cost }), { total: 0, spotCost: 0, hourSpotCost: 0 });

/** The cost of one period: priced whole when one tariff holds throughout, else in pieces from its days or months. */
async function periodCost(q: Queryable, ctx: SeriesContext, level: FigureLevel, row: PeriodRow, end: Date, months: Map<string, number>): Promise<PeriodFigures['cost']> {
  const segs = segments(ctx, row.start, end);
  if (segs.every((s) => s.tariff === undefined)) return undefined;
  let pieces: { seg: Segment; sums: Sums }[];
  if (segs.length === 1) {
    pieces = [{ seg: segs[0]!, sums: { total: row.total, spotCost: row.spot_cost, hourSpotCost: row.hour_spot_cost } }];
  } else {
    // Month pieces suffice when every change falls on a month's first day; else days.
    const tz = ctx.series.time_zone;
    const byMonth = level === 'year' && segs.every((s) => localDate(s.from, tz).endsWith('-01'));
    const finer: FigureLevel = byMonth ? 'month' : 'day';
    if (isCoarser(ctx.series.resolution, finer)) {
      // A monthly meter has no days to price apart: its month is shared out by time.
      const span = end.getTime() - row.start.getTime();
      pieces = segs.map((seg) => {
        const f = (seg.to.getTime() - seg.from.getTime()) / span;
        return { seg, sums: { total: row.total * f, spotCost: row.spot_cost * f, hourSpotCost: row.hour_spot_cost * f } };
      });
    } else {
      const rows = await periodsOf(q, ctx.series, finer, row.start, end);
      pieces = segs.map((seg) => ({ seg, sums: sumOf(rows.filter((r) => r.start >= seg.from && r.start < seg.to)) }));
    }
  }
  const parts: CostPart[] = [];
  for (const { seg, sums } of pieces) {
    if (!seg.tariff) continue;
    parts.push(...costParts(seg.tariff, { ...sums, monthPrice: months.get(seg.month), feeMonths: feeMonths(ctx, seg.from, seg.to) }));
  }
  const merged = mergeParts(parts);
  return { total: merged.reduce((s, p) => s + p.value, 0), parts: merged };
}

const ORDER: readonly FigureLevel[] = ['15min', 'hour', 'day', 'month', 'year'];
/** Whether `level` is coarser than `than` (a roll-up of it exists). */
function isCoarser(level: FigureLevel, than: FigureLevel): boolean {
  return ORDER.indexOf(level) > ORDER.indexOf(than);
}

/** The zone's averages for each period of `level` starting in [from, to), by period start. */
export async function zoneRelated(q: Queryable, zone: string, level: FigureLevel, from: Date, to: Date): Promise<Map<number, Related>> {
  if (level === 'year' || level === 'month' || level === 'day') {
    const rows = await zoneRollups(q, zone, level, from, to);
    return new Map(rows.map((r) => [r.start.getTime(), { price: r.price, co2: r.co2, temperature: r.temperature, degreeDays: r.hdd }]));
  }
  const hours = await q.query<{ at: Date; price: number; co2: number; temperature: number }>(
    'SELECT at, price, co2, temperature FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3', [zone, new Date(from.getTime() - (from.getTime() % MS.hour)), to],
  );
  const byHour = new Map(hours.rows.map((h) => [h.at.getTime(), h]));
  const out = new Map<number, Related>();
  if (level === 'hour') {
    for (const h of hours.rows) out.set(h.at.getTime(), { price: h.price, co2: h.co2, temperature: h.temperature, degreeDays: Math.max(0, DEGREE_DAY_BASE - h.temperature) / 24 });
    return out;
  }
  const quarters = await q.query<{ at: Date; value: number }>('SELECT at, value FROM zone_prices WHERE zone = $1 AND at >= $2 AND at < $3', [zone, from, to]);
  for (const qp of quarters.rows) {
    const h = byHour.get(qp.at.getTime() - (qp.at.getTime() % MS.hour));
    if (h) out.set(qp.at.getTime(), { price: qp.value, co2: h.co2, temperature: h.temperature, degreeDays: Math.max(0, DEGREE_DAY_BASE - h.temperature) / 96 });
  }
  return out;
}

export interface FigureOptions {
  readonly cost: boolean;
  readonly related: boolean;
  readonly now: Date;
}

/**
 * The figures of the series' periods of `level` starting in [from, to) that hold readings. A level
 * finer than the meter's own has no figures (an hourly meter has no quarter-hours).
 */
export async function periodFigures(q: Queryable, ctx: SeriesContext, level: FigureLevel, from: Date, to: Date, options: FigureOptions): Promise<PeriodFigures[]> {
  if (isCoarser(ctx.series.resolution, level)) return [];
  const tz = ctx.series.time_zone;
  const [rows, related, months] = await Promise.all([
    periodsOf(q, ctx.series, level, from, to),
    options.related ? zoneRelated(q, ctx.series.price_zone, level, from, to) : Promise.resolve(new Map<number, Related>()),
    // Only monthlySpot needs the month's average price.
    options.cost && ctx.agreements.some((a) => a.type === 'monthlySpot') ? monthPrices(q, ctx, from, to) : Promise.resolve(new Map<string, number>()),
  ]);
  const out: PeriodFigures[] = [];
  for (const row of rows) {
    const end = periodEnd(level, row.start, tz);
    const cost = options.cost ? await periodCost(q, ctx, level, row, end, months) : undefined;
    const rel = related.get(row.start.getTime());
    out.push({
      start: row.start, end, key: row.key, total: row.total, certainty: row.certainty, points: row.points,
      partial: end > options.now || row.points < expectedPoints(ctx.series, row.start, end),
      ...(cost ? { cost } : {}), co2: row.co2, unpriced: row.unpriced, ...(rel ? { related: rel } : {}),
    });
  }
  return out;
}

/** The currency of a price zone (platform-contract §9: currency from price zone). */
export const currencyOf = (priceZone: string): Currency => currencyFromPriceZone(priceZone);
