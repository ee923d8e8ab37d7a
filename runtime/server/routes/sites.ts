/**
 * Handlers of the sites area (schemas/endpoints/sites.ts). A site is the portal's view of a
 * location, by its _id (docs/decisions.md "Sites are the portal locations"): list, search, read,
 * agreements, prices, compare (home profiles in the same price zone), CSV export, the home profile
 * (updateLocationExtras), sync, create and delete. The /sites/{id}/data… calls are meter data.
 */
import { sitesArea } from '../../../schemas/endpoints/sites.js';
import type { HomeProfile } from '../../../schemas/home-profile.js';
import type { Location, LocationData, LocationService, LocationServiceType, MeasurementResolution } from '../../../schemas/location.js';
import type { SiteType } from '../../../schemas/measurement.js';
import { defineHandlers, file } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import {
  codeTaken, countSimilar, deleteLocation, insertLocation, locationRow, markSynced, portalLocation, portalLocationPage, saveExtra, toLocation,
} from '../repositories/locations.js';
import { agreementsOfLocation, pricesOfLocation } from '../repositories/agreements.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import { auditStaffChange, listedAccounts, reachAccountIn, reachLocation } from './location-access.js';

/** The home-profile fields a comparison matches on, when the site has them (docs/decisions.md "Site compare"). */
const COMPARED: readonly (keyof HomeProfile)[] = ['propertyType', 'numberOfResidens', 'heating'];

const SERVICE_OF_SITE: Record<SiteType, LocationServiceType> = {
  consumption: 'consumption_trade', 'consumption-net': 'consumption_grid', production: 'production_trade', 'production-net': 'production_grid',
  water: 'water', heating: 'heating', gas: 'gas_trade', 'gas-net': 'gas_grid', waste: 'waste', broadband: 'broadband', tv: 'tv',
};
/** Electricity is read hourly, other metered utilities monthly, the rest not at all (until the provider sync says otherwise). */
const RESOLUTION: Record<SiteType, MeasurementResolution> = {
  consumption: 'hour', 'consumption-net': 'hour', production: 'hour', 'production-net': 'hour',
  water: 'month', heating: 'month', gas: 'month', 'gas-net': 'month', waste: 'none', broadband: 'none', tv: 'none',
};

/** A new location from the provider's location data: PENDING until the provider confirms it. */
function locationFromData(id: string, accountId: string, site: LocationData, now: Date): Location {
  const services: LocationService[] = site.services.map((s) => {
    const resolution = RESOLUTION[s.siteType];
    return {
      id: s.siteId, type: SERVICE_OF_SITE[s.siteType], status: 'pending', measurementResolution: resolution,
      ...(resolution === 'none' ? {} : { measurementId: s.siteId, costId: s.siteId }),
      costResolution: resolution,
      properties: { showSpotPrice: s.siteType === 'consumption', showCost: resolution !== 'none', realtimeMeasurements: false },
      startDate: now,
    };
  });
  const position = site.location.position;
  return {
    _id: id, id: site.locationCode, accountId, access: { accountId, organisation: site.organisation }, status: 'PENDING', createdAt: now,
    address: '', zipCode: '', city: '', priceZone: site.location.pricezone, services,
    ...(position ? { latitude: position.latitude, longitude: position.longitude, position: { type: 'Point', coordinates: [position.longitude, position.latitude] } } : {}),
  };
}

const csvCell = (v: unknown): string => {
  const s = v === undefined || v === null ? '' : v instanceof Date ? v.toISOString() : String(v);
  // Quote always; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

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
    const csv = [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
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
      await auditStaffChange(q, ctx, { action: 'update', resource: 'sites', resourceId: row.id, organisation, before: { extra: row.extra }, after: { extra: ctx.body } });
      return { data: await portalLocation(q, { ...row, extra: ctx.body }) };
    });
  },

  async syncSite(ctx) {
    const { db, clock } = ctx.services;
    await db.tx(async (q) => {
      const { row } = await reachLocation(q, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
      await markSynced(q, row.id, clock.now());
      await auditStaffChange(q, ctx, { action: 'sync', resource: 'sites', resourceId: row.id, organisation: row.organisation, changes: [] });
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
      if (await codeTaken(q, organisation, site.locationCode)) throw problem('conflict', { message: `A site with locationCode ${site.locationCode} exists` });
      const now = clock.now();
      const location = locationFromData(newId(now), accountId, site, now);
      await insertLocation(q, { location, organisation, extra: site.extra ?? null, area: site.location.area ?? null });
      const row = await locationRow(q, location._id);
      if (!row) throw problem('internalError');
      const created = await portalLocation(q, row);
      await auditStaffChange(q, ctx, { action: 'create', resource: 'sites', resourceId: location._id, organisation, after: created });
      return { data: created };
    });
  },

  async deleteSite(ctx) {
    const { db } = ctx.services;
    await db.tx(async (q) => {
      const { row } = await reachLocation(q, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.params.id);
      const before = await portalLocation(q, row);
      await deleteLocation(q, row.id);
      await auditStaffChange(q, ctx, { action: 'delete', resource: 'sites', resourceId: row.id, organisation: row.organisation, before });
    });
    return undefined;
  },
});
