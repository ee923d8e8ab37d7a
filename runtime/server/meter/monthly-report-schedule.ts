/**
 * When monthly reports are made (docs/decisions.md "Monthly reports"): once a month is complete —
 * ended, and its last day's readings due (the measurement delay) — each location that read
 * consumption in it gets its report, made once and stored. The monthlyReport job
 * (jobs/handlers/monthly-report.ts) looks for months without reports over the last REPORT_MONTHS
 * months, so a server that was off, a new organisation or a location whose readings came late
 * catches up; a correction to a reported month makes its report again (meter/report-remakes.ts);
 * the demo seed makes its tenant's past year the same way.
 */
import { DEFAULT_MEASUREMENT_DELAY_DAYS } from '../../../schemas/settings/feature-flags.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import type { MonthlyReport } from '../../../schemas/report.js';
import { locationRow, type LocationRow } from '../repositories/locations.js';
import { findReport, saveReport, unreportedMonths } from '../repositories/monthly-reports.js';
import { addMonths, buildMonthlyReport, MAIN_ORDER } from './monthly-report.js';
import { reportId, reportInputs } from './monthly-report-input.js';

/** How far back missing reports are made: a year of reports is what a customer browses. */
export const REPORT_MONTHS = 12;

/** Whether `month` is complete in `timeZone` at `now`: ended, and its last day's readings due. */
export function isComplete(month: string, timeZone: string, now: Date, delayDays = DEFAULT_MEASUREMENT_DELAY_DAYS): boolean {
  return startOfLocalDay(addDays(nextMonthStart(month), delayDays), timeZone) <= now;
}

/** The last `count` complete months in `timeZone` at `now`, oldest first. */
export function completeMonths(timeZone: string, now: Date, count = REPORT_MONTHS): string[] {
  let last = localDate(now, timeZone).slice(0, 7);
  while (!isComplete(last, timeZone, now)) last = addMonths(last, -1);
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** Makes (or makes again) the location's reports of `months`; returns the reports written. */
export async function generateReports(q: Queryable, row: LocationRow, months: readonly string[], now: Date): Promise<MonthlyReport[]> {
  const written: MonthlyReport[] = [];
  for (const input of await reportInputs(q, row, months, now)) {
    const made = buildMonthlyReport(input);
    if (!made) continue;
    await saveReport(q, made.report, made.summary, now);
    written.push(made.report);
  }
  return written;
}

/**
 * The report of the location's `month` for the account holding it now (docs/decisions.md "Site
 * reports and analysis"): the stored one; for a month the schedule covers (complete, among the last
 * REPORT_MONTHS) that has none yet, made and stored now as the schedule would; with `onRequest`,
 * any other month (the current one so far, an older one) computed the same way and not stored.
 * Undefined when there is none: no consumption read in the month, another account's report, or a
 * month without a stored report and not `onRequest`.
 */
export async function reportOfMonth(q: Queryable, row: LocationRow, month: string, now: Date, onRequest: boolean): Promise<MonthlyReport | undefined> {
  const stored = await findReport(q, reportId(row.id, month));
  if (stored?.accountId === row.account_id) return stored.doc;
  // Another account's report stays theirs: making it again here would hand it to this account.
  if (!stored && completeMonths(timeZoneFromPriceZone(row.price_zone), now).includes(month)) {
    if ((await generateReports(q, row, [month], now)).length === 0) return undefined;
    return (await findReport(q, reportId(row.id, month)))?.doc;
  }
  if (!onRequest) return undefined;
  const [input] = await reportInputs(q, row, [month], now);
  return input && buildMonthlyReport(input)?.report;
}

/**
 * The complete months among the last REPORT_MONTHS without a report, per location of the
 * organisation (every organisation's when none is named).
 */
export async function dueReportMonths(q: Queryable, now: Date, organisation?: string): Promise<{ row: LocationRow; months: string[] }[]> {
  // Local months start up to a few hours before the UTC month: a window with half a day to spare on
  // each side, ending before this month (never complete yet), is filtered per zone below.
  const slack = 14 * 3_600_000;
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - REPORT_MONTHS - 1, 1) - slack);
  const missing = await unreportedMonths(q, MAIN_ORDER, from, new Date(thisMonth - slack), organisation);
  const due: { row: LocationRow; months: string[] }[] = [];
  for (const [locationId, keys] of missing) {
    const row = await locationRow(q, locationId);
    if (!row) continue;
    const complete = new Set(completeMonths(timeZoneFromPriceZone(row.price_zone), now));
    const months = keys.filter((k) => complete.has(k));
    if (months.length > 0) due.push({ row, months });
  }
  return due;
}

/** Makes the reports still missing for complete months (dueReportMonths); returns how many. */
export async function generateDueReports(q: Queryable, now: Date, organisation?: string): Promise<number> {
  let written = 0;
  for (const { row, months } of await dueReportMonths(q, now, organisation)) written += (await generateReports(q, row, months, now)).length;
  return written;
}
