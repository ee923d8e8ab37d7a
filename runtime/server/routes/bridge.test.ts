// @vitest-environment node
/**
 * The bridge on the real server: customer search by each search option and fetch (only the path's
 * organisation), dashboards, statistics counted from the database, monitoring alerts from the jobs,
 * the token check, access per descriptor, and bad input refused with a 400 and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { Job } from '../../../schemas/job.js';
import {
  fetchBridgeAccount, fetchBridgeAccounts, getBridgeDashboard, getBridgeStatistics, getMonitoringAlerts, searchBridgeAccounts,
  searchBridgeUsers, validateBridgeAuth,
} from '../../../generated/client/bridge.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { TEST_TODAY } from '../test/constants.js';
import { stableId } from '../ids.js';
import { addMember, insertAccount } from '../repositories/accounts.js';
import { insertUser } from '../repositories/users.js';
import { insertJob } from '../repositories/jobs.js';
import { ensureSettings, upsertDevice } from '../repositories/iot.js';

let t: TestApp;
let support: AuthEntry;
let orgAdmin: AuthEntry;
const base = '/api/v4/BRIGHT/account';
const id = (name: string) => stableId(`BRIGHT:${name}`);
const KARI = id('user:kari');
const OLA = id('user:ola');
const KARI_ACCOUNT = id('account:kari');
const INGRID_ACCOUNT = id('account:ingrid');
/** The demo inspector holds the INSPECTOR role on Kari's account (seed/load-back-office.ts): a member like any other. */
let INSPECTOR: string;
/** An OTHER customer whose ids and e-mail look like BRIGHT's: a search under BRIGHT must not find them. */
const FOREIGN = { user: stableId('test:bridge:foreign-user'), account: stableId('test:bridge:foreign-account') };
/** A BRIGHT account made long ago, to count in a past period. */
const OLD = { user: stableId('test:bridge:old-user'), account: stableId('test:bridge:old-account'), created: new Date('2020-01-15T12:00:00Z') };

const ids = (rows: readonly { _id: string }[]) => rows.map((r) => r._id);
const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
const post = (auth: AuthEntry | undefined, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth ? bearer(auth) : {}, payload: payload as object });
const get = (auth: AuthEntry | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });

async function addAccount(org: string, p: { user: string; account: string }, customerId: string, email: string, created: Date): Promise<void> {
  await insertUser(t.db, org, { _id: p.user, firstName: 'Test', lastName: 'Person', email }, created, '198503122387');
  await insertAccount(t.db, {
    _id: p.account, accountType: 'CUSTOMER', organisation: org, createdAt: created, users: [],
    accountOwner: { _id: p.user, email, firstName: 'Test', lastName: 'Person' }, provider: { customerId },
  }, created);
  await addMember(t.db, p.account, p.user, 'OWNER', created);
}

