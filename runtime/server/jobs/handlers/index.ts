/**
 * Every job name the engine can run, to its handler (jobs/handler.ts). A job whose name is not here
 * fails with NoHandlerError, visibly, in the console.
 */
import type { JobHandler } from '../handler.js';
import { expireProspectsHandler } from './expire-prospects.js';
import { pollIotDevicesHandler } from './poll-iot-devices.js';
import { rotateSecretsHandler } from './rotate-secrets.js';

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  pollIotDevices: pollIotDevicesHandler,
  expireProspects: expireProspectsHandler,
  rotateSecrets: rotateSecretsHandler,
};
