/** portal §2 Invoices, §3: table order, which invoices open, the amount and what is left to pay. */
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../schemas/invoice.js';
import { DEFAULT_INVOICE_SORT, canOpenInvoice, invoiceCurrency, nextSort, sortInvoices, unpaidSummary } from './invoice-rules.js';

function invoice(id: string, startDate: string, amount: number | undefined, status: Invoice['invoiceStatus'], extra: Partial<Invoice> = {}): Invoice {
  return {
    id, ocr: `ocr-${id}`, startDate, createDate: startDate, month: startDate.slice(0, 7), invoiceNumber: id, invoiceStatus: status,
    info: amount === undefined ? [] : [{ key: 'totalAmount', value: amount }], invoice: { type: 'pdf', provider: { invoiceNumber: id } }, ...extra,
  };
}

const list = [
  invoice('b', '2026-09-01', 900, 'PAID'),
  invoice('a', '2026-10-01', 1200, 'UNPAID'),
  invoice('d', '2026-07-01', undefined, 'PAID'),
  invoice('c', '2026-08-01', 300, 'UNPAID'),
];
const ids = (xs: readonly Invoice[]) => xs.map((x) => x.id);

describe('the invoice table order', () => {
  it('is newest first by default', () => {
    expect(ids(sortInvoices(list, DEFAULT_INVOICE_SORT))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by amount both ways, an invoice without an amount last either way', () => {
    expect(ids(sortInvoices(list, { key: 'amount', direction: 'ascending' }))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(sortInvoices(list, { key: 'amount', direction: 'descending' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by status with unpaid first when ascending, newest first within a status', () => {
    expect(ids(sortInvoices(list, { key: 'status', direction: 'ascending' }))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(sortInvoices(list, { key: 'status', direction: 'descending' }))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('reads a text amount and treats blank text as no amount', () => {
    const text = [invoice('x', '2026-01-01', undefined, 'PAID', { info: [{ key: 'totalAmount', value: '50.5' }] }), invoice('y', '2026-02-01', undefined, 'PAID', { info: [{ key: 'totalAmount', value: ' ' }] }), invoice('z', '2026-03-01', 10, 'PAID')];
    expect(ids(sortInvoices(text, { key: 'amount', direction: 'descending' }))).toEqual(['x', 'z', 'y']);
  });

  it('flips the sorted column on a second click; another column starts ascending, the date newest first', () => {
    const amount = nextSort(DEFAULT_INVOICE_SORT, 'amount');
    expect(amount).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort(amount, 'amount')).toEqual({ key: 'amount', direction: 'descending' });
    expect(nextSort(amount, 'status')).toEqual({ key: 'status', direction: 'ascending' });
    expect(nextSort(amount, 'date')).toEqual(DEFAULT_INVOICE_SORT);
  });
});

describe('invoice details', () => {
  it("hides the actions of an invoice whose document type is 'missing'", () => {
    expect(canOpenInvoice({ invoice: { type: 'missing' } })).toBe(false);
    expect(canOpenInvoice({ invoice: { type: 'pdf' } })).toBe(true);
    expect(canOpenInvoice({ invoice: { type: 'external' } })).toBe(true);
  });

  it("uses the invoice's own currency when its info list names a known one, else the tenant's", () => {
    expect(invoiceCurrency({ info: [{ key: 'currency', value: 'SEK' }] }, 'NOK')).toBe('SEK');
    expect(invoiceCurrency({ info: [{ key: 'currency', value: 'USD' }] }, 'NOK')).toBe('NOK');
    expect(invoiceCurrency({ info: [] }, 'EUR')).toBe('EUR');
  });

  it('counts and sums the unpaid invoices, to the minor unit', () => {
    const unpaid = [invoice('a', '2026-10-01', 0.1, 'UNPAID'), invoice('b', '2026-09-01', 0.2, 'UNPAID'), invoice('c', '2026-08-01', undefined, 'UNPAID'), invoice('d', '2026-07-01', 99, 'PAID')];
    expect(unpaidSummary(unpaid, 'NOK')).toEqual({ count: 3, total: 0.3, currency: 'NOK' });
    expect(unpaidSummary([], 'SEK')).toEqual({ count: 0, total: 0, currency: 'SEK' });
  });
});
