// @vitest-environment node
/**
 * The audit log on the real server: entries written by real changes (an API token created, updated
 * and revoked) are found by search with filters, newest first, paginated; ORG_* readers see only
 * their organisation's entries; one entry is read by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { AuditLogEntry } from '../../../schemas/audit.js';
import { searchAuditLogs } from '../../../generated/client/audit-logs.gen.js';
import { testApp, type TestApp } from '../test/harness.js';

const ADMIN_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
let t: TestApp;
let admin: AuthEntry;
let orgAdmin: AuthEntry;
let tokenId: string;
let otherTokenId: string;

const call = (auth: AuthEntry, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${auth.accessToken}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
const search = async (auth: AuthEntry, body: unknown) => call(auth, 'POST', '/v3/audit-logs/search', body);

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  admin = await t.asStaff('ADMIN', 'BRIGHT', ADMIN_ID);
  orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT', 'b2b2b2b2b2b2b2b2b2b2b2b2');
  const created = await call(admin, 'POST', '/v3/admins/apitokens', { organisation: 'BRIGHT', name: 'Audited token', tokenScopes: ['getLocations'] });
  tokenId = created.json().data._id;
  t.clock.advance(1000);
  await call(admin, 'PATCH', `/v3/admins/apitokens/${tokenId}`, { tokenScopes: ['getLocations', 'syncAccount'] });
  t.clock.advance(1000);
  await call(admin, 'DELETE', `/v3/admins/apitokens/${tokenId}`);
  t.clock.advance(1000);
  otherTokenId = (await call(admin, 'POST', '/v3/admins/apitokens', { organisation: 'OTHER', name: 'Other token', tokenScopes: ['sendMessage'] })).json().data._id;
});
afterAll(async () => t?.close());

describe('audit log search', () => {
  it('finds a record’s create, update and revoke, newest first, with their changes', async () => {
    const res = await searchAuditLogs(t.client(admin), { body: { filters: { resource: 'api-tokens', resourceId: tokenId } } });
    expect(res.status).toBe('success');
    expect(res.data.map((e) => e.action)).toEqual(['revoke', 'update', 'create']);
    expect(res.pagination).toEqual({ page: 1, limit: 25, total: 3, pages: 1 });
    const [revoke, update] = res.data as AuditLogEntry[];
    expect(revoke!.actor).toMatchObject({ adminId: ADMIN_ID, scope: 'ADMIN' });
    expect(revoke!.changes.map((c) => c.path)).toEqual(['revokedAt', 'revokedBy']);
    expect(update!.changes).toEqual([{ path: 'tokenScopes', before: ['getLocations'], after: ['getLocations', 'syncAccount'] }]);
  });

  it('pages and filters by action, admin, time and request id', async () => {
    const page2 = await search(admin, { filters: { resource: 'api-tokens' }, page: 2, limit: 2 });
    expect(page2.json().pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
    expect(page2.json().data).toHaveLength(2);
    const revokes = await search(admin, { filters: { action: 'revoke', adminId: ADMIN_ID } });
    expect(revokes.json().data.map((e: AuditLogEntry) => e.resourceId)).toEqual([tokenId]);
    const first = (await search(admin, { filters: { resourceId: tokenId, action: 'create' } })).json().data[0] as AuditLogEntry;
    const later = await search(admin, { filters: { resource: 'api-tokens', from: new Date(new Date(first.createdAt).getTime() + 1).toISOString() } });
    expect(later.json().data.map((e: AuditLogEntry) => e.action)).toEqual(['create', 'revoke', 'update']);
    const byRequest = await search(admin, { filters: { requestId: first.requestId } });
    expect(byRequest.json().data.map((e: AuditLogEntry) => e._id)).toEqual([first._id]);
  });

  it('shows ORG_* readers only their organisation’s entries', async () => {
    const mine = await search(orgAdmin, { filters: { resource: 'api-tokens' } });
    expect(mine.json().data.length).toBe(3);
    expect(mine.json().data.every((e: AuditLogEntry) => e.organisation === 'BRIGHT')).toBe(true);
    expect((await search(orgAdmin, { filters: { organisation: 'OTHER' } })).statusCode).toBe(403);
    const otherEntry = (await search(admin, { filters: { resourceId: otherTokenId } })).json().data[0] as AuditLogEntry;
    expect((await call(orgAdmin, 'GET', `/v3/audit-logs/${otherEntry._id}`)).statusCode).toBe(404);
    const read = await call(admin, 'GET', `/v3/audit-logs/${otherEntry._id}`);
    expect(read.json().data).toMatchObject({ _id: otherEntry._id, organisation: 'OTHER', action: 'create' });
    expect((await call(admin, 'GET', `/v3/audit-logs/${'e'.repeat(24)}`)).statusCode).toBe(404);
    const marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
    expect((await search(marketing, {})).statusCode).toBe(403);
  });

  it('refuses bad searches with a 400 and a key', async () => {
    const cases: [unknown, string?][] = [
      [{ filters: { from: '2026-11-20T00:00:00Z', to: '2026-11-01T00:00:00Z' } }, 'from must not be after to'],
      [{ limit: 101 }],
      [{ page: 0 }],
      [{ filters: { action: 'explode' } }],
      [{ sort: 'asc' }],
    ];
    for (const [body, message] of cases) {
      const res = await search(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().key).toBe('validationError');
      if (message) expect(res.json().message).toBe(message);
    }
  });
});
