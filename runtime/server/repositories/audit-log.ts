/**
 * Reading the audit log (table audit_log, 0001; written only by audit.ts recordAudit).
 * Searches are newest first, paged; the filters are AuditLogFilters.
 */
import type { AuditAction, AuditChange, AuditLogEntry, AuditLogFilters } from '../../../schemas/audit.js';
import type { AdminScope } from '../../../schemas/admin.js';
import { one, type Queryable } from '../db/database.js';

interface AuditRow {
  id: string;
  created_at: Date;
  actor: { adminId: string | null; email?: string; scope: AdminScope };
  action: AuditAction;
  resource: string;
  resource_id: string;
  organisation: string | null;
  changes: AuditChange[];
  request_id: string;
}

const COLUMNS = 'id, created_at, actor, action, resource, resource_id, organisation, changes, request_id';

function toEntry(r: AuditRow): AuditLogEntry {
  const actor = { adminId: r.actor.adminId ?? null, scope: r.actor.scope, ...(r.actor.email ? { email: r.actor.email } : {}) };
  return {
    _id: r.id, createdAt: r.created_at, actor, action: r.action, resource: r.resource, resourceId: r.resource_id,
    organisation: r.organisation, changes: r.changes, requestId: r.request_id,
  };
}

/** `reach`: an org-bound reader sees only its organisation's entries. */
export async function searchAuditLog(
  q: Queryable, filters: AuditLogFilters, page: number, limit: number, reach?: string,
): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    where.push(sql.replace('?', `$${values.length}`));
  };
  if (reach !== undefined) add('organisation = ?', reach);
  if (filters.organisation !== undefined) add('organisation = ?', filters.organisation);
  if (filters.adminId !== undefined) add('admin_id = ?', filters.adminId);
  if (filters.email !== undefined) add('lower(actor_email) = lower(?)', filters.email);
  if (filters.action !== undefined) add('action = ?', filters.action);
  if (filters.resource !== undefined) add('resource = ?', filters.resource);
  if (filters.resourceId !== undefined) add('resource_id = ?', filters.resourceId);
  if (filters.requestId !== undefined) add('request_id = ?', filters.requestId);
  if (filters.from !== undefined) add('created_at >= ?', filters.from);
  if (filters.to !== undefined) add('created_at < ?', filters.to);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM audit_log ${clause}`, values))?.n ?? 0;
  const { rows } = await q.query<AuditRow>(
    `SELECT ${COLUMNS} FROM audit_log ${clause} ORDER BY created_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, limit, (page - 1) * limit],
  );
  return { entries: rows.map(toEntry), total };
}

export async function findAuditEntry(q: Queryable, id: string): Promise<AuditLogEntry | undefined> {
  const row = await one<AuditRow>(q, `SELECT ${COLUMNS} FROM audit_log WHERE id = $1`, [id]);
  return row && toEntry(row);
}
