/**
 * Monthly reports (platform-contract §3 Monthly report, §7 reports; docs/decisions.md "Monthly
 * reports", "Monthly report queries and summaries"): the stored reports of a location's complete
 * months (meter/monthly-report-schedule.ts makes them), newest first. A report belongs to the account
 * that held the location that month: a caller who does not reach that account gets 404, as if absent.
 */
import { reportsArea } from '../../../schemas/endpoints/reports.js';
import type { Access } from '../../../schemas/endpoints/access.js';
import { reachLocation } from './location-access.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { reachAccount } from '../auth/reach.js';
import type { Principal } from '../auth/principal.js';
import { findReport, listReports, type ReportFilter } from '../repositories/monthly-reports.js';

/** A year of reports unless asked for more; five years (the portal's years view) at most. */
export const DEFAULT_REPORTS = 12;
export const MAX_REPORTS = 60;

interface ReportQuery {
  readonly locationId: string;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly limit?: string | undefined;
}

/** The location's filter, once the caller is known to reach the account holding it. */
async function filterOf(q: Queryable, principal: Principal, access: Access, query: ReportQuery): Promise<ReportFilter> {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) throw problem('validationError', { message: 'to must not be before from' });
  const { row } = await reachLocation(q, principal, access, undefined, query.locationId);
  const asked = query.limit === undefined ? DEFAULT_REPORTS : Number(query.limit);
  return {
    // Reports made while another account held the location are that account's, not this one's.
    locationId: row.id, accountId: row.account_id, from: query.from, to: query.to, limit: Math.min(Math.max(asked, 1), MAX_REPORTS),
  };
}

export const reportsHandlers = defineHandlers(reportsArea, {
  async listMonthlyReports(ctx) {
    const db = ctx.services.db;
    return { data: await listReports(db, await filterOf(db, ctx.principal, ctx.endpoint.access, ctx.query), 'doc') };
  },

  async listMonthlyReportSummaries(ctx) {
    const db = ctx.services.db;
    return { data: await listReports(db, await filterOf(db, ctx.principal, ctx.endpoint.access, ctx.query), 'summary') };
  },

  async getMonthlyReport(ctx) {
    const db = ctx.services.db;
    const found = await findReport(db, ctx.params.id);
    if (!found) throw problem('notFound');
    await reachAccount(db, ctx.principal, ctx.endpoint.access, found.accountId);
    return { data: found.doc };
  },
});
