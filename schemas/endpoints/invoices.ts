/**
 * The invoice service (platform-contract §7 "Insights, invoices…", base /v3/invoices). The portal's
 * getInvoiceUrl is the invoice document URL here (docs/decisions.md "Portal wrappers
 * and platform calls"); its getInvoices is GET /accounts/{id}/invoices (accounts.ts).
 */
import { z } from 'zod';
import { FileBody, ok } from '../core/envelope.js';
import { RequiredAccountId } from '../account.js';
import { Invoice, InvoiceDocumentQuery, InvoiceFavoriteData, InvoiceListQuery, InvoiceSearchQuery } from '../invoice.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const BASE = '/v3/invoices' as const;
const INV = 'platform-contract §7 Insights, invoices, reports, predictions, queues' as const;

const AccountParams = z.object({ accountId: RequiredAccountId });

export const invoicesArea = defineArea('invoices', 'Invoices of an account, the invoice favourite, provider invoices and invoice documents', {
  listAccountInvoices: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{accountId}/invoices`,
    summary: "List an account's invoices, newest first (default 24)",
    description: "Missing account id: 404 'Missing accountId'.",
    params: AccountParams,
    query: InvoiceListQuery,
    responses: { 200: ok(z.array(Invoice)), ...errors(404) },
    access: access.customerRead,
    spec: [INV, 'platform-contract §9', 'platform-contract §5'],
  }),
  getInvoiceFavoriteData: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{accountId}/invoices/favorite-data`,
    summary: 'What the invoice favourite of the home screen shows',
    params: AccountParams,
    query: InvoiceListQuery,
    responses: { 200: ok(InvoiceFavoriteData), ...errors(404) },
    access: access.customerRead,
    spec: [INV, 'back-office §3 Favorites (built-in)'],
    decision: 'Invoice favourite data',
  }),
  listProviderInvoices: endpoint({
    method: 'GET',
    path: `${BASE}/invoices`,
    summary: "List invoices from the provider's system (provider JSON-encoded, filters)",
    query: InvoiceSearchQuery,
    responses: { 200: ok(z.array(Invoice)) },
    access: access.customerRead,
    spec: INV,
    decision: 'Invoice search filters',
  }),
  getInvoiceUrl: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{accountId}/invoice`,
    summary: 'Open an invoice document by its provider reference (portal getInvoiceUrl: opened in a new window)',
    description:
      "A link the browser opens, authorised by the short-lived accessToken; without it: 404 'Missing token' (info 'Could not create token'). " +
      'returnExternalRequests=true answers the provider requests instead of the document.',
    params: AccountParams,
    query: InvoiceDocumentQuery,
    responses: { 200: FileBody, ...errors(404) },
    produces: 'application/pdf',
    access: access.customerRead,
    spec: [INV, 'portal §7', 'platform-contract §5', 'platform-contract §8'],
    decision: 'Portal wrappers and platform calls',
  }),
});
