/**
 * Reach checks of users shared by the accounts, users and portal handlers (accounts: auth/reach.ts
 * reachAccountIn). The record must also belong to the organisation the path names.
 */
import type { UserRole } from '../../../schemas/account.js';
import type { Access } from '../../../schemas/endpoints/access.js';
import { reachesOrganisation, type Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { memberRole } from '../repositories/accounts.js';
import { findUser, ownsAccountOf, type StoredUser } from '../repositories/users.js';

/** The role a customer acts with: READONLY for DEMO tokens, else their role on the token's account. */
export async function actingRole(q: Queryable, principal: Principal & { kind: 'customer' }): Promise<UserRole> {
  if (principal.scope === 'DEMO') return 'READONLY';
  return (await memberRole(q, principal.accountId, principal.userId)) ?? 'READONLY';
}

/**
 * The user `userId`, if the caller reaches it: staff in its organisation; a customer themself, or
 * (`household`) a user of an account they own. 404 otherwise; 403 when the customer's role may not
 * make this call.
 */
export async function reachUser(
  q: Queryable, principal: Principal, access: Access, userId: string, organisation: string, options: { household?: boolean } = {},
): Promise<StoredUser> {
  const stored = await findUser(q, userId);
  if (!stored || stored.organisation !== organisation) throw problem('notFound');
  if (principal.kind === 'apiToken') throw problem('notFound');
  if (principal.kind === 'staff') {
    if (!reachesOrganisation(principal, stored.organisation)) throw problem('notFound');
    return stored;
  }
  if (principal.organisation !== stored.organisation) throw problem('notFound');
  const self = principal.userId === userId;
  if (!self && !(options.household && (await ownsAccountOf(q, principal.userId, userId)))) throw problem('notFound');
  if (!access.customer?.includes(await actingRole(q, principal))) throw problem('forbidden');
  return stored;
}
