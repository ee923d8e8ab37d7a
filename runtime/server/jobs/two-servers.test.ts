// @vitest-environment node
/**
 * Two servers on one database (issue 20 §2): every scheduled run happens once across both, however
 * both plan and work at the same moment; a run whose server is killed with SIGKILL mid-run is failed by
 * pg-boss's expiry on the other server and retried there, never lost and never left "running".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../schemas/job.js';
import { buildApp, type App } from '../app.js';
import { TestClock } from '../clock.js';
import { openDb, type Db } from '../db/database.js';
import { findJobRow, insertJob } from '../repositories/jobs.js';
import { newId } from '../ids.js';
import { testApp, type TestApp } from '../test/harness.js';
import type { JobHandler } from './handler.js';
import { startWorkers, type Workers } from './workers.js';
import { upkeep } from './upkeep.js';
import { until } from '../test/until.js';

const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 2 };
const ran: { server: string; jobId: string }[] = [];
const handlersOf = (server: string): Record<string, JobHandler> => ({
  tick: { run: async ({ job }) => { ran.push({ server, jobId: job._id }); await new Promise((r) => setTimeout(r, 50)); } },
  // The survivor's `hang` ends at once; the killed process's never did (test/job-worker-process.ts).
  hang: { expireInSeconds: 3, retryDelaySeconds: 1, run: async ({ job }) => void ran.push({ server, jobId: job._id }) },
});

let a: TestApp;
let bDb: Db;
let b: App;
const workers: Workers[] = [];
let child: ChildProcess | undefined;

const job = (name: string, cron: string): Job => ({
  _id: newId(), name, displayName: name, organisation: null,
  arguments: { queue: 'data-queue', organisation: null, persistent: true },
  nextRunAt: null, startedAt: null, completedAt: null, status: 'waiting', editable: true, enabled: true,
  queueType: 'data', schedule: { cron, offset: 0, timeZone: 'Europe/Oslo' }, errors: [],
});

beforeAll(async () => {
  a = await testApp({ seeded: false, jobHandlers: handlersOf('A') });
  bDb = openDb(String(a.db.pool.options.connectionString), 4);
  b = await buildApp({ db: bDb, config: a.config, clock: new TestClock(a.clock.now()), logger: false, jobHandlers: handlersOf('B') });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  for (const w of workers) await w.stop();
  await b?.app.close();
  await bDb?.close();
  await a?.close();
});

describe('jobs on two servers, one database', () => {
  it('runs each scheduled run once across both servers', async () => {
    const at = new Date('2026-11-16T09:00:59Z');
    a.clock.set(at);
    (b.services.clock as TestClock).set(at);
    const jobs = Array.from({ length: 12 }, () => job('tick', '* * * * *'));
    for (const j of jobs) await insertJob(a.db, j);
    workers.push(await startWorkers(a.services, FAST), await startWorkers(b.services, FAST));
    // Both servers plan at the same moment, as both do at start and each minute.
    await Promise.all([upkeep(a.services), upkeep(b.services), upkeep(a.services), upkeep(b.services)]);
    const planned = await a.db.query<{ key: string; n: number }>("SELECT singleton_key AS key, count(*) AS n FROM pgboss.job WHERE name = 'data-queue' AND state <> 'cancelled' GROUP BY 1");
    expect(planned.rows.every((r) => Number(r.n) === 1)).toBe(true);
    await until(async () => ran.length, (n) => n >= jobs.length);
    // A little longer: a second run of any job would show now.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(ran.map((r) => r.jobId).sort()).toEqual(jobs.map((j) => j._id).sort());
    for (const j of jobs) {
      const row = await findJobRow(a.db, j._id);
      expect(row?.job).toMatchObject({ status: 'completed', nextRunAt: new Date('2026-11-16T09:02:00Z') });
    }
  });

  it('retries on the other server a run whose server was killed with SIGKILL mid-run', async () => {
    for (const w of workers.splice(0)) await w.stop();
    ran.length = 0;
    const j = job('hang', '0 5 * * *');
    await a.db.tx(async (q) => {
      await insertJob(q, j, {});
      await a.services.jobs.enqueue(q, j);
    });
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test/job-worker-process.ts')], {
      env: { ...process.env, DATABASE_URL: String(a.db.pool.options.connectionString), SECRETS_KEY: a.config.secretsKey, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await until(async () => output, (o) => o.includes('ready'), 150_000);
    expect(output).toContain('ready');
    // The other process takes the run and hangs in it.
    const running = await until(() => findJobRow(a.db, j._id), (r) => r?.job.status === 'running', 60_000);
    expect(running?.job.status).toBe('running');
    child.kill('SIGKILL');
    await new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    // This server's maintenance fails the run once its 3 s expiry passes, and retries it a second later, here.
    workers.push(await startWorkers(a.services, FAST));
    const done = await until(() => findJobRow(a.db, j._id), (r) => r?.job.status === 'completed', 60_000);
    expect(done?.job.status).toBe('completed');
    expect(done?.activeRun).toBeNull();
    expect(ran).toEqual([{ server: 'A', jobId: j._id }]);
    // A process of its own starts in seconds, or a minute on a loaded machine.
  }, 180_000);
});
