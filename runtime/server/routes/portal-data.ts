/**
 * The portal's analysis data (portal §7 Portal data; docs/decisions.md "Insights data calls"): the
 * nodes of a service's years, a year's months, a month's days, a day's hours and an hour's quarters,
 * with cost from the agreements and the zone's price, CO2 and temperature (meter/period-figures.ts).
 */
import { portalDataArea } from '../../../schemas/endpoints/portal-data.js';
import { dropIncompleteLastDay, INCOMPLETE_DAY_MIN_HOURLY_POINTS, type MeasurementNode } from '../../../schemas/measurement.js';
import { defineHandlers, file, type HandlerContext } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { reachLocation } from './location-access.js';
import { locationServicesData } from '../meter/location-services-data.js';
import { EXPORT_CONTENT_TYPES } from '../meter/export-file.js';
import { exportPlan, serviceExportRows } from '../meter/export-rows.js';
import { streamed } from '../meter/export-stream.js';
import type { Endpoint } from '../../../schemas/endpoints/define.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { addForecasts, fillFromNeighbours, periodStarts } from '../meter/gap-fill.js';
import { isProduction, toMeasurementNode } from '../meter/measurement-nodes.js';
import { periodFigures, periodKey, type FigureLevel } from '../meter/period-figures.js';
import { reachService, seriesContext } from '../meter/service-reach.js';

/** portal §9 "years view 5". */
export const YEARS_VIEW = 5;

type Flag = 'true' | 'false';
interface Options {
  readonly allowNeighbour: Flag;
  readonly calculateCost: Flag;
  readonly addRelated: Flag;
  readonly allowForecasts: Flag;
}

/** How far back forecasts look for like periods (meter/gap-fill.ts). */
const LOOKBACK_DAYS: Record<FigureLevel, number> = { '15min': 7, hour: 7, day: 28, month: 400, year: 3 * 366 };

type Span = (tz: string, now: Date) => { from: Date; to: Date };

/** The nodes of `level` in the span of a service the caller reaches. */
async function nodes(ctx: HandlerContext<Endpoint>, serviceId: string, level: FigureLevel, span: Span, options: Options): Promise<MeasurementNode[]> {
  const db = ctx.services.db;
  const { row, service } = await reachService(db, ctx.principal!, ctx.endpoint.access, serviceId);
  const series = await seriesContext(db, row, service);
  if (!series) return [];
  const now = ctx.services.clock.now();
  const { from, to } = span(series.series.time_zone, now);
  const tz = series.series.time_zone;
  const figures = await periodFigures(db, series, level, from, to, { cost: options.calculateCost === 'true', related: options.addRelated === 'true', now });
  let out = figures.map((f) => toMeasurementNode(f, service.type, options.calculateCost === 'true'));
  // portal §4 "A day's hourly data is dropped when the last day has fewer than 5 hourly points".
  if (level === 'hour') out = dropIncompleteLastDay(out);
  const last = figures[figures.length - 1];
  const perHour = series.series.resolution === '15min' ? 4 : 1;
  if (level === 'day' && last && (series.series.resolution === '15min' || series.series.resolution === 'hour') && last.partial && last.points / perHour < INCOMPLETE_DAY_MIN_HOURLY_POINTS) out = out.slice(0, -1);
  const production = isProduction(service.type);
  const keyOf = (d: Date) => periodKey(level, d, tz);
  if (options.allowNeighbour === 'true' || options.allowForecasts === 'true') {
    const starts = periodStarts(level, from, to, tz);
    if (options.allowNeighbour === 'true') out = fillFromNeighbours(out, starts, keyOf, production);
    if (options.allowForecasts === 'true' && to > now) {
      const lookback = new Date(Math.min(from.getTime(), now.getTime()) - LOOKBACK_DAYS[level] * 86_400_000);
      const history = await periodFigures(db, series, level, lookback, now, { cost: false, related: false, now });
      out = addForecasts(out, history.filter((f) => !f.partial).map((f) => toMeasurementNode(f, service.type)), starts, level, now, tz, keyOf, production);
    }
  }
  return out;
}

