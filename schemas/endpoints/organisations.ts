/**
 * Organisation calls (platform-contract §7 Organisation, base /v3/account/organisations/{org}): the
 * organisation's energy-provider integration. "provider passed as encoded JSON"; "Exact methods: not
 * shown": reads are GET, validate is POST (docs/decisions.md "Organisation calls").
 * The portal's getExternalUrl is GET …/externaluri ("Portal wrappers and platform calls").
 */
import { z } from 'zod';
import { FileBody, ok } from '../core/envelope.js';
import { IsoDate } from '../core/primitives.js';
import { Agreement, PriceItem } from '../agreement.js';
import { EncodedProvider, ExternalUrl, Invoice } from '../invoice.js';
import { LocationData } from '../location.js';
import {
  ProviderCustomer, ProviderCustomerValidation, ProviderRecord, ProviderSeriesPoint, ProviderView, ValidateProviderCustomerBody,
} from '../provider.js';
import { CUSTOMER_STAFF, access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrgParams } from './params.js';

const BASE = '/v3/account/organisations/{org}' as const;
const ORG = 'platform-contract §7 Organisation' as const;
const DECISION = 'Organisation calls';

const Provider = z.object({ provider: EncodedProvider });
const SiteQuery = Provider.extend({ siteId: z.string().min(1) });
const PeriodQuery = SiteQuery.extend({ from: IsoDate, to: IsoDate });
const CustomerQuery = Provider.extend({ customerId: z.string().min(1) });
const InvoiceQuery = Provider.extend({ invoiceNo: z.string().min(1) });

export const organisationsArea = defineArea('organisations', "The organisation's energy-provider integration: customers, sites, data, agreements, prices, invoices and links", {
  searchProviderCustomers: endpoint({
    method: 'GET', path: `${BASE}/search`, summary: "Search the provider's customers",
    params: OrgParams, query: Provider.extend({ q: z.string().min(1) }), responses: { 200: ok(z.array(ProviderCustomer)) },
    access: access.customerStaff, spec: ORG, decision: DECISION,
  }),
  getProviderSites: endpoint({
    method: 'GET', path: `${BASE}/sites`, summary: "A customer's sites at the provider",
    params: OrgParams, query: CustomerQuery, responses: { 200: ok(z.array(LocationData)), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderLocations: endpoint({
    method: 'GET', path: `${BASE}/locations`, summary: "A customer's locations (addresses) at the provider",
    params: OrgParams, query: CustomerQuery, responses: { 200: ok(z.array(LocationData)), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderCustomer: endpoint({
    method: 'GET', path: `${BASE}/customer`, summary: 'A customer as the provider knows them',
    params: OrgParams, query: CustomerQuery, responses: { 200: ok(ProviderCustomer), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderConsumption: endpoint({
    method: 'GET', path: `${BASE}/consumption`, summary: "A site's consumption at the provider for a period",
    params: OrgParams, query: PeriodQuery, responses: { 200: ok(z.array(ProviderSeriesPoint)), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderAgreements: endpoint({
    method: 'GET', path: `${BASE}/agreements`, summary: "A site's agreements at the provider",
    params: OrgParams, query: SiteQuery, responses: { 200: ok(z.array(Agreement)), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderPrices: endpoint({
    method: 'GET', path: `${BASE}/prices`, summary: "A site's prices at the provider",
    params: OrgParams, query: SiteQuery, responses: { 200: ok(z.array(PriceItem)), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderInvoiceStream: endpoint({
    method: 'GET', path: `${BASE}/invoicestream`, summary: "Stream an invoice document from the provider's system",
    params: OrgParams, query: InvoiceQuery,
    responses: { 200: FileBody, ...errors(404) },
    produces: 'application/pdf', access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderProduction: endpoint({
    method: 'GET', path: `${BASE}/production`, summary: "A site's production at the provider for a period",
    params: OrgParams, query: PeriodQuery, responses: { 200: ok(z.array(ProviderSeriesPoint)), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getExternalUrl: endpoint({
    method: 'GET', path: `${BASE}/externaluri`,
    summary: 'Build a link from a configured provider url (portal getExternalUrl): the invoice frame adds invoiceNo, the dashboard adds siteId',
    params: OrgParams,
    query: z.object({
      url: z.string().min(1).meta({ description: 'The configured url (or its configuration key)' }),
      invoiceNo: z.string().min(1).optional(),
      siteId: z.string().min(1).optional(),
      provider: EncodedProvider.optional(),
    }),
    responses: { 200: ok(ExternalUrl), ...errors(404) },
    access: access.customerRead, spec: [ORG, 'portal §7'], decision: 'Portal wrappers and platform calls',
  }),
  getProviderWebview: endpoint({
    method: 'GET', path: `${BASE}/webview`, summary: "A signed link to the provider's embedded page (account, dashboard or agreement frame)",
    params: OrgParams,
    query: Provider.partial().extend({ view: ProviderView, siteId: z.string().min(1).optional() }),
    responses: { 200: ok(ExternalUrl), ...errors(404) },
    access: access.customerRead, spec: [ORG, 'portal §1', 'portal §2 Dashboard'], decision: DECISION,
  }),
  getProviderConfig: endpoint({
    method: 'GET', path: `${BASE}/config`, summary: "The organisation's provider integration settings (opaque)",
    params: OrgParams, query: Provider.partial(), responses: { 200: ok(ProviderRecord) },
    access: access.staff(...CUSTOMER_STAFF, 'ORG_DEVELOPER'), spec: ORG, decision: DECISION,
  }),
  validateProviderCustomer: endpoint({
    method: 'POST', path: `${BASE}/validate`, summary: 'Check that a customer exists at the provider before an account is created',
    params: OrgParams,
    body: ValidateProviderCustomerBody,
    responses: { 200: ok(ProviderCustomerValidation) },
    access: access.customerStaff, spec: ORG, decision: DECISION,
  }),
  getProviderExternalIot: endpoint({
    method: 'GET', path: `${BASE}/externaliot`, summary: "A site's devices in the provider's own IoT system (opaque)",
    params: OrgParams, query: SiteQuery, responses: { 200: ok(ProviderRecord), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
  getProviderInvoice: endpoint({
    method: 'GET', path: `${BASE}/invoice`, summary: 'One invoice from the provider',
    params: OrgParams, query: InvoiceQuery, responses: { 200: ok(Invoice), ...errors(404) },
    access: access.customerRead, spec: ORG, decision: DECISION,
  }),
});
