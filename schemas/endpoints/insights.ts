/**
 * Insights service (platform-contract §7 Insights "GET /insights/{locationId} (dateKey, forForecast,
 * forceCost); /insights/forecast/{id} (dateKey); /insights/six-months/{id};
 * /insights/detailed-insights/defaults/{id}; /insights/detailed-insights/{id} (timeEntity, dateKey,
 * forceCost)"), under /v3/insights. The insights data calls (/insights/data/{id}/...) and the export
 * URL are the portal's data calls and are defined once, in portal-data.ts
 * (docs/decisions.md "Insights data calls").
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { BooleanString, MonthKey, ObjectId } from '../core/primitives.js';
import { DetailedInsights, DetailedInsightsDefaults, DetailedInsightsQuery, ForecastOverview, InsightsResponse, SixMonthMeasurements } from '../insights.js';
import { LocationIdParams } from '../location.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const I = 'platform-contract §7 Insights, invoices, reports, predictions, queues' as const;
const C3 = 'platform-contract §3 Insights' as const;

const NotFound = errors(404);

/** The insights area (platform-contract §7 Insights). */
export const insightsArea = defineArea('insights', 'Monthly insights, forecasts, six-month history and detailed insights of a location', {
  getInsights: endpoint({
    method: 'GET', path: '/v3/insights/{locationId}', summary: 'Insights of a location for a month',
    params: z.object({ locationId: ObjectId }),
    query: z.object({ dateKey: MonthKey.optional(), forForecast: BooleanString.optional(), forceCost: BooleanString.optional() }),
    responses: { 200: ok(InsightsResponse), ...NotFound }, access: access.customerRead, spec: [I, C3],
  }),
  getForecast: endpoint({
    method: 'GET', path: '/v3/insights/forecast/{id}', summary: 'Forecast of a location for a month',
    params: LocationIdParams, query: z.object({ dateKey: MonthKey.optional() }),
    responses: { 200: ok(ForecastOverview), ...NotFound }, access: access.customerRead, spec: [I, C3],
  }),
  getSixMonths: endpoint({
    method: 'GET', path: '/v3/insights/six-months/{id}', summary: 'The last six months of every service of a location',
    params: LocationIdParams, responses: { 200: ok(z.array(SixMonthMeasurements)), ...NotFound }, access: access.customerRead, spec: [I, C3],
  }),
  getDetailedInsightsDefaults: endpoint({
    method: 'GET', path: '/v3/insights/detailed-insights/defaults/{id}', summary: 'What detailed insights of a location open with',
    params: LocationIdParams, responses: { 200: ok(DetailedInsightsDefaults), ...NotFound },
    access: access.customerRead, spec: [I, C3], decision: 'Detailed insights',
  }),
  getDetailedInsights: endpoint({
    method: 'GET', path: '/v3/insights/detailed-insights/{id}', summary: 'Detailed insights of a location for a month or a year',
    params: LocationIdParams, query: DetailedInsightsQuery,
    responses: { 200: ok(DetailedInsights), ...NotFound }, access: access.customerRead, spec: [I, C3, 'platform-contract §5'],
  }),
});
