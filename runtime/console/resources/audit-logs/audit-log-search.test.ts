// @vitest-environment node
/** The list's filter form as the audit log search's body: who by e-mail or id, whole local days, a page. */
import { describe, expect, it } from 'vitest';
import { searchBody, searchFilters, whoFilter } from './audit-log-search.js';

describe('the audit log search body', () => {
  it('searches "who" by e-mail or by admin id, and by nothing else', () => {
    expect(whoFilter(' Admin@Bright.example ')).toEqual({ email: 'Admin@Bright.example' });
    expect(whoFilter('A1A1A1A1A1A1A1A1A1A1A1A1')).toEqual({ adminId: 'a1a1a1a1a1a1a1a1a1a1a1a1' });
    expect(whoFilter('Astrid')).toBeUndefined();
    expect(() => searchFilters({ who: 'Astrid' })).toThrow(/neither an e-mail address nor an admin id/);
  });

  it('takes whole days in the local time zone, the "to" day included', () => {
    const { from, to } = searchFilters({ from: '2026-03-01', to: '2026-03-01' });
    expect(from).toEqual(new Date(2026, 2, 1));
    expect(to).toEqual(new Date(2026, 2, 2));
  });

  it('leaves out empty fields and unknown actions, and keeps what, organisation and record', () => {
    expect(searchFilters({ who: '', action: 'explode', resource: ' copy ', resourceId: 'abc', organisation: 'BRIGHT', from: '' })).toEqual({
      resource: 'copy', resourceId: 'abc', organisation: 'BRIGHT',
    });
    expect(searchFilters({ action: 'revoke' })).toEqual({ action: 'revoke' });
  });

  it("asks for react-admin's page, at most the search's largest page", () => {
    expect(searchBody({}, { page: 3, perPage: 25 })).toEqual({ filters: {}, page: 3, limit: 25 });
    expect(searchBody({}, { page: 1, perPage: 1000 }).limit).toBe(100);
  });
});
