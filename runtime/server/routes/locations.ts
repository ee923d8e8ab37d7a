/**
 * Handlers of the locations area (schemas/endpoints/locations.ts): locations of a customer, an
 * account or the organisation, one location's agreements and its third-party data inquiries, and
 * the household's answer to an inquiry (moves per INQUIRY_STATUS_MOVES; anything else 409).
 */
import { locationsArea } from '../../../schemas/endpoints/locations.js';
import { canMoveInquiry, inquiryMoveMessage } from '../../../schemas/agreement.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { locationPage, locationRow, locationsOfAccount, saveLocation, toLocation } from '../repositories/locations.js';
import { agreementsOfLocation } from '../repositories/agreements.js';
import { inquiriesOfLocation, inquiryForUpdate, setInquiryStatus } from '../repositories/inquiries.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import { auditOf, auditStaffChange } from '../audit.js';
import { reachAccountIn } from '../auth/reach.js';
import { listedAccounts, reachLocation } from './location-access.js';

export const locationsHandlers = defineHandlers(locationsArea, {
  async listLocations(ctx) {
    const { db } = ctx.services;
    const window = pageWindow(ctx.query);
    const accountIds = await listedAccounts(db, ctx.principal);
    const { items, total } = await locationPage(db, { organisation: ctx.params.org, ...(accountIds ? { accountIds } : {}) }, { limit: window.limit, offset: window.offset });
    return searchAnswer(window, items, total);
  },

  async getAccountLocation(ctx) {
    const { db } = ctx.services;
    await reachAccountIn(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.params.accountId);
    const row = await locationRow(db, ctx.query.id);
    if (!row || row.account_id !== ctx.params.accountId) throw problem('notFound');
    return { data: toLocation(row) };
  },

  async updateAccountLocation(ctx) {
    const { db, clock } = ctx.services;
    const { org, accountId } = ctx.params;
    return db.tx(async (q) => {
      await reachAccountIn(q, ctx.principal, ctx.endpoint.access, org, accountId);
      const row = await locationRow(q, ctx.query.id, true);
      if (!row || row.account_id !== accountId) throw problem('notFound');
      const before = toLocation(row);
      const { properties, ...fields } = ctx.body;
      const after = {
        ...before,
        ...fields,
        ...(properties ? { properties: { ...emptyProperties(), ...before.properties, ...properties } } : {}),
      };
      await saveLocation(q, after, clock.now());
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: 'locations', resourceId: before._id, organisation: org, before, after });
      return { data: after };
    });
  },

  async listLocationsByAccount(ctx) {
    const { db } = ctx.services;
    await reachAccountIn(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.params.accountId);
    return { data: await locationsOfAccount(db, ctx.params.accountId) };
  },

  async getLocation(ctx) {
    const { row } = await reachLocation(ctx.services.db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.params.id);
    return { data: toLocation(row) };
  },

  async getLocationAgreements(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.params.id);
    return { data: await agreementsOfLocation(db, row.id) };
  },

  async listThirdPartyDataInquiries(ctx) {
    const { db } = ctx.services;
    const { row } = await reachLocation(db, ctx.principal, ctx.endpoint.access, ctx.params.org, ctx.params.id);
    return { data: await inquiriesOfLocation(db, row.id) };
  },

  async updateThirdPartyDataInquiryStatus(ctx) {
    const { db, clock } = ctx.services;
    const { org, id, inquiryId } = ctx.params;
    const to = ctx.body.status;
    return db.tx(async (q) => {
      await reachLocation(q, ctx.principal, ctx.endpoint.access, org, id);
      const before = await inquiryForUpdate(q, id, inquiryId);
      if (!before) throw problem('notFound');
      if (!canMoveInquiry(before.status, to)) throw problem('conflict', { message: inquiryMoveMessage(before.status, to) });
      await setInquiryStatus(q, inquiryId, to, clock.now());
      const after = { ...before, status: to };
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: 'third-party-data-inquiries', resourceId: inquiryId, organisation: org, before, after });
      return { data: after };
    });
  },
});

/**
 * Location properties are all nullable but all present in the contract: a location whose properties
 * were never set gets every field as null before the first partial update fills some of them.
 */
function emptyProperties() {
  return {
    propertyType: null, numberOfResidents: null, size: null, wasteful: null, cars: null, heating: null, heatingSecondary: null,
    gadgets: null, ageMix: null, houseAge: null, batteryKW: null, solarPanelKW: null,
  };
}
