/**
 * Handlers of the inspectors area (schemas/endpoints/inspectors.ts; back-office §7 Inspectors,
 * docs/decisions.md "Inspector"). An inspector is an admin of the organisation with scope ORG_USER
 * plus a users row with the same id; each account it inspects holds that user with role INSPECTOR.
 * Only ORG_USER admins become inspectors: the ADMIN sign-in signs an inspector in as a customer, so
 * making a console admin an inspector would take its console access away. Creating an inspector user
 * for an e-mail that already is one of the organisation's answers that inspector (200): the console
 * assigns new and known inspectors alike by e-mail, whether or not its scope may look admins up.
 */
import type { Admin } from '../../../schemas/admin.js';
import type { Inspector } from '../../../schemas/account.js';
import { inspectorsArea } from '../../../schemas/endpoints/inspectors.js';
import { defineHandlers, withStatus } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { recordAudit, type AuditContext } from '../audit.js';
import type { Queryable } from '../db/database.js';
import { newId } from '../ids.js';
import * as admins from '../repositories/admins.js';
import * as repo from '../repositories/inspectors.js';
import { defaultCallbackUrl, sendPasswordLink, staffCaller } from './admins.js';

export const INSPECTOR_SCOPE = 'ORG_USER' as const;

/** The admin `id` of `organisation` (404 otherwise), locked for the caller's transaction. */
async function adminOf(q: Queryable, organisation: string, id: string): Promise<Admin> {
  const admin = await admins.findAdmin(q, id, true);
  if (!admin || admin.organisation !== organisation) throw problem('notFound');
  return admin;
}

async function inspector(q: Queryable, admin: Admin): Promise<Inspector> {
  return { adminId: admin._id, email: admin.email, accountIds: await repo.inspectedAccounts(q, admin._id) };
}

/** An inspector user of `organisation`: an ORG_USER admin there with its users row (not merely an ORG_USER console admin). */
async function knownInspector(q: Queryable, admin: Admin, organisation: string): Promise<boolean> {
  return admin.organisation === organisation && admin.scope === INSPECTOR_SCOPE && (await repo.isInspectorUser(q, admin._id));
}

/** Records a change of the accounts an inspector reaches, when there was one. */
async function auditAccounts(q: Queryable, ctx: AuditContext, admin: Admin, before: string[], after: string[]): Promise<void> {
  if (before.join() === after.join()) return;
  await recordAudit(q, ctx, { action: 'update', resource: 'inspectors', resourceId: admin._id, organisation: admin.organisation, before: { accountIds: before }, after: { accountIds: after } });
}

export const inspectorsHandlers = defineHandlers(inspectorsArea, {
  async createInspectorUser(ctx) {
    staffCaller(ctx.principal);
    const organisation = ctx.params.organisation;
    const now = ctx.services.clock.now();
    const admin: Admin = { _id: newId(now), email: ctx.body.email, organisation, scope: INSPECTOR_SCOPE, createdAt: now, updatedAt: now };
    return ctx.services.db.tx(async (q) => {
      // The inspector asked for is there already: answer it, so any scope that manages inspectors can assign a known one.
      const answerExisting = async (existing: Admin) => {
        if (await knownInspector(q, existing, organisation)) return { data: await inspector(q, existing) };
        throw problem('conflict', { message: `An admin with e-mail ${admin.email} exists and is not an inspector of ${organisation}` });
      };
      const existing = await admins.findAdminByEmail(q, admin.email);
      if (existing) return answerExisting(existing);
      if (!(await admins.insertAdmin(q, admin))) {
        // A concurrent request made it a moment ago (its transaction has committed): answer it as if it had come first.
        const made = await admins.findAdminByEmail(q, admin.email);
        if (!made) throw problem('conflict', { message: `An admin with e-mail ${admin.email} was being made; try again` });
        return answerExisting(made);
      }
      if (!(await repo.addInspectorUser(q, admin))) throw problem('conflict', { message: `A user of ${organisation} has the e-mail ${admin.email}` });
      // The inspector signs in with e-mail and password: the same set-password link a new admin gets.
      await sendPasswordLink(q, ctx.services, admin, 'adminCreated', defaultCallbackUrl(ctx.services));
      await recordAudit(q, { principal: ctx.principal, requestId: ctx.requestId, now }, {
        action: 'create', resource: 'inspectors', resourceId: admin._id, organisation, after: { email: admin.email, scope: admin.scope, accountIds: [] },
      });
      return withStatus(201, { data: { adminId: admin._id, email: admin.email, accountIds: [] } });
    });
  },

  async getInspector(ctx) {
    const db = ctx.services.db;
    return { data: await inspector(db, await adminOf(db, ctx.params.organisation, ctx.params.id)) };
  },

  async assignInspector(ctx) {
    const { organisation } = ctx.params;
    const { adminId, accountId } = ctx.body;
    const audit = { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() };
    return ctx.services.db.tx(async (q) => {
      const admin = await adminOf(q, organisation, adminId);
      if (admin.scope !== INSPECTOR_SCOPE) throw problem('conflict', { message: `Only ${INSPECTOR_SCOPE} admins can be inspectors` });
      if ((await repo.accountOrganisation(q, accountId)) !== organisation) throw problem('notFound');
      const before = await repo.inspectedAccounts(q, admin._id);
      if (!(await repo.addInspectorUser(q, admin))) throw problem('conflict', { message: `A user of ${organisation} has the e-mail ${admin.email}` });
      await repo.assignInspectorRole(q, admin._id, accountId);
      const after = await inspector(q, admin);
      await auditAccounts(q, audit, admin, before, after.accountIds);
      return { data: after };
    });
  },

  async removeInspector(ctx) {
    const { organisation, accountId } = ctx.params;
    const audit = { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() };
    return ctx.services.db.tx(async (q) => {
      const admin = await adminOf(q, organisation, ctx.query.adminId);
      const before = await repo.inspectedAccounts(q, admin._id);
      const removed = await repo.removeInspectorRoles(q, admin._id, [accountId]);
      if (removed.length === 0) throw problem('notFound');
      const after = await inspector(q, admin);
      await auditAccounts(q, audit, admin, before, after.accountIds);
      return { data: after };
    });
  },

  async removeInspectors(ctx) {
    const { organisation } = ctx.params;
    const audit = { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() };
    return ctx.services.db.tx(async (q) => {
      const admin = await adminOf(q, organisation, ctx.body.adminId);
      const before = await repo.inspectedAccounts(q, admin._id);
      // Accounts the inspector does not reach are left as they are: the outcome asked for holds.
      await repo.removeInspectorRoles(q, admin._id, ctx.body.accountIds);
      const after = await inspector(q, admin);
      await auditAccounts(q, audit, admin, before, after.accountIds);
      return { data: after };
    });
  },
});
