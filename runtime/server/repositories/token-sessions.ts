/**
 * Token sessions and their refresh tokens (tables token_sessions and refresh_tokens, 0001 and 0125).
 * A session is one sign-in: every access, link and refresh token names it, so revoking it ends them
 * all; it also carries the absolute end no refresh or renewal passes (decision "Session lifetime").
 * Its refresh tokens are its family: one live at a time, each used once (decision "Refresh-token reuse").
 */
import { one, type Queryable } from '../db/database.js';

export type SubjectKind = 'customer' | 'staff';

export interface NewTokenSession {
  readonly id: string;
  readonly kind: SubjectKind;
  readonly subjectId: string;
  readonly organisation: string;
  readonly accessType: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export async function insertTokenSession(q: Queryable, s: NewTokenSession): Promise<void> {
  await q.query(
    'INSERT INTO token_sessions (id, subject_kind, subject_id, organisation, access_type, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [s.id, s.kind, s.subjectId, s.organisation, s.accessType, s.createdAt, s.expiresAt],
  );
}

export interface SessionState {
  readonly revokedAt: Date | null;
  readonly expiresAt: Date;
}

export async function tokenSessionState(q: Queryable, id: string): Promise<SessionState | undefined> {
  const row = await one<{ revoked_at: Date | null; expires_at: Date }>(q, 'SELECT revoked_at, expires_at FROM token_sessions WHERE id = $1', [id]);
  return row && { revokedAt: row.revoked_at, expiresAt: row.expires_at };
}

/** Ends a session (sign-out, a replayed refresh token); true when it was live until now. */
export async function revokeTokenSession(q: Queryable, id: string, now: Date): Promise<boolean> {
  const r = await q.query('UPDATE token_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
  return (r.rowCount ?? 0) > 0;
}

/**
 * Ends a session that is still live, once: true for exactly one caller even when several race (the
 * row lock makes the second re-read revoked_at). A password-reset link is spent this way.
 */
export async function claimTokenSession(q: Queryable, id: string, now: Date): Promise<boolean> {
  const r = await q.query('UPDATE token_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2', [id, now]);
  return (r.rowCount ?? 0) > 0;
}

/** Ends every live session of a user or admin but `exceptId` (the caller's own); the number ended. */
export async function revokeSubjectSessions(q: Queryable, kind: SubjectKind, subjectId: string, now: Date, exceptId?: string): Promise<number> {
  const r = await q.query(
    'UPDATE token_sessions SET revoked_at = $3 WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $4',
    [kind, subjectId, now, exceptId ?? null],
  );
  return r.rowCount ?? 0;
}

export interface NewRefreshToken {
  readonly hash: string;
  readonly sessionId: string;
  readonly accountId: string | null;
  readonly scope: string;
  readonly expiresAt: Date;
}

export async function insertRefreshToken(q: Queryable, t: NewRefreshToken): Promise<void> {
  await q.query('INSERT INTO refresh_tokens (token_hash, session_id, account_id, scope, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    t.hash, t.sessionId, t.accountId, t.scope, t.expiresAt,
  ]);
}

export interface UsedRefreshToken {
  readonly sessionId: string;
  readonly accountId: string | null;
  readonly scope: string;
  readonly expiresAt: Date;
  readonly session: SessionState;
}

/**
 * Marks an unused refresh token used in the statement that reads it, so a token presented twice at
 * once is used by one request only; undefined when it is unknown or already used.
 */
export async function useRefreshToken(q: Queryable, hash: string, now: Date): Promise<UsedRefreshToken | undefined> {
  const row = await one<{ session_id: string; account_id: string | null; scope: string; expires_at: Date; revoked_at: Date | null; session_expires_at: Date }>(
    q,
    `UPDATE refresh_tokens r SET used_at = $2 FROM token_sessions s
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND s.id = r.session_id
      RETURNING r.session_id, r.account_id, r.scope, r.expires_at, s.revoked_at, s.expires_at AS session_expires_at`,
    [hash, now],
  );
  return row && {
    sessionId: row.session_id, accountId: row.account_id, scope: row.scope, expiresAt: row.expires_at,
    session: { revokedAt: row.revoked_at, expiresAt: row.session_expires_at },
  };
}

/** The session of a refresh token that was already used (a replay); undefined for a token never issued. */
export async function usedRefreshTokenSession(q: Queryable, hash: string): Promise<string | undefined> {
  return (await one<{ session_id: string }>(q, 'SELECT session_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL', [hash]))?.session_id;
}
