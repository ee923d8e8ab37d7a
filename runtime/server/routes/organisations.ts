/**
 * Handlers of the organisations area (schemas/endpoints/organisations.ts): the energy-provider
 * calls, answered from what the platform stores (it is the demo organisation's provider): customers,
 * their sites and locations, agreements, prices, invoices and invoice documents, the integration
 * settings, the customer check, and links. Consumption, production and the provider's own IoT are
 * meter data (next issue) and stay unbound (501).
 */
import { organisationsArea } from '../../../schemas/endpoints/organisations.js';
import type { Principal } from '../auth/principal.js';
import type { Access } from '../../../schemas/endpoints/access.js';
import type { Queryable } from '../db/database.js';
import { defineHandlers, file } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { reachAccount } from '../auth/reach.js';
import { locationBySiteId, locationRowsOfAccount, toLocationData, type LocationRow } from '../repositories/locations.js';
import { agreementsOfLocation, pricesOfLocation } from '../repositories/agreements.js';
import { devicesOfSettings, settingsOfAccount } from '../repositories/iot.js';
import { providerDailySeries } from '../meter/provider-series.js';
import { accountCurrency, invoiceByNumber, invoiceDocument } from '../repositories/invoices.js';
import { customerIdOfPersonalId, providerConfig, providerCustomer, searchProviderCustomers } from '../repositories/provider.js';

/** The customer `customerId` of the organisation, if the caller reaches their account; else 404. */
async function reachCustomer(q: Queryable, principal: Principal, access: Access, org: string, customerId: string) {
  const found = await providerCustomer(q, org, customerId);
  if (!found) throw problem('notFound');
  await reachAccount(q, principal, access, found.accountId);
  return found;
}

/** The location a provider siteId names (its code or a service's site id), if the caller reaches it; else 404. */
async function reachSite(q: Queryable, principal: Principal, access: Access, org: string, siteId: string): Promise<LocationRow> {
  const row = await locationBySiteId(q, org, siteId);
  if (!row) throw problem('notFound');
  await reachAccount(q, principal, access, row.account_id);
  return row;
}

async function reachInvoice(q: Queryable, principal: Principal, access: Access, org: string, invoiceNo: string) {
  const found = await invoiceByNumber(q, org, invoiceNo);
  if (!found) throw problem('notFound');
  await reachAccount(q, principal, access, found.accountId);
  return found;
}

export const organisationsHandlers = defineHandlers(organisationsArea, {
  async searchProviderCustomers(ctx) {
    return { data: await searchProviderCustomers(ctx.services.db, ctx.params.org, ctx.query.q) };
  },

  async getProviderCustomer(ctx) {
    return { data: (await reachCustomer(ctx.services.db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.customerId)).customer };
  },

  async getProviderSites(ctx) {
    const { db } = ctx.services;
    const found = await reachCustomer(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.customerId);
    return { data: (await locationRowsOfAccount(db, found.accountId)).map(toLocationData) };
  },

  async getProviderLocations(ctx) {
    const { db } = ctx.services;
    const found = await reachCustomer(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.customerId);
    return { data: (await locationRowsOfAccount(db, found.accountId)).map(toLocationData) };
  },

  async getProviderAgreements(ctx) {
    const { db } = ctx.services;
    const row = await reachSite(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.siteId);
    return { data: await agreementsOfLocation(db, row.id) };
  },

  /** The provider's view of a site's consumption: per local day, the sum of its trade (else grid) consumption meters. */
  async getProviderConsumption(ctx) {
    const { db } = ctx.services;
    const row = await reachSite(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.siteId);
    return { data: await providerDailySeries(db, row, ['consumption_trade', 'consumption_grid'], ctx.query.from, ctx.query.to) };
  },

  async getProviderProduction(ctx) {
    const { db } = ctx.services;
    const row = await reachSite(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.siteId);
    return { data: await providerDailySeries(db, row, ['production_trade', 'production_grid'], ctx.query.from, ctx.query.to) };
  },

  /** The site's devices in the provider's IoT system: the account's connected devices at this location (or not placed anywhere). */
  async getProviderExternalIot(ctx) {
    const { db } = ctx.services;
    const row = await reachSite(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.siteId);
    const settings = await settingsOfAccount(db, row.account_id);
    const devices = settings ? (await devicesOfSettings(db, settings.id)).filter((d) => d.location_id === null || d.location_id === row.id) : [];
    return {
      data: {
        siteId: ctx.query.siteId, locationId: row.id,
        devices: devices.map((d) => ({ id: `${d.vendor}:${d.remote_id}`, vendor: d.vendor, category: d.category, name: d.display_name, online: d.is_online })),
      },
    };
  },

  async getProviderPrices(ctx) {
    const { db } = ctx.services;
    const row = await reachSite(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.siteId);
    return { data: await pricesOfLocation(db, row.id) };
  },

  async getProviderInvoice(ctx) {
    return { data: (await reachInvoice(ctx.services.db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.invoiceNo)).invoice };
  },

  async getProviderInvoiceStream(ctx) {
    const { db } = ctx.services;
    const found = await reachInvoice(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.query.invoiceNo);
    const doc = invoiceDocument(found.invoice, await accountCurrency(db, found.accountId));
    // A stream is the document's bytes: external pages and missing documents have none here.
    if (!doc || doc.url) throw problem('notFound');
    return file(doc.contentType, doc.body, doc.filename);
  },

  async getExternalUrl(ctx) {
    const { db } = ctx.services;
    const { org } = ctx.params;
    const { invoiceNo, siteId } = ctx.query;
    if (invoiceNo) await reachInvoice(db, ctx.principal, ctx.endpoint.access, org, invoiceNo);
    if (siteId) await reachSite(db, ctx.principal, ctx.endpoint.access, org, siteId);
    // The url is the configured link itself, or a key of the organisation's provider settings holding one.
    const configured = /^https?:\/\//i.test(ctx.query.url) ? ctx.query.url : (await providerConfig(db, org))[ctx.query.url];
    if (typeof configured !== 'string' || !/^https?:\/\//i.test(configured)) throw problem('notFound');
    const url = new URL(configured);
    if (invoiceNo) url.searchParams.set('invoiceNo', invoiceNo);
    if (siteId) url.searchParams.set('siteId', siteId);
    return { data: { url: url.href } };
  },

  async getProviderWebview(ctx) {
    const { db, config, tokens } = ctx.services;
    const { org } = ctx.params;
    const p = ctx.principal;
    if (ctx.query.siteId) await reachSite(db, p, ctx.endpoint.access, org, ctx.query.siteId);
    if (p.kind === 'apiToken') throw problem('forbidden');
    // Signed with a short-lived token of the caller: the embedded page acts for them for minutes, no longer.
    const url = new URL(`/provider/${encodeURIComponent(org)}/${ctx.query.view}`, config.publicUrl);
    if (ctx.query.siteId) url.searchParams.set('siteId', ctx.query.siteId);
    url.searchParams.set('accessToken', await tokens.issueShort(p));
    return { data: { url: url.href } };
  },

  async getProviderConfig(ctx) {
    return { data: await providerConfig(ctx.services.db, ctx.params.org) };
  },

  async validateProviderCustomer(ctx) {
    const { db } = ctx.services;
    const { org } = ctx.params;
    const { customerId, personalId } = ctx.body;
    const id = customerId ?? (personalId ? await customerIdOfPersonalId(db, org, personalId) : undefined);
    const found = id === undefined ? undefined : await providerCustomer(db, org, id);
    return { data: found ? { valid: true, customerId: found.customer.customerId } : { valid: false } };
  },
});