function job(name: string, status: Job['status'], errors: Job['errors'], completedAt: Date | null): Job {
  return {
    _id: stableId(`test:bridge:job:${name}`), name, displayName: `Test ${name}`, organisation: 'BRIGHT',
    arguments: { queue: 'data', organisation: 'BRIGHT', persistent: true }, nextRunAt: null, startedAt: null, completedAt,
    status, editable: true, enabled: true, queueType: 'data', schedule: { cron: '0 5 * * *', offset: 0, timeZone: 'Europe/Oslo' }, errors,
  };
}
const hoursAgo = (h: number) => new Date(TEST_TODAY.getTime() - h * 3600_000);
const RECOVERED = job('recovered', 'completed', [{ message: 'Timed out', date: hoursAgo(30) }], hoursAgo(6));
const LONG_AGO = job('long-ago', 'completed', [{ message: 'Old failure', date: hoursAgo(24 * 10) }], hoursAgo(2));
/** Failed on its last run, an older error overcome before it: it fires with the newest error's message and date. */
const FAILING = job('failing', 'failed', [{ message: 'Timed out', date: hoursAgo(50) }, { message: 'Provider answered 503 Service Unavailable', date: hoursAgo(3) }], hoursAgo(3));
/** Failed, and its retry is running now: still firing until a run completes. */
const RETRYING = job('retrying', 'running', [{ message: 'Connection reset', date: hoursAgo(1) }], hoursAgo(1));

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  await addAccount('OTHER', FOREIGN, '100009', 'kari.other@example.no', TEST_TODAY);
  await addAccount('BRIGHT', OLD, 'OLD-1', 'old@example.no', OLD.created);
  // The old account's owner connected a charger on 20 January 2020: an IoT user from then on.
  const settings = await ensureSettings(t.db, stableId('test:bridge:old-iot'), OLD.account, 'BRIGHT', OLD.created);
  await upsertDevice(t.db, {
    vendor: 'easee', remoteId: 'test-bridge-charger', settingsId: settings.id, provider: 'emulate', kind: 'chargingStation', category: 'chargingstation',
    displayName: 'Charger', locationId: null, connectedAt: new Date('2020-01-20T12:00:00Z'),
  });
  await insertJob(t.db, RECOVERED);
  await insertJob(t.db, LONG_AGO);
  await insertJob(t.db, FAILING);
  await insertJob(t.db, RETRYING);
  support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
  INSPECTOR = (await t.db.query<{ user_id: string }>("SELECT user_id FROM account_users WHERE account_id = $1 AND role = 'INSPECTOR'", [KARI_ACCOUNT])).rows[0]!.user_id;
  orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
});
afterAll(async () => t?.close());

