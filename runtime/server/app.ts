/**
 * Builds the server (no listen: server.ts listens, tests inject). One Fastify instance serves the
 * API under /api (every contract operation, from the endpoint descriptors), the API docs at
 * /api/docs, the built-in OpenID provider at /oidc, the portal at / and the console at /admin.
 */
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { areas } from '../../schemas/index.js';
import { timestampReviver } from '../../schemas/core/wire.js';
import { HEADERS } from '../../schemas/constants.js';
import type { Endpoint } from '../../schemas/endpoints/define.js';
import type { ServerConfig } from './config.js';
import { systemClock, type Clock } from './clock.js';
import type { Db } from './db/database.js';
import { newId } from './ids.js';
import { problem } from './errors.js';
import { createTokenService } from './auth/tokens.js';
import { apiTokenVerifier } from './auth/api-token-auth.js';
import { OPERATION_POLICIES, registerThrottle } from './auth/throttle.js';
import { registerOidc } from './auth/oidc/index.js';
import { registerSignInPages } from './auth/sign-in/pages.js';
import type { Principal } from './auth/principal.js';
import { loadSecretsKeys, secretBox } from './secret-box.js';
import { assertSecretsKeyOpens, keyStore, sealAtRest } from './key-store.js';
import { API_PREFIX, registerContract, requestIdOf, type BindingReport } from './contract/routes.js';
import { boundAreas } from './routes/index.js';
import { installErrorHandling } from './error-handler.js';
import { installStorableTextGuard, parseJsonBody } from './storable-text.js';
import { installRequestLimits, requestLimitOptions } from './request-limits.js';
import { registerPages } from './pages/index.js';
import { registerDevRoutes } from './dev-routes.js';
import { registerSignPages } from './pages/sign-page.js';
import { registerAssetFiles } from './pages/asset-files.js';
import { registerSecurityHeaders } from './pages/security-headers.js';
import { portalPolicy } from './pages/portal-policy.js';
import type { Services } from './services.js';
import { logRedaction } from './logging.js';
import { createJobEngine } from './jobs/engine.js';
import { JOB_HANDLERS } from './jobs/handlers/index.js';
import type { JobHandler } from './jobs/handler.js';
import { CACHE_CHANNEL, makeCaches } from './caches.js';
import { listenForNotifications } from './db/notifications.js';

export interface AppOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock?: Clock;
  /** Pino options, or false (tests). */
  readonly logger?: FastifyServerOptions['logger'];
  /** Checks JSON answers against the contract (default: on unless NODE_ENV is production). */
  readonly validateResponses?: boolean;
  /** Where the built portal and console are (default: dist/portal, dist/console); tests give their own. */
  readonly builtApps?: { readonly portal?: string; readonly console?: string };
  /** The job handlers by job name (default jobs/handlers/index.ts); the engine's own tests give theirs. */
  readonly jobHandlers?: Readonly<Record<string, JobHandler>>;
}

