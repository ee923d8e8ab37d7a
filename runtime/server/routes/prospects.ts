/**
 * Handlers of the prospects area (schemas/endpoints/prospects.ts): sign-ups before their account
 * exists, and the account-creation logs. Create, validation e-mail and update are public (the ref is
 * the sign-up's secret, decision "Prospect paths"); reading, and confirming a CUSTOMER prospect's
 * provider customer, are for customer staff of the organisation. Who may move which status, on what
 * proof: decision "Prospect state machine and who may move it".
 */
import { normaliseEmail } from '../../../schemas/identity.js';
import { prospectsArea } from '../../../schemas/endpoints/prospects.js';
import { AccountProspect } from '../../../schemas/prospect.js';
import { auditOf, auditStaffChange, diff } from '../audit.js';
import { assertDeepLink } from '../links.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId, randomToken, tokenHash } from '../ids.js';
import { sendToOutbox } from '../outbox.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import {
  creationLogById, creationLogsByRef, customerHasAccount, emailHasOtherUser, insertCreationLog, insertProspect, prospectById, prospectByRef,
  prospectsByRef, saveProspect, searchCreationLogs, searchProspects, setProviderResolved, setValidationCode, updateCreationLog, voidEmailProof,
  type ProspectDoc, type ProspectRecord,
} from '../repositories/prospects.js';
import { advanceProspect, settledStatus } from '../auth/sign-in/account-creation.js';
import { PROSPECT_VALIDATION_PATH } from '../auth/sign-in/pages.js';

/** The contract document, or undefined while a sign-in's prospect still lacks its owner's e-mail or site. */
function contractProspect(p: ProspectRecord): AccountProspect | undefined {
  const parsed = AccountProspect.safeParse(p.doc);
  return parsed.success ? parsed.data : undefined;
}

/** 409 for a prospect that no longer moves (its account exists, or the creation ended or was abandoned). */
function assertOpen(p: ProspectRecord, now: Date): void {
  const settled = settledStatus(p, now);
  if (settled) throw problem('conflict', { message: `The prospect is ${settled}` });
}

const emailOf = (doc: ProspectDoc): string | undefined => doc.accountOwner.email;