describe('customer search', () => {
  it('finds accounts by customer id from its start, only in the path’s organisation, paginated', async () => {
    const all = await searchBridgeAccounts(t.client(support), { body: { searchBy: 'customerId', query: '10000' } });
    const bright = (await t.db.query<{ id: string }>("SELECT id FROM accounts WHERE organisation = 'BRIGHT' AND customer_id LIKE '10000%'")).rows;
    expect(bright.length).toBeGreaterThanOrEqual(4);
    expect(ids(all.data).sort()).toEqual(bright.map((r) => r.id).sort());
    expect(ids(all.data)).not.toContain(FOREIGN.account);
    expect(all).toMatchObject({ status: 'success', pagination: { page: 1, limit: 25, total: bright.length, pages: 1 } });

    const one = await searchBridgeAccounts(t.client(support), { body: { searchBy: 'customerId', query: '100001' } });
    expect(one.data).toEqual([expect.objectContaining({
      _id: KARI_ACCOUNT, organisation: 'BRIGHT', customerId: '100001', ownerName: 'Kari Nordmann', ownerEmail: 'kari@example.no',
    })]);
    expect(one.data[0]!.createdAt).toBeInstanceOf(Date);

    const page2 = await searchBridgeAccounts(t.client(support), { body: { searchBy: 'customerId', query: '10000', page: 2, limit: 2 } });
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: bright.length, pages: Math.ceil(bright.length / 2) });
    expect(page2.data).toHaveLength(2);
    expect(ids(all.data).slice(2, 4)).toEqual(ids(page2.data));
  });

  it('finds by organisation number (spaces ignored), whole personal id only, and e-mail of any member', async () => {
    const bakery = await searchBridgeAccounts(t.client(support), { body: { searchBy: 'organisationId', query: '912 345 688' } });
    expect(bakery.data).toEqual([expect.objectContaining({ _id: id('account:bakery'), ownerName: 'Hilde Berg' })]);
    // A private customer's number is not an organisation number.
    expect((await searchBridgeAccounts(t.client(support), { body: { searchBy: 'organisationId', query: '100001' } })).data).toEqual([]);

    for (const personalId of ['19850312-2387', '198503122387', '8503122387']) {
      const found = await searchBridgeAccounts(t.client(support), { body: { searchBy: 'personalId', query: personalId } });
      // OLD's owner shares Kari's personal id on purpose: both BRIGHT accounts, not the OTHER one.
      expect(ids(found.data).sort(), personalId).toEqual([KARI_ACCOUNT, OLD.account].sort());
    }
    expect((await searchBridgeAccounts(t.client(support), { body: { searchBy: 'personalId', query: '19850312' } })).data).toEqual([]);

    const byGuest = await searchBridgeAccounts(t.client(support), { body: { searchBy: 'email', query: 'OLA@example' } });
    expect(ids(byGuest.data)).toEqual([KARI_ACCOUNT]);
  });

  it('finds users with the accounts they hold', async () => {
    const household = await searchBridgeUsers(t.client(support), { body: { searchBy: 'customerId', query: '100001' } });
    expect(ids(household.data).sort()).toEqual([KARI, OLA, INSPECTOR].sort());
    expect(household.data.find((u) => u._id === OLA)).toMatchObject({ username: 'ola', firstName: 'Ola', email: 'ola@example.no', accountIds: [KARI_ACCOUNT] });

    const swede = await searchBridgeUsers(t.client(support), { body: { searchBy: 'email', query: 'example.se' } });
    expect(ids(swede.data)).toEqual([id('user:erik')]);
    const baker = await searchBridgeUsers(t.client(support), { body: { searchBy: 'organisationId', query: '912345688' } });
    expect(ids(baker.data)).toEqual([id('user:hilde')]);
    const kari = await searchBridgeUsers(t.client(support), { body: { searchBy: 'personalId', query: '198503122387', limit: 1 } });
    expect(kari.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    expect([KARI, OLD.user]).toContain(kari.data[0]!._id);
    const foreign = await searchBridgeUsers(t.client(support), { body: { searchBy: 'email', query: 'kari.other' } });
    expect(foreign.data).toEqual([]);
  });

  it('refuses bad search bodies with a 400 and a key, writing nothing', async () => {
    const before = [await count('SELECT count(*)::int AS n FROM accounts'), await count('SELECT count(*)::int AS n FROM audit_log')];
    const bodies: unknown[] = [
      {}, { query: 'x' }, { searchBy: 'phone', query: 'x' }, { searchBy: 'email', query: '   ' }, { searchBy: 'email', query: 'x', extra: 1 },
      { searchBy: 'email', query: 'x', limit: 101 }, { searchBy: 'email', query: 'x', page: 0 }, { searchBy: 'email', query: 'x', page: '1' },
    ];
    for (const body of bodies) {
      for (const path of ['accounts', 'users']) {
        const res = await post(support, `${base}/${path}/bridge/search`, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().key).toBe('validationError');
      }
    }
    expect([await count('SELECT count(*)::int AS n FROM accounts'), await count('SELECT count(*)::int AS n FROM audit_log')]).toEqual(before);
  });

  it('lets customer staff search their own organisation only', async () => {
    const body = { searchBy: 'customerId', query: '100009' };
    expect((await post(orgAdmin, '/api/v4/OTHER/account/accounts/bridge/search', body)).statusCode).toBe(403);
    expect((await post(orgAdmin, '/api/v4/OTHER/account/users/bridge/search', body)).statusCode).toBe(403);
    expect((await post(await t.asStaff('ORG_MARKETING', 'BRIGHT'), `${base}/accounts/bridge/search`, body)).statusCode).toBe(403);
    expect((await post(await t.asCustomer(KARI), `${base}/accounts/bridge/search`, body)).statusCode).toBe(403);
    expect((await post(undefined, `${base}/accounts/bridge/search`, body)).statusCode).toBe(401);
    // Platform support reaches OTHER, and finds OTHER's customer there.
    const platform = await post(await t.asStaff('SUPPORT', 'BRIGHT'), '/api/v4/OTHER/account/accounts/bridge/search', body);
    expect(platform.statusCode).toBe(200);
    expect(platform.json().data.map((a: { _id: string }) => a._id)).toEqual([FOREIGN.account]);
  });
});

