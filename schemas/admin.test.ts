import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_LOGIN_TRANSITIONS, AdminInput, AdminLoginState, AdminScope, AdminSetPasswordBody, OrganisationRole } from './admin.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('admins (back-office §3 Admin, §4, §6, §7)', () => {
  it('keeps the thirteen admin scopes with ORG_USER, and the five organisation roles', () => {
    expect(AdminScope.options).toEqual(['ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER', 'ORG_USER', 'WEBHOOK', 'SERVICE', 'PARTNER', 'USER', 'DEMO', 'REFRESH']);
    expect(OrganisationRole.options).toEqual(['ORG_ADMIN', 'ORG_DEVELOPER', 'ORG_MARKETING', 'ORG_SUPPORT', 'ORG_USER']);
  });

  it.each([
    [{ step: 'init', authorisation: 'unauthorised' }, null],
    [{ step: 'init', authorisation: 'authorising' }, null],
    [{ step: 'start', authorisation: 'authorising', ref: 'r1' }, null],
    [{ step: 'start', authorisation: 'authorising' }, 'Login step start stores the auth reference'],
    [{ step: 'complete', authorisation: 'authorised', ref: 'r1' }, null],
    [{ step: 'complete', authorisation: 'authorising' }, 'Login step complete allows only authorised'],
    [{ step: 'aborted', authorisation: 'unauthorised' }, null],
    [{ step: 'init', authorisation: 'authorised' }, 'Login step init allows only unauthorised or authorising'],
  ])('login state %j → %s', (value, expected) => {
    expect(firstMessage(AdminLoginState, value)).toBe(expected);
  });

  it('moves init → start → complete or aborted, and logout returns to init', () => {
    expect(ADMIN_LOGIN_TRANSITIONS.init).toContain('start');
    expect(ADMIN_LOGIN_TRANSITIONS.start).toEqual(['complete', 'aborted']);
    expect(ADMIN_LOGIN_TRANSITIONS.complete).toEqual(['init']);
  });

  it('aborts only a started login, as the portal does (back-office §4: "then start … then complete or aborted")', () => {
    expect(ADMIN_LOGIN_TRANSITIONS.init).toEqual(['start']);
    expect(ADMIN_LOGIN_TRANSITIONS.aborted).toEqual(['init']);
  });

  it.each([
    ['correct horse battery', null],
    ['short', 'Password must be at least 12 characters'],
  ])('password %s → %s', (password, expected) => {
    expect(firstMessage(AdminSetPasswordBody, { ref: 'r', password, organisation: 'BRIGHT' })).toBe(expected);
  });

  it('admin input is e-mail, optional name, organisation and scope', () => {
    expect(Object.keys(AdminInput.shape).sort()).toEqual(['email', 'name', 'organisation', 'scope']);
  });
});
