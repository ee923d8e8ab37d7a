// @vitest-environment node
/**
 * API tokens on the real server: the value shown once and stored only as a hash, scopes enforced by
 * the router on the calls they cover, lastUsedAt kept, expiry and revocation honoured, organisation
 * reach, audit entries for create / update / revoke, bad input refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { createApiToken, listApiTokens } from '../../../generated/client/api-tokens.gen.js';
import { testApp, type TestApp } from '../test/harness.js';
import { tokenHash } from '../ids.js';

const ADMIN_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const ORG_ADMIN_ID = 'b2b2b2b2b2b2b2b2b2b2b2b2';
let t: TestApp;
let admin: AuthEntry;
let orgAdmin: AuthEntry;

const call = (auth: AuthEntry | string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method, url: `/api${url}`,
    headers: auth === undefined ? {} : { authorization: `Bearer ${typeof auth === 'string' ? auth : auth.accessToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const rows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens')).rows[0]!.n;
const auditOf = async (id: string, action: string) =>
  (await t.db.query<{ changes: { path: string; before?: unknown; after?: unknown }[]; admin_id: string }>(
    "SELECT changes, admin_id FROM audit_log WHERE resource = 'api-tokens' AND resource_id = $1 AND action = $2", [id, action])).rows;

async function issue(name: string, tokenScopes: string[], extra: Record<string, unknown> = {}, organisation = 'BRIGHT') {
  const res = await call(admin, 'POST', '/v3/admins/apitokens', { organisation, name, tokenScopes, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; token: string; issuedBy: string };
}

async function signInAgain() {
  admin = await t.asStaff('ADMIN', 'BRIGHT', ADMIN_ID);
  orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT', ORG_ADMIN_ID);
}

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  await signInAgain();
});
afterAll(async () => t?.close());

describe('API tokens', () => {
  it('shows the value once, stores only its hash, and audits the creation', async () => {
    const created = await createApiToken(t.client(admin), { body: { organisation: 'BRIGHT', name: 'Billing sync', tokenScopes: ['syncAccount'] } });
    const token = created.data;
    expect(token.token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(token).toMatchObject({ issuedBy: ADMIN_ID, revokedAt: null, lastUsedAt: null, expiresAt: null });
    const stored = (await t.db.query('SELECT * FROM api_tokens WHERE id = $1', [token._id])).rows[0]!;
    expect(stored.token_hash).toBe(tokenHash(token.token));
    expect(JSON.stringify(stored)).not.toContain(token.token);

    const listed = await listApiTokens(t.client(admin), { query: { organisation: 'BRIGHT' } });
    const mine = listed.data.find((x) => x._id === token._id)!;
    expect(mine.tokenHint).toBe(token.token.slice(-4));
    expect(mine).not.toHaveProperty('token');

    const [entry] = await auditOf(token._id, 'create');
    expect(entry!.admin_id).toBe(ADMIN_ID);
    expect(entry!.changes).toEqual(expect.arrayContaining([{ path: 'name', after: 'Billing sync' }, { path: 'tokenScopes', after: ['syncAccount'] }]));
    expect(JSON.stringify(entry)).not.toContain(token.token);
  });

  it('finds a token by its value, only within the caller’s reach', async () => {
    const other = await issue('Other org token', ['sendMessage'], {}, 'OTHER');
    const byAdmin = await call(admin, 'GET', `/v3/admins/apitokens?token=${other.token}`);
    expect(byAdmin.json().data.map((x: { _id: string }) => x._id)).toEqual([other._id]);
    const byOrgAdmin = await call(orgAdmin, 'GET', `/v3/admins/apitokens?token=${other.token}`);
    expect(byOrgAdmin.statusCode).toBe(200);
    expect(byOrgAdmin.json().data).toEqual([]);
    expect((await call(orgAdmin, 'GET', '/v3/admins/apitokens?organisation=OTHER')).statusCode).toBe(403);
    const neither = await call(admin, 'GET', '/v3/admins/apitokens');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Give either organisation or token');
  });

  it('lets a getLocations token list locations but nothing else, and notes its use', async () => {
    const { _id, token } = await issue('Locations reader', ['getLocations']);
    const locations = await call(token, 'GET', '/v4/BRIGHT/locations');
    expect([401, 403]).not.toContain(locations.statusCode);
    const used = (await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_tokens WHERE id = $1', [_id])).rows[0]!;
    expect(used.last_used_at?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await call(token, 'GET', '/v3/admins')).statusCode).toBe(403);
    expect((await call(token, 'GET', '/v4/OTHER/locations')).statusCode).toBe(403);
    expect((await call(`${token}x`, 'GET', '/v4/BRIGHT/locations')).statusCode).toBe(401);
  });

  it('refuses a token after its expiry', async () => {
    const inOneHour = new Date(t.clock.now().getTime() + 3_600_000);
    const { token } = await issue('Short lived', ['getLocations'], { expiresAt: inOneHour.toISOString() });
    expect([401, 403]).not.toContain((await call(token, 'GET', '/v4/BRIGHT/locations')).statusCode);
    t.clock.advance(3_600_000 + 1000);
    await signInAgain();
    expect((await call(token, 'GET', '/v4/BRIGHT/locations')).statusCode).toBe(401);
  });

  it('renames and rescopes with a field-level audit entry', async () => {
    const { _id } = await issue('Messenger', ['sendMessage']);
    const res = await call(orgAdmin, 'PATCH', `/v3/admins/apitokens/${_id}`, { name: 'Messenger 2', tokenScopes: ['sendMessage', 'getLocations'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Messenger 2', tokenScopes: ['sendMessage', 'getLocations'] });
    expect(res.json().data).not.toHaveProperty('token');
    const [entry] = await auditOf(_id, 'update');
    expect(entry!.changes).toEqual([
      { path: 'name', before: 'Messenger', after: 'Messenger 2' },
      { path: 'tokenScopes', before: ['sendMessage'], after: ['sendMessage', 'getLocations'] },
    ]);
  });

  it('revokes: revokedAt and revokedBy recorded, the token refused, the row kept', async () => {
    const { _id, token } = await issue('To revoke', ['getLocations']);
    const res = await call(orgAdmin, 'DELETE', `/v3/admins/apitokens/${_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ revokedBy: ORG_ADMIN_ID, revokedAt: t.clock.now().toISOString() });
    expect((await call(token, 'GET', '/v4/BRIGHT/locations')).statusCode).toBe(401);
    const [entry] = await auditOf(_id, 'revoke');
    expect(entry!.admin_id).toBe(ORG_ADMIN_ID);
    expect(entry!.changes).toEqual([
      { path: 'revokedAt', before: null, after: t.clock.now().toISOString() },
      { path: 'revokedBy', before: null, after: ORG_ADMIN_ID },
    ]);
    // Revoking again keeps the first record; a revoked token cannot be changed.
    expect((await call(admin, 'DELETE', `/v3/admins/apitokens/${_id}`)).json().data.revokedBy).toBe(ORG_ADMIN_ID);
    expect(await auditOf(_id, 'revoke')).toHaveLength(1);
    expect((await call(admin, 'PATCH', `/v3/admins/apitokens/${_id}`, { name: 'Revived' })).statusCode).toBe(409);
    // Its name is free again for a new token.
    await issue('To revoke', ['getLocations']);
  });

  it('keeps ORG_* callers in their organisation', async () => {
    const other = await issue('Other org second', ['sendMessage'], {}, 'OTHER');
    expect((await call(orgAdmin, 'POST', '/v3/admins/apitokens', { organisation: 'OTHER', name: 'Mine now', tokenScopes: ['sendMessage'] })).statusCode).toBe(403);
    expect((await call(orgAdmin, 'PATCH', `/v3/admins/apitokens/${other._id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(orgAdmin, 'DELETE', `/v3/admins/apitokens/${other._id}`)).statusCode).toBe(404);
    expect((await t.db.query('SELECT revoked_at, name FROM api_tokens WHERE id = $1', [other._id])).rows[0]).toEqual({ revoked_at: null, name: 'Other org second' });
    const developer = await t.asStaff('ORG_DEVELOPER', 'BRIGHT');
    expect((await call(developer, 'POST', '/v3/admins/apitokens', { organisation: 'BRIGHT', name: 'Dev token', tokenScopes: ['syncAccount'] })).statusCode).toBe(201);
    const marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
    expect((await call(marketing, 'POST', '/v3/admins/apitokens', { organisation: 'BRIGHT', name: 'No way', tokenScopes: ['syncAccount'] })).statusCode).toBe(403);
  });

  it('refuses bad input with a 400 and a key, writing nothing', async () => {
    const { _id } = await issue('Stable one', ['syncAccount']);
    const before = await rows();
    const bodies: [Record<string, unknown>, string?][] = [
      [{ organisation: 'BRIGHT', name: 'ab', tokenScopes: ['syncAccount'] }, 'API token name must be at least 3 characters'],
      [{ organisation: 'BRIGHT', name: 'Valid name', tokenScopes: [] }, 'Choose at least one scope'],
      [{ organisation: 'BRIGHT', name: 'Valid name', tokenScopes: ['deleteEverything'] }],
      [{ organisation: 'BRIGHT', name: 'Valid name', tokenScopes: ['syncAccount'], admin: true }],
      [{ organisation: 'BRIGHT', name: 'Valid name', tokenScopes: ['syncAccount'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt must be in the future'],
      [{ organisation: 'NOWHERE', name: 'Valid name', tokenScopes: ['syncAccount'] }, 'Organisation NOWHERE does not exist'],
    ];
    for (const [body, message] of bodies) {
      const res = await call(admin, 'POST', '/v3/admins/apitokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().key).toBe('validationError');
      if (message) expect(res.json().message).toBe(message);
    }
    const dup = await call(admin, 'POST', '/v3/admins/apitokens', { organisation: 'BRIGHT', name: 'stable ONE', tokenScopes: ['syncAccount'] });
    expect(dup.statusCode).toBe(409);
    expect(await rows()).toBe(before);

    for (const body of [{}, { name: 'x' }, { tokenScopes: [] }, { token: 'abc' }, { expiresAt: '2020-01-01T00:00:00Z' }]) {
      const res = await call(admin, 'PATCH', `/v3/admins/apitokens/${_id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().key).toBe('validationError');
    }
    expect((await t.db.query('SELECT name, scopes, expires_at FROM api_tokens WHERE id = $1', [_id])).rows[0]).toEqual({ name: 'Stable one', scopes: ['syncAccount'], expires_at: null });
    expect(await auditOf(_id, 'update')).toHaveLength(0);
  });

  it('refuses a token change whose audit entry cannot be written', async () => {
    const { _id } = await issue('Audited', ['syncAccount']);
    await t.db.query('ALTER TABLE audit_log ADD CONSTRAINT nope CHECK (false) NOT VALID');
    try {
      const res = await call(admin, 'DELETE', `/v3/admins/apitokens/${_id}`);
      expect(res.statusCode).toBe(500);
      expect((await t.db.query('SELECT revoked_at FROM api_tokens WHERE id = $1', [_id])).rows[0]!.revoked_at).toBeNull();
    } finally {
      await t.db.query('ALTER TABLE audit_log DROP CONSTRAINT nope');
    }
  });
});


