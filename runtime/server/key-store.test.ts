// @vitest-environment node
/**
 * Issue 19 §3, signing keys not in clear (decision "Keys at rest"): the JWT and OpenID keys are
 * sealed with SECRETS_KEY in server_keys; a restart with the same key and a rotation to a new one
 * keep tokens valid; an older database's clear keys are sealed in place; production without
 * SECRETS_KEY, or a key that opens nothing, does not start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { bearer, testApp, type TestApp } from './test/harness.js';
import { loadSecretsKeys, secretBox } from './secret-box.js';
import { SECRETS_KEY_CHECK, SECRETS_KEY_MISMATCH } from './key-store.js';
import type { AuthEntry } from '../../schemas/auth.js';
import type { ServerConfig } from './config.js';

let t: TestApp;
const OLD = '11'.repeat(32);
const NEW = '22'.repeat(32);

beforeAll(async () => {
  t = await testApp();
  // The identity provider makes its keys on first use: the discovery document is enough.
  await t.app.inject({ method: 'GET', url: '/oidc/jwks', headers: { host: 'ampere.test' } });
});
afterAll(async () => t?.close());

interface KeyRow { name: string; value: unknown; sealed: Buffer | null }
const keyRows = async () => (await t.db.query<KeyRow>('SELECT name, value, sealed FROM server_keys ORDER BY name')).rows;

/** Another server on the same database, as a restart or a second instance would be. */
async function server(config: Partial<ServerConfig>): Promise<App> {
  const made = await buildApp({ db: t.db, config: { ...t.config, ...config }, clock: t.clock, logger: false });
  await made.app.ready();
  return made;
}

async function readsWith(app: App, entry: AuthEntry): Promise<number> {
  return (await app.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(entry) })).statusCode;
}

