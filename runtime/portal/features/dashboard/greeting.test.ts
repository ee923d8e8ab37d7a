/** portal §2 Dashboard: the greeting's name and the text under it. */
import { describe, expect, it } from 'vitest';
import { greetingName, introKey } from './greeting.js';

const users = [
  { userId: 'a'.repeat(24), role: 'OWNER' as const, firstName: 'Kari' },
  { userId: 'b'.repeat(24), role: 'GUEST' as const, firstName: 'ola' },
];

describe('the dashboard greeting', () => {
  it("names the signed-in person, not the account owner, by the first word of the first name, capitalised", () => {
    expect(greetingName({ users }, { userId: 'b'.repeat(24), firstName: 'Kari' })).toBe('Ola');
    expect(greetingName({ users }, { userId: 'a'.repeat(24), firstName: 'Kari' })).toBe('Kari');
    expect(greetingName(undefined, { userId: undefined, firstName: 'anne-marie louise' })).toBe('Anne-Marie');
  });

  it("falls back to the session user's name, and to none", () => {
    expect(greetingName({ users: [] }, { userId: 'c'.repeat(24), firstName: 'Hilde' })).toBe('Hilde');
    expect(greetingName(undefined, undefined)).toBe('');
  });

  it('welcomes a customer with a location and describes the missing user without one', () => {
    expect(introKey(1)).toBe('dashboard.welcome');
    expect(introKey(3)).toBe('dashboard.welcome');
    expect(introKey(0)).toBe('dashboard.missingUser');
  });
});
