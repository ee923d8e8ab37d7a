/**
 * Accounts (platform-contract §7 Accounts), under the account base /v4/{organisation}/account, plus
 * the account-service statistics under /v3/account. The bridge calls (POST /accounts/bridge/search,
 * GET /accounts/bridge/fetch…, POST /users/bridge/search, statistics/bridge, monitoring/alerts) are the
 * back office's: schemas/endpoints/bridge.ts. The portal's getInvoices is GET /accounts/{id}/invoices
 * (docs/decisions.md "Portal wrappers and platform calls").
 */
import { z } from 'zod';
import { NoContent, ok, paginated } from '../core/envelope.js';
import { DigitString, ObjectId, OrganisationCode } from '../core/primitives.js';
import {
  Account, AccountGroup, AccountGroupInput, AccountStatistics, AccountType, CreateAccountBody, IotUserStatistics,
  MonthlyReportPushBody, ObjectIdList, PremiumFeatureBody, PremiumFeatures, RequiredAccountId, RequiredUserId, SearchQuery,
  User, UserEmailBody,
} from '../account.js';
import { Invoice, InvoiceFileQuery, InvoiceListQuery } from '../invoice.js';
import { LocationData, PortalLocation } from '../location.js';
import { CUSTOMER_STAFF, access, type Access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const BASE = '/v4/{organisation}/account' as const;
const ACC = 'platform-contract §7 Accounts' as const;

const Org = z.object({ organisation: OrganisationCode });
const AccountParams = Org.extend({ id: RequiredAccountId });

/** Customer staff, and organisation API tokens allowed to sync accounts. */
const syncAccess: Access = { staff: CUSTOMER_STAFF, apiToken: ['syncAccount'] };
/** A customer's own locations, staff, and API tokens allowed to list locations. */
const locationListAccess: Access = { ...access.customerRead, apiToken: ['getLocations'] };
/** docs/decisions.md "Admin functions": account deletion. */
const deleteAccess = access.staff('ADMIN', 'ORG_ADMIN');
/** docs/decisions.md "Admin functions": cache clearing. */
const cacheAccess = access.staff('ADMIN', 'SUPPORT', 'SERVICE');
/** docs/decisions.md "Admin functions": push sending. */
const pushAccess = access.staff('ADMIN', 'SERVICE', 'ORG_ADMIN', 'ORG_MARKETING');
/** docs/decisions.md "Account groups": staff read, admins write. */
const groupWrite = access.staff('ADMIN', 'ORG_ADMIN');

export const accountsArea = defineArea('accounts', 'Customer accounts: read, create, sync, invoices, premium features, groups and statistics', {
  getAccount: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{id}`,
    summary: 'Read an account',
    params: AccountParams,
    responses: { 200: ok(Account), ...errors(404) },
    access: access.customerRead,
    spec: ACC,
  }),
  listAccounts: endpoint({
    method: 'GET',
    path: `${BASE}/accounts`,
    summary: 'List accounts by ids or other keys',
    params: Org,
    query: z.object({
      ids: ObjectIdList.optional(),
      customerId: z.string().min(1).optional().meta({ description: 'Provider customer id' }),
      userId: ObjectId.optional().meta({ description: 'Accounts this user belongs to' }),
    }),
    responses: { 200: ok(z.array(Account)) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: ACC,
    decision: 'Account list query',
  }),
  searchAccounts: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/search`,
    summary: 'Search accounts',
    params: Org,
    query: SearchQuery.extend({ accountType: AccountType.optional() }),
    responses: { 200: paginated(Account) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: [ACC, 'platform-contract §6'],
    decision: 'Search queries',
  }),
  listAccountLocations: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{id}/locations`,
    summary: "List an account's locations",
    params: AccountParams,
    responses: { 200: ok(z.array(PortalLocation)), ...errors(404) },
    access: locationListAccess,
    spec: ACC,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: `${BASE}/accounts/{id}`,
    summary: 'Delete an account (admin function)',
    params: AccountParams,
    responses: { 204: NoContent, ...errors(404) },
    access: deleteAccess,
    spec: [ACC, 'platform-contract §6'],
    decision: 'Admin functions',
  }),
  createAccount: endpoint({
    method: 'POST',
    path: `${BASE}/accounts`,
    summary: 'Create an account: from a completed sign-in or prospect ref, or in full (staff)',
    description: 'The full form (accountOwner, users, site, customer personalId, accessType, organisation, accountProvider) needs a customer-staff token; the ref form needs none.',
    params: Org,
    body: CreateAccountBody,
    responses: { 201: ok(z.array(Account)), ...errors(401, 403, 404, 409) },
    access: access.public,
    spec: [ACC, 'platform-contract §4'],
    decision: 'Account creation access',
  }),
  updateSiteHistory: endpoint({
    method: 'PUT',
    path: `${BASE}/accounts/{id}/sites/{siteId}/updatehistory`,
    summary: "Re-read a site's measurement history from the provider (queued)",
    params: AccountParams.extend({ siteId: z.string().min(1) }),
    body: z.strictObject({}).meta({ description: 'Empty body' }),
    responses: { 202: NoContent, ...errors(404) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: ACC,
    decision: 'Account sync and history update',
  }),
  syncAccount: endpoint({
    method: 'PUT',
    path: `${BASE}/accounts/{id}/sync`,
    summary: 'Sync an account with the energy provider (queued)',
    params: AccountParams,
    body: z.strictObject({}).meta({ description: 'Empty body' }),
    responses: { 202: NoContent, ...errors(404) },
    access: syncAccess,
    spec: [ACC, 'back-office §3 ApiToken'],
    decision: 'Account sync and history update',
  }),
  addAccountSite: endpoint({
    method: 'POST',
    path: `${BASE}/accounts/{id}/sites`,
    summary: 'Add a site (location) to an account',
    params: AccountParams,
    body: LocationData,
    responses: { 201: ok(PortalLocation), ...errors(404, 409) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: ACC,
    decision: 'Sites are the portal locations',
  }),
  getInvoices: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{id}/invoices`,
    summary: "List an account's invoices, newest first (portal getInvoices; default 24)",
    description: "Missing account id: 404 'Missing accountId'.",
    params: AccountParams,
    query: InvoiceListQuery,
    responses: { 200: ok(z.array(Invoice)), ...errors(404) },
    access: access.customerRead,
    spec: [ACC, 'portal §7', 'platform-contract §9'],
    decision: 'Portal wrappers and platform calls',
  }),
  getAccountInvoiceFile: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{id}/invoices/{invoiceId}/invoice`,
    summary: 'Open an invoice file (PDF)',
    description: "Authorised by the short-lived accessToken in the query so the browser can open the link; without it: 404 'Missing token'.",
    params: AccountParams.extend({ invoiceId: z.string().min(1) }),
    query: InvoiceFileQuery,
    responses: { 200: z.unknown().meta({ description: 'The invoice PDF' }), ...errors(404) },
    produces: 'application/pdf',
    access: access.customerRead,
    spec: [ACC, 'platform-contract §5', 'platform-contract §8'],
  }),
  updateAccountUserEmail: endpoint({
    method: 'PUT',
    path: `${BASE}/accounts/{id}/userId/{userId}`,
    summary: "Change the e-mail of one of the account's users",
    params: AccountParams.extend({ userId: RequiredUserId }),
    body: UserEmailBody,
    responses: { 200: ok(User), ...errors(404, 409) },
    access: access.customerWrite,
    spec: ACC,
  }),
  pushMonthlyReport: endpoint({
    method: 'POST',
    path: `${BASE}/accounts/monthly-report/push`,
    summary: 'Send the monthly-report push to the accounts subscribed to it',
    params: Org,
    body: MonthlyReportPushBody,
    responses: { 202: ok(z.object({ queued: z.number().int().min(0).meta({ description: 'Accounts the push was queued for' }) })) },
    access: pushAccess,
    spec: [ACC, 'platform-contract §6'],
    decision: 'Monthly report push',
  }),
  clearAccountCache: endpoint({
    method: 'DELETE',
    path: `${BASE}/cache/{id}`,
    summary: "Clear the server's cache of an account (admin function)",
    params: AccountParams,
    responses: { 204: NoContent },
    access: cacheAccess,
    spec: [ACC, 'platform-contract §6'],
    decision: 'Admin functions',
  }),
  getAccountStatistics: endpoint({
    method: 'GET',
    path: '/v3/account/statistics/{id}',
    summary: "An account's statistics: users, locations, services, last seen",
    params: z.object({ id: RequiredAccountId }),
    responses: { 200: ok(AccountStatistics), ...errors(404) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: ACC,
    decision: 'Account statistics',
  }),
  getIotUserStatistics: endpoint({
    method: 'GET',
    path: '/v3/account/statistics/iot/users',
    summary: 'How many users have connected IoT devices, by brand',
    query: z.object({ organisation: OrganisationCode.optional() }),
    responses: { 200: ok(IotUserStatistics) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: ACC,
    decision: 'Account statistics',
  }),
  getPremiumFeatures: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/{id}/premium-features`,
    summary: "An account's premium features, by feature name",
    params: AccountParams,
    responses: { 200: ok(PremiumFeatures), ...errors(404) },
    access: access.customerRead,
    spec: [ACC, 'back-office §7 Other admin-side groups', 'platform-contract §3 IoT'],
    decision: 'Premium features',
  }),
  addPremiumFeature: endpoint({
    method: 'POST',
    path: `${BASE}/accounts/{id}/premium-features/{featureName}`,
    summary: 'Give an account a premium feature',
    params: AccountParams.extend({ featureName: z.string().min(1) }),
    body: PremiumFeatureBody,
    responses: { 200: ok(PremiumFeatures), ...errors(404) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Premium features',
  }),
  removePremiumFeature: endpoint({
    method: 'DELETE',
    path: `${BASE}/accounts/{id}/premium-features/{featureName}`,
    summary: 'Take a premium feature from an account',
    params: AccountParams.extend({ featureName: z.string().min(1) }),
    responses: { 200: ok(PremiumFeatures), ...errors(404) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Premium features',
  }),
  listAccountGroups: endpoint({
    method: 'GET',
    path: `${BASE}/account-groups`,
    summary: 'List account groups',
    params: Org,
    query: z.object({ q: z.string().optional().meta({ description: 'Name contains' }), page: DigitString.optional(), limit: DigitString.optional() }),
    responses: { 200: paginated(AccountGroup) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Account groups',
  }),
  getAccountGroup: endpoint({
    method: 'GET',
    path: `${BASE}/account-groups/{id}`,
    summary: 'Read an account group',
    params: Org.extend({ id: ObjectId }),
    responses: { 200: ok(AccountGroup), ...errors(404) },
    access: access.staff(...CUSTOMER_STAFF),
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Account groups',
  }),
  createAccountGroup: endpoint({
    method: 'POST',
    path: `${BASE}/account-groups`,
    summary: 'Create an account group',
    params: Org,
    body: AccountGroupInput,
    responses: { 201: ok(AccountGroup), ...errors(409) },
    access: groupWrite,
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Account groups',
  }),
  updateAccountGroup: endpoint({
    method: 'PUT',
    path: `${BASE}/account-groups/{id}`,
    summary: 'Replace an account group',
    params: Org.extend({ id: ObjectId }),
    body: AccountGroupInput,
    responses: { 200: ok(AccountGroup), ...errors(404, 409) },
    access: groupWrite,
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Account groups',
  }),
  deleteAccountGroup: endpoint({
    method: 'DELETE',
    path: `${BASE}/account-groups/{id}`,
    summary: 'Delete an account group',
    params: Org.extend({ id: ObjectId }),
    responses: { 204: NoContent, ...errors(404) },
    access: groupWrite,
    spec: [ACC, 'back-office §7 Other admin-side groups'],
    decision: 'Account groups',
  }),
});
