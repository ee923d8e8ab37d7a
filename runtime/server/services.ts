/**
 * What handlers use besides the request: the database, configuration, the clock, tokens, the
 * outbox, the audit log, the secret box, the sealed server keys, the job engine and the caches. Built once per app (app.ts); tests build their own.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Clock } from './clock.js';
import type { Db } from './db/database.js';
import type { TokenService } from './auth/tokens.js';
import type { ApiTokenPrincipal } from './auth/principal.js';
import type { SecretBox } from './secret-box.js';
import type { Throttle } from './auth/throttle.js';
import type { KeyStore } from './key-store.js';
import type { JobEngine } from './jobs/engine.js';
import type { Caches } from './caches.js';

export interface Services {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly tokens: TokenService;
  readonly secretBox: SecretBox;
  /** The server's own private keys, sealed at rest (JWT and identity-provider signing keys). */
  readonly keys: KeyStore;
  readonly log: FastifyBaseLogger;
  /** Limits on guesses and messages, shared by every server on the database (auth/throttle.ts). */
  readonly throttle: Throttle;
  /** The job engine: plans, sends and describes runs (jobs/engine.ts); workers start apart (jobs/workers.ts). */
  readonly jobs: JobEngine;
  /** What this server keeps of the database in memory, dropped on every server when it changes (caches.ts). */
  readonly caches: Caches;
  /** Finds the API token a bearer value names (and notes its use); undefined when none is valid. */
  verifyApiToken(token: string): Promise<ApiTokenPrincipal | undefined>;
}
