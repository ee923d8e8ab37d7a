/**
 * The insights of a location (platform-contract §3 Insights, §7; docs/decisions.md "Insights"): each
 * service's month from the period figures (meter/period-figures.ts) — kWh, cost in parts from the
 * agreements, CO2 — with its data status under the tenant's measurement delay; the month's forecast;
 * the last six months; and the detailed series of a month or a year with the period before. The rules
 * that need no database are in meter/insight-rules.ts.
 */
import type { Agreement } from '../../../schemas/agreement.js';
import type { Currency } from '../../../schemas/geography.js';
import type {
  DataSeries, DataSeriesValue, DetailedInsights, DetailedInsightsDefaults, DetailedInsightsPeriod, Insight, OverallDataStatus, ServiceDataStatus,
  SixMonthMeasurements,
} from '../../../schemas/insights.js';
import type { LocationService, MeasurementResolution } from '../../../schemas/location.js';
import type { ReadingPeriod, TimeEntity } from '../../../schemas/measurement.js';
import { DEFAULT_MEASUREMENT_DELAY_DAYS, type PortalTenantConfig } from '../../../schemas/settings/feature-flags.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { agreementsOfLocation } from '../repositories/agreements.js';
import { toLocation, type LocationRow } from '../repositories/locations.js';
import { latestRelease } from '../repositories/settings.js';
import { periodStarts } from './gap-fill.js';
import {
  countsCo2, expectedReadings, insightOf, insightTotals, isProductionType, monthEstimate, overallDataStatus, overlapShare, partShapes,
  roundToSum, sameWeekdayEstimate, scaleParts, serviceDataStatus, serviceUnits, seriesDataStatus, type Amount, type MeterResolution, type PartShape,
} from './insight-rules.js';
import { round } from './measurement-nodes.js';
import { currencyOf, periodEnd, periodFigures, periodKey, type FigureLevel, type PeriodFigures, type SeriesContext } from './period-figures.js';
import { seriesContext } from './service-reach.js';
import { agreementOn, costParts, mergeParts, tariffOn, type CostPart } from './tariff.js';

/** What the tenant's portal configuration decides for insights (portal §1, §9). */
export interface InsightSettings {
  /** portal §9 "Measurement delay default 1 day". */
  readonly delayDays: number;
  /** portal §1 "hide cost": costs are left out unless a call forces them. */
  readonly hideCost: boolean;
}

/** The organisation's published portal configuration, or the defaults where it has none. */
export async function insightSettings(q: Queryable, organisation: string): Promise<InsightSettings> {
  const release = await latestRelease(q, organisation, 'featureFlags');
  const portal = (release?.payload as { portal?: Partial<PortalTenantConfig> } | undefined)?.portal;
  return { delayDays: portal?.measurementDelayDays ?? DEFAULT_MEASUREMENT_DELAY_DAYS, hideCost: portal?.hideCost ?? false };
}

/** A location as the insights read it. */
export interface LocationScope {
  readonly q: Queryable;
  readonly row: LocationRow;
  readonly services: readonly LocationService[];
  readonly agreements: readonly Agreement[];
  readonly tz: string;
  readonly currency: Currency;
  readonly now: Date;
  /** Readings are expected up to here: the start of the local day `delayDays` before tomorrow. */
  readonly due: Date;
}

export async function locationScope(q: Queryable, row: LocationRow, now: Date, settings: InsightSettings): Promise<LocationScope> {
  const tz = timeZoneFromPriceZone(row.price_zone);
  return {
    q, row, services: toLocation(row).services, agreements: await agreementsOfLocation(q, row.id), tz, currency: currencyOf(row.price_zone), now,
    due: startOfLocalDay(addDays(localDate(now, tz), 1 - settings.delayDays), tz),
  };
}

// —— periods ——

