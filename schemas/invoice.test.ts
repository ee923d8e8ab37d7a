import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  ENCODED_PROVIDER_MESSAGE, EncodedProvider, INVOICES_DEFAULT_LIMIT, InvoiceDocumentQuery, InvoiceFileQuery, InvoiceListQuery, PaymentMethod,
  invoiceDomain, invoiceTotalAmount,
} from './invoice.js';
import { errorCatalogue } from './errors.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('invoice constants and enumerations (platform-contract §3, §9)', () => {
  it('INVOICES_DEFAULT_LIMIT is 24', () => expect(INVOICES_DEFAULT_LIMIT).toBe(24));
  it('payment methods', () =>
    expect([...PaymentMethod.options]).toEqual(['autogiro', 'sms', 'swish', 'e-faktura', 'paper', 'svefaktura', 'email', 'manual', 'local', 'noDelivery']));
  it('the manifest lists every rule', () => expect(Object.keys(invoiceDomain.rules).sort()).toEqual(['encodedProvider', 'invoiceLinkToken', 'invoiceListLimit']));
});

describe("short token required for invoice links: 'Missing token' (platform-contract §5, §8)", () => {
  it('the message is the catalogue entry', () => expect(errorCatalogue.missingToken.message).toBe('Missing token'));
  it.each([
    ['token given', { accessToken: 'eyJ.short' }, null],
    ['no token', {}, 'Missing token'],
    ['empty token', { accessToken: '' }, 'Missing token'],
  ])('%s', (_case, query, message) => expect(firstMessage(InvoiceFileQuery, query)).toBe(message));

  it('the invoice document URL needs it too', () =>
    expect(firstMessage(InvoiceDocumentQuery, { provider: '{"id":"D-77"}' })).toBe('Missing token'));
});

describe('provider passed as encoded JSON (platform-contract §7)', () => {
  it.each([
    ['an object', '{"system":"billing","documentId":"D-77"}', null],
    ['an empty object', '{}', null],
    ['plain text', 'billing', ENCODED_PROVIDER_MESSAGE],
    ['a list', '[1,2]', ENCODED_PROVIDER_MESSAGE],
    ['null', 'null', ENCODED_PROVIDER_MESSAGE],
  ])('%s', (_case, value, message) => expect(firstMessage(EncodedProvider, value)).toBe(message));
});

describe('invoices default fetch 24 (platform-contract §7 Accounts, §9)', () => {
  it.each([
    ['no limit → 24', {}, '24'],
    ['limit 3', { limit: '3' }, '3'],
  ])('%s', (_case, query, limit) => expect(InvoiceListQuery.parse(query).limit).toBe(limit));
  it('limit is digits only', () => expect(firstMessage(InvoiceListQuery, { limit: 'ten' })).toBe('Digits only'));
});

describe('the amount is read from the info entry totalAmount (portal §3)', () => {
  it.each([
    ['number', [{ key: 'totalAmount', value: 1234.5 }], 1234.5],
    ['numeric text', [{ key: 'totalAmount', value: '99.5' }], 99.5],
    ['missing', [{ key: 'period', value: 'October' }], undefined],
    ['not a number', [{ key: 'totalAmount', value: 'n/a' }], undefined],
    ['empty text (not 0)', [{ key: 'totalAmount', value: '' }], undefined],
    ['blank text (not 0)', [{ key: 'totalAmount', value: '  ' }], undefined],
  ])('%s', (_case, info, amount) => expect(invoiceTotalAmount({ info })).toBe(amount));
});