export interface App {
  readonly app: FastifyInstance;
  readonly services: Services;
  readonly binding: BindingReport;
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export async function buildApp(options: AppOptions): Promise<App> {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, ...logRedaction },
    genReqId: (req) => requestIdOf(req.headers, () => newId()),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    // Only the configured proxies' X-Forwarded-For names the client; anyone else's is ignored.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    ...requestLimitOptions,
  });
  const box = secretBox(loadSecretsKeys(config));
  // Another server's key would start, then fail at the first secret or key it opens: refuse now.
  await assertSecretsKeyOpens(db, box);
  // Before any key is read: keys of an older database are sealed, and a rotation's old key is retired.
  const sealing = await sealAtRest(db, box);
  if (sealing.sealed + sealing.resealed > 0) app.log.info(sealing, 'server keys and secrets sealed with SECRETS_KEY');
  const keys = keyStore(db, box);
  const tokens = await createTokenService(db, clock, keys);
  const throttle = await registerThrottle(app, db, clock, config.organisation);
  const jobs = await createJobEngine(db, clock, options.jobHandlers ?? JOB_HANDLERS);
  app.addHook('onClose', async () => jobs.stop());
  const caches = makeCaches();
  const services: Services = {
    db, config, clock, tokens, keys, throttle, jobs, caches,
    secretBox: box,
    log: app.log,
    verifyApiToken: apiTokenVerifier(db, clock),
  };

  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADERS.REQUEST_ID, request.id);
  });
  // The shared wire rule: ISO timestamps in JSON bodies arrive as Dates, as the client sends them.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    if (text === '' || text === undefined) return done(null, undefined);
    try {
      done(null, parseJsonBody(String(text), timestampReviver));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, text, done) => done(null, String(text)));
  await app.register(formbody);
  // JSON answers on a phone network: the portal's start reads about 40 kB of copy and settings. Brotli
  // at quality 4 compresses about as well as gzip 9 at a fraction of its CPU; the portal's assets
  // arrive precompressed (pages/portal.ts sets their encoding, which this plugin leaves alone).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Before any route: helmet's hooks must reach every one (issue 19 §5).
  const pageHeaders = await registerSecurityHeaders(app, config.publicUrl);
  installErrorHandling(app);
  installRequestLimits(app);
  installStorableTextGuard(app);

  const authenticate = async (request: { headers: Record<string, string | string[] | undefined>; query: unknown }, endpoint: Endpoint): Promise<Principal | undefined> => {
    const header = request.headers.authorization;
    let token = typeof header === 'string' && header.startsWith(HEADERS.BEARER_PREFIX) ? header.slice(HEADERS.BEARER_PREFIX.length).trim() : undefined;
    let fromUrl = false;
    const linkToken = (request.query as Record<string, unknown> | undefined)?.accessToken;
    if (!token && endpoint.query?.shape && 'accessToken' in endpoint.query.shape && typeof linkToken === 'string' && !endpoint.access.public) {
      token = linkToken;
      fromUrl = true;
    }
    if (!token) return undefined;
    try {
      // A token in a URL lands in history and proxy logs: only a five-minute link token is accepted there.
      // A password-reset link's token opens only the calls whose access names it (setting the password).
      if (JWT_SHAPE.test(token)) return await tokens.verify(token, fromUrl ? { shortOnly: true } : { allowReset: endpoint.access.passwordReset === true });
      const apiToken = fromUrl ? undefined : await services.verifyApiToken(token);
      if (apiToken) return apiToken;
      throw problem('unauthorized');
    } catch (error) {
      // A public call ignores a bad token rather than refusing a call that needs none.
      if (endpoint.access.public) return undefined;
      throw error;
    }
  };

  const binding = registerContract(app, areas, boundAreas, {
    services,
    authenticate,
    routeOptions: (operation) => {
      const policy = OPERATION_POLICIES[operation];
      return policy ? { preHandler: throttle.hook(policy) } : {};
    },
    validateResponses: options.validateResponses ?? process.env.NODE_ENV !== 'production',
  });
  await registerOidc(app, services);
  registerSignInPages(app, services);
  await registerDevRoutes(app, services);
  registerSignPages(app, services, pageHeaders);
  registerAssetFiles(app, services);
  // The invoice viewer's base URL differs outside production (portal §2 Invoices): NODE_ENV says which, not the dev tools.
  registerPages(app, binding, {
    organisation: config.organisation,
    environment: config.production ? 'production' : 'development',
    headers: pageHeaders,
    policy: () => portalPolicy(services),
    ...(options.builtApps?.portal ? { dir: options.builtApps.portal } : {}),
  }, options.builtApps?.console);
  app.log.debug({ prefix: API_PREFIX, implemented: binding.implemented.length, missing: binding.missing.length }, 'contract bound');
  // Last: nothing after it can fail and leave the connection open. A change announced by any server
  // drops this one's cached copy (docs/decisions.md "Caches across servers").
  const listener = await listenForNotifications({
    connection: db.pool.options,
    channel: CACHE_CHANNEL,
    onNotification: (payload) => caches.noticed(payload),
    onListening: () => caches.dropAll(),
    log: app.log,
  });
  app.addHook('onClose', () => listener.close());
  return { app, services, binding };
}
