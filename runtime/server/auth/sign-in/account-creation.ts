/**
 * Account creation through a prospect (platform-contract §4, portal §4): a sign-up's prospect, or
 * the one a token fetch answering 409 starts for a signed-in user without accounts. The server
 * moves the status from what has been proven (decision "Prospect state machine and who may move
 * it"): the owner, by a sign-in bound to the prospect or by the e-mailed code for the owner's exact
 * address; the provider customer of a CUSTOMER prospect, by customer staff. Once both hold and the
 * data is complete the account is made in the same transaction; the token fetch with the prospect
 * hands out tokens once (signed_in).
 */
import type { Account, AccountOwner, AccountUser } from '../../../../schemas/account.js';
import type { AccessType, ProspectSignIn } from '../../../../schemas/auth.js';
import { normaliseEmail } from '../../../../schemas/identity.js';
import { FAILED_PROSPECT_STATUSES, ProspectStatus, SETTLED_PROSPECT_STATUSES } from '../../../../schemas/prospect.js';
import type { Queryable } from '../../db/database.js';
import { newId, randomToken } from '../../ids.js';
import type { Services } from '../../services.js';
import {
  completeUserFromOwner, customerHasAccount, emailHasOtherUser, insertCreationLog, insertProspect, insertProspectAccount, insertProspectUser,
  saveProspect, updateCreationLog, type ProspectDoc, type ProspectRecord,
} from '../../repositories/prospects.js';
import { userById, type SignInUser } from '../../repositories/sign-in-users.js';
import { customerAuths } from './customer-tokens.js';

/** Prospect statuses that end the creation without an account. */
const FAILED: ReadonlySet<ProspectStatus> = new Set(FAILED_PROSPECT_STATUSES);
/** Statuses after which nobody changes the prospect any more (its account exists, or the creation ended). */
export const SETTLED: ReadonlySet<ProspectStatus> = new Set(SETTLED_PROSPECT_STATUSES);
/** The statuses a prospect still moves from. */
export const OPEN: readonly ProspectStatus[] = ProspectStatus.options.filter((s) => !SETTLED.has(s));
/** A prospect still open this long after it was made is abandoned (the expireProspects job's rule). */
export const ABANDON_AFTER_DAYS = 30;

export const ADDRESS_HAS_USER = 'That e-mail address already has a user: sign in with it, and an account is made for that user';

/** The status that settles `p` now (its own, or abandoned by age), or undefined while it is open. */
export function settledStatus(p: ProspectRecord, now: Date): ProspectStatus | undefined {
  if (SETTLED.has(p.status)) return p.status;
  return now.getTime() - p.doc.createdAt.getTime() >= ABANDON_AFTER_DAYS * 86_400_000 ? 'abandoned' : undefined;
}

function ownerOf(doc: ProspectDoc): AccountOwner | undefined {
  return doc.accountOwner.email ? (doc.accountOwner as AccountOwner) : undefined;
}

/** Whether the owner is proven: a sign-in made the prospect, or the link proved the owner's address as it stands. */
function ownerProven(p: ProspectRecord): boolean {
  const owner = ownerOf(p.doc);
  return p.ownerSignedIn || (owner !== undefined && p.validatedEmail !== null && p.validatedEmail === normaliseEmail(owner.email));
}

/** Whether the provider side is proven: only a CUSTOMER prospect claims a provider customer, and staff confirm it. */
function providerProven(p: ProspectRecord): boolean {
  return p.doc.accountType !== 'CUSTOMER' || p.providerResolvedAt !== null;
}

async function moveTo(q: Queryable, p: ProspectRecord, status: ProspectStatus, now: Date, failure?: string): Promise<ProspectRecord> {
  if (status === p.status) return p;
  await saveProspect(q, { id: p.id, status, doc: p.doc, now, ...(failure ? { failure } : {}) });
  await updateCreationLog(q, p.ref, status, null, now);
  return { ...p, status, doc: { ...p.doc, status }, failure: failure ?? p.failure };
}

/** Abandons an open prospect past its age (settledStatus says abandoned): when next used, or by the expireProspects job. */
export async function abandonProspect(q: Queryable, p: ProspectRecord, now: Date): Promise<ProspectRecord> {
  return moveTo(q, p, 'abandoned', now, `Not completed within ${ABANDON_AFTER_DAYS} days`);
}

/** The prospect a 409 names: bound to the signed-in user, a USER account (no energy-provider customer yet). */
export async function startSignInProspect(
  services: Services, q: Queryable, s: { user: SignInUser; organisation: string; accessType: AccessType }, now: Date,
): Promise<ProspectRecord> {
  const u = s.user.doc;
  const accountOwner: Partial<AccountOwner> = {
    _id: s.user.id,
    ...(s.user.email ?? u.email ? { email: s.user.email ?? u.email } : {}),
    ...(u.firstName ? { firstName: u.firstName } : {}), ...(u.lastName ? { lastName: u.lastName } : {}), ...(u.phoneNumber ? { phoneNumber: u.phoneNumber } : {}),
  };
  const doc: ProspectDoc = {
    _id: newId(now), ref: randomToken(18), status: 'new', accountOwner, accessType: s.accessType, organisation: s.organisation,
    accountType: 'USER', createdAt: now, updatedAt: now,
  };
  const prospect = await insertProspect(q, { doc, userId: s.user.id });
  await insertCreationLog(q, { id: newId(now), ref: doc.ref, organisation: s.organisation, status: 'new', now });
  return advanceProspect(services, q, prospect, now);
}

