/**
 * Handlers of the insights area (schemas/endpoints/insights.ts; platform-contract §3 Insights, §7;
 * docs/decisions.md "Insights"): a location's month per service, its forecast, the last six months
 * and detailed insights. The paths name no organisation: the location is found by id and the caller
 * must reach its account (404 otherwise, as if absent). The figures are meter/insights.ts's.
 */
import { insightsArea } from '../../../schemas/endpoints/insights.js';
import type { Principal } from '../auth/principal.js';
import type { Access } from '../../../schemas/endpoints/access.js';
import { reachAccount } from '../auth/reach.js';
import { reachLocation } from './location-access.js';
import { defineHandlers, type HandlerContext } from '../contract/handlers.js';
import type { Endpoint } from '../../../schemas/endpoints/define.js';
import {
  currentMonth, detailedDefaults, detailedInsights, insightSettings, locationScope, monthInsights, selectService, sixMonths,
  type InsightSettings, type LocationScope,
} from '../meter/insights.js';
import { reachService } from '../meter/service-reach.js';
import { locationRow, type LocationRow } from '../repositories/locations.js';

/** The location `id` if the caller reaches its account. */
async function reachedLocation(ctx: HandlerContext<Endpoint>, id: string): Promise<LocationRow> {
  return (await reachLocation(ctx.services.db, ctx.principal as Principal, ctx.endpoint.access as Access, undefined, id)).row;
}

async function scopeOf(ctx: HandlerContext<Endpoint>, row: LocationRow): Promise<{ scope: LocationScope; settings: InsightSettings }> {
  const settings = await insightSettings(ctx.services.db, row.organisation);
  return { scope: await locationScope(ctx.services.db, row, ctx.services.clock.now(), settings), settings };
}

/** Costs are shown unless the tenant hides them (portal §1 "hide cost"); forceCost shows them anyway. */
export const withCost = (settings: InsightSettings, forceCost: 'true' | 'false' | undefined) => !settings.hideCost || forceCost === 'true';

/**
 * The location and, when the id names one of a location's services instead, that service: the
 * detailed-insights paths carry no service, so a client switches service by asking for its id
 * (decision "Insights").
 */
async function locationOrService(ctx: HandlerContext<Endpoint>, id: string): Promise<{ row: LocationRow; serviceId?: string }> {
  const row = await locationRow(ctx.services.db, id);
  if (row) {
    await reachAccount(ctx.services.db, ctx.principal as Principal, ctx.endpoint.access as Access, row.account_id);
    return { row };
  }
  const reached = await reachService(ctx.services.db, ctx.principal as Principal, ctx.endpoint.access as Access, id);
  return { row: reached.row, serviceId: id };
}

export const insightsHandlers = defineHandlers(insightsArea, {
  getInsights: async (ctx) => {
    const { scope, settings } = await scopeOf(ctx, await reachedLocation(ctx, ctx.params.locationId));
    const month = await monthInsights(scope, ctx.query.dateKey ?? currentMonth(scope), { withCost: withCost(settings, ctx.query.forceCost), forecast: ctx.query.forForecast === 'true' });
    return {
      data: {
        status: month.status, dataAvailableDate: month.dataAvailableDate, customerStartDate: month.customerStartDate, insights: month.insights,
        totalCost: month.totals.cost, totalMainValue: month.totals.mainValue, totalSecondaryValue: month.totals.secondaryValue,
      },
    };
  },
  getForecast: async (ctx) => {
    const { scope, settings } = await scopeOf(ctx, await reachedLocation(ctx, ctx.params.id));
    const month = await monthInsights(scope, ctx.query.dateKey ?? currentMonth(scope), { withCost: withCost(settings, undefined), forecast: true });
    return { data: { status: month.status, dataAvailableDate: month.dataAvailableDate, forecasts: month.insights, total: month.totals.cost, totals: month.totals } };
  },
  getSixMonths: async (ctx) => {
    const { scope } = await scopeOf(ctx, await reachedLocation(ctx, ctx.params.id));
    return { data: await sixMonths(scope) };
  },
  getDetailedInsightsDefaults: async (ctx) => {
    const { row, serviceId } = await locationOrService(ctx, ctx.params.id);
    const { scope } = await scopeOf(ctx, row);
    return { data: detailedDefaults(scope, await selectService(scope, serviceId)) };
  },
  getDetailedInsights: async (ctx) => {
    const { row, serviceId } = await locationOrService(ctx, ctx.params.id);
    const { scope, settings } = await scopeOf(ctx, row);
    const selected = await selectService(scope, serviceId);
    return { data: await detailedInsights(scope, selected, ctx.query.timeEntity, ctx.query.dateKey, withCost(settings, ctx.query.forceCost)) };
  },
});
