/**
 * A location's data (platform-contract §7 Locations "GET /locations/{id}/data/hour, day, month, year;
 * analysis month (language, sensorIds); analysis service (month, onlyCurrentMonth); analysis
 * compare"), under the locations base /v4/{org}/locations. The spec shows these paths without a key:
 * the period is the query's dateKey (docs/decisions.md "Site and location data paths").
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { IsoDate, MonthKey } from '../core/primitives.js';
import { Insight } from '../insights.js';
import { DataItem, HourKey, YearKey } from '../measurement.js';
import {
  AnalysisCompareQuery, AnalysisMonthQuery, AnalysisServiceQuery, ComparisonWithSimilarHouseholds, MonthlyAnalysis,
} from '../report.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { LocationParams } from './params.js';

const L = 'platform-contract §7 Locations' as const;
const PATHS = 'Site and location data paths';
const ANALYSIS = 'Analysis calls';

const Items = ok(z.array(DataItem));
const NotFound = errors(404);

/** The location-data area (platform-contract §7 Locations). */
export const locationDataArea = defineArea('location-data', 'Measured data and analysis of a location', {
  getLocationDataHour: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/hour', summary: 'Quarter-hour items of one hour of a location',
    params: LocationParams, query: z.object({ dateKey: HourKey }), responses: { 200: Items, ...NotFound },
    access: access.customerRead, spec: L, decision: PATHS,
  }),
  getLocationDataDay: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/day', summary: 'Hourly items of one day of a location',
    params: LocationParams, query: z.object({ dateKey: IsoDate }), responses: { 200: Items, ...NotFound },
    access: access.customerRead, spec: L, decision: PATHS,
  }),
  getLocationDataMonth: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/month', summary: 'Daily items of one month of a location',
    params: LocationParams, query: z.object({ dateKey: MonthKey }), responses: { 200: Items, ...NotFound },
    access: access.customerRead, spec: L, decision: PATHS,
  }),
  getLocationDataYear: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/year', summary: 'Monthly items of one year of a location',
    params: LocationParams, query: z.object({ dateKey: YearKey }), responses: { 200: Items, ...NotFound },
    access: access.customerRead, spec: L, decision: PATHS,
  }),
  getLocationAnalysisMonth: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/analysis/month', summary: 'Month analysis of a location: cost, measurements and cost-affecting factors',
    params: LocationParams,
    query: AnalysisMonthQuery.extend({
      sensorIds: z.string().min(1).optional().meta({ description: 'Comma-separated ids of IoT sensors to include' }),
    }),
    responses: { 200: ok(MonthlyAnalysis), ...NotFound }, access: access.customerRead, spec: L, decision: ANALYSIS,
  }),
  getLocationAnalysisService: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/analysis/service', summary: 'Per-service analysis of a location for a month',
    params: LocationParams, query: AnalysisServiceQuery,
    responses: { 200: ok(z.array(Insight)), ...NotFound }, access: access.customerRead, spec: L, decision: ANALYSIS,
  }),
  getLocationAnalysisCompare: endpoint({
    method: 'GET', path: '/v4/{org}/locations/{id}/data/analysis/compare', summary: 'A location compared with similar households',
    params: LocationParams, query: AnalysisCompareQuery,
    responses: { 200: ok(ComparisonWithSimilarHouseholds), ...NotFound }, access: access.customerRead, spec: L, decision: ANALYSIS,
  }),
});
