/**
 * The OPENID sign-in as a relying party (openid-client 6): the authorization URL a sign-in opens
 * (state, nonce, PKCE S256 kept in the sign-in's data), the code exchange that completes it, and
 * the issuer's logout page. The issuer is config.oidc.issuer, else the built-in one at /oidc;
 * it is discovered on first use (our own issuer does not answer before the app is built).
 */
import * as oidc from 'openid-client';
import type { Queryable } from '../../db/database.js';
import { errorCatalogue } from '../../../../schemas/errors.js';
import { problem } from '../../errors.js';
import type { Services } from '../../services.js';
import { completeSignIn, failSignIn, findSignIn, updateSignInData, type SignInRecord } from '../sign-in-sessions.js';
import { redirectUriAllowed } from './clients.js';
import { builtInIssuer } from './provider.js';
import { userByEmail, userById } from './repository.js';
import { selfFetch } from './self-fetch.js';

/** What a sign-in keeps between its start and its callback (sign_in_sessions.data.oidc). */
interface OpenIdPending {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  readonly redirectUri: string;
}

export const OPENID_SCOPE = 'openid profile email';

const configurations = new WeakMap<Services, Promise<oidc.Configuration>>();

export function issuerOf(services: Services): string {
  return services.config.oidc.issuer ?? builtInIssuer(services.config.publicUrl);
}

function isBuiltIn(services: Services): boolean {
  return services.config.oidc.issuer === undefined;
}

/**
 * http only for development issuers: the built-in one (reached in-process, see self-fetch.ts) and
 * loopback or *.test / *.localhost hosts. Any other issuer must be https (openid-client refuses http).
 */
function insecureAllowed(services: Services, issuer: URL): boolean {
  if (issuer.protocol !== 'http:') return false;
  const host = issuer.hostname;
  return isBuiltIn(services) || ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.test') || host.endsWith('.localhost');
}

/** The discovered issuer, once per app; a failed discovery is retried on the next sign-in. */
export function rpConfiguration(services: Services): Promise<oidc.Configuration> {
  let found = configurations.get(services);
  if (!found) {
    const issuer = new URL(issuerOf(services));
    const { clientId, clientSecret } = services.config.oidc;
    found = oidc.discovery(issuer, clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
      execute: insecureAllowed(services, issuer) ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: selfFetch(services) as oidc.CustomFetch,
    });
    configurations.set(services, found);
    found.catch(() => configurations.delete(services));
  }
  return found;
}

/** RFC 6749 §3.1.2: no fragment; no query either, as the code exchange repeats the URI without one. */
function checkRedirectUri(services: Services, redirectUri: string): void {
  const url = new URL(redirectUri);
  if (url.search !== '' || url.hash !== '') {
    throw problem('validationError', { message: 'redirectUri must not carry a query or a fragment' });
  }
  if (isBuiltIn(services) && !redirectUriAllowed(services.config.publicUrl, redirectUri)) {
    throw problem('validationError', { message: `redirectUri must be a page of ${services.config.publicUrl}` });
  }
}

export async function startOpenIdSignIn(services: Services, q: Queryable, signIn: SignInRecord, redirectUri: string): Promise<string> {
  checkRedirectUri(services, redirectUri);
  const config = await rpConfiguration(services);
  const verifier = oidc.randomPKCECodeVerifier();
  const pending: OpenIdPending = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, redirectUri };
  await updateSignInData(q, signIn.ref, { oidc: pending });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: OPENID_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return url.href;
}

function pendingOf(signIn: SignInRecord): OpenIdPending | undefined {
  const p = signIn.data.oidc as Partial<OpenIdPending> | undefined;
  return p && typeof p.state === 'string' && typeof p.nonce === 'string' && typeof p.verifier === 'string' && typeof p.redirectUri === 'string'
    ? (p as OpenIdPending)
    : undefined;
}

/** The user of the sign-in's organisation an ID token names: sub is a user id (built-in issuer), else a verified e-mail. */
export async function userForClaims(q: Queryable, org: string, claims: { readonly sub: string; readonly email?: unknown; readonly email_verified?: unknown }, builtIn = true): Promise<string | undefined> {
  // An external issuer's sub is its own id: it only names our user when the issuer is ours.
  const bySub = builtIn ? await userById(q, org, claims.sub) : undefined;
  if (bySub) return bySub.id;
  if (typeof claims.email === 'string' && claims.email_verified === true) return (await userByEmail(q, org, claims.email))?.id;
  return undefined;
}

/**
 * Exchanges the code and completes the sign-in. `state`, when the caller has it (the callback page
 * received it with the code), must be the sign-in's own. Any failure marks the sign-in as failed
 * (error 'unauthorized') and throws 401; call it outside a transaction that would roll that back.
 */
export async function completeOpenIdSignIn(services: Services, q: Queryable, ref: string, code: string, state?: string): Promise<void> {
  const now = services.clock.now();
  const signIn = await findSignIn(q, ref, now);
  if (!signIn || signIn.accessType !== 'OPENID') throw problem('notFound');
  const fail = async (reason: string, cause?: unknown): Promise<never> => {
    services.log.info({ ref, reason, err: cause }, 'OpenID sign-in failed');
    await failSignIn(q, ref, 'error', errorCatalogue.unauthorized.key, errorCatalogue.unauthorized.message);
    throw problem('unauthorized', cause === undefined ? {} : { cause });
  };
  if (signIn.status !== 'process') throw problem('unauthorized');
  const pending = pendingOf(signIn);
  if (!pending) return fail('sign-in was not started as OpenID');
  if (state !== undefined && state !== pending.state) return fail('state mismatch');

  let claims: oidc.IDToken | undefined;
  try {
    const config = await rpConfiguration(services);
    // The callback page hands over only the code: the authorization response is rebuilt around it
    // with the sign-in's own state (and the issuer, when it sends one). A code from another sign-in
    // still fails: the token endpoint checks it against this sign-in's PKCE verifier, and the ID
    // token must carry this sign-in's nonce.
    const response = new URL(pending.redirectUri);
    response.searchParams.set('code', code);
    response.searchParams.set('state', pending.state);
    if (config.serverMetadata().authorization_response_iss_parameter_supported) response.searchParams.set('iss', config.serverMetadata().issuer);
    const tokens = await oidc.authorizationCodeGrant(config, response, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    return fail('code exchange refused', error);
  }
  const subject = claims && (await userForClaims(q, signIn.organisation, claims, isBuiltIn(services)));
  if (!subject) return fail('the ID token names no user of the organisation');
  if (!(await completeSignIn(q, ref, { kind: 'customer', id: subject }, now))) return fail('sign-in no longer in process');
}

/**
 * The issuer's logout page (RP-initiated logout), returning to `redirectUri` when given; undefined
 * when the issuer has none or cannot be reached (sign-out must not fail for it).
 */
export async function logoutUri(services: Services, redirectUri?: string): Promise<string | undefined> {
  try {
    const config = await rpConfiguration(services);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    const params: Record<string, string> = { client_id: services.config.oidc.clientId };
    if (redirectUri) params.post_logout_redirect_uri = redirectUri;
    return oidc.buildEndSessionUrl(config, params).href;
  } catch (error) {
    services.log.warn({ err: error }, 'OpenID logout page unavailable');
    return undefined;
  }
}
