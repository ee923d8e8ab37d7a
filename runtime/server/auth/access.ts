/**
 * The access a descriptor declares, enforced before the handler runs: who may call at all (token
 * kind, staff scope, API-token scope) and in which organisation. What a customer may reach inside
 * the organisation (their own accounts, locations, data) is checked by `reach.ts` when the handler
 * names the record.
 */
import type { Access } from '../../../schemas/endpoints/access.js';
import { problem } from '../errors.js';
import { reachesOrganisation, type Principal } from './principal.js';

/** Throws 401 or 403 unless `principal` may call an endpoint with `access` in `organisation` (when the call names one). */
export function checkAccess(access: Access, principal: Principal | undefined, organisation: string | undefined): void {
  if (access.public) return;
  if (!principal) throw problem('unauthorized');
  const allowed =
    principal.kind === 'customer' ? access.customer !== undefined
    : principal.kind === 'staff' ? access.staff?.includes(principal.scope) === true
    : principal.scopes.some((s) => access.apiToken?.includes(s));
  if (!allowed) throw problem('forbidden');
  if (organisation !== undefined && !reachesOrganisation(principal, organisation)) throw problem('forbidden');
}
