import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUDIT_LOG_PAGE_SIZE, AuditLogFilters, AuditLogSearchBody } from './audit.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('audit log (back-office §3 Audit log, §7, §9)', () => {
  it('pages 25 entries by default', () => {
    expect(AUDIT_LOG_PAGE_SIZE).toBe(25);
    expect(AuditLogSearchBody.parse({})).toEqual({ filters: {}, page: 1, limit: 25 });
  });

  it.each([
    [{ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') }, null],
    [{ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') }, null],
    [{ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') }, 'from must not be after to'],
    [{ action: 'read' }, 'Invalid option: expected one of "create"|"update"|"delete"|"publish"|"revoke"|"import"|"sync"|"signIn"|"signOut"|"run"'],
  ])('filters %j → %s', (filters, expected) => {
    expect(firstMessage(AuditLogFilters, filters)).toBe(expected);
  });

  it.each([
    [{ limit: 100 }, null],
    [{ limit: 101 }, 'Too big: expected number to be <=100'],
    [{ page: 0 }, 'Too small: expected number to be >=1'],
    [{ sort: 'asc' }, 'Unrecognized key: "sort"'],
  ])('search body %j → %s', (body, expected) => {
    expect(firstMessage(AuditLogSearchBody, body)).toBe(expected);
  });
});
