/** portal §2 Account settings and §5: who may change a contact detail, and what may be saved. */
import { describe, expect, it } from 'vitest';
import { canEditContact, isValidContact, passwordProblem } from './account-rules.js';

const open = { contactEditingDisabled: false, editableContactTypes: ['email', 'phoneNumber'] as ('email' | 'phoneNumber')[] };

describe('contact editing', () => {
  it('is offered only when not disabled, for the listed field types, to the account owner', () => {
    expect(canEditContact(open, 'email', true)).toBe(true);
    expect(canEditContact(open, 'phoneNumber', true)).toBe(true);
    expect(canEditContact({ ...open, contactEditingDisabled: true }, 'email', true)).toBe(false);
    expect(canEditContact({ ...open, editableContactTypes: ['email'] }, 'phoneNumber', true)).toBe(false);
    expect(canEditContact({ ...open, editableContactTypes: ['email'] }, 'email', true)).toBe(true);
    expect(canEditContact(open, 'email', false)).toBe(false);
  });
});

describe('contact values (portal §5)', () => {
  it('accepts an e-mail of at most 35 characters', () => {
    const local = (n: number) => `${'a'.repeat(n - '@example.no'.length)}@example.no`;
    expect(isValidContact('email', local(35))).toBe(true);
    expect(isValidContact('email', local(36))).toBe(false);
    expect(isValidContact('email', 'kari@example')).toBe(false);
    expect(isValidContact('email', 'not an e-mail')).toBe(false);
    expect(isValidContact('email', ' kari@example.no ')).toBe(true);
  });

  it('accepts 07 followed by eight digits, with optional spaces or dashes', () => {
    expect(isValidContact('phoneNumber', '0701234567')).toBe(true);
    expect(isValidContact('phoneNumber', '070-123 45 67')).toBe(true);
    expect(isValidContact('phoneNumber', '070123456')).toBe(false);
    expect(isValidContact('phoneNumber', '07012345678')).toBe(false);
    expect(isValidContact('phoneNumber', '+4791234567')).toBe(false);
    expect(isValidContact('phoneNumber', '0801234567')).toBe(false);
  });

  it('accepts a password pair that is equal and longer than 2 characters', () => {
    expect(passwordProblem('abc', 'abc')).toBeUndefined();
    expect(passwordProblem('ab', 'ab')).toEqual({ field: 'password', problem: 'tooShort' });
    expect(passwordProblem('', '')).toEqual({ field: 'password', problem: 'tooShort' });
    expect(passwordProblem('abcd', 'ab')).toEqual({ field: 'confirmPassword', problem: 'tooShort' });
    expect(passwordProblem('abcd', 'abce')).toEqual({ field: 'confirmPassword', problem: 'mismatch' });
  });
});
