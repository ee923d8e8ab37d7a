/**
 * monthlyReport (docs/decisions.md "Monthly reports"): the reports of complete months still missing
 * for the job's organisation (every organisation's for a platform-wide job), each location's made and
 * announced to its account's subscribers in one transaction, so a retried run neither misses nor
 * repeats an announcement.
 */
import { announceMonthlyReport } from '../../meter/report-announcement.js';
import { dueReportMonths, generateReports } from '../../meter/monthly-report-schedule.js';
import { locationRow } from '../../repositories/locations.js';
import type { JobHandler } from '../handler.js';

export const monthlyReport: JobHandler = {
  async run({ services, job, now }) {
    const { db, log } = services;
    let made = 0;
    for (const { row, months } of await dueReportMonths(db, now, job.organisation ?? undefined)) {
      made += await db.tx(async (q) => {
        // Read again inside the transaction: the location may have moved to another account meanwhile.
        const current = await locationRow(q, row.id, true);
        if (!current) return 0;
        const reports = await generateReports(q, current, months, now);
        for (const r of reports) await announceMonthlyReport(q, r.access.organisation, r.date, [r.access.accountId], now, { reportId: r._id, locationId: r.locationId });
        return reports.length;
      });
    }
    log.info({ organisation: job.organisation, made }, 'monthly reports made');
  },
};
