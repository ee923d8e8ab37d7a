/**
 * Handlers of the inbox area (schemas/endpoints/inbox.ts). One stored item per message, addressed to
 * its recipients; customers see the items of their organisation addressed to all users, to them, or to
 * an account they hold a role on, with their own read time; staff see their organisation's items
 * (platform-wide scopes every organisation's). The inbox validity rule runs in the router (the body
 * schemas), so a bad item is a 400 before anything here runs.
 */
import { inboxArea } from '../../../schemas/endpoints/inbox.js';
import type { InboxItem, InboxItemInput, NotificationType, PushNotificationItem, Recipients } from '../../../schemas/inbox.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { PLATFORM_WIDE_SCOPES, reachesOrganisation, type Principal } from '../auth/principal.js';
import { reachAccount } from '../auth/reach.js';
import { recordPush } from '../repositories/push-tokens.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import {
  countOfAccount, countOfOrganisation, countOfUser, deleteInboxItem, idsNotVisible, inboxForStaff, inboxItemById, inboxItemOfUser, inboxOfAccount,
  inboxOfUser, insertInboxItem, markReadForUser, removeForUser, replaceInboxItem,
} from '../repositories/inbox.js';
import { CATEGORY_OF_TYPE, pushTargets, recipientUserIds, unknownRecipients } from '../repositories/messaging.js';
import { auditOf, auditStaffChange } from '../audit.js';

const RESOURCE = 'inbox-items';

interface WriteCall {
  readonly principal: Principal;
  readonly requestId: string;
  readonly services: { readonly clock: { now(): Date } };
}

/** Who wrote it: the admin or the API token. */
const authorOf = (p: Principal): string | null => (p.kind === 'staff' ? p.adminId : p.kind === 'apiToken' ? p.tokenId : null);

/** Staff listings: org-bound scopes see their organisation, platform-wide ones every organisation (null). */
const staffOrganisation = (p: Principal): string | null => (p.kind === 'staff' && PLATFORM_WIDE_SCOPES.has(p.scope) ? null : p.organisation);

/** Recipients must all be of the writer's organisation: else 400 and nothing written. */
export async function checkRecipients(q: Queryable, organisation: string, recipients: Recipients): Promise<void> {
  const unknown = await unknownRecipients(q, organisation, recipients);
  if (unknown.length) throw problem('validationError', { message: `Unknown recipient: ${unknown[0]}` });
}

/** Records one push per reached user with push on for the type's category and a device; how many devices. */
export async function sendPushes(q: Queryable, organisation: string, recipients: Recipients, push: PushNotificationItem & { data?: Record<string, unknown> }, now: Date): Promise<{ sent: number; failed: number }> {
  const users = await recipientUserIds(q, organisation, recipients);
  const targets = await pushTargets(q, users, push.category ?? CATEGORY_OF_TYPE[push.type], recipients.accountIds ?? []);
  for (const target of targets) {
    await recordPush(q, {
      id: newId(now), userId: target.userId, accountId: target.accountId, type: push.type, title: push.title, body: push.body,
      data: { ...(push.navigationParams ? { navigationParams: push.navigationParams } : {}), ...push.data },
    }, now);
  }
  // No push gateway is connected: a recorded push counts as reaching every device of its user.
  return { sent: targets.reduce((n, t) => n + t.devices, 0), failed: 0 };
}

/** Stores items in the writer's organisation with their audit entries and pushes (caller's transaction). */
export async function createItems(q: Queryable, ctx: WriteCall, items: readonly InboxItemInput[]): Promise<InboxItem[]> {
  const p = ctx.principal;
  const now = ctx.services.clock.now();
  const out: InboxItem[] = [];
  for (const input of items) {
    await checkRecipients(q, p.organisation, input.recipients);
    const item = await insertInboxItem(q, newId(now), p.organisation, input, authorOf(p), now);
    await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: RESOURCE, resourceId: item._id, organisation: p.organisation, after: input });
    if (input.pushType) await sendPushes(q, p.organisation, input.recipients, pushOf(input, input.pushType, item._id), now);
    out.push(item);
  }
  return out;
}

function pushOf(item: InboxItemInput, type: NotificationType, inboxItemId: string): PushNotificationItem & { data: Record<string, unknown> } {
  return { title: item.title, body: item.body, type, navigationParams: item.navigationParams, data: { inboxItemId } };
}

