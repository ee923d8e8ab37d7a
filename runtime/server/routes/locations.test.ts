// @vitest-environment node
/**
 * Locations: who sees which (own, organisation's, API token with getLocations), the account forms,
 * agreements with their prices, inquiries and the status moves, and what bad input leaves behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLocation, getLocationAgreements, listLocations, listThirdPartyDataInquiries, updateThirdPartyDataInquiryStatus } from '../../../generated/client/locations.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { tokenHash } from '../ids.js';
import { GUEST, INQUIRY, KARI, OLA, KARI_ACCOUNT, KARI_LOCATION, OLA_LOCATION, OTHER_ACCOUNT, OTHER_LOCATION, OTHER_USER, addTestCustomers } from './location-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, t.clock.now());
});
afterAll(async () => t?.close());

const get = async (url: string, entry: { accessToken: string }) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(entry) });

describe('the seeded demo tenant', () => {
  it('loads every location, agreement and invoice of the demo tenant, and each reads back as the contract says', async () => {
    const seeded = await testApp();
    try {
      const admin = seeded.client(await seeded.asStaff('ADMIN'));
      // The router checks every answer against the contract's schema: a loader that mangled a record fails here.
      const page = await listLocations(admin, { query: { limit: '0' } });
      const stored = (await seeded.db.query<{ n: number }>("SELECT count(*)::int AS n FROM locations WHERE organisation = 'BRIGHT'")).rows[0]?.n;
      expect(page.data).toHaveLength(stored ?? -1);
      for (const l of page.data) await getLocationAgreements(admin, { params: { id: l._id } });
    } finally {
      await seeded.close();
    }
  });
});

describe('listLocations', () => {
  it('gives a customer their own locations only, a page at a time', async () => {
    const page = await listLocations(t.client(await t.asCustomer(KARI)), { query: { limit: '10', page: '1' } });
    expect(page.data.map((l) => l._id)).toEqual([KARI_LOCATION]);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 });
    expect(page.data[0]).toMatchObject({ accountId: KARI_ACCOUNT, access: { accountId: KARI_ACCOUNT, organisation: 'BRIGHT' }, id: '1001' });
  });

  it("gives staff the organisation's locations, never another organisation's", async () => {
    const page = await listLocations(t.client(await t.asStaff('ORG_SUPPORT')), { query: { limit: '1', page: '2' } });
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    const all = await listLocations(t.client(await t.asStaff('ADMIN')), {});
    expect(all.data.map((l) => l._id).sort()).toEqual([KARI_LOCATION, OLA_LOCATION].sort());
    const other = await get('/v4/OTHER/locations', await t.asStaff('ORG_SUPPORT'));
    expect(other.statusCode).toBe(403);
  });

  it('serves an API token with getLocations (the organisation\'s), refuses one without (403)', async () => {
    // The api_tokens table is helper C's (0030_back_office.sql); the row is what its repository writes.
    const insert = (token: string, scopes: string[]) => t.db.query(
      `INSERT INTO api_tokens (id, organisation, name, scopes, token_hash, token_hint, issued_by, created_at)
       VALUES ($1, 'BRIGHT', $2, $3, $4, 'hint', 'test', now())`,
      [tokenHash(token).slice(0, 24), token.slice(0, 8), JSON.stringify(scopes), tokenHash(token)],
    );
    const reader = 'r'.repeat(43);
    const sender = 's'.repeat(43);
    await insert(reader, ['getLocations']);
    await insert(sender, ['sendMessage']);
    const ok = await t.app.inject({ method: 'GET', url: '/api/v4/BRIGHT/locations', headers: { authorization: `Bearer ${reader}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().pagination.total).toBe(2);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v4/BRIGHT/locations', headers: { authorization: `Bearer ${sender}` } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses limit or page that are not digits: 400, key validationError', async () => {
    const res = await get('/v4/BRIGHT/locations?limit=-1', await t.asCustomer(KARI));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError' });
  });
});

describe('one location', () => {
  it('reads a location, its agreements (with prices over date ranges) and inquiries (newest first)', async () => {
    const c = t.client(await t.asCustomer(KARI));
    expect((await getLocation(c, { params: { id: KARI_LOCATION } })).data.services).toHaveLength(2);
    const agreements = (await getLocationAgreements(c, { params: { id: KARI_LOCATION } })).data;
    expect(agreements.map((a) => a.id)).toEqual(['agr-1', 'agr-2']);
    expect(agreements[1]?.prices?.map((p) => [p.validFrom, p.validTo])).toEqual([['2024-02-01', '2025-01-31'], ['2025-02-01', null]]);
    const inquiries = (await listThirdPartyDataInquiries(c, { params: { id: KARI_LOCATION } })).data;
    expect(inquiries.map((i) => i.status)).toEqual(['pending', 'accepted', 'rejected']);
  });

  it("answers 404 for another customer's location and for another organisation's", async () => {
    const kari = await t.asCustomer(KARI);
    expect((await get(`/v4/BRIGHT/locations/${OLA_LOCATION}`, kari)).statusCode).toBe(404);
    expect((await get(`/v4/BRIGHT/locations/${OLA_LOCATION}/agreements`, kari)).statusCode).toBe(404);
    const admin = await t.asStaff('ADMIN');
    expect((await get(`/v4/BRIGHT/locations/${OTHER_LOCATION}`, admin)).statusCode).toBe(404);
    expect((await get(`/v4/OTHER/locations/${OTHER_LOCATION}`, admin)).statusCode).toBe(200);
    const otto = await t.asCustomer(OTHER_USER);
    expect((await get(`/v4/BRIGHT/locations/${KARI_LOCATION}`, otto)).statusCode).toBe(403);
    expect((await get(`/v4/OTHER/locations/${KARI_LOCATION}`, otto)).statusCode).toBe(404);
  });

  it('refuses an id that is not 24 hex: 400', async () => {
    const res = await get('/v4/BRIGHT/locations/nope', await t.asCustomer(KARI));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError' });
  });
});

describe('the account forms', () => {
  it("lists an account's locations and reads one by id; another account's is 404", async () => {
    const kari = await t.asCustomer(KARI);
    const list = await get(`/v4/BRIGHT/locations/accounts/${KARI_ACCOUNT}`, kari);
    expect(list.json().data.map((l: { _id: string }) => l._id)).toEqual([KARI_LOCATION]);
    expect((await get(`/v4/BRIGHT/locations/accounts/${KARI_ACCOUNT}/location?id=${KARI_LOCATION}`, kari)).statusCode).toBe(200);
    expect((await get(`/v4/BRIGHT/locations/accounts/${KARI_ACCOUNT}/location?id=${OLA_LOCATION}`, kari)).statusCode).toBe(404);
    expect((await get(`/v4/OTHER/locations/accounts/${OTHER_ACCOUNT}`, await t.asStaff('ORG_ADMIN'))).statusCode).toBe(403);
  });

  it('updates address and properties (staff: audited), keeps the other fields', async () => {
    const staff = await t.asStaff('ORG_SUPPORT');
    const res = await t.app.inject({
      method: 'PATCH', url: `/api/v4/BRIGHT/locations/accounts/${KARI_ACCOUNT}/location?id=${KARI_LOCATION}`, headers: bearer(staff),
      payload: { address: 'Storgata 2', properties: { size: 150 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ address: 'Storgata 2', city: 'Oslo', properties: { size: 150, heating: null } });
    const audit = await t.db.query("SELECT changes FROM audit_log WHERE resource = 'locations' AND resource_id = $1", [KARI_LOCATION]);
    expect(audit.rows[0]?.changes).toEqual(expect.arrayContaining([{ path: 'address', before: 'Storgata 1', after: 'Storgata 2' }]));
  });

  it('refuses a bad body (unknown field, size out of range): 400 and nothing written', async () => {
    const kari = await t.asCustomer(KARI);
    for (const payload of [{ colour: 'red' }, { properties: { size: 5 } }, { address: '' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v4/BRIGHT/locations/accounts/${KARI_ACCOUNT}/location?id=${KARI_LOCATION}`, headers: bearer(kari), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    const row = await t.db.query<{ doc: { properties?: { size?: number } } }>('SELECT doc FROM locations WHERE id = $1', [KARI_LOCATION]);
    expect(row.rows[0]?.doc.properties?.size).not.toBe(5);
  });

  it('lets a GUEST read but not change: 403', async () => {
    const guest = await t.asCustomer(GUEST, KARI_ACCOUNT);
    expect((await get(`/v4/BRIGHT/locations/${KARI_LOCATION}`, guest)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/v4/BRIGHT/locations/accounts/${KARI_ACCOUNT}/location?id=${KARI_LOCATION}`, headers: bearer(guest), payload: { city: 'Bergen' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('third-party data inquiries', () => {
  const put = async (entry: { accessToken: string }, inquiryId: string, status: string) => t.app.inject({
    method: 'PUT', url: `/api/v4/BRIGHT/locations/${KARI_LOCATION}/third-party-data-inquiries/${inquiryId}`, headers: bearer(entry), payload: { status },
  });
  const statusOf = async (id: string) => (await t.db.query('SELECT status FROM inquiries WHERE id = $1', [id])).rows[0]?.status;

  it('moves pending → accepted → rejected; rejected is final (409, the rule message)', async () => {
    const kari = await t.asCustomer(KARI);
    const c = t.client(kari);
    const moved = await updateThirdPartyDataInquiryStatus(c, { params: { id: KARI_LOCATION, inquiryId: INQUIRY.pending }, body: { status: 'accepted' } });
    expect(moved.data).toMatchObject({ _id: INQUIRY.pending, status: 'accepted' });
    expect((await put(kari, INQUIRY.pending, 'rejected')).statusCode).toBe(200);
    const final = await put(kari, INQUIRY.rejected, 'accepted');
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ key: 'conflict', message: 'Inquiry status cannot move from rejected to accepted' });
    expect(await statusOf(INQUIRY.rejected)).toBe('rejected');
  });

  it('refuses pending as a target and unknown statuses: 400, nothing written', async () => {
    const kari = await t.asCustomer(KARI);
    for (const status of ['pending', 'maybe']) {
      const res = await put(kari, INQUIRY.accepted, status);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    expect(await statusOf(INQUIRY.accepted)).toBe('accepted');
  });

  it('refuses a GUEST (403) and another customer (404)', async () => {
    expect((await put(await t.asCustomer(GUEST, KARI_ACCOUNT), INQUIRY.accepted, 'rejected')).statusCode).toBe(403);
    expect((await put(await t.asCustomer(OTHER_USER), INQUIRY.accepted, 'rejected')).statusCode).toBe(403);
    const ola = await t.asCustomer(OLA);
    expect((await put(ola, INQUIRY.accepted, 'rejected')).statusCode).toBe(404);
    expect(await statusOf(INQUIRY.accepted)).toBe('accepted');
  });
});
