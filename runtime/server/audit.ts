/**
 * The audit log of admin changes (back-office §3, §7). `recordAudit` runs inside the transaction of
 * the change it records (pass the transaction's Queryable): if the entry cannot be written, the
 * change rolls back with it. Differences are field-level, by dotted path; secret values, passwords
 * and tokens appear redacted.
 */
import { AUDIT_REDACTED, type AuditAction, type AuditChange } from '../../schemas/audit.js';
import type { Queryable } from './db/database.js';
import type { Principal } from './auth/principal.js';
import { newId } from './ids.js';

/** Fields whose values never enter the log. */
const REDACTED_FIELDS = new Set(['value', 'password', 'passwordHash', 'password_hash', 'token', 'refreshToken', 'accessToken', 'secret']);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function toJson(value: unknown): Json | undefined {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Json);
}

function isPlainObject(v: Json | undefined): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Field-level differences between two records: objects by key, arrays and scalars as whole values. */
export function diff(before: unknown, after: unknown, redact: ReadonlySet<string> = REDACTED_FIELDS): AuditChange[] {
  const changes: AuditChange[] = [];
  const walk = (a: Json | undefined, b: Json | undefined, path: string[]): void => {
    const field = path[path.length - 1];
    if (isPlainObject(a) || isPlainObject(b)) {
      if (isPlainObject(a) && isPlainObject(b)) {
        for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) walk(a[key], b[key], [...path, key]);
        return;
      }
      if (path.length > 0 && !(field !== undefined && redact.has(field))) {
        // A record appearing or vanishing as a whole: list its leaves so every field shows.
        if (isPlainObject(a)) for (const key of Object.keys(a).sort()) walk(a[key], undefined, [...path, key]);
        if (isPlainObject(b)) for (const key of Object.keys(b).sort()) walk(undefined, b[key], [...path, key]);
        if (!isPlainObject(a) && a !== undefined) changes.push({ path: path.join('.'), before: a });
        if (!isPlainObject(b) && b !== undefined) changes.push({ path: path.join('.'), after: b });
        return;
      }
    }
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const hidden = field !== undefined && redact.has(field);
    changes.push({
      path: path.join('.'),
      ...(a === undefined ? {} : { before: hidden ? AUDIT_REDACTED : a }),
      ...(b === undefined ? {} : { after: hidden ? AUDIT_REDACTED : b }),
    });
  };
  const a = toJson(before);
  const b = toJson(after);
  if (isPlainObject(a) || isPlainObject(b)) {
    const keys = [...new Set([...Object.keys(isPlainObject(a) ? a : {}), ...Object.keys(isPlainObject(b) ? b : {})])].sort();
    for (const key of keys) walk(isPlainObject(a) ? a[key] : undefined, isPlainObject(b) ? b[key] : undefined, [key]);
  } else {
    walk(a, b, []);
  }
  return changes;
}

export interface AuditRecord {
  readonly action: AuditAction;
  /** Console resource name, e.g. api-tokens. */
  readonly resource: string;
  readonly resourceId: string;
  readonly organisation: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
  /** Changes given directly (instead of before/after). */
  readonly changes?: readonly AuditChange[];
}

export interface AuditContext {
  readonly principal: Principal | undefined;
  readonly requestId: string;
  readonly now: Date;
}

/** Writes one entry; throws (and so rolls back the caller's transaction) when it cannot. */
export async function recordAudit(q: Queryable, ctx: AuditContext, record: AuditRecord): Promise<string> {
  const p = ctx.principal;
  const actor = p?.kind === 'staff'
    ? { adminId: p.adminId, email: p.email, scope: p.scope }
    : p?.kind === 'customer' && p.actingAdminId
      ? { adminId: p.actingAdminId, scope: 'SUPPORT' as const }
      : p?.kind === 'customer'
        ? { adminId: null, scope: p.scope }
        : { adminId: null, scope: 'SERVICE' as const };
  const changes = record.changes ?? diff(record.before, record.after);
  const id = newId(ctx.now);
  await q.query(
    `INSERT INTO audit_log (id, created_at, actor, admin_id, actor_email, action, resource, resource_id, organisation, changes, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, ctx.now, actor, actor.adminId, 'email' in actor ? actor.email : null, record.action, record.resource, record.resourceId, record.organisation, JSON.stringify(changes), ctx.requestId],
  );
  return id;
}

/** Whether a change is made by staff, an API token, or staff signed in as the customer (support mode): those are audited. */
export function staffActs(principal: Principal | undefined): boolean {
  if (!principal) return false;
  return principal.kind !== 'customer' || principal.actingAdminId !== undefined;
}

/** Records a staff change in the caller's transaction; a customer's own change is not an admin mutation. */
export async function auditStaffChange(q: Queryable, ctx: AuditContext, record: AuditRecord): Promise<void> {
  if (staffActs(ctx.principal)) await recordAudit(q, ctx, record);
}

/** The audit context of a handler's request, timed by the server's clock. */
export function auditOf(ctx: { readonly principal: Principal | undefined; readonly requestId: string; readonly services: { readonly clock: { now(): Date } } }): AuditContext {
  return { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() };
}
