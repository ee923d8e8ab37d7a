/**
 * Everything the server reads from the environment, read once. README "Configuration" documents
 * each variable; defaults are what `npm start` on a fresh clone needs.
 */
import path from 'node:path';
import { isLoopbackUrl } from './loopback.js';

export interface OidcIssuerConfig {
  /** Issuer URL of an external OpenID Connect provider; absent means the built-in one at /oidc. */
  readonly issuer?: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The public origin (scheme, host, port) links and redirects are built from. */
  readonly publicUrl: string;
  /** Absent: the embedded PostgreSQL under dataDir. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  /** The demo organisation seeded into an empty database. */
  readonly organisation: string;
  /** The portal tenant of portal.md §1 (its feature flags and configurations are seeded). */
  readonly tenant: string;
  /** 32-byte key (base64 or hex) sealing secrets and the server's private keys at rest; absent: created once in dataDir (development only). */
  readonly secretsKey?: string;
  /** The key being rotated out: what it sealed is sealed again with secretsKey at start. */
  readonly secretsKeyPrevious?: string;
  /** Production (NODE_ENV=production): secretsKey must be set, the dataDir key file is never used. */
  readonly secretsKeyRequired: boolean;
  readonly oidc: OidcIssuerConfig;
  readonly logLevel: string;
  /**
   * The developer outbox and the BankID simulator: they show sign-in codes and approve sign-ins, so
   * they exist only for `npm start`'s demo on this machine (devToolsSetting) and answer only loopback peers.
   */
  readonly devTools: boolean;
  /** Why devTools is what it is, for the start banner. */
  readonly devToolsReason: string;
  /** NODE_ENV=production: the portal's environment (its invoice viewer's base URL, portal §2). */
  readonly production: boolean;
  /** Targets of the secret and settings environment sync: name → base URL of that environment's API. */
  readonly syncTargets: Readonly<Partial<Record<'local' | 'staging' | 'develop', string>>>;
  /** Whether the demo tenant's zone data and meter readings are extended while the server runs (DEMO_FEED). */
  readonly demoFeed: boolean;
  /**
   * Addresses (IPs, CIDR ranges, or proxy-addr's names such as `loopback`) of the reverse proxies in
   * front of the server, whose X-Forwarded-For is believed; empty: none, the client is the socket's
   * peer. A forged header from anyone else changes neither throttling nor what is logged.
   */
  readonly trustProxy: readonly string[];
  /**
   * What this process runs (ROLE): `all` (npm start's default) serves the API and runs the job
   * workers; `api` serves and only sends jobs; `worker` runs jobs and serves nothing.
   */
  readonly role: ServerRole;
  /** The job workers' pace (jobs/workers.ts): JOB_POLL_SECONDS, JOB_MAINTENANCE_SECONDS, JOB_CONCURRENCY. */
  readonly jobs: { readonly pollingIntervalSeconds: number; readonly maintenanceIntervalSeconds: number; readonly concurrency: number };
  /** The Oregano integration GET /v3/data/oregano passes through (docs/decisions.md "Oregano data"); absent: not configured. */
  readonly oregano?: { readonly url: string; readonly apiKey?: string };
  /** The customer-information source (CUSTOMER_SOURCE_URL, _TOKEN; docs/sources.md); absent: the demo tenant's own, only while the demo is on. */
  readonly customerSource?: SourceConfig;
  /** The meter-data source (METER_SOURCE_URL, _TOKEN; docs/sources.md); absent: the demo's reading generator, only while the demo is on. */
  readonly meterSource?: SourceConfig;
}

/** An HTTP(S) source answering JSON to GET with `Authorization: Bearer <token>`. */
export interface SourceConfig {
  readonly url: string;
  readonly token?: string;
}

function sourceFrom(url: string | undefined, token: string | undefined, name: string): SourceConfig | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name}_URL must be an http(s) URL, not '${url}'`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name}_URL must be an http(s) URL, not '${url}'`);
  return { url, ...(token ? { token } : {}) };
}

export const SERVER_ROLES = ['all', 'api', 'worker'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

function roleFrom(value: string | undefined): ServerRole {
  if (value === undefined || value === '') return 'all';
  if ((SERVER_ROLES as readonly string[]).includes(value)) return value as ServerRole;
  throw new Error(`ROLE must be one of ${SERVER_ROLES.join(', ')}, not '${value}'`);
}

function numberFrom(value: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max}, not '${value}'`);
  return n;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, not '${value}'`);
  return n;
}

/**
 * DEV_TOOLS=off turns the developer tools off; nothing turns them on for production or for a
 * PUBLIC_URL other than this machine, where they would hand out sign-ins to whoever asks.
 */
export function devToolsSetting(env: NodeJS.ProcessEnv, publicUrl: string): { readonly on: boolean; readonly reason: string } {
  if (env.DEV_TOOLS && env.DEV_TOOLS !== 'on') return { on: false, reason: `DEV_TOOLS=${env.DEV_TOOLS}` };
  if (env.NODE_ENV === 'production') return { on: false, reason: 'NODE_ENV=production' };
  if (!isLoopbackUrl(publicUrl)) return { on: false, reason: `PUBLIC_URL ${publicUrl} is not a loopback address` };
  return { on: true, reason: `PUBLIC_URL ${publicUrl} is a loopback address; they answer loopback clients only` };
}

const optional = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 3000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, '');
  const syncTargets: Record<string, string> = {};
  for (const target of ['local', 'staging', 'develop'] as const) {
    const url = env[`SYNC_${target.toUpperCase()}_URL`];
    if (url) syncTargets[target] = url;
  }
  const devTools = devToolsSetting(env, publicUrl);
  return {
    port,
    host,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    organisation: env.ORGANISATION || 'BRIGHT',
    tenant: env.TENANT || 'NO',
    secretsKey: env.SECRETS_KEY || undefined,
    secretsKeyPrevious: env.SECRETS_KEY_PREVIOUS || undefined,
    secretsKeyRequired: env.NODE_ENV === 'production',
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId: env.OIDC_CLIENT_ID || 'ampere-portal',
      clientSecret: env.OIDC_CLIENT_SECRET || 'ampere-development-secret',
    },
    logLevel: env.LOG_LEVEL || 'info',
    devTools: devTools.on,
    devToolsReason: devTools.reason,
    production: env.NODE_ENV === 'production',
    syncTargets,
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter((a) => a !== ''),
    demoFeed: env.DEMO_FEED ? env.DEMO_FEED === 'on' : env.NODE_ENV !== 'production',
    role: roleFrom(env.ROLE),
    jobs: {
      pollingIntervalSeconds: numberFrom(env.JOB_POLL_SECONDS, 2, 'JOB_POLL_SECONDS', 0.5, 60),
      maintenanceIntervalSeconds: Math.round(numberFrom(env.JOB_MAINTENANCE_SECONDS, 60, 'JOB_MAINTENANCE_SECONDS', 1, 3600)),
      concurrency: Math.round(numberFrom(env.JOB_CONCURRENCY, 2, 'JOB_CONCURRENCY', 1, 32)),
    },
    ...optional('customerSource', sourceFrom(env.CUSTOMER_SOURCE_URL, env.CUSTOMER_SOURCE_TOKEN, 'CUSTOMER_SOURCE')),
    ...optional('meterSource', sourceFrom(env.METER_SOURCE_URL, env.METER_SOURCE_TOKEN, 'METER_SOURCE')),
    ...(env.OREGANO_URL ? { oregano: { url: env.OREGANO_URL, ...(env.OREGANO_API_KEY ? { apiKey: env.OREGANO_API_KEY } : {}) } } : {}),
  };
}
