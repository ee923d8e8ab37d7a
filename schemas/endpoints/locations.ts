/**
 * Locations (platform-contract §7 Locations, without the data and analysis calls: location-data.ts),
 * under /v4/{org}/locations. "GET /locations" and "GET /v4/{org}/locations" are one call. The
 * portal's location agreements and third-party data inquiries are the calls here
 * (docs/decisions.md "Portal wrappers and platform calls").
 */
import { z } from 'zod';
import { ok, paginated } from '../core/envelope.js';
import { ObjectId, OrganisationCode } from '../core/primitives.js';
import { RequiredAccountId } from '../account.js';
import { Agreement, InquiryStatusUpdateBody, ThirdPartyDataInquiry } from '../agreement.js';
import { Location, LocationListQuery, LocationUpdateBody } from '../location.js';
import { access, type Access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const BASE = '/v4/{org}/locations' as const;
const LOC = 'platform-contract §7 Locations' as const;

const Org = z.object({ org: OrganisationCode });
const LocationParams = Org.extend({ id: ObjectId });
const AccountParams = Org.extend({ accountId: RequiredAccountId });

/** A customer's own locations, staff, and API tokens allowed to list locations. */
const listAccess: Access = { ...access.customerRead, apiToken: ['getLocations'] };

export const locationsArea = defineArea('locations', 'Locations: list, read, update, agreements and third-party data inquiries', {
  listLocations: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'List locations, a page at a time (limit and page digits only)',
    description: 'Customers see their own; staff and API tokens with getLocations see the organisation\'s. Clients keep only ACTIVE, ACTIVE_PROCESS and PENDING.',
    params: Org,
    query: LocationListQuery,
    responses: { 200: paginated(Location) },
    access: listAccess,
    spec: [LOC, 'platform-contract §5', 'back-office §5'],
    decision: 'Locations list is one call',
  }),
  getAccountLocation: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{accountId}/location`,
    summary: 'Read one location of an account',
    params: AccountParams,
    query: z.object({ id: ObjectId.meta({ description: 'The location id' }) }),
    responses: { 200: ok(Location), ...errors(404) },
    access: access.customerRead,
    spec: LOC,
  }),
  updateAccountLocation: endpoint({
    method: 'PATCH',
    path: `${BASE}/accounts/{accountId}/location`,
    summary: 'Update one location of an account (address, properties)',
    params: AccountParams,
    query: z.object({ id: ObjectId.meta({ description: 'The location id' }) }),
    body: LocationUpdateBody,
    responses: { 200: ok(Location), ...errors(404) },
    access: access.customerWrite,
    spec: [LOC, 'platform-contract §5'],
    decision: 'Location update body',
  }),
  listLocationsByAccount: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{accountId}`,
    summary: "List an account's locations",
    params: AccountParams,
    responses: { 200: ok(z.array(Location)), ...errors(404) },
    access: listAccess,
    spec: LOC,
  }),
  getLocation: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'Read a location',
    params: LocationParams,
    responses: { 200: ok(Location), ...errors(404) },
    access: access.customerRead,
    spec: [LOC, 'platform-contract §5'],
  }),
  getLocationAgreements: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/agreements`,
    summary: "A location's agreements (portal: location agreements)",
    params: LocationParams,
    responses: { 200: ok(z.array(Agreement)), ...errors(404) },
    access: access.customerRead,
    spec: [LOC, 'portal §7', 'portal §2 Electricity agreement'],
    decision: 'Portal wrappers and platform calls',
  }),
  listThirdPartyDataInquiries: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/third-party-data-inquiries`,
    summary: "A location's third-party data inquiries (portal: inquiries list)",
    params: LocationParams,
    responses: { 200: ok(z.array(ThirdPartyDataInquiry)), ...errors(404) },
    access: access.customerRead,
    spec: [LOC, 'portal §7', 'portal §2 Electricity agreement'],
    decision: 'Third-party data inquiry paths',
  }),
  updateThirdPartyDataInquiryStatus: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/third-party-data-inquiries/{inquiryId}`,
    summary: 'Accept or reject a third-party data inquiry (portal: status update)',
    description: 'pending → accepted or rejected; accepted → rejected; rejected is final. A move not allowed answers 409 (conflict).',
    params: LocationParams.extend({ inquiryId: ObjectId }),
    body: InquiryStatusUpdateBody,
    responses: { 200: ok(ThirdPartyDataInquiry), ...errors(404, 409) },
    access: access.customerWrite,
    spec: [LOC, 'portal §7', 'portal §4'],
    decision: 'Third-party data inquiry paths',
  }),
});
