/**
 * Zip-code, area and query-selected data (platform-contract §7 Data "GET /v3/data/{kind} with
 * zone/…, zipcode/..., area/..., hour, day/{key}, month/{key}, year/{key}; queries zone, area,
 * siteId, start_date, end_date, category"; docs/decisions.md "Data kinds"). Prices, CO2, power mix
 * and temperature of a zip code or an area are its price zone's; its consumption and production are
 * the sum of its own meters, shown only where five add up. With siteId the query reads one site the
 * caller reaches: its own meters for consumption and production, its zone for the rest.
 */
import { dataArea } from '../../../schemas/endpoints/data.js';
import type { PriceZone } from '../../../schemas/geography.js';
import type { DataItem, DataKind, ValueCategory } from '../../../schemas/measurement.js';
import { defineHandlers, type HandlerContext } from '../contract/handlers.js';
import type { Endpoint } from '../../../schemas/endpoints/define.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { periodOfKey } from '../meter/period-of-key.js';
import { locationItems } from '../meter/data-items.js';
import { SITE_TYPE, locationBySiteId, locationRow } from '../repositories/locations.js';
import { zoneOfScope, type MeterScope } from '../repositories/zone-meters.js';
import { reachAccount } from '../auth/reach.js';
import { boundOrganisation } from '../auth/principal.js';
import { assertSpan, localPeriod, zoneItems } from './zone-data.js';

type Level = 'hour' | 'day' | 'month';

/** The items of a zip code or an area: its zone's data, its own meters' sums; none where no location is known there. */
async function scopeItems(db: Queryable, kind: DataKind, scope: MeterScope, label: string, level: Level, from: Date, to: Date, tz: string, category?: ValueCategory): Promise<DataItem[]> {
  const zone = await zoneOfScope(db, scope);
  if (!zone) return [];
  return zoneItems(db, kind, zone as PriceZone, level, from, to, tz, category, scope, label);
}


/** platform-contract §7 Data: what the query selects (zone, area or siteId); a site first, as the most specific. */
async function queryItems(ctx: HandlerContext<Endpoint>, kind: DataKind, level: Level, period: { from: Date; to: Date }, query: { timeZone: string; zone?: PriceZone | undefined; area?: string | undefined; siteId?: string | undefined; category?: ValueCategory | undefined }): Promise<DataItem[]> {
  const db = ctx.services.db;
  const { from, to } = period;
  if (query.siteId !== undefined) {
    const principal = ctx.principal!;
    const organisation = boundOrganisation(principal) ?? principal.organisation;
    const row = (await locationBySiteId(db, organisation, query.siteId)) ?? (/^[0-9a-f]{24}$/.test(query.siteId) ? await locationRow(db, query.siteId) : undefined);
    if (!row || row.organisation !== organisation) throw problem('notFound');
    await reachAccount(db, principal, ctx.endpoint.access, row.account_id);
    if (kind !== 'consumption' && kind !== 'production') return zoneItems(db, kind, row.price_zone, level, from, to, query.timeZone, query.category);
    // The site's own meters of that kind (trade and grid alike), under the kind's key.
    const items = await locationItems(db, row, level, from, to, ctx.services.clock.now());
    const keys = Object.entries(SITE_TYPE).filter(([type]) => type.startsWith(kind)).map(([, key]) => key);
    return items
      .map((i) => ({ ...i, value: Object.fromEntries(Object.entries(i.value).filter(([k]) => keys.includes(k as never))) }))
      .filter((i) => Object.keys(i.value).length > 0);
  }
  if (query.zone !== undefined) return zoneItems(db, kind, query.zone, level, from, to, query.timeZone, query.category);
  if (query.area !== undefined) return scopeItems(db, kind, { area: query.area }, query.area, level, from, to, query.timeZone, query.category);
  throw problem('validationError', { message: 'One of zone, area or siteId is required' });
}

type ScopedQuery = { timeZone: string; start_date?: string | undefined; end_date?: string | undefined; category?: ValueCategory | undefined };

/** A zip code's or an area's hours (today, or start_date–end_date), a day's hours or a month's days. */
async function scoped(ctx: HandlerContext<Endpoint>, scope: MeterScope, label: string, variant: 'hour' | 'day' | 'month', key?: string): Promise<DataItem[]> {
  const query = ctx.query as ScopedQuery;
  const kind = (ctx.params as { kind: DataKind }).kind;
  const tz = query.timeZone;
  let period: { from: Date; to: Date };
  if (variant === 'hour') {
    period = localPeriod(query, ctx.services.clock.now());
    assertSpan(period.from, period.to, 'hour');
  } else period = periodOfKey(key!, tz);
  return scopeItems(ctx.services.db, kind, scope, label, variant === 'month' ? 'day' : 'hour', period.from, period.to, tz, query.category);
}

export const areaDataHandlers = defineHandlers(dataArea, {
  getZipcodeDataHour: async (ctx) => ({ data: await scoped(ctx, { zipCode: ctx.params.zipcode }, ctx.params.zipcode, 'hour') }),
  getZipcodeDataDay: async (ctx) => ({ data: await scoped(ctx, { zipCode: ctx.params.zipcode }, ctx.params.zipcode, 'day', ctx.params.key) }),
  getZipcodeDataMonth: async (ctx) => ({ data: await scoped(ctx, { zipCode: ctx.params.zipcode }, ctx.params.zipcode, 'month', ctx.params.key) }),
  getAreaDataHour: async (ctx) => ({ data: await scoped(ctx, { area: ctx.params.area }, ctx.params.area, 'hour') }),
  getAreaDataDay: async (ctx) => ({ data: await scoped(ctx, { area: ctx.params.area }, ctx.params.area, 'day', ctx.params.key) }),
  getAreaDataMonth: async (ctx) => ({ data: await scoped(ctx, { area: ctx.params.area }, ctx.params.area, 'month', ctx.params.key) }),
  async getKindDataHour(ctx) {
    const period = localPeriod(ctx.query, ctx.services.clock.now());
    assertSpan(period.from, period.to, 'hour');
    return { data: await queryItems(ctx, ctx.params.kind, 'hour', period, ctx.query) };
  },
  getKindDataDay: async (ctx) => ({ data: await queryItems(ctx, ctx.params.kind, 'hour', periodOfKey(ctx.params.key, ctx.query.timeZone), ctx.query) }),
  getKindDataMonth: async (ctx) => ({ data: await queryItems(ctx, ctx.params.kind, 'day', periodOfKey(ctx.params.key, ctx.query.timeZone), ctx.query) }),
  getKindDataYear: async (ctx) => ({ data: await queryItems(ctx, ctx.params.kind, 'month', periodOfKey(ctx.params.key, ctx.query.timeZone), ctx.query) }),
});
