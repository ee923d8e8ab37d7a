/**
 * A site's and a location's measured data (platform-contract §7 Sites "Data: GET /sites/{id}/data/
 * realtime, hour/{key}, day/{key}, month/{key}, year/{key}, …; GET /sites/{id}/load; GET
 * /sites/{serviceId}/data/{a}/{b}", §7 Locations "GET /locations/{id}/data/hour, day, month, year"):
 * each period's sub-periods as data items of all the location's measured services
 * (meter/data-items.ts). The analysis, report, deviation and export calls live with their figures.
 */
import { locationDataArea } from '../../../schemas/endpoints/location-data.js';
import { siteDataArea } from '../../../schemas/endpoints/site-data.js';
import type { DataItem } from '../../../schemas/measurement.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import { defineHandlers, file, type HandlerContext } from '../contract/handlers.js';
import { EXPORT_CONTENT_TYPES } from '../meter/export-file.js';
import { exportPlan, siteExportRows } from '../meter/export-rows.js';
import { streamed } from '../meter/export-stream.js';
import type { Endpoint } from '../../../schemas/endpoints/define.js';
import { one } from '../db/database.js';
import { problem } from '../errors.js';
import { addDays, startOfLocalDay } from '../local-time.js';
import { locationItems } from '../meter/data-items.js';
import { loadItems } from '../meter/load.js';
import { round } from '../meter/measurement-nodes.js';
import { currencyOf, periodEnd, type FigureLevel } from '../meter/period-figures.js';
import { periodOfKey } from '../meter/period-of-key.js';
import { reachLocation } from './location-access.js';

const DAY = 86_400_000;
/** The longest span of native readings one measurements call answers (a year of quarter-hours is 35 040). */
const MAX_MEASUREMENT_DAYS = 366;

/** The items of the period a key names, one level finer, for a location the caller reaches. */
async function itemsOfKey(ctx: HandlerContext<Endpoint>, organisation: string, id: string, key: string): Promise<DataItem[]> {
  const db = ctx.services.db;
  const { row } = await reachLocation(db, ctx.principal!, ctx.endpoint.access, organisation, id);
  const tz = timeZoneFromPriceZone(row.price_zone);
  const period = periodOfKey(key, tz);
  return locationItems(db, row, period.children, period.from, period.to, ctx.services.clock.now());
}

const LEVEL_OF: Record<string, FigureLevel | undefined> = { '15min': '15min', hour: 'hour', day: 'day', month: 'month' };

export const siteDataHandlers = defineHandlers(siteDataArea, {
  getSiteDataHour: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.organisation, ctx.params.id, ctx.params.key) }),
  getSiteDataDay: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.organisation, ctx.params.id, ctx.params.key) }),
  getSiteDataMonth: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.organisation, ctx.params.id, ctx.params.key) }),
  getSiteDataYear: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.organisation, ctx.params.id, ctx.params.key) }),

  /** The latest hour of readings at the finest resolution the site's meters have (docs/decisions.md "Realtime data"). */
  async getSiteRealtimeData(ctx) {
    const db = ctx.services.db;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    const latest = await one<{ at: Date | null; fine: boolean | null }>(
      db, `SELECT max(r.at) AS at, bool_or(s.resolution = '15min') AS fine FROM meter_series s JOIN readings r ON r.series_id = s.id
            WHERE s.location_id = $1 AND s.resolution IN ('15min', 'hour')`, [row.id],
    );
    if (!latest?.at) return { data: [] };
    const level: FigureLevel = latest.fine ? '15min' : 'hour';
    const to = periodEnd(level, latest.at, timeZoneFromPriceZone(row.price_zone));
    return { data: await locationItems(db, row, level, new Date(to.getTime() - 3_600_000), to, ctx.services.clock.now()) };
  },

  async getSiteLoad(ctx) {
    const db = ctx.services.db;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    const tz = timeZoneFromPriceZone(row.price_zone);
    const level = LEVEL_OF[ctx.query.resolution];
    if (!level) throw problem('validationError', { message: 'resolution must be 15min, hour, day or month' });
    const { from, to } = ctx.query.dateKey !== undefined
      ? periodOfKey(ctx.query.dateKey, tz)
      : { from: startOfLocalDay(ctx.query.start!, tz), to: startOfLocalDay(addDays(ctx.query.end!, 1), tz) };
    if (to < from) throw problem('validationError', { message: 'end must not be before start' });
    return { data: await loadItems(db, row, level, from, to, tz) };
  },

  /** The site's rows as CSV, streamed (docs/decisions.md "Export rows"). */
  async exportSiteData(ctx) {
    const db = ctx.services.db;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    const tz = timeZoneFromPriceZone(row.price_zone);
    const native = await one<{ finest: string | null }>(db, "SELECT (array_agg(resolution ORDER BY array_position(ARRAY['15min','hour','day','month'], resolution)))[1] AS finest FROM meter_series WHERE location_id = $1", [row.id]);
    if (!native?.finest) throw problem('notFound', { message: `No data to export for ${ctx.query.dateKey}` });
    const plan = exportPlan(ctx.query.dateKey, ctx.query.resolution, tz, native.finest as FigureLevel);
    const rows = await siteExportRows(db, row, plan, ctx.services.clock.now());
    if (rows.length === 0) throw problem('notFound', { message: `No data to export for ${ctx.query.dateKey}` });
    return file(EXPORT_CONTENT_TYPES.csv, streamed('csv', rows, { timeZone: tz, resolution: plan.level, currency: currencyOf(row.price_zone), sheetName: ctx.query.dateKey }), `${row.code}-${ctx.query.dateKey}.csv`);
  },

  /** The native readings of a meter, by its measurement id, from day a to day b (both included). */
  async getServiceMeasurements(ctx) {
    const db = ctx.services.db;
    const { organisation, serviceId, a, b } = ctx.params;
    if (b < a) throw problem('validationError', { message: 'The last day must not be before the first' });
    const series = await one<{ id: string; location_id: string; service_type: string; time_zone: string }>(
      db, 'SELECT id, location_id, service_type, time_zone FROM meter_series WHERE organisation = $1 AND measurement_id = $2', [organisation, serviceId],
    );
    if (!series) throw problem('notFound');
    await reachLocation(db, ctx.principal, ctx.endpoint.access, organisation, series.location_id);
    const from = startOfLocalDay(a, series.time_zone);
    const to = startOfLocalDay(addDays(b, 1), series.time_zone);
    if (to.getTime() - from.getTime() > MAX_MEASUREMENT_DAYS * DAY + 2 * 3_600_000) throw problem('validationError', { message: `At most ${MAX_MEASUREMENT_DAYS} days of measurements a call` });
    const rows = await db.query<{ at: Date; value: number }>('SELECT at, value FROM readings WHERE series_id = $1 AND at >= $2 AND at < $3 ORDER BY at', [series.id, from, to]);
    const volume = series.service_type === 'water' || series.service_type.startsWith('gas');
    return { data: rows.rows.map((r) => (volume ? { date: r.at, m3: round(r.value, 4) } : { date: r.at, kWh: round(r.value, 4) })) };
  },
});

export const locationDataHandlers = defineHandlers(locationDataArea, {
  getLocationDataHour: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.org, ctx.params.id, ctx.query.dateKey) }),
  getLocationDataDay: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.org, ctx.params.id, ctx.query.dateKey) }),
  getLocationDataMonth: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.org, ctx.params.id, ctx.query.dateKey) }),
  getLocationDataYear: async (ctx) => ({ data: await itemsOfKey(ctx, ctx.params.org, ctx.params.id, ctx.query.dateKey) }),
});
