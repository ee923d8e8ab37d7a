/**
 * Server figures for `npm run bench`: real HTTP against a listening server on a real (embedded)
 * PostgreSQL seeded with the demo tenant. Each figure has a baseline measured in the same run:
 * a bare route on the same Fastify instance (framework + HTTP, no auth, no database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../runtime/server/db/postgres.js';
import { openDb } from '../runtime/server/db/database.js';
import { migrate } from '../runtime/server/db/migrate.js';
import { seedIfEmpty } from '../runtime/server/seed/index.js';
import { buildApp } from '../runtime/server/app.js';
import { readConfig } from '../runtime/server/config.js';
import { percentile, ratio, type Row } from './measure.js';
import { meterRows } from './meter-server.js';
import { BENCH_SECRETS_KEY, signInFloodRows } from './sign-in-flood.js';
import { jobRows } from './jobs.js';

interface Load {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** `concurrency` loops calling `request` for `ms` milliseconds. */
async function load(request: () => Promise<Response>, concurrency: number, ms: number, expected: readonly number[] = []): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + ms;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok && !expected.includes(res.status)) errors++;
      latencies.push(performance.now() - start);
    }
  }));
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(latencies.length / (ms / 1000)), p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}

const describe = (l: Load) => `${l.perSecond.toLocaleString('en-GB')} req/s, p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms${l.errors ? `, ${l.errors} errors` : ''}`;

export async function serverRows(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-bench-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  const db = openDb(pg.url);
  // One SECRETS_KEY for this app and the flood's servers on the same database (sign-in-flood.ts).
  const config = { ...readConfig({}), dataDir: dir, port: 0, logLevel: 'silent', trustProxy: ['127.0.0.1'], secretsKey: BENCH_SECRETS_KEY };
  const rows: Row[] = [];
  try {
    await migrate(db);
    await seedIfEmpty(db, config);
    const { app, services } = await buildApp({ db, config, logger: false, validateResponses: false });
    app.get('/bench/ping', async () => ({ data: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = (await db.query<{ id: string; email: string }>("SELECT id, email FROM admins WHERE scope = 'ADMIN' LIMIT 1")).rows[0];
    const sid = await services.tokens.openSession(db, 'staff', admin?.id ?? '0'.repeat(24), 'BRIGHT', 'BENCH');
    const entry = await services.tokens.issueStaff(db, sid, { adminId: admin?.id ?? '0'.repeat(24), email: admin?.email ?? 'bench@example', organisation: 'BRIGHT', scope: 'ADMIN' });
    const headers = { authorization: `Bearer ${entry.accessToken}` };

    const ping = await load(() => fetch(`${address}/bench/ping`), 32, 3000);
    const read = await load(() => fetch(`${address}/api/v3/admins?organisation=BRIGHT`, { headers }), 32, 3000);
    rows.push({ what: 'server: list admins (JWT + session check + SQL), 32 concurrent', figure: describe(read), baseline: `bare route: ${describe(ping)}`, ratio: ratio(ping.perSecond, read.perSecond) });
    // Strangers from many addresses (the bench's proxy is trusted): no username or address limit stops them before the hash, which costs what a known user's does.
    let stranger = 0;
    const signIn = await load(() => {
      stranger += 1;
      return fetch(`${address}/api/v3/auth/`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${(stranger >> 8) & 255}.${stranger & 255}` },
        body: JSON.stringify({ accessType: 'USR_PWD', organisation: 'BRIGHT', username: `bench-${stranger}`, password: 'demo-kari-1' }),
      });
    }, 8, 3000, [401]);
    rows.push({ what: 'server: password sign-in (scrypt N=16384, unknown usernames: the same cost), 8 concurrent', figure: describe(signIn), baseline: `bare route: ${describe(ping)}`, ratio: ratio(ping.perSecond, signIn.perSecond) });
    rows.push(...(await meterRows(db, services, address, load)));
    rows.push({ what: 'server: resident memory after the load', figure: `${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`, baseline: '—', ratio: '—' });
    await app.close();
    rows.push(...(await signInFloodRows(pg.url)));
    rows.push(...(await jobRows(pg.url, config)));
  } finally {
    await db.close();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
