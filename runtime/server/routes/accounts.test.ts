// @vitest-environment node
/**
 * The accounts area on the real server: customer reach (own accounts only, other organisations 404),
 * staff lists and searches, premium features and account groups with their audit entries, bad input
 * answered 400 with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccountSite, getAccount, searchAccounts, createAccountGroup } from '../../../generated/client/accounts.gen.js';
import { listLocationsByAccount } from '../../../generated/client/locations.gen.js';
import { getUser } from '../../../generated/client/portal.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { KARI, KARI_ACCOUNT, addCustomer, count, ensureOrganisation } from './account-fixtures.js';

let t: TestApp;
const base = '/api/v4/BRIGHT/account';

beforeAll(async () => {
  t = await testApp();
  await ensureOrganisation(t, 'OTHER');
});
afterAll(async () => t?.close());

describe('reading accounts', () => {
  it("gives a customer their own account, with its users from the membership table", async () => {
    const kari = await t.asCustomer(KARI);
    const { data } = await getAccount(t.client(kari), { params: { id: KARI_ACCOUNT } });
    expect(data._id).toBe(KARI_ACCOUNT);
    const members = (await t.db.query<{ user_id: string; role: string }>('SELECT user_id, role FROM account_users WHERE account_id = $1', [KARI_ACCOUNT])).rows;
    expect(members.length).toBeGreaterThan(1);
    expect(data.users.map((u) => [u.userId, u.role]).sort()).toEqual(members.map((m) => [m.user_id, m.role]).sort());
    expect(data.users).toContainEqual(expect.objectContaining({ userId: KARI, role: 'OWNER', email: 'kari@example.no' }));
    expect(data.provider?.customerId).toBe((await t.db.query<{ customer_id: string }>('SELECT customer_id FROM accounts WHERE id = $1', [KARI_ACCOUNT])).rows[0]?.customer_id);
  });

  it("refuses another customer's account and another organisation's account: 404", async () => {
    const ola = await addCustomer(t, 'olav');
    const kari = await t.asCustomer(KARI);
    const res = await t.app.inject({ method: 'GET', url: `${base}/accounts/${ola.accountId}`, headers: bearer(kari) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'notFound' });

    const foreign = await addCustomer(t, 'sven', { organisation: 'OTHER' });
    const orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const cross = await t.app.inject({ method: 'GET', url: `${base}/accounts/${foreign.accountId}`, headers: bearer(orgAdmin) });
    expect(cross.statusCode).toBe(404);
    // Even platform staff asking under BRIGHT do not see an OTHER account there.
    const admin = await t.asStaff('ADMIN', 'BRIGHT');
    const underBright = await t.app.inject({ method: 'GET', url: `${base}/accounts/${foreign.accountId}`, headers: bearer(admin) });
    expect(underBright.statusCode).toBe(404);
  });

  it('lets staff list by user and search by text, paginated', async () => {
    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const list = await t.app.inject({ method: 'GET', url: `${base}/accounts?userId=${KARI}`, headers: bearer(support) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { _id: string }) => a._id)).toEqual([KARI_ACCOUNT]);

    const found = await searchAccounts(t.client(support), { query: { q: 'nordmann', limit: '5' } });
    expect(found.data.map((a) => a._id)).toContain(KARI_ACCOUNT);
    expect(found.pagination).toMatchObject({ page: 1, limit: 5 });
    const none = await searchAccounts(t.client(support), { query: { q: 'no-such-person' } });
    expect(none.pagination.total).toBe(0);
  });

  it('refuses customers the staff lists (403)', async () => {
    const kari = await t.asCustomer(KARI);
    const res = await t.app.inject({ method: 'GET', url: `${base}/accounts/search`, headers: bearer(kari) });
    expect(res.statusCode).toBe(403);
  });

  it('answers statistics for an account in reach', async () => {
    const support = await t.asStaff('SUPPORT');
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/account/statistics/${KARI_ACCOUNT}`, headers: bearer(support) });
    expect(res.statusCode).toBe(200);
    const members = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_users WHERE account_id = $1', [KARI_ACCOUNT])).rows[0]?.n;
    expect(members).toBeGreaterThan(1);
    expect(res.json().data).toMatchObject({ accountId: KARI_ACCOUNT, users: members });
  });

  it('counts the users of accounts with a connected brand, by brand, within the caller\'s organisation', async () => {
    const iotUsers = async (entry: Awaited<ReturnType<typeof t.asStaff>>, query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v3/account/statistics/iot/users${query}`, headers: bearer(entry) });
      expect(res.statusCode).toBe(200);
      return res.json().data as { total: number; byBrand: Record<string, number> };
    };
    // The demo tenant: Kari's account (her and her guest, and whoever else is a member) has ngenic and hark; Ingrid's solaredge, zaptec, homeside.
    const users = async (key: string) => (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM account_users u JOIN iot_settings s ON s.account_id = u.account_id WHERE s.id = $1`, [key])).rows[0]!.n;
    const kari = await users((await t.db.query<{ id: string }>('SELECT id FROM iot_settings WHERE account_id = $1', [KARI_ACCOUNT])).rows[0]!.id);
    const stats = await iotUsers(await t.asStaff('ORG_SUPPORT', 'BRIGHT'));
    expect(kari).toBeGreaterThan(1);
    expect(stats.byBrand).toMatchObject({ ngenic: kari, hark: kari, zaptec: expect.any(Number) });
    // A user on both accounts (the demo inspector) counts once in the total.
    const distinct = (await t.db.query<{ n: number }>('SELECT count(DISTINCT u.user_id)::int AS n FROM account_users u JOIN iot_settings s ON s.account_id = u.account_id')).rows[0]!.n;
    expect(stats.total).toBe(distinct);
    expect(stats.total).toBeLessThan(kari + stats.byBrand.zaptec!);
    // Another organisation has none; platform staff naming it get the same.
    expect(await iotUsers(await t.asStaff('ORG_SUPPORT', 'OTHER'))).toEqual({ total: 0, byBrand: {} });
    expect(await iotUsers(await t.asStaff('SUPPORT'), '?organisation=OTHER')).toEqual({ total: 0, byBrand: {} });
    expect((await iotUsers(await t.asStaff('SUPPORT'))).total).toBe(stats.total);
  });
});

describe('premium features', () => {
  it('adds and removes a feature, audited, and the customer reads the map', async () => {
    const staff = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const add = await t.app.inject({
      method: 'POST', url: `${base}/accounts/${KARI_ACCOUNT}/premium-features/smartCharging`, headers: bearer(staff),
      payload: { startDate: '2026-11-01T00:00:00.000Z' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().data.smartCharging).toEqual({ startDate: '2026-11-01T00:00:00.000Z', endDate: null });
    expect(await count(t, "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'accounts' AND resource_id = $1", [KARI_ACCOUNT])).toBe(1);

    const kari = await t.asCustomer(KARI);
    const read = await t.app.inject({ method: 'GET', url: `${base}/accounts/${KARI_ACCOUNT}/premium-features`, headers: bearer(kari) });
    expect(Object.keys(read.json().data)).toEqual(['smartCharging']);

    const remove = await t.app.inject({ method: 'DELETE', url: `${base}/accounts/${KARI_ACCOUNT}/premium-features/smartCharging`, headers: bearer(staff) });
    expect(remove.json().data).toEqual({});
    const again = await t.app.inject({ method: 'DELETE', url: `${base}/accounts/${KARI_ACCOUNT}/premium-features/smartCharging`, headers: bearer(staff) });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a bad body with 400 and writes nothing', async () => {
    const staff = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const res = await t.app.inject({ method: 'POST', url: `${base}/accounts/${KARI_ACCOUNT}/premium-features/x`, headers: bearer(staff), payload: { startDate: 'soon' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError' });
    expect(await count(t, "SELECT count(*)::int AS n FROM accounts WHERE id = $1 AND doc->'premiumFeatures' ? 'x'", [KARI_ACCOUNT])).toBe(0);
  });
});

describe('account groups', () => {
  it('creates, reads, renames and deletes a group, each change audited', async () => {
    const admin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const { data: group } = await createAccountGroup(t.client(admin), { body: { name: 'Pilot', accountIds: [KARI_ACCOUNT, KARI_ACCOUNT] } });
    expect(group).toMatchObject({ name: 'Pilot', organisation: 'BRIGHT', accountIds: [KARI_ACCOUNT] });

    const dup = await t.app.inject({ method: 'POST', url: `${base}/account-groups`, headers: bearer(admin), payload: { name: 'pilot', accountIds: [] } });
    expect(dup.statusCode).toBe(409);

    const put = await t.app.inject({ method: 'PUT', url: `${base}/account-groups/${group._id}`, headers: bearer(admin), payload: { name: 'Pilot 2', accountIds: [] } });
    expect(put.json().data).toMatchObject({ name: 'Pilot 2', accountIds: [] });

    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const list = await t.app.inject({ method: 'GET', url: `${base}/account-groups?q=pilot`, headers: bearer(support) });
    expect(list.json().pagination.total).toBe(1);

    const del = await t.app.inject({ method: 'DELETE', url: `${base}/account-groups/${group._id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(204);
    const actions = await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE resource = 'account-groups' AND resource_id = $1 ORDER BY created_at, id", [group._id]);
    expect(actions.rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses accounts of another organisation and bad input, writing nothing', async () => {
    const admin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const foreign = await addCustomer(t, 'astrid', { organisation: 'OTHER' });
    const before = await count(t, 'SELECT count(*)::int AS n FROM account_groups');
    const cross = await t.app.inject({ method: 'POST', url: `${base}/account-groups`, headers: bearer(admin), payload: { name: 'X', accountIds: [foreign.accountId] } });
    expect(cross.statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'POST', url: `${base}/account-groups`, headers: bearer(admin), payload: { name: '', accountIds: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError' });
    expect(await count(t, 'SELECT count(*)::int AS n FROM account_groups')).toBe(before);
  });
});

describe('creating, syncing and deleting accounts', () => {
  it('creates an account in full for staff (owner and users), and refuses it without a staff token', async () => {
    const body = {
      accountOwner: { email: 'nina@example.no', firstName: 'Nina' },
      users: [{ email: 'per@example.no' }],
      site: { locationCode: 'LOC-1', customerId: '299001', organisation: 'BRIGHT', services: [], location: { pricezone: 'NO1' } },
      customer: { personalId: '199001011234' },
      accessType: 'BANKID', organisation: 'BRIGHT', accountProvider: JSON.stringify({ customerId: '299001' }),
    };
    const anonymous = await t.app.inject({ method: 'POST', url: `${base}/accounts`, payload: body });
    expect(anonymous.json()).toMatchObject({ key: 'unauthorized' });
    expect(anonymous.statusCode).toBe(401);
    const kari = await t.asCustomer(KARI);
    expect((await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers: bearer(kari), payload: body })).statusCode).toBe(403);

    const staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const res = await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers: bearer(staff), payload: body });
    expect(res.statusCode).toBe(201);
    const [account] = res.json().data;
    expect(account.provider).toEqual({ customerId: '299001' });
    expect(account.users.map((u: { role: string }) => u.role)).toEqual(['OWNER', 'GUEST']);
    const again = await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers: bearer(staff), payload: body });
    expect(again.statusCode).toBe(409);

    // The site given is the account's first location: the platform list and the owner's getUser show it.
    const { data: locations } = await listLocationsByAccount(t.client(staff), { params: { accountId: account._id } });
    expect(locations.map((l) => [l.id, l.status, l.priceZone])).toEqual([['LOC-1', 'PENDING', 'NO1']]);
    const owner = account.users.find((u: { role: string }) => u.role === 'OWNER').userId as string;
    const { data: me } = await getUser(t.client(await t.asCustomer(owner, account._id)));
    expect(me.locations.map((l) => [l._id, l.accountId, l.provider.siteId])).toEqual([[locations[0]!._id, account._id, 'LOC-1']]);
  });

  it('refuses a full create whose site code is taken (409) or whose site is of another organisation (400): nothing written', async () => {
    const staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const taken = (await t.db.query<{ code: string }>('SELECT code FROM locations WHERE account_id = $1 LIMIT 1', [KARI_ACCOUNT])).rows[0]!.code;
    const body = (code: string, organisation = 'BRIGHT') => ({
      accountOwner: { email: 'tore@example.no', firstName: 'Tore' },
      site: { locationCode: code, customerId: '299002', organisation, services: [], location: { pricezone: 'NO2' } },
      customer: { personalId: '198001011234' }, accessType: 'BANKID', organisation: 'BRIGHT', accountProvider: '{}',
    });
    const tables = ['accounts', 'users', 'account_users', 'locations', 'audit_log'];
    const before = await Promise.all(tables.map((n) => count(t, `SELECT count(*)::int AS n FROM ${n}`)));
    const conflict = await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers: bearer(staff), payload: body(taken) });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ key: 'conflict' });
    const foreign = await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers: bearer(staff), payload: body('LOC-2', 'OTHER') });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ key: 'validationError', message: 'site.organisation must be the organisation of the path' });
    expect(await Promise.all(tables.map((n) => count(t, `SELECT count(*)::int AS n FROM ${n}`)))).toEqual(before);
  });

  it('refuses a bad create body with 400, nothing written', async () => {
    const staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const before = await count(t, 'SELECT count(*)::int AS n FROM accounts');
    const res = await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers: bearer(staff), payload: { ref: '' } });
    expect(res.statusCode).toBe(400);
    expect(await count(t, 'SELECT count(*)::int AS n FROM accounts')).toBe(before);
  });

  it('syncs for an API-less staff caller (202) and refuses an empty-body violation', async () => {
    const staff = await t.asStaff('SUPPORT');
    const ok = await t.app.inject({ method: 'PUT', url: `${base}/accounts/${KARI_ACCOUNT}/sync`, headers: bearer(staff), payload: {} });
    expect(ok.statusCode).toBe(202);
    const bad = await t.app.inject({ method: 'PUT', url: `${base}/accounts/${KARI_ACCOUNT}/sync`, headers: bearer(staff), payload: { force: true } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an account for ORG_ADMIN only, audited', async () => {
    const gone = await addCustomer(t, 'gone');
    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/accounts/${gone.accountId}`, headers: bearer(support) })).statusCode).toBe(403);
    const admin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/accounts/${gone.accountId}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await count(t, 'SELECT count(*)::int AS n FROM accounts WHERE id = $1', [gone.accountId])).toBe(0);
    expect(await count(t, "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'accounts' AND action = 'delete' AND resource_id = $1", [gone.accountId])).toBe(1);
  });
});

describe('adding a site to an account', () => {
  const site = (code: string, organisation = 'BRIGHT') => ({
    locationCode: code, customerId: '100001', organisation,
    services: [{ siteId: `${code}-E`, siteType: 'consumption' as const }, { siteId: `${code}-B`, siteType: 'broadband' as const }],
    location: { pricezone: 'NO1' as const, area: 'Oslo', position: { latitude: 59.92, longitude: 10.76 } },
    extra: { numberOfResidens: 2 },
  });

  it('adds a PENDING site for staff, audited; the location list and the owner\'s getUser show it', async () => {
    const staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const { data } = await addAccountSite(t.client(staff), { params: { id: KARI_ACCOUNT }, body: site('CABIN-1') });
    expect(data).toMatchObject({ accountId: KARI_ACCOUNT, status: 'PENDING', type: 'CONSUMPTION', pricezone: 'NO1', area: 'Oslo', provider: { siteId: 'CABIN-1' }, extra: { numberOfResidens: 2 } });
    expect(data.services.map((s) => [s.type, s.readingPeriod, s.provider.siteId])).toEqual([['CONSUMPTION', 'HOURLY', 'CABIN-1-E'], ['BROADBAND', 'NONE', 'CABIN-1-B']]);

    const { data: locations } = await listLocationsByAccount(t.client(staff), { params: { accountId: KARI_ACCOUNT } });
    expect(locations.find((l) => l._id === data._id)).toMatchObject({ id: 'CABIN-1', latitude: 59.92, longitude: 10.76, position: { type: 'Point', coordinates: [10.76, 59.92] } });
    const { data: me } = await getUser(t.client(await t.asCustomer(KARI, KARI_ACCOUNT)));
    expect(me.locations.map((l) => l._id)).toContain(data._id);
    expect(await count(t, "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'sites' AND action = 'create' AND resource_id = $1", [data._id])).toBe(1);
  });

  it('refuses a taken location code (409) and bad bodies (400), writing nothing', async () => {
    const staff = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const taken = (await t.db.query<{ code: string }>('SELECT code FROM locations ORDER BY created_at LIMIT 1')).rows[0]!.code;
    const before = await count(t, 'SELECT count(*)::int AS n FROM locations');
    const audits = await count(t, 'SELECT count(*)::int AS n FROM audit_log');
    const url = `${base}/accounts/${KARI_ACCOUNT}/sites`;
    const conflict = await t.app.inject({ method: 'POST', url, headers: bearer(staff), payload: site(taken) });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ key: 'conflict' });
    const good = site('CABIN-2');
    for (const payload of [site('CABIN-2', 'OTHER'), { ...good, locationCode: '' }, { ...good, services: [{ siteId: 'x', siteType: 'gasoline' }] }, { ...good, location: {} }]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(staff), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    expect(await count(t, 'SELECT count(*)::int AS n FROM locations')).toBe(before);
    expect(await count(t, 'SELECT count(*)::int AS n FROM audit_log')).toBe(audits);
  });

  it('refuses customers (403), another organisation\'s staff (403) and accounts of another organisation (404)', async () => {
    const before = await count(t, 'SELECT count(*)::int AS n FROM locations');
    const url = `${base}/accounts/${KARI_ACCOUNT}/sites`;
    const kari = await t.asCustomer(KARI, KARI_ACCOUNT);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(kari), payload: site('CABIN-3') })).statusCode).toBe(403);
    const other = await t.asStaff('ORG_ADMIN', 'OTHER');
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(other), payload: site('CABIN-3') })).statusCode).toBe(403);
    const foreign = await addCustomer(t, 'bjorn', { organisation: 'OTHER' });
    const admin = await t.asStaff('ADMIN', 'BRIGHT');
    const cross = await t.app.inject({ method: 'POST', url: `${base}/accounts/${foreign.accountId}/sites`, headers: bearer(admin), payload: site('CABIN-3') });
    expect(cross.statusCode).toBe(404);
    expect(await count(t, 'SELECT count(*)::int AS n FROM locations')).toBe(before);
  });
});
