/**
 * The checks of an imported copy file, made once on the server so the console's preview and the import
 * itself judge a row alike (docs/decisions.md "Copy import preview"). A row is compared with the key's
 * record in the scope imported to (added, changed, unchanged) and refused when its key is bad or
 * repeated, when customers would be left without text in a language, or when it drops a
 * `{placeholder}` of the key's current text (the apps fill placeholders, so a lost one loses a value).
 */
import { CopyKey, type Copy, type CopyImportIssue, type CopyImportRow, type CopyInput } from '../../../schemas/copy.js';
import { Language } from '../../../schemas/core/primitives.js';
import type { CopyCsvRow } from './copy-csv.js';

type Values = Partial<Record<Language, string>>;

/** Whether a record already holds this text and note (saving it again changes nothing). */
export function sameText(a: Copy, b: { values: CopyInput['values']; description?: string | undefined }): boolean {
  return JSON.stringify(sortKeys(a.values)) === JSON.stringify(sortKeys(b.values)) && (a.description ?? undefined) === (b.description ?? undefined);
}

function sortKeys(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b)));
}

/** The `{name}` placeholders of a text as written (`{{name}}` holds `{name}` too), each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*[A-Za-z0-9_.-]+\s*\}/g)].map((m) => m[0].replace(/\s/g, '')))];
}

/** The scope's records and, for an organisation, the platform defaults its keys fall back to. */
export interface ImportContext {
  readonly own: ReadonlyMap<string, Copy>;
  /** Undefined when importing to the platform default itself. */
  readonly defaults?: ReadonlyMap<string, Copy>;
}

function keyIssue(row: CopyCsvRow, seen: Map<string, number>): CopyImportIssue | undefined {
  const key = CopyKey.safeParse(row.key);
  if (!key.success) {
    return { code: 'invalidKey', message: row.key === '' ? 'the key is empty' : key.error.issues[0]?.message ?? 'bad key' };
  }
  const first = seen.get(row.key);
  if (first !== undefined) return { code: 'repeatedKey', message: `key ${row.key} is also in row ${first}`, firstRow: first };
  seen.set(row.key, row.row);
  return undefined;
}

/** Languages customers would see no text in: none in the row, nor (for an organisation) in the platform default. */
function missingLanguages(values: Values, fallback: Values | undefined): Language[] {
  return Language.options.filter((l) => !values[l] && !fallback?.[l]);
}

/** Per language the row gives: placeholders of the key's current text (own, else the default) the row drops. */
function lostPlaceholders(values: Values, own: Values | undefined, fallback: Values | undefined): CopyImportIssue[] {
  const issues: CopyImportIssue[] = [];
  for (const l of Language.options) {
    const text = values[l];
    const current = own?.[l] ?? fallback?.[l];
    if (!text || !current) continue;
    const kept = new Set(placeholdersOf(text));
    const lost = placeholdersOf(current).filter((p) => !kept.has(p));
    if (lost.length) issues.push({ code: 'lostPlaceholders', message: `${l} loses ${lost.join(', ')}`, languages: [l], placeholders: lost });
  }
  return issues;
}

/** Every row classified; nothing is written here. */
export function classifyImport(rows: readonly CopyCsvRow[], context: ImportContext): CopyImportRow[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const own = context.own.get(r.key);
    const fallback = context.defaults?.get(r.key)?.values as Values | undefined;
    const issues: CopyImportIssue[] = [];
    const bad = keyIssue(r, seen);
    if (bad) issues.push(bad);
    const missing = missingLanguages(r.values, fallback);
    if (missing.length) issues.push({ code: 'missingLanguages', message: `no text in ${missing.join(', ')}`, languages: missing });
    issues.push(...lostPlaceholders(r.values, own?.values as Values | undefined, fallback));
    const given = { values: r.values, ...(r.description !== undefined ? { description: r.description } : {}) };
    const status = issues.length ? 'invalid' : !own ? 'added' : sameText(own, given) ? 'unchanged' : 'changed';
    const current = own ? { values: own.values, ...(own.description !== undefined ? { description: own.description } : {}) } : undefined;
    return { row: r.row, key: r.key, status, ...given, ...(current ? { current } : {}), issues };
  });
}

/** The rows to write: those that passed, as the upsert takes them. */
export function validInputs(rows: readonly CopyImportRow[]): CopyInput[] {
  return rows
    .filter((r) => r.status !== 'invalid')
    .map((r) => ({ key: r.key, values: r.values, ...(r.description !== undefined ? { description: r.description } : {}) }));
}
