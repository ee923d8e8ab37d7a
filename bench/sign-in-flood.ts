/**
 * Password hashing must not stall other users (issue 19 §2, docs/decisions.md "Hashing beside other
 * work"): the p99 of a compressed answer (the portal's copy, brotli) alone, then while 100
 * connections keep signing in as strangers from many addresses (behind a trusted proxy, so no
 * address or username limit stops them before the hash). Each server is started as `npm start`
 * starts it, in its own process; the baseline row runs the same flood with hashing unbounded on
 * Node's default 4-thread pool, as before the bound.
 */
import { performance } from 'node:perf_hooks';
import { startServer } from '../e2e/support/server.js';
import { percentile, type Row } from './measure.js';

interface Latencies { readonly p50: number; readonly p99: number; readonly count: number; readonly errors: number }

async function loop(request: () => Promise<Response>, concurrency: number, until: () => boolean): Promise<number[] & { errors?: number }> {
  const latencies: number[] & { errors?: number } = [];
  latencies.errors = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (!until()) {
      const start = performance.now();
      try {
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok && res.status !== 401) latencies.errors! += 1;
      } catch {
        latencies.errors! += 1;
      }
      latencies.push(performance.now() - start);
    }
  }));
  return latencies;
}

function summary(values: number[] & { errors?: number }): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: sorted.length, errors: values.errors ?? 0 };
}

let n = 0;
const stranger = () => {
  n += 1;
  return {
    body: JSON.stringify({ accessType: 'USR_PWD', organisation: 'BRIGHT', username: `flood-${n}`, password: 'Summer2026!' }),
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
};

/** p99 of the copy answer alone and under the flood, on a server started with `env`. */
async function measure(databaseUrl: string, env: Record<string, string>): Promise<{ alone: Latencies; flooded: Latencies; signIns: Latencies }> {
  // One SECRETS_KEY for both servers: the first seals the database's keys, the second must open them.
  const server = await startServer({ databaseUrl, env: { TRUST_PROXY: 'loopback', SECRETS_KEY: BENCH_SECRETS_KEY, ...env } });
  try {
    const copy = () => fetch(`${server.url}/api/v3/copy/aggregated?organisation=BRIGHT&language=nb`, { headers: { 'accept-encoding': 'br' } });
    // Warm up: the first answers compile and cache.
    for (let i = 0; i < 20; i++) await (await copy()).arrayBuffer();
    let end = performance.now() + 4000;
    const alone = summary(await loop(copy, 4, () => performance.now() > end));
    let flooding = true;
    const flood = loop(() => {
      const s = stranger();
      return fetch(`${server.url}/api/v3/auth/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': s.address }, body: s.body });
    }, 100, () => !flooding);
    await new Promise((r) => setTimeout(r, 1000));
    end = performance.now() + 4000;
    const flooded = summary(await loop(copy, 4, () => performance.now() > end));
    flooding = false;
    const signIns = summary(await flood);
    return { alone, flooded, signIns };
  } finally {
    await server.stop();
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The key every bench server seals and opens the bench database's keys with. */
export const BENCH_SECRETS_KEY = '22'.repeat(32);

export async function signInFloodRows(databaseUrl: string): Promise<Row[]> {
  const bounded = await measure(databaseUrl, { UV_THREADPOOL_SIZE: '8' });
  const unbounded = await measure(databaseUrl, { UV_THREADPOOL_SIZE: '4', HASH_CONCURRENCY: '1000' });
  const ratio = (l: { alone: Latencies; flooded: Latencies }) => `${(l.flooded.p99 / l.alone.p99).toFixed(2)}× (target ≤ 2×)`;
  return [
    {
      what: 'server: compressed answer (copy, brotli) p99 under a flood of 100 sign-in connections — hashes bounded, pool 8 (npm start)',
      figure: `${ms(bounded.flooded.p99)} flooded (p50 ${ms(bounded.flooded.p50)}); sign-ins ${Math.round(bounded.signIns.count / 5)}/s, p99 ${ms(bounded.signIns.p99)}${bounded.flooded.errors ? `, ${bounded.flooded.errors} errors` : ''}`,
      baseline: `alone: p99 ${ms(bounded.alone.p99)}`,
      ratio: ratio(bounded),
    },
    {
      what: 'server: the same flood with hashing unbounded on the default 4-thread pool (before the bound)',
      figure: `${ms(unbounded.flooded.p99)} flooded (p50 ${ms(unbounded.flooded.p50)}); sign-ins ${Math.round(unbounded.signIns.count / 5)}/s`,
      baseline: `alone: p99 ${ms(unbounded.alone.p99)}`,
      ratio: `${(unbounded.flooded.p99 / unbounded.alone.p99).toFixed(2)}×`,
    },
  ];
}
