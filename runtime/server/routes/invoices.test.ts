// @vitest-environment node
/**
 * Invoices: an account's list newest first (24 by default), the favourite, the provider search, and
 * the document link through a short-lived token: a real PDF, a redirect for external, 404 for missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoiceFavoriteData, listAccountInvoices, listProviderInvoices } from '../../../generated/client/invoices.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { insertInvoice, invoiceFile } from '../repositories/invoices.js';
import { GUEST, KARI, KARI_ACCOUNT, OLA_ACCOUNT, OTHER_ACCOUNT, addTestCustomers, invoice } from './location-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, t.clock.now());
});
afterAll(async () => t?.close());

const shortToken = async (entry: { accessToken: string }) => t.services.tokens.issueShort(await t.services.tokens.verify(entry.accessToken));
const docUrl = (accountId: string, token: string, provider: object, extra = '') =>
  `/api/v3/invoices/accounts/${accountId}/invoice?accessToken=${encodeURIComponent(token)}&provider=${encodeURIComponent(JSON.stringify(provider))}${extra}`;

describe('listAccountInvoices', () => {
  it('answers newest first, 24 by default, limit when given', async () => {
    const c = t.client(await t.asCustomer(KARI));
    expect((await listAccountInvoices(c, { params: { accountId: KARI_ACCOUNT } })).data.map((i) => i.invoiceNumber)).toEqual(['1009', '1008', '1007']);
    expect((await listAccountInvoices(c, { params: { accountId: KARI_ACCOUNT }, query: { limit: '1' } })).data).toHaveLength(1);
    await t.db.tx(async (q) => {
      for (let n = 1; n <= 30; n++) await insertInvoice(q, OLA_ACCOUNT, invoice(n % 12 + 1, { id: `bulk-${n}`, invoiceNumber: `B${n}`, invoice: { type: 'pdf', provider: { invoiceNo: `B${n}` } }, createDate: `2024-${String(n % 12 + 1).padStart(2, '0')}-0${1 + (n % 9)}` }));
    });
    const staff = t.client(await t.asStaff('ORG_SUPPORT'));
    const ola = (await listAccountInvoices(staff, { params: { accountId: OLA_ACCOUNT } })).data;
    expect(ola).toHaveLength(24);
    const dates = ola.map((i) => i.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers 404 for another customer's account and another organisation's; 400 for a bad limit", async () => {
    const kari = await t.asCustomer(KARI);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/invoices/accounts/${OLA_ACCOUNT}/invoices`, headers: bearer(kari) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/invoices/accounts/${OTHER_ACCOUNT}/invoices`, headers: bearer(await t.asStaff('ORG_ADMIN')) })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/api/v3/invoices/accounts/${KARI_ACCOUNT}/invoices?limit=ten`, headers: bearer(kari) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('validationError');
  });
});

describe('favourite and provider search', () => {
  it('sums the unpaid invoices and names the currency', async () => {
    const fav = await getInvoiceFavoriteData(t.client(await t.asCustomer(GUEST, KARI_ACCOUNT)), { params: { accountId: KARI_ACCOUNT }, query: { limit: '2' } });
    expect(fav.data).toMatchObject({ unpaidCount: 2, unpaidAmount: 1700, currency: 'NOK' });
    expect(fav.data.invoices.map((i) => i.invoiceNumber)).toEqual(['1009', '1008']);
  });

  it("finds invoices by provider reference and customer number, a customer's own only", async () => {
    const staff = t.client(await t.asStaff('ORG_SUPPORT'));
    expect((await listProviderInvoices(staff, { query: { provider: JSON.stringify({ invoiceNo: '1007' }) } })).data.map((i) => i.id)).toEqual(['inv-7']);
    const unpaid = await listProviderInvoices(staff, { query: { provider: JSON.stringify({ customerId: '100001' }), invoiceStatus: 'UNPAID' } });
    expect(unpaid.data.map((i) => i.id)).toEqual(['inv-9', 'inv-8']);
    const kari = t.client(await t.asCustomer(KARI));
    expect((await listProviderInvoices(kari, { query: { provider: JSON.stringify({ invoiceNo: '1006' }) } })).data).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v3/invoices/invoices?provider=notjson', headers: bearer(await t.asCustomer(KARI)) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('provider must be a JSON-encoded object');
  });
});

describe('invoice documents', () => {
  it('serves a valid PDF with the invoice number and amount through a short-lived token', async () => {
    const token = await shortToken(await t.asCustomer(KARI));
    const res = await t.app.inject({ method: 'GET', url: docUrl(KARI_ACCOUNT, token, { invoiceNo: '1007' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Invoice 1007) Tj');
    expect(pdf).toContain('Amount: 700.00 NOK');
    // The cross-reference table points at each object exactly.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('redirects to an external invoice, 404 for a missing one and an unknown reference', async () => {
    const token = await shortToken(await t.asCustomer(KARI));
    const ext = await t.app.inject({ method: 'GET', url: docUrl(KARI_ACCOUNT, token, { invoiceNo: '1008' }) });
    expect(ext.statusCode).toBe(302);
    expect(ext.headers.location).toBe('https://provider.example/invoices/1008');
    const requests = await t.app.inject({ method: 'GET', url: docUrl(KARI_ACCOUNT, token, { invoiceNo: '1008' }, '&returnExternalRequests=true') });
    expect(JSON.parse(requests.body)).toEqual({ requests: [{ method: 'GET', url: 'https://provider.example/invoices/1008' }] });
    expect((await t.app.inject({ method: 'GET', url: docUrl(KARI_ACCOUNT, token, { invoiceNo: '9999' }) })).statusCode).toBe(404);
    // inv-9 is 'missing': no provider reference names it, and invoiceFile has no document for it.
    expect(await invoiceFile(t.db, KARI_ACCOUNT, 'inv-9')).toBeUndefined();
    expect((await invoiceFile(t.db, KARI_ACCOUNT, 'inv-7'))?.contentType).toBe('application/pdf');
    expect((await invoiceFile(t.db, KARI_ACCOUNT, 'inv-8'))?.url).toBe('https://provider.example/invoices/1008');
  });

  it("refuses another account's document (404) and a link without a valid token (401)", async () => {
    const token = await shortToken(await t.asCustomer(KARI));
    expect((await t.app.inject({ method: 'GET', url: docUrl(OLA_ACCOUNT, token, { invoiceNo: '1006' }) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: docUrl(KARI_ACCOUNT, 'garbage.token.x', { invoiceNo: '1007' }) })).statusCode).toBe(401);
  });
});
