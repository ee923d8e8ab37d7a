// @vitest-environment node
/**
 * syncAccounts and importMeterValues against the real test database (seeded demo tenant) and a
 * loopback stand-in for the organisation's systems answering documents in the documented format:
 * what changed, the audit entries listing the real field changes, nothing written the second time,
 * bad rows and refused tokens failing the run with their reasons after the good rows landed. Then
 * one run through the engine: PUT /accounts/{id}/sync queues a one-off job that workers complete.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../../schemas/job.js';
import { newId, stableId } from '../../ids.js';
import { findJobRow } from '../../repositories/jobs.js';
import { bearer, testApp, type TestApp } from '../../test/harness.js';
import { startSourceServer, type SourceServer } from '../../test/source-server.js';
import { startWorkers } from '../workers.js';
import { importMeterValues } from './import-meter-values.js';
import { syncAccounts } from './sync-accounts.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../sources/fixtures/${name}`, import.meta.url), 'utf8'));
const KARI = stableId('BRIGHT:account:kari');
const KARI_FLAT = stableId('BRIGHT:location:kari-flat');
const GRID = '707057500012345678-grid';

let crm: SourceServer;
let mdm: SourceServer;
let t: TestApp;
let demo: TestApp;

function job(name: string, queueType: Job['queueType']): Job {
  return {
    _id: newId(), name, displayName: name, organisation: 'BRIGHT', arguments: { queue: `${queueType}-queue`, organisation: 'BRIGHT', persistent: true },
    nextRunAt: null, startedAt: null, completedAt: null, status: 'waiting', editable: true, enabled: true, queueType,
    schedule: { cron: '0 2 * * *', offset: 0, timeZone: 'Europe/Oslo' }, errors: [],
  };
}
const run = (app: TestApp, handler: typeof syncAccounts, j: Job, data: Record<string, unknown> = {}) =>
  handler.run({ services: app.services, job: j, data, now: app.clock.now() });
const syncAudits = async (app: TestApp) =>
  (await app.db.query<{ resource: string; resource_id: string; changes: unknown; actor: { scope: string } }>(
    "SELECT resource, resource_id, changes, actor FROM audit_log WHERE action = 'sync' ORDER BY created_at, id",
  )).rows;
const owner = async (app: TestApp) => (await app.db.query<{ o: { firstName: string; lastName: string } }>("SELECT doc->'accountOwner' AS o FROM accounts WHERE id = $1", [KARI])).rows[0]!.o;
const site = async (app: TestApp) => (await app.db.query("SELECT address, status, doc->>'address' AS doc_address FROM locations WHERE id = $1", [KARI_FLAT])).rows[0];
const gridReadings = async (app: TestApp) =>
  (await app.db.query<{ at: Date; value: number; received_at: Date }>(
    "SELECT r.at, r.value, r.received_at FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.measurement_id = $1 AND r.at >= '2026-11-10' AND r.at < '2026-11-10T04:00Z' ORDER BY r.at",
    [GRID],
  )).rows;

beforeAll(async () => {
  crm = await startSourceServer();
  mdm = await startSourceServer();
  t = await testApp({ config: { customerSource: { url: crm.url, token: 'crm-token' }, meterSource: { url: mdm.url, token: 'mdm-token' } } });
  demo = await testApp();
});
afterAll(async () => {
  await t?.close();
  await demo?.close();
  await crm?.close();
  await mdm?.close();
});

describe('syncAccounts', () => {
  it('changes nothing on the freshly seeded demo tenant from the demo’s own source', async () => {
    await run(demo, syncAccounts, job('syncAccounts', 'account'));
    expect(await syncAudits(demo)).toEqual([]);
  });

  it('applies the provider’s changes in one go with audit entries of the real changes, and nothing the second time', async () => {
    crm.answer = { body: fixture('customers.json') };
    await run(t, syncAccounts, job('syncAccounts', 'account'));
    expect(crm.requests.at(-1)!.headers.authorization).toBe('Bearer crm-token');
    expect(await owner(t)).toMatchObject({ firstName: 'Kari', lastName: 'Nordmann-Berg', email: 'kari@example.no' });
    expect(await site(t)).toEqual({ address: 'Thorvald Meyers gate 14', status: 'ACTIVE', doc_address: 'Thorvald Meyers gate 14' });
    const audits = await syncAudits(t);
    expect(audits).toEqual([
      { resource: 'accounts', resource_id: KARI, changes: [{ path: 'accountOwner.lastName', before: 'Nordmann', after: 'Nordmann-Berg' }], actor: expect.objectContaining({ scope: 'SERVICE' }) },
      { resource: 'locations', resource_id: KARI_FLAT, changes: [{ path: 'address', before: 'Thorvald Meyers gate 12', after: 'Thorvald Meyers gate 14' }], actor: expect.objectContaining({ scope: 'SERVICE' }) },
    ]);
    // The account read through the API says so too.
    const admin = bearer(await t.asStaff('ADMIN'));
    const read = await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/accounts/${KARI}`, headers: admin });
    expect(read.json().data.accountOwner.lastName).toBe('Nordmann-Berg');

    await run(t, syncAccounts, job('syncAccounts', 'account'));
    expect(await syncAudits(t)).toHaveLength(2);
  });

  it('applies the good rows and fails the run naming the bad ones', async () => {
    await t.db.query("UPDATE accounts SET doc = jsonb_set(doc, '{accountOwner,lastName}', '\"Nordmann\"') WHERE id = $1", [KARI]);
    crm.answer = { body: fixture('customers-bad-rows.json') };
    await expect(run(t, syncAccounts, job('syncAccounts', 'account'))).rejects.toThrow(
      /^1 of \d+ accounts and 0 sites changed; 2 rows from the customer-information source refused: customers\[1\]: accountType: .+; customers\[2\]: customerId: /,
    );
    expect((await owner(t)).lastName).toBe('Nordmann-Berg');
  });

  it('fails with the source’s refusal and changes nothing', async () => {
    await t.db.query("UPDATE accounts SET doc = jsonb_set(doc, '{accountOwner,lastName}', '\"Nordmann\"') WHERE id = $1", [KARI]);
    crm.answer = { status: 401, body: {} };
    await expect(run(t, syncAccounts, job('syncAccounts', 'account'))).rejects.toThrow('The customer-information source refused the token (401 Unauthorized): check CUSTOMER_SOURCE_TOKEN');
    crm.answer = { status: 500, body: 'down', contentType: 'text/plain' };
    await expect(run(t, syncAccounts, job('syncAccounts', 'account'))).rejects.toThrow('The customer-information source answered 500 Internal Server Error');
    expect((await owner(t)).lastName).toBe('Nordmann');
  });
});

describe('importMeterValues', () => {
  it('stores the good readings through the ingestion, names the bad rows, and writes nothing new the second time', async () => {
    mdm.answer = { body: fixture('readings.json') };
    const j = job('importMeterValues', 'data');
    await expect(run(t, importMeterValues, j)).rejects.toThrow(
      /^3 readings new or changed; 3 rows from the meter-data source refused: readings\[3\]: value: .+; readings\[4\]: date: .+; readings\[5\]: meter NO-SUCH-METER: no measured service with measurementId 'NO-SUCH-METER' in BRIGHT/,
    );
    const asked = mdm.requests.at(-1)!.url.searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-11-09T09:00:00.000Z', '2026-11-16T09:00:00.000Z']);
    const first = await gridReadings(t);
    expect(first.slice(0, 3).map((r) => [r.at.toISOString(), r.value])).toEqual([
      ['2026-11-10T00:00:00.000Z', 0.81], ['2026-11-10T01:00:00.000Z', 0.62], ['2026-11-10T02:00:00.000Z', 0.55],
    ]);
    // The roll-ups follow the readings (the ingestion path's, not a copy).
    const day = await t.db.query<{ total: number; sum: number }>(
      `SELECT ru.total, (SELECT sum(r.value) FROM readings r WHERE r.series_id = s.id AND r.at >= ru.start AND r.at < ru.start + interval '1 day') AS sum
         FROM readings_rollup ru JOIN meter_series s ON s.id = ru.series_id WHERE s.measurement_id = $1 AND ru.level = 'day' AND ru.key = '2026-11-10'`,
      [GRID],
    );
    expect(day.rows).toHaveLength(1);
    expect(day.rows[0]!.total).toBeCloseTo(day.rows[0]!.sum, 6);

    t.clock.set(new Date('2026-11-16T10:00:00Z'));
    mdm.answer = { body: { readings: (fixture('readings.json') as { readings: unknown[] }).readings.slice(0, 3) } };
    await run(t, importMeterValues, j);
    const second = await gridReadings(t);
    expect(second.map((r) => r.received_at.toISOString())).toEqual(first.map((r) => r.received_at.toISOString()));
    t.clock.set(new Date('2026-11-16T09:00:00Z'));
  });

  it('imports the demo’s generated readings once: a second run writes nothing', async () => {
    await run(demo, importMeterValues, job('importMeterValues', 'data'));
    demo.clock.set(new Date('2026-11-16T10:00:00Z'));
    await run(demo, importMeterValues, job('importMeterValues', 'data'));
    const rewritten = await demo.db.query("SELECT 1 FROM readings WHERE received_at = '2026-11-16T10:00:00Z' LIMIT 1");
    expect(rewritten.rows).toEqual([]);
    demo.clock.set(new Date('2026-11-16T09:00:00Z'));
  });

  it('reads a site’s history for updatehistory: its meters from their start', async () => {
    const admin = bearer(await t.asStaff('ADMIN'));
    const res = await t.app.inject({ method: 'PUT', url: `/api/v4/BRIGHT/account/accounts/${KARI}/sites/${KARI_FLAT}/updatehistory`, headers: admin, payload: {} });
    expect(res.statusCode).toBe(202);
    const queued = await findJobRow(t.db, res.json().data.jobId);
    expect(queued).toMatchObject({ once: true, data: { accountId: KARI, siteId: KARI_FLAT }, job: { name: 'importMeterValues', status: 'waiting' } });
    mdm.answer = { body: { readings: [] } };
    await run(t, importMeterValues, queued!.job, queued!.data!);
    const asked = mdm.requests.at(-1)!.url.searchParams;
    expect(asked.getAll('measurementId').sort()).toEqual(['707057500012345678-consumption', GRID]);
    expect(new Date(asked.get('from')!).getTime()).toBeLessThan(new Date('2024-11-16').getTime());
  });
});

describe('PUT /accounts/{id}/sync through the engine', () => {
  it('queues a one-off sync of the account that a worker completes, changing the account', async () => {
    await t.db.query("UPDATE accounts SET doc = jsonb_set(doc, '{accountOwner,lastName}', '\"Nordmann\"') WHERE id = $1", [KARI]);
    crm.answer = { body: fixture('customers.json') };
    const workers = await startWorkers(t.services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 1 });
    try {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v4/BRIGHT/account/accounts/${KARI}/sync`, headers: bearer(await t.asStaff('ADMIN')), payload: {} });
      expect(res.statusCode).toBe(202);
      expect(res.json().data).toEqual({ jobId: expect.any(String), name: 'syncAccounts', queuedAt: '2026-11-16T09:00:00.000Z' });
      const id = res.json().data.jobId as string;
      const end = Date.now() + 15_000;
      let row = await findJobRow(t.db, id);
      while (row?.job.status !== 'completed' && row?.job.status !== 'failed' && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 100));
        row = await findJobRow(t.db, id);
      }
      expect(row?.job).toMatchObject({ status: 'completed', errors: [] });
      expect(row?.data).toEqual({ accountId: KARI });
      expect(crm.requests.at(-1)!.url.searchParams.getAll('customerId')).toEqual(['100001']);
      expect((await owner(t)).lastName).toBe('Nordmann-Berg');
    } finally {
      await workers.stop();
    }
  });
});
