/**
 * pg-boss's tables in the platform's database (schema pgboss) and the engine's queues, installed
 * (or upgraded) after the platform's own migrations, so a test template and `npm start` carry them.
 * pg-boss takes its own advisory lock, so two servers starting together install it once.
 */
import PgBoss from 'pg-boss';
import type { Queryable } from '../db/database.js';
import { bossDb } from '../repositories/job-runs.js';
import { ALL_QUEUES, BOSS_SCHEMA, RUN_EXPIRY_SECONDS, RUN_RETRY, UPKEEP_QUEUE } from './queues.js';

export async function installJobEngine(q: Queryable): Promise<void> {
  const boss = new PgBoss({ db: bossDb(q), schema: BOSS_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const name of ALL_QUEUES) {
      if (existing.has(name)) continue;
      await boss.createQueue(name, {
        name,
        // Upkeep: one run at a time across servers, no retries (the next minute's run is the retry).
        ...(name === UPKEEP_QUEUE ? { policy: 'singleton', retryLimit: 0, expireInSeconds: 5 * 60 } : { policy: 'stately', ...RUN_RETRY, expireInSeconds: RUN_EXPIRY_SECONDS }),
      });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
