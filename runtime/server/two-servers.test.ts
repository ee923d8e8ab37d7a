// @vitest-environment node
/**
 * Issue 20 §2: any number of servers on one database act as one. Two servers (two apps, each with
 * its own pool, caches and clock, as two processes would have) on one database: a settings change on
 * one is served by the other at once (docs/decisions.md "Caches across servers"), also after the
 * other's listener lost its connection; a secret written on one reads on the other; signing out on
 * one refuses the token on the other; a server with another SECRETS_KEY does not start ("One
 * secrets key for every server"). The test clock stands still, so no cache entry ever ages out here:
 * only a notice can make the other server read again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../schemas/auth.js';
import { validTheme } from '../../schemas/fixtures/settings-theme.fixtures.js';
import { anotherServer, bearer, testApp, type TestApp, type TestAppOptions } from './test/harness.js';
import { SECRETS_KEY_MISMATCH } from './key-store.js';
import { LISTENER_APPLICATION_NAME } from './db/notifications.js';

interface Pair {
  /** The server that made the database. */
  readonly a: TestApp;
  /** Another server on the same database. */
  readonly b: TestApp;
  close(): Promise<void>;
}

/** Two servers on one new database. */
async function startPair(options: TestAppOptions = {}): Promise<Pair> {
  const a = await testApp(options);
  try {
    const b = await anotherServer(a);
    return { a, b, close: async () => void (await Promise.all([b.close(), a.close()])) };
  } catch (error) {
    await a.close();
    throw error;
  }
}

/** At once, in practice: a notice arrives in milliseconds. Generous for a loaded machine; no assertion on time. */
const AT_ONCE = { timeout: 2_000, interval: 20 };
const ORG = 'BRIGHT';

let pair: Pair;
let admin: AuthEntry;
beforeAll(async () => {
  pair = await startPair();
  admin = await pair.a.asStaff('ADMIN');
});
afterAll(async () => pair?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (server: TestApp, method: Method, url: string, entry?: AuthEntry, payload?: unknown) =>
  server.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The public release a server serves (from its cache while it holds one). */
const served = async (server: TestApp) => (await call(server, 'GET', `/v3/settings/releases/${ORG}`)).json().data as {
  versions: Record<string, number>; theme: typeof validTheme | null; chatScriptOrigins: string[];
};

async function publishTheme(server: TestApp, accentColor: string): Promise<{ _id: string; version: number }> {
  expect((await call(server, 'PUT', `/v3/settings/drafts/themes/${ORG}`, admin, { ...validTheme, dark: { ...validTheme.dark, accentColor } })).statusCode).toBe(200);
  const published = await call(server, 'POST', `/v3/settings/releases/themes/${ORG}`, admin);
  expect(published.statusCode).toBe(201);
  return published.json().data;
}

describe('settings published on one server', () => {
  it('are served by the other at once: a publish, a deletion and a change of the chat script origins', async () => {
    const before = await served(pair.b);
    const release = await publishTheme(pair.a, '#123456');
    expect(release.version).toBeGreaterThan(before.versions.theme ?? 0);
    await expect.poll(async () => (await served(pair.b)).versions.theme, AT_ONCE).toBe(release.version);
    expect((await served(pair.b)).theme?.dark.accentColor).toBe('#123456');

    expect((await call(pair.a, 'DELETE', `/v3/settings/releases/themes/${ORG}/${release._id}`, admin)).statusCode).toBe(204);
    await expect.poll(async () => (await served(pair.b)).versions.theme, AT_ONCE).toBe(before.versions.theme);

    const origins = ['https://chat.example.com'];
    expect((await call(pair.a, 'PUT', '/v3/settings/platform/chat-script-origins', admin, { origins })).statusCode).toBe(200);
    await expect.poll(async () => (await served(pair.b)).chatScriptOrigins, AT_ONCE).toEqual(origins);
  });

  it('are served by the other after its listener lost its connection, though the notice of the change was missed', async () => {
    const before = await served(pair.b);
    // A change no notice announces, as one made while the listener was away would be.
    const version = (before.versions.theme ?? 0) + 100;
    await pair.a.db.query(
      `INSERT INTO settings_releases (id, organisation, kind, version, payload, created_at, created_by) VALUES ('b0b0b0b0b0b0b0b0b0b0b0b0', $1, 'theme', $2, $3, $4, $5)`,
      [ORG, version, JSON.stringify(validTheme), pair.a.clock.now(), '0'.repeat(24)],
    );
    expect((await served(pair.b)).versions.theme).toBe(before.versions.theme);
    const ended = await pair.a.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME]);
    expect(ended.rowCount).toBe(2);
    // Reconnecting takes a quarter of a second first: more than a notice, still far below the cache's minute.
    await expect.poll(async () => (await served(pair.b)).versions.theme, { timeout: 5_000, interval: 50 }).toBe(version);
    await pair.a.db.query("DELETE FROM settings_releases WHERE id = 'b0b0b0b0b0b0b0b0b0b0b0b0'");
  });
});

describe('what one server writes or ends', () => {
  it('reads on the other a secret written through the API', async () => {
    expect((await call(pair.a, 'POST', `/v4/secrets/${ORG}/HARK_API_KEY`, admin, { value: 'written-on-a' })).statusCode).toBe(201);
    const read = await call(pair.b, 'GET', `/v4/secrets/${ORG}/HARK_API_KEY`, await pair.b.asStaff('ADMIN'));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ key: 'HARK_API_KEY', value: 'written-on-a' });
  });

  it('refuses on the other a token signed out on the first', async () => {
    const kari = (await pair.a.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id;
    const entry = await pair.a.asCustomer(kari);
    expect((await call(pair.b, 'GET', '/v3/auth/short-accesstoken', entry)).statusCode).toBe(200);
    expect((await call(pair.a, 'DELETE', `/v3/auth/?organisation=${ORG}`, entry)).statusCode).toBe(200);
    expect((await call(pair.b, 'GET', '/v3/auth/short-accesstoken', entry)).statusCode).toBe(401);
  });
});

describe('a server closing', () => {
  it('ends its listener with the app, so nothing is left open', async () => {
    const listeners = async () => (await pair.a.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME])).rows[0]!.n;
    const before = await listeners();
    const third = await anotherServer(pair.a);
    expect(await listeners()).toBe(before + 1);
    await third.close();
    await expect.poll(listeners, AT_ONCE).toBe(before);
  });
});

describe('a server with another SECRETS_KEY', () => {
  it('does not start, and says that every server needs the same key', async () => {
    await expect(anotherServer(pair.a, { config: { secretsKey: '99'.repeat(32) } })).rejects.toThrow(SECRETS_KEY_MISMATCH);
  });
});
