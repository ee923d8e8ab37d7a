/**
 * The grid's rows and what saving a cell asks of the API. In an organisation's scope a key's text is
 * the organisation's own where it has one, else the platform default it inherits, language by
 * language (as the portal's aggregated copy resolves it); an edit makes or changes the organisation's
 * own record and never touches the default. Clearing an organisation's last own text returns the key
 * to the default by removing its record (docs/decisions.md "Copy grid").
 */
import type { Copy, CopyUpdateBody } from '../../../../schemas/copy.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import type { CopyScope } from './copy-calls.js';

export type CopyValues = Partial<Record<Language, string>>;

export interface CopyText {
  readonly values: CopyValues;
  readonly description?: string;
}

export interface CopyGridRow {
  readonly key: string;
  /** The scope's own record (the organisation's, or in the platform scope the default itself). */
  readonly own?: CopyText;
  /** The platform default an organisation's key falls back to. */
  readonly fallback?: CopyText;
}

/** An editable column: the translators' note or a language. */
export type CopyColumn = 'description' | Language;

const textOf = (c: { values: CopyValues; description?: string | undefined }): CopyText => ({
  values: c.values, ...(c.description !== undefined ? { description: c.description } : {}),
});

/** A listed record as a row of the scope (lists of an organisation come with its defaults). */
export function gridRow(item: Copy, scope: CopyScope): CopyGridRow {
  if (!scope.organisation) return { key: item.key, own: textOf(item) };
  if (item.organisation === null) return { key: item.key, fallback: textOf(item) };
  return { key: item.key, own: textOf(item), ...(item.platformDefault ? { fallback: textOf(item.platformDefault) } : {}) };
}

const pick = (text: CopyText | undefined, column: CopyColumn): string | undefined =>
  column === 'description' ? text?.description : text?.values[column];

/** What a cell shows, and whether it is the inherited platform default. */
export function shownText(row: CopyGridRow, column: CopyColumn): { readonly text: string; readonly inherited: boolean } {
  const own = pick(row.own, column);
  if (own) return { text: own, inherited: false };
  const inherited = pick(row.fallback, column);
  return inherited ? { text: inherited, inherited: true } : { text: '', inherited: false };
}

/** Whether the cell can be edited in the scope: an organisation's note belongs to its own record. */
export function editableCell(row: CopyGridRow, column: CopyColumn): boolean {
  return column !== 'description' || row.own !== undefined;
}

export type CellSave =
  | { readonly kind: 'none' }
  | { readonly kind: 'update'; readonly body: CopyUpdateBody }
  /** Remove the organisation's own record: the key shows the platform default again. */
  | { readonly kind: 'revert' };

const blank = (text: string) => text.trim() === '';

/** What saving `draft` in a cell asks of the API; `none` when it would change nothing. */
export function cellSave(row: CopyGridRow, column: CopyColumn, draft: string, scope: CopyScope): CellSave {
  if (draft === shownText(row, column).text) return { kind: 'none' };
  const own = row.own;
  if (column === 'description') {
    if (!own) return { kind: 'none' };
    const description = blank(draft) ? undefined : draft;
    if (description === own.description) return { kind: 'none' };
    return { kind: 'update', body: { values: own.values, ...(description !== undefined ? { description } : {}) } };
  }
  const values: CopyValues = { ...own?.values };
  if (blank(draft)) delete values[column];
  else values[column] = draft;
  if (blank(draft) && own?.values[column] === undefined) return { kind: 'none' };
  if (scope.organisation && own && row.fallback && Object.keys(values).length === 0) return { kind: 'revert' };
  // The note is sent as it is: the API replaces the record's text and note together.
  return { kind: 'update', body: { values, ...(own?.description !== undefined ? { description: own.description } : {}) } };
}

/** The row after a save: the record the API answered, or (reverted) no own record. */
export function savedRow(row: CopyGridRow, saved: Copy | undefined): CopyGridRow {
  return saved ? { ...row, own: textOf(saved) } : { key: row.key, ...(row.fallback ? { fallback: row.fallback } : {}) };
}