describe('server keys at rest', () => {
  it('keeps every key sealed: no clear value, no private exponent readable', async () => {
    const rows = await keyRows();
    expect(rows.map((r) => r.name)).toEqual(['jwt-es256', 'oidc-cookie-keys', 'oidc-jwks', 'secrets-key-check']);
    for (const row of rows) {
      expect(row.value).toBeNull();
      expect(row.sealed).toBeInstanceOf(Buffer);
      const clear = t.services.secretBox.open(row.sealed!);
      // Not the key, nor any part of it worth reading: the private exponents appear nowhere in the stored bytes.
      for (const part of Object.values(JSON.parse(clear) as Record<string, unknown>)) {
        if (typeof part === 'string' && part.length >= 16) expect(row.sealed!.includes(Buffer.from(part))).toBe(false);
      }
    }
    const jwt = JSON.parse(t.services.secretBox.open(rows[0]!.sealed!)) as { kty: string; d?: string };
    expect(jwt.kty).toBe('EC');
    expect(jwt.d).toBeTypeOf('string');
  });

  it('verifies tokens after a restart with the same SECRETS_KEY', async () => {
    const entry = await t.asCustomer((await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id);
    const restarted = await server({});
    try {
      expect(await readsWith(restarted, entry)).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });

  it('seals in place the clear keys of a database from before sealing', async () => {
    const entry = await t.asStaff('ADMIN');
    const jwt = JSON.parse(t.services.secretBox.open((await keyRows())[0]!.sealed!)) as unknown;
    await t.db.query("UPDATE server_keys SET value = $1, sealed = NULL WHERE name = 'jwt-es256'", [jwt]);
    const upgraded = await server({});
    try {
      const row = (await keyRows())[0]!;
      expect(row.value).toBeNull();
      expect(JSON.parse(secretBox(Buffer.from(OLD, 'hex')).open(row.sealed!))).toEqual(jwt);
      expect(await readsWith(upgraded, entry)).toBe(200);
    } finally {
      await upgraded.app.close();
    }
  });

  it('rotates: SECRETS_KEY_PREVIOUS opens what the old key sealed, everything is re-sealed with the new key, tokens still verify', async () => {
    const entry = await t.asStaff('ADMIN');
    const now = t.clock.now();
    await t.db.query(
      "INSERT INTO secrets (id, organisation, key, value, created_at, updated_at, updated_by) VALUES ('5ec0000000000000000000a1', 'BRIGHT', 'ROTATION_TEST', $1, $2, $2, 'test')",
      [t.services.secretBox.seal('the secret value'), now],
    );
    const rotated = await server({ secretsKey: NEW, secretsKeyPrevious: OLD });
    try {
      expect(await readsWith(rotated, entry)).toBe(200);
      const newOnly = secretBox(Buffer.from(NEW, 'hex'));
      const oldOnly = secretBox(Buffer.from(OLD, 'hex'));
      for (const row of await keyRows()) {
        expect(() => newOnly.open(row.sealed!)).not.toThrow();
        expect(() => oldOnly.open(row.sealed!)).toThrow(/neither/);
      }
      const secret = (await t.db.query<{ value: Buffer }>("SELECT value FROM secrets WHERE id = '5ec0000000000000000000a1'")).rows[0]!.value;
      expect(newOnly.open(secret)).toBe('the secret value');
    } finally {
      await rotated.app.close();
    }
    // After the rotation the old key is no longer needed: a server with the new key alone starts and verifies.
    const after = await server({ secretsKey: NEW });
    try {
      expect(await readsWith(after, entry)).toBe(200);
    } finally {
      await after.app.close();
    }
  });

  it('does not start with a SECRETS_KEY that opens none of the keys, and says why', async () => {
    await expect(server({ secretsKey: '33'.repeat(32), secretsKeyPrevious: undefined })).rejects.toThrow(SECRETS_KEY_MISMATCH);
  });

  it('refuses another key on a database from before the check value, without writing one sealed with it', async () => {
    await t.db.query(`DELETE FROM server_keys WHERE name = '${SECRETS_KEY_CHECK}'`);
    await expect(server({ secretsKey: '33'.repeat(32), secretsKeyPrevious: undefined })).rejects.toThrow(SECRETS_KEY_MISMATCH);
    expect((await keyRows()).map((r) => r.name)).not.toContain(SECRETS_KEY_CHECK);
    // The database's own key still starts, and writes the check value with it.
    const right = await server({ secretsKey: NEW });
    await right.app.close();
    expect(secretBox(Buffer.from(NEW, 'hex')).open((await keyRows()).find((r) => r.name === SECRETS_KEY_CHECK)!.sealed!)).toBe(JSON.stringify(SECRETS_KEY_CHECK));
  });

  it('lets one of two servers starting together on an empty database with different keys start, and refuses the other before it seals anything', async () => {
    await t.db.query('DELETE FROM server_keys');
    await t.db.query('DELETE FROM secrets');
    const keys = ['44'.repeat(32), '55'.repeat(32)];
    const started = await Promise.allSettled(keys.map((secretsKey) => server({ secretsKey, secretsKeyPrevious: undefined })));
    const up = started.flatMap((s, i) => (s.status === 'fulfilled' ? [{ app: s.value, key: keys[i]! }] : []));
    try {
      expect(up).toHaveLength(1);
      const refused = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      expect((refused?.reason as Error | undefined)?.message).toBe(SECRETS_KEY_MISMATCH);
      // Every stored key is sealed with the key of the server that started.
      const box = secretBox(Buffer.from(up[0]!.key, 'hex'));
      for (const row of await keyRows()) expect(() => box.open(row.sealed!)).not.toThrow();
    } finally {
      await Promise.all(up.map((u) => u.app.app.close()));
    }
    // Put back what the rest of this file expects: keys under NEW.
    await t.db.query('DELETE FROM server_keys');
  });

  it('makes one key when two servers start together on a database without keys', async () => {
    await t.db.query("DELETE FROM server_keys WHERE name = 'jwt-es256'");
    const [a, b] = await Promise.all([server({ secretsKey: NEW }), server({ secretsKey: NEW })]);
    try {
      const entry = (await a.services.tokens.issueStaff(t.db, await a.services.tokens.openSession(t.db, 'staff', '0'.repeat(24), 'BRIGHT'), {
        adminId: '0'.repeat(24), email: 'race@test.example', organisation: 'BRIGHT', scope: 'ADMIN',
      }));
      expect(await readsWith(b, entry)).toBe(200);
      expect((await t.db.query("SELECT 1 FROM server_keys WHERE name = 'jwt-es256'")).rowCount).toBe(1);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});

describe('the secrets key', () => {
  it('refuses to start in production without SECRETS_KEY, with a clear message, and never writes a key file', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-keys-'));
    try {
      expect(() => loadSecretsKeys({ secretsKeyRequired: true, dataDir })).toThrow(/SECRETS_KEY is not set\. With NODE_ENV=production/);
      expect(fs.existsSync(path.join(dataDir, 'secrets.key'))).toBe(false);
      expect(loadSecretsKeys({ secretsKeyRequired: true, secretsKey: NEW, dataDir }).current).toEqual(Buffer.from(NEW, 'hex'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('falls back to DATA_DIR/secrets.key outside production only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-keys-'));
    try {
      const made = loadSecretsKeys({ secretsKeyRequired: false, dataDir }).current;
      expect(made).toHaveLength(32);
      expect(loadSecretsKeys({ secretsKeyRequired: false, dataDir }).current).toEqual(made);
      expect(() => loadSecretsKeys({ secretsKeyRequired: false, secretsKeyPrevious: OLD, dataDir })).toThrow(/without SECRETS_KEY/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads NODE_ENV=production as SECRETS_KEY required', async () => {
    const { readConfig } = await import('./config.js');
    expect(readConfig({ NODE_ENV: 'production' }).secretsKeyRequired).toBe(true);
    expect(readConfig({}).secretsKeyRequired).toBe(false);
    await expect(server({ secretsKey: undefined, secretsKeyRequired: true })).rejects.toThrow(/SECRETS_KEY is not set/);
  });
});
