/**
 * Copy text records (table `copy`): one per type + key + organisation, organisation null being the
 * platform default (docs/decisions.md "Copy types and record"). The row's doc is the contract Copy
 * without its timestamps; the columns are the truth for timestamps and the lookup fields.
 */
import type { Copy, CopyType } from '../../../schemas/copy.js';
import type { Language } from '../../../schemas/core/primitives.js';
import type { Queryable } from '../db/database.js';

interface CopyRow {
  id: string;
  doc: Omit<Copy, 'createdAt' | 'updatedAt'>;
  created_at: Date;
  updated_at: Date;
}

function toCopy(row: CopyRow): Copy {
  return { ...row.doc, _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
}

export interface CopyFilter {
  readonly type: CopyType;
  /** null: the platform defaults. */
  readonly organisation: string | null;
  readonly search?: string;
  readonly language?: Language;
}

/** A search as an ILIKE pattern: the text anywhere, its wildcards taken literally. */
function pattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the record `doc` of alias `t` matches `$n`: its key, note or any language's text (not the language codes). */
function docMatches(t: string, n: number): string {
  return `(${t}.key ILIKE $${n} OR ${t}.doc->>'description' ILIKE $${n} OR EXISTS (SELECT 1 FROM jsonb_each_text(${t}.doc->'values') v WHERE v.value ILIKE $${n}))`;
}

/** The WHERE clause of a filter and its values (shared by the page and its count). */
function where(f: CopyFilter): { sql: string; values: unknown[] } {
  const values: unknown[] = [f.type, f.organisation];
  const parts = ['type = $1', 'organisation IS NOT DISTINCT FROM $2'];
  if (f.search) {
    values.push(pattern(f.search));
    parts.push(docMatches('copy', values.length));
  }
  if (f.language) {
    values.push(f.language);
    parts.push(`doc->'values' ? $${values.length}`);
  }
  return { sql: parts.join(' AND '), values };
}

/** One page (limit 0: every row), keys in order, and the total. */
export async function listCopy(q: Queryable, f: CopyFilter, page: number, limit: number): Promise<{ items: Copy[]; total: number }> {
  const w = where(f);
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM copy WHERE ${w.sql}`, w.values)).rows[0]?.n ?? 0;
  const paging = limit > 0 ? ` LIMIT ${limit} OFFSET ${(page - 1) * limit}` : '';
  const { rows } = await q.query<CopyRow>(`SELECT id, doc, created_at, updated_at FROM copy WHERE ${w.sql} ORDER BY key${paging}`, w.values);
  return { items: rows.map(toCopy), total };
}

interface MergedRow extends CopyRow {
  default_doc: Omit<Copy, 'createdAt' | 'updatedAt'> | null;
}

/**
 * One page of an organisation's copy with the platform defaults it inherits: every key either has, the
 * organisation's record where it has one (carrying the default it overrides as platformDefault), else
 * the platform's. Search and language look at both texts, as the console shows both.
 */
export async function listCopyWithDefaults(q: Queryable, f: CopyFilter, page: number, limit: number): Promise<{ items: Copy[]; total: number }> {
  const values: unknown[] = [f.type, f.organisation];
  const parts: string[] = [];
  if (f.search) {
    values.push(pattern(f.search));
    parts.push(`(${docMatches('own', values.length)} OR ${docMatches('def', values.length)})`);
  }
  if (f.language) {
    values.push(f.language);
    parts.push(`(own.doc->'values' ? $${values.length} OR def.doc->'values' ? $${values.length})`);
  }
  const from = `(SELECT * FROM copy WHERE type = $1 AND organisation = $2) own
    FULL JOIN (SELECT * FROM copy WHERE type = $1 AND organisation IS NULL) def ON own.key = def.key
    ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''}`;
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, values)).rows[0]?.n ?? 0;
  const paging = limit > 0 ? ` LIMIT ${limit} OFFSET ${(page - 1) * limit}` : '';
  const { rows } = await q.query<MergedRow>(
    `SELECT COALESCE(own.id, def.id) AS id, COALESCE(own.doc, def.doc) AS doc, COALESCE(own.created_at, def.created_at) AS created_at,
            COALESCE(own.updated_at, def.updated_at) AS updated_at, CASE WHEN own.id IS NOT NULL THEN def.doc END AS default_doc
       FROM ${from} ORDER BY COALESCE(own.key, def.key)${paging}`,
    values,
  );
  return {
    items: rows.map((r) => {
      const copy = toCopy(r);
      const d = r.default_doc;
      return d ? { ...copy, platformDefault: { values: d.values, ...(d.description !== undefined ? { description: d.description } : {}) } } : copy;
    }),
    total,
  };
}

export async function findCopy(q: Queryable, type: CopyType, key: string, organisation: string | null, lock = false): Promise<Copy | undefined> {
  const { rows } = await q.query<CopyRow>(
    `SELECT id, doc, created_at, updated_at FROM copy WHERE type = $1 AND key = $2 AND organisation IS NOT DISTINCT FROM $3${lock ? ' FOR UPDATE' : ''}`,
    [type, key, organisation],
  );
  return rows[0] ? toCopy(rows[0]) : undefined;
}

/** Every record of `keys` of a type and organisation, by key (locked by default: an import or batch changes them). */
export async function findCopyByKeys(q: Queryable, type: CopyType, keys: readonly string[], organisation: string | null, lock = true): Promise<Map<string, Copy>> {
  const { rows } = await q.query<CopyRow>(
    `SELECT id, doc, created_at, updated_at FROM copy WHERE type = $1 AND key = ANY($2) AND organisation IS NOT DISTINCT FROM $3${lock ? ' FOR UPDATE' : ''}`,
    [type, keys, organisation],
  );
  return new Map(rows.map((r) => [r.doc.key, toCopy(r)]));
}

function docOf(c: Copy): Omit<Copy, 'createdAt' | 'updatedAt'> {
  const { createdAt: _c, updatedAt: _u, ...doc } = c;
  return doc;
}

/** Inserts; false when the type + key + organisation exists already. */
export async function insertCopy(q: Queryable, c: Copy): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO copy (id, type, key, organisation, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING`,
    [c._id, c.type, c.key, c.organisation, docOf(c), c.createdAt, c.updatedAt],
  );
  return rowCount === 1;
}

