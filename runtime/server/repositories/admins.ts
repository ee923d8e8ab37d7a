/**
 * Admins (table admins, 0001) and the one-time refs of their set-password links
 * (admin_password_refs, 0030). The columns email, organisation and scope are the truth; `doc`
 * keeps the contract Admin beside them and is rewritten with them in the same statement.
 */
import { Admin, type AdminScope } from '../../../schemas/admin.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { one, type Queryable } from '../db/database.js';

interface AdminRow {
  id: string;
  organisation: string;
  email: string;
  scope: string;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, organisation, email, scope, doc, created_at, updated_at';

function toAdmin(row: AdminRow): Admin {
  return Admin.parse({
    ...reviveTimestamps<Record<string, unknown>>(row.doc),
    _id: row.id, email: row.email, organisation: row.organisation, scope: row.scope,
    createdAt: row.created_at, updatedAt: row.updated_at,
  });
}

export interface AdminFilter {
  readonly organisation?: string;
  readonly scope?: AdminScope;
}

export async function listAdmins(q: Queryable, filter: AdminFilter): Promise<Admin[]> {
  const { rows } = await q.query<AdminRow>(
    `SELECT ${COLUMNS} FROM admins
      WHERE ($1::text IS NULL OR organisation = $1) AND ($2::text IS NULL OR scope = $2)
      ORDER BY organisation, lower(email)`,
    [filter.organisation ?? null, filter.scope ?? null],
  );
  return rows.map(toAdmin);
}

/** `forUpdate` locks the row for the caller's transaction (read, change, audit). */
export async function findAdmin(q: Queryable, id: string, forUpdate = false): Promise<Admin | undefined> {
  const row = await one<AdminRow>(q, `SELECT ${COLUMNS} FROM admins WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && toAdmin(row);
}

export async function findAdminByEmail(q: Queryable, email: string): Promise<Admin | undefined> {
  const row = await one<AdminRow>(q, `SELECT ${COLUMNS} FROM admins WHERE lower(email) = lower($1)`, [email]);
  return row && toAdmin(row);
}

export async function emailTaken(q: Queryable, email: string, exceptId?: string): Promise<boolean> {
  const row = await one(q, 'SELECT 1 FROM admins WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [email, exceptId ?? null]);
  return row !== undefined;
}

/** Display details of admins by id; `organisation` limits them to one organisation's admins. */
export async function adminInfo(q: Queryable, ids: readonly string[], organisation?: string): Promise<Admin[]> {
  const { rows } = await q.query<AdminRow>(
    `SELECT ${COLUMNS} FROM admins WHERE id = ANY($1::text[]) AND ($2::text IS NULL OR organisation = $2) ORDER BY lower(email)`,
    [ids, organisation ?? null],
  );
  return rows.map(toAdmin);
}

/**
 * False when an admin already has this e-mail (unique in any letter case, 0001), perhaps added a
 * moment ago by a concurrent request: its transaction is waited for, then nothing is written.
 */
export async function insertAdmin(q: Queryable, admin: Admin, passwordHash: string | null = null): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO admins (id, organisation, email, scope, password_hash, doc, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
    [admin._id, admin.organisation, admin.email, admin.scope, passwordHash, admin, admin.createdAt, admin.updatedAt],
  );
  return (rowCount ?? 0) > 0;
}

export async function updateAdmin(q: Queryable, admin: Admin): Promise<void> {
  await q.query(
    'UPDATE admins SET organisation = $2, email = $3, scope = $4, doc = $5, updated_at = $6 WHERE id = $1',
    [admin._id, admin.organisation, admin.email, admin.scope, admin, admin.updatedAt],
  );
}

/** Removes an admin, its password refs (cascade) and, for an inspector, its user row and account roles. */
export async function deleteAdmin(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM admins WHERE id = $1', [id]);
  await q.query('DELETE FROM users WHERE id = $1', [id]);
}

/**
 * Ends every signed-in session of an admin (removed, or password changed), of either kind: an
 * inspector signs in to the portal as a customer under the admin's own id.
 */
export async function revokeStaffSessions(q: Queryable, adminId: string, now: Date): Promise<void> {
  await q.query('UPDATE token_sessions SET revoked_at = $2 WHERE subject_id = $1 AND revoked_at IS NULL', [adminId, now]);
}

export async function setPasswordHash(q: Queryable, adminId: string, passwordHash: string, now: Date): Promise<void> {
  await q.query('UPDATE admins SET password_hash = $2, updated_at = $3 WHERE id = $1', [adminId, passwordHash, now]);
}

// —— set-password refs ——

export type PasswordRefPurpose = 'adminCreated' | 'passwordReset';

export async function insertPasswordRef(q: Queryable, ref: { refHash: string; adminId: string; purpose: PasswordRefPurpose; now: Date; expiresAt: Date }): Promise<void> {
  await q.query(
    'INSERT INTO admin_password_refs (ref_hash, admin_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [ref.refHash, ref.adminId, ref.purpose, ref.now, ref.expiresAt],
  );
}

/** Whether a ref of this purpose was made for the admin at or after `since` (throttles reset e-mails). */
export async function refMadeSince(q: Queryable, adminId: string, purpose: PasswordRefPurpose, since: Date): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM admin_password_refs WHERE admin_id = $1 AND purpose = $2 AND created_at >= $3', [adminId, purpose, since])) !== undefined;
}

/**
 * Uses a ref: the admin it belongs to when it is unused, unexpired and of `organisation`'s admin;
 * then every outstanding ref of that admin is spent, so an older link cannot be replayed.
 */
export async function usePasswordRef(q: Queryable, refHash: string, organisation: string, now: Date): Promise<Admin | undefined> {
  const row = await one<AdminRow>(
    q,
    `SELECT a.id, a.organisation, a.email, a.scope, a.doc, a.created_at, a.updated_at
       FROM admin_password_refs r JOIN admins a ON a.id = r.admin_id
      WHERE r.ref_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND a.organisation = $3
      FOR UPDATE OF r`,
    [refHash, now, organisation],
  );
  if (!row) return undefined;
  await q.query('UPDATE admin_password_refs SET used_at = $2 WHERE admin_id = $1 AND used_at IS NULL', [row.id, now]);
  return toAdmin(row);
}

export async function organisationExists(q: Queryable, code: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM organisations WHERE code = $1', [code])) !== undefined;
}
