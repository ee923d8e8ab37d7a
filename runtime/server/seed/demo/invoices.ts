/**
 * 24 months of invoices for an account, newest first: one per month of consumption, created on the
 * first of the following month. Amounts follow the season (winter dear, summer cheap) without any
 * randomness, so the same month always gives the same invoices.
 */
import type { Invoice, InvoiceObjectType, PaymentMethod } from '../../../../schemas/invoice.js';
import type { Currency } from '../../../../schemas/geography.js';
import { addDays, addMonths, isoDate, monthKey } from './calendar.js';
import { ocrNumber } from './identity-numbers.js';

export const INVOICE_MONTHS = 24;

export interface InvoiceSpec {
  readonly customerNumber: string;
  readonly currency: Currency;
  /** Average monthly amount in the currency. */
  readonly averageAmount: number;
  /** Average monthly consumption, kWh. */
  readonly averageKwh: number;
  readonly objectType: Exclude<InvoiceObjectType, 'missing'>;
  readonly paymentMethod: PaymentMethod;
  /** How many of the newest invoices are still unpaid. */
  readonly unpaid: number;
  /** Index (0 = newest) of an invoice the provider sent without a due date. */
  readonly withoutDueDate?: number;
  /** Index (0 = newest) of an invoice whose document is missing (the portal hides its actions). */
  readonly missingDocument?: number;
  /** Days from creation to due date. */
  readonly dueDays?: number;
}

/** Winter months cost more: a fixed seasonal curve, January first. */
const SEASON = [1.55, 1.45, 1.25, 1.0, 0.75, 0.6, 0.55, 0.6, 0.75, 1.0, 1.25, 1.45];

/** Invoices of the 24 months before the month of `base` (the first of the seeding month), newest first. */
export function buildInvoices(spec: InvoiceSpec, base: Date): Invoice[] {
  const out: Invoice[] = [];
  for (let i = 0; i < INVOICE_MONTHS; i++) {
    const periodStart = addMonths(base, -(i + 1));
    const created = addMonths(periodStart, 1);
    const season = SEASON[periodStart.getUTCMonth()] ?? 1;
    const kwh = Math.round(spec.averageKwh * season);
    const amount = Math.round(spec.averageAmount * season * 100) / 100;
    const ym = monthKey(periodStart).replace('-', '');
    const invoiceNumber = `${spec.customerNumber}-${ym}`;
    const type: InvoiceObjectType = i === spec.missingDocument ? 'missing' : spec.objectType;
    out.push({
      id: invoiceNumber,
      ocr: ocrNumber(`${spec.customerNumber}${ym}`),
      startDate: isoDate(periodStart),
      ...(i === spec.withoutDueDate ? {} : { dueDate: isoDate(addDays(created, spec.dueDays ?? 20)) }),
      createDate: isoDate(created),
      month: monthKey(periodStart),
      invoiceNumber,
      invoiceStatus: i < spec.unpaid ? 'UNPAID' : 'PAID',
      info: [
        { key: 'totalAmount', value: amount },
        { key: 'currency', value: spec.currency },
        { key: 'consumption', value: kwh },
        { key: 'consumptionUnit', value: 'kWh' },
        { key: 'periodEnd', value: isoDate(addDays(created, -1)) },
      ],
      invoice: type === 'missing' ? { type } : { type, provider: { system: 'bright-billing', customerNumber: spec.customerNumber, invoiceNumber } },
      paymentMethod: spec.paymentMethod,
    });
  }
  return out;
}
