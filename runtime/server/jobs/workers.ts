/**
 * The workers (ROLE all or worker; docs/decisions.md "Job engine"): a pg-boss instance that takes runs
 * from every queue, keeps pg-boss's maintenance (a run active past its expiry, its server gone, is
 * failed and retried) and its schedules (upkeep every minute, once across servers).
 */
import PgBoss from 'pg-boss';
import type { Services } from '../services.js';
import { bossDb } from '../repositories/job-runs.js';
import { runJob } from './run.js';
import { upkeep } from './upkeep.js';
import { BOSS_SCHEMA, JOB_QUEUES, UPKEEP_CRON, UPKEEP_QUEUE } from './queues.js';
import type { RunData } from './engine.js';

export interface WorkerOptions {
  /** How often an idle worker asks its queue for a run (pg-boss polls; at least 0.5 s). */
  readonly pollingIntervalSeconds: number;
  /** How often pg-boss fails runs whose worker is gone and retries them. */
  readonly maintenanceIntervalSeconds: number;
  /** Runs at once per queue on this server. */
  readonly concurrency: number;
}

export interface Workers {
  stop(): Promise<void>;
}

export async function startWorkers(services: Services, options: WorkerOptions): Promise<Workers> {
  const { db, log } = services;
  const boss = new PgBoss({
    db: bossDb(db), schema: BOSS_SCHEMA, migrate: false, supervise: true, schedule: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  await boss.start();
  const work = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds };
  for (const queue of Object.values(JOB_QUEUES)) {
    for (let i = 0; i < options.concurrency; i++) {
      let workerId = '';
      workerId = await boss.work<RunData>(queue, work, async ([run]) => {
        if (!run) return;
        // pg-boss waits out the polling interval after every fetch; a worker that found a run asks
        // again at once, so a busy queue drains at the handlers' pace, not one run per interval.
        try {
          await runJob(services, run.id, run.data);
        } finally {
          boss.notifyWorker(workerId);
        }
      });
    }
  }
  await boss.work(UPKEEP_QUEUE, work, async () => {
    await upkeep(services);
  });
  await boss.schedule(UPKEEP_QUEUE, UPKEEP_CRON, {}, { tz: 'UTC' });
  // At start: plan what a server that was off, a fresh seed or an older database left unplanned.
  await upkeep(services).catch((error: unknown) => log.error({ err: error }, 'job upkeep failed'));
  return {
    async stop() {
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
