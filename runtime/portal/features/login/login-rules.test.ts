/** portal §5 sign-in rules and §2 Login method rules, as pure functions. */
import { describe, expect, it } from 'vitest';
import { ApiError, catalogueError } from '../../../client/index.js';
import {
  adminPersonalIdValid, bankIdAppLink, completePin, credentialErrorField, errorFallbackKey, identityError, isSupportMode, isTimeout,
  noBankIdTarget, pastedPin, pinBoxValue, screenErrorKey,
} from './login-rules.js';

describe('identity lengths (portal §5)', () => {
  it('wants a phone-style identity longer than 7 characters, else MALFORMED_PERSONAL_NUMBER', () => {
    expect(identityError('USR_PIN', '0701234')).toBe('MALFORMED_PERSONAL_NUMBER');
    expect(identityError('USR_PIN', '  0701234  ')).toBe('MALFORMED_PERSONAL_NUMBER');
    expect(identityError('USR_PIN', '07012345')).toBeUndefined();
    expect(identityError('USR_PIN', '+4791234567')).toBeUndefined();
  });

  it('wants a customer id longer than 1 character, else MALFORMED_PERSONAL_NUMBER', () => {
    expect(identityError('USR_PRIVATE', '')).toBe('MALFORMED_PERSONAL_NUMBER');
    expect(identityError('USR_PRIVATE', '1')).toBe('MALFORMED_PERSONAL_NUMBER');
    expect(identityError('USR_PRIVATE', '12')).toBeUndefined();
  });

  it('wants an organisation id longer than 1 character, else MALFORMED_ORGANISATION_NUMBER', () => {
    expect(identityError('USR_COMPANY', '9')).toBe('MALFORMED_ORGANISATION_NUMBER');
    expect(identityError('USR_COMPANY', '91')).toBeUndefined();
  });
});

describe('admin login personal id (portal §5)', () => {
  it('is empty or exactly 12 characters', () => {
    expect(adminPersonalIdValid('')).toBe(true);
    expect(adminPersonalIdValid('198503122387')).toBe(true);
    expect(adminPersonalIdValid('19850312238')).toBe(false);
    expect(adminPersonalIdValid('1985031223870')).toBe(false);
  });
});

describe('PIN input (portal §5: one numeric character per box, exactly four digits)', () => {
  it('keeps one digit: the last typed, nothing that is not a digit', () => {
    expect(pinBoxValue('7')).toBe('7');
    expect(pinBoxValue('37')).toBe('7');
    expect(pinBoxValue('a')).toBe('');
    expect(pinBoxValue('4x')).toBe('4');
    expect(pinBoxValue('')).toBe('');
  });

  it('fills every box from a pasted four-digit code only', () => {
    expect(pastedPin('1234')).toEqual(['1', '2', '3', '4']);
    expect(pastedPin(' 12 34 ')).toEqual(['1', '2', '3', '4']);
    expect(pastedPin('123')).toBeUndefined();
    expect(pastedPin('12345')).toBeUndefined();
    expect(pastedPin('12a4')).toBeUndefined();
  });

  it('is complete when all four boxes hold a digit', () => {
    expect(completePin(['1', '2', '3', '4'])).toBe('1234');
    expect(completePin(['1', '', '3', '4'])).toBeUndefined();
    expect(completePin(['1', '2', '3'])).toBeUndefined();
  });
});

describe('methods (portal §2 Login)', () => {
  it("switches 'no bank id' to private login first, else password login, only beside BankID", () => {
    expect(noBankIdTarget(['BANKID', 'USR_PWD', 'USR_PRIVATE'])).toBe('USR_PRIVATE');
    expect(noBankIdTarget(['BANKID', 'USR_PWD'])).toBe('USR_PWD');
    expect(noBankIdTarget(['BANKID', 'USR_PIN'])).toBeUndefined();
    expect(noBankIdTarget(['USR_PWD', 'USR_PRIVATE'])).toBeUndefined();
  });

  it('is in support mode when the hash contains supportMode', () => {
    expect(isSupportMode('#supportMode')).toBe(true);
    expect(isSupportMode('#x&supportMode=1')).toBe(true);
    expect(isSupportMode('')).toBe(false);
    expect(isSupportMode('#support')).toBe(false);
  });

  it('links the same-device BankID to the identity provider app page for the order', () => {
    expect(bankIdAppLink('https://ampere.test/api', 'r 1')).toBe('https://ampere.test/dev/bankid?ref=r+1');
  });
});

describe('sign-in errors (portal §8)', () => {
  const noAccount = catalogueError('errorNoAccount');
  const wrongPassword = catalogueError('errorWrongPassword');

  it('puts errorNoAccount under the identity and errorWrongPassword under the password', () => {
    expect(credentialErrorField(noAccount)).toBe('identity');
    expect(credentialErrorField(wrongPassword)).toBe('password');
    expect(credentialErrorField(catalogueError('internalError'))).toBeUndefined();
    expect(credentialErrorField(new Error('x'))).toBeUndefined();
  });

  it('falls back to the bank-id-app error for PIN and company login', () => {
    expect(errorFallbackKey('USR_PIN')).toBe('errors.bankIdApp');
    expect(errorFallbackKey('USR_COMPANY')).toBe('errors.bankIdApp');
    expect(errorFallbackKey('USR_PWD')).toBe('errors.generic');
    expect(errorFallbackKey('USR_PRIVATE')).toBe('errors.generic');
  });

  it('says unknown account and wrong PIN in the words of the screen', () => {
    expect(screenErrorKey('USR_PIN', noAccount)).toBe('login.noAccount');
    expect(screenErrorKey('USR_PIN', wrongPassword)).toBe('errors.wrongPin');
    expect(screenErrorKey('USR_PRIVATE', noAccount)).toBe('login.noAccount');
    expect(screenErrorKey('USR_PWD', noAccount)).toBeUndefined();
    expect(screenErrorKey('INSPECTOR', wrongPassword)).toBeUndefined();
  });

  it('knows a sign-in that ran out of time: the polling limit or the expired order', () => {
    expect(isTimeout(catalogueError('timeout'))).toBe(true);
    expect(isTimeout(new ApiError({ name: 'LoginError', status: 401, key: 'timeout', message: 'Timeout' }))).toBe(true);
    expect(isTimeout(noAccount)).toBe(false);
  });
});
