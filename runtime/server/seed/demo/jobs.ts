/** Scheduled jobs of the demo, across every queue type; some may be edited in the console, some not. */
import type { Job, JobStatus, QueueType } from '../../../../schemas/job.js';
import { stableId } from '../../ids.js';
import { addDays, addHours } from './calendar.js';

interface JobSpec {
  readonly name: string;
  readonly displayName: string;
  readonly queueType: QueueType;
  readonly cron: string;
  readonly offset?: number;
  readonly editable: boolean;
  readonly enabled: boolean;
  readonly status: JobStatus;
  /** Platform-wide jobs have no organisation. */
  readonly platform?: boolean;
  readonly failure?: string;
}

const JOBS: readonly JobSpec[] = [
  { name: 'syncAccounts', displayName: 'Sync customer accounts from the provider', queueType: 'account', cron: '0 2 * * *', editable: true, enabled: true, status: 'completed' },
  { name: 'expireProspects', displayName: 'Abandon account prospects older than 30 days', queueType: 'account', cron: '30 3 * * *', editable: false, enabled: true, status: 'waiting', platform: true },
  { name: 'pollIotDevices', displayName: 'Poll connected devices', queueType: 'iot', cron: '*/15 * * * *', editable: true, enabled: true, status: 'running' },
  { name: 'importMeterValues', displayName: 'Import meter values', queueType: 'data', cron: '0 6 * * *', offset: 15, editable: true, enabled: true, status: 'failed', failure: 'Provider answered 503 Service Unavailable' },
  { name: 'importSpotPrices', displayName: 'Import spot prices for tomorrow', queueType: 'data', cron: '0 14 * * *', editable: false, enabled: true, status: 'completed', platform: true },
  { name: 'monthlyReport', displayName: 'Send monthly reports', queueType: 'report', cron: '0 8 3 * *', editable: true, enabled: false, status: 'paused' },
  { name: 'rotateSecrets', displayName: 'Check secrets due for rotation', queueType: 'secrets', cron: '0 4 * * 1', editable: false, enabled: true, status: 'completed', platform: true },
];

export function demoJobs(org: string, base: Date): Job[] {
  return JOBS.map((j, i) => {
    const organisation = j.platform ? null : org;
    const lastRun = addHours(addDays(base, -1), 2 + i);
    return {
      _id: stableId(`${org}:job:${j.name}`),
      name: j.name,
      displayName: j.displayName,
      organisation,
      arguments: { queue: `${j.queueType}-queue`, organisation, persistent: j.queueType !== 'iot' },
      nextRunAt: j.enabled ? addHours(base, 2 + i) : null,
      startedAt: lastRun,
      completedAt: j.status === 'running' ? null : addHours(lastRun, 0.25),
      status: j.status,
      editable: j.editable,
      enabled: j.enabled,
      queueType: j.queueType,
      schedule: { cron: j.cron, offset: j.offset ?? 0, timeZone: 'Europe/Oslo' },
      errors: j.failure ? [{ message: j.failure, date: addHours(lastRun, 0.25) }] : [],
    };
  });
}
