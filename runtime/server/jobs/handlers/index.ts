/**
 * Every job name the engine can run, to its handler (jobs/handler.ts). A job whose name is not here
 * fails with NoHandlerError, visibly, in the console.
 */
import type { JobHandler } from '../handler.js';
import { importSpotPrices } from './import-spot-prices.js';
import { monthlyReport } from './monthly-report.js';
import { remakeMonthlyReport } from './remake-monthly-report.js';

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  importSpotPrices,
  monthlyReport,
  remakeMonthlyReport,
};
