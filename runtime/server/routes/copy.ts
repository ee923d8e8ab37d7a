/**
 * Handlers of the copy area (schemas/endpoints/copy.ts; back-office §7 Copy; docs/decisions.md
 * "Copy types and record", "Copy calls"). Records are per type + key + organisation; organisation
 * absent means the platform default, which only platform ADMINs change ("Back-office access").
 * Every change writes its audit entry in the same transaction.
 */
import { copyArea } from '../../../schemas/endpoints/copy.js';
import { TRANSLATIONS_EMPTY, type Copy, type CopyImportResult, type CopyInput, type CopyType } from '../../../schemas/copy.js';
import type { Language } from '../../../schemas/core/primitives.js';
import { defineHandlers, file } from '../contract/handlers.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { recordAudit, type AuditContext } from '../audit.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import {
  aggregatedCopy, deleteCopyRecord, findCopy, findCopyByKeys, insertCopy, listCopy, listCopyWithDefaults, organisationExists, updateCopyRecord,
} from '../repositories/copy.js';
import { CsvError, copyToCsv, readCopyCsv, type CopyCsvRow } from './copy-csv.js';
import { classifyImport, sameText, validInputs } from './copy-import.js';
import { CopyKey } from '../../../schemas/copy.js';

const RESOURCE = 'copy';
/** More rows than this in one import answers 413 (a batch holds at most 1000; a file may be a whole type). */
const MAX_IMPORT_ROWS = 5000;

/**
 * Who may change the records of `organisation` (null: the platform default). The router already
 * keeps ORG_* scopes to their own organisation when the query names one.
 */
function assertMayWrite(principal: Principal, organisation: string | null): void {
  if (organisation === null && !(principal.kind === 'staff' && principal.scope === 'ADMIN')) throw problem('forbidden');
}

async function assertOrganisation(q: Queryable, organisation: string | null): Promise<void> {
  if (organisation !== null && !(await organisationExists(q, organisation))) throw problem('notFound', { message: `No organisation ${organisation}` });
}

function newCopy(type: CopyType, organisation: string | null, input: CopyInput, now: Date, principal: Principal): Copy {
  return {
    _id: newId(now), type, key: input.key, organisation, values: input.values,
    ...(input.description !== undefined ? { description: input.description } : {}),
    createdAt: now, updatedAt: now, ...updatedBy(principal),
  };
}

function changed(before: Copy, input: { values: CopyInput['values']; description?: string | undefined }, now: Date, principal: Principal): Copy {
  const { description: _d, updatedBy: _u, ...rest } = before;
  return { ...rest, values: input.values, ...(input.description !== undefined ? { description: input.description } : {}), updatedAt: now, ...updatedBy(principal) };
}

function updatedBy(principal: Principal): { updatedBy?: string } {
  return principal.kind === 'staff' ? { updatedBy: principal.adminId } : {};
}

/**
 * Creates or updates each input (an import or a batch) in the caller's transaction, auditing every
 * key that changes. Inputs are unique by key (the callers check).
 */
async function upsertMany(
  q: Queryable, audit: AuditContext, principal: Principal, type: CopyType, organisation: string | null,
  inputs: readonly CopyInput[], action: 'import' | 'update',
): Promise<CopyImportResult> {
  const existing = await findCopyByKeys(q, type, inputs.map((i) => i.key), organisation);
  const result = { created: 0, updated: 0, unchanged: 0 };
  for (const input of inputs) {
    const before = existing.get(input.key);
    if (!before) {
      const created = newCopy(type, organisation, input, audit.now, principal);
      if (!(await insertCopy(q, created))) throw problem('conflict', { message: `Copy ${type}/${input.key} was created meanwhile` });
      await recordAudit(q, audit, { action: action === 'import' ? 'import' : 'create', resource: RESOURCE, resourceId: created._id, organisation, after: created });
      result.created++;
    } else if (sameText(before, input)) {
      result.unchanged++;
    } else {
      const after = changed(before, input, audit.now, principal);
      await updateCopyRecord(q, after);
      await recordAudit(q, audit, { action, resource: RESOURCE, resourceId: after._id, organisation, before, after });
      result.updated++;
    }
  }
  return result;
}

