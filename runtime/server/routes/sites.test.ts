// @vitest-environment node
/**
 * Sites (the portal locations): list and search, the portal form (type, reading periods, users,
 * owner, home profile), prices by service, compare, CSV export through a short-lived token, the
 * home profile save, sync, create and delete — each with its audit entry and its bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareSite, getSite, getSitePrices, listSites, searchSites, updateLocationExtras } from '../../../generated/client/sites.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { GUEST, KARI, KARI_ACCOUNT, KARI_LOCATION, OLA_ACCOUNT, OLA_LOCATION, OTHER_LOCATION, addTestCustomers } from './location-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, t.clock.now());
});
afterAll(async () => t?.close());

const BASE = '/api/v4/BRIGHT/account';
const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]?.n;

describe('reading sites', () => {
  it("gives a customer their own sites in the portal form", async () => {
    const page = await listSites(t.client(await t.asCustomer(KARI)), {});
    expect(page.data.map((s) => s._id)).toEqual([KARI_LOCATION]);
    const site = page.data[0]!;
    expect(site).toMatchObject({ accountId: KARI_ACCOUNT, type: 'CONSUMPTION', pricezone: 'NO1', provider: { siteId: '1001' }, accountOwner: KARI, extra: { propertyType: 'HOUSE' } });
    expect(site.users.sort()).toEqual([KARI, GUEST].sort());
    expect(site.services.map((s) => [s.type, s.readingPeriod])).toEqual([['CONSUMPTION', 'HOURLY'], ['CONSUMPTION_NET', '15M']]);
  });

  it("lets staff list one account's sites, and refuses a customer another account's (404)", async () => {
    const staff = await listSites(t.client(await t.asStaff('ORG_SUPPORT')), { query: { accountId: OLA_ACCOUNT } });
    expect(staff.data.map((s) => s._id)).toEqual([OLA_LOCATION]);
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/sites?accountId=${OLA_ACCOUNT}`, headers: bearer(await t.asCustomer(KARI)) });
    expect(res.statusCode).toBe(404);
  });

  it('searches by city and customer number (staff only)', async () => {
    const c = t.client(await t.asStaff('ORG_ADMIN'));
    expect((await searchSites(c, { query: { q: 'bergen' } })).data.map((s) => s._id)).toEqual([OLA_LOCATION]);
    expect((await searchSites(c, { query: { q: '100001' } })).data.map((s) => s._id)).toEqual([KARI_LOCATION]);
    expect((await searchSites(c, { query: { limit: '1' } })).pagination).toMatchObject({ total: 2, pages: 2 });
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/sites/search?q=x`, headers: bearer(await t.asCustomer(KARI)) });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another organisation's site and another customer's", async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/sites/${OTHER_LOCATION}`, headers: bearer(await t.asStaff('ADMIN')) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/sites/${OLA_LOCATION}`, headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(404);
    expect((await getSite(t.client(await t.asCustomer(KARI)), { params: { id: KARI_LOCATION } })).data._id).toBe(KARI_LOCATION);
  });

  it("gives prices, all or one service's; an unknown service is 404", async () => {
    const c = t.client(await t.asCustomer(KARI));
    expect((await getSitePrices(c, { params: { id: KARI_LOCATION } })).data).toHaveLength(3);
    const grid = await getSitePrices(c, { params: { id: KARI_LOCATION }, query: { serviceId: '1001-g' } });
    expect(grid.data.map((p) => p.value)).toEqual([300, 350]);
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/sites/${KARI_LOCATION}/prices?serviceId=nope`, headers: bearer(await t.asCustomer(KARI)) });
    expect(res.statusCode).toBe(404);
  });

  it('compares with homes of the same price zone and profile', async () => {
    const cmp = await compareSite(t.client(await t.asCustomer(KARI)), { params: { id: KARI_LOCATION } });
    // ola's home: HOUSE, 3 residents, no heating given → not a match on heating.
    expect(cmp.data).toEqual({ siteId: '1001', similarSites: 0, criteria: { propertyType: 'HOUSE', numberOfResidens: 3, heating: 'air' } });
    await t.db.query(`UPDATE locations SET extra = extra || '{"heating":"air"}'::jsonb WHERE id = $1`, [OLA_LOCATION]);
    expect((await compareSite(t.client(await t.asCustomer(KARI)), { params: { id: KARI_LOCATION } })).data.similarSites).toBe(1);
  });
});

describe('export', () => {
  it('answers CSV through a short-lived token in the query; without a token it is 401', async () => {
    const staff = await t.asStaff('ORG_SUPPORT');
    const short = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(staff) });
    const token: string = short.statusCode === 200 ? short.json().data.accessToken : await t.services.tokens.issueShort(await t.services.tokens.verify(staff.accessToken));
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/sites/export?accessToken=${encodeURIComponent(token)}&q=oslo` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('_id,accountId,status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(KARI_LOCATION);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/sites/export?accessToken=nope` })).statusCode).toBe(401);
  });

  it('writes a cell that would start a formula (= + - @ tab CR) as text (issue 19 §5)', async () => {
    const staff = await t.asStaff('ORG_SUPPORT');
    const token = await t.services.tokens.issueShort(await t.services.tokens.verify(staff.accessToken));
    const before = (await t.db.query<{ address: string }>('SELECT address FROM locations WHERE id = $1', [KARI_LOCATION])).rows[0]!.address;
    try {
      for (const address of ['\t=HYPERLINK("https://evil.example")', '\r=1+1', '=cmd|\' /C calc\'!A0', '@SUM(A1)']) {
        await t.db.query("UPDATE locations SET address = $2, doc = jsonb_set(doc, '{address}', to_jsonb($2::text)) WHERE id = $1", [KARI_LOCATION, address]);
        const res = await t.app.inject({ method: 'GET', url: `${BASE}/sites/export?accessToken=${encodeURIComponent(token)}&q=oslo` });
        const row = res.body.slice(res.body.indexOf('\r\n') + 2);
        expect(row, JSON.stringify(address)).toContain(`'${address.replace(/"/g, '""')}`);
      }
    } finally {
      await t.db.query("UPDATE locations SET address = $2, doc = jsonb_set(doc, '{address}', to_jsonb($2::text)) WHERE id = $1", [KARI_LOCATION, before]);
    }
  });
});

describe('changing sites', () => {
  it('saves the home profile; empty car and gadget lists become no_vehicle and no_gadgets', async () => {
    const c = t.client(await t.asCustomer(KARI));
    const saved = await updateLocationExtras(c, { params: { id: KARI_ACCOUNT, siteId: KARI_LOCATION }, body: { propertyType: 'APPARTMENT', size: 60, cars: [], gadgets: [] } });
    expect(saved.data.extra).toEqual({ propertyType: 'APPARTMENT', size: 60, cars: ['no_vehicle'], gadgets: ['no_gadgets'] });
    const row = await t.db.query<{ extra: unknown }>('SELECT extra FROM locations WHERE id = $1', [KARI_LOCATION]);
    expect(row.rows[0]?.extra).toEqual(saved.data.extra);
  });

  it('refuses a bad home profile (400, nothing written), a GUEST (403), a site of another account (404)', async () => {
    const kari = await t.asCustomer(KARI);
    const url = `${BASE}/accounts/${KARI_ACCOUNT}/sites/${KARI_LOCATION}/extra`;
    for (const payload of [{ size: 5 }, { cars: ['no_vehicle', 'electric'] }, { pets: 2 }]) {
      const res = await t.app.inject({ method: 'PUT', url, headers: bearer(kari), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('validationError');
    }
    expect((await t.db.query<{ extra: { size: number } }>('SELECT extra FROM locations WHERE id = $1', [KARI_LOCATION])).rows[0]?.extra.size).toBe(60);
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(await t.asCustomer(GUEST, KARI_ACCOUNT)), payload: {} })).statusCode).toBe(403);
    const other = await t.app.inject({ method: 'PUT', url: `${BASE}/accounts/${KARI_ACCOUNT}/sites/${OLA_LOCATION}/extra`, headers: bearer(kari), payload: {} });
    expect(other.statusCode).toBe(404);
  });

  it('queues a sync (202, audited)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${BASE}/sites/${KARI_LOCATION}/sync`, headers: bearer(await t.asStaff('SUPPORT')), payload: {} });
    expect(res.statusCode).toBe(202);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE action = 'sync' AND resource_id = $1", [KARI_LOCATION])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE id = $1 AND synced_at IS NOT NULL', [KARI_LOCATION])).toBe(1);
    const bad = await t.app.inject({ method: 'PUT', url: `${BASE}/sites/${KARI_LOCATION}/sync`, headers: bearer(await t.asStaff('SUPPORT')), payload: { now: true } });
    expect(bad.statusCode).toBe(400);
  });

  const site = (locationCode: string) => ({
    locationCode, customerId: '200002', organisation: 'BRIGHT',
    services: [{ siteId: `7070575${locationCode}`, siteType: 'consumption' }, { siteId: `w${locationCode}`, siteType: 'water' }],
    location: { pricezone: 'NO3', area: 'Trøndelag', position: { latitude: 63.43, longitude: 10.39 } },
  });

  it('creates a site for an account (PENDING, audited); the same locationCode again is 409', async () => {
    const staff = await t.asStaff('ORG_SUPPORT');
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/sites`, headers: bearer(staff), payload: { accountId: OLA_ACCOUNT, site: site('5005') } });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ accountId: OLA_ACCOUNT, status: 'PENDING', pricezone: 'NO3', area: 'Trøndelag', provider: { siteId: '5005' }, type: 'CONSUMPTION' });
    expect(created.services.map((s: { type: string; readingPeriod: string }) => [s.type, s.readingPeriod])).toEqual([['CONSUMPTION', 'HOURLY'], ['WATER', 'MONTHLY']]);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE action = 'create' AND resource = 'sites' AND resource_id = $1", [created._id])).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `${BASE}/sites`, headers: bearer(staff), payload: { accountId: OLA_ACCOUNT, site: site('5005') } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad create bodies (400, nothing written) and customers (403)', async () => {
    const staff = await t.asStaff('ORG_SUPPORT');
    const before = await count('SELECT count(*)::int AS n FROM locations');
    for (const payload of [{ accountId: OLA_ACCOUNT }, { accountId: 'x', site: site('6006') }, { accountId: OLA_ACCOUNT, site: { ...site('6006'), organisation: 'OTHER' } }]) {
      const res = await t.app.inject({ method: 'POST', url: `${BASE}/sites`, headers: bearer(staff), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('validationError');
    }
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/sites`, headers: bearer(await t.asCustomer(KARI)), payload: { accountId: KARI_ACCOUNT, site: site('6006') } })).statusCode).toBe(403);
    expect(await count('SELECT count(*)::int AS n FROM locations')).toBe(before);
  });

  it('deletes a site (org admins only, audited), its agreements with it', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/sites/${KARI_LOCATION}`, headers: bearer(await t.asStaff('ORG_SUPPORT')) })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url: `${BASE}/sites/${KARI_LOCATION}`, headers: bearer(await t.asStaff('ORG_ADMIN')) });
    expect(res.statusCode).toBe(204);
    expect(await count('SELECT count(*)::int AS n FROM agreements WHERE location_id = $1', [KARI_LOCATION])).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE action = 'delete' AND resource_id = $1", [KARI_LOCATION])).toBe(1);
  });
});
