// @vitest-environment node
/**
 * Secrets on the real server and database: sealed at rest (the stored bytes never hold the
 * plaintext, the same value seals differently twice, a flipped byte fails to open without leaking),
 * meta calls without values, ORG_ADMIN limited to customer-facing secrets, audit entries redacted,
 * bad input refused with nothing written, and the environment sync against a real HTTP target.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { getSecret, listSecretMeta } from '../../../generated/client/secrets.gen.js';
import { testApp, type TestApp } from '../test/harness.js';

const PLAIN = 'hark-live-key-0123456789';
let t: TestApp;
let admin: AuthEntry;
let orgAdmin: AuthEntry;
let target: http.Server;
/** What the sync target received, and what it holds. */
const received: { method: string; url: string; auth: string | undefined; body: string }[] = [];
const targetStore = new Map<string, string>();
let targetFails = false;

const call = (auth: AuthEntry | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth ? { authorization: `Bearer ${auth.accessToken}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const stored = async (org: string) => (await t.db.query<{ value: Buffer }>("SELECT value FROM secrets WHERE organisation = $1 AND key = 'HARK_API_KEY'", [org])).rows[0]?.value;
const secretRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM secrets')).rows[0]!.n;

/** Publishes a featureConfigurations release with hark's visibleForCustomers as given (the settings area's table). */
async function publishHarkVisibility(visible: boolean): Promise<void> {
  await t.db.query(
    `INSERT INTO settings_releases (id, organisation, kind, version, payload, created_at, created_by)
     SELECT md5(random()::text)::varchar(24), 'BRIGHT', 'featureConfigurations', coalesce(max(version), 0) + 1, $1, $2, 'a1a1a1a1a1a1a1a1a1a1a1a1'
       FROM settings_releases WHERE organisation = 'BRIGHT' AND kind = 'featureConfigurations'`,
    [{ hark: { enabled: true, visibleForCustomers: visible } }, t.clock.now()],
  );
}

beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      const key = req.url ?? '';
      if (targetFails) return res.writeHead(500).end();
      if (req.method === 'PUT' && !targetStore.has(key)) return res.writeHead(404).end();
      targetStore.set(key, (JSON.parse(body) as { value: string }).value);
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end('{"data":true}');
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const port = (target.address() as AddressInfo).port;
  t = await testApp({ config: { syncTargets: { local: `http://127.0.0.1:${port}/api/` } } });
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  admin = await t.asStaff('ADMIN', 'BRIGHT', 'a1a1a1a1a1a1a1a1a1a1a1a1');
  orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT', 'b2b2b2b2b2b2b2b2b2b2b2b2');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => target?.close(resolve));
});

