/**
 * Access tokens are JWTs (ES256, jose) naming a session, a subject, a scope and the organisation;
 * refresh tokens are opaque, stored as SHA-256 and rotated on every use, and a used one presented
 * again ends its whole session (decision "Refresh-token reuse"); short-lived tokens (invoice and
 * export links) are JWTs of five minutes marked `typ: short`; a password-reset link's token is a JWT
 * marked `typ: reset` of its own one-hour session, accepted only by the call that sets the password
 * and spent by it. Sign-out revokes the session, and every token of a revoked session stops working
 * at once (verify reads the session). A session ends at a fixed time after sign-in whatever is
 * refreshed or renewed (decision "Session lifetime"); no token outlives it.
 */
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type CryptoKey } from 'jose';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { AdminScope } from '../../../schemas/admin.js';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/database.js';
import { newId, randomToken, tokenHash } from '../ids.js';
import { problem } from '../errors.js';
import type { KeyStore } from '../key-store.js';
import * as sessions from '../repositories/token-sessions.js';
import type { CustomerPrincipal, Principal, StaffPrincipal } from './principal.js';

export const TOKEN_LIFETIME = {
  /** Access token: one hour, then refreshed. */
  ACCESS_S: 60 * 60,
  /** Refresh token: 30 days, one use each. */
  REFRESH_S: 30 * 24 * 60 * 60,
  /** Invoice and export links: five minutes. */
  SHORT_S: 5 * 60,
  /** A password-reset link: one hour, one use. */
  RESET_S: 60 * 60,
} as const;

/**
 * Absolute session lifetime from sign-in (decision "Session lifetime", ASVS 5.0 V7.3.2): refreshes
 * and renewals stay inside it, then the person signs in again.
 */
export const SESSION_LIFETIME = {
  /** Customers: 30 days, as long as one refresh token lives. */
  CUSTOMER_S: 30 * 24 * 60 * 60,
  /** Staff: 12 hours, a working day; the console reaches every customer and the platform's secrets. */
  STAFF_S: 12 * 60 * 60,
} as const;

const ISSUER = 'ampere';
const ALG = 'ES256';

interface Claims {
  readonly sid: string;
  readonly knd: 'customer' | 'staff';
  readonly scope: string;
  readonly org: string;
  readonly acc?: string;
  readonly eml?: string;
  readonly act?: string;
  readonly typ: 'access' | 'short' | 'reset';
}

export interface CustomerSubject {
  readonly userId: string;
  readonly accountId: string;
  readonly organisation: string;
  readonly scope: 'USER' | 'DEMO';
  readonly actingAdminId?: string;
}

export interface StaffSubject {
  readonly adminId: string;
  readonly email: string;
  readonly organisation: string;
  readonly scope: AdminScope;
}

export interface VerifyOptions {
  /** Also accept link tokens (`typ: short`). */
  readonly allowShort?: boolean;
  /** Accept link tokens only (a token read from a URL). */
  readonly shortOnly?: boolean;
  /** Also accept a password-reset link's token: only the call that sets the password passes this. */
  readonly allowReset?: boolean;
}

export interface TokenService {
  /** Opens a session for a subject (one per sign-in), ending SESSION_LIFETIME after now. */
  openSession(q: Queryable, kind: 'customer' | 'staff', subjectId: string, organisation: string, accessType?: string): Promise<string>;
  /** Access and refresh tokens for one account of a customer, in the contract's auth entry shape. */
  issueCustomer(q: Queryable, sessionId: string, subject: CustomerSubject, withRefresh?: boolean): Promise<AuthEntry>;
  /** Tokens for an admin; the auth entry's accountId is the admin's id (staff have no account). */
  issueStaff(q: Queryable, sessionId: string, subject: StaffSubject, withRefresh?: boolean): Promise<AuthEntry>;
  /** A five-minute token for links, of the same session and subject. */
  issueShort(principal: CustomerPrincipal | StaffPrincipal): Promise<string>;
  /** The token of a password-reset link for a user: its own session of one hour, good for setting the password once. */
  issueReset(q: Queryable, userId: string, organisation: string): Promise<string>;
  /** The principal of an access token. 401 when invalid, expired, revoked, past its session's end, or of a kind `options` do not accept. */
  verify(token: string, options?: VerifyOptions): Promise<CustomerPrincipal | StaffPrincipal>;
  /**
   * Uses a refresh token once: its session and claims, or 401. The caller issues the new pair. A
   * token already used ends its whole session at once, committed whatever the caller's transaction does.
   */
  useRefreshToken(q: Queryable, refreshToken: string): Promise<{ sessionId: string; accountId: string | null; scope: string }>;
  /** Spends a password-reset token's session: true for the one request that may set the password. */
  consumeReset(q: Queryable, principal: CustomerPrincipal): Promise<boolean>;
  revokeSession(q: Queryable, sessionId: string): Promise<void>;
  /** Ends every session of a user or admin but `exceptSessionId` (a password change keeps the caller's). */
  revokeSubjectSessions(q: Queryable, kind: 'customer' | 'staff', subjectId: string, exceptSessionId?: string): Promise<number>;
}

