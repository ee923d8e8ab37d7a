/**
 * Handlers of the admins area (schemas/endpoints/admins.ts): admins and their passwords.
 * ORG_* callers reach only their organisation's admins (others are 404, as if absent) and ORG_ADMIN
 * grants only organisation scopes (docs/decisions.md "Back-office access"). Passwords are set only
 * through a one-time ref e-mailed to the admin: it is the credential, so it is stored hashed,
 * expires, and links are built only on the console's own origin.
 */
import { OrganisationRole, type Admin, type AdminInput } from '../../../schemas/admin.js';
import { AUDIT_REDACTED } from '../../../schemas/audit.js';
import { adminsArea } from '../../../schemas/endpoints/admins.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { assertOwnOrigin } from '../links.js';
import { diff, recordAudit } from '../audit.js';
import { sendToOutbox } from '../outbox.js';
import { hashPassword } from '../auth/passwords.js';
import { boundOrganisation, reachesOrganisation, type Principal, type StaffPrincipal } from '../auth/principal.js';
import { newId, randomToken, tokenHash } from '../ids.js';
import type { Queryable } from '../db/database.js';
import type { Services } from '../services.js';
import * as repo from '../repositories/admins.js';

/** How long a set-password link works (decision "Admin password refs"). */
export const PASSWORD_REF_TTL_MS = 24 * 60 * 60 * 1000;

/** Shortest gap between two reset e-mails to one admin. */
const RESET_THROTTLE_MS = 60 * 1000;

const ORGANISATION_SCOPES: ReadonlySet<string> = new Set(OrganisationRole.options);

/** The staff caller: every non-public call of the back office is staff-only by its descriptor. */
export function staffCaller(principal: Principal | undefined): StaffPrincipal {
  if (principal?.kind !== 'staff') throw problem('forbidden');
  return principal;
}

/** 404 unless the caller reaches the record's organisation (a record out of reach looks absent). */
export function reachOrNotFound<T>(principal: Principal, record: T | undefined, organisation: (r: T) => string | null): T {
  if (record === undefined) throw problem('notFound');
  const org = organisation(record);
  if (org === null ? boundOrganisation(principal) !== undefined : !reachesOrganisation(principal, org)) throw problem('notFound');
  return record;
}

/** ORG_ADMIN (any org-bound manager) may only place admins in its organisation with an organisation scope. */
function checkGrant(caller: StaffPrincipal, input: Pick<AdminInput, 'organisation' | 'scope'>): void {
  if (!reachesOrganisation(caller, input.organisation)) throw problem('forbidden', { message: `You cannot manage admins of ${input.organisation}` });
  if (boundOrganisation(caller) !== undefined && !ORGANISATION_SCOPES.has(input.scope)) {
    throw problem('forbidden', { message: `You cannot grant scope ${input.scope}` });
  }
}

/** The link a set-password e-mail carries: `callbackUrl?ref=…`, only on the console's own origin. */
function setPasswordLink(services: Services, callbackUrl: string, ref: string, organisation: string): string {
  assertOwnOrigin(services.config.publicUrl, callbackUrl, 'callbackUrl');
  const url = new URL(callbackUrl);
  url.searchParams.set('ref', ref);
  url.searchParams.set('organisation', organisation);
  return url.href;
}

/** The console page set-password links open when the caller names none (admin created in the console). */
export function defaultCallbackUrl(services: Services): string {
  return `${services.config.publicUrl}/admin/set-password`;
}

