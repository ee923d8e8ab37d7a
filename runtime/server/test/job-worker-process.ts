/**
 * A job worker in a process of its own, for the test that kills one with SIGKILL mid-run
 * (jobs/two-servers.test.ts): the real app and workers on DATABASE_URL, with one handler, `hang`,
 * that marks the run as started and never ends. Prints "ready" once its workers poll.
 */
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDb } from '../db/database.js';
import { startWorkers } from '../jobs/workers.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = openDb(url, 4);
const config = { ...readConfig(process.env), logLevel: 'silent' };
const { services } = await buildApp({
  db, config, logger: false,
  jobHandlers: { hang: { expireInSeconds: 3, retryDelaySeconds: 1, run: () => new Promise<void>(() => {}) } },
});
await startWorkers(services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 1 });
console.log('ready');