describe('fetching accounts', () => {
  it('reads accounts in the order asked with their users and locations', async () => {
    const { data } = await fetchBridgeAccounts(t.client(support), { query: { ids: `${INGRID_ACCOUNT},${KARI_ACCOUNT},${FOREIGN.account}` } });
    expect(ids(data)).toEqual([INGRID_ACCOUNT, KARI_ACCOUNT]);
    const kari = data[1]!;
    expect(ids(kari.users)).toEqual([KARI, OLA, INSPECTOR]);
    expect(kari.users[0]).toMatchObject({ firstName: 'Kari', accountIds: [KARI_ACCOUNT] });
    const locations = (await t.db.query<{ id: string; city: string; price_zone: string }>('SELECT id, city, price_zone FROM locations WHERE account_id = $1 ORDER BY created_at, id', [KARI_ACCOUNT])).rows;
    expect(kari.locations.map((l) => [l._id, l.city, l.priceZone])).toEqual(locations.map((l) => [l.id, l.city, l.price_zone]));
    expect(data[0]!.locations.length).toBeGreaterThan(1);

    const bare = await fetchBridgeAccounts(t.client(support), { query: { ids: KARI_ACCOUNT, withUsers: 'false', withLocations: 'false' } });
    expect(bare.data).toEqual([expect.objectContaining({ _id: KARI_ACCOUNT, users: [], locations: [] })]);
  });

  it('reads one account; another organisation’s or an unknown one is 404', async () => {
    const { data } = await fetchBridgeAccount(t.client(support), { params: { id: KARI_ACCOUNT } });
    expect(data).toMatchObject({ _id: KARI_ACCOUNT, customerId: '100001', ownerEmail: 'kari@example.no' });
    expect(ids(data.users)).toEqual([KARI, OLA, INSPECTOR]);
    expect((await get(support, `${base}/accounts/bridge/fetch/${FOREIGN.account}`)).statusCode).toBe(404);
    expect((await get(support, `${base}/accounts/bridge/fetch/${'f'.repeat(24)}`)).json()).toMatchObject({ key: 'notFound' });
    expect((await get(orgAdmin, `/api/v4/OTHER/account/accounts/bridge/fetch/${FOREIGN.account}`)).statusCode).toBe(403);
  });

  it('refuses repeated or malformed ids with the rule’s message', async () => {
    const dup = await get(support, `${base}/accounts/bridge/fetch?ids=${KARI_ACCOUNT},${KARI_ACCOUNT}`);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ key: 'validationError', message: 'ids must be unique' });
    expect((await get(support, `${base}/accounts/bridge/fetch?ids=abc`)).json()).toMatchObject({ key: 'validationError' });
    expect((await get(support, `${base}/accounts/bridge/fetch`)).statusCode).toBe(400);
    expect((await get(support, `${base}/accounts/bridge/fetch?ids=${KARI_ACCOUNT}&withUsers=no`)).statusCode).toBe(400);
  });
});

describe('dashboards', () => {
  it('reads a layout by its lowercase name for any console scope', async () => {
    const { data } = await getBridgeDashboard(t.client(await t.asStaff('ORG_USER', 'BRIGHT')), { params: { name: 'overview' } });
    expect(data.name).toBe('overview');
    expect(data.widgets.map((w) => w.type)).toEqual(['statistics', 'customerSearch', 'alerts']);
    expect(data.widgets.every((w) => w.width >= 1 && w.width <= 12)).toBe(true);
    expect((await get(support, '/api/v3/layout/bridge/dashboard/nope')).json()).toMatchObject({ key: 'notFound' });
    expect((await get(support, '/api/v3/layout/bridge/dashboard/Overview')).statusCode).toBe(400);
    expect((await get(await t.asCustomer(KARI), '/api/v3/layout/bridge/dashboard/overview')).statusCode).toBe(403);
  });
});

