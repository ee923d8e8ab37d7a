/**
 * Sign-in, sessions and tokens (platform-contract §3, §4, §7 Auth; portal §2 Login, §4–§6, §8).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { errorCatalogue } from './errors.js';
import { ObjectId, OrganisationCode, whenMissing, WebUrl } from './core/primitives.js';
import { ok } from './core/envelope.js';
import type { TransitionTable } from './core/transitions.js';
import { AdminPersonalId, CompanyOrganisationId, PersonalId, PhoneIdentity, Pin, PrivateCustomerId } from './identity.js';

// —— enums ——

/**
 * Token scopes as portal §6 and platform-contract §3 list them: twelve, WITHOUT ORG_USER.
 * The back office's list adds ORG_USER: see `AdminScope` in admin.ts.
 */
export const TokenScope = z.enum([
  'ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER',
  'WEBHOOK', 'SERVICE', 'PARTNER', 'USER', 'DEMO', 'REFRESH',
]);
export type TokenScope = z.infer<typeof TokenScope>;

/** platform-contract §7 Auth "Sign-in bodies", portal §7: the access types a sign-in request carries. */
export const AccessType = z.enum(['USR_PWD', 'USR_PIN', 'EMAIL_LINK', 'ADMIN', 'ADMIN_BANKID', 'BANKID', 'OPENID']);
export type AccessType = z.infer<typeof AccessType>;

/** portal §2 Login: the sign-in methods a tenant can configure (the list of sign-in methods flag). */
export const PortalLoginMethod = z.enum(['USR_PIN', 'BANKID', 'OPENID_WEB_VIEW', 'USR_PRIVATE', 'USR_COMPANY', 'USR_PWD']);
export type PortalLoginMethod = z.infer<typeof PortalLoginMethod>;

/** portal §4 Sign-in polling: "status process leads to complete, done, error or aborted". */
export const SignInStatus = z.enum(['process', 'complete', 'done', 'error', 'aborted']);
export type SignInStatus = z.infer<typeof SignInStatus>;

/** portal §4: "Login state: init (unauthorised, authorising) to start (stores the auth reference) to complete (authorised) or aborted". */
export const LoginState = z.enum(['init', 'start', 'complete', 'aborted']);
export type LoginState = z.infer<typeof LoginState>;

// —— moves and mappings (data) ——

/** portal §4: sign-in polling moves; the four end states are final. */
export const SIGN_IN_STATUS_MOVES: TransitionTable<SignInStatus> = {
  process: ['complete', 'done', 'error', 'aborted'],
  complete: [],
  done: [],
  error: [],
  aborted: [],
};

/** portal §4: login state moves (logout, not a move of this machine, sets unauthorised). */
export const LOGIN_STATE_MOVES: TransitionTable<LoginState> = {
  init: ['start'],
  start: ['complete', 'aborted'],
  complete: [],
  aborted: [],
};

/**
 * Which access type each portal sign-in method sends (portal §2 Login, platform-contract §7 Auth).
 * docs/decisions.md "Portal login methods and access types".
 */
export const PORTAL_LOGIN_ACCESS_TYPE = {
  USR_PIN: 'USR_PIN',
  BANKID: 'BANKID',
  OPENID_WEB_VIEW: 'OPENID',
  USR_PRIVATE: 'EMAIL_LINK',
  USR_COMPANY: 'EMAIL_LINK',
  USR_PWD: 'USR_PWD',
} as const satisfies Record<PortalLoginMethod, AccessType>;

/** portal §5, platform-contract §8: the message of a sign-in answer without accounts (key MISSING_USER, 404). */
export const MISSING_USER_MESSAGE = errorCatalogue.missingUser.message;
/** Our message when EMAIL_LINK carries neither or both ids (docs/decisions.md "Identity messages"). */
export const EMAIL_LINK_ID_MESSAGE = 'Give either customerId or organisationId';
/** Our message for a token query that is not exactly one of its four forms. */
export const TOKENS_QUERY_MESSAGE = 'Give exactly one of ref, accessToken, refreshToken, or prospect with organisation';

// —— sign-in request (platform-contract §7 Auth "Sign-in bodies", portal §7) ——

