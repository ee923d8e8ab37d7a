/**
 * A site's month report and deviations, and the analysis calls of sites and locations
 * (platform-contract §7 Sites "month report, deviations, … analysis month, service, compare", §7
 * Locations "analysis month (language, sensorIds); analysis service (month, onlyCurrentMonth);
 * analysis compare"; docs/decisions.md "Site and location data paths", "Analysis calls", "Site
 * reports and analysis"). Nothing is computed here: the report and its parts are the monthly
 * report's (meter/monthly-report-schedule.ts reportOfMonth), the service analysis is the insights'
 * month (meter/insights.ts), the deviations the location prediction's rows with the measured kWh
 * (routes/predictions.ts). The caller must reach the location (404 otherwise, as if absent).
 */
import type { Endpoint } from '../../../schemas/endpoints/define.js';
import { locationDataArea } from '../../../schemas/endpoints/location-data.js';
import { siteDataArea } from '../../../schemas/endpoints/site-data.js';
import type { Insight } from '../../../schemas/insights.js';
import type { MeasurementResolution } from '../../../schemas/location.js';
import type { TimeEntity } from '../../../schemas/measurement.js';
import type { PredictionRow } from '../../../schemas/prediction.js';
import type { ComparisonWithSimilarHouseholds, MonthlyAnalysis, MonthlyReport } from '../../../schemas/report.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import { defineHandlers, type HandlerContext } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { addDays, localDate } from '../local-time.js';
import { currentMonth, insightSettings, locationScope, monthInsights } from '../meter/insights.js';
import { completeMonths, reportOfMonth } from '../meter/monthly-report-schedule.js';
import type { FigureLevel } from '../meter/period-figures.js';
import { periodOfKey } from '../meter/period-of-key.js';
import type { LocationRow } from '../repositories/locations.js';
import { withCost } from './insights.js';
import { reachLocation } from './location-access.js';
import { locationPrediction } from './predictions.js';

type Ctx = HandlerContext<Endpoint>;

/** The location the path names, if the caller reaches it. */
async function reached(ctx: Ctx, organisation: string, id: string): Promise<LocationRow> {
  return (await reachLocation(ctx.services.db, ctx.principal!, ctx.endpoint.access, organisation, id)).row;
}

const noReport = (month: string) => problem('notFound', { message: `No monthly report of ${month}` });

/**
 * The stored report of a complete month (made now, as the schedule would, when it is one of the
 * months the schedule covers and has none yet); 404 for a month not complete or with no report.
 */
async function siteReport(ctx: Ctx, row: LocationRow, month: string): Promise<MonthlyReport> {
  const report = await reportOfMonth(ctx.services.db, row, month, ctx.services.clock.now(), false);
  if (!report) throw noReport(month);
  return report;
}

/**
 * The month an analysis call is about: the one asked for, else the latest complete month (the
 * newest report's). A month after the location's current one has nothing to analyse yet.
 */
function analysisMonth(row: LocationRow, now: Date, month: string | undefined): string {
  const tz = timeZoneFromPriceZone(row.price_zone);
  if (month === undefined) return completeMonths(tz, now, 1)[0]!;
  if (month > localDate(now, tz).slice(0, 7)) throw noReport(month);
  return month;
}

/** The report an analysis month or compare call reads: the stored one, or the month computed the same way on request. */
async function analysedReport(ctx: Ctx, row: LocationRow, month: string | undefined): Promise<MonthlyReport> {
  const now = ctx.services.clock.now();
  const key = analysisMonth(row, now, month);
  const report = await reportOfMonth(ctx.services.db, row, key, now, true);
  if (!report) throw noReport(key);
  return report;
}

async function monthAnalysis(ctx: Ctx, row: LocationRow, month: string | undefined): Promise<MonthlyAnalysis> {
  return (await analysedReport(ctx, row, month)).monthlyAnalysis;
}

async function compareAnalysis(ctx: Ctx, row: LocationRow, month: string | undefined): Promise<ComparisonWithSimilarHouseholds> {
  const report = await analysedReport(ctx, row, month);
  if (!report.comparisonWithSimilarHouseholds) {
    throw problem('notFound', { message: `No comparison with similar households in ${report.date}: it needs a home profile and five similar households that read the whole month` });
  }
  return report.comparisonWithSimilarHouseholds;
}

/** One insight per service for the month (the insights' month, as getInsights answers it); onlyCurrentMonth: the month so far. */
async function serviceAnalysis(ctx: Ctx, row: LocationRow, query: { month?: string | undefined; onlyCurrentMonth?: 'true' | 'false' | undefined }): Promise<Insight[]> {
  const db = ctx.services.db;
  const now = ctx.services.clock.now();
  const settings = await insightSettings(db, row.organisation);
  const scope = await locationScope(db, row, now, settings);
  let month: string;
  if (query.onlyCurrentMonth === 'true') {
    month = currentMonth(scope);
    if (query.month !== undefined && query.month !== month) throw problem('validationError', { message: `month must be the current month (${month}) when onlyCurrentMonth is true` });
  } else {
    month = analysisMonth(row, now, query.month);
  }
  return (await monthInsights(scope, month, { withCost: withCost(settings, undefined), forecast: false })).insights;
}

