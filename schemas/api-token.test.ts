import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_TOKEN_NAME_MIN_LENGTH, ApiTokenListQuery, ApiTokenScope, CreateApiTokenBody } from './api-token.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const body = { organisation: 'BRIGHT', name: 'CRM sync', tokenScopes: ['syncAccount'] };
const SHORT = 'API token name must be at least 3 characters';

describe('API tokens (back-office §3 ApiToken, §5, §9)', () => {
  it('exports the minimum name length and the three scopes', () => {
    expect(API_TOKEN_NAME_MIN_LENGTH).toBe(3);
    expect(ApiTokenScope.options).toEqual(['syncAccount', 'getLocations', 'sendMessage']);
  });

  it.each([
    [{ ...body, name: 'abc' }, null],
    [{ ...body, name: 'ab' }, SHORT],
    [{ ...body, name: '  ab  ' }, SHORT],
    [{ ...body, name: '' }, SHORT],
    [{ ...body, tokenScopes: ['syncAccount', 'getLocations', 'sendMessage'] }, null],
    [{ ...body, tokenScopes: ['ADMIN'] }, 'Invalid option: expected one of "syncAccount"|"getLocations"|"sendMessage"'],
    [{ ...body, tokenScopes: [] }, 'Choose at least one scope'],
    [{ ...body, issuedBy: '64b7f0c2a1d3e4f5a6b7c8d9' }, 'Unrecognized key: "issuedBy"'],
    [{ ...body, token: 'mine' }, 'Unrecognized key: "token"'],
  ])('create body %j → %s', (value, expected) => {
    expect(firstMessage(CreateApiTokenBody, value)).toBe(expected);
  });

  it.each([
    [{ organisation: 'BRIGHT' }, null],
    [{ token: 'amp_x' }, null],
    [{}, 'Give either organisation or token'],
    [{ organisation: 'BRIGHT', token: 'amp_x' }, 'Give either organisation or token'],
  ])('list query %j → %s', (value, expected) => {
    expect(firstMessage(ApiTokenListQuery, value)).toBe(expected);
  });
});