/** Fields every sign-in request carries: the access type, the organisation and the create-user option. */
const signInBase = {
  organisation: OrganisationCode,
  createUserIfMissing: z
    .boolean()
    .optional()
    .meta({ description: 'portal §4: "Sign-in is requested with the option to create the user if missing"' }),
};

/** USR_PWD (username, password, organisation). portal §5: both non-empty is suggested but not enforced. */
export const UsernamePasswordSignIn = z.object({
  accessType: z.literal('USR_PWD'),
  ...signInBase,
  username: z.string().meta({ title: 'Username' }),
  password: z.string().meta({ title: 'Password', 'x-ui': { widget: 'password' } }),
});

/** USR_PIN (username): the phone-style identity; the PIN follows on the provider callback. */
export const PinSignIn = z.object({ accessType: z.literal('USR_PIN'), ...signInBase, username: PhoneIdentity });

/** EMAIL_LINK (customerId or organisationId): the portal's private and company sign-in. */
export const EmailLinkSignIn = z
  .object({
    accessType: z.literal('EMAIL_LINK'),
    ...signInBase,
    customerId: PrivateCustomerId.optional(),
    organisationId: CompanyOrganisationId.optional(),
    email: z.string().optional().meta({ description: 'Where the link is sent when the provider has no address on file' }),
  })
  .superRefine((v, ctx) => {
    if ((v.customerId === undefined) === (v.organisationId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: EMAIL_LINK_ID_MESSAGE });
    }
  });

/** ADMIN with inspectorLogin (email, password): the inspector's e-mail and password sign-in. */
export const InspectorSignIn = z.object({
  accessType: z.literal('ADMIN'),
  ...signInBase,
  inspectorLogin: z.object({
    email: z.string().meta({ title: 'Email' }),
    password: z.string().meta({ title: 'Password', 'x-ui': { widget: 'password' } }),
  }),
});

/** ADMIN_BANKID (asPersonalId, asUsername, asCustomerId): support mode, signing in on behalf of a customer. */
export const AdminBankIdSignIn = z.object({
  accessType: z.literal('ADMIN_BANKID'),
  ...signInBase,
  asPersonalId: AdminPersonalId.optional(),
  asUsername: z.string().optional(),
  asCustomerId: z.string().optional(),
});

/** BANKID (personalId). Without a personal id the bank-id app is started from a QR code. */
export const BankIdSignIn = z.object({ accessType: z.literal('BANKID'), ...signInBase, personalId: PersonalId.optional() });

/** OPENID (redirect uri; the answer returns openUri). */
export const OpenIdSignIn = z.object({
  accessType: z.literal('OPENID'),
  ...signInBase,
  redirectUri: WebUrl.meta({ description: 'Where the identity provider returns to' }),
});

/** platform-contract §7 Auth "Sign-in bodies", portal §7: POST /v3/auth/ body, one shape per access type. */
export const SignInRequest = z
  .discriminatedUnion('accessType', [UsernamePasswordSignIn, PinSignIn, EmailLinkSignIn, InspectorSignIn, AdminBankIdSignIn, BankIdSignIn, OpenIdSignIn])
  .meta({ title: 'Sign-in request' });
export type SignInRequest = z.infer<typeof SignInRequest>;

// —— answers ——

/**
 * platform-contract §7 Auth ("answer data has ref and status"), portal §4, §7: a sign-in in progress,
 * as POST and GET /v3/auth/ answer it. docs/decisions.md "Sign-in session".
 */
export const SignInSession = z
  .object({
    ref: z.string().min(1).meta({ description: 'The sign-in reference polled with GET /v3/auth/' }),
    status: SignInStatus,
    openUri: WebUrl.optional().meta({ description: 'OPENID: where to open the identity provider' }),
    qrData: z.string().optional().meta({ description: 'BANKID: the current QR code content (refreshed every second)' }),
    error: z.string().optional().meta({ description: 'Error key when status is error' }),
    errorMessage: z.string().optional(),
  })
  .meta({ title: 'Sign-in session' });
export type SignInSession = z.infer<typeof SignInSession>;