export async function updateCopyRecord(q: Queryable, c: Copy): Promise<void> {
  await q.query('UPDATE copy SET doc = $2, updated_at = $3 WHERE id = $1', [c._id, docOf(c), c.updatedAt]);
}

export async function deleteCopyRecord(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM copy WHERE id = $1', [id]);
}

/**
 * Key → text in one language for some types: the platform default, overridden by the
 * organisation's record where that has text in the language.
 */
export async function aggregatedCopy(q: Queryable, types: readonly CopyType[], organisation: string, language: Language): Promise<Partial<Record<CopyType, Record<string, string>>>> {
  const { rows } = await q.query<{ type: CopyType; key: string; text: string }>(
    `SELECT DISTINCT ON (type, key) type, key, doc->'values'->>$3 AS text
       FROM copy
      WHERE type = ANY($1) AND (organisation = $2 OR organisation IS NULL) AND doc->'values' ? $3
      ORDER BY type, key, (organisation IS NULL)`,
    [types, organisation, language],
  );
  const out: Partial<Record<CopyType, Record<string, string>>> = {};
  for (const r of rows) (out[r.type] ??= {})[r.key] = r.text;
  return out;
}

export async function organisationExists(q: Queryable, code: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM organisations WHERE code = $1', [code])).rowCount === 1;
}

/** Every text of the copy keys `keys` (any type, every language) of the organisation and the platform default. */
export async function copyTextsOfKeys(q: Queryable, keys: readonly string[], organisation: string): Promise<string[]> {
  const { rows } = await q.query<{ text: string }>(
    `SELECT DISTINCT v.value AS text
       FROM copy, jsonb_each_text(copy.doc->'values') AS v
      WHERE copy.key = ANY($1) AND (copy.organisation = $2 OR copy.organisation IS NULL)`,
    [keys, organisation],
  );
  return rows.map((r) => r.text);
}
