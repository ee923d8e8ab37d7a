/**
 * Handlers of the audit-logs area (schemas/endpoints/audit-logs.ts; back-office §7 Audit logs):
 * search (newest first, paged, docs/decisions.md "Audit log page size") and read one entry.
 * ORG_* readers see only their organisation's entries; platform entries (organisation null) are not theirs.
 */
import { auditLogsArea } from '../../../schemas/endpoints/audit-logs.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { reachesOrganisation } from '../auth/principal.js';
import * as repo from '../repositories/audit-log.js';
import { reachOrNotFound } from './admins.js';
import { boundOrganisation } from '../auth/principal.js';

export const auditLogsHandlers = defineHandlers(auditLogsArea, {
  async searchAuditLogs(ctx) {
    const { filters, page, limit } = ctx.body;
    // The router checks organisations named in the path or query; this one sits in the body.
    if (filters.organisation !== undefined && !reachesOrganisation(ctx.principal, filters.organisation)) throw problem('forbidden');
    const { entries, total } = await repo.searchAuditLog(ctx.services.db, filters, page, limit, boundOrganisation(ctx.principal));
    return { status: 'success' as const, data: entries, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  },

  async getAuditLog(ctx) {
    const entry = reachOrNotFound(ctx.principal, await repo.findAuditEntry(ctx.services.db, ctx.params.id), (e) => e.organisation);
    return { data: entry };
  },
});
