/**
 * The identity provider's interaction routes: the login page, its form post and cancel. They use
 * oidc-provider's interaction API (the interaction is found by its cookie); consent is never asked
 * of the user for the platform's own client (provider.ts grants it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { Services } from '../../services.js';
import { verifyPassword } from '../passwords.js';
import { OIDC_PATH } from './provider.js';
import { LOGIN_FAILED, interactionErrorPage, loginPage, tooManyAttempts } from './login-page.js';
import { passwordKey } from '../throttle.js';
import type { ServerError } from '../../errors.js';
import { userByUsername } from './repository.js';

interface UidParams { uid: string }

const HTML = 'text/html; charset=utf-8';

export function registerInteractions(app: FastifyInstance, provider: Provider, services: Services): void {
  const base = `${OIDC_PATH}/interaction`;

  /** The interaction of this browser, or an error page when its cookie is missing or expired. */
  async function details(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch {
      // SessionNotFound: the interaction cookie is absent or the interaction expired.
    }
    reply.code(400).type(HTML).send(interactionErrorPage('The sign-in session was not found or has expired.'));
    return undefined;
  }

  const page = (interaction: Interaction, extra: { username?: string; error?: string } = {}) =>
    loginPage({
      action: `${base}/${interaction.uid}/login`,
      abortUrl: `${base}/${interaction.uid}/abort`,
      clientName: String(interaction.params.client_id ?? 'the platform'),
      ...extra,
    });

  /** Consent for the first-party client, should the policy still ask for it. */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId: accountId!, clientId });
    grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
    const grantId = await grant.save();
    return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  app.get<{ Params: UidParams }>(`${base}/:uid`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name === 'consent') return reply.redirect(await grantConsent(request, reply, interaction), 303);
    return reply.type(HTML).header('cache-control', 'no-store').send(page(interaction));
  });

  app.post<{ Params: UidParams; Body: { username?: unknown; password?: unknown } }>(`${base}/:uid/login`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const username = typeof request.body?.username === 'string' ? request.body.username.trim() : '';
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    const { throttle, db, config } = services;
    const key = passwordKey(config.organisation, username);
    // The same limits and lockout as a USR_PWD sign-in of this username: it is the same password.
    const refused = (await throttle.check('identityProviderLogin', request)) ?? (await throttle.assertNotLocked('password', key).then(() => undefined, (e: ServerError) => e));
    if (refused) {
      const minutes = Math.max(1, Math.ceil((refused.retryAfterS ?? 60) / 60));
      return reply.code(429).header('retry-after', String(refused.retryAfterS ?? 60)).type(HTML).header('cache-control', 'no-store')
        .send(page(interaction, { username, error: tooManyAttempts(minutes) }));
    }
    const user = username ? await userByUsername(db, config.organisation, username) : undefined;
    // The password is checked even without a user so both failures take the same time.
    if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
      if (username) await throttle.failed('password', key);
      return reply.code(401).type(HTML).header('cache-control', 'no-store').send(page(interaction, { username, error: LOGIN_FAILED }));
    }
    await throttle.succeeded(key);
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  });

  app.get<{ Params: UidParams }>(`${base}/:uid/abort`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { error: 'access_denied', error_description: 'End-user aborted the sign-in' }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  });
}
