/**
 * OpenID Connect: the built-in development identity provider (oidc-provider at /oidc) and the
 * relying party (openid-client) the OPENID sign-in uses. Registered by app.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

export async function registerOidc(_app: FastifyInstance, _services: Services): Promise<void> {
  // Built in the OpenID Connect step of issue 3.
}