export const prospectsHandlers = defineHandlers(prospectsArea, {
  async createAccountProspect(ctx) {
    const b = ctx.body;
    const org = ctx.params.organisation;
    if (b.organisation !== org || b.site.organisation !== org) throw problem('validationError', { message: `organisation must be ${org}, the organisation of the path` });
    const now = ctx.services.clock.now();
    const doc: ProspectDoc = {
      _id: newId(now), ref: randomToken(18), status: 'new', accountOwner: b.accountOwner, site: b.site, accessType: b.accessType,
      organisation: org, accountType: b.accountType, createdAt: now, updatedAt: now,
    };
    const created = await ctx.services.db.tx(async (q) => {
      // One account per energy-provider customer: a sign-up for a customer who has one is a conflict.
      if (b.accountType === 'CUSTOMER' && (await customerHasAccount(q, org, b.site.customerId))) throw problem('conflict', { message: 'That customer already has an account' });
      const p = await insertProspect(q, { doc, language: ctx.query.language ?? null });
      await insertCreationLog(q, { id: newId(now), ref: doc.ref, organisation: org, status: 'new', now });
      return p;
    });
    return { data: contractProspect(created)! };
  },

  async sendProspectValidationEmail(ctx) {
    const now = ctx.services.clock.now();
    const { publicUrl } = ctx.services.config;
    // The confirmation page redirects there: an app link or a page of ours, never any website.
    if (ctx.body.appRedirectDeeplink !== undefined) assertDeepLink(publicUrl, ctx.body.appRedirectDeeplink, 'appRedirectDeeplink');
    await ctx.services.db.tx(async (q) => {
      const p = await prospectByRef(q, ctx.params.organisation, ctx.query.ref, true);
      const email = p && emailOf(p.doc);
      if (!p || !email) throw problem('notFound');
      assertOpen(p, now);
      if (p.ownerSignedIn) throw problem('conflict', { message: 'A sign-in started this prospect: its owner needs no e-mail validation' });
      // A new code replaces the last one; it proves only the address it is sent to.
      const code = randomToken(16);
      await setValidationCode(q, { id: p.id, codeHash: tokenHash(code), email: normaliseEmail(email), redirectUri: ctx.body.appRedirectDeeplink, now });
      const link = `${publicUrl}${PROSPECT_VALIDATION_PATH}?${new URLSearchParams({ ref: p.ref, code })}`;
      await sendToOutbox(q, {
        channel: 'email', recipient: email, subject: 'Confirm your e-mail address',
        body: `Open this link to confirm your address and create your account: ${link}`, data: { ref: p.ref, code, link, language: p.language },
      }, now);
    });
    return undefined;
  },

  async updateAccountProspect(ctx) {
    const now = ctx.services.clock.now();
    const b = ctx.body;
    const org = ctx.params.organisation;
    if (b.site && b.site.organisation !== org) throw problem('validationError', { message: `organisation must be ${org}, the organisation of the path` });
    const updated = await ctx.services.db.tx(async (q) => {
      const p = await prospectByRef(q, org, ctx.query.ref, true);
      if (!p) throw problem('notFound');
      assertOpen(p, now);
      const doc: ProspectDoc = {
        ...p.doc,
        ...(b.accountOwner ? { accountOwner: { ...b.accountOwner, ...(p.doc.accountOwner._id ? { _id: p.doc.accountOwner._id } : {}) } } : {}),
        ...(b.site ? { site: b.site } : {}),
        ...(b.accessType ? { accessType: b.accessType } : {}),
        ...(b.accountType ? { accountType: b.accountType } : {}),
        updatedAt: now,
      };
      // An update must leave a whole contract prospect (a sign-in's prospect gets its owner's e-mail and site here).
      if (!AccountProspect.safeParse({ ...doc, status: 'updated' }).success) throw problem('validationError', { message: 'accountOwner with email and site are required' });
      const before = emailOf(p.doc);
      const after = emailOf(doc)!;
      const emailChanged = before === undefined || normaliseEmail(before) !== normaliseEmail(after);
      // The signed-in owner's address becomes their user's, as an edit of their own e-mail would (decision "Prospects from a token fetch").
      if (p.ownerSignedIn && emailChanged && (await emailHasOtherUser(q, org, normaliseEmail(after), p.userId))) {
        throw problem('conflict', { message: 'The e-mail is in use by another user' });
      }
      // Staff confirmed the claim as it stood: a different owner, site or account type is another claim.
      const claimChanged = diff({ accountOwner: p.doc.accountOwner, site: p.doc.site, accountType: p.doc.accountType },
        { accountOwner: doc.accountOwner, site: doc.site, accountType: doc.accountType }).length > 0;
      await saveProspect(q, { id: p.id, status: p.status, doc, now });
      if (emailChanged) await voidEmailProof(q, p.id);
      if (claimChanged && p.providerResolvedAt) await setProviderResolved(q, p.id, null);
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: 'account-prospects', resourceId: p.id, organisation: org, before: p.doc, after: doc });
      const current: ProspectRecord = {
        ...p, doc,
        ...(emailChanged ? { validationCodeHash: null, validatedAt: null, validatedEmail: null } : {}),
        ...(claimChanged ? { providerResolvedAt: null } : {}),
      };
      return advanceProspect(ctx.services, q, current, now, 'updated');
    });
    return { data: contractProspect(updated)! };
  },

  async resolveAccountProspect(ctx) {
    const now = ctx.services.clock.now();
    const org = ctx.params.organisation;
    const updated = await ctx.services.db.tx(async (q) => {
      const p = await prospectById(q, org, ctx.params.id, true);
      if (!p || !contractProspect(p)) throw problem('notFound');
      assertOpen(p, now);
      if (p.doc.accountType !== 'CUSTOMER') throw problem('conflict', { message: 'Only a CUSTOMER prospect names a provider customer' });
      let next: ProspectRecord;
      if (ctx.body.status === 'provider_failed') {
        const failure = 'Customer service could not confirm the customer';
        await saveProspect(q, { id: p.id, status: 'provider_failed', doc: p.doc, failure, now });
        await updateCreationLog(q, p.ref, 'provider_failed', null, now);
        next = { ...p, status: 'provider_failed', failure, doc: { ...p.doc, status: 'provider_failed' } };
      } else {
        await setProviderResolved(q, p.id, now);
        next = await advanceProspect(ctx.services, q, { ...p, providerResolvedAt: now }, now);
      }
      await auditStaffChange(q, auditOf(ctx), {
        action: 'update', resource: 'account-prospects', resourceId: p.id, organisation: org,
        before: { status: p.status }, after: { status: next.status, ...(next.accountId ? { accountId: next.accountId } : {}) },
      });
      return next;
    });
    return { data: contractProspect(updated)! };
  },

  async listAccountProspects(ctx) {
    const rows = await prospectsByRef(ctx.services.db, ctx.params.organisation, ctx.query.ref);
    return { data: rows.map(contractProspect).filter((p): p is AccountProspect => p !== undefined) };
  },

  async getAccountProspect(ctx) {
    const p = await prospectById(ctx.services.db, ctx.params.organisation, ctx.params.id);
    const answer = p && contractProspect(p);
    if (!answer) throw problem('notFound');
    return { data: answer };
  },

  async searchAccountProspects(ctx) {
    const window = pageWindow(ctx.query);
    const { rows, total } = await searchProspects(ctx.services.db, ctx.params.organisation, { q: ctx.query.q, status: ctx.query.status }, window);
    return searchAnswer(window, rows.map(contractProspect).filter((p): p is AccountProspect => p !== undefined), total);
  },

  async listAccountCreationLogs(ctx) {
    return { data: await creationLogsByRef(ctx.services.db, ctx.params.organisation, ctx.query.ref) };
  },

  async getAccountCreationLog(ctx) {
    const log = await creationLogById(ctx.services.db, ctx.params.organisation, ctx.params.id);
    if (!log) throw problem('notFound');
    return { data: log };
  },

  async searchAccountCreationLogs(ctx) {
    const window = pageWindow(ctx.query);
    const { rows, total } = await searchCreationLogs(ctx.services.db, ctx.params.organisation, { q: ctx.query.q, status: ctx.query.status }, window);
    return searchAnswer(window, rows, total);
  },
});
