/**
 * Sign-in, sign-out and tokens (platform-contract §7 Auth; portal §7 "Sign-in and session"). The
 * per-access-type sign-in wrappers are the one POST /v3/auth/ call with the body union
 * (docs/decisions.md "Sign-in wrappers"). The portal's signOut is DELETE /v3/auth/.
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import {
  ProviderCallbackBody, ShortAccessToken, SignInRequest, SignInSession, SignInStatusQuery, SignOutQuery, SignOutResult,
  TokensQuery, TokensResponse,
} from '../auth.js';
import { ALL_ROLES, CONSOLE_STAFF, access, type Access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrgParams } from './params.js';

const AUTH = 'platform-contract §7 Auth' as const;
const PORTAL = 'portal §7' as const;

/** Anyone signed in: a customer of any role or any console scope. */
const signedIn: Access = { customer: ALL_ROLES, staff: CONSOLE_STAFF };

export const authArea = defineArea('auth', 'Sign-in, sign-out and tokens', {
  signIn: endpoint({
    method: 'POST',
    path: '/v3/auth/',
    summary: 'Start a sign-in (every access type: the body says which)',
    description:
      'A wrong password and an unknown username answer alike, 401 errorWrongPassword; too many attempts answer 429 with Retry-After (docs/decisions.md "Throttling guesses"). The sign-in wrappers of every access type (USR_PWD, USR_PIN, EMAIL_LINK, ADMIN, ADMIN_BANKID, BANKID, OPENID) are this call. ' +
      'The answer carries ref and status; OPENID answers openUri; BANKID carries QR data while waiting.',
    body: SignInRequest,
    responses: { 200: ok(SignInSession), ...errors(401, 429) },
    access: access.public,
    spec: [AUTH, PORTAL, 'portal §4'],
    decision: 'Sign-in wrappers',
  }),
  getSignInStatus: endpoint({
    method: 'GET',
    path: '/v3/auth/',
    summary: 'Poll a sign-in by its ref (every 500 ms, up to 10 minutes)',
    query: SignInStatusQuery,
    responses: { 200: ok(SignInSession), ...errors(404) },
    access: access.public,
    spec: [AUTH, PORTAL, 'portal §4'],
    decision: 'Sign-in session',
  }),
  signOut: endpoint({
    method: 'DELETE',
    path: '/v3/auth/',
    summary: 'Sign out: end the session of the bearer token',
    description: "The portal's signOut. Answers the identity provider's logout page when there is one; failures are only logged by clients (portal §8).",
    query: SignOutQuery,
    responses: { 200: ok(SignOutResult) },
    access: signedIn,
    spec: [AUTH, PORTAL, 'portal §2 Shell'],
    decision: 'Sign-out query',
  }),
  getShortAccessToken: endpoint({
    method: 'GET',
    path: '/v3/auth/short-accesstoken',
    summary: 'Get a short-lived access token for invoice and export links',
    description: "When no token can be made: 404 'Missing token' with info 'Could not create token' (errorCatalogue.missingToken).",
    responses: { 200: ok(ShortAccessToken), ...errors(404) },
    access: signedIn,
    spec: [AUTH, PORTAL, 'platform-contract §8'],
  }),
  authProviderCallback: endpoint({
    method: 'POST',
    path: '/v3/auth/{provider}/callback',
    summary: 'Continue a sign-in at its identity provider (PIN confirmation, authorisation code)',
    description: 'A failed PIN callback aborts the login (portal §4).',
    params: z.object({ provider: z.string().regex(/^[a-z0-9_-]+$/i, 'Provider name: letters, digits, _ and - only').meta({ description: 'Identity provider, e.g. bankid, pin, openid' }) }),
    body: ProviderCallbackBody,
    responses: { 200: ok(SignInSession), ...errors(401, 404, 429) },
    access: access.public,
    spec: [AUTH, PORTAL],
    decision: 'Sign-in session',
  }),
  getSessionTokens: endpoint({
    method: 'GET',
    path: '/v4/{org}/account/sessions/accessToken',
    summary: 'Fetch tokens: for a sign-in ref, a renewal (accessToken or refreshToken), or a prospect being created',
    description:
      "409 (errorCatalogue.accountCreationRequired) starts account creation: poll with prospect and organisation until complete, then fetch again. " +
      "A sign-in without accounts: 404 'The user does not have any accounts' (MISSING_USER).",
    params: OrgParams,
    query: TokensQuery,
    responses: { 200: TokensResponse, ...errors(404, 409) },
    access: access.public,
    spec: [AUTH, PORTAL, 'platform-contract §4', 'portal §4'],
    decision: 'Token fetch answer',
  }),
});