async function signingKey(keys: KeyStore): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const jwk = await keys.persisted<JWK>('jwt-es256', async () => exportJWK((await generateKeyPair(ALG, { extractable: true })).privateKey));
  const { d: _d, ...publicJwk } = jwk;
  return {
    privateKey: (await importJWK(jwk, ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
  };
}

export async function createTokenService(db: Db, clock: Clock, keyStore: KeyStore): Promise<TokenService> {
  const keys = await signingKey(keyStore);
  const nowS = () => Math.floor(clock.now().getTime() / 1000);

  /** Signs a token that expires after `lifetimeS`, or when its session ends if that comes first. */
  async function sign(claims: Claims, subject: string, lifetimeS: number, sessionEnd: Date): Promise<{ token: string; exp: number }> {
    const iat = nowS();
    const exp = Math.min(iat + lifetimeS, Math.floor(sessionEnd.getTime() / 1000));
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(newId(clock.now()))
      .sign(keys.privateKey);
    return { token, exp };
  }

  /** When the session ends; 401 when it is revoked or over, so nothing is issued for it. */
  async function liveSessionEnd(q: Queryable, sessionId: string): Promise<Date> {
    const state = await sessions.tokenSessionState(q, sessionId);
    if (!state || state.revokedAt) throw problem('unauthorized');
    if (state.expiresAt.getTime() <= clock.now().getTime()) throw problem('tokenExpired');
    return state.expiresAt;
  }

  async function refreshFor(q: Queryable, sessionId: string, accountId: string | null, scope: string, sessionEnd: Date): Promise<string> {
    const refreshToken = randomToken(32);
    const expiresAt = new Date(Math.min(clock.now().getTime() + TOKEN_LIFETIME.REFRESH_S * 1000, sessionEnd.getTime()));
    await sessions.insertRefreshToken(q, { hash: tokenHash(refreshToken), sessionId, accountId, scope, expiresAt });
    return refreshToken;
  }

  return {
    async openSession(q, kind, subjectId, organisation, accessType) {
      const now = clock.now();
      const id = newId(now);
      const lifetimeS = kind === 'staff' ? SESSION_LIFETIME.STAFF_S : SESSION_LIFETIME.CUSTOMER_S;
      await sessions.insertTokenSession(q, {
        id, kind, subjectId, organisation, accessType: accessType ?? null, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeS * 1000),
      });
      return id;
    },

    async issueCustomer(q, sessionId, s, withRefresh = true) {
      const end = await liveSessionEnd(q, sessionId);
      const claims: Claims = { sid: sessionId, knd: 'customer', scope: s.scope, org: s.organisation, acc: s.accountId, typ: 'access', ...(s.actingAdminId ? { act: s.actingAdminId } : {}) };
      const { token, exp } = await sign(claims, s.userId, TOKEN_LIFETIME.ACCESS_S, end);
      const refreshToken = withRefresh ? await refreshFor(q, sessionId, s.accountId, s.scope, end) : undefined;
      return { accessToken: token, ...(refreshToken ? { refreshToken } : {}), exp, scope: s.scope, accountId: s.accountId, userId: s.userId };
    },

    async issueStaff(q, sessionId, s, withRefresh = true) {
      const end = await liveSessionEnd(q, sessionId);
      const claims: Claims = { sid: sessionId, knd: 'staff', scope: s.scope, org: s.organisation, eml: s.email, typ: 'access' };
      const { token, exp } = await sign(claims, s.adminId, TOKEN_LIFETIME.ACCESS_S, end);
      const refreshToken = withRefresh ? await refreshFor(q, sessionId, null, s.scope, end) : undefined;
      // The contract's AuthEntry scope is a TokenScope; ORG_USER admins are the one back-office scope beyond it.
      return { accessToken: token, ...(refreshToken ? { refreshToken } : {}), exp, scope: s.scope as AuthEntry['scope'], accountId: s.adminId, userId: s.adminId };
    },

    async issueShort(p) {
      const end = await liveSessionEnd(db, p.sessionId);
      const claims: Claims = p.kind === 'customer'
        ? { sid: p.sessionId, knd: 'customer', scope: p.scope, org: p.organisation, acc: p.accountId, typ: 'short', ...(p.actingAdminId ? { act: p.actingAdminId } : {}) }
        : { sid: p.sessionId, knd: 'staff', scope: p.scope, org: p.organisation, eml: p.email, typ: 'short' };
      return (await sign(claims, p.kind === 'customer' ? p.userId : p.adminId, TOKEN_LIFETIME.SHORT_S, end)).token;
    },

    async issueReset(q, userId, organisation) {
      const now = clock.now();
      const id = newId(now);
      const end = new Date(now.getTime() + TOKEN_LIFETIME.RESET_S * 1000);
      await sessions.insertTokenSession(q, { id, kind: 'customer', subjectId: userId, organisation, accessType: 'PASSWORD_RESET', createdAt: now, expiresAt: end });
      return (await sign({ sid: id, knd: 'customer', scope: 'USER', org: organisation, typ: 'reset' }, userId, TOKEN_LIFETIME.RESET_S, end)).token;
    },

    async verify(token, options = {}) {
      let payload: Claims & { sub?: string };
      try {
        const verified = await jwtVerify(token, keys.publicKey, { issuer: ISSUER, algorithms: [ALG], currentDate: clock.now() });
        payload = verified.payload as unknown as Claims & { sub?: string };
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw problem(expired ? 'tokenExpired' : 'unauthorized', { cause: error });
      }
      const accepted = options.shortOnly ? payload.typ === 'short'
        : payload.typ === 'access' || (payload.typ === 'short' && options.allowShort === true) || (payload.typ === 'reset' && options.allowReset === true);
      if (!payload.sub || !accepted) throw problem('unauthorized');
      const session = await sessions.tokenSessionState(db, payload.sid);
      if (!session || session.revokedAt) throw problem('unauthorized');
      if (session.expiresAt.getTime() <= clock.now().getTime()) throw problem('tokenExpired');
      if (payload.typ === 'reset') {
        return { kind: 'customer', userId: payload.sub, accountId: '', organisation: payload.org, scope: 'USER', sessionId: payload.sid, purpose: 'passwordReset' };
      }
      if (payload.knd === 'customer') {
        return {
          kind: 'customer', userId: payload.sub, accountId: payload.acc ?? '', organisation: payload.org,
          scope: payload.scope === 'DEMO' ? 'DEMO' : 'USER', sessionId: payload.sid, ...(payload.act ? { actingAdminId: payload.act } : {}),
        };
      }
      return { kind: 'staff', adminId: payload.sub, email: payload.eml ?? '', organisation: payload.org, scope: payload.scope as AdminScope, sessionId: payload.sid };
    },

    async useRefreshToken(q, refreshToken) {
      const hash = tokenHash(refreshToken);
      const now = clock.now();
      const used = await sessions.useRefreshToken(q, hash, now);
      if (!used) {
        // Presented after it was used: a copy is in someone else's hands, and which of the two holders is
        // the rightful one is unknown, so the whole family (the session) ends. Through `db`, not `q`: the
        // revocation must stand although the caller's transaction rolls back with this 401.
        const family = await sessions.usedRefreshTokenSession(db, hash);
        if (family) await sessions.revokeTokenSession(db, family, now);
        throw problem('unauthorized');
      }
      if (used.session.revokedAt || used.expiresAt.getTime() <= now.getTime() || used.session.expiresAt.getTime() <= now.getTime()) throw problem('unauthorized');
      return { sessionId: used.sessionId, accountId: used.accountId, scope: used.scope };
    },

    async consumeReset(q, principal) {
      return principal.purpose === 'passwordReset' && sessions.claimTokenSession(q, principal.sessionId, clock.now());
    },

    async revokeSession(q, sessionId) {
      await sessions.revokeTokenSession(q, sessionId, clock.now());
    },

    async revokeSubjectSessions(q, kind, subjectId, exceptSessionId) {
      return sessions.revokeSubjectSessions(q, kind, subjectId, clock.now(), exceptSessionId);
    },
  };
}

export type { Principal };
