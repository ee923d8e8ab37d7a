/**
 * The portal wrappers that have no platform call of their own (portal §7 "Portal data", platform-
 * contract §7 Users "Paths of the portal wrappers (me, …, set active account, set language,
 * current-user load, …): not shown"). They live under /v4/{organisation}/account/me: the caller's own
 * session (docs/decisions.md "Portal me paths"). The other portal wrappers are the
 * platform calls, defined once under the portal's names: signOut (auth.ts), updateUser and
 * resetPassword (users.ts), getInvoices (accounts.ts), getInvoiceUrl (invoices.ts), getExternalUrl
 * (organisations.ts), getLocationAgreements, listThirdPartyDataInquiries and
 * updateThirdPartyDataInquiryStatus (locations.ts), updateLocationExtras (sites.ts)
 * ("Portal wrappers and platform calls").
 */
import { ok } from '../core/envelope.js';
import { Account, AccountRole, CurrentUser, SetActiveAccountBody, SetLanguageBody, User } from '../account.js';
import { ALL_ROLES, SELF_EDIT_ROLES, type Access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationParams } from './params.js';

const BASE = '/v4/{organisation}/account/me' as const;
const PORTAL = 'portal §7' as const;
const USERS = 'platform-contract §7 Users' as const;
const DECISION = 'Portal me paths';

/** The signed-in customer themself (any role). */
const me: Access = { customer: ALL_ROLES };
/** The signed-in customer changing their own user record (READONLY may not). */
const meEdit: Access = { customer: SELF_EDIT_ROLES };

export const portalArea = defineArea('portal', "The signed-in customer's own session: account, user, language and active account", {
  getMe: endpoint({
    method: 'GET', path: BASE,
    summary: 'The active account of the signed-in user: accountOwner (email, firstName, lastName), provider.customerId and users (phoneNumber)',
    params: OrganisationParams, responses: { 200: ok(Account), ...errors(404) },
    access: me, spec: [PORTAL, USERS], decision: DECISION,
  }),
  getUser: endpoint({
    method: 'GET', path: `${BASE}/user`,
    summary: "Load the current user: accounts (with the user's role on each), locations and language",
    description: 'Also the platform\'s "current-user load". Sign-in prefers the OWNER account, else the first.',
    params: OrganisationParams, responses: { 200: ok(CurrentUser), ...errors(404) },
    access: me, spec: [PORTAL, USERS, 'portal §6'], decision: DECISION,
  }),
  setLanguage: endpoint({
    method: 'PUT', path: `${BASE}/language`, summary: "Save the user's language",
    params: OrganisationParams, body: SetLanguageBody, responses: { 200: ok(User) },
    access: meEdit, spec: [PORTAL, USERS, 'portal §4'], decision: DECISION,
  }),
  setActiveAccount: endpoint({
    method: 'PUT', path: `${BASE}/active-account`, summary: 'Make an account the active one (on location change)',
    params: OrganisationParams, body: SetActiveAccountBody, responses: { 200: ok(AccountRole), ...errors(404) },
    access: me, spec: [PORTAL, USERS, 'portal §2 Shell'], decision: DECISION,
  }),
});
