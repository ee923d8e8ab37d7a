import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SECRET_DEFINITIONS, SecretKey, SecretSyncBody, SecretValueBody, SyncTarget, isCustomerFacingSecret, loadSecretDefinitions } from './secret.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const hark = { key: 'HARK_API_KEY', category: 'Hark', featureConfiguration: 'hark' };

describe('secrets (back-office §3 Secret, §5, §6, §8)', () => {
  it('knows only HARK_API_KEY, category Hark, linked to the hark configuration', () => {
    expect(SecretKey.options).toEqual(['HARK_API_KEY']);
    expect(SECRET_DEFINITIONS).toEqual([hark]);
  });

  it.each([
    ['abc', null],
    ['a', null],
    ['', 'Secret value must not be empty'],
    ['   ', 'Secret value must not be empty'],
  ])('value %j → %s', (value, expected) => {
    expect(firstMessage(SecretValueBody, { value })).toBe(expected);
  });

  it('trims the value', () => expect(SecretValueBody.parse({ value: '  k3y  ' }).value).toBe('k3y'));

  it.each([
    [[hark], null],
    [[hark, { ...hark, featureConfiguration: 'homeside' }], 'Duplicate secret key found'],
    [[{ ...hark, key: 'STRIPE_KEY' }], 'Unknown secret key'],
  ])('definitions %j at load → %s', (defs, expected) => {
    if (expected === null) expect(loadSecretDefinitions(defs)).toEqual(defs);
    else expect(() => loadSecretDefinitions(defs)).toThrow(expected);
  });

  it.each([
    [{ hark: { visibleForCustomers: true } }, true],
    [{ hark: { visibleForCustomers: false } }, false],
    [{ homeside: { visibleForCustomers: true } }, false],
    [{}, false],
  ])('HARK_API_KEY is customer-facing with %j: %s', (configs, expected) => {
    expect(isCustomerFacingSecret('HARK_API_KEY', configs)).toBe(expected);
  });

  it.each([
    ['local', null],
    ['staging', null],
    ['develop', null],
    ['production', 'Invalid option: expected one of "local"|"staging"|"develop"'],
  ])('sync target %s → %s', (targetEnvironment, expected) => {
    expect(SyncTarget.options).toEqual(['local', 'staging', 'develop']);
    expect(firstMessage(SecretSyncBody, { targetEnvironment, token: 't', secrets: [{ organisation: 'BRIGHT', key: 'HARK_API_KEY', value: 'v' }] })).toBe(expected);
  });
});
