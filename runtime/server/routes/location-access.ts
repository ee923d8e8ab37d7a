/**
 * What the locations, sites, invoices and support handlers share: finding a location and checking
 * the caller reaches it (its account, in the organisation the path names: anything else is 404 as if
 * absent), and the accounts a list may read.
 */
import type { Access } from '../../../schemas/endpoints/access.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { customerAccounts, reachAccount, type AccountReach } from '../auth/reach.js';
import type { Principal } from '../auth/principal.js';
import { locationRow, type LocationRow } from '../repositories/locations.js';

/**
 * The location `id` (in `organisation`, when the path names one), if `principal` reaches its account
 * under `access`; else 404 (403 for a role not allowed).
 */
export async function reachLocation(q: Queryable, principal: Principal, access: Access, organisation: string | undefined, id: string): Promise<{ row: LocationRow; reach: AccountReach }> {
  const row = await locationRow(q, id);
  if (!row || (organisation !== undefined && row.organisation !== organisation)) throw problem('notFound');
  const reach = await reachAccount(q, principal, access, row.account_id);
  return { row, reach };
}

/**
 * The accounts whose records a list shows: a customer's own (in their organisation), or undefined for
 * staff and API tokens (the whole organisation, already checked against the path).
 */
export async function listedAccounts(q: Queryable, principal: Principal): Promise<string[] | undefined> {
  if (principal.kind !== 'customer') return undefined;
  return (await customerAccounts(q, principal.userId)).map((a) => a.accountId);
}