/**
 * Moves a prospect as far as its proofs and data allow. `asked` is the status of a prospect that
 * waits for its owner or data after a PUT ('updated'); without it such a prospect keeps its status.
 * `valid` is never kept: a proven, complete prospect goes on in the same transaction.
 */
export async function advanceProspect(_services: Services, q: Queryable, p: ProspectRecord, now: Date, asked?: 'updated'): Promise<ProspectRecord> {
  if (p.accountId || p.status === 'signed_in' || FAILED.has(p.status)) return p;
  if (settledStatus(p, now) === 'abandoned') return abandonProspect(q, p, now);
  const owner = ownerOf(p.doc);
  const complete = owner !== undefined && (p.doc.accountType === 'USER' || p.doc.site !== undefined);
  if (!ownerProven(p) || !complete) {
    const resolved = !ownerProven(p) && p.doc.accountType === 'CUSTOMER' && p.providerResolvedAt !== null;
    return moveTo(q, p, resolved ? 'provider_resolved' : asked ?? p.status, now);
  }
  if (!providerProven(p)) return moveTo(q, p, 'provider_pending', now);
  const customerId = p.doc.accountType === 'CUSTOMER' ? p.doc.site?.customerId ?? null : null;
  if (customerId && (await customerHasAccount(q, p.organisation, customerId))) return moveTo(q, p, 'account_failed', now, 'That customer already has an account');
  // Never attach to another user (decision "Prospect state machine and who may move it"): an address that has one signs in.
  if (await emailHasOtherUser(q, p.organisation, normaliseEmail(owner.email), p.userId)) return moveTo(q, p, 'account_failed', now, ADDRESS_HAS_USER);
  const userId = await ownerUser(q, p, owner, now);
  const accountId = newId(now);
  const accountOwner: AccountOwner = { ...owner, _id: userId };
  const member: AccountUser = { userId, role: 'OWNER', email: owner.email, ...(owner.firstName ? { firstName: owner.firstName } : {}), ...(owner.lastName ? { lastName: owner.lastName } : {}), ...(owner.phoneNumber ? { phoneNumber: owner.phoneNumber } : {}) };
  const account: Account = {
    _id: accountId, accountType: p.doc.accountType, organisation: p.organisation, createdAt: now, lastSeen: null,
    users: [member], accountOwner, ...(customerId ? { provider: { customerId } } : {}),
  };
  await insertProspectAccount(q, { account, organisation: p.organisation, accountType: p.doc.accountType, customerId, ownerId: userId, now });
  const doc: ProspectDoc = { ...p.doc, accountOwner };
  await saveProspect(q, { id: p.id, status: 'account_resolved', doc, accountId, userId, now });
  await updateCreationLog(q, p.ref, 'account_resolved', accountId, now);
  return { ...p, status: 'account_resolved', accountId, userId, doc: { ...doc, status: 'account_resolved' } };
}

/** The owner's user: the signed-in one (its missing e-mail and names filled), else a new one for the proven address. */
async function ownerUser(q: Queryable, p: ProspectRecord, owner: AccountOwner, now: Date): Promise<string> {
  if (p.ownerSignedIn && p.userId) {
    await completeUserFromOwner(q, p.userId, owner, now);
    return p.userId;
  }
  const id = newId(now);
  await insertProspectUser(q, { id, organisation: p.organisation, owner, now });
  return id;
}

/**
 * Tokens go to the user the prospect was started by, or for a sign-up to the user made for the
 * address the link proved, while that is still the owner's and the user's address.
 */
async function tokensAllowed(q: Queryable, p: ProspectRecord): Promise<boolean> {
  if (!p.userId) return false;
  if (p.ownerSignedIn) return true;
  const user = await userById(q, p.userId);
  const email = user?.email ?? user?.doc.email;
  const owner = ownerOf(p.doc);
  return p.validatedEmail !== null && !!email && !!owner && normaliseEmail(email) === p.validatedEmail && normaliseEmail(owner.email) === p.validatedEmail;
}

/** The token fetch with prospect and organisation: process until the account exists, then tokens once. */
export async function prospectSignIn(services: Services, q: Queryable, p: ProspectRecord, now: Date): Promise<ProspectSignIn> {
  if (FAILED.has(p.status)) return { ref: p.ref, status: 'error', error: p.status, errorMessage: p.failure ?? `Account creation ended: ${p.status}` };
  if (p.status === 'signed_in') return { ref: p.ref, status: 'done' };
  if (p.status !== 'account_resolved' || !p.userId) return { ref: p.ref, status: 'process' };
  if (!(await tokensAllowed(q, p))) return { ref: p.ref, status: 'error', error: p.status, errorMessage: 'The address the link proved is not the account owner\'s' };
  const auths = await customerAuths(services, q, { userId: p.userId, organisation: p.organisation, accessType: p.doc.accessType });
  await saveProspect(q, { id: p.id, status: 'signed_in', doc: p.doc, now });
  await updateCreationLog(q, p.ref, 'signed_in', null, now);
  return { ref: p.ref, status: 'complete', auths };
}
