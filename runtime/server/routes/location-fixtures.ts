/**
 * Test data for the locations, sites, invoices, organisations and support tests, written into an
 * empty migrated database (testApp({ seeded: false })) so the tests do not depend on what the demo
 * tenant holds: organisations BRIGHT and OTHER, kari (owner, with a guest) with a location,
 * agreements, inquiries and invoices, a second BRIGHT customer (ola), and OTHER's customer (otto) —
 * the locations and invoices written through the real seed loader.
 */
import type { Agreement, ThirdPartyDataInquiry } from '../../../schemas/agreement.js';
import type { Invoice } from '../../../schemas/invoice.js';
import type { Location } from '../../../schemas/location.js';
import type { Db } from '../db/database.js';
import { stableId } from '../ids.js';
import { loadCustomers } from '../seed/load-customers.js';
import type { DemoAccount, DemoTenant } from '../seed/demo-tenant.js';

export const KARI = stableId('test:user:kari');
export const KARI_ACCOUNT = stableId('test:account:kari');
export const OLA = stableId('test:user:ola');
export const OLA_ACCOUNT = stableId('test:account:ola');
export const GUEST = stableId('test:user:guest');
export const OTHER_USER = stableId('test:user:other');
export const OTHER_ACCOUNT = stableId('test:account:other');

export const KARI_LOCATION = stableId('test:location:kari');
export const OLA_LOCATION = stableId('test:location:ola');
export const OTHER_LOCATION = stableId('test:location:other');
export const INQUIRY = { pending: stableId('test:inq:pending'), accepted: stableId('test:inq:accepted'), rejected: stableId('test:inq:rejected') };

const START = new Date('2024-02-01T00:00:00Z');

export function location(id: string, accountId: string, organisation: string, code: string, over: Partial<Location> = {}): Location {
  return {
    _id: id, id: code, accountId, access: { accountId, organisation }, status: 'ACTIVE', createdAt: START,
    address: 'Storgata 1', zipCode: '0155', city: 'Oslo', priceZone: 'NO1',
    services: [
      {
        id: `${code}-c`, type: 'consumption_trade', status: 'active', measurementResolution: 'hour', measurementId: `707057500000${code}`,
        costResolution: 'hour', costId: `cost-${code}`, properties: { showSpotPrice: true, showCost: true, realtimeMeasurements: false }, startDate: START,
      },
      {
        id: `${code}-g`, type: 'consumption_grid', status: 'active', measurementResolution: '15min',
        costResolution: 'none', properties: { showSpotPrice: false, showCost: true, realtimeMeasurements: false }, startDate: START,
      },
    ],
    latitude: 59.91, longitude: 10.75,
    ...over,
  };
}

export const AGREEMENTS: Agreement[] = [
  {
    id: 'agr-1', type: 'hourlySpot', serviceType: 'consumption_trade', startDate: '2024-02-01', endDate: null,
    info: [{ key: 'status', value: 'active' }, { key: 'surcharge', value: '4.9', template: '{value} øre/kWh' }],
    prices: [{ name: 'Surcharge', value: 0.049, unit: 'kr/kWh', validFrom: '2024-02-01', validTo: null }],
  },
  {
    id: 'agr-2', type: 'fixed', serviceType: 'consumption_grid', startDate: '2024-02-01', endDate: null,
    info: [{ key: 'monthlyFee', value: '350' }],
    prices: [
      { name: 'Monthly fee', value: 300, unit: 'kr/month', validFrom: '2024-02-01', validTo: '2025-01-31' },
      { name: 'Monthly fee', value: 350, unit: 'kr/month', validFrom: '2025-02-01', validTo: null },
    ],
  },
];

export const INQUIRIES: ThirdPartyDataInquiry[] = [
  { _id: INQUIRY.pending, inquirer: 'Elvia', inquiryDate: new Date('2026-10-01T10:00:00Z'), status: 'pending' },
  { _id: INQUIRY.accepted, inquirer: 'Tibber', inquiryDate: new Date('2026-09-01T10:00:00Z'), status: 'accepted' },
  { _id: INQUIRY.rejected, inquirer: 'Strømfirma', inquiryDate: new Date('2026-08-01T10:00:00Z'), status: 'rejected' },
];

export function invoice(n: number, over: Partial<Invoice> = {}): Invoice {
  const month = String(n).padStart(2, '0');
  return {
    id: `inv-${n}`, ocr: `0000${n}`, startDate: `2026-${month}-01`, dueDate: `2026-${month}-28`, createDate: `2026-${month}-05`, month: `2026-${month}`,
    invoiceNumber: `10${month}`, invoiceStatus: 'PAID', info: [{ key: 'totalAmount', value: 100 * n }],
    invoice: { type: 'pdf', provider: { invoiceNo: `10${month}` } }, paymentMethod: 'e-faktura',
    ...over,
  };
}

