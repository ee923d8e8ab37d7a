/**
 * Handlers of the messaging area (schemas/endpoints/messaging.ts) except getZonePrices (spot prices
 * come with the meter data): messages and pushes (recorded, as no push gateway is connected), test
 * and deeplink e-mails (the outbox), the notifications sync, service notices read from their tables
 * (disruptions, waste pickups, recycling centrals: empty until data is loaded) and organisation assets.
 */
import { messagingArea } from '../../../schemas/endpoints/messaging.js';
import type { EmailType } from '../../../schemas/inbox.js';
import { ASSET_MAX_BYTES } from '../../../schemas/support-services.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { sendToOutbox } from '../outbox.js';
import { PLATFORM_WIDE_SCOPES, reachesOrganisation, type Principal } from '../auth/principal.js';
import { reachAccount } from '../auth/reach.js';
import {
  accountsToSync, assetMeta, centralsNearAccount, deleteAsset, listAssets, listDisruptions, locationPlace, organisationExists, putAsset,
  resyncSubscriptions, userEmail, wastePickups,
} from '../repositories/messaging.js';
import { auditOf, auditStaffChange } from '../audit.js';
import { checkRecipients, createItems, sendPushes } from './inbox.js';


/** Deep links open the app (custom scheme) or a web page; schemes that run code in a mail client are refused. */
const UNSAFE_LINK_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

const TEST_EMAIL_SUBJECTS: Readonly<Record<EmailType, string>> = {
  monthlyReport: 'Your monthly energy report',
  newInvoice: 'You have a new invoice',
  overdueInvoice: 'Your invoice is overdue',
};

const staffOrganisation = (p: Principal): string | null => (p.kind === 'staff' && PLATFORM_WIDE_SCOPES.has(p.scope) ? null : p.organisation);
const authorOf = (p: Principal): string | null => (p.kind === 'staff' ? p.adminId : p.kind === 'apiToken' ? p.tokenId : null);

