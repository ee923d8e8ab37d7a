/**
 * remakeMonthlyReport (docs/decisions.md "Monthly reports"): a location's report of a month made
 * again after its readings were corrected (meter/report-remakes.ts queues it), so the report and the
 * year view agree. Not announced again: the customer was told when it was first made.
 */
import { z } from 'zod';
import { generateReports } from '../../meter/monthly-report-schedule.js';
import { locationRow } from '../../repositories/locations.js';
import { findReport } from '../../repositories/monthly-reports.js';
import { reportId } from '../../meter/monthly-report-input.js';
import type { JobHandler } from '../handler.js';

const RemakeData = z.object({ locationId: z.string().min(1), month: z.string().regex(/^\d{4}-\d{2}$/) });

export const remakeMonthlyReport: JobHandler = {
  async run({ services, data, now }) {
    const { locationId, month } = RemakeData.parse(data);
    await services.db.tx(async (q) => {
      const row = await locationRow(q, locationId, true);
      if (!row) throw new Error(`Location ${locationId} no longer exists: its ${month} report cannot be made again`);
      const stored = await findReport(q, reportId(locationId, month));
      // A report stays with the account that held the location that month: remade now it would pass to the new holder.
      if (stored && stored.accountId !== row.account_id) throw new Error(`Location ${locationId} has moved to another account since ${month}: its report stays as made`);
      await generateReports(q, row, [month], now);
    });
  },
};
