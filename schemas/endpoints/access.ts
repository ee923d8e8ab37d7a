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
 * The spec does not say what each user role may do; the presets below are our decision
 * (docs/decisions.md "Customer roles").
 */
import type { AdminScope } from '../admin.js';
import type { ApiTokenScope } from '../api-token.js';
import type { UserRole } from '../account.js';

export interface Access {
  readonly public?: true;
  readonly customer?: readonly UserRole[];
  readonly staff?: readonly AdminScope[];
  readonly apiToken?: readonly ApiTokenScope[];
}

export const ALL_ROLES = ['OWNER', 'BS_OWNER', 'GUEST', 'INSPECTOR', 'READONLY'] as const satisfies readonly UserRole[];
/** Roles that may change what belongs to the account (home profile, inquiries, users). */
export const OWNER_ROLES = ['OWNER', 'BS_OWNER'] as const satisfies readonly UserRole[];
/** Roles that may change their own user record (language, contact details). READONLY may not. */
export const SELF_EDIT_ROLES = ['OWNER', 'BS_OWNER', 'GUEST', 'INSPECTOR'] as const satisfies readonly UserRole[];

/** Staff who look after customers: may read (and act for) any customer of their reach. */
export const CUSTOMER_STAFF = ['ADMIN', 'SUPPORT', 'SERVICE', 'ORG_ADMIN', 'ORG_SUPPORT'] as const satisfies readonly AdminScope[];
/** Platform-wide operators. */
export const PLATFORM_STAFF = ['ADMIN', 'SUPPORT', 'SERVICE'] as const satisfies readonly AdminScope[];
/** Every console scope (organisation roles included). */
export const CONSOLE_STAFF = [
  'ADMIN', 'SUPPORT', 'SERVICE', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER', 'ORG_USER',
] as const satisfies readonly AdminScope[];

export const access = {
  public: { public: true },
  /** A customer reading what is theirs, or staff reading it for them. */
  customerRead: { customer: ALL_ROLES, staff: CUSTOMER_STAFF },
  /** A customer changing what belongs to the account, or staff doing it for them. */
  customerWrite: { customer: OWNER_ROLES, staff: CUSTOMER_STAFF },
  /** A signed-in user changing their own user record. */
  ownUser: { customer: SELF_EDIT_ROLES, staff: CUSTOMER_STAFF },
  staff: (...scopes: readonly AdminScope[]): Access => ({ staff: scopes }),
} as const satisfies Record<string, Access | ((...s: AdminScope[]) => Access)>;