export const messagingHandlers = defineHandlers(messagingArea, {
  async createMessage(ctx) {
    const items = await ctx.services.db.tx((q) => createItems(q, ctx, [ctx.body]));
    return { data: { count: items.length } };
  },

  async sendPushNotification(ctx) {
    const p = ctx.principal;
    const { notificationItem, recipients } = ctx.body;
    return ctx.services.db.tx(async (q) => {
      await checkRecipients(q, p.organisation, recipients);
      const now = ctx.services.clock.now();
      const result = await sendPushes(q, p.organisation, recipients, notificationItem, now);
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: 'push-notifications', resourceId: newId(now), organisation: p.organisation, after: { ...ctx.body, result } });
      return { data: result };
    });
  },

  async sendTestEmail(ctx) {
    const { db, clock } = ctx.services;
    const { emailType, email, language, accountId } = ctx.body;
    if (accountId !== undefined) await reachAccount(db, ctx.principal, ctx.endpoint.access, accountId);
    await sendToOutbox(db, {
      channel: 'email', recipient: email, subject: `[TEST] ${TEST_EMAIL_SUBJECTS[emailType]}`,
      body: `A test of the ${emailType} e-mail (${language}), filled with ${accountId ? `the data of account ${accountId}` : 'sample data'}.`,
      data: { emailType, language, ...(accountId ? { accountId } : {}), test: true },
    }, clock.now());
    return { data: true };
  },

  async sendDeeplinkEmail(ctx) {
    const { db, clock } = ctx.services;
    const p = ctx.principal;
    const { email, deeplink, language } = ctx.body;
    if (UNSAFE_LINK_SCHEMES.has(new URL(deeplink).protocol)) throw problem('validationError', { message: 'The deeplink must open the app or a web page' });
    if (p.kind === 'customer') {
      // The user's role on their account decides (READONLY may not); the mail goes only to their own address.
      await reachAccount(db, p, ctx.endpoint.access, p.accountId);
      if ((await userEmail(db, p.userId)) !== email.toLowerCase()) throw problem('forbidden', { message: 'The e-mail must be the signed-in user\'s own' });
    }
    await sendToOutbox(db, {
      channel: 'email', recipient: email, subject: 'Open the app', body: `Open the app: ${deeplink}`, data: { deeplink, language },
    }, clock.now());
    return { data: true };
  },

  async syncNotifications(ctx) {
    const p = ctx.principal;
    const named = ctx.body.accountIds;
    return ctx.services.db.tx(async (q) => {
      const accounts = await accountsToSync(q, staffOrganisation(p), named);
      const missing = named?.find((id) => !accounts.includes(id));
      if (missing) throw problem('validationError', { message: `Unknown account: ${missing}` });
      const now = ctx.services.clock.now();
      for (const accountId of accounts) await resyncSubscriptions(q, accountId, now);
      await auditStaffChange(q, auditOf(ctx), {
        action: 'sync', resource: 'notification-subscriptions', resourceId: named?.length === 1 ? named[0]! : (staffOrganisation(p) ?? 'all'),
        organisation: staffOrganisation(p), changes: [{ path: 'accounts', after: accounts.length }],
      });
      return { data: { count: accounts.length } };
    });
  },

  async listDisruptions(ctx) {
    const { db } = ctx.services;
    const p = ctx.principal;
    if (ctx.query.locationId === undefined) return { data: await listDisruptions(db, p.organisation, undefined, ctx.query.status) };
    const place = await locationPlace(db, ctx.query.locationId);
    if (!place) throw problem('notFound');
    await reachAccount(db, p, ctx.endpoint.access, place.accountId);
    return { data: await listDisruptions(db, place.organisation, place, ctx.query.status) };
  },

  async getWasteRemoval(ctx) {
    const { db, clock } = ctx.services;
    const place = await locationPlace(db, ctx.params.id);
    if (!place) throw problem('notFound');
    await reachAccount(db, ctx.principal, ctx.endpoint.access, place.accountId);
    return { data: { locationId: ctx.params.id, pickups: await wastePickups(db, ctx.params.id, clock.now().toISOString().slice(0, 10)) } };
  },

  async listRecyclingCentrals(ctx) {
    const { db } = ctx.services;
    const reach = await reachAccount(db, ctx.principal, ctx.endpoint.access, ctx.query.accountId);
    return { data: await centralsNearAccount(db, reach.organisation, reach.accountId) };
  },

  async listAssets(ctx) {
    const { db, config } = ctx.services;
    return { data: await listAssets(db, config.publicUrl, ctx.query.organisation, ctx.query.prefix) };
  },

  async putAsset(ctx) {
    const { db, config, clock } = ctx.services;
    const p = ctx.principal;
    const { organisation, name, contentType, content } = ctx.body;
    // The router checks organisations named in the path or query; this one is in the body.
    if (!reachesOrganisation(p, organisation)) throw problem('forbidden');
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length > ASSET_MAX_BYTES) throw problem('payloadTooLarge');
    if (bytes.length === 0) throw problem('validationError', { message: 'The asset is empty' });
    return db.tx(async (q) => {
      if (!(await organisationExists(q, organisation))) throw problem('notFound');
      const before = await assetMeta(q, config.publicUrl, organisation, name, true);
      const now = clock.now();
      await putAsset(q, organisation, name, contentType, bytes, authorOf(p), now);
      const after = (await assetMeta(q, config.publicUrl, organisation, name))!;
      await auditStaffChange(q, auditOf(ctx), { action: before ? 'update' : 'create', resource: 'assets', resourceId: `${organisation}/${name}`, organisation, before, after });
      return { data: after };
    });
  },

  async deleteAsset(ctx) {
    const { db, config } = ctx.services;
    const { organisation, name } = ctx.query;
    await db.tx(async (q) => {
      const before = await assetMeta(q, config.publicUrl, organisation, name, true);
      if (!before) throw problem('notFound');
      await deleteAsset(q, organisation, name);
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: 'assets', resourceId: `${organisation}/${name}`, organisation, before });
    });
    return undefined;
  },
});
