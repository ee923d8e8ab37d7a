// @vitest-environment node
/**
 * The provider calls, answered from what the platform stores: customers, sites, agreements, prices,
 * invoices and their stream, links, settings and the customer check — each only for callers who
 * reach the customer; a site's daily consumption and production from its meters, and its IoT devices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getExternalUrl, getProviderAgreements, getProviderConfig, getProviderCustomer, getProviderInvoice, getProviderPrices, getProviderSites,
  getProviderWebview, searchProviderCustomers, validateProviderCustomer,
} from '../../../generated/client/organisations.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { KARI, addTestCustomers } from './location-fixtures.js';
import { ingestReadings } from '../meter/ingest.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, t.clock.now());
  await t.db.query(`UPDATE organisations SET doc = doc || '{"provider":{"invoicePage":"https://provider.example/invoice"}}'::jsonb WHERE code = 'BRIGHT'`);
});
afterAll(async () => t?.close());

const BASE = '/api/v3/account/organisations/BRIGHT';
const P = JSON.stringify({ name: 'ampere' });

describe('customers and sites', () => {
  it('searches customers (staff) and reads one a customer reaches', async () => {
    const staff = t.client(await t.asStaff('ORG_SUPPORT'));
    const found = await searchProviderCustomers(staff, { query: { provider: P, q: 'ola' } });
    expect(found.data).toEqual([expect.objectContaining({ customerId: '200002', name: 'ola', city: 'Bergen', isCompany: false })]);
    const kari = t.client(await t.asCustomer(KARI));
    expect((await getProviderCustomer(kari, { query: { provider: P, customerId: '100001' } })).data).toMatchObject({ customerId: '100001', name: 'Kari Nordmann' });
  });

  it("answers 404 for another customer's number and another organisation's", async () => {
    const kari = await t.asCustomer(KARI);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/customer?provider=${P}&customerId=200002`, headers: bearer(kari) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/customer?provider=${P}&customerId=300003`, headers: bearer(await t.asStaff('ADMIN')) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/account/organisations/OTHER/customer?provider=${P}&customerId=300003`, headers: bearer(kari) })).statusCode).toBe(403);
  });

  it("gives a customer's sites as location data, and a site's agreements and prices by provider site id", async () => {
    const kari = t.client(await t.asCustomer(KARI));
    const sites = await getProviderSites(kari, { query: { provider: P, customerId: '100001' } });
    expect(sites.data).toEqual([expect.objectContaining({
      locationCode: '1001', customerId: '100001', organisation: 'BRIGHT',
      services: [{ siteId: '7070575000001001', siteType: 'consumption' }, { siteId: '1001-g', siteType: 'consumption-net' }],
      location: { pricezone: 'NO1', position: { latitude: 59.91, longitude: 10.75 } },
    })]);
    expect((await getProviderAgreements(kari, { query: { provider: P, siteId: '1001' } })).data.map((a) => a.id)).toEqual(['agr-1', 'agr-2']);
    expect((await getProviderPrices(kari, { query: { provider: P, siteId: '7070575000001001' } })).data).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/agreements?provider=${P}&siteId=2002`, headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(404);
  });

  it('refuses a provider that is not a JSON object: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/sites?provider=[1]&customerId=100001`, headers: bearer(await t.asCustomer(KARI)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'provider must be a JSON-encoded object' });
  });
});

describe('invoices and links', () => {
  it('reads an invoice and streams its PDF; an external one has no stream (404)', async () => {
    const kari = await t.asCustomer(KARI);
    expect((await getProviderInvoice(t.client(kari), { query: { provider: P, invoiceNo: '1007' } })).data.id).toBe('inv-7');
    const pdf = await t.app.inject({ method: 'GET', url: `${BASE}/invoicestream?provider=${P}&invoiceNo=1007`, headers: bearer(kari) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/invoicestream?provider=${P}&invoiceNo=1008`, headers: bearer(kari) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/invoice?provider=${P}&invoiceNo=1006`, headers: bearer(kari) })).statusCode).toBe(404);
  });

  it('builds external links from a url or a settings key, with invoiceNo and siteId', async () => {
    const kari = t.client(await t.asCustomer(KARI));
    expect((await getExternalUrl(kari, { query: { url: 'https://x.example/p?a=1', siteId: '1001' } })).data.url).toBe('https://x.example/p?a=1&siteId=1001');
    expect((await getExternalUrl(kari, { query: { url: 'invoicePage', invoiceNo: '1007' } })).data.url).toBe('https://provider.example/invoice?invoiceNo=1007');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/externaluri?url=unknownKey`, headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(404);
  });

  it('signs a webview link with a short-lived token of the caller', async () => {
    const res = await getProviderWebview(t.client(await t.asCustomer(KARI)), { query: { view: 'dashboard', siteId: '1001' } });
    const url = new URL(res.data.url);
    expect(url.pathname).toBe('/provider/BRIGHT/dashboard');
    const principal = await t.services.tokens.verify(url.searchParams.get('accessToken')!, { allowShort: true });
    expect(principal).toMatchObject({ kind: 'customer', userId: KARI });
  });
});

describe('settings and the customer check', () => {
  it('reads the provider settings (developers too), validates customers by number or personal id', async () => {
    expect((await getProviderConfig(t.client(await t.asStaff('ORG_DEVELOPER')), {})).data).toEqual({ invoicePage: 'https://provider.example/invoice' });
    const staff = t.client(await t.asStaff('ORG_SUPPORT'));
    expect((await validateProviderCustomer(staff, { body: { customerId: '100001' } })).data).toEqual({ valid: true, customerId: '100001' });
    expect((await validateProviderCustomer(staff, { body: { customerId: '300003' } })).data).toEqual({ valid: false });
  });

  it('refuses a check naming no customer: 400 with the rule message', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/validate`, headers: bearer(await t.asStaff('ORG_SUPPORT')), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'Give customerId or personalId' });
  });

  it("gives a site's consumption per local day from its meter, no production where it has no such meter, and its IoT devices", async () => {
    // Two Oslo days of hourly readings: 1 kWh an hour on the 1st, 2 kWh an hour on the 2nd.
    const readings = Array.from({ length: 48 }, (_, h) => ({ measurementId: '7070575000001001', date: new Date(Date.UTC(2025, 11, 31, 23 + h)), value: h < 24 ? 1 : 2 }));
    await t.db.tx((q) => ingestReadings(q, 'BRIGHT', readings, t.clock.now()));
    const kari = await t.asCustomer(KARI);
    const get = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: bearer(kari) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await get(`consumption?provider=${P}&siteId=1001&from=2026-01-01&to=2026-01-03`)).toEqual([
      { date: '2026-01-01', value: 24, unit: 'kWh' },
      { date: '2026-01-02', value: 48, unit: 'kWh' },
    ]);
    expect(await get(`production?provider=${P}&siteId=1001&from=2026-01-01&to=2026-01-03`)).toEqual([]);
    expect(await get(`externaliot?provider=${P}&siteId=1001`)).toMatchObject({ siteId: '1001', devices: [] });
    const backwards = await t.app.inject({ method: 'GET', url: `${BASE}/consumption?provider=${P}&siteId=1001&from=2026-01-03&to=2026-01-01`, headers: bearer(kari) });
    expect(backwards.statusCode).toBe(400);
    const foreign = await t.app.inject({ method: 'GET', url: `${BASE}/consumption?provider=${P}&siteId=2002&from=2026-01-01&to=2026-01-03`, headers: bearer(kari) });
    expect(foreign.statusCode).toBe(404);
  });
});
