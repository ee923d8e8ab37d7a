import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_EMAIL_MAX_LENGTH, ADMIN_PERSONAL_ID_LENGTH, AccountEmail, AdminPersonalId, CompanyOrganisationId, FinnishPersonalId,
  IDENTITY_MESSAGES as M, MIN_CUSTOMER_ID_LENGTH, MIN_PHONE_IDENTITY_LENGTH, NormalizedPhoneNumber, PIN_LENGTH, PasswordChange,
  PersonalId, PhoneIdentity, Pin, PinDigit, PrivateCustomerId, StreetAddress, SwedishMobile, SwedishPersonalId, identityDomain, normaliseEmail,
} from './identity.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('identity constants (portal §5, §9)', () => {
  it.each([
    ['PIN_LENGTH', PIN_LENGTH, 4],
    ['MIN_PHONE_IDENTITY_LENGTH', MIN_PHONE_IDENTITY_LENGTH, 8],
    ['MIN_CUSTOMER_ID_LENGTH', MIN_CUSTOMER_ID_LENGTH, 2],
    ['ACCOUNT_EMAIL_MAX_LENGTH', ACCOUNT_EMAIL_MAX_LENGTH, 35],
    ['ADMIN_PERSONAL_ID_LENGTH', ADMIN_PERSONAL_ID_LENGTH, 12],
  ])('%s is %s', (_name, value, expected) => expect(value).toBe(expected));

  it('every rule is registered in the manifest', () => {
    expect(Object.keys(identityDomain.rules).sort()).toEqual([
      'accountEmail', 'accountPhone', 'adminPersonalId', 'companyOrganisationId', 'finnishPersonalId', 'passwordChange', 'personalId',
      'phoneIdentity', 'phoneNormalisation', 'pin', 'pinDigit', 'privateCustomerId', 'streetAddress', 'swedishPersonalId',
    ]);
  });
});

describe('Swedish personal id: 10 or 12 digits with optional separator and century prefix (platform-contract §5)', () => {
  it.each([
    ['12 digits', '199001011234', null],
    ['10 digits', '9001011234', null],
    ['10 digits with -', '900101-1234', null],
    ['10 digits with + (over 100)', '120101+1234', null],
    ['12 digits with -', '19900101-1234', null],
    ['11 digits', '90010112345', M.swedishPersonalId],
    ['9 digits with separator', '90010-1234', M.swedishPersonalId],
    ['13 digits', '1990010112345', M.swedishPersonalId],
    ['other separator', '900101/1234', M.swedishPersonalId],
    ['letters', '19900101ABCD', M.swedishPersonalId],
  ])('%s: %s', (_case, value, message) => expect(firstMessage(SwedishPersonalId, value)).toBe(message));
});

describe('Finnish personal id: 6 digits, a separator character, 3 digits and a letter (platform-contract §5)', () => {
  it.each([
    ['separator -', '010190-123A', null],
    ['separator A', '010101A123B', null],
    ['separator +', '311299+999X', null],
    ['ends with a digit', '010190-1234', M.finnishPersonalId],
    ['no separator', '010190123A', M.finnishPersonalId],
    ['space as separator', '010190 123A', M.finnishPersonalId],
    ['five digits first', '01019-123A', M.finnishPersonalId],
  ])('%s: %s', (_case, value, message) => expect(firstMessage(FinnishPersonalId, value)).toBe(message));
});

describe('personal id in either format (portal §5)', () => {
  it.each([
    ['Swedish', '199001011234', null],
    ['Finnish', '010190-123A', null],
    ['neither', '12345', M.personalId],
  ])('%s: %s', (_case, value, message) => expect(firstMessage(PersonalId, value)).toBe(message));
});

describe('phone normalisation: spaces dropped, leading zero after the country code removed (platform-contract §5)', () => {
  it.each([
    ['+46 070 123 45 67', '+46701234567'],
    ['+47 0 22 33 44 55', '+4722334455'],
    ['+358 040 123 4567', '+358401234567'],
    ['+43 0664 1234567', '+436641234567'],
    ['+44 07700 900123', '+447700900123'],
    ['+49 030 1234567', '+49301234567'],
    ['+39 06 1234 5678', '+390612345678'],
    ['+46701234567', '+46701234567'],
    ['+4670 123', '+4670123'],
    ['070 123 45 67', '0701234567'],
  ])('%s → %s', (input, expected) => expect(NormalizedPhoneNumber.parse(input)).toBe(expected));
});

