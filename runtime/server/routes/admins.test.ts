// @vitest-environment node
/**
 * Admins and admin passwords on the real server and database: CRUD with organisation reach and the
 * ORG_ADMIN grant rule, set-password refs (one-time, 24 h), reset without account enumeration,
 * audit entries in the change's transaction, bad input refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { listAdmins } from '../../../generated/client/admins.gen.js';
import { testApp, bearer, type TestApp } from '../test/harness.js';
import { readOutbox } from '../outbox.js';
import { verifyPassword } from '../auth/passwords.js';
import { PASSWORD_REF_TTL_MS } from './admins.js';

let t: TestApp;
let admin: AuthEntry;
let orgAdmin: AuthEntry;
let otherAdminId: string;

const json = (entry: AuthEntry | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]!.n;

async function create(entry: AuthEntry, body: Record<string, unknown>) {
  const res = await json(entry, 'POST', '/v3/admins', body);
  return { res, id: res.statusCode === 201 ? (res.json().data._id as string) : undefined };
}

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  admin = await t.asStaff('ADMIN');
  orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT', 'b0b0b0b0b0b0b0b0b0b0b0b0');
  const other = await create(admin, { email: 'ola@other.example', name: 'Ola Other', organisation: 'OTHER', scope: 'ORG_ADMIN' });
  otherAdminId = other.id!;
});
afterAll(async () => t?.close());

describe('admins', () => {
  it('creates an admin, e-mails a set-password link and audits the creation', async () => {
    const { res, id } = await create(admin, { email: 'nina@bright.example', name: 'Nina', organisation: 'BRIGHT', scope: 'ORG_MARKETING' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'nina@bright.example', scope: 'ORG_MARKETING', organisation: 'BRIGHT' });
    const [mail] = await readOutbox(t.db, 'nina@bright.example');
    expect(mail?.data?.link).toMatch(/^https:\/\/ampere\.test\/admin\/set-password\?ref=[\w-]{40,}&organisation=BRIGHT$/);
    const audit = await t.db.query<{ action: string; changes: { path: string; after?: unknown }[] }>("SELECT action, changes FROM audit_log WHERE resource = 'admins' AND resource_id = $1", [id]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.action).toBe('create');
    expect(audit.rows[0]!.changes).toEqual(expect.arrayContaining([{ path: 'scope', after: 'ORG_MARKETING' }, { path: 'email', after: 'nina@bright.example' }]));
  });

  it('refuses bad input and a taken e-mail, writing nothing', async () => {
    const before = await count('admins');
    const bad = await json(admin, 'POST', '/v3/admins', { email: 'not-an-email', organisation: 'BRIGHT', scope: 'ORG_USER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError' });
    const badScope = await json(admin, 'POST', '/v3/admins', { email: 'x@bright.example', organisation: 'BRIGHT', scope: 'KING' });
    expect(badScope.statusCode).toBe(400);
    const dup = await create(admin, { email: 'OLA@other.example', organisation: 'OTHER', scope: 'ORG_USER' });
    expect(dup.res.statusCode).toBe(409);
    expect(dup.res.json()).toMatchObject({ key: 'conflict' });
    const noOrg = await create(admin, { email: 'y@nowhere.example', organisation: 'NOWHERE', scope: 'ORG_USER' });
    expect(noOrg.res.statusCode).toBe(400);
    expect(noOrg.res.json().message).toBe('Organisation NOWHERE does not exist');
    expect(await count('admins')).toBe(before);
  });

  it('lets ORG_ADMIN manage only its organisation, with organisation scopes only', async () => {
    expect((await create(orgAdmin, { email: 'p@other.example', organisation: 'OTHER', scope: 'ORG_USER' })).res.statusCode).toBe(403);
    const platform = await create(orgAdmin, { email: 'q@bright.example', organisation: 'BRIGHT', scope: 'ADMIN' });
    expect(platform.res.statusCode).toBe(403);
    expect(platform.res.json().message).toBe('You cannot grant scope ADMIN');
    const ok = await create(orgAdmin, { email: 'r@bright.example', organisation: 'BRIGHT', scope: 'ORG_SUPPORT' });
    expect(ok.res.statusCode).toBe(201);

    const list = await listAdmins(t.client(orgAdmin), {});
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((a) => a.organisation === 'BRIGHT')).toBe(true);
    expect((await json(orgAdmin, 'GET', '/v3/admins?organisation=OTHER')).statusCode).toBe(403);
    expect((await json(orgAdmin, 'GET', `/v3/admins/${otherAdminId}`)).statusCode).toBe(404);
    expect((await json(orgAdmin, 'PUT', `/v3/admins/${otherAdminId}`, { email: 'ola@other.example', organisation: 'BRIGHT', scope: 'ORG_USER' })).statusCode).toBe(404);
    expect((await json(orgAdmin, 'POST', '/v3/admins/adminByEmail', { email: 'ola@other.example' })).statusCode).toBe(404);
    const info = await json(orgAdmin, 'POST', '/v3/admins/adminInfo', { ids: [otherAdminId, ok.id] });
    expect(info.json().data.map((a: { _id: string }) => a._id)).toEqual([ok.id]);
    // A platform admin reads both, and unknown ids are left out.
    const all = await json(admin, 'POST', '/v3/admins/adminInfo', { ids: [otherAdminId, ok.id, 'ffffffffffffffffffffffff'] });
    expect(all.json().data).toHaveLength(2);
    expect(all.json().data[0]).not.toHaveProperty('scope');
  });

  it('updates an admin with a field-level audit entry; bad input changes nothing', async () => {
    const { id } = await create(admin, { email: 'sven@bright.example', name: 'Sven', organisation: 'BRIGHT', scope: 'ORG_USER' });
    const bad = await json(orgAdmin, 'PUT', `/v3/admins/${id}`, { email: 'sven@bright.example', name: 'Sven', organisation: 'BRIGHT', scope: 'ORG_USER', extra: 1 });
    expect(bad.statusCode).toBe(200); // AdminInput is not strict: unknown fields are dropped, not stored
    expect((await t.db.query('SELECT doc FROM admins WHERE id = $1', [id])).rows[0]!.doc).not.toHaveProperty('extra');
    const badScope = await json(orgAdmin, 'PUT', `/v3/admins/${id}`, { email: 'sven@bright.example', organisation: 'BRIGHT', scope: 'nope' });
    expect(badScope.statusCode).toBe(400);
    const res = await json(orgAdmin, 'PUT', `/v3/admins/${id}`, { email: 'sven@bright.example', name: 'Sven S', organisation: 'BRIGHT', scope: 'ORG_DEVELOPER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Sven S', scope: 'ORG_DEVELOPER' });
    const row = (await t.db.query<{ scope: string }>('SELECT scope FROM admins WHERE id = $1', [id])).rows[0]!;
    expect(row.scope).toBe('ORG_DEVELOPER');
    const audit = await t.db.query<{ changes: { path: string; before?: unknown; after?: unknown }[] }>(
      "SELECT changes FROM audit_log WHERE resource = 'admins' AND resource_id = $1 AND action = 'update'", [id]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.changes).toEqual(expect.arrayContaining([
      { path: 'scope', before: 'ORG_USER', after: 'ORG_DEVELOPER' },
      { path: 'name', before: 'Sven', after: 'Sven S' },
    ]));
    expect(audit.rows[0]!.changes.find((c) => c.path === 'email')).toBeUndefined();
    // Promotion to a platform scope by an org admin is refused.
    expect((await json(orgAdmin, 'PUT', `/v3/admins/${id}`, { email: 'sven@bright.example', organisation: 'BRIGHT', scope: 'SUPPORT' })).statusCode).toBe(403);
  });

  it('deletes an admin of the named organisation, with its audit entry', async () => {
    const { id } = await create(admin, { email: 'tove@bright.example', organisation: 'BRIGHT', scope: 'ORG_USER' });
    expect((await json(orgAdmin, 'DELETE', `/v3/admins/OTHER/${id}`)).statusCode).toBe(403);
    expect((await json(admin, 'DELETE', `/v3/admins/OTHER/${id}`)).statusCode).toBe(404);
    const res = await json(orgAdmin, 'DELETE', `/v3/admins/BRIGHT/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await count('admins WHERE id = $1', [id])).toBe(0);
    expect(await count("audit_log WHERE resource = 'admins' AND resource_id = $1 AND action = 'delete'", [id])).toBe(1);
    expect((await json(orgAdmin, 'DELETE', `/v3/admins/BRIGHT/${id}`)).statusCode).toBe(404);
  });
});

describe('admin passwords', () => {
  const refOf = async (email: string) => (await readOutbox(t.db, email))[0]?.data?.ref as string;

  it('sets a password once with the e-mailed ref; the ref then is spent', async () => {
    const { id } = await create(admin, { email: 'una@bright.example', organisation: 'BRIGHT', scope: 'ORG_USER' });
    const ref = await refOf('una@bright.example');
    const short = await json(undefined, 'POST', '/v3/auth/adminPassword/set-password', { ref, password: 'short', organisation: 'BRIGHT' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 12 characters');
    expect((await t.db.query('SELECT password_hash FROM admins WHERE id = $1', [id])).rows[0]!.password_hash).toBeNull();
    const wrongOrg = await json(undefined, 'POST', '/v3/auth/adminPassword/set-password', { ref, password: 'a-good-long-password', organisation: 'OTHER' });
    expect(wrongOrg.statusCode).toBe(404);
    const res = await json(undefined, 'POST', '/v3/auth/adminPassword/set-password', { ref, password: 'a-good-long-password', organisation: 'BRIGHT' });
    expect(res.statusCode).toBe(204);
    const hash = (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE id = $1', [id])).rows[0]!.password_hash;
    expect(await verifyPassword('a-good-long-password', hash)).toBe(true);
    expect(hash).not.toContain('a-good-long-password');
    const again = await json(undefined, 'POST', '/v3/auth/adminPassword/set-password', { ref, password: 'another-long-password', organisation: 'BRIGHT' });
    expect(again.statusCode).toBe(404);
    const audit = await t.db.query<{ changes: unknown; admin_id: string }>("SELECT changes, admin_id FROM audit_log WHERE resource_id = $1 AND action = 'update'", [id]);
    expect(audit.rows).toEqual([{ changes: [{ path: 'password', after: '[redacted]' }], admin_id: id }]);
  });

  it('refuses a ref after 24 hours', async () => {
    await create(admin, { email: 'vera@bright.example', organisation: 'BRIGHT', scope: 'ORG_USER' });
    const ref = await refOf('vera@bright.example');
    t.clock.advance(PASSWORD_REF_TTL_MS + 1000);
    const res = await json(undefined, 'POST', '/v3/auth/adminPassword/set-password', { ref, password: 'a-good-long-password', organisation: 'BRIGHT' });
    expect(res.statusCode).toBe(404);
    // The access tokens of this file expired with the day that passed.
    admin = await t.asStaff('ADMIN');
    orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT', 'b0b0b0b0b0b0b0b0b0b0b0b0');
  });

  it('answers reset-password alike for known and unknown e-mails, mailing only the known one', async () => {
    await create(admin, { email: 'wenche@bright.example', organisation: 'BRIGHT', scope: 'ORG_USER' });
    const before = await count('outbox');
    const known = await json(undefined, 'POST', '/v3/auth/adminPassword/reset-password', { organisation: 'BRIGHT', email: 'wenche@bright.example', callbackUrl: 'https://ampere.test/admin/reset' });
    const unknown = await json(undefined, 'POST', '/v3/auth/adminPassword/reset-password', { organisation: 'BRIGHT', email: 'nobody@bright.example', callbackUrl: 'https://ampere.test/admin/reset' });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(await count('outbox')).toBe(before + 1);
    // Both e-mails carry the same instant (the test clock stands still): pick the reset by its purpose.
    const mail = (await readOutbox(t.db, 'wenche@bright.example')).find((m) => m.data?.purpose === 'passwordReset');
    expect(mail?.data?.link).toMatch(/^https:\/\/ampere\.test\/admin\/reset\?ref=/);
    expect(mail?.subject).toMatch(/Reset/);
    // A link to another site would hand the ref to that site: refused before any lookup.
    const foreign = await json(undefined, 'POST', '/v3/auth/adminPassword/reset-password', { organisation: 'BRIGHT', email: 'wenche@bright.example', callbackUrl: 'https://evil.example/x' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ key: 'validationError', message: 'callbackUrl must be on https://ampere.test' });
    // Asked again within the minute: the same answer, no second e-mail.
    const again = await json(undefined, 'POST', '/v3/auth/adminPassword/reset-password', { organisation: 'BRIGHT', email: 'wenche@bright.example', callbackUrl: 'https://ampere.test/admin/reset' });
    expect(again.statusCode).toBe(204);
    expect(await count('outbox')).toBe(before + 1);
    const bad = await json(undefined, 'POST', '/v3/auth/adminPassword/reset-password', { organisation: 'BRIGHT', email: 'someone@bright.example' });
    expect(bad.statusCode).toBe(400);
    expect(await count('outbox')).toBe(before + 1);
  });

  it('sends the admin-created e-mail again to a reachable admin', async () => {
    const body = { emailType: 'adminCreated', newAdminEmail: 'ola@other.example', newAdminOrganisation: 'OTHER', callbackUrl: 'https://ampere.test/admin/set' };
    expect((await json(orgAdmin, 'POST', '/v3/auth/adminPassword/send-admin-created-email', body)).statusCode).toBe(404);
    const before = await count('outbox');
    expect((await json(admin, 'POST', '/v3/auth/adminPassword/send-admin-created-email', body)).statusCode).toBe(204);
    expect(await count('outbox')).toBe(before + 1);
    expect((await json(admin, 'POST', '/v3/auth/adminPassword/send-admin-created-email', { ...body, emailType: 'hello' })).statusCode).toBe(400);
    expect(await count('outbox')).toBe(before + 1);
  });
});

describe('an admin change whose audit entry cannot be written', () => {
  it('is refused: 500 and no admin row', async () => {
    await t.db.query('ALTER TABLE audit_log ADD CONSTRAINT nope CHECK (false) NOT VALID');
    try {
      const before = await count('admins');
      const { res } = await create(admin, { email: 'xena@bright.example', organisation: 'BRIGHT', scope: 'ORG_USER' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ key: 'internalError', message: 'Internal server error' });
      expect(await count('admins')).toBe(before);
      expect(await count("outbox WHERE recipient = 'xena@bright.example'")).toBe(0);
    } finally {
      await t.db.query('ALTER TABLE audit_log DROP CONSTRAINT nope');
    }
  });
});