describe('secrets at rest', () => {
  it('stores a trimmed value sealed: the bytes never hold the plaintext; getSecret opens it, meta never shows it', async () => {
    const res = await call(admin, 'POST', '/v4/secrets/BRIGHT/HARK_API_KEY', { value: `  ${PLAIN}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: true });
    const bytes = (await stored('BRIGHT'))!;
    expect(bytes.includes(Buffer.from(PLAIN))).toBe(false);
    expect(bytes.toString('latin1')).not.toContain('hark-live');
    const secret = await getSecret(t.client(admin), { params: { org: 'BRIGHT', key: 'HARK_API_KEY' } });
    expect(secret.data).toMatchObject({ key: 'HARK_API_KEY', organisation: 'BRIGHT', value: PLAIN, updatedBy: 'a1a1a1a1a1a1a1a1a1a1a1a1' });
    const meta = await call(admin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY/meta');
    expect(meta.json().data).not.toHaveProperty('value');
    const list = await listSecretMeta(t.client(admin), { query: { organisation: 'BRIGHT' } });
    expect(list.data.map((s) => s.key)).toEqual(['HARK_API_KEY']);
    expect(JSON.stringify(list)).not.toContain(PLAIN);
  });

  it('seals the same value differently twice', async () => {
    expect((await call(admin, 'POST', '/v4/secrets/OTHER/HARK_API_KEY', { value: PLAIN })).statusCode).toBe(201);
    const a = (await stored('BRIGHT'))!;
    const b = (await stored('OTHER'))!;
    expect(a.equals(b)).toBe(false);
    expect((await call(admin, 'PUT', '/v4/secrets/OTHER/HARK_API_KEY', { value: PLAIN })).statusCode).toBe(200);
    expect((await stored('OTHER'))!.equals(b)).toBe(false);
  });

  it('fails a tampered value with 500 internalError and leaks nothing', async () => {
    const original = (await stored('BRIGHT'))!;
    const flipped = Buffer.from(original);
    flipped[flipped.length - 3]! ^= 0x01;
    await t.db.query("UPDATE secrets SET value = $1 WHERE organisation = 'BRIGHT'", [flipped]);
    try {
      const res = await call(admin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ key: 'internalError', message: 'Internal server error' });
      expect(res.body).not.toContain('hark');
      expect(res.body).not.toMatch(/decrypt|auth|tag/i);
    } finally {
      await t.db.query("UPDATE secrets SET value = $1 WHERE organisation = 'BRIGHT'", [original]);
    }
    expect((await call(admin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY')).json().data.value).toBe(PLAIN);
  });

  it('writes redacted audit entries for create, update and delete', async () => {
    expect((await call(admin, 'PUT', '/v4/secrets/BRIGHT/HARK_API_KEY', { value: 'second-value' })).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', '/v4/secrets/OTHER/HARK_API_KEY')).json()).toEqual({ data: true });
    expect(await stored('OTHER')).toBeUndefined();
    const { rows } = await t.db.query<{ action: string; organisation: string; changes: { path: string; before?: unknown; after?: unknown }[] }>(
      "SELECT action, organisation, changes FROM audit_log WHERE resource = 'secrets' ORDER BY created_at, id");
    expect(rows.map((r) => `${r.action} ${r.organisation}`)).toEqual(expect.arrayContaining(['create BRIGHT', 'create OTHER', 'update OTHER', 'update BRIGHT', 'delete OTHER']));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(PLAIN);
    expect(text).not.toContain('second-value');
    const create = rows.find((r) => r.action === 'create')!;
    expect(create.changes).toContainEqual({ path: 'value', after: '[redacted]' });
    const update = rows.find((r) => r.action === 'update' && r.organisation === 'BRIGHT')!;
    expect(update.changes).toEqual([{ path: 'value', before: '[redacted]', after: '[redacted]' }]);
    const del = rows.find((r) => r.action === 'delete')!;
    expect(del.changes).toContainEqual({ path: 'value', before: '[redacted]' });
  });

  it('refuses bad input with a 400 and a key, and duplicates with 409, writing nothing', async () => {
    const before = await secretRows();
    const blank = await call(admin, 'POST', '/v4/secrets/OTHER/HARK_API_KEY', { value: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ key: 'validationError', message: 'Secret value must not be empty' });
    const unknown = await call(admin, 'POST', '/v4/secrets/OTHER/NOT_A_KEY', { value: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ key: 'validationError', message: 'Unknown secret key' });
    expect((await call(admin, 'POST', '/v4/secrets/OTHER/HARK_API_KEY', {})).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/v4/secrets/BRIGHT/HARK_API_KEY', { value: 'again' })).statusCode).toBe(409);
    expect((await call(admin, 'PUT', '/v4/secrets/OTHER/HARK_API_KEY', { value: 'x' })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/v4/secrets/BRIGHT/HARK_API_KEY', { value: '' })).statusCode).toBe(400);
    expect(await secretRows()).toBe(before);
    expect((await call(admin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY')).json().data.value).toBe('second-value');
  });
});

describe('ORG_ADMIN and customer-facing secrets', () => {
  it('cannot reach a secret whose feature configuration is not visible for customers', async () => {
    await publishHarkVisibility(false);
    expect((await call(orgAdmin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY')).statusCode).toBe(404);
    expect((await call(orgAdmin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY/meta')).statusCode).toBe(404);
    expect((await call(orgAdmin, 'GET', '/v4/secrets/meta?organisation=BRIGHT')).json().data).toEqual([]);
    expect((await call(orgAdmin, 'PUT', '/v4/secrets/BRIGHT/HARK_API_KEY', { value: 'org-admin-write' })).statusCode).toBe(404);
    expect((await call(orgAdmin, 'DELETE', '/v4/secrets/BRIGHT/HARK_API_KEY')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY')).json().data.value).toBe('second-value');
    expect((await call(orgAdmin, 'GET', '/v4/secrets/OTHER/HARK_API_KEY')).statusCode).toBe(403);
  });

  it('reaches it once the latest release makes it customer-facing', async () => {
    await publishHarkVisibility(true);
    const res = await call(orgAdmin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.value).toBe('second-value');
    expect((await call(orgAdmin, 'GET', '/v4/secrets/meta?organisation=BRIGHT')).json().data).toHaveLength(1);
    await publishHarkVisibility(false);
    expect((await call(orgAdmin, 'GET', '/v4/secrets/BRIGHT/HARK_API_KEY')).statusCode).toBe(404);
  });
});

describe('environment sync', () => {
  const body = { targetEnvironment: 'local', token: 'target-env-token', secrets: [{ organisation: 'BRIGHT', key: 'HARK_API_KEY', value: 'synced-value' }] };

  it('writes each secret through the target’s own API with the given token', async () => {
    const res = await call(admin, 'POST', '/v4/secrets/sync', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/v4/secrets/BRIGHT/HARK_API_KEY', 'POST /api/v4/secrets/BRIGHT/HARK_API_KEY']);
    expect(received.every((r) => r.auth === 'Bearer target-env-token')).toBe(true);
    expect(targetStore.get('/api/v4/secrets/BRIGHT/HARK_API_KEY')).toBe('synced-value');
    const audit = (await t.db.query<{ changes: unknown }>("SELECT changes FROM audit_log WHERE resource = 'secrets' AND action = 'sync'")).rows;
    expect(audit).toEqual([{ changes: [{ path: 'BRIGHT.HARK_API_KEY', after: '[redacted]' }] }]);
  });

  it('answers false when the target refuses', async () => {
    targetFails = true;
    try {
      expect((await call(admin, 'POST', '/v4/secrets/sync', body)).json()).toEqual({ data: false });
    } finally {
      targetFails = false;
    }
  });

  it('refuses an unconfigured target, bad bodies and organisation admins', async () => {
    const sent = received.length;
    const staging = await call(admin, 'POST', '/v4/secrets/sync', { ...body, targetEnvironment: 'staging' });
    expect(staging.statusCode).toBe(400);
    expect(staging.json()).toMatchObject({ key: 'validationError', message: 'Sync target staging is not configured' });
    expect((await call(admin, 'POST', '/v4/secrets/sync', { ...body, targetEnvironment: 'production' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/v4/secrets/sync', { ...body, secrets: [] })).statusCode).toBe(400);
    expect((await call(orgAdmin, 'POST', '/v4/secrets/sync', body)).statusCode).toBe(403);
    expect(received.length).toBe(sent);
  });
});

describe('a secret change whose audit entry cannot be written', () => {
  it('is refused: 500 and nothing stored', async () => {
    await t.db.query('ALTER TABLE audit_log ADD CONSTRAINT nope CHECK (false) NOT VALID');
    try {
      const res = await call(admin, 'POST', '/v4/secrets/OTHER/HARK_API_KEY', { value: 'never-stored' });
      expect(res.statusCode).toBe(500);
      expect(await stored('OTHER')).toBeUndefined();
    } finally {
      await t.db.query('ALTER TABLE audit_log DROP CONSTRAINT nope');
    }
  });
});