function firstDuplicate(keys: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const k of keys) {
    if (seen.has(k)) return k;
    seen.add(k);
  }
  return undefined;
}

function pageNumbers(page: string, itemsPerPage: string): { page: number; limit: number } {
  const p = Number(page);
  if (p < 1) throw problem('validationError', { message: 'page must be at least 1' });
  return { page: p, limit: Number(itemsPerPage) };
}

export const copyHandlers = defineHandlers(copyArea, {
  async getAggregatedCopy({ query, services }) {
    if (!(await organisationExists(services.db, query.organisation))) throw problem('notFound', { message: `No organisation ${query.organisation}` });
    const types = query.types.split(',') as CopyType[];
    const copy = await aggregatedCopy(services.db, [...new Set(types)], query.organisation, query.language);
    // platform-contract §5: an empty set is an error, not an answer (the schema refuses it too).
    if (Object.keys(copy).length === 0) throw problem('notFound', { message: TRANSLATIONS_EMPTY });
    return { data: { version: query.version, organisation: query.organisation, language: query.language, copy } };
  },

  async listCopy({ params, query, services }) {
    const { page, limit } = pageNumbers(query.page, query.itemsPerPage);
    const filter = { type: params.type, organisation: query.organisation ?? null, search: query.search, language: query.language as Language | undefined };
    // An organisation's list with its defaults: what its customers see, each text marked as its own or the platform's.
    const list = query.withDefaults === 'true' && filter.organisation !== null ? listCopyWithDefaults : listCopy;
    const { items, total } = await list(services.db, filter, page, limit);
    const pages = limit > 0 ? Math.ceil(total / limit) : total > 0 ? 1 : 0;
    return { status: 'success' as const, data: items, pagination: { page, limit, total, pages } };
  },

  async exportCopyCsv({ params, query, services }) {
    const filter = { type: params.type, organisation: query.organisation ?? null, search: query.search, language: query.language as Language | undefined };
    const { items } = await listCopy(services.db, filter, 1, 0);
    const org = query.organisation ?? 'default';
    return file('text/csv; charset=utf-8', copyToCsv(items), `copy-${params.type}-${org}.csv`);
  },

  async getCopy({ params, query, services }) {
    const found = await findCopy(services.db, params.type, params.key, query.organisation ?? null);
    if (!found) throw problem('notFound');
    return { data: found };
  },

  async createCopy({ params, query, body, principal, services, requestId }) {
    const organisation = query.organisation ?? null;
    assertMayWrite(principal, organisation);
    const now = services.clock.now();
    const created = await services.db.tx(async (q) => {
      await assertOrganisation(q, organisation);
      const record = newCopy(params.type, organisation, body, now, principal);
      if (!(await insertCopy(q, record))) throw problem('conflict', { message: `Copy ${params.type}/${body.key} exists already` });
      await recordAudit(q, { principal, requestId, now }, { action: 'create', resource: RESOURCE, resourceId: record._id, organisation, after: record });
      return record;
    });
    return { data: created };
  },

  async updateCopy({ params, query, body, principal, services, requestId }) {
    const organisation = query.organisation ?? null;
    assertMayWrite(principal, organisation);
    const now = services.clock.now();
    const after = await services.db.tx(async (q) => {
      const before = await findCopy(q, params.type, params.key, organisation, true);
      if (!before) {
        // An organisation editing a platform text it has not overridden yet: its first edit makes its own record.
        if (organisation === null || !(await findCopy(q, params.type, params.key, null))) throw problem('notFound');
        const record = newCopy(params.type, organisation, { key: params.key, ...body }, now, principal);
        if (!(await insertCopy(q, record))) throw problem('conflict');
        await recordAudit(q, { principal, requestId, now }, { action: 'create', resource: RESOURCE, resourceId: record._id, organisation, after: record });
        return record;
      }
      // Saving the same text again changes nothing and leaves no audit entry.
      if (sameText(before, body)) return before;
      const next = changed(before, body, now, principal);
      await updateCopyRecord(q, next);
      await recordAudit(q, { principal, requestId, now }, { action: 'update', resource: RESOURCE, resourceId: next._id, organisation, before, after: next });
      return next;
    });
    return { data: after };
  },

  async updateCopyBatch({ params, query, body, principal, services, requestId }) {
    const organisation = query.organisation ?? null;
    assertMayWrite(principal, organisation);
    const dup = firstDuplicate(body.map((b) => b.key));
    if (dup) throw problem('validationError', { message: `Key ${dup} is given twice` });
    const now = services.clock.now();
    const result = await services.db.tx(async (q) => {
      await assertOrganisation(q, organisation);
      return upsertMany(q, { principal, requestId, now }, principal, params.type, organisation, body, 'update');
    });
    return { data: result };
  },

  async importCopy({ params, query, body, principal, services, requestId }) {
    const organisation = query.organisation ?? null;
    assertMayWrite(principal, organisation);
    const rows = rowsOfFile(body);
    const now = services.clock.now();
    const audit = { principal, requestId, now };
    if (query.dryRun === 'true' || query.skipInvalid === 'true') {
      // The preview and the write of its valid rows classify alike, in the transaction that writes them.
      const result = await services.db.tx(async (q) => {
        await assertOrganisation(q, organisation);
        const keys = [...new Set(rows.map((r) => r.key))];
        const own = await findCopyByKeys(q, params.type, keys, organisation);
        const defaults = organisation === null ? undefined : await findCopyByKeys(q, params.type, keys, null, false);
        const classified = classifyImport(rows, { own, ...(defaults ? { defaults } : {}) });
        const invalid = classified.filter((r) => r.status === 'invalid').length;
        if (query.dryRun === 'true') {
          const count = (status: string) => classified.filter((r) => r.status === status).length;
          return { created: count('added'), updated: count('changed'), unchanged: count('unchanged'), invalid, rows: classified };
        }
        const written = await upsertMany(q, audit, principal, params.type, organisation, validInputs(classified), 'import');
        return { ...written, invalid };
      });
      return { data: result };
    }
    const inputs = inputsOf(rows);
    // One transaction: a row that fails anywhere refuses the whole file.
    const result = await services.db.tx(async (q) => {
      await assertOrganisation(q, organisation);
      return upsertMany(q, audit, principal, params.type, organisation, inputs, 'import');
    });
    return { data: result };
  },

  async deleteCopy({ params, query, principal, services, requestId }) {
    const organisation = query.organisation ?? null;
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      const before = await findCopy(q, params.type, params.key, organisation, true);
      // Not found before not allowed: every console scope may read the defaults, so their existence is no secret.
      if (!before) throw problem('notFound');
      assertMayWrite(principal, organisation);
      await deleteCopyRecord(q, before._id);
      await recordAudit(q, { principal, requestId, now }, { action: 'delete', resource: RESOURCE, resourceId: before._id, organisation, before });
    });
    return undefined;
  },
});

/** The rows of an imported CSV file; 400 naming the row of a malformed file, 413 when too long. */
function rowsOfFile(csv: string): CopyCsvRow[] {
  let rows;
  try {
    rows = readCopyCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw problem('validationError', { message: `Row ${error.row}: ${error.message}` });
    throw error;
  }
  if (rows.length > MAX_IMPORT_ROWS) throw problem('payloadTooLarge', { message: `At most ${MAX_IMPORT_ROWS} rows per import` });
  return rows;
}

/** The inputs of a whole-file import: 400 naming the first bad or repeated key (nothing is written). */
function inputsOf(rows: readonly CopyCsvRow[]): CopyInput[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const key = CopyKey.safeParse(r.key);
    if (!key.success) throw problem('validationError', { message: `Row ${r.row}: ${r.key === '' ? 'the key is empty' : key.error.issues[0]?.message ?? 'bad key'}` });
    const earlier = seen.get(r.key);
    if (earlier !== undefined) throw problem('validationError', { message: `Row ${r.row}: key ${r.key} is also in row ${earlier}` });
    seen.set(r.key, r.row);
    return { key: r.key, values: r.values, ...(r.description !== undefined ? { description: r.description } : {}) };
  });
}
