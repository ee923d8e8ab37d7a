/**
 * Scheduled jobs of the demo, across every queue type; some may be edited in the console, some not.
 * Every job is seeded as never run (waiting, or paused when disabled) with no planned time: the
 * engine's upkeep plans the real next run once workers start, and each run then writes its own state.
 */
import type { Job, QueueType } from '../../../../schemas/job.js';
import { stableId } from '../../ids.js';

interface JobSpec {
  readonly name: string;
  readonly displayName: string;
  readonly queueType: QueueType;
  readonly cron: string;
  readonly offset?: number;
  readonly editable: boolean;
  readonly enabled: boolean;
  /** Platform-wide jobs have no organisation. */
  readonly platform?: boolean;
}

const JOBS: readonly JobSpec[] = [
  { name: 'syncAccounts', displayName: 'Sync customer accounts from the provider', queueType: 'account', cron: '0 2 * * *', editable: true, enabled: true },
  { name: 'expireProspects', displayName: 'Abandon account prospects older than 30 days', queueType: 'account', cron: '30 3 * * *', editable: false, enabled: true, platform: true },
  { name: 'pollIotDevices', displayName: 'Poll connected devices', queueType: 'iot', cron: '*/15 * * * *', editable: true, enabled: true },
  { name: 'importMeterValues', displayName: 'Import meter values', queueType: 'data', cron: '0 6 * * *', offset: 15, editable: true, enabled: true },
  { name: 'importSpotPrices', displayName: 'Import spot prices for tomorrow', queueType: 'data', cron: '0 14 * * *', editable: false, enabled: true, platform: true },
  { name: 'monthlyReport', displayName: 'Send monthly reports', queueType: 'report', cron: '0 8 * * *', editable: true, enabled: true },
  { name: 'rotateSecrets', displayName: 'Check secrets due for rotation', queueType: 'secrets', cron: '0 4 * * 1', editable: false, enabled: true, platform: true },
];

export function demoJobs(org: string): Job[] {
  return JOBS.map((j) => {
    const organisation = j.platform ? null : org;
    return {
      _id: stableId(`${org}:job:${j.name}`),
      name: j.name,
      displayName: j.displayName,
      organisation,
      arguments: { queue: `${j.queueType}-queue`, organisation, persistent: j.queueType !== 'iot' },
      nextRunAt: null,
      startedAt: null,
      completedAt: null,
      status: j.enabled ? 'waiting' : 'paused',
      editable: j.editable,
      enabled: j.enabled,
      queueType: j.queueType,
      schedule: { cron: j.cron, offset: j.offset ?? 0, timeZone: 'Europe/Oslo' },
      errors: [],
    };
  });
}