/** Makes a one-time ref for `admin` and e-mails the link to the outbox, in the caller's transaction. */
export async function sendPasswordLink(
  q: Queryable, services: Services, admin: Pick<Admin, '_id' | 'email' | 'organisation'>, purpose: repo.PasswordRefPurpose, callbackUrl: string,
): Promise<void> {
  const now = services.clock.now();
  const ref = randomToken(32);
  const link = setPasswordLink(services, callbackUrl, ref, admin.organisation);
  const expiresAt = new Date(now.getTime() + PASSWORD_REF_TTL_MS);
  await repo.insertPasswordRef(q, { refHash: tokenHash(ref), adminId: admin._id, purpose, now, expiresAt });
  const created = purpose === 'adminCreated';
  await sendToOutbox(q, {
    channel: 'email',
    recipient: admin.email,
    subject: created ? `You are an admin of ${admin.organisation}` : `Reset your ${admin.organisation} admin password`,
    body: `${created ? 'An admin account was made for you.' : 'Someone asked to reset your password; ignore this if it was not you.'}\n`
      + `Set your password here within 24 hours: ${link}`,
    data: { ref, link, purpose, organisation: admin.organisation, expiresAt: expiresAt.toISOString() },
  }, now);
}

function auditCtx(ctx: { principal: Principal | undefined; requestId: string; services: Services }) {
  return { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() };
}