describe('e-mail normalisation: NFKC, trimmed, lower case (issue 19 §1)', () => {
  it.each([
    ['kari@example.no', 'kari@example.no'],
    ['Kari@Example.NO', 'kari@example.no'],
    ['  kari@example.no\t', 'kari@example.no'],
    // Full-width letters and the ideographic space fold to their ASCII forms under NFKC.
    ['\uFF2Bari@example.no\u3000', 'kari@example.no'],
  ])('%j → %s', (input, expected) => expect(normaliseEmail(input)).toBe(expected));
});

describe('street address: words followed by a number (platform-contract §5)', () => {
  it.each([
    ['one word and a number', 'Storgatan 12', null],
    ['words, number and letter', 'Sankt Eriksgatan 5B', null],
    ['Nordic letters', 'Åsgatan 3', null],
    ['no number', 'Storgatan', M.streetAddress],
    ['number first', '12 Storgatan', M.streetAddress],
    ['only a number', '12', M.streetAddress],
  ])('%s: %s', (_case, value, message) => expect(firstMessage(StreetAddress, value)).toBe(message));
});

describe('account email: general email pattern, at most 35 characters (portal §5)', () => {
  it.each([
    ['ordinary', 'anna@example.com', null],
    ['exactly 35 characters', `${'a'.repeat(23)}@example.com`, null],
    ['36 characters', `${'a'.repeat(24)}@example.com`, M.accountEmailTooLong],
    ['no domain', 'anna@', M.accountEmail],
    ['no @', 'anna.example.com', M.accountEmail],
  ])('%s', (_case, value, message) => expect(firstMessage(AccountEmail, value)).toBe(message));
});

describe('account phone: 07 followed by eight digits, optional spaces or dashes (portal §5)', () => {
  it.each([
    ['digits only', '0701234567', null],
    ['spaces', '070 123 45 67', null],
    ['dash and spaces', '070-123 45 67', null],
    ['08', '0801234567', M.swedishMobile],
    ['seven digits after 07', '070123456', M.swedishMobile],
    ['nine digits after 07', '07012345678', M.swedishMobile],
    ['country code', '+46701234567', M.swedishMobile],
  ])('%s: %s', (_case, value, message) => expect(firstMessage(SwedishMobile, value)).toBe(message));
});

describe('password change: both fields equal and longer than 2 characters (portal §5)', () => {
  it.each([
    ['equal, 3 characters', { password: 'abc', confirmPassword: 'abc' }, null],
    ['equal, 2 characters', { password: 'ab', confirmPassword: 'ab' }, M.passwordTooShort],
    ['confirmation too short', { password: 'abc', confirmPassword: 'ab' }, M.passwordTooShort],
    ['different', { password: 'abcd', confirmPassword: 'abce' }, M.passwordMismatch],
  ])('%s', (_case, value, message) => expect(firstMessage(PasswordChange, value)).toBe(message));
});

describe('PIN exactly 4 digits, one digit per box (portal §5)', () => {
  it.each([
    ['4 digits', '1234', null],
    ['3 digits', '123', M.pin],
    ['5 digits', '12345', M.pin],
    ['a letter', '12a4', M.pin],
  ])('PIN %s', (_case, value, message) => expect(firstMessage(Pin, value)).toBe(message));

  it.each([
    ['one digit', '7', null],
    ['empty', '', M.pinDigit],
    ['two digits', '12', M.pinDigit],
    ['a letter', 'a', M.pinDigit],
  ])('box %s', (_case, value, message) => expect(firstMessage(PinDigit, value)).toBe(message));
});

describe('sign-in identities: MALFORMED_PERSONAL_NUMBER / MALFORMED_ORGANISATION_NUMBER (portal §5)', () => {
  it.each([
    ['phone identity of 8', PhoneIdentity, '07012345', null],
    ['phone identity of 7', PhoneIdentity, '0701234', 'MALFORMED_PERSONAL_NUMBER'],
    ['private customer id of 2', PrivateCustomerId, '12', null],
    ['private customer id of 1', PrivateCustomerId, '1', 'MALFORMED_PERSONAL_NUMBER'],
    ['empty private customer id', PrivateCustomerId, '', 'MALFORMED_PERSONAL_NUMBER'],
    ['organisation id of 2', CompanyOrganisationId, '55', null],
    ['organisation id of 1', CompanyOrganisationId, '5', 'MALFORMED_ORGANISATION_NUMBER'],
  ] as const)('%s', (_case, schema, value, message) => expect(firstMessage(schema, value)).toBe(message));
});

describe('admin login personal id: empty or exactly 12 characters (portal §5)', () => {
  it.each([
    ['empty', '', null],
    ['12 characters', '199001011234', null],
    ['11 characters', '19900101123', M.adminPersonalId],
    ['13 characters', '1990010112345', M.adminPersonalId],
  ])('%s', (_case, value, message) => expect(firstMessage(AdminPersonalId, value)).toBe(message));
});
