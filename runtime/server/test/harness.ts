/**
 * A test file's server: its own database (copied from a template made by global-setup.ts), the app
 * built on it with a test clock, and ways to call it — `app.inject` for raw requests and `client()`
 * for the generated client running on the real HTTP runtime over inject. `asCustomer` / `asStaff`
 * issue real tokens without going through a sign-in flow (the auth tests cover the flows).
 */
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { AdminScope } from '../../../schemas/admin.js';
import { HttpClient } from '../../client/http-client.js';
import { MemoryTokenStore } from '../../client/tokens.js';
import { buildApp, type AppOptions } from '../app.js';
import { readConfig, type ServerConfig } from '../config.js';
import { TestClock } from '../clock.js';
import { databaseUrl } from '../db/postgres.js';
import { openDb, type Db } from '../db/database.js';
import { randomBytes } from 'node:crypto';
import type { Services } from '../services.js';
import { TEST_SEED_CONFIG, TEST_TODAY } from './constants.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly services: Services;
  readonly db: Db;
  readonly clock: TestClock;
  readonly config: ServerConfig;
  /** The database it runs on (anotherServer starts a second server there). */
  readonly databaseUrl: string;
  /** The generated client's runtime over app.inject; `entry` is the bearer it holds. */
  client(entry?: AuthEntry): HttpClient;
  /** Tokens for a customer user on one of their accounts (first OWNER account when not given). */
  asCustomer(userId: string, accountId?: string, scope?: 'USER' | 'DEMO'): Promise<AuthEntry>;
  /** Tokens for an admin: an existing one by id, or a made-up one with this scope and organisation. */
  asStaff(scope: AdminScope, organisation?: string, adminId?: string): Promise<AuthEntry>;
  close(): Promise<void>;
}

/** fetch over app.inject: the client runtime talks to the app without a socket. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(init.body === undefined || init.body === null ? {} : { payload: init.body as string }),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 302 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  }) as typeof fetch;
}

export interface TestAppOptions {
  /** Start from the seeded demo tenant (default) or an empty, migrated database. */
  readonly seeded?: boolean;
  readonly config?: Partial<ServerConfig>;
  /** Pino options for the app (default: no logging). */
  readonly logger?: FastifyServerOptions['logger'];
  /** Built front ends to serve instead of dist/ (AppOptions.builtApps). */
  readonly builtApps?: AppOptions['builtApps'];
  readonly jobHandlers?: AppOptions['jobHandlers'];
}

export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('pgUrl');
  const name = `t_${randomBytes(8).toString('hex')}`;
  const template = options.seeded === false ? 'ampere_migrated' : 'ampere_seeded';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const config: ServerConfig = {
    ...readConfig({}),
    ...TEST_SEED_CONFIG,
    publicUrl: 'https://ampere.test',
    secretsKey: '11'.repeat(32),
    // The test platform is served over https by a TLS-terminating proxy on loopback (app.inject's peer):
    // its X-Forwarded-Proto is believed, as TRUST_PROXY=127.0.0.1 makes it in such a deployment.
    trustProxy: ['127.0.0.1'],
    logLevel: 'silent',
    ...options.config,
  };
  const dropDatabase = async () => {
    const a = new pg.Client({ connectionString: serverUrl });
    await a.connect();
    try {
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await a.end();
    }
  };
  try {
    return await serverOn(databaseUrl(serverUrl, name), config, new TestClock(TEST_TODAY), options, dropDatabase);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

/**
 * A second server on the database of `first`, as another process behind the same DATABASE_URL would
 * be: its own pool, app, caches and clock (starting at first's time), first's configuration unless
 * `options.config` says otherwise. Closing it leaves the database to `first`.
 */
export async function anotherServer(first: TestApp, options: Pick<TestAppOptions, 'config' | 'logger'> = {}): Promise<TestApp> {
  return serverOn(first.databaseUrl, { ...first.config, ...options.config }, new TestClock(first.clock.now()), options, async () => {});
}

async function serverOn(url: string, config: ServerConfig, clock: TestClock, options: TestAppOptions, afterClose: () => Promise<void>): Promise<TestApp> {
  const db = openDb(url, 8);
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp({ db, config, clock, logger: options.logger ?? false, validateResponses: true, ...(options.builtApps ? { builtApps: options.builtApps } : {}), ...(options.jobHandlers ? { jobHandlers: options.jobHandlers } : {}) });
    await built.app.ready();
  } catch (error) {
    await db.close();
    throw error;
  }
  const { app, services } = built;

  const result: TestApp = {
    app, services, db, clock, config, databaseUrl: url,
    client(entry) {
      return new HttpClient({
        baseUrl: 'https://ampere.test/api', organisation: config.organisation, appVersion: 'test',
        fetch: injectFetch(app), tokens: new MemoryTokenStore(entry), rateLimit: false, now: () => clock.now().getTime(),
      });
    },
    async asCustomer(userId, accountId, scope = 'USER') {
      const acc = accountId ?? (await db.query<{ account_id: string }>("SELECT account_id FROM account_users WHERE user_id = $1 ORDER BY (role = 'OWNER') DESC LIMIT 1", [userId])).rows[0]?.account_id;
      if (!acc) throw new Error(`user ${userId} holds no account`);
      const org = (await db.query<{ organisation: string }>('SELECT organisation FROM users WHERE id = $1', [userId])).rows[0]?.organisation ?? config.organisation;
      const sid = await services.tokens.openSession(db, 'customer', userId, org, 'TEST');
      return services.tokens.issueCustomer(db, sid, { userId, accountId: acc, organisation: org, scope });
    },
    async asStaff(scope, organisation = config.organisation, adminId) {
      const id = adminId ?? (await db.query<{ id: string }>('SELECT id FROM admins WHERE scope = $1 AND organisation = $2 LIMIT 1', [scope, organisation])).rows[0]?.id ?? '0'.repeat(24);
      const sid = await services.tokens.openSession(db, 'staff', id, organisation, 'TEST');
      return services.tokens.issueStaff(db, sid, { adminId: id, email: `${scope.toLowerCase()}@test.example`, organisation, scope });
    },
    async close() {
      await app.close();
      await db.close();
      await afterClose();
    },
  };
  return result;
}

/** `Authorization: Bearer …` for app.inject. */
export function bearer(entry: Pick<AuthEntry, 'accessToken'>): Record<string, string> {
  return { authorization: `Bearer ${entry.accessToken}` };
}
