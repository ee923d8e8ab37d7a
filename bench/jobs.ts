/**
 * Job engine figures for `npm run bench` (issue 20 §3), on a database of their own in the bench's
 * embedded PostgreSQL (no demo jobs, no meter data beside them) and the real clock:
 *
 * - jobs/s: one-off runs as the data queue makes them (a jobs row and services.jobs.enqueue in one
 *   transaction, sent one after another), then taken by the real workers (jobs/workers.ts) and run
 *   through jobs/run.ts with a no-op handler until the last completedAt; once at
 *   npm start's pace (config.jobs defaults) and once at the fastest pace the config allows. Baseline:
 *   bare INSERTs of the same row into a plain table on the same database, one after another.
 * - scheduling delay: runs due at known (random) times over the next 20 s, round every queue, sent with
 *   their due time through the engine (services.jobs.runNow with a future time: pg-boss's startAfter
 *   counted from the services' clock); delay = the jobs row's startedAt − the due time.
 *
 * Workers poll (pg-boss, one run per fetch): an idle worker asks every pollingIntervalSeconds, so at
 * most concurrency / interval runs per second per queue, and a due run waits up to one interval.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../runtime/server/db/database.js';
import { databaseUrl } from '../runtime/server/db/postgres.js';
import { openDb } from '../runtime/server/db/database.js';
import { migrate } from '../runtime/server/db/migrate.js';
import { buildApp } from '../runtime/server/app.js';
import type { ServerConfig } from '../runtime/server/config.js';
import type { Services } from '../runtime/server/services.js';
import type { JobHandler } from '../runtime/server/jobs/handler.js';
import { JOB_QUEUES } from '../runtime/server/jobs/queues.js';
import { startWorkers, type WorkerOptions } from '../runtime/server/jobs/workers.js';
import { insertJob } from '../runtime/server/repositories/jobs.js';
import { newId } from '../runtime/server/ids.js';
import { TIME_ZONES } from '../schemas/constants.js';
import type { Job, QueueType } from '../schemas/job.js';
import { percentile, ratio, type Row } from './measure.js';

const DATABASE = 'ampere_bench_jobs';
const NOOP = 'benchNoop';
const handlers: Record<string, JobHandler> = { [NOOP]: { run: async () => {} } };

/** The fastest pace the config accepts (JOB_POLL_SECONDS ≥ 0.5, JOB_CONCURRENCY ≤ 32). */
const FASTEST: WorkerOptions = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 60, concurrency: 32 };

/** A one-off job as the data queue inserts it (routes/data-queue.ts), on `queueType`'s queue. */
function oneOff(queueType: QueueType, now: Date): Job {
  return {
    _id: newId(now), name: NOOP, displayName: NOOP, organisation: null,
    arguments: { queue: JOB_QUEUES[queueType], organisation: null, persistent: true },
    nextRunAt: now, startedAt: null, completedAt: null, status: 'waiting', editable: false, enabled: true,
    queueType, schedule: { cron: '0 0 1 1 *', offset: 0, timeZone: TIME_ZONES.DEFAULT }, errors: [],
  };
}

interface Settled { readonly completed: number; readonly failed: number; readonly last: Date | null }

async function settled(db: Db, ids: readonly string[]): Promise<Settled> {
  const { rows } = await db.query<{ completed: string; failed: string; last: Date | null }>(
    `SELECT count(*) FILTER (WHERE status = 'completed') AS completed, count(*) FILTER (WHERE status = 'failed') AS failed,
            max((doc->>'completedAt')::timestamptz) AS last
       FROM jobs WHERE id = ANY($1)`,
    [ids],
  );
  const r = rows[0]!;
  return { completed: Number(r.completed), failed: Number(r.failed), last: r.last };
}