/** platform-contract §3, portal §3: "Auth entry: accessToken, refreshToken, exp, scope, accountId, userId". */
export const AuthEntry = z
  .object({
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1).optional().meta({ description: 'Absent for tokens renewed with themselves (portal §4)' }),
    exp: z.number().int().min(0).meta({ description: 'Expiry, seconds since the epoch' }),
    // back-office §3 adds ORG_USER to the token scopes; admin.ts imports this file, so it is named here.
    scope: z.union([TokenScope, z.literal('ORG_USER')]).meta({ description: 'ORG_USER: an organisation user signed in to the console (back-office §3)' }),
    accountId: ObjectId,
    userId: ObjectId,
  })
  .meta({ title: 'Auth entry', description: 'Tokens for one account of the signed-in user' });
export type AuthEntry = z.infer<typeof AuthEntry>;

/** platform-contract §7 Auth: GET /v4/{org}/account/sessions/accessToken "answer data.auths and data.status". */
export const SessionTokens = z
  .object({ auths: z.array(AuthEntry), status: SignInStatus })
  .meta({ title: 'Session tokens' });
export type SessionTokens = z.infer<typeof SessionTokens>;

/** portal §3: "Prospect sign-in: ref, status, auths, error, errorMessage" (the token fetch for prospect and organisation). */
export const ProspectSignIn = SignInSession.pick({ ref: true, status: true, error: true, errorMessage: true })
  .extend({ auths: z.array(AuthEntry).optional().meta({ description: 'Present once the account exists' }) })
  .meta({ title: 'Prospect sign-in' });
export type ProspectSignIn = z.infer<typeof ProspectSignIn>;

/** portal §5: "Sign-in response must have at least one auth, else … 404 'The user does not have any accounts' with key MISSING_USER". */
export const SignedInTokens = SessionTokens.extend({ auths: z.array(AuthEntry).min(1, MISSING_USER_MESSAGE) });

/**
 * The token fetch answer (data.auths, data.status): a prospect sign-in (it carries ref) or session
 * tokens. docs/decisions.md "Token fetch answer".
 */
// Session tokens with the signInHasAuths rule applied: an answer without auths is 'The user does not have any accounts'.
export const TokensResponse = ok(z.union([ProspectSignIn, SignedInTokens])).meta({ title: 'Tokens response' });
export type TokensResponse = z.infer<typeof TokensResponse>;

/**
 * platform-contract §5, §8: the short-lived token a browser link carries in its query (invoice
 * documents, data and copy exports), from GET /v3/auth/short-accesstoken. Without one: 'Missing
 * token' (404, detail 'Could not create token').
 */
export const ShortLivedToken = z
  .string({ error: whenMissing(errorCatalogue.missingToken.message) })
  .min(1, errorCatalogue.missingToken.message)
  .meta({ description: 'Short-lived access token from GET /v3/auth/short-accesstoken' });

/** platform-contract §7 Auth: GET /v3/auth/short-accesstoken "answer data.accessToken" (invoice and export links). */
export const ShortAccessToken = z
  .object({ accessToken: z.string().min(1) })
  .meta({ title: 'Short-lived access token' });

/** portal §3, §8: "Login error: key and message"; shown as errors.{key}, or the message when the key is MessageText. */
export const LoginError = z
  .object({ key: z.string().min(1), message: z.string() })
  .meta({ title: 'Login error' });
export type LoginError = z.infer<typeof LoginError>;

/** platform-contract §7 Auth, portal §7: POST /v3/auth/{provider}/callback "body may hold username, pin, code, ref, organisation". */
export const ProviderCallbackBody = z
  .object({
    username: z.string().optional(),
    pin: Pin.optional(),
    code: z.string().optional().meta({ description: 'Authorisation code from the identity provider' }),
    state: z.string().optional().meta({ description: 'OPENID: the state the identity provider returned with the code' }),
    error: z.string().optional().meta({ description: "OPENID: the identity provider's error instead of a code (access_denied when the person cancelled)" }),
    ref: z.string().optional(),
    organisation: OrganisationCode.optional(),
  })
  .meta({ title: 'Provider callback' });
export type ProviderCallbackBody = z.infer<typeof ProviderCallbackBody>;

/** DELETE /v3/auth/ answer: where to send the browser to end the identity-provider session (decision "Sign-out query"). */
export const SignOutResult = z
  .object({ logoutUri: WebUrl.optional().meta({ description: "The identity provider's logout page, redirecting back" }) })
  .meta({ title: 'Sign-out' });

// —— queries ——