describe('statistics', () => {
  it('counts the organisation over the last 30 days by default, active users from customer sign-ins', async () => {
    await t.asCustomer(KARI);
    // Staff in support mode signed in as Ola: that is not Ola being active.
    const sid = await t.services.tokens.openSession(t.db, 'customer', OLA, 'BRIGHT', 'ADMIN_BANKID');
    expect(sid).toBeTruthy();
    const { data } = await getBridgeStatistics(t.client(await t.asStaff('ORG_MARKETING', 'BRIGHT')), {});
    expect(data.iotUsers).toBeGreaterThan(1);
    expect(data).toMatchObject({
      organisation: 'BRIGHT', from: '2026-10-17', to: '2026-11-16', activeUsers: 1,
      // Totals as they stood at the end of the period: rows made later (the seed stamps users with the real day) are not counted.
      accounts: await count("SELECT count(*)::int AS n FROM accounts WHERE organisation = 'BRIGHT' AND created_at < '2026-11-17'"),
      users: await count("SELECT count(*)::int AS n FROM users WHERE organisation = 'BRIGHT' AND created_at < '2026-11-17'"),
      locations: await count("SELECT count(*)::int AS n FROM locations WHERE organisation = 'BRIGHT' AND created_at < '2026-11-17'"),
      newAccounts: await count("SELECT count(*)::int AS n FROM accounts WHERE organisation = 'BRIGHT' AND created_at >= '2026-10-17'"),
      // Users of the demo's accounts with a connected device, and the old account's owner.
      iotUsers: await count(`SELECT count(DISTINCT au.user_id)::int AS n FROM iot_devices d JOIN iot_settings s ON s.id = d.settings_id
        JOIN account_users au ON au.account_id = s.account_id JOIN users u ON u.id = au.user_id AND u.created_at < '2026-11-17'
        WHERE s.organisation = 'BRIGHT' AND d.connected_at < '2026-11-17'`),
    });
  });

  it('counts a past period as it stood then', async () => {
    const { data } = await getBridgeStatistics(t.client(support), { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(data).toEqual({ organisation: 'BRIGHT', from: '2020-01-01', to: '2020-01-31', accounts: 1, users: 1, activeUsers: 0, newAccounts: 1, locations: 0, iotUsers: 1 });
    const before = await getBridgeStatistics(t.client(support), { query: { from: '2019-12-01', to: '2020-01-14' } });
    expect(before.data).toMatchObject({ accounts: 0, newAccounts: 0, iotUsers: 0 });
  });

  it('refuses a reversed period and another organisation', async () => {
    const reversed = await get(support, '/api/v3/account/statistics/bridge/BRIGHT?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().key).toBe('validationError');
    expect((await get(support, '/api/v3/account/statistics/bridge/BRIGHT?from=2026-13-01')).statusCode).toBe(400);
    expect((await get(orgAdmin, '/api/v3/account/statistics/bridge/OTHER')).statusCode).toBe(403);
  });
});

describe('monitoring alerts', () => {
  it('fires for jobs whose last run failed and shows errors overcome this week as resolved', async () => {
    const { data } = await getMonitoringAlerts(t.client(await t.asStaff('SERVICE', 'BRIGHT')));
    // The seeded jobs have never run: only the rows this file wrote give alerts.
    const firing = data.filter((a) => a.state === 'firing');
    expect(firing).toEqual([
      { id: `job-failed:${RETRYING._id}`, name: 'Job failed: Test retrying', severity: 'critical', state: 'firing', service: 'data queue, BRIGHT', summary: 'Connection reset', startedAt: hoursAgo(1) },
      { id: `job-failed:${FAILING._id}`, name: 'Job failed: Test failing', severity: 'critical', state: 'firing', service: 'data queue, BRIGHT', summary: 'Provider answered 503 Service Unavailable', startedAt: hoursAgo(3) },
    ]);
    expect(data.filter((a) => a.state === 'resolved')).toEqual([{
      id: `job-error:${RECOVERED._id}:${hoursAgo(30).getTime()}`, name: 'Job failed: Test recovered', severity: 'warning', state: 'resolved',
      service: 'data queue, BRIGHT', summary: 'Timed out', startedAt: hoursAgo(30), resolvedAt: hoursAgo(6),
    }]);
    expect(data.map((a) => a.id).join()).not.toContain(LONG_AGO._id);
  });

  it('fires for a stuck queue (a due run waiting over five minutes) and says so in the service status', async () => {
    // No workers run in this file: a run sent now waits; dated back, it has waited ten minutes.
    const runId = await t.services.jobs.boss.send('report-queue', { jobId: 'stuck-test' });
    await t.db.query("UPDATE pgboss.job SET start_after = now() - interval '10 minutes' WHERE id = $1", [runId]);
    try {
      const admin = await t.asStaff('ADMIN', 'BRIGHT');
      const { data } = await getMonitoringAlerts(t.client(admin));
      const stuck = data.find((a) => a.id === 'queue-stuck:report-queue');
      expect(stuck).toMatchObject({ name: 'Queue stuck: report-queue', severity: 'critical', state: 'firing', service: 'report-queue' });
      expect(stuck?.summary).toMatch(/^1 run\(s\) waiting, the oldest for 6\d\d s; 0 running$/);
      expect(data.some((a) => a.id.startsWith('queue-stuck:') && a.id !== 'queue-stuck:report-queue')).toBe(false);
      const statuses = (await get(admin, '/api/v3/status')).json().data as { name: string; status: number; message: string; queue: unknown }[];
      expect(statuses.find((s) => s.name === 'report-queue')).toMatchObject({ status: 503, queue: { waiting: 1, active: 0 } });
      expect(statuses.find((s) => s.name === 'report-queue')?.message).toMatch(/^Stuck: 1 waiting/);
    } finally {
      await t.db.query('DELETE FROM pgboss.job WHERE id = $1', [runId]);
    }
    expect((await getMonitoringAlerts(t.client(await t.asStaff('ADMIN', 'BRIGHT')))).data.some((a) => a.id.startsWith('queue-stuck:'))).toBe(false);
  });

  it('is for platform staff only', async () => {
    expect((await get(orgAdmin, '/api/v3/account/monitoring/alerts')).statusCode).toBe(403);
    expect((await get(undefined, '/api/v3/account/monitoring/alerts')).statusCode).toBe(401);
  });

  it('answers 502 failedToFetchMonitoringAlerts when the jobs cannot be read', async () => {
    const admin = await t.asStaff('ADMIN', 'BRIGHT');
    await t.db.query('ALTER TABLE jobs RENAME TO jobs_away');
    try {
      const res = await get(admin, '/api/v3/account/monitoring/alerts');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ key: 'failedToFetchMonitoringAlerts', message: 'Failed to fetch monitoring alerts' });
      expect(res.body).not.toContain('jobs_away');
    } finally {
      await t.db.query('ALTER TABLE jobs_away RENAME TO jobs');
    }
  });
});

describe('token check', () => {
  it('says whether a token is valid, and for whom until when', async () => {
    const good = await validateBridgeAuth(t.client(), { body: { auth: orgAdmin.accessToken } });
    expect(good.data).toEqual({ valid: true, scope: 'ORG_ADMIN', organisation: 'BRIGHT', expiresAt: new Date(orgAdmin.exp * 1000) });
    expect(good.data.expiresAt!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const customer = await validateBridgeAuth(t.client(), { body: { auth: (await t.asCustomer(KARI)).accessToken } });
    expect(customer.data).toMatchObject({ valid: true, scope: 'USER', organisation: 'BRIGHT' });
    expect((await validateBridgeAuth(t.client(), { body: { auth: 'not-a-token' } })).data).toEqual({ valid: false });
  });

  it('says invalid for revoked and expired tokens', async () => {
    const revoked = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    await t.services.tokens.revokeSession(t.db, (await t.services.tokens.verify(revoked.accessToken)).sessionId);
    expect((await validateBridgeAuth(t.client(), { body: { auth: revoked.accessToken } })).data).toEqual({ valid: false });
    const soon = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    t.clock.advance(2 * 3600_000);
    try {
      expect((await validateBridgeAuth(t.client(), { body: { auth: soon.accessToken } })).data).toEqual({ valid: false });
    } finally {
      t.clock.set(TEST_TODAY);
    }
  });

  it('refuses a body without a token', async () => {
    for (const payload of [{}, { auth: '' }, { auth: 'x', extra: true }, { token: 'x' }]) {
      const res = await post(undefined, '/api/v3/layout/bridge/validate/auth', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().key).toBe('validationError');
    }
  });
});
