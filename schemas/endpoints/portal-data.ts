/**
 * The portal's data calls (portal §7 Portal data "getLocationServicesData (locationId, month) ...
 * getDataYears, getDataYear, getDataMonth, getDataDay, getDataHour (service id, date key; options
 * allowNeighbour false, calculateCost true, addRelated true, allowForecasts false): returns children.
 * getExportUrl (serviceId, dateKey, format csv or xlsx, period, resolution)"; platform-contract §7
 * Insights "Data: GET /insights/data/{id}/realtime, hour/{time}, day/{date}, month/{month},
 * year/{year}; export URL with short-lived access token and dateKey").
 * The portal's paths are not shown: these ARE the insights data calls, defined here once under the
 * portal's names (docs/decisions.md "Insights data calls"). Each answers the nodes of the
 * period's sub-periods (the "children").
 */
import { z } from 'zod';
import { FileBody, ok } from '../core/envelope.js';
import { IsoDate, MonthKey, ObjectId } from '../core/primitives.js';
import { ShortLivedToken } from '../auth.js';
import { ExportFormat, ExportPeriod } from '../insights-analysis.js';
import { MeasurementResolution } from '../location.js';
import { DataOptionsQuery, DateKey, HourKey, LocationServiceData, MeasurementNode, YearKey } from '../measurement.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const PD = 'portal §7' as const;
const I = 'platform-contract §7 Insights, invoices, reports, predictions, queues' as const;
const DATA = 'Insights data calls';

const Service = z.object({ serviceId: ObjectId.meta({ description: 'Location service id' }) });
const Nodes = ok(z.array(MeasurementNode));
const NotFound = errors(404);

/** The portal-data area (portal §7 Portal data). */
export const portalDataArea = defineArea('portal-data', 'The analysis data of a location and its services (insights data calls)', {
  getLocationServicesData: endpoint({
    method: 'GET', path: '/v3/insights/services/{locationId}', summary: 'Services of a location with their history and overview for a month',
    params: z.object({ locationId: ObjectId }), query: z.object({ month: MonthKey }),
    responses: { 200: ok(z.array(LocationServiceData)), ...NotFound }, access: access.customerRead, spec: [PD, 'portal §3'], decision: 'Location services data',
  }),
  getDataYears: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/years', summary: 'Year nodes of a service (the years view)',
    params: Service, query: DataOptionsQuery, responses: { 200: Nodes, ...NotFound }, access: access.customerRead, spec: [PD, I], decision: DATA,
  }),
  getDataYear: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/year/{year}', summary: 'Month nodes of one year of a service',
    params: Service.extend({ year: YearKey }), query: DataOptionsQuery, responses: { 200: Nodes, ...NotFound },
    access: access.customerRead, spec: [PD, I], decision: DATA,
  }),
  getDataMonth: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/month/{month}', summary: 'Day nodes of one month of a service',
    params: Service.extend({ month: MonthKey }), query: DataOptionsQuery, responses: { 200: Nodes, ...NotFound },
    access: access.customerRead, spec: [PD, I], decision: DATA,
  }),
  getDataDay: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/day/{date}', summary: 'Hour nodes of one day of a service',
    params: Service.extend({ date: IsoDate }), query: DataOptionsQuery, responses: { 200: Nodes, ...NotFound },
    access: access.customerRead, spec: [PD, I], decision: DATA,
  }),
  getDataHour: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/hour/{time}', summary: 'Quarter-hour nodes of one hour of a service',
    params: Service.extend({ time: HourKey }), query: DataOptionsQuery, responses: { 200: Nodes, ...NotFound },
    access: access.customerRead, spec: [PD, I], decision: DATA,
  }),
  getDataRealtime: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/realtime', summary: 'Latest realtime nodes of a service',
    params: Service, responses: { 200: Nodes, ...NotFound }, access: access.customerRead, spec: I, decision: DATA,
  }),
  getExportUrl: endpoint({
    method: 'GET', path: '/v3/insights/data/{serviceId}/export', summary: 'Export of a service’s data as CSV or XLSX (a link the browser opens)',
    description: 'Authorised by the short-lived accessToken in the query (GET /v3/auth/short-accesstoken). Answers text/csv, or the XLSX spreadsheet type when format is xlsx.',
    params: Service,
    query: z.object({
      accessToken: ShortLivedToken,
      dateKey: DateKey,
      format: ExportFormat,
      period: ExportPeriod,
      resolution: MeasurementResolution,
    }),
    responses: { 200: FileBody.meta({ description: 'The export file (CSV or XLSX by format), columns as platform-contract §9 lists them' }), ...NotFound },
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], access: access.customerRead, spec: [PD, I, 'portal §5'], decision: 'Export URL',
  }),
});
