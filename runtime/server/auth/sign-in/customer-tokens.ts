/**
 * Tokens for a signed-in customer: one auth entry per account the user holds a role on, OWNER
 * accounts first (portal §6 "the OWNER account is preferred"), all of one token session so one
 * sign-out ends them all.
 */
import type { AuthEntry } from '../../../../schemas/auth.js';
import type { Queryable } from '../../db/database.js';
import type { Services } from '../../services.js';
import { customerAccounts } from '../reach.js';

export async function customerAuths(
  services: Services, q: Queryable, s: { userId: string; organisation: string; accessType: string; actingAdminId?: string | undefined },
): Promise<AuthEntry[]> {
  const accounts = await customerAccounts(q, s.userId);
  if (accounts.length === 0) return [];
  const sessionId = await services.tokens.openSession(q, 'customer', s.userId, s.organisation, s.accessType);
  const auths: AuthEntry[] = [];
  for (const a of accounts) {
    auths.push(await services.tokens.issueCustomer(q, sessionId, {
      userId: s.userId, accountId: a.accountId, organisation: s.organisation, scope: 'USER', ...(s.actingAdminId ? { actingAdminId: s.actingAdminId } : {}),
    }));
  }
  return auths;
}
