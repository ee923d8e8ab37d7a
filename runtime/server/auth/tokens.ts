/**
 * Access tokens are JWTs (ES256, jose) naming a session, a subject, a scope and the organisation;
 * refresh tokens are opaque, stored as SHA-256 and rotated on every use; short-lived tokens (invoice
 * and export links) are JWTs of five minutes marked `typ: short`. Sign-out revokes the session, and
 * every token of a revoked session stops working at once (verify reads the session).
 */
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type CryptoKey } from 'jose';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { AdminScope } from '../../../schemas/admin.js';
import type { Clock } from '../clock.js';
import { one, type Db, type Queryable } from '../db/database.js';
import type { KeyStore } from '../key-store.js';
import { newId, randomToken, tokenHash } from '../ids.js';
import { problem } from '../errors.js';
import type { CustomerPrincipal, Principal, StaffPrincipal } from './principal.js';

export const TOKEN_LIFETIME = {
  /** Access token: one hour, then refreshed. */
  ACCESS_S: 60 * 60,
  /** Refresh token: 30 days, one use each. */
  REFRESH_S: 30 * 24 * 60 * 60,
  /** Invoice and export links: five minutes. */
  SHORT_S: 5 * 60,
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
  readonly typ: 'access' | 'short';
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

export interface TokenService {
  /** Opens a session for a subject (one per sign-in). */
  openSession(q: Queryable, kind: 'customer' | 'staff', subjectId: string, organisation: string, accessType?: string): Promise<string>;
  /** Access and refresh tokens for one account of a customer, in the contract's auth entry shape. */
  issueCustomer(q: Queryable, sessionId: string, subject: CustomerSubject, withRefresh?: boolean): Promise<AuthEntry>;
  /** Tokens for an admin; the auth entry's accountId is the admin's id (staff have no account). */
  issueStaff(q: Queryable, sessionId: string, subject: StaffSubject, withRefresh?: boolean): Promise<AuthEntry>;
  /** A five-minute token for links, of the same session and subject. */
  issueShort(principal: CustomerPrincipal | StaffPrincipal): Promise<string>;
  /** The principal of an access token; `short` also accepts link tokens. 401 when invalid, expired or revoked. */
  /** `allowShort` also accepts link tokens; `shortOnly` accepts nothing else (a token read from a URL). */
  verify(token: string, options?: { readonly allowShort?: boolean; readonly shortOnly?: boolean }): Promise<CustomerPrincipal | StaffPrincipal>;
  /** Uses a refresh token once: its session and claims, or 401. The caller issues the new pair. */
  useRefreshToken(q: Queryable, refreshToken: string): Promise<{ sessionId: string; accountId: string | null; scope: string }>;
  revokeSession(q: Queryable, sessionId: string): Promise<void>;
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

  async function sign(claims: Claims, subject: string, lifetimeS: number): Promise<{ token: string; exp: number }> {
    const iat = nowS();
    const exp = iat + lifetimeS;
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

  async function refreshFor(q: Queryable, sessionId: string, accountId: string | null, scope: string): Promise<string> {
    const refreshToken = randomToken(32);
    const expires = new Date(clock.now().getTime() + TOKEN_LIFETIME.REFRESH_S * 1000);
    await q.query('INSERT INTO refresh_tokens (token_hash, session_id, account_id, scope, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      tokenHash(refreshToken), sessionId, accountId, scope, expires,
    ]);
    return refreshToken;
  }

  return {
    async openSession(q, kind, subjectId, organisation, accessType) {
      const id = newId(clock.now());
      await q.query('INSERT INTO token_sessions (id, subject_kind, subject_id, organisation, access_type, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        id, kind, subjectId, organisation, accessType ?? null, clock.now(),
      ]);
      return id;
    },

    async issueCustomer(q, sessionId, s, withRefresh = true) {
      const claims: Claims = { sid: sessionId, knd: 'customer', scope: s.scope, org: s.organisation, acc: s.accountId, typ: 'access', ...(s.actingAdminId ? { act: s.actingAdminId } : {}) };
      const { token, exp } = await sign(claims, s.userId, TOKEN_LIFETIME.ACCESS_S);
      const refreshToken = withRefresh ? await refreshFor(q, sessionId, s.accountId, s.scope) : undefined;
      return { accessToken: token, ...(refreshToken ? { refreshToken } : {}), exp, scope: s.scope, accountId: s.accountId, userId: s.userId };
    },

    async issueStaff(q, sessionId, s, withRefresh = true) {
      const claims: Claims = { sid: sessionId, knd: 'staff', scope: s.scope, org: s.organisation, eml: s.email, typ: 'access' };
      const { token, exp } = await sign(claims, s.adminId, TOKEN_LIFETIME.ACCESS_S);
      const refreshToken = withRefresh ? await refreshFor(q, sessionId, null, s.scope) : undefined;
      // The contract's AuthEntry scope is a TokenScope; ORG_USER admins are the one back-office scope beyond it.
      return { accessToken: token, ...(refreshToken ? { refreshToken } : {}), exp, scope: s.scope as AuthEntry['scope'], accountId: s.adminId, userId: s.adminId };
    },

    async issueShort(p) {
      const claims: Claims = p.kind === 'customer'
        ? { sid: p.sessionId, knd: 'customer', scope: p.scope, org: p.organisation, acc: p.accountId, typ: 'short', ...(p.actingAdminId ? { act: p.actingAdminId } : {}) }
        : { sid: p.sessionId, knd: 'staff', scope: p.scope, org: p.organisation, eml: p.email, typ: 'short' };
      return (await sign(claims, p.kind === 'customer' ? p.userId : p.adminId, TOKEN_LIFETIME.SHORT_S)).token;
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
      if (!payload.sub || (payload.typ === 'short' && !options.allowShort && !options.shortOnly) || (options.shortOnly && payload.typ !== 'short')) throw problem('unauthorized');
      const session = await one<{ revoked_at: Date | null }>(db, 'SELECT revoked_at FROM token_sessions WHERE id = $1', [payload.sid]);
      if (!session || session.revoked_at) throw problem('unauthorized');
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
      // Marks it used in the same statement that reads it: a token replayed concurrently finds nothing.
      const row = await one<{ session_id: string; account_id: string | null; scope: string; expires_at: Date; revoked_at: Date | null }>(
        q,
        `UPDATE refresh_tokens r SET used_at = $2 FROM token_sessions s
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND s.id = r.session_id
          RETURNING r.session_id, r.account_id, r.scope, r.expires_at, s.revoked_at`,
        [hash, clock.now()],
      );
      if (!row || row.revoked_at || row.expires_at.getTime() <= clock.now().getTime()) throw problem('unauthorized');
      return { sessionId: row.session_id, accountId: row.account_id, scope: row.scope };
    },

    async revokeSession(q, sessionId) {
      await q.query('UPDATE token_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, clock.now()]);
    },
  };
}

export type { Principal };
