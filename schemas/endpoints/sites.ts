/**
 * Sites (platform-contract §7 Sites, without the /sites/{id}/data… calls: site-data.ts), under the
 * account base /v4/{organisation}/account. A site is the account service's view of a location, the
 * portal's Location (docs/decisions.md "Sites are the portal locations"). The portal's
 * updateLocationExtras is PUT /accounts/{id}/sites/{siteId}/extra ("Portal wrappers and platform calls").
 */
import { z } from 'zod';
import { EmptyBody, NoContent, PageQuery, ok, paginated } from '../core/envelope.js';
import { ObjectId } from '../core/primitives.js';
import { RequiredAccountId, SearchQuery } from '../account.js';
import { Agreement, PriceItem } from '../agreement.js';
import { ShortLivedToken } from '../auth.js';
import { UpdateLocationExtrasBody } from '../home-profile.js';
import { LocationData, PortalLocation, SiteComparison, SiteId } from '../location.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationParams, SiteParams } from './params.js';

const BASE = '/v4/{organisation}/account' as const;
const SITES = 'platform-contract §7 Sites' as const;

export const sitesArea = defineArea('sites', "Sites: the account service's locations, their agreements, prices and home profile", {
  listSites: endpoint({
    method: 'GET',
    path: `${BASE}/sites`,
    summary: 'List sites, a page at a time: a customer\'s own, or those of an account (staff)',
    params: OrganisationParams,
    query: z.object({ accountId: ObjectId.optional(), ...PageQuery.shape }),
    responses: { 200: paginated(PortalLocation) },
    access: access.customerRead,
    spec: SITES,
    decision: 'Sites are the portal locations',
  }),
  searchSites: endpoint({
    method: 'GET',
    path: `${BASE}/sites/search`,
    summary: 'Search sites by address, city, site id or customer',
    params: OrganisationParams,
    query: SearchQuery,
    responses: { 200: paginated(PortalLocation) },
    access: access.customerStaff,
    spec: SITES,
    decision: 'Search queries',
  }),
  getSite: endpoint({
    method: 'GET',
    path: `${BASE}/sites/{id}`,
    summary: 'Read a site',
    params: SiteParams,
    responses: { 200: ok(PortalLocation), ...errors(404) },
    access: access.customerRead,
    spec: SITES,
  }),
  getSiteAgreements: endpoint({
    method: 'GET',
    path: `${BASE}/sites/{id}/agreements`,
    summary: "A site's agreements",
    params: SiteParams,
    responses: { 200: ok(z.array(Agreement)), ...errors(404) },
    access: access.customerRead,
    spec: SITES,
  }),
  getSitePrices: endpoint({
    method: 'GET',
    path: `${BASE}/sites/{id}/prices`,
    summary: "A site's prices, optionally for one service",
    params: SiteParams,
    query: z.object({ serviceId: z.string().min(1).optional() }),
    responses: { 200: ok(z.array(PriceItem)), ...errors(404) },
    access: access.customerRead,
    spec: SITES,
  }),
  compareSite: endpoint({
    method: 'GET',
    path: `${BASE}/sites/{id}/compare`,
    summary: 'How many comparable homes a site is compared with, and on what',
    params: SiteParams,
    responses: { 200: ok(SiteComparison), ...errors(404) },
    access: access.customerRead,
    spec: SITES,
    decision: 'Site compare',
  }),
  getSitesExportUrl: endpoint({
    method: 'GET',
    path: `${BASE}/sites/export`,
    summary: 'Export sites as CSV (a link the browser opens)',
    description: 'Authorised by the short-lived accessToken in the query.',
    params: OrganisationParams,
    query: z.object({ accessToken: ShortLivedToken, accountId: ObjectId.optional(), q: z.string().optional() }),
    responses: { 200: z.string().meta({ description: 'CSV, one row per site' }), ...errors(404) },
    produces: 'text/csv',
    access: access.customerStaff,
    spec: SITES,
    decision: 'Sites export',
  }),
  updateLocationExtras: endpoint({
    method: 'PUT',
    path: `${BASE}/accounts/{id}/sites/{siteId}/extra`,
    summary: "Save a location's home profile (portal updateLocationExtras); answers the updated location",
    description: 'Empty cars and gadgets lists are saved as no_vehicle and no_gadgets (portal §5). The portal passes the location id as siteId and its accountId as id.',
    params: OrganisationParams.extend({ id: RequiredAccountId, siteId: SiteId }),
    body: UpdateLocationExtrasBody,
    responses: { 200: ok(PortalLocation), ...errors(404) },
    access: access.customerWrite,
    spec: [SITES, 'portal §7', 'portal §5'],
    decision: 'Portal wrappers and platform calls',
  }),
  syncSite: endpoint({
    method: 'PUT',
    path: `${BASE}/sites/{id}/sync`,
    summary: 'Sync a site with the energy provider (queued)',
    params: SiteParams,
    body: EmptyBody,
    responses: { 202: NoContent, ...errors(404) },
    access: access.customerStaff,
    spec: SITES,
    decision: 'Account sync and history update',
  }),
  createSite: endpoint({
    method: 'POST',
    path: `${BASE}/sites`,
    summary: 'Create a site for an account',
    params: OrganisationParams,
    body: z.strictObject({ accountId: ObjectId, site: LocationData }),
    responses: { 201: ok(PortalLocation), ...errors(404, 409) },
    access: access.customerStaff,
    spec: SITES,
    decision: 'Sites are the portal locations',
  }),
  deleteSite: endpoint({
    method: 'DELETE',
    path: `${BASE}/sites/{id}`,
    summary: 'Delete a site',
    params: SiteParams,
    responses: { 204: NoContent, ...errors(404) },
    access: access.orgAdmins,
    spec: SITES,
    decision: 'Admin functions',
  }),
});