export const INVOICES: Invoice[] = [
  invoice(9, { invoiceStatus: 'UNPAID', invoice: { type: 'missing' } }),
  invoice(8, { invoiceStatus: 'UNPAID', dueDate: undefined, invoice: { type: 'external', provider: { invoiceNo: '1008', url: 'https://provider.example/invoices/1008' } } }),
  invoice(7),
];

const account = (id: string, userId: string, organisation: string, customerId: string): DemoAccount['account'] => ({
  _id: id, accountType: 'CUSTOMER', organisation, createdAt: START, users: [{ userId, role: 'OWNER' }],
  accountOwner: { _id: userId, email: `${customerId}@example.no` }, provider: { customerId },
});

async function addCustomer(db: Db, organisation: string, userId: string, accountId: string, customerId: string, name: string, lastName?: string): Promise<void> {
  const doc = { _id: userId, firstName: name, ...(lastName ? { lastName } : {}) };
  await db.query('INSERT INTO users (id, organisation, username, email, doc) VALUES ($1, $2, $3, $4, $5)', [userId, organisation, `t-${name.toLowerCase()}`, `${name.toLowerCase()}@example.no`, doc]);
  await db.query('INSERT INTO accounts (id, organisation, customer_id, doc) VALUES ($1, $2, $3, $4)', [accountId, organisation, customerId, account(accountId, userId, organisation, customerId)]);
  await db.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'OWNER')", [accountId, userId]);
}

/** Adds ola (BRIGHT), a guest on kari's account, an OTHER organisation's customer, and everyone's locations, through loadCustomers. */
export async function addTestCustomers(db: Db, now: Date): Promise<void> {
  await db.query("INSERT INTO organisations (code) VALUES ('BRIGHT'), ('OTHER')");
  await addCustomer(db, 'BRIGHT', KARI, KARI_ACCOUNT, '100001', 'Kari', 'Nordmann');
  await addCustomer(db, 'BRIGHT', OLA, OLA_ACCOUNT, '200002', 'ola');
  await addCustomer(db, 'OTHER', OTHER_USER, OTHER_ACCOUNT, '300003', 'otto');
  await db.query('INSERT INTO users (id, organisation, username, doc) VALUES ($1, $2, $3, $4)', [GUEST, 'BRIGHT', 't-guest', { _id: GUEST, firstName: 'Gjest' }]);
  await db.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'GUEST')", [KARI_ACCOUNT, GUEST]);

  const tenant = (code: string, accounts: DemoAccount[]): DemoTenant => ({
    organisation: { code, name: code, tenant: 'NO' }, customers: [], accounts, admins: [], copy: [],
    releases: {} as DemoTenant['releases'], jobs: [], dynamicContent: [], iot: [],
  });
  const demoAccount = (id: string, userId: string, org: string, customerId: string, over: Partial<DemoAccount>): DemoAccount => ({
    account: account(id, userId, org, customerId), members: [], locations: [], invoices: [], supportMessages: [], ...over,
  });
  await db.tx(async (q) => {
    await loadCustomers(q, tenant('BRIGHT', [
      demoAccount(KARI_ACCOUNT, KARI, 'BRIGHT', '100001', {
        locations: [{
          location: location(KARI_LOCATION, KARI_ACCOUNT, 'BRIGHT', '1001'), agreements: AGREEMENTS, inquiries: INQUIRIES,
          homeProfile: { propertyType: 'HOUSE', numberOfResidens: 3, size: 140, heating: 'air', cars: ['electric'], gadgets: ['sauna'] },
        }],
        invoices: INVOICES,
      }),
      demoAccount(OLA_ACCOUNT, OLA, 'BRIGHT', '200002', {
        locations: [{
          location: location(OLA_LOCATION, OLA_ACCOUNT, 'BRIGHT', '2002', { status: 'PENDING', address: 'Kirkeveien 9', city: 'Bergen', priceZone: 'NO1' }),
          agreements: [], inquiries: [], homeProfile: { propertyType: 'HOUSE', numberOfResidens: 3 },
        }],
        invoices: [invoice(6, { invoice: { type: 'pdf', provider: { invoiceNo: '1006' } } })],
      }),
    ]), { config: { organisation: 'BRIGHT', tenant: 'NO' }, now });
    await loadCustomers(q, tenant('OTHER', [
      demoAccount(OTHER_ACCOUNT, OTHER_USER, 'OTHER', '300003', {
        locations: [{ location: location(OTHER_LOCATION, OTHER_ACCOUNT, 'OTHER', '3003'), agreements: AGREEMENTS, inquiries: [] }],
        invoices: [invoice(5)],
      }),
    ]), { config: { organisation: 'OTHER', tenant: 'NO' }, now });
  });
}
