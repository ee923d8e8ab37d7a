/**
 * Who may call an endpoint. Part of every descriptor, so the server enforces it and the access
 * matrix test reads it from this one place.
 *
 * - `public`: no token.
 * - `customer`: a customer's USER-scope token, with one of these roles on the account the call
 *   reaches (the server also checks the account/location/service is theirs). DEMO tokens count as
 *   READONLY.
 * - `staff`: an admin or system token with one of these scopes; organisation-bound scopes (ORG_*)
 *   only reach their own organisation.
 * - `apiToken`: an organisation's API token holding one of these token scopes.
 * - `passwordReset`: the token of a password-reset link is accepted too. It names one user and may
 *   only set that user's password, once; every call without this flag refuses it (decision
 *   "Password change and reset").
 * The spec does not say what each user role may do; the presets below are our decision
 * (docs/decisions.md "Customer roles", "Back-office access"). The order of each list is the order
 * generated/openapi.json shows in x-access.
 */
import type { AdminScope, OrganisationRole } from '../admin.js';
import type { ApiTokenScope } from '../api-token.js';
import { UserRole } from '../account.js';

export interface Access {
  readonly public?: true;
  readonly customer?: readonly UserRole[];
  readonly staff?: readonly AdminScope[];
  readonly apiToken?: readonly ApiTokenScope[];
  readonly passwordReset?: true;
}

// —— customer roles ——

/** Every customer role, in the enumeration's order. */
export const ALL_ROLES: readonly UserRole[] = UserRole.options;
/** Roles that may change what belongs to the account (home profile, inquiries, users). */
const OWNER_ROLES = ['OWNER', 'BS_OWNER'] as const satisfies readonly UserRole[];
/** Roles that may change their own user record (language, contact details). READONLY may not. */
export const SELF_EDIT_ROLES = ['OWNER', 'BS_OWNER', 'GUEST', 'INSPECTOR'] as const satisfies readonly UserRole[];

// —— staff scopes ——

/** Platform-wide operators. */
export const PLATFORM_STAFF = ['ADMIN', 'SUPPORT', 'SERVICE'] as const satisfies readonly AdminScope[];
/** The organisation roles that look after customers. */
const CUSTOMER_ORG_ROLES = ['ORG_ADMIN', 'ORG_SUPPORT'] as const satisfies readonly OrganisationRole[];
/** Staff who look after customers: may read (and act for) any customer of their reach. */
export const CUSTOMER_STAFF = [...PLATFORM_STAFF, ...CUSTOMER_ORG_ROLES] as const;
/**
 * Every console scope: the platform staff and every organisation role (OrganisationRole), customer
 * staff first. Written out rather than spread from OrganisationRole, whose order differs; a test
 * checks the set.
 */
export const CONSOLE_STAFF = [...CUSTOMER_STAFF, 'ORG_MARKETING', 'ORG_DEVELOPER', 'ORG_USER'] as const satisfies readonly AdminScope[];
/** Admins of the platform or of the organisation: deletions, admin management, releases, account groups. */
export const ORG_ADMINS = ['ADMIN', 'ORG_ADMIN'] as const satisfies readonly AdminScope[];
/** Who edits customer-facing content: themes, modules, custom favorites, copy. */
export const CONTENT_EDITORS = [...ORG_ADMINS, 'ORG_MARKETING'] as const satisfies readonly AdminScope[];
/** Who may change an organisation's assets (the console's customize pages). */
export const ASSET_EDITORS = [...CONTENT_EDITORS, 'ORG_DEVELOPER'] as const satisfies readonly AdminScope[];
/**
 * Who edits what segments target and so may count a rule set's customers: the content editors
 * (modules, custom favorites) and the feature-flag editors (ORG_DEVELOPER).
 */
export const SEGMENT_EDITORS = [...CONTENT_EDITORS, 'ORG_DEVELOPER'] as const satisfies readonly AdminScope[];
/** Staff who read customers' inboxes and feedback: customer staff and marketing. */
export const INBOX_READERS = [...CUSTOMER_STAFF, 'ORG_MARKETING'] as const satisfies readonly AdminScope[];
/** Staff who run the admin inbox (all inbox, batch, push sending, e-mail test). */
export const INBOX_ADMINS = ['ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_MARKETING'] as const satisfies readonly AdminScope[];
/** System callers that create inbox items (createdBy WEBHOOK or SYSTEM). */
const INBOX_WEBHOOKS = ['WEBHOOK', 'SERVICE'] as const satisfies readonly AdminScope[];

const customerRead = { customer: ALL_ROLES, staff: CUSTOMER_STAFF } as const;

export const access = {
  public: { public: true },
  /** A customer reading what is theirs, or staff reading it for them. */
  customerRead,
  /** A customer changing what belongs to the account, or staff doing it for them. */
  customerWrite: { customer: OWNER_ROLES, staff: CUSTOMER_STAFF },
  /** A signed-in user changing their own user record. */
  ownUser: { customer: SELF_EDIT_ROLES, staff: CUSTOMER_STAFF },
  /** ownUser, and the password-reset link's token (updateUser's newPassword). */
  ownUserOrPasswordReset: { customer: SELF_EDIT_ROLES, staff: CUSTOMER_STAFF, passwordReset: true },
  /** A customer's own locations, staff, and API tokens allowed to list locations. */
  locationList: { ...customerRead, apiToken: ['getLocations'] },
  /** Customer staff only (the console's customer calls). */
  customerStaff: { staff: CUSTOMER_STAFF },
  /** Any console scope. */
  console: { staff: CONSOLE_STAFF },
  /** Platform-wide operators only. */
  platform: { staff: PLATFORM_STAFF },
  /** docs/decisions.md "Admin functions", "Back-office access": admins of the platform or the organisation. */
  orgAdmins: { staff: ORG_ADMINS },
  /** docs/decisions.md "Back-office access": content editors. */
  contentEditors: { staff: CONTENT_EDITORS },
  /** Who may change an organisation's assets. */
  assetEditors: { staff: ASSET_EDITORS },
  /** Who edits what segments target (modules, favorites, feature flags): counts a rule set's customers. */
  segmentEditors: { staff: SEGMENT_EDITORS },
  /** A customer's own inbox (or feedback), or staff reading it for them, marketing included. */
  inboxRead: { customer: ALL_ROLES, staff: INBOX_READERS },
  /** Items are written by the inbox admins and by webhooks. */
  inboxWrite: { staff: [...INBOX_ADMINS, ...INBOX_WEBHOOKS] },
  /** The admin inbox: all inbox, e-mail test. */
  inboxAdmin: { staff: INBOX_ADMINS },
  staff: (...scopes: readonly AdminScope[]): Access => ({ staff: scopes }),
} as const satisfies Record<string, Access | ((...s: AdminScope[]) => Access)>;
