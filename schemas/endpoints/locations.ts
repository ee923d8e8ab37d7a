/**
 * Locations (platform-contract §7 Locations, without the data and analysis calls: location-data.ts),
 * under /v4/{org}/locations. "GET /locations" and "GET /v4/{org}/locations" are one call. The
 * portal's location agreements and third-party data inquiries are the calls here
 * (docs/decisions.md "Portal wrappers and platform calls").
 */
import { z } from 'zod';
import { ok, paginated } from '../core/envelope.js';
import { ObjectId } from '../core/primitives.js';
import { RequiredAccountId } from '../account.js';
import { Agreement, InquiryStatusUpdateBody, ThirdPartyDataInquiry } from '../agreement.js';
import { Location, LocationListQuery, LocationUpdateBody } from '../location.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { LocationParams, OrgParams } from './params.js';

const BASE = '/v4/{org}/locations' as const;
const LOC = 'platform-contract §7 Locations' as const;

const AccountParams = OrgParams.extend({ accountId: RequiredAccountId });
/** Which of the account's locations: …/accounts/{accountId}/location takes the location id in the query. */
const LocationIdQuery = z.object({ id: ObjectId.meta({ description: 'The location id' }) });

export const locationsArea = defineArea('locations', 'Locations: list, read, update, agreements and third-party data inquiries', {
  listLocations: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'List locations, a page at a time (limit and page digits only)',
    description: 'Customers see their own; staff and API tokens with getLocations see the organisation\'s. Clients keep only ACTIVE, ACTIVE_PROCESS and PENDING.',
    params: OrgParams,
    query: LocationListQuery,
    responses: { 200: paginated(Location) },
    access: access.locationList,
    spec: [LOC, 'platform-contract §5', 'back-office §5'],
    decision: 'Locations list is one call',
  }),
  getAccountLocation: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{accountId}/location`,
    summary: 'Read one location of an account',
    params: AccountParams,
    query: LocationIdQuery,
    responses: { 200: ok(Location), ...errors(404) },
    access: access.customerRead,
    spec: LOC,
  }),
  updateAccountLocation: endpoint({
    method: 'PATCH',
    path: `${BASE}/accounts/{accountId}/location`,
    summary: 'Update one location of an account (address, properties)',
    params: AccountParams,
    query: LocationIdQuery,
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
    access: access.locationList,
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
