/**
 * Handlers of the tips calls of the data area (schemas/endpoints/data.ts; docs/decisions.md "Tips",
 * "Tips of a location"): the organisation's tip catalogue, managed in the console, and the tips a
 * location reads in its language with its progress, which a household marks completed.
 */
import { dataArea } from '../../../schemas/endpoints/data.js';
import type { Tip } from '../../../schemas/tips.js';
import { reachLocation } from './location-access.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { auditOf, auditStaffChange, diff, recordAudit } from '../audit.js';
import { boundOrganisation, reachesOrganisation, type Principal } from '../auth/principal.js';
import { reachAccount } from '../auth/reach.js';
import { organisationExists } from '../repositories/admins.js';
import { locationRow, toLocation } from '../repositories/locations.js';
import { deleteTip, findTip, insertTip, listTips, replaceTip, saveLocationTips } from '../repositories/tips.js';
import type { Queryable } from '../db/database.js';
import { reachOrNotFound } from './admins.js';
import { localize, tipApplies, tipFields } from './tip-text.js';

const RESOURCE = 'tips';

/** A body naming an organisation: the router checks only path and query organisations. */
async function assertOrganisation(q: Queryable, principal: Principal, organisation: string): Promise<void> {
  if (!reachesOrganisation(principal, organisation)) throw problem('forbidden', { message: `You cannot manage the tips of ${organisation}` });
  if (!(await organisationExists(q, organisation))) throw problem('notFound', { message: `No organisation ${organisation}` });
}

export const tipsHandlers = defineHandlers(dataArea, {
  async listTips(ctx) {
    const { organisation, active } = ctx.query;
    // The router refused another organisation already; an org-bound caller without a filter sees its own.
    const tips = await listTips(ctx.services.db, {
      organisation: organisation ?? boundOrganisation(ctx.principal),
      ...(active === undefined ? {} : { active: active === 'true' }),
    });
    return { data: tips };
  },

  async createTip(ctx) {
    const fields = tipFields(ctx.body);
    const audit = auditOf(ctx);
    return ctx.services.db.tx(async (q) => {
      await assertOrganisation(q, ctx.principal, fields.organisation);
      const tip: Tip = { _id: newId(audit.now), ...fields, createdAt: audit.now, updatedAt: audit.now };
      await insertTip(q, tip);
      await recordAudit(q, audit, { action: 'create', resource: RESOURCE, resourceId: tip._id, organisation: tip.organisation, after: tip });
      return { data: tip };
    });
  },

  async updateTip(ctx) {
    const fields = tipFields(ctx.body);
    const audit = auditOf(ctx);
    return ctx.services.db.tx(async (q) => {
      const before = reachOrNotFound(ctx.principal, await findTip(q, ctx.params.id, true), (t) => t.organisation);
      // Locations' progress on a tip belongs to its organisation's locations: a tip does not move.
      if (fields.organisation !== before.organisation) throw problem('conflict', { message: `The tip belongs to ${before.organisation}; its organisation cannot change` });
      const after: Tip = { _id: before._id, ...fields, createdAt: before.createdAt, updatedAt: audit.now };
      await replaceTip(q, after);
      await recordAudit(q, audit, { action: 'update', resource: RESOURCE, resourceId: after._id, organisation: after.organisation, before, after });
      return { data: after };
    });
  },

  async deleteTip(ctx) {
    const audit = auditOf(ctx);
    await ctx.services.db.tx(async (q) => {
      const before = reachOrNotFound(ctx.principal, await findTip(q, ctx.params.id, true), (t) => t.organisation);
      const locations = await deleteTip(q, before);
      await recordAudit(q, audit, {
        action: 'delete', resource: RESOURCE, resourceId: before._id, organisation: before.organisation,
        changes: [...diff(before, undefined), { path: 'locationsWithProgress', before: locations }],
      });
    });
    return undefined;
  },

  async getLocationTips(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, undefined, ctx.params.locationId);
    const location = { ...toLocation(row), organisation: row.organisation };
    const progress = new Map((location.tips ?? []).map((p) => [p.tipId, p]));
    const tips = (await listTips(db, { organisation: row.organisation, active: true })).filter((t) => tipApplies(t, location));
    return { data: tips.map((t) => localize(t, ctx.query.language, progress.get(t._id))) };
  },

  async updateTipCompleted(ctx) {
    const { locationId, tipId } = ctx.params;
    const { completed } = ctx.body;
    const audit = auditOf(ctx);
    return ctx.services.db.tx(async (q) => {
      const row = await locationRow(q, locationId, true);
      if (!row) throw problem('notFound');
      await reachAccount(q, ctx.principal, ctx.endpoint.access, row.account_id);
      const location = { ...toLocation(row), organisation: row.organisation };
      const tip = await findTip(q, tipId);
      // A tip the location is not shown (another organisation's, inactive, for a service it lacks) is not its to mark.
      if (!tip || !tipApplies(tip, location)) throw problem('notFound');
      const list = location.tips ?? [];
      const before = list.find((p) => p.tipId === tipId);
      if (before?.completed === completed) return { data: localize(tip, ctx.query.language, before) };
      const after = { tipId, completed, createdAt: before?.createdAt ?? audit.now, updatedAt: audit.now };
      await saveLocationTips(q, row.id, before ? list.map((p) => (p.tipId === tipId ? after : p)) : [...list, after], audit.now);
      await auditStaffChange(q, audit, {
        action: 'update', resource: 'locations', resourceId: row.id, organisation: row.organisation,
        changes: [{ path: `tips.${tipId}.completed`, ...(before ? { before: before.completed } : {}), after: completed }],
      });
      return { data: localize(tip, ctx.query.language, after) };
    });
  },
});
