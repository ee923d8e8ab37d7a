import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_PROVIDER_MESSAGE, AccountType, AddUserToAccountBody, CreateAccountBody, DEFAULT_USER_ROLE, EditableUserField,
  RequiredAccountId, RequiredUserId, UpdateUserBody, UserRole, accountDomain, preferredAccount,
} from './account.js';
import { EMPTY_UPDATE_MESSAGE } from './core/refinements.js';
import { IDENTITY_MESSAGES } from './identity.js';
import { locationDataFixture } from './fixtures/location.fixtures.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

const ID = '64b7f0c2a1b2c3d4e5f60718';

describe('account enumerations (platform-contract §3, portal §3)', () => {
  it.each([
    ['AccountType', AccountType.options, ['CUSTOMER', 'BUSINESS', 'USER', 'ANONYMOUS', 'DEMO']],
    ['UserRole', UserRole.options, ['OWNER', 'BS_OWNER', 'GUEST', 'INSPECTOR', 'READONLY']],
    ['EditableUserField', EditableUserField.options, ['email', 'phoneNumber', 'password']],
  ])('%s', (_name, options, expected) => expect([...options]).toEqual(expected));

  it('the manifest lists every rule', () => {
    expect(Object.keys(accountDomain.rules).sort()).toEqual(['createAccount', 'missingAccountId', 'missingUserId', 'userUpdate']);
  });
});

describe("missing account or user id: 404 'Missing accountId' / 'Missing userId' (platform-contract §5, §8)", () => {
  it.each([
    ['account id absent', RequiredAccountId, undefined, 'Missing accountId'],
    ['account id empty', RequiredAccountId, '', 'Missing accountId'],
    ['account id not hex', RequiredAccountId, 'abc', 'Must be 24 hexadecimal characters'],
    ['account id given', RequiredAccountId, ID, null],
    ['user id absent', RequiredUserId, undefined, 'Missing userId'],
    ['user id empty', RequiredUserId, '', 'Missing userId'],
    ['user id given', RequiredUserId, ID, null],
  ] as const)('%s', (_case, schema, value, message) => expect(firstMessage(schema, value)).toBe(message));
});

describe('a user added to an account defaults to guest (portal §6)', () => {
  it('DEFAULT_USER_ROLE is GUEST', () => expect(DEFAULT_USER_ROLE).toBe('GUEST'));
  it.each([
    ['no role given', { accountId: ID, email: 'bo@example.com' }, 'GUEST'],
    ['role given', { accountId: ID, email: 'bo@example.com', role: 'READONLY' }, 'READONLY'],
  ])('%s', (_case, body, role) => expect(AddUserToAccountBody.parse(body).role).toBe(role));
});

describe('on sign-in the OWNER account is preferred, else the first (portal §6)', () => {
  it.each([
    ['owner second', [{ accountId: 'a', role: 'GUEST' }, { accountId: 'b', role: 'OWNER' }], 'b'],
    ['no owner', [{ accountId: 'a', role: 'GUEST' }, { accountId: 'b', role: 'READONLY' }], 'a'],
    ['none', [], undefined],
  ] as const)('%s', (_case, accounts, expected) =>
    expect(preferredAccount<{ accountId: string; role: UserRole }>(accounts)?.accountId).toBe(expected));
});

describe('user update: email (≤ 35), Swedish mobile, password longer than 2 (portal §5, §7)', () => {
  it.each([
    ['email', { email: 'anna@example.com' }, null],
    ['phone', { phoneNumber: '070-123 45 67' }, null],
    ['new password', { newPassword: 'abc' }, null],
    ['email too long', { email: `${'a'.repeat(24)}@example.com` }, IDENTITY_MESSAGES.accountEmailTooLong],
    ['not an email', { email: 'anna' }, IDENTITY_MESSAGES.accountEmail],
    ['phone not Swedish mobile', { phoneNumber: '0801234567' }, IDENTITY_MESSAGES.swedishMobile],
    ['password of 2', { newPassword: 'ab' }, IDENTITY_MESSAGES.passwordTooShort],
    ['nothing', {}, EMPTY_UPDATE_MESSAGE],
  ])('%s', (_case, body, message) => expect(firstMessage(UpdateUserBody, body)).toBe(message));

  it('a field that is not editable is refused (strict body)', () => {
    expect(UpdateUserBody.safeParse({ email: 'anna@example.com', firstName: 'Anna' }).success).toBe(false);
  });
});

describe('account create: a ref, or the full form with accountProvider as a JSON string (platform-contract §7 Accounts)', () => {
  const full = {
    accountOwner: { email: 'anna@example.com' },
    site: locationDataFixture,
    customer: { personalId: '199001011234' },
    accessType: 'BANKID',
    organisation: 'BRIGHT',
    accountProvider: '{"name":"billing","customerId":"100234"}',
  };
  it.each([
    ['ref', { ref: 'a1b2c3' }, null],
    ['full', full, null],
    ['accountProvider not JSON', { ...full, accountProvider: 'billing' }, ACCOUNT_PROVIDER_MESSAGE],
    ['accountProvider a JSON list', { ...full, accountProvider: '[1,2]' }, ACCOUNT_PROVIDER_MESSAGE],
    ['customer personal id malformed', { ...full, customer: { personalId: '123' } }, IDENTITY_MESSAGES.personalId],
  ])('%s', (_case, body, message) => expect(firstMessage(CreateAccountBody, body)).toBe(message));
});
