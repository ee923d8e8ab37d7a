/**
 * Handlers of the sites area (schemas/endpoints/sites.ts). A site is the portal's view of a
 * location, by its _id (docs/decisions.md "Sites are the portal locations"): list, search, read,
 * agreements, prices, compare (home profiles in the same price zone), CSV export, the home profile
 * (updateLocationExtras), sync, create and delete. The /sites/{id}/data… calls are meter data.
 */
import { sitesArea } from '../../../schemas/endpoints/sites.js';
import type { HomeProfile } from '../../../schemas/home-profile.js';
import { defineHandlers, file } from '../contract/handlers.js';
import { problem } from '../errors.js';
import {
  countSimilar, createLocationFromData, deleteLocation, locationRow, markSynced, portalLocation, portalLocationPage, saveExtra, toLocation,
} from '../repositories/locations.js';
import { agreementsOfLocation, pricesOfLocation } from '../repositories/agreements.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import { auditOf, auditStaffChange } from '../audit.js';
import { reachAccountIn } from '../auth/reach.js';
import { listedAccounts, reachLocation } from './location-access.js';
import { csvField } from '../../format/csv.js';

/** The home-profile fields a comparison matches on, when the site has them (docs/decisions.md "Site compare"). */
const COMPARED: readonly (keyof HomeProfile)[] = ['propertyType', 'numberOfResidens', 'heating'];

export const sitesHandlers = defineHandlers(sitesArea, {
  async listSites(ctx) {
    const { db } = ctx.services;
    const { organisation } = ctx.params;
    const window = pageWindow(ctx.query);
    let accountIds = await listedAccounts(db, ctx.principal);
    if (ctx.query.accountId) {
      await reachAccountIn(db, ctx.principal, ctx.endpoint.access, organisation, ctx.query.accountId);
      accountIds = [ctx.query.accountId];
    }
    const { items, total } = await portalLocationPage(db, { organisation, ...(accountIds ? { accountIds } : {}) }, { limit: window.limit, offset: window.offset });
    return searchAnswer(window, items, total);
  },

  async searchSites(ctx) {
    const window = pageWindow(ctx.query);
    const { items, total } = await portalLocationPage(ctx.services.db, { organisation: ctx.params.organisation, ...(ctx.query.q ? { q: ctx.query.q } : {}) }, { limit: window.limit, offset: window.offset });
    return searchAnswer(window, items, total);
  },

  async getSite(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    return { data: await portalLocation(db, row) };
  },

  async getSiteAgreements(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    return { data: await agreementsOfLocation(db, row.id) };
  },

  async getSitePrices(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    const serviceId = ctx.query.serviceId;
    if (serviceId === undefined) return { data: await pricesOfLocation(db, row.id) };
    // serviceId names one of the site's services (its own id, site id or portal _id); its agreements' prices.
    const portal = await portalLocation(db, row);
    const services = toLocation(row).services;
    const service = services.find((s, i) => s.id === serviceId || s.measurementId === serviceId || portal.services[i]?._id === serviceId);
    if (!service) throw problem('notFound');
    return { data: await pricesOfLocation(db, row.id, [service.type]) };
  },

  async compareSite(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
    const criteria: Record<string, unknown> = {};
    for (const key of COMPARED) if (row.extra?.[key] !== undefined && row.extra[key] !== null) criteria[key] = row.extra[key];
    return { data: { siteId: row.code, similarSites: await countSimilar(db, row, criteria as HomeProfile), criteria: criteria as HomeProfile } };
  },

  async getSitesExportUrl(ctx) {
    const { db } = ctx.services;
    const { organisation } = ctx.params;
    if (ctx.query.accountId) await reachAccountIn(db, ctx.principal, ctx.endpoint.access, organisation, ctx.query.accountId);
    const { items } = await portalLocationPage(db, {
      organisation, ...(ctx.query.accountId ? { accountIds: [ctx.query.accountId] } : {}), ...(ctx.query.q ? { q: ctx.query.q } : {}),
    }, { limit: 0, offset: 0 });
    const header = ['_id', 'accountId', 'status', 'type', 'address', 'zipCode', 'city', 'pricezone', 'siteId', 'startDate', 'createdAt'];
    const rows = items.map((s) => [s._id, s.accountId, s.status, s.type, s.address, s.zipCode, s.city, s.pricezone, s.provider.siteId, s.startDate, s.createdAt]);
    const csv = [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
    return file('text/csv; charset=utf-8', csv, `sites-${organisation}.csv`);
  },

  async updateLocationExtras(ctx) {
    const { db, clock } = ctx.services;
    const { organisation, id: accountId, siteId } = ctx.params;
    return db.tx(async (q) => {
      await reachAccountIn(q, ctx.principal, ctx.endpoint.access, organisation, accountId);
      const row = await locationRow(q, siteId, true);
      if (!row || row.account_id !== accountId) throw problem('notFound');
      await saveExtra(q, row.id, ctx.body, clock.now());
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: 'sites', resourceId: row.id, organisation, before: { extra: row.extra }, after: { extra: ctx.body } });
      return { data: await portalLocation(q, { ...row, extra: ctx.body }) };
    });
  },

  async syncSite(ctx) {
    const { db, clock } = ctx.services;
    await db.tx(async (q) => {
      const { row } = await reachLocation(q, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
      await markSynced(q, row.id, clock.now());
      await auditStaffChange(q, auditOf(ctx), { action: 'sync', resource: 'sites', resourceId: row.id, organisation: row.organisation, changes: [] });
    });
    return undefined;
  },

  async createSite(ctx) {
    const { db, clock } = ctx.services;
    const { organisation } = ctx.params;
    const { accountId, site } = ctx.body;
    if (site.organisation !== organisation) throw problem('validationError', { message: 'site.organisation must be the organisation of the path' });
    return db.tx(async (q) => {
      await reachAccountIn(q, ctx.principal, ctx.endpoint.access, organisation, accountId);
      const row = await createLocationFromData(q, { accountId, organisation, data: site, now: clock.now() });
      const created = await portalLocation(q, row);
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: 'sites', resourceId: row.id, organisation, after: created });
      return { data: created };
    });
  },

  async deleteSite(ctx) {
    const { db } = ctx.services;
    await db.tx(async (q) => {
      const { row } = await reachLocation(q, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
      const before = await portalLocation(q, row);
      await deleteLocation(q, row.id);
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: 'sites', resourceId: row.id, organisation: row.organisation, before });
    });
    return undefined;
  },
});
