/**
 * Every job name the engine can run, to its handler (jobs/handler.ts). A job whose name is not here
 * fails with NoHandlerError, visibly, in the console.
 */
import type { JobHandler } from '../handler.js';
import { expireProspectsHandler } from './expire-prospects.js';
import { importMeterValues } from './import-meter-values.js';
import { importSpotPrices } from './import-spot-prices.js';
import { monthlyReport } from './monthly-report.js';
import { IMPORT_METER_VALUES, SYNC_ACCOUNTS } from './names.js';
import { pollIotDevicesHandler } from './poll-iot-devices.js';
import { remakeMonthlyReport } from './remake-monthly-report.js';
import { rotateSecretsHandler } from './rotate-secrets.js';
import { syncAccounts } from './sync-accounts.js';

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [SYNC_ACCOUNTS]: syncAccounts,
  [IMPORT_METER_VALUES]: importMeterValues,
  importSpotPrices,
  monthlyReport,
  remakeMonthlyReport,
  pollIotDevices: pollIotDevicesHandler,
  expireProspects: expireProspectsHandler,
  rotateSecrets: rotateSecretsHandler,
};
