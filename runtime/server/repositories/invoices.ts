/**
 * Invoices of an account (platform-contract §3 Invoice), newest first, and their documents: 'pdf'
 * invoices get a small PDF made from the invoice itself, 'external' ones point at the provider's
 * page (the provider reference's url), 'missing' ones have none (docs/decisions.md "Invoice object type").
 */
import { invoiceTotalAmount, type Invoice, type InvoiceProviderReference, type InvoiceStatus } from '../../../schemas/invoice.js';
import type { Currency, PriceZone } from '../../../schemas/geography.js';
import { one, type Queryable } from '../db/database.js';
import { invoicePdf } from '../invoice-pdf.js';

interface InvoiceRow {
  account_id: string;
  doc: Invoice;
}

export async function insertInvoice(q: Queryable, accountId: string, i: Invoice): Promise<void> {
  await q.query(
    `INSERT INTO invoices (account_id, id, invoice_number, create_date, start_date, status, object_type, provider, doc)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [accountId, i.id, i.invoiceNumber, i.createDate, i.startDate, i.invoiceStatus, i.invoice.type, i.invoice.provider ? JSON.stringify(i.invoice.provider) : null, JSON.stringify(i)],
  );
}

const NEWEST = 'ORDER BY i.create_date DESC, i.start_date DESC, i.id DESC';

/** An account's invoices, newest first; limit 0 means all. */
export async function invoicesOfAccount(q: Queryable, accountId: string, options: { readonly limit: number }): Promise<Invoice[]> {
  const limit = options.limit > 0 ? `LIMIT ${Math.floor(options.limit)}` : '';
  const rows = await q.query<InvoiceRow>(`SELECT i.doc FROM invoices i WHERE i.account_id = $1 ${NEWEST} ${limit}`, [accountId]);
  return rows.rows.map((r) => r.doc);
}

export async function invoiceOfAccount(q: Queryable, accountId: string, invoiceId: string): Promise<Invoice | undefined> {
  return (await one<InvoiceRow>(q, 'SELECT doc FROM invoices WHERE account_id = $1 AND id = $2', [accountId, invoiceId]))?.doc;
}

/** How many of the account's invoices are unpaid, and their total (invoices without an amount count as 0). */
export async function unpaidOfAccount(q: Queryable, accountId: string): Promise<{ count: number; amount: number }> {
  const rows = await q.query<InvoiceRow>("SELECT doc FROM invoices WHERE account_id = $1 AND status = 'UNPAID'", [accountId]);
  const amount = rows.rows.reduce((sum, r) => sum + Math.max(0, invoiceTotalAmount(r.doc) ?? 0), 0);
  return { count: rows.rows.length, amount: Math.round(amount * 100) / 100 };
}

export interface InvoiceSearch {
  /** Undefined: every organisation the caller reaches (platform-wide staff). */
  readonly organisation?: string;
  readonly accountIds?: readonly string[];
  /** The provider reference: `customerId` names the account by its customer number; other keys must match the invoice's reference. */
  readonly provider: InvoiceProviderReference;
  readonly status?: InvoiceStatus;
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly limit: number;
}

export interface FoundInvoice {
  readonly accountId: string;
  readonly invoice: Invoice;
}

export async function searchInvoices(q: Queryable, s: InvoiceSearch): Promise<FoundInvoice[]> {
  const { customerId, ...reference } = s.provider;
  const parts: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(`$${values.length}`));
  };
  if (s.organisation !== undefined) add((p) => `a.organisation = ${p}`, s.organisation);
  if (s.accountIds) add((p) => `i.account_id = ANY(${p})`, s.accountIds);
  if (customerId !== undefined && customerId !== null) add((p) => `a.customer_id = ${p}`, String(customerId));
  if (Object.keys(reference).length > 0) add((p) => `coalesce(i.provider, '{}'::jsonb) @> ${p}::jsonb`, JSON.stringify(reference));
  if (s.status) add((p) => `i.status = ${p}`, s.status);
  if (s.fromDate) add((p) => `i.create_date >= ${p}::date`, s.fromDate);
  if (s.toDate) add((p) => `i.create_date <= ${p}::date`, s.toDate);
  const limit = s.limit > 0 ? `LIMIT ${Math.floor(s.limit)}` : '';
  const rows = await q.query<InvoiceRow>(
    `SELECT i.account_id, i.doc FROM invoices i JOIN accounts a ON a.id = i.account_id ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''} ${NEWEST} ${limit}`,
    values,
  );
  return rows.rows.map((r) => ({ accountId: r.account_id, invoice: r.doc }));
}

/** An invoice of the organisation by its invoice number (the provider calls' invoiceNo). */
export async function invoiceByNumber(q: Queryable, organisation: string, invoiceNumber: string): Promise<FoundInvoice | undefined> {
  const row = await one<InvoiceRow>(
    q,
    `SELECT i.account_id, i.doc FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE a.organisation = $1 AND i.invoice_number = $2 ${NEWEST} LIMIT 1`,
    [organisation, invoiceNumber],
  );
  return row && { accountId: row.account_id, invoice: row.doc };
}

// —— documents ——

export interface InvoiceDocumentFile {
  readonly contentType: string;
  readonly body: Buffer;
  readonly filename: string;
  /** Set for 'external' invoices: the provider's page; a handler may redirect there instead of sending the body. */
  readonly url?: string;
}

/** The provider's page of an 'external' invoice: its reference's url, when it is an http(s) URL. */
export function externalInvoiceUrl(invoice: Invoice): string | undefined {
  const url = invoice.invoice.provider?.url;
  return typeof url === 'string' && /^https?:\/\/\S+$/i.test(url) ? url : undefined;
}

/** The document of an invoice, or undefined when it has none ('missing', or 'external' without a url). */
export function invoiceDocument(invoice: Invoice, currency?: string): InvoiceDocumentFile | undefined {
  const safeName = invoice.invoiceNumber.replace(/[^\w.-]/g, '_');
  switch (invoice.invoice.type) {
    case 'pdf':
      return { contentType: 'application/pdf', body: invoicePdf(invoice, currency), filename: `invoice-${safeName}.pdf` };
    case 'external': {
      const url = externalInvoiceUrl(invoice);
      return url ? { contentType: 'text/uri-list', body: Buffer.from(`${url}\r\n`), filename: `invoice-${safeName}.url`, url } : undefined;
    }
    case 'missing':
      return undefined;
  }
}

/** E1's getAccountInvoiceFile: the document of one of the account's invoices, or undefined (→ 404). */
export async function invoiceFile(q: Queryable, accountId: string, invoiceId: string): Promise<InvoiceDocumentFile | undefined> {
  const invoice = await invoiceOfAccount(q, accountId, invoiceId);
  return invoice && invoiceDocument(invoice);
}

/** The currency of an account: its first location's price zone's country (none without a location). */
export async function accountCurrency(q: Queryable, accountId: string): Promise<Currency | undefined> {
  const r = await q.query<{ price_zone: PriceZone }>('SELECT price_zone FROM locations WHERE account_id = $1 ORDER BY created_at, id LIMIT 1', [accountId]);
  const zone = r.rows[0]?.price_zone;
  return zone === undefined ? undefined : zone.startsWith('NO') ? 'NOK' : zone.startsWith('SE') ? 'SEK' : 'EUR';
}
