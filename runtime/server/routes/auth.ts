/**
 * Handlers of the auth area (schemas/endpoints/auth.ts): one sign-in call for every access type
 * (auth/sign-in/<type>.ts does each), polling, provider callbacks, tokens, sign-out.
 */
import { authArea } from '../../../schemas/endpoints/auth.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { findSignIn } from '../auth/sign-in-sessions.js';
import { logoutUri } from '../auth/oidc/relying-party.js';
import { tokenSessionSubject } from '../repositories/sign-in-users.js';
import type { SignInContext } from '../auth/sign-in/context.js';
import { passwordSignIn } from '../auth/sign-in/password.js';
import { bankIdAnswer, bankIdSignIn } from '../auth/sign-in/bankid.js';
import { pinCallback, pinSignIn } from '../auth/sign-in/pin.js';
import { emailCallback, emailLinkSignIn } from '../auth/sign-in/email-link.js';
import { adminSignIn } from '../auth/sign-in/admin.js';
import { adminBankIdSignIn } from '../auth/sign-in/admin-bankid.js';
import { openIdCallback, openIdSignIn } from '../auth/sign-in/openid.js';
import { fetchTokens } from '../auth/sign-in/tokens-fetch.js';

export const authHandlers = defineHandlers(authArea, {
  async signIn(ctx) {
    const c: SignInContext = { services: ctx.services, principal: ctx.principal, requestId: ctx.requestId };
    const body = ctx.body;
    switch (body.accessType) {
      case 'USR_PWD': return { data: await passwordSignIn(c, body) };
      case 'BANKID': return { data: await bankIdSignIn(c, body) };
      case 'USR_PIN': return { data: await pinSignIn(c, body) };
      case 'EMAIL_LINK': return { data: await emailLinkSignIn(c, body) };
      case 'ADMIN': return { data: await adminSignIn(c, body) };
      case 'ADMIN_BANKID': return { data: await adminBankIdSignIn(c, body) };
      case 'OPENID': return { data: await openIdSignIn(c, body) };
    }
  },

  async getSignInStatus(ctx) {
    const now = ctx.services.clock.now();
    const s = await findSignIn(ctx.services.db, ctx.query.ref, now);
    if (!s || s.organisation !== ctx.query.organisation) throw problem('notFound');
    return { data: bankIdAnswer(s, now) };
  },

  async authProviderCallback(ctx) {
    const c: SignInContext = { services: ctx.services, principal: ctx.principal, requestId: ctx.requestId };
    switch (ctx.params.provider) {
      case 'pin': return { data: await pinCallback(c, ctx.body) };
      case 'email': return { data: await emailCallback(c, ctx.body) };
      case 'openid': return { data: await openIdCallback(c, ctx.body) };
      default: throw problem('notFound');
    }
  },

  async getSessionTokens(ctx) {
    return fetchTokens(ctx.services, ctx.params.org, ctx.query);
  },

  async signOut(ctx) {
    const p = ctx.principal;
    if (p.kind === 'apiToken') throw problem('forbidden');
    const { db } = ctx.services;
    const session = await tokenSessionSubject(db, p.sessionId);
    await ctx.services.tokens.revokeSession(db, p.sessionId);
    // Only a session that came from the identity provider has a provider session to end.
    const uri = session?.accessType === 'OPENID' ? await logoutUri(ctx.services, ctx.query.redirectUri) : undefined;
    return { data: uri ? { logoutUri: uri } : {} };
  },

  async getShortAccessToken(ctx) {
    const p = ctx.principal;
    if (p.kind === 'apiToken') throw problem('missingToken');
    return { data: { accessToken: await ctx.services.tokens.issueShort(p) } };
  },
});
