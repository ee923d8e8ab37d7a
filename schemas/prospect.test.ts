import { describe, it, expect } from 'vitest';
import { ProspectAccountType, ProspectStatus, prospectDomain } from './prospect.js';

describe('prospect enumerations (platform-contract §3, portal §4)', () => {
  it.each([
    ['ProspectAccountType', ProspectAccountType.options, ['CUSTOMER', 'USER']],
    ['ProspectStatus', ProspectStatus.options, [
      'new', 'updated', 'provider_pending', 'provider_resolved', 'provider_failed', 'valid',
      'account_waiting', 'account_pending', 'account_resolved', 'account_failed', 'signed_in', 'abandoned',
    ]],
  ])('%s', (_name, options, expected) => expect([...options]).toEqual(expected));

  it('the manifest lists every rule (none: the prospect bodies are checked by their shapes)', () => {
    expect(Object.keys(prospectDomain.rules)).toEqual([]);
  });
});
