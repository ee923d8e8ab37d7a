/**
 * Meter-data figures on the listening server (issue 4 §5), on the bench's own data set
 * (bench/meter-data.ts): ingestion speed while the set is made; requests per second of an
 * authenticated day and year view of the five-year 15-minute meter next to a bare Fastify route of
 * the same instance; p50/p99 of the day, month and year views at 10 and 100 connections; the
 * service's year as an XLSX and a month of quarter-hours as CSV through the export link.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../runtime/server/db/database.js';
import type { Services } from '../runtime/server/services.js';
import { BENCH_ACCOUNT, BENCH_ORG, BENCH_USER, makeBenchSet } from './meter-data.js';
import { ratio, type Row } from './measure.js';

export interface Load {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

export type LoadFn = (request: () => Promise<Response>, concurrency: number, ms: number) => Promise<Load>;

const fmt = (l: Load) => `${l.perSecond.toLocaleString('en-GB')} req/s, p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms${l.errors ? `, ${l.errors} errors` : ''}`;

export async function meterRows(db: Db, services: Services, address: string, load: LoadFn): Promise<Row[]> {
  const rows: Row[] = [];
  const meters = Number(process.env.BENCH_METERS ?? 1000);
  const years = Number(process.env.BENCH_YEARS ?? 5);
  console.error(`bench: making the meter data set (${years} years of quarter-hours, ${meters} meters × a year of hours) …`);
  const set = await makeBenchSet(db, new Date(), meters, years);
  const perSec = (n: number, ms: number) => Math.round((n / ms) * 1000);
  const fleetRate = perSec(set.fleet.readings, set.fleet.ms);
  const yearRate = perSec(set.yearOf15Min.readings, set.yearOf15Min.ms);
  rows.push({ what: `ingest a year of 15-minute readings (${set.yearOf15Min.readings.toLocaleString('en-GB')}), roll-ups included`, figure: `${yearRate.toLocaleString('en-GB')} readings/s`, baseline: 'target 100 000/s', ratio: ratio(yearRate, 100_000) });
  rows.push({ what: `ingest ${meters} meters × a year of hours (${set.fleet.readings.toLocaleString('en-GB')})`, figure: `${fleetRate.toLocaleString('en-GB')} readings/s`, baseline: 'target 100 000/s', ratio: ratio(fleetRate, 100_000) });

  const sid = await services.tokens.openSession(db, 'customer', BENCH_USER, BENCH_ORG, 'BENCH');
  const entry = await services.tokens.issueCustomer(db, sid, { userId: BENCH_USER, accountId: BENCH_ACCOUNT, organisation: BENCH_ORG, scope: 'USER' });
  const headers = { authorization: `Bearer ${entry.accessToken}` };
  const service = (await db.query<{ service_id: string }>("SELECT service_id FROM meter_series WHERE measurement_id = 'bench-0'")).rows[0]!.service_id;
  const base = `${address}/api/v3/insights/data/${service}`;
  const day = `${base}/day/${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`;
  const month = `${base}/month/${new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7)}`;
  const year = `${base}/year/${new Date().getUTCFullYear() - 1}`;
  const get = (url: string) => () => fetch(url, { headers });

  for (const connections of [10, 100]) {
    const ping = await load(() => fetch(`${address}/bench/ping`), connections, 3000);
    for (const [name, url] of [['day', day], ['month', month], ['year', year]] as const) {
      const l = await load(get(url), connections, 3000);
      rows.push({ what: `${name} view (auth + costs + zone data), ${connections} connections`, figure: fmt(l), baseline: `bare route: ${fmt(ping)}`, ratio: ratio(l.perSecond, ping.perSecond) });
    }
  }

  const short = async () => (await (await fetch(`${address}/api/v3/auth/short-accesstoken`, { headers })).json()).data.accessToken as string;
  const monthKey = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
  for (const [what, query] of [
    ['export a month of quarter-hours as CSV', `dateKey=${monthKey}&format=csv&period=month&resolution=15min`],
    ['export a month of quarter-hours as XLSX', `dateKey=${monthKey}&format=xlsx&period=month&resolution=15min`],
    ['export a year by day as XLSX', `dateKey=${new Date().getUTCFullYear() - 1}&format=xlsx&period=year&resolution=month`],
  ] as const) {
    const t0 = performance.now();
    const res = await fetch(`${base}/export?accessToken=${await short()}&${query}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    const ms = performance.now() - t0;
    rows.push({ what: `${what} (HTTP, ${(bytes / 1024).toFixed(0)} kB${res.ok ? '' : `, status ${res.status}`})`, figure: `${ms.toFixed(0)} ms`, baseline: '—', ratio: '—' });
  }
  return rows;
}
