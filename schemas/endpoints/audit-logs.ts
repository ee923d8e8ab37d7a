/**
 * Audit logs (back-office §7 Audit logs), under /v3/audit-logs (docs/decisions.md "Path bases").
 */
import { ok, paginated } from '../core/envelope.js';
import { AuditLogEntry, AuditLogSearchBody } from '../audit.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { IdParams } from './params.js';

const A = 'back-office §7 Audit logs' as const;

/** Who reads the audit log (ours): ORG_ADMIN only its organisation's entries. */
const auditReaders = access.staff('ADMIN', 'SUPPORT', 'ORG_ADMIN');

export const auditLogsArea = defineArea('audit-logs', 'Audit log of admin changes: search and read', {
  searchAuditLogs: endpoint({
    method: 'POST',
    path: '/v3/audit-logs/search',
    summary: 'Search the audit log by filters, newest first (25 per page by default)',
    body: AuditLogSearchBody,
    responses: { 200: paginated(AuditLogEntry) },
    access: auditReaders,
    spec: [A, 'back-office §9'],
    decision: 'Audit log page size',
  }),
  getAuditLog: endpoint({
    method: 'GET',
    path: '/v3/audit-logs/{id}',
    summary: 'Read one audit log entry',
    params: IdParams,
    responses: { 200: ok(AuditLogEntry), ...errors(404) },
    access: auditReaders,
    spec: A,
    decision: 'Audit log entry',
  }),
});
