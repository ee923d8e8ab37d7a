/**
 * The built-in development identity provider: oidc-provider with the organisation's users as its
 * accounts (sub = user id), storage in PostgreSQL, keys sealed in `server_keys`, its own login page
 * (interactions.ts) and consent granted without asking for the platform's own first-party client.
 */
import Provider, { type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { Services } from '../../services.js';
import { idpClient, redirectUriAllowed } from './clients.js';
import { idpCookieKeys, idpSigningKeys } from './keys.js';
import { pgAdapter, userById, type IdpUser } from './repository.js';
import { logoutPage, providerErrorPage } from './login-page.js';

/** Mount point of the provider; its issuer is `${publicUrl}${OIDC_PATH}`. */
export const OIDC_PATH = '/oidc';

export function builtInIssuer(publicUrl: string): string {
  return `${publicUrl}${OIDC_PATH}`;
}

/** The standard claims of a user, as the ID token and userinfo carry them. */
export function userClaims(user: IdpUser): Record<string, string> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    sub: user.id,
    ...(name ? { name } : {}),
    ...(user.firstName ? { given_name: user.firstName } : {}),
    ...(user.lastName ? { family_name: user.lastName } : {}),
    ...(user.username ? { preferred_username: user.username } : {}),
    ...(user.email ? { email: user.email } : {}),
  };
}

/**
 * First-party client: the scopes it asks for are granted at once. A grant of another account (an
 * earlier user in the same browser) is not reused.
 */
async function grantEverythingRequested(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.account) return undefined;
  const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
  const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  const grant = existing && existing.accountId === oidc.account.accountId
    ? existing
    : new oidc.provider.Grant({ accountId: oidc.account.accountId, clientId: oidc.client.clientId });
  grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
  await grant.save();
  return grant;
}

export async function createIdentityProvider(services: Services): Promise<Provider> {
  const { db, config } = services;
  const provider = new Provider(builtInIssuer(config.publicUrl), {
    adapter: (name: string) => pgAdapter(db, name),
    clients: [idpClient(config)],
    jwks: await idpSigningKeys(services.keys) as unknown as { keys: Record<string, unknown>[] },
    cookies: { keys: await idpCookieKeys(services.keys) },
    async findAccount(_ctx, sub) {
      const user = await userById(db, config.organisation, sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => userClaims(user) };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email'],
    },
    // The ID token carries the profile claims too: the relying party needs no userinfo call.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { host: string; body?: string }, form: string) => {
          ctx.body = logoutPage(ctx.host, form);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    // The default pages import a font from a third party, which the pages' Content-Security-Policy refuses.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
    loadExistingGrant: grantEverythingRequested,
    pkce: { required: () => true },
    // Explicit lifetimes (seconds). Interactions last as long as a platform sign-in (10 minutes);
    // a code lives five minutes, long enough to copy it by hand in the README's curl walk-through.
    ttl: { AuthorizationCode: 300, IdToken: 3600, AccessToken: 3600, Grant: 86_400, Interaction: 600, Session: 86_400 },
  });
  // Behind a proxy the forwarded scheme and host name the issuer's URLs; index.ts hands the provider
  // only what Fastify's TRUST_PROXY rule believed (app.ts), so a client cannot forge them.
  provider.proxy = true;
  // Any callback page on the platform's own origin is a valid redirect (clients.ts).
  const allowed = (uri: string) => redirectUriAllowed(config.publicUrl, uri);
  provider.Client.prototype.redirectUriAllowed = allowed;
  provider.Client.prototype.postLogoutRedirectUriAllowed = allowed;
  provider.on('server_error', (_ctx: unknown, error: unknown) => services.log.error({ err: error }, 'oidc provider error'));
  return provider;
}
