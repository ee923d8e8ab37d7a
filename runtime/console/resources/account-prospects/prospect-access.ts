/**
 * Who may confirm or refuse a sign-up's provider customer, and when. Who: the scopes the contract's
 * resolveAccountProspect admits (read from its access, as the console reads every operation's; the
 * server refuses the others anyway). When: on a CUSTOMER prospect that is still open, as the server
 * allows (docs/decisions.md "Prospect state machine and who may move it"): a USER prospect names no
 * provider customer, and a settled one moves no more (both answer 409). Confirming a prospect staff
 * have already confirmed changes nothing, so only refusing is offered then.
 */
import { usePermissions } from 'react-admin';
import type { Access } from '../../../../schemas/endpoints/access.js';
import { prospectsArea } from '../../../../schemas/endpoints/prospects.js';
import { SETTLED_PROSPECT_STATUSES, type AccountProspect, type ProspectStatus } from '../../../../schemas/prospect.js';

const RESOLVE_ACCESS: Access = prospectsArea.endpoints.resolveAccountProspect.access;
const SETTLED: ReadonlySet<ProspectStatus> = new Set(SETTLED_PROSPECT_STATUSES);

/** Whether an admin of `scope` may confirm or refuse provider customers. */
export const mayResolveProspects = (scope: string | undefined): boolean =>
  scope !== undefined && ((RESOLVE_ACCESS.staff ?? []) as readonly string[]).includes(scope);

export interface ProspectMoves {
  readonly confirm: boolean;
  readonly refuse: boolean;
}

const NONE: ProspectMoves = { confirm: false, refuse: false };

/** What the prospect itself still allows, whoever asks. */
export function movesOf(prospect: Pick<AccountProspect, 'status' | 'accountType'> | undefined): ProspectMoves {
  if (!prospect || prospect.accountType !== 'CUSTOMER' || SETTLED.has(prospect.status)) return NONE;
  return { confirm: prospect.status !== 'provider_resolved', refuse: true };
}

/** What the signed-in admin may do with this prospect: nothing without the scope. */
export function useProspectMoves(prospect: Pick<AccountProspect, 'status' | 'accountType'> | undefined): ProspectMoves {
  const { permissions } = usePermissions<{ scope?: string } | undefined>();
  return mayResolveProspects(permissions?.scope) ? movesOf(prospect) : NONE;
}
