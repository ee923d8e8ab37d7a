/**
 * Inspectors: admins who may sign in to customer accounts. An inspector has a users row with the
 * SAME id as its admin row, and account_users rows with role INSPECTOR for each account it reaches
 * (the ADMIN sign-in reads these: helper A's auth/sign-in).
 */
import type { Admin } from '../../../schemas/admin.js';
import type { User } from '../../../schemas/account.js';
import { one, type Queryable } from '../db/database.js';

export const INSPECTOR_ROLE = 'INSPECTOR';

/**
 * The inspector's user row (kept in step with the admin's e-mail and name); no-op when present.
 * False when it is absent because another user of the organisation has the e-mail (unique, 0105).
 */
export async function addInspectorUser(q: Queryable, admin: Pick<Admin, '_id' | 'email' | 'organisation' | 'name'>): Promise<boolean> {
  const user: User = { _id: admin._id, email: admin.email, ...(admin.name ? { fullName: admin.name } : {}) };
  const { rowCount } = await q.query(
    `INSERT INTO users (id, organisation, email, doc) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [admin._id, admin.organisation, admin.email, user],
  );
  if ((rowCount ?? 0) > 0) return true;
  return isInspectorUser(q, admin._id);
}

/** Whether the admin is an inspector user: it has the users row an inspector signs in with. */
export async function isInspectorUser(q: Queryable, adminId: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM users WHERE id = $1', [adminId])) !== undefined;
}

/** True when the role was added, false when the inspector already had it. */
export async function assignInspectorRole(q: Queryable, adminId: string, accountId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, '${INSPECTOR_ROLE}')
     ON CONFLICT (account_id, user_id) DO NOTHING`,
    [accountId, adminId],
  );
  return (rowCount ?? 0) > 0;
}

/** Removes the inspector from these accounts; the accounts it was actually removed from. */
export async function removeInspectorRoles(q: Queryable, adminId: string, accountIds: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ account_id: string }>(
    `DELETE FROM account_users WHERE user_id = $1 AND account_id = ANY($2::text[]) AND role = '${INSPECTOR_ROLE}' RETURNING account_id`,
    [adminId, accountIds],
  );
  return rows.map((r) => r.account_id);
}

/** The accounts an inspector reaches, in a stable order. */
export async function inspectedAccounts(q: Queryable, adminId: string): Promise<string[]> {
  const { rows } = await q.query<{ account_id: string }>(
    `SELECT account_id FROM account_users WHERE user_id = $1 AND role = '${INSPECTOR_ROLE}' ORDER BY account_id`,
    [adminId],
  );
  return rows.map((r) => r.account_id);
}

/** The account's organisation, when it exists. */
export async function accountOrganisation(q: Queryable, accountId: string): Promise<string | undefined> {
  return (await one<{ organisation: string }>(q, 'SELECT organisation FROM accounts WHERE id = $1', [accountId]))?.organisation;
}

