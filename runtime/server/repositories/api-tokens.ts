/**
 * Organisations' API tokens (table api_tokens, 0030). Only the token's SHA-256 and its last four
 * characters are stored; revoking keeps the row.
 */
import type { ApiTokenMeta, ApiTokenScope } from '../../../schemas/api-token.js';
import { one, type Queryable } from '../db/database.js';

interface TokenRow {
  id: string;
  organisation: string;
  name: string;
  scopes: ApiTokenScope[];
  token_hint: string;
  issued_by: string;
  expires_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const COLUMNS = 'id, organisation, name, scopes, token_hint, issued_by, expires_at, created_at, last_used_at, revoked_at, revoked_by';

function toMeta(r: TokenRow): ApiTokenMeta {
  return {
    _id: r.id, organisation: r.organisation, name: r.name, tokenScopes: r.scopes, issuedBy: r.issued_by,
    expiresAt: r.expires_at, createdAt: r.created_at, lastUsedAt: r.last_used_at, revokedAt: r.revoked_at, revokedBy: r.revoked_by,
    tokenHint: r.token_hint,
  };
}

export async function listByOrganisation(q: Queryable, organisation: string): Promise<ApiTokenMeta[]> {
  const { rows } = await q.query<TokenRow>(`SELECT ${COLUMNS} FROM api_tokens WHERE organisation = $1 ORDER BY created_at DESC, id DESC`, [organisation]);
  return rows.map(toMeta);
}

export async function findByHash(q: Queryable, hash: string): Promise<ApiTokenMeta | undefined> {
  const row = await one<TokenRow>(q, `SELECT ${COLUMNS} FROM api_tokens WHERE token_hash = $1`, [hash]);
  return row && toMeta(row);
}

export async function findToken(q: Queryable, id: string, forUpdate = false): Promise<ApiTokenMeta | undefined> {
  const row = await one<TokenRow>(q, `SELECT ${COLUMNS} FROM api_tokens WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && toMeta(row);
}

/** Whether a live token of the organisation already has this name (case-insensitive). */
export async function activeNameTaken(q: Queryable, organisation: string, name: string, exceptId?: string): Promise<boolean> {
  const row = await one(q, 'SELECT 1 FROM api_tokens WHERE organisation = $1 AND lower(name) = lower($2) AND revoked_at IS NULL AND id IS DISTINCT FROM $3', [organisation, name, exceptId ?? null]);
  return row !== undefined;
}

export async function insertToken(q: Queryable, token: ApiTokenMeta, hash: string): Promise<void> {
  await q.query(
    `INSERT INTO api_tokens (id, organisation, name, scopes, token_hash, token_hint, issued_by, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [token._id, token.organisation, token.name, JSON.stringify(token.tokenScopes), hash, token.tokenHint, token.issuedBy, token.expiresAt, token.createdAt],
  );
}

export async function updateToken(q: Queryable, token: ApiTokenMeta): Promise<void> {
  await q.query(
    'UPDATE api_tokens SET name = $2, scopes = $3, expires_at = $4, revoked_at = $5, revoked_by = $6 WHERE id = $1',
    [token._id, token.name, JSON.stringify(token.tokenScopes), token.expiresAt, token.revokedAt, token.revokedBy],
  );
}

/**
 * The live token with this hash, noting its use: one statement, so a token revoked or expiring at
 * the same moment is never accepted.
 */
export async function useToken(q: Queryable, hash: string, now: Date): Promise<{ id: string; organisation: string; scopes: ApiTokenScope[] } | undefined> {
  return one(
    q,
    `UPDATE api_tokens SET last_used_at = $2
      WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)
      RETURNING id, organisation, scopes`,
    [hash, now],
  );
}
