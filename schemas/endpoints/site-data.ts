/**
 * A site's data (platform-contract §7 Sites "Data: GET /sites/{id}/data/realtime, hour/{key}, day/{key},
 * month/{key}, year/{key}, month report, deviations, csv exports (accessToken, dateKey, resolution),
 * analysis month, service, compare; GET /sites/{id}/load (resolution, dateKey or start/end); GET
 * /sites/{serviceId}/data/{a}/{b} (measurements)"), under the account base /v4/{organisation}/account.
 * Period calls answer the items of the period's next finer resolution. {id} is the site, the portal
 * location's _id (`SiteParams`: docs/decisions.md "Sites are the portal locations"). Paths and answers
 * the spec leaves open: docs/decisions.md "Site and location data paths", "Analysis calls".
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { IsoDate, MonthKey } from '../core/primitives.js';
import { ShortLivedToken } from '../auth.js';
import { Insight, LoadQuery } from '../insights.js';
import { MeasurementResolution } from '../location.js';
import { DataItem, DateKey, HourKey, MeterMeasurement, YearKey } from '../measurement.js';
import { PredictionRow } from '../prediction.js';
import {
  AnalysisCompareQuery, AnalysisMonthQuery, AnalysisServiceQuery, ComparisonWithSimilarHouseholds, MonthlyAnalysis, MonthlyReport,
} from '../report.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationParams, SiteParams } from './params.js';

const S = 'platform-contract §7 Sites' as const;
const PATHS = 'Site and location data paths';
const ANALYSIS = 'Analysis calls';

const SITE = '/v4/{organisation}/account/sites/{id}' as const;
const Items = ok(z.array(DataItem));
const NotFound = errors(404);

/** The site-data area (platform-contract §7 Sites). */
export const siteDataArea = defineArea('site-data', 'Measured data, reports, deviations, exports, analysis and load of a site', {
  getSiteRealtimeData: endpoint({
    method: 'GET', path: `${SITE}/data/realtime`, summary: 'Latest realtime readings of a site',
    params: SiteParams, responses: { 200: Items, ...NotFound }, access: access.customerRead, spec: S,
  }),
  getSiteDataHour: endpoint({
    method: 'GET', path: `${SITE}/data/hour/{key}`, summary: 'Quarter-hour items of one hour of a site',
    params: SiteParams.extend({ key: HourKey }), responses: { 200: Items, ...NotFound }, access: access.customerRead, spec: S, decision: 'Date keys',
  }),
  getSiteDataDay: endpoint({
    method: 'GET', path: `${SITE}/data/day/{key}`, summary: 'Hourly items of one day of a site',
    params: SiteParams.extend({ key: IsoDate }), responses: { 200: Items, ...NotFound }, access: access.customerRead, spec: S,
  }),
  getSiteDataMonth: endpoint({
    method: 'GET', path: `${SITE}/data/month/{key}`, summary: 'Daily items of one month of a site',
    params: SiteParams.extend({ key: MonthKey }), responses: { 200: Items, ...NotFound }, access: access.customerRead, spec: S,
  }),
  getSiteDataYear: endpoint({
    method: 'GET', path: `${SITE}/data/year/{key}`, summary: 'Monthly items of one year of a site',
    params: SiteParams.extend({ key: YearKey }), responses: { 200: Items, ...NotFound }, access: access.customerRead, spec: S,
  }),
  getSiteMonthReport: endpoint({
    method: 'GET', path: `${SITE}/data/month/{key}/report`, summary: 'Monthly report of a site for one month',
    params: SiteParams.extend({ key: MonthKey }), responses: { 200: ok(MonthlyReport), ...NotFound }, access: access.customerRead, spec: S, decision: PATHS,
  }),
  getSiteDeviations: endpoint({
    method: 'GET', path: `${SITE}/data/deviations`, summary: 'Measured against predicted consumption of a site (deviations)',
    params: SiteParams, query: z.object({ dateKey: DateKey, resolution: MeasurementResolution.optional() }),
    responses: { 200: ok(z.array(PredictionRow)), ...NotFound }, access: access.customerRead, spec: S, decision: PATHS,
  }),
  exportSiteData: endpoint({
    method: 'GET', path: `${SITE}/data/export`, summary: 'CSV export of a site’s data (a link the browser opens)',
    description: 'Authorised by the short-lived accessToken in the query (GET /v3/auth/short-accesstoken), so the browser can open the link.',
    params: SiteParams, query: z.object({ accessToken: ShortLivedToken, dateKey: DateKey, resolution: MeasurementResolution }),
    responses: { 200: z.string().meta({ description: 'CSV with the export columns of platform-contract §9' }), ...NotFound },
    produces: 'text/csv', access: access.customerRead, spec: [S, 'platform-contract §9'], decision: PATHS,
  }),
  getSiteAnalysisMonth: endpoint({
    method: 'GET', path: `${SITE}/data/analysis/month`, summary: 'Month analysis of a site: cost, measurements and cost-affecting factors',
    params: SiteParams, query: AnalysisMonthQuery,
    responses: { 200: ok(MonthlyAnalysis), ...NotFound }, access: access.customerRead, spec: S, decision: ANALYSIS,
  }),
  getSiteAnalysisService: endpoint({
    method: 'GET', path: `${SITE}/data/analysis/service`, summary: 'Per-service analysis of a site for a month',
    params: SiteParams, query: AnalysisServiceQuery,
    responses: { 200: ok(z.array(Insight)), ...NotFound }, access: access.customerRead, spec: S, decision: ANALYSIS,
  }),
  getSiteAnalysisCompare: endpoint({
    method: 'GET', path: `${SITE}/data/analysis/compare`, summary: 'A site compared with similar households',
    params: SiteParams, query: AnalysisCompareQuery,
    responses: { 200: ok(ComparisonWithSimilarHouseholds), ...NotFound }, access: access.customerRead, spec: S, decision: ANALYSIS,
  }),
  getSiteLoad: endpoint({
    method: 'GET', path: `${SITE}/load`, summary: 'Load (peak power) of a site by dateKey or start and end',
    params: SiteParams, query: LoadQuery, responses: { 200: Items, ...NotFound }, access: access.customerRead, spec: S, decision: PATHS,
  }),
  getServiceMeasurements: endpoint({
    method: 'GET', path: '/v4/{organisation}/account/sites/{serviceId}/data/{a}/{b}', summary: 'Measurements of a service from date a to date b',
    params: OrganisationParams.extend({
      serviceId: z.string().min(1).meta({ description: 'The service’s measurement site id' }),
      a: IsoDate.meta({ description: 'First day, inclusive' }),
      b: IsoDate.meta({ description: 'Last day, inclusive' }),
    }),
    responses: { 200: ok(z.array(MeterMeasurement)), ...NotFound }, access: access.customerRead, spec: S, decision: PATHS,
  }),
});
