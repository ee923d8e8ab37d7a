/**
 * Handlers of the invoices area (schemas/endpoints/invoices.ts): an account's invoices newest first,
 * the invoice favourite, the provider invoice search, and the invoice document link (authorised by
 * a short-lived accessToken the router reads from the query): a PDF for 'pdf' invoices, the
 * provider's page for 'external' ones, 404 for 'missing' ones.
 */
import { invoicesArea } from '../../../schemas/endpoints/invoices.js';
import type { InvoiceProviderReference } from '../../../schemas/invoice.js';
import { defineHandlers, file, redirect } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { reachAccount } from '../auth/reach.js';
import { PLATFORM_WIDE_SCOPES } from '../auth/principal.js';
import { accountCurrency, invoiceDocument, invoicesOfAccount, searchInvoices, unpaidOfAccount } from '../repositories/invoices.js';
import { listedAccounts } from './location-access.js';

/** The provider reference of a query: a JSON-encoded object (the schema checked it is one). */
export const providerOf = (encoded: string): InvoiceProviderReference => JSON.parse(encoded) as InvoiceProviderReference;

export const invoicesHandlers = defineHandlers(invoicesArea, {
  async listAccountInvoices(ctx) {
    const { db } = ctx.services;
    await reachAccount(db, ctx.principal, ctx.endpoint.access, ctx.params.accountId);
    return { data: await invoicesOfAccount(db, ctx.params.accountId, { limit: Number(ctx.query.limit) }) };
  },

  async getInvoiceFavoriteData(ctx) {
    const { db } = ctx.services;
    const { accountId } = ctx.params;
    await reachAccount(db, ctx.principal, ctx.endpoint.access, accountId);
    const [invoices, unpaid, currency] = await Promise.all([
      invoicesOfAccount(db, accountId, { limit: Number(ctx.query.limit) }), unpaidOfAccount(db, accountId), accountCurrency(db, accountId),
    ]);
    return { data: { invoices, unpaidCount: unpaid.count, unpaidAmount: unpaid.amount, ...(currency ? { currency } : {}) } };
  },

  async listProviderInvoices(ctx) {
    const { db } = ctx.services;
    const p = ctx.principal;
    const accountIds = await listedAccounts(db, p);
    const found = await searchInvoices(db, {
      // Organisation-bound callers search their organisation; platform-wide staff every one.
      ...(p.kind === 'staff' && PLATFORM_WIDE_SCOPES.has(p.scope) ? {} : { organisation: p.organisation }),
      ...(accountIds ? { accountIds } : {}),
      provider: providerOf(ctx.query.provider),
      ...(ctx.query.invoiceStatus ? { status: ctx.query.invoiceStatus } : {}),
      ...(ctx.query.fromDate ? { fromDate: ctx.query.fromDate } : {}),
      ...(ctx.query.toDate ? { toDate: ctx.query.toDate } : {}),
      limit: Number(ctx.query.limit),
    });
    return { data: found.map((f) => f.invoice) };
  },

  async getInvoiceUrl(ctx) {
    const { db } = ctx.services;
    const { accountId } = ctx.params;
    await reachAccount(db, ctx.principal, ctx.endpoint.access, accountId);
    const provider = providerOf(ctx.query.provider);
    // An empty reference names no invoice (it would match every one).
    if (Object.keys(provider).length === 0) throw problem('notFound');
    const [found] = await searchInvoices(db, { accountIds: [accountId], provider, limit: 1 });
    if (!found) throw problem('notFound');
    const doc = invoiceDocument(found.invoice, await accountCurrency(db, accountId));
    if (ctx.query.returnExternalRequests === 'true') {
      // The requests the platform makes to the provider for this document: only an external page is fetched from it.
      const requests = doc?.url ? [{ method: 'GET', url: doc.url }] : [];
      return file('application/json; charset=utf-8', JSON.stringify({ requests }));
    }
    if (!doc) throw problem('notFound');
    if (doc.url) return redirect(doc.url);
    // Shown in the window the portal opens, so no attachment filename (that would force a download).
    return file(doc.contentType, doc.body);
  },
});