const ENTITY_OF: Record<FigureLevel, TimeEntity> = { '15min': '15-minute', hour: 'hour', day: 'day', month: 'month', year: 'year' };
const RANK: Record<FigureLevel, number> = { '15min': 0, hour: 1, day: 2, month: 3, year: 4 };

/**
 * Measured against predicted (the deviations): the location prediction's rows of the key's period at
 * the resolution (default: the key's sub-periods) with addDeviations, for the location's consumption meter.
 */
async function deviations(ctx: Ctx, row: LocationRow, dateKey: string, resolution: MeasurementResolution | undefined): Promise<PredictionRow[]> {
  // The key's pattern lets 2026-02-30 through; the calendar does not.
  if (dateKey.length >= 10 && addDays(dateKey.slice(0, 10), 0) !== dateKey.slice(0, 10)) throw problem('validationError', { message: `${dateKey.slice(0, 10)} is not a day` });
  const tz = timeZoneFromPriceZone(row.price_zone);
  const period = periodOfKey(dateKey, tz);
  if (resolution === 'none') throw problem('validationError', { message: 'resolution must be 15min, hour, day or month' });
  const level: FigureLevel = resolution ?? period.children;
  if (RANK[level] > RANK[period.level]) throw problem('validationError', { message: `resolution ${level} is longer than the period ${dateKey}` });
  return locationPrediction(ctx.services, row, undefined, { startDate: period.from, endDate: period.to, timeEntity: ENTITY_OF[level], timeZone: tz, addDeviations: true });
}

/**
 * The IoT devices `sensorIds` names (comma-separated remote ids, as the device lists show them) must
 * be placed at the location: an unknown id or another location's is 404, as if absent. They change
 * nothing in the answer (docs/decisions.md "Site reports and analysis").
 */
async function checkSensors(ctx: Ctx, row: LocationRow, sensorIds: string | undefined): Promise<void> {
  if (sensorIds === undefined) return;
  const ids = sensorIds.split(',').map((s) => s.trim());
  if (ids.some((s) => s === '')) throw problem('validationError', { message: 'sensorIds must be comma-separated device ids' });
  const found = await ctx.services.db.query<{ remote_id: string }>('SELECT remote_id FROM iot_devices WHERE location_id = $1 AND remote_id = ANY($2)', [row.id, ids]);
  const placed = new Set(found.rows.map((r) => r.remote_id));
  const missing = ids.find((s) => !placed.has(s));
  if (missing !== undefined) throw problem('notFound', { message: `No sensor ${missing} at this location` });
}

export const siteAnalysisHandlers = defineHandlers(siteDataArea, {
  async getSiteMonthReport(ctx) {
    const row = await reached(ctx, ctx.params.organisation, ctx.params.id);
    return { data: await siteReport(ctx, row, ctx.params.key) };
  },
  async getSiteDeviations(ctx) {
    const row = await reached(ctx, ctx.params.organisation, ctx.params.id);
    return { data: await deviations(ctx, row, ctx.query.dateKey, ctx.query.resolution) };
  },
  async getSiteAnalysisMonth(ctx) {
    const row = await reached(ctx, ctx.params.organisation, ctx.params.id);
    return { data: await monthAnalysis(ctx, row, ctx.query.month) };
  },
  async getSiteAnalysisService(ctx) {
    const row = await reached(ctx, ctx.params.organisation, ctx.params.id);
    return { data: await serviceAnalysis(ctx, row, ctx.query) };
  },
  async getSiteAnalysisCompare(ctx) {
    const row = await reached(ctx, ctx.params.organisation, ctx.params.id);
    return { data: await compareAnalysis(ctx, row, ctx.query.month) };
  },
});

export const locationAnalysisHandlers = defineHandlers(locationDataArea, {
  async getLocationAnalysisMonth(ctx) {
    const row = await reached(ctx, ctx.params.org, ctx.params.id);
    await checkSensors(ctx, row, ctx.query.sensorIds);
    return { data: await monthAnalysis(ctx, row, ctx.query.month) };
  },
  async getLocationAnalysisService(ctx) {
    const row = await reached(ctx, ctx.params.org, ctx.params.id);
    return { data: await serviceAnalysis(ctx, row, ctx.query) };
  },
  async getLocationAnalysisCompare(ctx) {
    const row = await reached(ctx, ctx.params.org, ctx.params.id);
    return { data: await compareAnalysis(ctx, row, ctx.query.month) };
  },
});
