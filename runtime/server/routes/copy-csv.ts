/**
 * The copy CSV file (docs/decisions.md "Copy calls"): columns key, description, en, sv, nb, nn, fi,
 * de; RFC 4180 quoting, so texts may hold commas, quotes and line breaks, and a text that would start a
 * formula written with a leading apostrophe (runtime/format/csv.ts). Export and import use the same
 * format, so a file exported, edited in a spreadsheet and imported round-trips.
 */
import { Language } from '../../../schemas/core/primitives.js';
import type { Copy } from '../../../schemas/copy.js';
import { csvField, restoreFormula } from '../../format/csv.js';

export const COPY_CSV_COLUMNS = ['key', 'description', ...Language.options] as const;

/** A parse failure, naming the 1-based record (row) it is in: the header is row 1. */
export class CsvError extends Error {
  constructor(readonly row: number, message: string) {
    super(message);
  }
}

/** Records of a CSV text, each an array of fields. A leading BOM and blank lines are ignored. */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let i = 0;
  const endRecord = (): void => {
    fields.push(field);
    // A blank line (one empty field) is no record: spreadsheets often leave one at the end.
    if (!(fields.length === 1 && fields[0] === '')) records.push(fields);
    fields = [];
    field = '';
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === '"' && field === '') {
      // A quoted field: runs to the next lone quote; "" is a quote inside it.
      i++;
      for (;;) {
        if (i >= src.length) throw new CsvError(records.length + 1, 'a quoted field is not closed');
        const d = src[i]!;
        if (d === '"') {
          if (src[i + 1] === '"') { field += '"'; i += 2; continue; }
          i++;
          break;
        }
        field += d;
        i++;
      }
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw new CsvError(records.length + 1, 'text after a closing quote');
      continue;
    }
    if (c === ',') { fields.push(field); field = ''; i++; continue; }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    if (c === '"') throw new CsvError(records.length + 1, 'a quote inside an unquoted field');
    field += c;
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** The export: a header and one row per key, CRLF line ends (RFC 4180). */
export function copyToCsv(items: readonly Copy[]): string {
  const rows = [COPY_CSV_COLUMNS.join(',')];
  for (const c of items) {
    const values = c.values as Partial<Record<Language, string>>;
    rows.push([c.key, c.description ?? '', ...Language.options.map((l) => values[l] ?? '')].map(csvField).join(','));
  }
  return rows.join('\r\n') + '\r\n';
}

/** One imported row: a key, its note and texts (empty cells: no text in that language). */
export interface CopyCsvRow {
  readonly row: number;
  readonly key: string;
  readonly description?: string;
  readonly values: Partial<Record<Language, string>>;
}

/**
 * The rows of an imported file. The header names the columns (any order; key required, unknown
 * columns refused). Rows are numbered as a spreadsheet shows them: the header is row 1.
 * Throws CsvError naming the row for a malformed file; key rules are checked by the caller.
 */
export function readCopyCsv(text: string): CopyCsvRow[] {
  const records = parseCsv(text);
  const header = records[0];
  if (!header) throw new CsvError(1, 'the file is empty');
  const columns = header.map((h) => h.trim());
  for (const col of columns) {
    if (!(COPY_CSV_COLUMNS as readonly string[]).includes(col)) throw new CsvError(1, `unknown column '${col}' (columns: ${COPY_CSV_COLUMNS.join(', ')})`);
  }
  if (new Set(columns).size !== columns.length) throw new CsvError(1, 'a column is named twice');
  if (!columns.includes('key')) throw new CsvError(1, "the header has no 'key' column");
  return records.slice(1).map((rec, index) => {
    const row = index + 2;
    if (rec.length !== columns.length) throw new CsvError(row, `${rec.length} fields where the header has ${columns.length}`);
    // The export's apostrophe before a formula start is taken off: the text round-trips.
    const cell = Object.fromEntries(columns.map((c, i) => [c, restoreFormula(rec[i]!)]));
    const values: Partial<Record<Language, string>> = {};
    for (const l of Language.options) if (cell[l]) values[l] = cell[l];
    return { row, key: cell.key!.trim(), ...(cell.description ? { description: cell.description } : {}), values };
  });
}