/** The month key `n` months after `month` (YYYY-MM). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthBounds = (month: string, tz: string) => ({ from: startOfLocalDay(`${month}-01`, tz), to: startOfLocalDay(nextMonthStart(month), tz) });
const yearBounds = (year: string, tz: string) => ({ from: startOfLocalDay(`${year}-01-01`, tz), to: startOfLocalDay(`${Number(year) + 1}-01-01`, tz) });
const minDate = (...ds: Date[]) => new Date(Math.min(...ds.map((d) => d.getTime())));
const maxDate = (...ds: Date[]) => new Date(Math.max(...ds.map((d) => d.getTime())));

/** The local days [from, to) touches. */
function daysOf(from: Date, to: Date, tz: string): string[] {
  const out: string[] = [];
  if (to <= from) return out;
  const last = localDate(new Date(to.getTime() - 1), tz);
  for (let d = localDate(from, tz); d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The current month of the location (YYYY-MM). */
export const currentMonth = (s: LocationScope): string => localDate(s.now, s.tz).slice(0, 7);

/** Services a period shows: all but canceled and denied ones and those ended before it. */
function shownServices(s: LocationScope, from: Date): LocationService[] {
  return s.services.filter((x) => x.status !== 'canceled' && x.status !== 'denied' && !(x.endDate && x.endDate <= from));
}

const isMetered = (x: LocationService): x is LocationService & { measurementResolution: MeterResolution } => x.measurementResolution !== 'none';
const serviceEnd = (x: LocationService): Date | null => x.endDate ?? null;

/** The start of the last local day with readings, or null. */
const lastDataDay = (ctx: SeriesContext | undefined, tz: string): Date | null => (ctx ? startOfLocalDay(localDate(new Date(ctx.chargedTo.getTime() - 1), tz), tz) : null);

/** A metered service's status for [from, to) holding `points` readings. */
function statusOf(s: LocationScope, x: LocationService, from: Date, to: Date, points: number): ServiceDataStatus {
  const start = x.startDate;
  const end = serviceEnd(x);
  const winFrom = maxDate(from, start);
  const winTo = end ? minDate(to, end) : to;
  const metered = isMetered(x);
  return serviceDataStatus({
    serviceStatus: x.status, metered, start, end, from, to, now: s.now, due: s.due, points,
    expectedDue: metered ? expectedReadings(x.measurementResolution, winFrom, minDate(winTo, s.due), s.tz) : 0,
    expectedAll: metered ? expectedReadings(x.measurementResolution, winFrom, winTo, s.tz) : 0,
  });
}

// —— one service's month ——

interface ServiceMonth {
  readonly service: LocationService;
  readonly ctx: SeriesContext | undefined;
  readonly status: ServiceDataStatus;
  readonly amount: number | null;
  /** g of CO2 of the month's kWh. */
  readonly co2: number;
  readonly parts: readonly CostPart[] | undefined;
  readonly shapes: ReadonlyMap<string, PartShape>;
  readonly feeMonths: number;
  readonly hasFixedPrice: boolean;
}

/** The shapes of the parts the service's tariffs give over [from, to). */
function shapesOver(s: LocationScope, x: LocationService, from: Date, to: Date): Map<string, PartShape> {
  return partShapes(daysOf(from, to, s.tz).map((d) => tariffOn(s.agreements, x.type, d)));
}

/**
 * The fees of a service without a meter over [from, to): each local day carries its share of its
 * month's fees from the agreement in force that day (as the engine charges metered services).
 */
function unmeteredFees(s: LocationScope, x: LocationService, from: Date, to: Date): { parts: CostPart[]; months: number } {
  const parts: CostPart[] = [];
  let months = 0;
  for (const day of daysOf(from, to, s.tz)) {
    const dayFrom = maxDate(startOfLocalDay(day, s.tz), from);
    const dayTo = minDate(startOfLocalDay(addDays(day, 1), s.tz), to);
    const { from: mFrom, to: mTo } = monthBounds(day.slice(0, 7), s.tz);
    const share = (dayTo.getTime() - dayFrom.getTime()) / (mTo.getTime() - mFrom.getTime());
    months += share;
    const tariff = tariffOn(s.agreements, x.type, day);
    if (tariff) parts.push(...costParts(tariff, { total: 0, spotCost: 0, hourSpotCost: 0, feeMonths: share }));
  }
  return { parts: mergeParts(parts).filter((p) => p.value !== 0), months };
}

/**
 * kWh to add to a month for its days whose readings are not due yet: each such day (inside the
 * service) forecast as the mean of the nearest four complete days of its weekday, less what it
 * already holds; a monthly meter's month as the same month a year before, else the last three months.
 */
async function forecastAddition(s: LocationScope, x: LocationService & { measurementResolution: MeterResolution }, ctx: SeriesContext, from: Date, to: Date): Promise<number> {
  const end = serviceEnd(x) ?? to;
  const opts = { cost: false, related: false, now: s.now };
  if (x.measurementResolution === 'month') {
    if (to <= s.due || end <= from) return 0;
    const month = localDate(from, s.tz).slice(0, 7);
    const history = await periodFigures(s.q, ctx, 'month', monthBounds(addMonths(month, -13), s.tz).from, from, opts);
    const have = (await periodFigures(s.q, ctx, 'month', from, to, opts))[0]?.total ?? 0;
    const estimate = monthEstimate(month, history.filter((f) => !f.partial).map((f) => ({ key: f.key, total: f.total })));
    return estimate === undefined ? 0 : Math.max(0, estimate - have);
  }
  const historyFrom = startOfLocalDay(addDays(localDate(minDate(from, s.due), s.tz), -35), s.tz);
  const [days, history] = await Promise.all([
    periodFigures(s.q, ctx, 'day', from, to, opts),
    periodFigures(s.q, ctx, 'day', historyFrom, minDate(to, s.due), opts),
  ]);
  const complete: Amount[] = history.filter((f) => !f.partial).map((f) => ({ key: f.key, total: f.total }));
  const have = new Map(days.map((f) => [f.key, f.total]));
  let add = 0;
  for (const day of daysOf(from, to, s.tz)) {
    const dayFrom = startOfLocalDay(day, s.tz);
    const dayTo = startOfLocalDay(addDays(day, 1), s.tz);
    if (dayTo <= s.due || dayTo <= x.startDate || dayFrom >= end) continue;
    const estimate = sameWeekdayEstimate(day, complete);
    if (estimate !== undefined) add += Math.max(0, estimate - (have.get(day) ?? 0));
  }
  return add;
}

/** The months of fees a figure of [from, to) carries: the engine charges fees between the first reading and the last. */
const feeShare = (ctx: SeriesContext, from: Date, to: Date) => overlapShare(from, to, ctx.chargedFrom, ctx.chargedTo);

async function serviceMonth(s: LocationScope, x: LocationService, month: string, withCost: boolean, forecast: boolean): Promise<ServiceMonth> {
  const { from, to } = monthBounds(month, s.tz);
  const lastDay = localDate(minDate(new Date(to.getTime() - 1), maxDate(s.now, from)), s.tz);
  const hasFixedPrice = agreementOn(s.agreements, x.type, lastDay)?.type === 'fixed';
  const end = serviceEnd(x);
  if (!isMetered(x)) {
    const status = statusOf(s, x, from, to, 0);
    // Fees run to the day data is due (the month so far), or to the month's end in a forecast.
    const feesTo = minDate(to, end ?? to, forecast ? to : s.due);
    const fees = status === 'pending' ? { parts: [], months: 0 } : unmeteredFees(s, x, maxDate(from, x.startDate), feesTo);
    return {
      service: x, ctx: undefined, status, amount: null, co2: 0, parts: withCost && fees.parts.length > 0 ? fees.parts : undefined,
      shapes: shapesOver(s, x, from, to), feeMonths: fees.months, hasFixedPrice,
    };
  }
  const ctx = await seriesContext(s.q, s.row, x);
  const figure = ctx ? (await periodFigures(s.q, ctx, 'month', from, to, { cost: withCost, related: false, now: s.now }))[0] : undefined;
  const status = statusOf(s, x, from, to, figure?.points ?? 0);
  const base: ServiceMonth = {
    service: x, ctx, status, amount: figure ? figure.total : null, co2: figure?.co2 ?? 0, parts: figure?.cost?.parts,
    shapes: shapesOver(s, x, from, to), feeMonths: ctx && figure ? feeShare(ctx, from, to) : 0, hasFixedPrice,
  };
  if (!forecast || !ctx || to <= s.due) return base;

  const measured = figure?.total ?? 0;
  const total = measured + (await forecastAddition(s, x, ctx, from, to));
  const targetFees = overlapShare(from, to, x.startDate, end ?? to);
  // Prices come from the month so far; before anything is measured, from the month before.
  let ref: PeriodFigures | undefined = figure && figure.total > 0 ? figure : undefined;
  let refFrom = from;
  let refTo = to;
  if (!ref) {
    ({ from: refFrom, to: refTo } = monthBounds(addMonths(month, -1), s.tz));
    ref = (await periodFigures(s.q, ctx, 'month', refFrom, refTo, { cost: withCost, related: false, now: s.now }))[0];
  }
  const unitRatio = ref && ref.total > 0 ? total / ref.total : 0;
  const refFees = ref ? feeShare(ctx, refFrom, refTo) : 0;
  const shapes = shapesOver(s, x, refFrom, to);
  return {
    ...base, amount: figure || total > 0 ? total : null, co2: ref ? ref.co2 * unitRatio : 0, shapes,
    parts: ref?.cost ? scaleParts(ref.cost.parts, shapes, unitRatio, refFees > 0 ? targetFees / refFees : 0) : undefined,
    feeMonths: targetFees,
  };
}

// —— a month of a location ——

export interface MonthInsights {
  readonly status: OverallDataStatus;
  readonly dataAvailableDate: Date | null;
  readonly customerStartDate: Date;
  readonly insights: Insight[];
  readonly totals: { readonly cost: number; readonly mainValue: number; readonly secondaryValue: number };
}

/** The location's first service start: when it became a customer here. */
function customerStart(s: LocationScope): Date {
  const starts = s.services.map((x) => x.startDate.getTime()).filter(Number.isFinite);
  return starts.length > 0 ? new Date(Math.min(...starts)) : s.row.created_at;
}

/**
 * Every shown service's insight for `month`, the location's status and totals. With `forecast`, the
 * month's days not due yet are forecast and its costs grown to the whole month (decision "Insights").
 */
export async function monthInsights(s: LocationScope, month: string, options: { readonly withCost: boolean; readonly forecast: boolean }): Promise<MonthInsights> {
  const { from } = monthBounds(month, s.tz);
  const services = shownServices(s, from);
  const months = await Promise.all(services.map((x) => serviceMonth(s, x, month, options.withCost, options.forecast)));
  const types = services.map((x) => x.type);
  const insights = months.map((m) => insightOf({
    service: m.service, address: s.row.address, monthStart: from, currency: s.currency, status: m.status, hasFixedPrice: m.hasFixedPrice,
    amount: m.amount, co2: countsCo2(m.service.type, types) ? m.co2 : null, ...(m.parts ? { parts: m.parts } : {}), shapes: m.shapes, feeMonths: m.feeMonths,
  }));
  const lastDays = months.map((m) => lastDataDay(m.ctx, s.tz)).filter((d): d is Date => d !== null);
  const start = customerStart(s);
  return {
    status: overallDataStatus(months.map((m) => m.status), start >= from),
    dataAvailableDate: lastDays.length > 0 ? maxDate(...lastDays) : null,
    customerStartDate: start,
    insights,
    totals: insightTotals(insights),
  };
}

// —— six months ——

/** The six months before the current one of every metered service, oldest first: the months with readings. */
export async function sixMonths(s: LocationScope): Promise<SixMonthMeasurements[]> {
  const current = currentMonth(s);
  const from = monthBounds(addMonths(current, -6), s.tz).from;
  const to = monthBounds(current, s.tz).from;
  const out: SixMonthMeasurements[] = [];
  for (const x of shownServices(s, from).filter(isMetered)) {
    const ctx = await seriesContext(s.q, s.row, x);
    const figures = ctx ? await periodFigures(s.q, ctx, 'month', from, to, { cost: false, related: false, now: s.now }) : [];
    const unit = serviceUnits(x.type).unit;
    out.push({ measurements: figures.map((f) => ({ date: f.start, value: round(f.total, 3), unit })), serviceUid: x.measurementId ?? x.id, serviceType: x.type });
  }
  return out;
}

// —— detailed insights ——

const READING_PERIOD: Record<MeasurementResolution, ReadingPeriod> = { none: 'NONE', '15min': '15M', hour: 'HOURLY', day: 'DAILY', month: 'MONTHLY' };
const HIGHEST: Record<MeasurementResolution, TimeEntity> = { none: 'month', '15min': '15-minute', hour: 'hour', day: 'day', month: 'month' };

export interface Selected {
  readonly service: LocationService;
  readonly ctx: SeriesContext | undefined;
}

/**
 * The service detailed insights show: the one asked for, else the first with readings that is not
 * production (what a household looks at first), else the first with readings, else the first.
 */
export async function selectService(s: LocationScope, serviceId?: string): Promise<Selected> {
  const shown = shownServices(s, new Date(0));
  if (serviceId) {
    const service = s.services.find((x) => x.id === serviceId);
    if (!service) throw problem('notFound');
    return { service, ctx: isMetered(service) ? await seriesContext(s.q, s.row, service) : undefined };
  }
  const withCtx: Selected[] = [];
  for (const service of shown.filter(isMetered)) {
    const ctx = await seriesContext(s.q, s.row, service);
    if (ctx) withCtx.push({ service, ctx });
  }
  const chosen = withCtx.find((c) => !isProductionType(c.service.type)) ?? withCtx[0];
  if (chosen) return chosen;
  const first = shown[0] ?? s.services[0];
  if (!first) throw problem('notFound', { message: 'The location has no services' });
  return { service: first, ctx: undefined };
}

/** Detailed insights open on a month when the service reads days or finer, else on a year. */
const defaultPeriod = (x: LocationService): DetailedInsightsPeriod => (x.measurementResolution === 'month' || x.measurementResolution === 'none' ? 'year' : 'month');

/** metaData and the location's services (decision "Detailed insights"). */
export function detailedDefaults(s: LocationScope, selected: Selected, period?: DetailedInsightsPeriod): DetailedInsightsDefaults {
  const { service, ctx } = selected;
  const dataAvailableDate = lastDataDay(ctx, s.tz);
  const anchor = localDate(dataAvailableDate ?? s.now, s.tz);
  const opening = defaultPeriod(service);
  return {
    metaData: {
      selectedService: service.id,
      currentDate: s.now,
      startDate: ctx?.chargedFrom ?? service.startDate,
      dataAvailableDate,
      highestAvailableResolution: HIGHEST[service.measurementResolution],
      selectedTimePeriod: period ?? opening,
      defaultDate: opening === 'month' ? monthBounds(anchor.slice(0, 7), s.tz).from : yearBounds(anchor.slice(0, 4), s.tz).from,
    },
    locationServices: shownServices(s, new Date(0)).map((x) => ({ id: x.id, type: x.type, readingPeriod: READING_PERIOD[x.measurementResolution] })),
  };
}

const ENTITY: Record<'month' | 'day', TimeEntity> = { month: 'month', day: 'day' };

/**
 * The series of one period: consumption (or production) and, with costs, its cost; each value a
 * sub-period (a month's days, a year's months; null without readings), with the next level down as
 * children where the meter reads it; aggregatedValue is the sum of the values.
 */
async function periodSeries(s: LocationScope, selected: Selected, period: DetailedInsightsPeriod, key: string, withCost: boolean): Promise<DataSeries[]> {
  const { service, ctx } = selected;
  if (!isMetered(service)) return [];
  const { from, to } = period === 'year' ? yearBounds(key, s.tz) : monthBounds(key, s.tz);
  const level: 'month' | 'day' = period === 'year' || service.measurementResolution === 'month' ? 'month' : 'day';
  const child: FigureLevel | undefined = period === 'year'
    ? (service.measurementResolution === 'month' ? undefined : 'day')
    : service.measurementResolution === 'hour' || service.measurementResolution === '15min' ? 'hour' : undefined;
  const opts = { related: false, now: s.now };
  const [figures, children, whole] = ctx
    ? await Promise.all([
      periodFigures(s.q, ctx, level, from, to, { ...opts, cost: withCost }),
      child ? periodFigures(s.q, ctx, child, from, to, { ...opts, cost: false }) : Promise.resolve([]),
      periodFigures(s.q, ctx, period, from, to, { ...opts, cost: withCost }).then((w) => w[0]),
    ])
    : [[], [], undefined];
  const byStart = new Map(figures.map((f) => [f.start.getTime(), f]));
  const starts = periodStarts(level, from, to, s.tz);
  const status = seriesDataStatus(statusOf(s, service, from, to, figures.reduce((n, f) => n + f.points, 0)));
  const units = serviceUnits(service.type);
  /** The values, rounded so they add up to the period's own figure: the series agrees with the insight of the same month. */
  const series = (key: string, unit: string, pick: (f: PeriodFigures) => number | undefined, digits: number, withChildren: boolean): DataSeries => {
    const exact = starts.map((start) => {
      const f = byStart.get(start.getTime());
      return f ? pick(f) : undefined;
    });
    const known = exact.filter((v): v is number => v !== undefined);
    const wholeValue = whole ? pick(whole) : undefined;
    const target = known.length === 0 ? null : round(wholeValue ?? known.reduce((a, b) => a + b, 0), digits);
    const rounded = target === null ? [] : roundToSum(known, target, digits);
    let next = 0;
    const values: DataSeriesValue[] = starts.map((start, i) => {
      const value = exact[i] === undefined ? null : rounded[next++]!;
      const end = periodEnd(level, start, s.tz);
      const kids = withChildren && value !== null ? children.filter((c) => c.start >= start && c.start < end).map((c) => ({ key: c.key, value: round(c.total, 3) })) : [];
      return { key: periodKey(level, start, s.tz), value, ...(kids.length > 0 ? { children: kids } : {}) };
    });
    return { key, unit, resolution: ENTITY[level], status, aggregatedValue: target, values };
  };
  const out: DataSeries[] = [series(units.measurement, units.unit, (f) => f.total, 3, true)];
  if (withCost && figures.some((f) => f.cost)) out.push(series('calculated-cost', s.currency, (f) => f.cost?.total, 2, false));
  return out;
}

/** The period before: the month or year before `key`. */
const previousKey = (period: DetailedInsightsPeriod, key: string): string => (period === 'year' ? String(Number(key) - 1) : addMonths(key, -1));

/** Detailed insights of the selected service for a month or a year, with the period before as comparison. */
export async function detailedInsights(s: LocationScope, selected: Selected, period: DetailedInsightsPeriod, dateKey: string, withCost: boolean): Promise<DetailedInsights> {
  if (period === 'month' && dateKey.length < 7) throw problem('validationError', { message: 'A month needs a date key 20YY-MM' });
  const key = period === 'year' ? dateKey.slice(0, 4) : dateKey.slice(0, 7);
  const [dataSeries, comparisonSeries] = await Promise.all([
    periodSeries(s, selected, period, key, withCost),
    periodSeries(s, selected, period, previousKey(period, key), withCost),
  ]);
  return { ...detailedDefaults(s, selected, period), dataSeries, comparisonSeries };
}
