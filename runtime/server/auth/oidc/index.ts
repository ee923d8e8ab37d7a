/**
 * OpenID Connect: the built-in development identity provider (oidc-provider at /oidc) and the
 * relying party (openid-client, relying-party.ts) the OPENID sign-in uses. Registered by app.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { registerInteractions } from './interactions.js';
import { OIDC_PATH, createIdentityProvider } from './provider.js';
import { bindApp } from './self-fetch.js';

export async function registerOidc(app: FastifyInstance, services: Services): Promise<void> {
  bindApp(services, app);
  // With an external issuer configured, the built-in one is not served.
  if (services.config.oidc.issuer) return;
  const provider = await createIdentityProvider(services);
  const callback = provider.callback();
  // The provider believes forwarded headers (provider.ts sets proxy), in its own routes and in the
  // interactions': it gets what Fastify decided from TRUST_PROXY, never what an untrusted client
  // wrote (decision "Client address and proxies").
  app.addHook('onRequest', async (request) => {
    if (request.url !== OIDC_PATH && !request.url.startsWith(`${OIDC_PATH}/`)) return;
    request.raw.headers['x-forwarded-proto'] = request.protocol;
    request.raw.headers['x-forwarded-host'] = request.host;
    request.raw.headers['x-forwarded-for'] = request.ip;
  });
  registerInteractions(app, provider, services);
  await app.register(async (idp) => {
    // oidc-provider reads request bodies itself: in this scope no parser may consume the stream.
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Mounted as Express mounts it: the provider sees its own paths and finds the mount point in originalUrl.
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const original = raw.url ?? '/';
      raw.originalUrl = original;
      raw.url = original.slice(OIDC_PATH.length) || '/';
      await callback(raw, reply.raw);
    };
    idp.all(OIDC_PATH, handle);
    idp.all(`${OIDC_PATH}/*`, handle);
  });
}
