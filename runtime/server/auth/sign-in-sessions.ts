/**
 * Sign-ins in progress, by ref (platform-contract §7 Auth, portal §4): created by POST /v3/auth/,
 * polled by GET /v3/auth/, completed by the access type's own step (a password check, the BankID
 * simulator, a PIN callback, the OpenID callback), then consumed once by the token fetch. A sign-in
 * still in `process` past its expiry reads as error 'timeout'.
 */
import type { SignInSession, SignInStatus } from '../../../schemas/auth.js';
import { errorCatalogue } from '../../../schemas/errors.js';
import { one, type Queryable } from '../db/database.js';
import { randomToken } from '../ids.js';

/** portal §4: the client polls for up to 10 minutes; a sign-in lives as long. */
export const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

export interface SignInRecord {
  readonly ref: string;
  readonly organisation: string;
  readonly accessType: string;
  readonly status: SignInStatus;
  readonly subjectKind: 'customer' | 'staff' | null;
  readonly subjectId: string | null;
  readonly data: Record<string, unknown>;
  readonly errorKey: string | null;
  readonly errorMessage: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly consumedAt: Date | null;
}

interface Row {
  ref: string; organisation: string; access_type: string; status: SignInStatus; subject_kind: 'customer' | 'staff' | null; subject_id: string | null;
  data: Record<string, unknown>; error_key: string | null; error_message: string | null; created_at: Date; expires_at: Date; consumed_at: Date | null;
}

function fromRow(r: Row, now: Date): SignInRecord {
  const timedOut = r.status === 'process' && r.expires_at.getTime() <= now.getTime();
  return {
    ref: r.ref, organisation: r.organisation, accessType: r.access_type,
    status: timedOut ? 'error' : r.status,
    subjectKind: r.subject_kind, subjectId: r.subject_id, data: r.data,
    errorKey: timedOut ? errorCatalogue.timeout.key : r.error_key,
    errorMessage: timedOut ? errorCatalogue.timeout.message : r.error_message,
    createdAt: r.created_at, expiresAt: r.expires_at, consumedAt: r.consumed_at,
  };
}

export interface NewSignIn {
  readonly organisation: string;
  readonly accessType: string;
  readonly data?: Record<string, unknown>;
  /** Known at once for password sign-ins. */
  readonly subject?: { readonly kind: 'customer' | 'staff'; readonly id: string };
  readonly status?: SignInStatus;
  readonly lifetimeMs?: number;
}

export async function createSignIn(q: Queryable, s: NewSignIn, now: Date): Promise<SignInRecord> {
  const ref = randomToken(18);
  const row = await one<Row>(
    q,
    `INSERT INTO sign_in_sessions (ref, organisation, access_type, status, subject_kind, subject_id, data, created_at, expires_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [ref, s.organisation, s.accessType, s.status ?? 'process', s.subject?.kind ?? null, s.subject?.id ?? null, s.data ?? {}, now,
      new Date(now.getTime() + (s.lifetimeMs ?? SIGN_IN_LIFETIME_MS)), s.status === 'complete' ? now : null],
  );
  return fromRow(row!, now);
}

export async function findSignIn(q: Queryable, ref: string, now: Date): Promise<SignInRecord | undefined> {
  const row = await one<Row>(q, 'SELECT * FROM sign_in_sessions WHERE ref = $1', [ref]);
  return row ? fromRow(row, now) : undefined;
}

/** Merges `data` into a sign-in still in process (a new QR secret, an OIDC state). */
export async function updateSignInData(q: Queryable, ref: string, data: Record<string, unknown>): Promise<void> {
  await q.query("UPDATE sign_in_sessions SET data = data || $2 WHERE ref = $1 AND status = 'process'", [ref, data]);
}

/**
 * Takes the one attempt a sign-in allows (a PIN, a code) before the slow check runs; false when another
 * request took it first, so parallel guesses get one try between them.
 */
export async function claimAttempt(q: Queryable, ref: string): Promise<boolean> {
  const r = await q.query(
    "UPDATE sign_in_sessions SET data = data || '{\"attempted\": true}'::jsonb WHERE ref = $1 AND status = 'process' AND NOT (data ? 'attempted')",
    [ref],
  );
  return (r.rowCount ?? 0) > 0;
}

/** process → complete with who signed in; false when it was no longer in process (or timed out). */
export async function completeSignIn(q: Queryable, ref: string, subject: { kind: 'customer' | 'staff'; id: string }, now: Date): Promise<boolean> {
  const r = await q.query(
    "UPDATE sign_in_sessions SET status = 'complete', subject_kind = $2, subject_id = $3, completed_at = $4 WHERE ref = $1 AND status = 'process' AND expires_at > $4",
    [ref, subject.kind, subject.id, now],
  );
  return (r.rowCount ?? 0) > 0;
}

/** process → error or aborted, with the error's key and message. */
export async function failSignIn(q: Queryable, ref: string, status: 'error' | 'aborted', key: string, message: string): Promise<void> {
  await q.query("UPDATE sign_in_sessions SET status = $2, error_key = $3, error_message = $4 WHERE ref = $1 AND status = 'process'", [ref, status, key, message]);
}

/** complete → done, once: the token fetch. Undefined when the ref is not complete or was already used. */
export async function consumeSignIn(q: Queryable, ref: string, now: Date): Promise<SignInRecord | undefined> {
  const row = await one<Row>(q, "UPDATE sign_in_sessions SET status = 'done', consumed_at = $2 WHERE ref = $1 AND status = 'complete' RETURNING *", [ref, now]);
  return row ? fromRow(row, now) : undefined;
}

/** The answer of POST and GET /v3/auth/. */
export function sessionAnswer(s: SignInRecord, extra: Partial<SignInSession> = {}): SignInSession {
  return {
    ref: s.ref,
    status: s.status,
    ...(s.errorKey ? { error: s.errorKey } : {}),
    ...(s.errorMessage ? { errorMessage: s.errorMessage } : {}),
    ...extra,
  };
}