const yearStart = (year: string, tz: string) => startOfLocalDay(`${year}-01-01`, tz);

export const portalDataHandlers = defineHandlers(portalDataArea, {
  async getLocationServicesData(ctx) {
    const db = ctx.services.db;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, undefined, ctx.params.locationId);
    return { data: await locationServicesData(db, row, ctx.query.month, ctx.services.clock.now()) };
  },
  getDataYears: async (ctx) => ({
    data: await nodes(ctx, ctx.params.serviceId, 'year', (tz, now) => {
      const year = Number(localDate(now, tz).slice(0, 4));
      return { from: yearStart(String(year - YEARS_VIEW + 1), tz), to: yearStart(String(year + 1), tz) };
    }, ctx.query),
  }),
  getDataYear: async (ctx) => ({
    data: await nodes(ctx, ctx.params.serviceId, 'month', (tz) => ({ from: yearStart(ctx.params.year, tz), to: yearStart(String(Number(ctx.params.year) + 1), tz) }), ctx.query),
  }),
  getDataMonth: async (ctx) => ({
    data: await nodes(ctx, ctx.params.serviceId, 'day', (tz) => ({ from: startOfLocalDay(`${ctx.params.month}-01`, tz), to: startOfLocalDay(nextMonthStart(ctx.params.month), tz) }), ctx.query),
  }),
  getDataDay: async (ctx) => ({
    data: await nodes(ctx, ctx.params.serviceId, 'hour', (tz) => ({ from: startOfLocalDay(ctx.params.date, tz), to: startOfLocalDay(addDays(ctx.params.date, 1), tz) }), ctx.query),
  }),
  /** The last hour with readings at the meter's own resolution (docs/decisions.md "Realtime data"). */
  async getDataRealtime(ctx) {
    const db = ctx.services.db;
    const { row, service } = await reachService(db, ctx.principal, ctx.endpoint.access, ctx.params.serviceId);
    const series = await seriesContext(db, row, service);
    if (!series || (series.series.resolution !== '15min' && series.series.resolution !== 'hour')) return { data: [] };
    const level = series.series.resolution;
    const to = series.chargedTo;
    const now = ctx.services.clock.now();
    const figures = await periodFigures(db, series, level, new Date(to.getTime() - 3_600_000), to, { cost: true, related: true, now });
    return { data: figures.map((f) => toMeasurementNode(f, service.type)) };
  },
  /** The period's rows as CSV or XLSX, streamed as they are written (docs/decisions.md "Export rows"). */
  async getExportUrl(ctx) {
    const db = ctx.services.db;
    const { row, service } = await reachService(db, ctx.principal, ctx.endpoint.access, ctx.params.serviceId);
    const series = await seriesContext(db, row, service);
    const { dateKey, format, period, resolution } = ctx.query;
    if (!series) throw problem('notFound', { message: `No data to export for ${dateKey}` });
    const tz = series.series.time_zone;
    const plan = exportPlan(dateKey, resolution, tz, series.series.resolution, period);
    const rows = await serviceExportRows(db, series, plan, ctx.services.clock.now());
    if (rows.length === 0) throw problem('notFound', { message: `No data to export for ${dateKey}` });
    return file(EXPORT_CONTENT_TYPES[format], streamed(format, rows, { timeZone: tz, resolution: plan.level, currency: series.currency, sheetName: dateKey }), `${row.code}-${service.type}-${dateKey}.${format}`);
  },
  getDataHour: async (ctx) => {
    const day = ctx.params.time.slice(0, 10);
    // The day's quarters whose key names the hour: on the autumn DST day the repeated hour has eight.
    const quarters = await nodes(ctx, ctx.params.serviceId, '15min', (tz) => ({ from: startOfLocalDay(day, tz), to: startOfLocalDay(addDays(day, 1), tz) }), ctx.query);
    return { data: quarters.filter((n) => n.dateKey.startsWith(ctx.params.time)) };
  },
});
