/**
 * The meter-data benchmark's own data set (issue 4 §5): organisation BENCH with one account whose
 * first location has a 15-minute meter with five years of readings, and 1 000 more locations with an
 * hourly meter of one year, all in NO1 on an hourlySpot agreement, readings from the documented
 * generator (runtime/server/meter/synthetic.ts) through the real ingestion path, roll-ups included.
 * Ingestion is timed while the set is made (the generator's own time left out).
 */
import { performance } from 'node:perf_hooks';
import type { Agreement } from '../schemas/agreement.js';
import type { Db } from '../runtime/server/db/database.js';
import { stableId } from '../runtime/server/ids.js';
import { ingestReadings } from '../runtime/server/meter/ingest.js';
import { consumption, type LoadProfile } from '../runtime/server/meter/synthetic.js';
import { fillZone } from '../runtime/server/meter/zone-feed.js';
import { location } from '../runtime/server/routes/location-fixtures.js';
import type { DemoAccount, DemoTenant } from '../runtime/server/seed/demo-tenant.js';
import { loadCustomers } from '../runtime/server/seed/load-customers.js';

const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;
const YEAR = 365 * 24 * HOUR;
const BATCH = 100_000;

export const BENCH_ORG = 'BENCH';
export const BENCH_USER = stableId('bench:user');
export const BENCH_ACCOUNT = stableId('bench:account');
export const BIG_LOCATION = stableId('bench:location:0');

const PROFILE: LoadProfile = { kind: 'house', heating: 'electric', residents: 4, areaM2: 150, ev: false };

const agreement: Agreement = {
  id: 'BENCH-1', type: 'hourlySpot', serviceType: 'consumption_trade', startDate: '2015-01-01', endDate: null, info: [],
  prices: [
    { name: 'surcharge', value: 4.9, unit: 'øre/kWh', validFrom: '2015-01-01', validTo: null },
    { name: 'energyTax', value: 16.44, unit: 'øre/kWh', validFrom: '2015-01-01', validTo: null },
    { name: 'monthlyFee', value: 49, unit: 'kr/mnd', validFrom: '2015-01-01', validTo: null },
  ],
};

export interface BenchSet {
  readonly bigMeterReadings: number;
  /** A year of 15-minute readings of one meter, roll-ups included. */
  readonly yearOf15Min: { readonly readings: number; readonly ms: number };
  /** 1 000 meters × a year of hourly readings. */
  readonly fleet: { readonly readings: number; readonly ms: number };
}

/** Readings of `measurementId` for every `step` in [from, to), from the generator. */
function* readingsOf(measurementId: string, from: number, to: number, step: number): Generator<{ measurementId: string; date: Date; value: number }> {
  const minutes = step === QUARTER ? 15 : 60;
  for (let t = from; t < to; t += step) {
    const date = new Date(t);
    yield { measurementId, date, value: consumption(PROFILE, 'NO1', date, minutes, measurementId) };
  }
}

/** Ingests the rows in batches of 100 000; only the ingestion is timed, not the generator making the rows. */
async function ingest(db: Db, rows: Iterable<{ measurementId: string; date: Date; value: number }>, now: Date): Promise<{ readings: number; ms: number }> {
  let batch: { measurementId: string; date: Date; value: number }[] = [];
  let n = 0;
  let ms = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const b = batch;
    batch = [];
    const t0 = performance.now();
    await db.tx((q) => ingestReadings(q, BENCH_ORG, b, now));
    ms += performance.now() - t0;
    n += b.length;
  };
  for (const r of rows) {
    batch.push(r);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { readings: n, ms };
}

/** Makes the set; `meters` and `years` shrink it for a quick look (the figures then say so). */
export async function makeBenchSet(db: Db, now: Date, meters = 1_000, years = 5): Promise<BenchSet> {
  const end = Math.floor(now.getTime() / HOUR) * HOUR - 24 * HOUR;
  const start5 = end - years * YEAR;
  // Zone data for the years before the demo's two.
  if (years > 2) await fillZone(db, "NO1", new Date(start5 - 48 * HOUR), new Date(end - 2 * YEAR));
  await db.query(`INSERT INTO organisations (code) VALUES ('${BENCH_ORG}') ON CONFLICT DO NOTHING`);
  const locations = Array.from({ length: meters + 1 }, (_, i) => {
    const id = i === 0 ? BIG_LOCATION : stableId(`bench:location:${i}`);
    const base = location(id, BENCH_ACCOUNT, BENCH_ORG, `bench-${i}`);
    const trade = { ...base.services[0]!, id: stableId(`bench:service:${i}`), measurementId: `bench-${i}`, measurementResolution: (i === 0 ? '15min' : 'hour') as '15min' | 'hour' };
    return { location: { ...base, services: [trade] }, agreements: [agreement], inquiries: [], homeProfile: { propertyType: 'HOUSE' as const, numberOfResidens: 4, size: 150 } };
  });
  const account: DemoAccount = {
    account: {
      _id: BENCH_ACCOUNT, accountType: 'CUSTOMER', organisation: BENCH_ORG, createdAt: new Date(start5), users: [{ userId: BENCH_USER, role: 'OWNER' }],
      accountOwner: { _id: BENCH_USER, email: 'bench@example.no' }, provider: { customerId: 'bench' },
    } as DemoAccount['account'],
    members: [], locations, invoices: [], supportMessages: [],
  };
  await db.query('INSERT INTO users (id, organisation, username, email, doc) VALUES ($1, $2, $3, $4, $5)', [BENCH_USER, BENCH_ORG, 'bench', 'bench@example.no', { _id: BENCH_USER, firstName: 'Bench' }]);
  await db.query('INSERT INTO accounts (id, organisation, customer_id, doc) VALUES ($1, $2, $3, $4)', [BENCH_ACCOUNT, BENCH_ORG, 'bench', account.account]);
  await db.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'OWNER')", [BENCH_ACCOUNT, BENCH_USER]);
  const tenant: DemoTenant = {
    organisation: { code: BENCH_ORG, name: 'Bench', tenant: 'NO' }, customers: [], accounts: [account], admins: [], copy: [],
    releases: {} as DemoTenant['releases'], jobs: [], dynamicContent: [], iot: [],
  };
  await db.tx((q) => loadCustomers(q, tenant, { config: { organisation: BENCH_ORG, tenant: 'NO' }, now }));

  // The big meter: its last year timed alone, the years before it after.
  const yearOf15Min = await ingest(db, readingsOf('bench-0', end - YEAR, end, QUARTER), now);
  const earlier = await ingest(db, readingsOf('bench-0', start5, end - YEAR, QUARTER), now);

  // The fleet: a meter's year at a time, batches of up to 100 000 readings across meters.
  function* fleet() {
    for (let i = 1; i <= meters; i++) yield* readingsOf(`bench-${i}`, end - YEAR, end, HOUR);
  }
  const fleetSet = await ingest(db, fleet(), now);
  return { bigMeterReadings: yearOf15Min.readings + earlier.readings, yearOf15Min, fleet: fleetSet };
}
