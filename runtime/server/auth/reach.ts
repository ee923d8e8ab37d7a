/**
 * What a caller may reach inside an organisation. Customers reach accounts they hold a role on
 * (account_users), with the roles the endpoint allows; staff reach accounts of organisations their
 * scope reaches; API tokens those of their organisation. Records the caller may not see answer
 * 404 notFound, as if absent: a customer learns nothing of other customers' ids.
 */
import type { UserRole } from '../../../schemas/account.js';
import type { Access } from '../../../schemas/endpoints/access.js';
import { one, type Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { reachesOrganisation, type Principal } from './principal.js';

export interface AccountReach {
  readonly accountId: string;
  readonly organisation: string;
  /** The customer's role on the account; undefined for staff and API tokens. */
  readonly role?: UserRole;
}

/** The role a DEMO token has on every account it reaches. */
const DEMO_ROLE: UserRole = 'READONLY';

/**
 * The account, if `principal` may reach it under `access`: 404 when it does not exist or is not
 * theirs, 403 when it is theirs but their role is not among the endpoint's customer roles.
 */
export async function reachAccount(q: Queryable, principal: Principal, access: Access, accountId: string): Promise<AccountReach> {
  // One round trip: the account's organisation and, for a customer, their role on it.
  const account = await one<{ organisation: string; role: UserRole | null }>(
    q,
    'SELECT a.organisation, au.role FROM accounts a LEFT JOIN account_users au ON au.account_id = a.id AND au.user_id = $2 WHERE a.id = $1',
    [accountId, principal.kind === 'customer' ? principal.userId : null],
  );
  if (!account) throw problem('notFound');
  if (principal.kind !== 'customer') {
    if (!reachesOrganisation(principal, account.organisation)) throw problem('notFound');
    return { accountId, organisation: account.organisation };
  }
  if (principal.organisation !== account.organisation) throw problem('notFound');
  if (!account.role) throw problem('notFound');
  const role = principal.scope === 'DEMO' ? DEMO_ROLE : account.role;
  if (!access.customer?.includes(role)) throw problem('forbidden');
  return { accountId, organisation: account.organisation, role };
}

/** reachAccount, and the account lies in the organisation the path names (else 404, as if absent). */
export async function reachAccountIn(q: Queryable, principal: Principal, access: Access, organisation: string | undefined, accountId: string): Promise<AccountReach> {
  const reach = await reachAccount(q, principal, access, accountId);
  if (organisation !== undefined && reach.organisation !== organisation) throw problem('notFound');
  return reach;
}

/** The accounts a customer holds a role on, OWNER first (portal §6 "the OWNER account is preferred"). */
export async function customerAccounts(q: Queryable, userId: string): Promise<{ accountId: string; role: UserRole }[]> {
  const rows = await q.query<{ account_id: string; role: UserRole }>(
    `SELECT account_id, role FROM account_users WHERE user_id = $1
      ORDER BY (role = 'OWNER') DESC, created_at, account_id`,
    [userId],
  );
  return rows.rows.map((r) => ({ accountId: r.account_id, role: r.role }));
}
