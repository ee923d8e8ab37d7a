/**
 * Handlers of the portal area (schemas/endpoints/portal.ts): the signed-in customer's own session.
 * The active account is the one the user last chose (setActiveAccount) while they still hold a role
 * on it, else the account the token was issued for (decision "Active account").
 */
import { preferredAccount } from '../../../schemas/account.js';
import type { Language } from '../../../schemas/core/primitives.js';
import { portalArea } from '../../../schemas/endpoints/portal.js';
import type { CustomerPrincipal, Principal } from '../auth/principal.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { findAccount } from '../repositories/accounts.js';
import { portalLocationsOfAccounts } from '../repositories/locations.js';
import { activeAccountId, setActiveAccountId } from '../repositories/user-settings.js';
import { findUser, updateUser, userMemberships } from '../repositories/users.js';
import { actingRole } from './customer-reach.js';

/** The language a user without one is shown: the Norwegian tenant's. */
const DEFAULT_LANGUAGE: Language = 'nb';

/** The "me" calls are the customer's own: descriptors allow only customers, this narrows the type. */
function customer(principal: Principal): CustomerPrincipal {
  if (principal.kind !== 'customer') throw problem('forbidden');
  return principal;
}

async function activeAccount(q: Queryable, p: CustomerPrincipal): Promise<string> {
  const memberships = await userMemberships(q, p.userId);
  const chosen = await activeAccountId(q, p.userId);
  const held = (id: string | undefined) => id !== undefined && memberships.some((m) => m.accountId === id);
  const id = held(chosen) ? chosen : held(p.accountId) ? p.accountId : preferredAccount(memberships)?.accountId;
  if (!id) throw problem('missingUser');
  return id;
}

export const portalHandlers = defineHandlers(portalArea, {
  async getMe({ principal, services }) {
    const p = customer(principal);
    const account = await findAccount(services.db, await activeAccount(services.db, p));
    if (!account) throw problem('notFound');
    return { data: account };
  },

  async getUser({ principal, services }) {
    const p = customer(principal);
    const memberships = await userMemberships(services.db, p.userId);
    const stored = await findUser(services.db, p.userId);
    if (!stored) throw problem('notFound');
    // DEMO tokens read as READONLY everywhere, so their roles say so too.
    const accounts = memberships.map((m) => ({ accountId: m.accountId, role: p.scope === 'DEMO' ? ('READONLY' as const) : m.role }));
    const locations = await portalLocationsOfAccounts(services.db, accounts.map((a) => a.accountId));
    return { data: { accounts, locations, language: stored.user.language ?? DEFAULT_LANGUAGE } };
  },

  async setLanguage({ body, principal, endpoint, services }) {
    const p = customer(principal);
    if (!endpoint.access.customer?.includes(await actingRole(services.db, p))) throw problem('forbidden');
    const user = await updateUser(services.db, p.userId, { language: body.language }, services.clock.now());
    if (!user) throw problem('notFound');
    return { data: user };
  },

  async setActiveAccount({ body, principal, services }) {
    const p = customer(principal);
    const membership = (await userMemberships(services.db, p.userId)).find((m) => m.accountId === body.accountId);
    if (!membership) throw problem('notFound');
    await setActiveAccountId(services.db, p.userId, body.accountId, services.clock.now());
    return { data: { accountId: body.accountId, role: p.scope === 'DEMO' ? 'READONLY' : membership.role } };
  },
});