export const adminsHandlers = defineHandlers(adminsArea, {
  async listAdmins(ctx) {
    const bound = boundOrganisation(ctx.principal);
    return { data: await repo.listAdmins(ctx.services.db, { organisation: bound ?? ctx.query.organisation, scope: ctx.query.scope }) };
  },

  async getAdmin(ctx) {
    const admin = reachOrNotFound(ctx.principal, await repo.findAdmin(ctx.services.db, ctx.params.id), (a) => a.organisation);
    return { data: admin };
  },

  async getAdminByEmail(ctx) {
    const admin = reachOrNotFound(ctx.principal, await repo.findAdminByEmail(ctx.services.db, ctx.body.email), (a) => a.organisation);
    return { data: admin };
  },

  async getAdminInfo(ctx) {
    // Org-bound callers learn display details of their own organisation's admins only; other ids are "unknown".
    const admins = await repo.adminInfo(ctx.services.db, ctx.body.ids, boundOrganisation(ctx.principal));
    return { data: admins.map(({ _id, email, name, organisation }) => ({ _id, email, organisation, ...(name === undefined ? {} : { name }) })) };
  },

  async createAdmin(ctx) {
    const caller = staffCaller(ctx.principal);
    checkGrant(caller, ctx.body);
    const now = ctx.services.clock.now();
    const admin: Admin = { _id: newId(now), ...ctx.body, createdAt: now, updatedAt: now };
    return ctx.services.db.tx(async (q) => {
      // Taken before, or by a concurrent request a moment ago: 409 either way (docs/decisions.md "Lost races").
      if (!(await repo.insertAdmin(q, admin))) throw problem('conflict', { message: `An admin with e-mail ${admin.email} exists` });
      await sendPasswordLink(q, ctx.services, admin, 'adminCreated', defaultCallbackUrl(ctx.services));
      await recordAudit(q, auditCtx(ctx), { action: 'create', resource: 'admins', resourceId: admin._id, organisation: admin.organisation, after: admin });
      return { data: admin };
    });
  },

  async updateAdmin(ctx) {
    const caller = staffCaller(ctx.principal);
    checkGrant(caller, ctx.body);
    return ctx.services.db.tx(async (q) => {
      const before = reachOrNotFound(caller, await repo.findAdmin(q, ctx.params._id, true), (a) => a.organisation);
      // An org-bound manager cannot touch a platform admin that happens to sit in its organisation.
      if (boundOrganisation(caller) !== undefined && !ORGANISATION_SCOPES.has(before.scope)) throw problem('forbidden', { message: `You cannot manage a ${before.scope} admin` });
      if (await repo.emailTaken(q, ctx.body.email, before._id)) throw problem('conflict', { message: `An admin with e-mail ${ctx.body.email} exists` });
      const { name: _oldName, ...kept } = before;
      const after: Admin = { ...kept, ...ctx.body, updatedAt: ctx.services.clock.now() };
      // Saving an unchanged admin is not a change: no new updatedAt, no audit entry.
      if (diff({ ...before, updatedAt: after.updatedAt }, after).length === 0) return { data: before };
      await repo.updateAdmin(q, after);
      // A changed scope or organisation must not keep working through tokens issued before it.
      if (after.scope !== before.scope || after.organisation !== before.organisation) await repo.revokeStaffSessions(q, after._id, after.updatedAt);
      await recordAudit(q, auditCtx(ctx), { action: 'update', resource: 'admins', resourceId: after._id, organisation: after.organisation, before, after });
      return { data: after };
    });
  },

  async deleteAdmin(ctx) {
    const caller = staffCaller(ctx.principal);
    await ctx.services.db.tx(async (q) => {
      const admin = await repo.findAdmin(q, ctx.params.id, true);
      if (!admin || admin.organisation !== ctx.params.organisation) throw problem('notFound');
      if (boundOrganisation(caller) !== undefined && !ORGANISATION_SCOPES.has(admin.scope)) throw problem('forbidden', { message: `You cannot manage a ${admin.scope} admin` });
      if (admin._id === caller.adminId) throw problem('conflict', { message: 'You cannot remove yourself' });
      await repo.deleteAdmin(q, admin._id);
      await repo.revokeStaffSessions(q, admin._id, ctx.services.clock.now());
      await recordAudit(q, auditCtx(ctx), { action: 'delete', resource: 'admins', resourceId: admin._id, organisation: admin.organisation, before: admin });
    });
    return undefined;
  },

  async setAdminPassword(ctx) {
    const now = ctx.services.clock.now();
    const passwordHash = await hashPassword(ctx.body.password);
    await ctx.services.db.tx(async (q) => {
      // Unknown, used, expired and other-organisation refs look the same (decision "Admin password refs").
      const admin = await repo.usePasswordRef(q, tokenHash(ctx.body.ref), ctx.body.organisation, now);
      if (!admin) throw problem('notFound', { message: 'The link is unknown, used or expired' });
      await repo.setPasswordHash(q, admin._id, passwordHash, now);
      await repo.revokeStaffSessions(q, admin._id, now);
      // The admin is the actor: the ref proved who they are.
      const self: StaffPrincipal = { kind: 'staff', adminId: admin._id, email: admin.email, organisation: admin.organisation, scope: admin.scope, sessionId: '' };
      await recordAudit(q, { principal: self, requestId: ctx.requestId, now }, {
        action: 'update', resource: 'admins', resourceId: admin._id, organisation: admin.organisation, changes: [{ path: 'password', after: AUDIT_REDACTED }],
      });
    });
    return undefined;
  },

  async resetAdminPassword(ctx) {
    const { organisation, email, callbackUrl } = ctx.body;
    // The callback is checked before the lookup, so the answer never depends on whether the e-mail exists.
    setPasswordLink(ctx.services, callbackUrl, 'check', organisation);
    await ctx.services.db.tx(async (q) => {
      const admin = await repo.findAdminByEmail(q, email);
      if (!admin || admin.organisation !== organisation) return;
      // One reset e-mail per admin per minute: repeated requests are answered alike and send nothing.
      const since = new Date(ctx.services.clock.now().getTime() - RESET_THROTTLE_MS);
      if (await repo.refMadeSince(q, admin._id, 'passwordReset', since)) return;
      await sendPasswordLink(q, ctx.services, admin, 'passwordReset', callbackUrl);
    });
    return undefined;
  },

  async sendAdminCreatedEmail(ctx) {
    const caller = staffCaller(ctx.principal);
    const { emailType, newAdminEmail, newAdminOrganisation, callbackUrl } = ctx.body;
    await ctx.services.db.tx(async (q) => {
      const admin = await repo.findAdminByEmail(q, newAdminEmail);
      if (!admin || admin.organisation !== newAdminOrganisation || !reachesOrganisation(caller, admin.organisation)) throw problem('notFound');
      await sendPasswordLink(q, ctx.services, admin, emailType, callbackUrl);
    });
    return undefined;
  },
});
