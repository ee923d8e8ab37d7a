/**
 * The account prospects' list read, over the console's data provider. The descriptor's list call
 * (listAccountProspects) answers one sign-up's prospects by its ref, which staff do not know; the
 * list asks the search instead, a page at a time, by status (customer service's queue: those waiting
 * for the provider customer's confirmation) and free text, newest first, the total from the answer's
 * pagination. A prospect's own screen reads it as the generic screens do (getAccountProspect).
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { SearchAccountProspectsInput, SearchAccountProspectsResult } from '../../../../generated/client/prospects.gen.js';
import type { AccountProspect, ProspectStatus } from '../../../../schemas/prospect.js';
import { callOperationOf } from '../../data-provider.js';

export const PROSPECTS = 'account-prospects';

/** A prospect as the screens read it: react-admin's id beside the contract's fields. */
export type ProspectRecord = AccountProspect & RaRecord;

/** The list's filter form: a status ('' or none: any) and free text. */
export interface ProspectListFilter {
  readonly status?: ProspectStatus | '';
  readonly q?: string;
}

/** The search query of a list page. */
export function searchQuery(filter: ProspectListFilter, pagination: GetListParams['pagination']): NonNullable<SearchAccountProspectsInput['query']> {
  const q = filter.q?.trim();
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(q ? { q } : {}),
    ...(pagination ? { page: String(pagination.page), limit: String(pagination.perPage) } : {}),
  };
}

export function prospectDataProvider(base: DataProvider): DataProvider {
  const callOperation = callOperationOf(base);
  return {
    ...base,
    async getList(resource: string, params: GetListParams) {
      if (resource !== PROSPECTS) return base.getList(resource, params);
      const input: SearchAccountProspectsInput = { query: searchQuery((params.filter ?? {}) as ProspectListFilter, params.pagination) };
      const answer = (await callOperation('searchAccountProspects', input)) as SearchAccountProspectsResult;
      const data: ProspectRecord[] = answer.data.map((p) => ({ ...p, id: p._id }));
      return { data, total: answer.pagination.total };
    },
  } as DataProvider;
}
