/**
 * POST /accounts (decision "Account creation access"). The ref form turns a completed sign-in of a
 * person without accounts into their own USER account (the sign-in stays unconsumed: the token
 * fetch that follows issues the tokens). The full form is a console tool: customer staff only,
 * checked here because the endpoint is public for the ref form; its site becomes the account's first
 * location in the same transaction.
 */
import type { Account, AccountUser, User, UserRole } from '../../../schemas/account.js';
import { CUSTOMER_STAFF } from '../../../schemas/endpoints/access.js';
import type { accountsArea } from '../../../schemas/endpoints/accounts.js';
import { findSignIn } from '../auth/sign-in-sessions.js';
import { reachesOrganisation } from '../auth/principal.js';
import type { Handler } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import * as accounts from '../repositories/accounts.js';
import { createLocationFromData } from '../repositories/locations.js';
import { findUser, findUserByEmail, insertUser, userMemberships } from '../repositories/users.js';
import { auditStaffChange } from '../audit.js';

type CreateAccount = Handler<typeof accountsArea.endpoints.createAccount>;

const STAFF_SCOPES: ReadonlySet<string> = new Set(CUSTOMER_STAFF);

/** The user of `organisation` with this e-mail, or a new one (the one a concurrent request just added, when it did). */
async function userFor(q: Queryable, organisation: string, person: Omit<User, '_id'>, now: Date, personalId?: string): Promise<string> {
  const byEmail = async () => (person.email ? (await findUserByEmail(q, organisation, person.email))?.user._id : undefined);
  const known = await byEmail();
  if (known) return known;
  const user: User = { _id: newId(now), ...person };
  if (await insertUser(q, organisation, user, now, personalId)) return user._id;
  const added = await byEmail();
  if (!added) throw problem('conflict', { message: 'A user of the organisation has this username' });
  return added;
}

/** The customer id the provider record names, else the site's. */
function providerCustomerId(accountProvider: string, siteCustomerId: string): string {
  const provider = JSON.parse(accountProvider) as Record<string, unknown>;
  return typeof provider.customerId === 'string' && provider.customerId !== '' ? provider.customerId : siteCustomerId;
}

export const createAccountHandler: CreateAccount = async ({ params, body, principal, requestId, services }) => {
  const now = services.clock.now();
  const organisation = params.organisation;

  if ('ref' in body) {
    const created = await services.db.tx(async (q) => {
      const signIn = await findSignIn(q, body.ref, now);
      if (!signIn || signIn.status !== 'complete' || signIn.subjectKind !== 'customer' || !signIn.subjectId || signIn.organisation !== organisation) throw problem('notFound');
      const stored = await findUser(q, signIn.subjectId);
      if (!stored) throw problem('notFound');
      if ((await userMemberships(q, stored.user._id)).length > 0) throw problem('conflict', { message: 'The user already has an account' });
      const u = stored.user;
      const account: Account = {
        _id: newId(now), accountType: 'USER', organisation, createdAt: now, lastSeen: now, users: [],
        accountOwner: { _id: u._id, email: u.email ?? `${u._id}@users.invalid`, ...(u.firstName ? { firstName: u.firstName } : {}), ...(u.lastName ? { lastName: u.lastName } : {}) },
      };
      await accounts.insertAccount(q, account, now);
      await accounts.addMember(q, account._id, u._id, 'OWNER', now);
      return account._id;
    });
    return { data: [(await accounts.findAccount(services.db, created))!] };
  }

  if (!principal) throw problem('unauthorized');
  if (principal.kind !== 'staff' || !STAFF_SCOPES.has(principal.scope) || !reachesOrganisation(principal, body.organisation)) throw problem('forbidden');
  if (body.organisation !== organisation) throw problem('validationError', { message: 'organisation must be the organisation of the path' });
  if (body.site.organisation !== organisation) throw problem('validationError', { message: 'site.organisation must be the organisation of the path' });

  const id = await services.db.tx(async (q) => {
    const customerId = providerCustomerId(body.accountProvider, body.site.customerId);
    if (await accounts.customerIdTaken(q, organisation, customerId)) throw problem('conflict', { message: `An account with customer id ${customerId} exists` });
    const { _id: _ownerId, ...ownerPerson } = body.accountOwner;
    const ownerId = await userFor(q, organisation, { ...ownerPerson, accountOwner: true }, now, body.customer.personalId);
    const members = new Map<string, UserRole>([[ownerId, 'OWNER']]);
    for (const { role, ...person } of body.users ?? []) {
      const userId = await userFor(q, organisation, person, now);
      if (!members.has(userId)) members.set(userId, role);
    }
    const account: Account = {
      _id: newId(now), accountType: 'CUSTOMER', organisation, createdAt: now, lastSeen: null, users: [],
      accountOwner: { ...body.accountOwner, _id: ownerId }, provider: { customerId },
    };
    await accounts.insertAccount(q, account, now);
    const users: AccountUser[] = [];
    for (const [userId, role] of members) {
      await accounts.addMember(q, account._id, userId, role, now);
      users.push({ userId, role });
    }
    // The site given is the account's first location (409 when its location code is taken: nothing is kept).
    const site = await createLocationFromData(q, { accountId: account._id, organisation, data: body.site, now });
    await auditStaffChange(q, { principal, requestId, now }, {
      action: 'create', resource: 'accounts', resourceId: account._id, organisation, after: { ...account, users, sites: [site.id] },
    });
    return account._id;
  });
  return { data: [(await accounts.findAccount(services.db, id))!] };
};
