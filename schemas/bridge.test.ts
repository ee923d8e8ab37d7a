import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BridgeConfiguration, BridgeCustomerSearchOption, BridgeFetchIds, BridgeSearchBody } from './bridge.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const A = '64b7f0c2a1d3e4f5a6b7c901';
const B = '64b7f0c2a1d3e4f5a6b7c902';

describe('bridge (back-office §3 Bridge configuration, §7 Bridge and layout)', () => {
  it('defaults: username and password, search by customerId, nothing editable, no monthly reports, Ngenic on', () => {
    expect(BridgeConfiguration.parse({})).toEqual({
      defaultSignInMethod: 'usernameAndPassword',
      customerSearchOptions: ['customerId'],
      defaultCustomerSearchOption: 'customerId',
      editableUserProperties: [],
      monthlyReportsEnabled: false,
      ngenicEnabled: true,
    });
  });

  it('searches by personalId, customerId, organisationId or email', () => {
    expect(BridgeCustomerSearchOption.options).toEqual(['personalId', 'customerId', 'organisationId', 'email']);
  });

  it.each([
    [{ customerSearchOptions: ['email'], defaultCustomerSearchOption: 'email' }, null],
    [{ customerSearchOptions: ['email'] }, 'The default search option must be one of the search options'],
    [{ supportContactAddress: 'support' }, 'Invalid email address'],
  ])('configuration %j → %s', (value, expected) => {
    expect(firstMessage(BridgeConfiguration, value)).toBe(expected);
  });

  it.each([
    [A, null],
    [`${A},${B}`, null],
    [`${A},${A}`, 'ids must be unique'],
    [`${A},x`, 'ids must be a comma-separated list of 24-hex account ids'],
    ['', 'ids must be a comma-separated list of 24-hex account ids'],
  ])('fetch ids %j → %s', (value, expected) => {
    expect(firstMessage(BridgeFetchIds, value)).toBe(expected);
  });

  it('search body defaults to page 1 of 25', () => {
    expect(BridgeSearchBody.parse({ searchBy: 'customerId', query: ' 100234 ' })).toEqual({ searchBy: 'customerId', query: '100234', page: 1, limit: 25 });
  });
});
