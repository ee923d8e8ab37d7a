import { describe, expect, it } from 'vitest';
import { PROVIDER_CUSTOMER_KEY_MESSAGE, ProviderView, ValidateProviderCustomerBody, providerDomain } from './provider.js';
import { organisationsArea } from './endpoints/organisations.js';

const firstMessage = (value: unknown) => {
  const r = ValidateProviderCustomerBody.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('provider customer check: customerId or personalId (platform-contract §7 Organisation; docs/decisions.md "Organisation calls")', () => {
  it.each([
    ['customerId', { customerId: 'C-1001' }, null],
    ['personalId', { personalId: '199001011234' }, null],
    ['both', { customerId: 'C-1001', personalId: '199001011234' }, null],
    ['provider only', { provider: '{"id":"P-1"}' }, 'Give customerId or personalId'],
    ['empty body', {}, 'Give customerId or personalId'],
  ])('%s → %s', (_case, value, expected) => {
    expect(firstMessage(value)).toBe(expected);
  });

  it('is registered with its message, and is the validate call\'s body', () => {
    expect(providerDomain.rules.providerCustomerKey.messages).toEqual([PROVIDER_CUSTOMER_KEY_MESSAGE]);
    expect(organisationsArea.endpoints.validateProviderCustomer.body).toBe(ValidateProviderCustomerBody);
  });

  it('webview views: account, dashboard, agreement', () => {
    expect(ProviderView.options).toEqual(['account', 'dashboard', 'agreement']);
    expect(organisationsArea.endpoints.getProviderWebview.query.shape.view).toBe(ProviderView);
  });
});
