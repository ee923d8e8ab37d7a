/**
 * Invoices and payment methods (platform-contract §3 Invoice and agreement, §5, §7; portal §2
 * Invoices, §3, §8).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { BooleanString, DigitString, IsoDate, MonthKey, PRIMITIVE_MESSAGES, jsonObjectString, WebUrl } from './core/primitives.js';
import { Currency } from './geography.js';
import { errorCatalogue } from './errors.js';
import { ShortLivedToken } from './auth.js';

/** platform-contract §9, back-office §9: "Invoices default fetch 24". */
export const INVOICES_DEFAULT_LIMIT = 24;
/** portal §2 Dashboard, §9: "'Latest invoices' card with up to 3 invoices". */
export const LATEST_INVOICES_COUNT = 3;

// —— enums ——

/**
 * platform-contract §3, portal §2: "invoiceStatus (UNPAID or a paid state)". The paid state is PAID:
 * docs/decisions.md "Invoice status".
 */
export const InvoiceStatus = z.enum(['UNPAID', 'PAID']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/**
 * platform-contract §3 "invoice object with type and provider reference"; portal §2 "actions are hidden
 * when the invoice object type is 'missing'". docs/decisions.md "Invoice object type".
 */
export const InvoiceObjectType = z.enum(['pdf', 'external', 'missing']);
export type InvoiceObjectType = z.infer<typeof InvoiceObjectType>;

/** platform-contract §3, portal §3: the ten payment methods (e-faktura with its dash kept). */
export const PaymentMethod = z.enum(['autogiro', 'sms', 'swish', 'e-faktura', 'paper', 'svefaktura', 'email', 'manual', 'local', 'noDelivery']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

// —— entities ——

/** platform-contract §3, portal §3: "info list of key/value entries (totalAmount is read)". */
export const InvoiceInfoItem = z
  .object({ key: z.string().min(1), value: z.union([z.string(), z.number()]) })
  .meta({ title: 'Invoice info' });
export type InvoiceInfoItem = z.infer<typeof InvoiceInfoItem>;

/** The info key clients read for the amount (portal §3). */
export const INVOICE_TOTAL_AMOUNT_KEY = 'totalAmount';

/**
 * The provider reference of an invoice: an opaque record from the energy provider's system, passed back
 * JSON-encoded ("provider passed as encoded JSON", platform-contract §7). decision "Invoice provider reference".
 */
export const InvoiceProviderReference = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ title: 'Provider reference', description: "Where the invoice lives in the provider's system" });
export type InvoiceProviderReference = z.infer<typeof InvoiceProviderReference>;

/** platform-contract §3: "invoice object with type and provider reference". */
export const InvoiceDocument = z
  .object({ type: InvoiceObjectType, provider: InvoiceProviderReference.optional() })
  .meta({ title: 'Invoice document' });

/**
 * platform-contract §3: "Invoice: id, ocr, startDate, dueDate (may be missing), createDate, month,
 * invoice number, invoiceStatus (UNPAID or a paid state), info list of key/value entries (totalAmount
 * is read), invoice object with type and provider reference"; portal §3 the same. Payment method
 * added (platform-contract §3 Payment methods). Dates are calendar dates: decision "Invoice dates".
 */