/** Polls until every run completed or failed, or `ms` passed (then the figure says how many did). */
async function untilSettled(db: Db, ids: readonly string[], ms: number): Promise<Settled> {
  const end = performance.now() + ms;
  for (;;) {
    const s = await settled(db, ids);
    if (s.completed + s.failed >= ids.length || performance.now() > end) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Throughput { readonly sentPerSecond: number; readonly ranPerSecond: number; readonly perSecond: number; readonly completed: number; readonly failed: number }

/**
 * `n` one-off runs on the data queue through the engine, workers at `pace`: sent first (each in its
 * own transaction, as POST /v3/data/queue does), then the workers start and take the backlog, so
 * sending (comparable with a bare INSERT) and running are timed apart; jobs/s counts both.
 */
async function throughput(services: Services, pace: WorkerOptions, n: number): Promise<Throughput> {
  const { db } = services;
  const ids: string[] = [];
  const sendStart = performance.now();
  for (let i = 0; i < n; i++) {
    const job = oneOff('data', new Date());
    await db.tx(async (q) => {
      await insertJob(q, job, {});
      await services.jobs.enqueue(q, job);
    });
    ids.push(job._id);
  }
  const sendSeconds = (performance.now() - sendStart) / 1000;
  const runStart = Date.now();
  const workers = await startWorkers(services, pace);
  try {
    // Generous: twice what the pace allows on one queue, plus a minute.
    const s = await untilSettled(db, ids, (n / (pace.concurrency / pace.pollingIntervalSeconds)) * 2000 + 60_000);
    const runSeconds = ((s.last?.getTime() ?? Date.now()) - runStart) / 1000;
    return { sentPerSecond: n / sendSeconds, ranPerSecond: s.completed / runSeconds, perSecond: s.completed / (sendSeconds + runSeconds), completed: s.completed, failed: s.failed };
  } finally {
    await workers.stop();
  }
}

/** `n` bare INSERTs of a jobs row's size into a plain table, one after another (inserts/s). */
async function insertBaseline(db: Db, n: number): Promise<number> {
  await db.query('CREATE TABLE IF NOT EXISTS bench_insert (id text PRIMARY KEY, doc jsonb NOT NULL, data jsonb)');
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const job = oneOff('data', new Date());
    await db.query('INSERT INTO bench_insert (id, doc, data) VALUES ($1, $2, $3)', [job._id, job, {}]);
  }
  return n / ((performance.now() - start) / 1000);
}

interface Delay { readonly p50: number; readonly p99: number; readonly max: number; readonly started: number }

/** `m` runs due at random times over the next `spreadMs`, round the queues; started − due per run. */
async function schedulingDelay(services: Services, pace: WorkerOptions, m: number, spreadMs: number): Promise<Delay> {
  const { db } = services;
  const workers = await startWorkers(services, pace);
  try {
    const queueTypes = Object.keys(JOB_QUEUES) as QueueType[];
    const first = Date.now() + 2000;
    const due = new Map<string, number>();
    for (let i = 0; i < m; i++) {
      // At random within the spread: evenly spaced due times would meet the workers' polls at a few fixed phases.
      const at = new Date(first + Math.round(Math.random() * spreadMs));
      const job = oneOff(queueTypes[i % queueTypes.length]!, new Date());
      await db.tx(async (q) => {
        await insertJob(q, job, {});
        await services.jobs.runNow(q, job, at);
      });
      due.set(job._id, at.getTime());
    }
    const ids = [...due.keys()];
    await untilSettled(db, ids, spreadMs + 60_000);
    const { rows } = await db.query<{ id: string; started: Date | null }>("SELECT id, (doc->>'startedAt')::timestamptz AS started FROM jobs WHERE id = ANY($1)", [ids]);
    const delays = rows.filter((r) => r.started).map((r) => r.started!.getTime() - due.get(r.id)!).sort((a, b) => a - b);
    return { p50: percentile(delays, 0.5), p99: percentile(delays, 0.99), max: delays.at(-1) ?? 0, started: delays.length };
  } finally {
    await workers.stop();
  }
}

const pace = (p: WorkerOptions) => `poll ${p.pollingIntervalSeconds} s, concurrency ${p.concurrency} per queue`;
const perSec = (v: number) => (v >= 100 ? Math.round(v).toLocaleString('en-GB') : v.toFixed(1));

export async function jobRows(serverUrl: string, config: ServerConfig): Promise<Row[]> {
  const admin = openDb(serverUrl, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.close();
  const db = openDb(databaseUrl(serverUrl, DATABASE));
  const rows: Row[] = [];
  try {
    await migrate(db);
    // The real clock: startedAt is when the run started, due times are real seconds ahead.
    const { app, services } = await buildApp({ db, config, logger: false, validateResponses: false, jobHandlers: handlers });
    try {
      const n = Number(process.env.BENCH_JOBS ?? 2000);
      const atDefaults = Number(process.env.BENCH_JOBS_AT_DEFAULTS ?? 30);
      const m = Number(process.env.BENCH_JOBS_DUE ?? 40);
      console.error(`bench: job engine (${atDefaults} runs at npm start's pace, ${n} at the fastest, ${m} due over 20 s) …`);
      const inserts = await insertBaseline(db, n);
      const baseline = `bare INSERT of the row (${n.toLocaleString('en-GB')}, one connection): ${perSec(inserts)} inserts/s`;
      for (const [label, p, count] of [[`npm start's pace (config.jobs defaults: ${pace(config.jobs)})`, config.jobs, atDefaults], [`fastest the config allows (${pace(FASTEST)})`, FASTEST, n]] as const) {
        const t = await throughput(services, p, count);
        const missing = count - t.completed;
        rows.push({
          what: `jobs: ${count.toLocaleString('en-GB')} one-off no-op runs on one queue, sent then run to completed, ${label}`,
          figure: `${perSec(t.perSecond)} jobs/s (sent ${perSec(t.sentPerSecond)}/s, then run ${perSec(t.ranPerSecond)}/s)${missing ? `, ${t.failed} failed, ${missing - t.failed} not done` : ''}`,
          baseline,
          // Above 1×: a run costs that many bare inserts.
          ratio: ratio(inserts, t.perSecond),
        });
      }
      const d = await schedulingDelay(services, config.jobs, m, 20_000);
      rows.push({
        what: `jobs: scheduling delay (startedAt − due), ${m} runs due over 20 s across the ${Object.keys(JOB_QUEUES).length} queues, npm start's pace`,
        figure: `p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms${d.started < m ? ` (${m - d.started} never started)` : ''}`,
        baseline: `polling interval ${config.jobs.pollingIntervalSeconds * 1000} ms`,
        ratio: ratio(d.p99, config.jobs.pollingIntervalSeconds * 1000),
      });
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
  return rows;
}
