/**
 * Account creation through a prospect (platform-contract §4, portal §4): a sign-up's prospect, or
 * the one a token fetch answering 409 starts for a signed-in user without accounts. The server
 * moves the status itself (decision "Prospect statuses"): new/updated while the owner's identity
 * or data is missing; valid once proven (a sign-in, or the e-mailed code); then the account is
 * made in the same transaction (account_resolved, or account_failed when its customer already has
 * one); the token fetch with the prospect hands out tokens once (signed_in).
 */
import type { Account, AccountOwner, AccountUser } from '../../../../schemas/account.js';
import type { AccessType, ProspectSignIn } from '../../../../schemas/auth.js';
import type { ProspectStatus } from '../../../../schemas/prospect.js';
import type { Queryable } from '../../db/database.js';
import { newId, randomToken } from '../../ids.js';
import type { Services } from '../../services.js';
import {
  completeUserFromOwner, customerHasAccount, insertCreationLog, insertProspect, insertProspectAccount, insertProspectUser,
  saveProspect, updateCreationLog, userByEmail, type ProspectDoc, type ProspectRecord,
} from '../../repositories/prospects.js';
import type { SignInUser } from '../../repositories/sign-in-users.js';
import { customerAuths } from './customer-tokens.js';

/** Prospect statuses that end the creation without an account. */
const FAILED: ReadonlySet<ProspectStatus> = new Set(['provider_failed', 'account_failed', 'abandoned']);

function ownerOf(doc: ProspectDoc): AccountOwner | undefined {
  return doc.accountOwner.email ? (doc.accountOwner as AccountOwner) : undefined;
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
 * Moves a prospect as far as its data allows: when its owner is proven and its data complete,
 * makes the account. `asked` is the status for a prospect that cannot move on (new or updated).
 */
export async function advanceProspect(_services: Services, q: Queryable, p: ProspectRecord, now: Date, asked?: ProspectStatus): Promise<ProspectRecord> {
  if (p.accountId || FAILED.has(p.status) || p.status === 'signed_in') return p;
  const proven = p.userId !== null || p.validatedAt !== null;
  const owner = ownerOf(p.doc);
  const complete = owner !== undefined && (p.doc.accountType === 'USER' || p.doc.site !== undefined);
  if (!proven || !complete) {
    const status = asked ?? p.status;
    if (status !== p.status) {
      await saveProspect(q, { id: p.id, status, doc: p.doc, now });
      await updateCreationLog(q, p.ref, status, null, now);
    }
    return { ...p, status, doc: { ...p.doc, status } };
  }
  const customerId = p.doc.accountType === 'CUSTOMER' ? p.doc.site?.customerId ?? null : null;
  if (customerId && (await customerHasAccount(q, p.organisation, customerId))) {
    await saveProspect(q, { id: p.id, status: 'account_failed', doc: p.doc, now });
    await updateCreationLog(q, p.ref, 'account_failed', null, now);
    return { ...p, status: 'account_failed' };
  }
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

/** The owner's user: the signed-in one (its missing e-mail and names filled), one with that e-mail, or a new one. */
async function ownerUser(q: Queryable, p: ProspectRecord, owner: AccountOwner, now: Date): Promise<string> {
  if (p.userId) {
    await completeUserFromOwner(q, p.userId, owner, now);
    return p.userId;
  }
  const existing = await userByEmail(q, p.organisation, owner.email);
  if (existing) return existing.id;
  const id = newId(now);
  await insertProspectUser(q, { id, organisation: p.organisation, owner, now });
  return id;
}

/** The token fetch with prospect and organisation: process until the account exists, then tokens once. */
export async function prospectSignIn(services: Services, q: Queryable, p: ProspectRecord, now: Date): Promise<ProspectSignIn> {
  if (FAILED.has(p.status)) return { ref: p.ref, status: 'error', error: p.status, errorMessage: `Account creation ended: ${p.status}` };
  if (p.status === 'signed_in') return { ref: p.ref, status: 'done' };
  if (p.status !== 'account_resolved' || !p.userId) return { ref: p.ref, status: 'process' };
  const auths = await customerAuths(services, q, { userId: p.userId, organisation: p.organisation, accessType: p.doc.accessType });
  await saveProspect(q, { id: p.id, status: 'signed_in', doc: p.doc, now });
  await updateCreationLog(q, p.ref, 'signed_in', null, now);
  return { ref: p.ref, status: 'complete', auths };
}
