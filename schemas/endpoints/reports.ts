/**
 * Monthly reports (platform-contract §7 "GET /reports/monthly (query), /reports/monthly/{id},
 * /reports/monthly/summaries (query)"), under /v3/reports. Queries and summaries:
 * docs/decisions.md "Monthly report queries and summaries".
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { MonthlyReport, MonthlyReportQuery, MonthlyReportSummary } from '../report.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { IdParams } from './params.js';

const R = 'platform-contract §7 Insights, invoices, reports, predictions, queues' as const;
const C3 = 'platform-contract §3 Monthly report' as const;
const DECISION = 'Monthly report queries and summaries';

/** The reports area (platform-contract §7 reports). */
export const reportsArea = defineArea('reports', 'Monthly reports of a location and their summaries', {
  listMonthlyReports: endpoint({
    method: 'GET', path: '/v3/reports/monthly', summary: 'Monthly reports of a location, newest first',
    query: MonthlyReportQuery, responses: { 200: ok(z.array(MonthlyReport)) }, access: access.customerRead, spec: [R, C3], decision: DECISION,
  }),
  listMonthlyReportSummaries: endpoint({
    method: 'GET', path: '/v3/reports/monthly/summaries', summary: 'Headline figures of the monthly reports of a location, newest first',
    query: MonthlyReportQuery, responses: { 200: ok(z.array(MonthlyReportSummary)) }, access: access.customerRead, spec: [R, C3], decision: DECISION,
  }),
  getMonthlyReport: endpoint({
    method: 'GET', path: '/v3/reports/monthly/{id}', summary: 'One monthly report',
    params: IdParams, responses: { 200: ok(MonthlyReport), ...errors(404) }, access: access.customerRead, spec: [R, C3],
  }),
});