export const Invoice = z
  .object({
    id: z.string().min(1),
    ocr: z.string().meta({ title: 'OCR' }),
    startDate: IsoDate,
    dueDate: IsoDate.optional().meta({ description: "May be missing: the portal shows 'missing due date'" }),
    createDate: IsoDate,
    month: MonthKey,
    invoiceNumber: z.string().min(1),
    invoiceStatus: InvoiceStatus,
    info: z.array(InvoiceInfoItem),
    invoice: InvoiceDocument,
    paymentMethod: PaymentMethod.optional(),
  })
  .meta({ title: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

/** The amount an invoice's info list carries under totalAmount, if any (portal §3). */
export function invoiceTotalAmount(invoice: Pick<Invoice, 'info'>): number | undefined {
  const v = invoice.info.find((i) => i.key === INVOICE_TOTAL_AMOUNT_KEY)?.value;
  // Number('') and Number('  ') are 0: blank text is no amount, like any other text that is not a number.
  const n = typeof v === 'number' ? v : v === undefined || v.trim() === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A link the browser opens (portal §7 getExternalUrl; organisation webview). */
export const ExternalUrl = z.object({ url: WebUrl }).meta({ title: 'Link' });

/**
 * platform-contract §7: GET …/invoices/favorite-data (limit): what the invoice favourite of the home
 * screen shows. decision "Invoice favourite data".
 */
export const InvoiceFavoriteData = z
  .object({
    invoices: z.array(Invoice).meta({ description: 'Latest invoices, newest first, at most limit' }),
    unpaidCount: z.number().int().min(0),
    unpaidAmount: z.number().min(0),
    currency: Currency.optional(),
  })
  .meta({ title: 'Invoice favourite' });

// —— queries and rules ——

/** Our message for a provider query that is not a JSON-encoded object. */
export const ENCODED_PROVIDER_MESSAGE = 'provider must be a JSON-encoded object';

/** platform-contract §7: "provider passed as encoded JSON" (invoices and organisation calls). */
export const EncodedProvider = jsonObjectString(ENCODED_PROVIDER_MESSAGE).meta({ description: 'JSON-encoded provider reference' });

/** platform-contract §7 Accounts: GET /accounts/{id}/invoices "query limit (default 24)"; GET /invoices/accounts/{accountId}/invoices (limit). */
export const InvoiceListQuery = z.object({
  limit: DigitString.default(String(INVOICES_DEFAULT_LIMIT)).meta({ description: `Invoices to return (default ${INVOICES_DEFAULT_LIMIT})` }),
});

/** platform-contract §7: invoice document URL "with accessToken, provider, optional returnExternalRequests". */
export const InvoiceDocumentQuery = z.object({
  accessToken: ShortLivedToken,
  provider: EncodedProvider,
  returnExternalRequests: BooleanString.optional().meta({ description: "'true': answer the provider requests made instead of the document" }),
});

/** platform-contract §7 Accounts: "invoice file at /accounts/{id}/invoices/{invoiceId}/invoice with accessToken". */
export const InvoiceFileQuery = z.object({ accessToken: ShortLivedToken });

/** platform-contract §7: GET /invoices/invoices "(provider encoded, other filters)": decision "Invoice search filters". */
export const InvoiceSearchQuery = z.object({
  provider: EncodedProvider,
  invoiceStatus: InvoiceStatus.optional(),
  fromDate: IsoDate.optional().meta({ description: 'Created on or after' }),
  toDate: IsoDate.optional().meta({ description: 'Created on or before' }),
  limit: InvoiceListQuery.shape.limit,
});

export const invoiceDomain = defineDomain({
  name: 'invoice',
  spec: ['platform-contract §3 Invoice and agreement', 'platform-contract §7 Insights, invoices, reports, predictions, queues', 'portal §3'],
  enums: { InvoiceStatus, InvoiceObjectType, PaymentMethod },
  entities: { InvoiceInfoItem, InvoiceProviderReference, InvoiceDocument, Invoice, ExternalUrl, InvoiceFavoriteData },
  rules: {
    invoiceLinkToken: rule({
      spec: 'platform-contract §5',
      summary: "Short token required for invoice links; without one: 'Missing token' (404, detail 'Could not create token')",
      schema: InvoiceFileQuery,
      messages: [errorCatalogue.missingToken.message],
    }),
    encodedProvider: rule({
      spec: 'platform-contract §7 Organisation',
      summary: 'Provider passed as encoded JSON',
      schema: EncodedProvider,
      messages: [ENCODED_PROVIDER_MESSAGE],
    }),
    invoiceListLimit: rule({
      spec: 'platform-contract §9',
      summary: 'Invoices default fetch 24; limit digits only',
      schema: InvoiceListQuery,
      messages: [PRIMITIVE_MESSAGES.digitsOnly],
    }),
  },
});
