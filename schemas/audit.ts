/**
 * Audit log of admin changes (back-office §3 Audit log, §7 Audit logs, §9). Entry fields and page size
 * are ours (docs/decisions.md "Audit log entry" and "Audit log page size").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { Email, ObjectId, OrganisationCode, Timestamp } from './core/primitives.js';
import { AdminScope } from './admin.js';

/** What was done (ours): the console's mutations, publishing, syncs, sign-ins. */
export const AuditAction = z.enum(['create', 'update', 'delete', 'publish', 'revoke', 'import', 'sync', 'signIn', 'signOut', 'run']);
export type AuditAction = z.infer<typeof AuditAction>;

/** back-office §9 "Audit log page size: not shown" — ours: 25 per page, at most 100 (the bridge's searches page alike). */
export const AUDIT_LOG_PAGE_SIZE = 25;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;
/** The message of a from–to filter whose from is after its to (audit log search, bridge statistics). */
export const AUDIT_RANGE_MESSAGE = 'from must not be after to';
/** What replaces secret values and passwords in a change (ours). */
export const AUDIT_REDACTED = '[redacted]';

/** `.superRefine` check of a from–to filter: from is not after to (either may be absent); the issue sits on `to`. */
export function checkDateRange<T extends Date | string>(range: { readonly from?: T; readonly to?: T }, ctx: z.RefinementCtx): void {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    ctx.addIssue({ code: 'custom', message: AUDIT_RANGE_MESSAGE, path: ['to'] });
  }
}

/** The page and page size of a search body (audit log, bridge customer search): page from 1 to 9 999 999, 25 by default, at most 100. */
export const searchBodyPaging = {
  page: z.number().int().min(1).max(9_999_999).default(1),
  limit: z.number().int().min(1).max(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_PAGE_SIZE),
};

/** One field that changed: its path in the record, the value before and after (absent when created or removed). */
export const AuditChange = z
  .object({
    path: z.string().min(1).meta({ description: 'Dotted path, e.g. tokenScopes or light.accentColor' }),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
  })
  .meta({ title: 'Change' });
export type AuditChange = z.infer<typeof AuditChange>;

/** Who did it. */
export const AuditActor = z
  .object({
    adminId: ObjectId.nullable().meta({ description: 'null for system jobs and API tokens' }),
    email: Email.optional(),
    scope: AdminScope,
  })
  .meta({ title: 'Actor' });
export type AuditActor = z.infer<typeof AuditActor>;

/**
 * back-office §3 Audit log: "The fields of an entry are not shown". Ours: who, when, what action on
 * which resource and record, in which organisation, field-level changes and the request id.
 */
export const AuditLogEntry = z
  .object({
    _id: ObjectId.meta({ 'x-ui': { hidden: true } }),
    createdAt: Timestamp.meta({ title: 'When', 'x-ui': { order: 1 } }),
    actor: AuditActor.meta({ 'x-ui': { order: 2 } }),
    action: AuditAction.meta({ title: 'Action', 'x-ui': { order: 3 } }),
    resource: z.string().regex(/^[a-z][a-z0-9-]*$/).meta({ title: 'Resource', description: 'Console resource name, e.g. api-tokens', 'x-ui': { order: 4 } }),
    resourceId: z.string().min(1).meta({ title: 'Record', 'x-ui': { order: 5 } }),
    organisation: OrganisationCode.nullable().meta({ title: 'Organisation', 'x-ui': { order: 6 } }),
    changes: z.array(AuditChange).meta({ title: 'Changes', description: `Secret values and passwords appear as ${AUDIT_REDACTED}`, 'x-ui': { order: 7 } }),
    requestId: z.string().min(1).meta({ title: 'Request id', 'x-ui': { order: 8 } }),
  })
  .meta({ title: 'Audit log entry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

/** back-office §7 POST /v3/audit-logs/search "body filters". */
export const AuditLogFilters = z
  .object({
    organisation: OrganisationCode.optional(),
    adminId: ObjectId.optional(),
    email: Email.optional(),
    action: AuditAction.optional(),
    resource: z.string().min(1).optional(),
    resourceId: z.string().min(1).optional(),
    requestId: z.string().min(1).optional(),
    from: Timestamp.optional().meta({ description: 'Entries at or after this instant' }),
    to: Timestamp.optional().meta({ description: 'Entries before this instant' }),
  })
  .superRefine(checkDateRange)
  .meta({ title: 'Filters' });
export type AuditLogFilters = z.infer<typeof AuditLogFilters>;

/** back-office §7 POST /v3/audit-logs/search: filters and page (newest first). */
export const AuditLogSearchBody = z
  .strictObject({
    filters: AuditLogFilters.default({}),
    ...searchBodyPaging,
  })
  .meta({ title: 'Audit log search' });
export type AuditLogSearchBody = z.infer<typeof AuditLogSearchBody>;

export const auditDomain = defineDomain({
  name: 'audit',
  spec: ['back-office §3 Audit log', 'back-office §7 Audit logs', 'back-office §9'],
  enums: { AuditAction },
  entities: { AuditChange, AuditActor, AuditLogEntry, AuditLogFilters, AuditLogSearchBody },
  rules: {
    auditLogRange: rule({
      spec: 'back-office §7 Audit logs',
      summary: 'Audit log search: from must not be after to',
      schema: AuditLogFilters,
      messages: [AUDIT_RANGE_MESSAGE],
    }),
    auditLogPageSize: rule({
      spec: 'back-office §9',
      summary: 'Audit log page size (not shown: ours): 25 by default, at most 100',
      schema: AuditLogSearchBody,
    }),
  },
});
