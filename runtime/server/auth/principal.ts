/**
 * Who is calling: what a verified token (or API token) says, and nothing more. Access checks read
 * this and the endpoint descriptor's `access`; handlers read it to find what is the caller's.
 */
import type { AdminScope } from '../../../schemas/admin.js';
import type { ApiTokenScope } from '../../../schemas/api-token.js';

export interface CustomerPrincipal {
  readonly kind: 'customer';
  readonly userId: string;
  /** The account the token was issued for (the auth entry's accountId). */
  readonly accountId: string;
  readonly organisation: string;
  /** USER, or DEMO (read-only everywhere). */
  readonly scope: 'USER' | 'DEMO';
  readonly sessionId: string;
  /** Set when staff signed in as this customer (ADMIN_BANKID support mode). */
  readonly actingAdminId?: string;
  /**
   * A password-reset link's token: it may set this user's password once and do nothing else
   * (decision "Password reset link"); only calls whose access says `passwordReset` accept it.
   */
  readonly purpose?: 'passwordReset';
}

export interface StaffPrincipal {
  readonly kind: 'staff';
  readonly adminId: string;
  readonly email: string;
  readonly organisation: string;
  readonly scope: AdminScope;
  readonly sessionId: string;
}

export interface ApiTokenPrincipal {
  readonly kind: 'apiToken';
  readonly tokenId: string;
  readonly organisation: string;
  readonly scopes: readonly ApiTokenScope[];
}

export type Principal = CustomerPrincipal | StaffPrincipal | ApiTokenPrincipal;

/** Scopes that reach every organisation; every other staff scope reaches only its own. */
export const PLATFORM_WIDE_SCOPES: ReadonlySet<AdminScope> = new Set<AdminScope>(['ADMIN', 'SUPPORT', 'SERVICE', 'WEBHOOK']);

/** Whether the caller may act in `organisation`. */
export function reachesOrganisation(principal: Principal, organisation: string): boolean {
  if (principal.kind === 'staff' && PLATFORM_WIDE_SCOPES.has(principal.scope)) return true;
  return principal.organisation === organisation;
}

/** The organisation the caller is bound to (customers, API tokens, ORG_* staff); undefined for platform-wide scopes. */
export function boundOrganisation(principal: Principal): string | undefined {
  return principal.kind === 'staff' && PLATFORM_WIDE_SCOPES.has(principal.scope) ? undefined : principal.organisation;
}
