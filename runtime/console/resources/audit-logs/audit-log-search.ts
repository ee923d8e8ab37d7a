/**
 * From the list's filter form to the audit log's search body (POST /v3/audit-logs/search: filters,
 * page, limit). "Who" takes an e-mail or an admin id, as the search does; dates are whole days in the
 * admin's own time zone, "to" included (docs/decisions.md "Audit log search in the console").
 */
import { AUDIT_LOG_MAX_PAGE_SIZE, AuditAction } from '../../../../schemas/audit.js';
import { Email, OBJECT_ID_PATTERN } from '../../../../schemas/core/primitives.js';
import type { SearchAuditLogsInput } from '../../../../generated/client/audit-logs.gen.js';

/** The list's filter values, as the filter inputs write them. */
export interface AuditLogListFilter {
  readonly who?: string;
  readonly action?: string;
  readonly resource?: string;
  readonly resourceId?: string;
  readonly organisation?: string;
  /** YYYY-MM-DD (react-admin's DateInput) or a Date. */
  readonly from?: string | Date;
  readonly to?: string | Date;
}

export type AuditSearchBody = SearchAuditLogsInput['body'];
type SearchFilters = NonNullable<AuditSearchBody['filters']>;

/** How "who" searches: by e-mail, by admin id, or not at all (undefined: neither). */
export function whoFilter(who: string): Pick<SearchFilters, 'email' | 'adminId'> | undefined {
  const value = who.trim();
  if (OBJECT_ID_PATTERN.test(value)) return { adminId: value.toLowerCase() };
  if (Email.safeParse(value).success) return { email: value };
  return undefined;
}

/** Midnight starting a calendar day in the local time zone, `days` later. */
function localDay(value: string | Date, days = 0): Date | undefined {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : undefined;
  const base = value instanceof Date ? value : match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
  if (!base || Number.isNaN(base.getTime())) return undefined;
  return new Date(base.getFullYear(), base.getMonth(), base.getDate() + days);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The search's filters; throws on a "who" that is neither an e-mail nor an admin id (the form says so first). */
export function searchFilters(filter: AuditLogListFilter): SearchFilters {
  const out: Record<string, unknown> = {};
  const who = text(filter.who);
  if (who !== undefined) {
    const by = whoFilter(who);
    if (!by) throw new Error(`"${who}" is neither an e-mail address nor an admin id`);
    Object.assign(out, by);
  }
  const action = text(filter.action);
  if (action !== undefined && AuditAction.safeParse(action).success) out.action = action;
  for (const key of ['resource', 'resourceId', 'organisation'] as const) {
    const value = text(filter[key]);
    if (value !== undefined) out[key] = value;
  }
  const from = filter.from ? localDay(filter.from) : undefined;
  // The search's "to" is exclusive: the day after the chosen one, so the chosen day is included.
  const to = filter.to ? localDay(filter.to, 1) : undefined;
  if (from) out.from = from;
  if (to) out.to = to;
  return out as SearchFilters;
}

/** The body of one page; react-admin pages from 1, as the search does. */
export function searchBody(filter: AuditLogListFilter, pagination?: { readonly page: number; readonly perPage: number }): AuditSearchBody {
  const limit = Math.min(Math.max(pagination?.perPage ?? 25, 1), AUDIT_LOG_MAX_PAGE_SIZE);
  return { filters: searchFilters(filter), page: Math.max(pagination?.page ?? 1, 1), limit };
}
