/**
 * The audit log's reads, over the console's data provider. The generic list reads a whole array and
 * pages it in the browser; the audit log grows without end, so its list asks the search for one page
 * with the form's filters and takes the total from the answer's pagination. Each page's and each
 * entry's admins are looked up in one getAdminInfo call (entries made in support mode carry an admin
 * id but no e-mail, and none carry a name). Other resources pass through untouched.
 */
import type { DataProvider, GetListParams, GetOneParams, RaRecord } from 'react-admin';
import type { GetAdminInfoInput, GetAdminInfoResult } from '../../../../generated/client/admins.gen.js';
import type { SearchAuditLogsInput, SearchAuditLogsResult } from '../../../../generated/client/audit-logs.gen.js';
import { resources } from '../../../../generated/resources.gen.js';
import type { AuditLogEntry } from '../../../../schemas/audit.js';
import { callOperationOf } from '../../data-provider.js';
import { searchBody, type AuditLogListFilter } from './audit-log-search.js';

export const AUDIT_LOGS = 'audit-logs';
const SEARCH = resources.find((r) => r.name === AUDIT_LOGS)?.operations.list?.operation ?? 'searchAuditLogs';

/** The display details of the admin behind an entry. */
export interface AdminDetails {
  readonly email: string;
  readonly name?: string;
}

/** An entry as the screens read it: react-admin's id, and the admin's details where they are known. */
export type AuditLogRecord = AuditLogEntry & RaRecord & { readonly admin?: AdminDetails };

export function auditLogDataProvider(base: DataProvider): DataProvider {
  const callOperation = callOperationOf(base);

  /** One look-up for all admins of these entries; without it (refused, failed) the entries' own e-mails still show. */
  const withAdmins = async (entries: readonly AuditLogEntry[]): Promise<AuditLogRecord[]> => {
    const ids = [...new Set(entries.map((e) => e.actor.adminId).filter((id): id is string => id !== null))];
    const details = new Map<string, AdminDetails>();
    if (ids.length > 0) {
      try {
        const input: GetAdminInfoInput = { body: { ids } };
        const answer = (await callOperation('getAdminInfo', input)) as GetAdminInfoResult;
        for (const a of answer.data) details.set(a._id, { email: a.email, ...(a.name ? { name: a.name } : {}) });
      } catch (error) {
        console.warn('Admin details of the audit log could not be read', error);
      }
    }
    return entries.map((e) => {
      const admin = e.actor.adminId === null ? undefined : details.get(e.actor.adminId);
      return { ...e, id: e._id, ...(admin ? { admin } : {}) };
    });
  };

  return {
    ...base,
    async getList(resource: string, params: GetListParams) {
      if (resource !== AUDIT_LOGS) return base.getList(resource, params);
      const input: SearchAuditLogsInput = { body: searchBody((params.filter ?? {}) as AuditLogListFilter, params.pagination) };
      const answer = (await callOperation(SEARCH, input)) as SearchAuditLogsResult;
      return { data: await withAdmins(answer.data), total: answer.pagination.total };
    },
    async getOne(resource: string, params: GetOneParams) {
      if (resource !== AUDIT_LOGS) return base.getOne(resource, params);
      const { data } = await base.getOne(resource, params);
      const [record] = await withAdmins([data as unknown as AuditLogEntry]);
      return { data: record };
    },
  } as DataProvider;
}
