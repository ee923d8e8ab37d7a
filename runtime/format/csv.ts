/**
 * Cells of the CSV files the platform writes (issue 19 §5; docs/decisions.md "CSV formula cells"):
 * RFC 4180 quoting, and a cell a spreadsheet would read as a formula (it starts with = + - @, a tab or
 * a carriage return; OWASP "CSV injection") written with a leading apostrophe, so it shows as text and
 * never runs. A plain number keeps its sign: -1.5 is a value, not a formula. One rule for every export
 * (server and browser alike); an import of the platform's own file takes the apostrophe off again.
 */

/** A formula start, after any apostrophes a neutralised cell already carries. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** `text` as a spreadsheet shows it, never as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The text a neutralised cell stood for (an import of an exported file round-trips). */
export function restoreFormula(cell: string): string {
  return FORMULA_START.test(cell) && cell.startsWith("'") ? cell.slice(1) : cell;
}

/** One CSV field: neutralised, then quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  if (value === undefined || value === null) return '';
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