/** The item for a staff change: 404 when absent or outside the caller's organisations. */
async function staffItem(q: Queryable, p: Principal, id: string, forUpdate = false) {
  const stored = await inboxItemById(q, id, forUpdate);
  if (!stored || !reachesOrganisation(p, stored.organisation)) throw problem('notFound');
  return stored;
}

export const inboxHandlers = defineHandlers(inboxArea, {
  async listInboxItems(ctx) {
    const { db } = ctx.services;
    const p = ctx.principal;
    const window = pageWindow(ctx.query);
    const filter = { type: ctx.query.type, createdBy: ctx.query.createdBy };
    if (p.kind === 'customer') {
      const { rows, total } = await inboxOfUser(db, p.userId, p.organisation, { ...filter, unread: ctx.query.unread === 'true' }, window);
      return searchAnswer(window, rows, total);
    }
    let organisation = staffOrganisation(p);
    if (ctx.query.accountId !== undefined) organisation = (await reachAccount(db, p, ctx.endpoint.access, ctx.query.accountId)).organisation;
    const { rows, total } = await inboxForStaff(db, organisation, ctx.query.accountId, filter, window);
    return searchAnswer(window, rows, total);
  },

  async listAllInboxItems(ctx) {
    const { db } = ctx.services;
    const reach = await reachAccount(db, ctx.principal, ctx.endpoint.access, ctx.query.accountId);
    return { data: await inboxOfAccount(db, reach.accountId, reach.organisation) };
  },

  async countInboxItems(ctx) {
    const { db } = ctx.services;
    const p = ctx.principal;
    if (p.kind === 'customer') return { data: await countOfUser(db, p.userId, p.organisation) };
    if (ctx.query.accountId === undefined) return { data: await countOfOrganisation(db, staffOrganisation(p)) };
    const reach = await reachAccount(db, p, ctx.endpoint.access, ctx.query.accountId);
    return { data: await countOfAccount(db, reach.accountId, reach.organisation) };
  },

  async getInboxItem(ctx) {
    const { db } = ctx.services;
    const p = ctx.principal;
    if (p.kind === 'customer') {
      const item = await inboxItemOfUser(db, p.userId, p.organisation, ctx.params.id);
      if (!item) throw problem('notFound');
      return { data: item };
    }
    return { data: (await staffItem(db, p, ctx.params.id)).item };
  },

  async createInboxItem(ctx) {
    const [item] = await ctx.services.db.tx((q) => createItems(q, ctx, [ctx.body]));
    return { data: item! };
  },

  async markInboxItemsAsRead(ctx) {
    const p = ctx.principal;
    // Read state belongs to a user; staff have no inbox of their own, so nothing of theirs changes.
    if (p.kind !== 'customer') return { data: { count: 0 } };
    const { db, clock } = ctx.services;
    const ids = ctx.body.ids;
    return db.tx(async (q) => {
      if (ids && (await idsNotVisible(q, p.userId, p.organisation, ids)).length) throw problem('notFound');
      return { data: { count: await markReadForUser(q, p.userId, p.organisation, ids, clock.now()) } };
    });
  },

  async updateInboxItem(ctx) {
    const p = ctx.principal;
    return ctx.services.db.tx(async (q) => {
      const before = await staffItem(q, p, ctx.params.id, true);
      await checkRecipients(q, before.organisation, ctx.body.recipients);
      // A replacement does not push again: pushType only sends with a new item.
      await replaceInboxItem(q, ctx.params.id, ctx.body, ctx.services.clock.now());
      const { _id: _i, createdAt: _c, readAt: _r, ...old } = before.item;
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: RESOURCE, resourceId: ctx.params.id, organisation: before.organisation, before: old, after: ctx.body });
      return { data: { ...ctx.body, _id: ctx.params.id, createdAt: before.item.createdAt, readAt: null } };
    });
  },

  async deleteInboxItem(ctx) {
    const p = ctx.principal;
    const { db, clock } = ctx.services;
    await db.tx(async (q) => {
      if (p.kind === 'customer') {
        if (!(await inboxItemOfUser(q, p.userId, p.organisation, ctx.params.id))) throw problem('notFound');
        await removeForUser(q, ctx.params.id, p.userId, clock.now());
        return;
      }
      const before = await staffItem(q, p, ctx.params.id, true);
      await deleteInboxItem(q, ctx.params.id);
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: RESOURCE, resourceId: ctx.params.id, organisation: before.organisation, before: before.item });
    });
    return undefined;
  },

  async batchInboxItems(ctx) {
    const items = await ctx.services.db.tx((q) => createItems(q, ctx, ctx.body.items));
    return { data: { count: items.length } };
  },
});
