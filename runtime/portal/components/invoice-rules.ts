/**
 * portal §2 Invoices, §3 Invoice: the rules the invoices page and the dashboard share — the order of
 * the table, which invoices can be opened, the amount (the info list's totalAmount) and what is
 * left to pay.
 */
import { Currency } from '../../../schemas/geography.js';
import { invoiceTotalAmount, type Invoice, type InvoiceStatus } from '../../../schemas/invoice.js';

export type InvoiceSortKey = 'date' | 'amount' | 'status';
export type SortDirection = 'ascending' | 'descending';

export interface InvoiceSort {
  readonly key: InvoiceSortKey;
  readonly direction: SortDirection;
}

/** portal §2: "table of invoices (sorted by date descending)". */
export const DEFAULT_INVOICE_SORT: InvoiceSort = { key: 'date', direction: 'descending' };

/** Ascending status puts what still needs paying first. */
const STATUS_ORDER: Readonly<Record<InvoiceStatus, number>> = { UNPAID: 0, PAID: 1 };

/** A header click: the sorted column flips; another column starts ascending, the date newest first. */
export function nextSort(current: InvoiceSort, key: InvoiceSortKey): InvoiceSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'date' ? 'descending' : 'ascending' };
}

/** ISO dates and instants order as plain strings; localeCompare would load the browser's collation data. */
const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first: the period's start, then the day it was made. */
function byDateDescending(a: Invoice, b: Invoice): number {
  return compareIso(b.startDate, a.startDate) || compareIso(b.createDate, a.createDate);
}

/**
 * The invoices in `sort` order; equal amounts or statuses stay newest first, and an invoice without
 * an amount always comes last (it has nothing to compare).
 */
export function sortInvoices(invoices: readonly Invoice[], sort: InvoiceSort): Invoice[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...invoices].sort((a, b) => {
    if (sort.key === 'date') return sign * -byDateDescending(a, b);
    if (sort.key === 'status') return sign * (STATUS_ORDER[a.invoiceStatus] - STATUS_ORDER[b.invoiceStatus]) || byDateDescending(a, b);
    const x = invoiceTotalAmount(a);
    const y = invoiceTotalAmount(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || byDateDescending(a, b);
    return sign * (x - y) || byDateDescending(a, b);
  });
}

/** portal §2: "actions are hidden when the invoice object type is 'missing'". */
export function canOpenInvoice(invoice: Pick<Invoice, 'invoice'>): boolean {
  return invoice.invoice.type !== 'missing';
}

/** The invoice's own currency (its info list's 'currency'), else the tenant's. */
export function invoiceCurrency(invoice: Pick<Invoice, 'info'>, fallback: Currency): Currency {
  const parsed = Currency.safeParse(invoice.info.find((i) => i.key === 'currency')?.value);
  return parsed.success ? parsed.data : fallback;
}

export interface UnpaidSummary {
  readonly count: number;
  /** The sum of the unpaid invoices' amounts (those without an amount add nothing). */
  readonly total: number;
  readonly currency: Currency;
}

/** What is left to pay: the UNPAID invoices, counted and summed (rounded to the minor unit). */
export function unpaidSummary(invoices: readonly Invoice[], fallback: Currency): UnpaidSummary {
  const unpaid = invoices.filter((i) => i.invoiceStatus === 'UNPAID');
  const total = unpaid.reduce((sum, i) => sum + (invoiceTotalAmount(i) ?? 0), 0);
  return { count: unpaid.length, total: Math.round(total * 100) / 100, currency: unpaid[0] ? invoiceCurrency(unpaid[0], fallback) : fallback };
}
