import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  ClientTokenCheck, tokenProblem,
  AccessType, EMAIL_LINK_ID_MESSAGE, LOGIN_STATE_MOVES, LoginState, MISSING_USER_MESSAGE, PORTAL_LOGIN_ACCESS_TYPE, PortalLoginMethod,
  SIGN_IN_STATUS_MOVES, ShortLivedToken, SignInRequest, SignInStatus, SignedInTokens, TOKENS_QUERY_MESSAGE, TokenScope, TokensQuery, TokensResponse,
  authDomain,
} from './auth.js';
import { CopyExportQuery } from './copy.js';
import { InvoiceDocumentQuery, InvoiceFileQuery } from './invoice.js';
import { portalDataArea } from './endpoints/portal-data.js';
import { siteDataArea } from './endpoints/site-data.js';
import { sitesArea } from './endpoints/sites.js';
import { IDENTITY_MESSAGES } from './identity.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

const ID = '64b7f0c2a1b2c3d4e5f60718';
const auth = { accessToken: 'a', refreshToken: 'r', exp: 1795428000, scope: 'USER', accountId: ID, userId: ID };
const org = { organisation: 'BRIGHT' };

describe('auth enumerations (platform-contract §3, §7 Auth; portal §2, §4, §6)', () => {
  it.each([
    ['TokenScope', TokenScope.options, ['ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER', 'WEBHOOK', 'SERVICE', 'PARTNER', 'USER', 'DEMO', 'REFRESH']],
    ['AccessType', AccessType.options, ['USR_PWD', 'USR_PIN', 'EMAIL_LINK', 'ADMIN', 'ADMIN_BANKID', 'BANKID', 'OPENID']],
    ['PortalLoginMethod', PortalLoginMethod.options, ['USR_PIN', 'BANKID', 'OPENID_WEB_VIEW', 'USR_PRIVATE', 'USR_COMPANY', 'USR_PWD']],
    ['SignInStatus', SignInStatus.options, ['process', 'complete', 'done', 'error', 'aborted']],
    ['LoginState', LoginState.options, ['init', 'start', 'complete', 'aborted']],
  ])('%s', (_name, options, expected) => expect([...options]).toEqual(expected));

  it('the manifest lists every rule', () => expect(Object.keys(authDomain.rules).sort()).toEqual(['clientTokenCheck', 'signInHasAuths', 'signInRequest', 'tokensQuery']));
});

describe('sign-in bodies: each access type with its fields (platform-contract §7 Auth, portal §5)', () => {
  it.each([
    ['USR_PWD', { accessType: 'USR_PWD', ...org, username: 'anna', password: 'secret' }, null],
    ['USR_PWD with empty fields (not enforced)', { accessType: 'USR_PWD', ...org, username: '', password: '' }, null],
    ['ADMIN with inspectorLogin', { accessType: 'ADMIN', ...org, inspectorLogin: { email: 'i@bright.example', password: 'x' } }, null],
    ['BANKID with personal id', { accessType: 'BANKID', ...org, personalId: '199001011234' }, null],
    ['BANKID for QR (no personal id)', { accessType: 'BANKID', ...org }, null],
    ['BANKID with a malformed personal id', { accessType: 'BANKID', ...org, personalId: '1990' }, IDENTITY_MESSAGES.personalId],
    ['USR_PIN', { accessType: 'USR_PIN', ...org, username: '0701234567' }, null],
    ['USR_PIN identity of 7', { accessType: 'USR_PIN', ...org, username: '0701234' }, 'MALFORMED_PERSONAL_NUMBER'],
    ['EMAIL_LINK customerId', { accessType: 'EMAIL_LINK', ...org, customerId: '100234' }, null],
    ['EMAIL_LINK organisationId', { accessType: 'EMAIL_LINK', ...org, organisationId: '5561234567' }, null],
    ['EMAIL_LINK customerId of 1', { accessType: 'EMAIL_LINK', ...org, customerId: '1' }, 'MALFORMED_PERSONAL_NUMBER'],
    ['EMAIL_LINK organisationId of 1', { accessType: 'EMAIL_LINK', ...org, organisationId: '5' }, 'MALFORMED_ORGANISATION_NUMBER'],
    ['EMAIL_LINK with neither id', { accessType: 'EMAIL_LINK', ...org }, EMAIL_LINK_ID_MESSAGE],
    ['EMAIL_LINK with both ids', { accessType: 'EMAIL_LINK', ...org, customerId: '100234', organisationId: '5561234567' }, EMAIL_LINK_ID_MESSAGE],
    ['ADMIN_BANKID as a customer', { accessType: 'ADMIN_BANKID', ...org, asCustomerId: '100234', asUsername: 'anna' }, null],
    ['ADMIN_BANKID empty personal id', { accessType: 'ADMIN_BANKID', ...org, asPersonalId: '' }, null],
    ['ADMIN_BANKID personal id of 11', { accessType: 'ADMIN_BANKID', ...org, asPersonalId: '19900101123' }, IDENTITY_MESSAGES.adminPersonalId],
    ['OPENID with redirect uri', { accessType: 'OPENID', ...org, redirectUri: 'https://my.bright.example/login' }, null],
    ['with the create-user option', { accessType: 'USR_PIN', ...org, username: '0701234567', createUserIfMissing: true }, null],
  ])('%s', (_case, body, message) => expect(firstMessage(SignInRequest, body)).toBe(message));

  it.each([
    ['OPENID without redirect uri', { accessType: 'OPENID', ...org }],
    ['unknown access type', { accessType: 'SMS', ...org }],
    ['no organisation', { accessType: 'USR_PWD', username: 'a', password: 'b' }],
  ])('%s is refused', (_case, body) => expect(SignInRequest.safeParse(body).success).toBe(false));
});