/** platform-contract §7 Auth: GET /v3/auth/ "query ref, organisation". */
export const SignInStatusQuery = z.object({ ref: z.string().min(1), organisation: OrganisationCode });

/** DELETE /v3/auth/ "with a query" (docs/decisions.md "Sign-out query"). */
export const SignOutQuery = z.object({
  organisation: OrganisationCode,
  redirectUri: WebUrl.optional().meta({ description: 'Page to return to after the identity provider logs out' }),
});

/**
 * platform-contract §7 Auth: sessions/accessToken "query ref, or accessToken or refreshToken, or
 * prospect and organisation": exactly one form.
 */
export const TokensQuery = z
  .object({
    ref: z.string().min(1).optional(),
    accessToken: z.string().min(1).optional(),
    refreshToken: z.string().min(1).optional(),
    prospect: z.string().min(1).optional().meta({ description: 'Prospect ref (account creation in progress)' }),
    organisation: OrganisationCode.optional(),
  })
  .superRefine((q, ctx) => {
    const forms = [q.ref, q.accessToken, q.refreshToken, q.prospect].filter((v) => v !== undefined).length;
    if (forms !== 1 || (q.prospect !== undefined && q.organisation === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: TOKENS_QUERY_MESSAGE });
    }
  });

/** Whether a token carries an expiry: a finite number (seconds since the epoch). */
export const hasExpiry = (exp: unknown): exp is number => typeof exp === 'number' && Number.isFinite(exp);

/**
 * portal §5, back-office §4, platform-contract §8: the client-side token check — a token must carry
 * an expiry ('Invalid token') and must not be past ('Token has expired'). `exp` is in seconds since
 * the epoch, as in a JWT; a token whose expiry is now counts as past.
 */
export function tokenProblem(exp: unknown, nowMs: number): 'invalidToken' | 'tokenExpired' | undefined {
  if (!hasExpiry(exp)) return 'invalidToken';
  return exp * 1000 <= nowMs ? 'tokenExpired' : undefined;
}

/** The token check as a schema, against the clock at parse time. */
export const ClientTokenCheck = z
  .object({ exp: z.number().nullable().optional() })
  .superRefine((token, ctx) => {
    const problem = tokenProblem(token.exp, Date.now());
    if (problem) ctx.addIssue({ code: 'custom', path: ['exp'], message: errorCatalogue[problem].message });
  });

export const authDomain = defineDomain({
  name: 'auth',
  spec: ['platform-contract §3 Account and user', 'platform-contract §4', 'platform-contract §7 Auth', 'portal §2 Login', 'portal §4', 'portal §7'],
  enums: { TokenScope, AccessType, PortalLoginMethod, SignInStatus, LoginState },
  entities: {
    SignInRequest, SignInSession, AuthEntry, SessionTokens, ProspectSignIn, TokensResponse, ShortAccessToken,
    LoginError, ProviderCallbackBody, SignOutResult,
  },
  rules: {
    clientTokenCheck: rule({
      spec: 'portal §5',
      summary: "Client-side token check: a token must carry an expiry ('Invalid token') and must not be past ('Token has expired')",
      schema: ClientTokenCheck,
      messages: [errorCatalogue.invalidToken.message, errorCatalogue.tokenExpired.message],
    }),
    signInRequest: rule({
      spec: 'platform-contract §7 Auth',
      summary: 'Sign-in bodies: each access type carries its own fields (USR_PWD username and password; ADMIN inspectorLogin; BANKID personalId; USR_PIN username; EMAIL_LINK customerId or organisationId; ADMIN_BANKID asPersonalId, asUsername, asCustomerId; OPENID redirect uri)',
      schema: SignInRequest,
      messages: [EMAIL_LINK_ID_MESSAGE],
    }),
    signInHasAuths: rule({
      spec: 'portal §5',
      summary: "Sign-in response must have at least one auth, else 404 'The user does not have any accounts' (MISSING_USER)",
      schema: SignedInTokens,
      messages: [MISSING_USER_MESSAGE],
    }),
    tokensQuery: rule({
      spec: 'platform-contract §7 Auth',
      summary: 'Token fetch query: ref, or accessToken, or refreshToken, or prospect and organisation',
      schema: TokensQuery,
      messages: [TOKENS_QUERY_MESSAGE],
    }),
  },
});