describe("sign-in response must have at least one auth, else 'The user does not have any accounts' (portal §5)", () => {
  it('uses the MISSING_USER catalogue message', () => expect(MISSING_USER_MESSAGE).toBe('The user does not have any accounts'));
  it.each([
    ['one auth', { auths: [auth], status: 'done' }, null],
    ['no auths', { auths: [], status: 'done' }, MISSING_USER_MESSAGE],
  ])('%s', (_case, value, message) => expect(firstMessage(SignedInTokens, value)).toBe(message));

  // The token fetch (GET sessions/accessToken) answers with the rule applied.
  it.each([
    ['token fetch with one auth', { data: { auths: [auth], status: 'complete' } }, null],
    ['token fetch with no auths', { data: { auths: [], status: 'complete' } }, MISSING_USER_MESSAGE],
    ['token fetch of a prospect in progress', { data: { ref: 'p-1', status: 'process' } }, null],
  ])('%s', (_case, value, message) => expect(firstMessage(TokensResponse, value)).toBe(message));
});

describe('token fetch query: ref, or accessToken, or refreshToken, or prospect and organisation (platform-contract §7 Auth)', () => {
  it.each([
    ['ref', { ref: 'a1b2' }, null],
    ['accessToken', { accessToken: 't' }, null],
    ['refreshToken', { refreshToken: 'r' }, null],
    ['prospect and organisation', { prospect: 'p-1', organisation: 'BRIGHT' }, null],
    ['prospect without organisation', { prospect: 'p-1' }, TOKENS_QUERY_MESSAGE],
    ['nothing', {}, TOKENS_QUERY_MESSAGE],
    ['ref and refreshToken', { ref: 'a1b2', refreshToken: 'r' }, TOKENS_QUERY_MESSAGE],
  ])('%s', (_case, value, message) => expect(firstMessage(TokensQuery, value)).toBe(message));
});

describe('moves (portal §4)', () => {
  it.each([
    ['process', ['complete', 'done', 'error', 'aborted']],
    ['complete', []], ['done', []], ['error', []], ['aborted', []],
  ] as const)('sign-in status %s → %j', (from, to) => expect(SIGN_IN_STATUS_MOVES[from]).toEqual(to));

  it.each([
    ['init', ['start']], ['start', ['complete', 'aborted']], ['complete', []], ['aborted', []],
  ] as const)('login state %s → %j', (from, to) => expect(LOGIN_STATE_MOVES[from]).toEqual(to));
});

describe('portal login methods send these access types (docs/decisions "Portal login methods and access types")', () => {
  it.each([
    ['USR_PIN', 'USR_PIN'], ['BANKID', 'BANKID'], ['OPENID_WEB_VIEW', 'OPENID'], ['USR_PRIVATE', 'EMAIL_LINK'], ['USR_COMPANY', 'EMAIL_LINK'], ['USR_PWD', 'USR_PWD'],
  ] as const)('%s → %s', (method, type) => expect(PORTAL_LOGIN_ACCESS_TYPE[method]).toBe(type));
});

describe('client-side token check (portal §5, back-office §4)', () => {
  const nowS = Math.floor(Date.now() / 1000);
  it.each([
    [{}, 'Invalid token'],
    [{ exp: null }, 'Invalid token'],
    [{ exp: nowS - 60 }, 'Token has expired'],
    [{ exp: nowS + 3600 }, null],
  ])('%j → %s', (token, message) => {
    const result = ClientTokenCheck.safeParse(token);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it.each([
    [undefined, 1_000_000, 'invalidToken'],
    [Number.NaN, 1_000_000, 'invalidToken'],
    [1000, 1_000_000, 'tokenExpired'],
    [1000, 999_999, undefined],
  ])('tokenProblem(exp %s, now %s ms) → %s', (exp, now, problem) => {
    expect(tokenProblem(exp, now)).toBe(problem);
  });
});

describe("a browser link's short-lived token: without one 'Missing token' (platform-contract §5, §8)", () => {
  it.each([
    ['given', 'eyJ.short', null],
    ['empty', '', 'Missing token'],
    ['absent', undefined, 'Missing token'],
  ])('%s', (_case, token, message) => {
    expect(firstMessage(ShortLivedToken, token)).toBe(message);
  });

  // Fixed: the data, site and copy exports answered zod's generic message; every link query now carries the one token.
  it.each([
    ['invoice document', InvoiceDocumentQuery, { provider: '{"id":"D-77"}' }],
    ['invoice file', InvoiceFileQuery, {}],
    ['service data export', portalDataArea.endpoints.getExportUrl.query, { dateKey: '2026-11', format: 'xlsx', period: 'month', resolution: 'day' }],
    ['site data export', siteDataArea.endpoints.exportSiteData.query, { dateKey: '2026-11', resolution: 'day' }],
    ['sites export', sitesArea.endpoints.getSitesExportUrl.query, {}],
    ['copy export', CopyExportQuery, { format: 'csv' }],
  ] as const)('%s: no token → Missing token', (_case, query, rest) => {
    expect(firstMessage(query, rest)).toBe('Missing token');
    expect(firstMessage(query, { ...rest, accessToken: '' })).toBe('Missing token');
    expect(firstMessage(query, { ...rest, accessToken: 'eyJ.short' })).toBeNull();
    expect(query.shape.accessToken).toBe(ShortLivedToken);
  });
});
