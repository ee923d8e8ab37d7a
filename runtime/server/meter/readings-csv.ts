/**
 * Meter readings as CSV (POST /v3/data/readings/csv): a header naming the columns measurementId, date,
 * value and optionally certainty and source, in any order; comma-separated, or semicolon-separated
 * with decimal commas as spreadsheets in the Nordics write them. Each row is checked as the JSON
 * batch's rows are; the first bad one is named by its row and line.
 */
import { MeterReadingInput, MAX_READINGS_PER_BATCH } from '../../../schemas/measurement.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { problem } from '../errors.js';

const REQUIRED = ['measurementId', 'date', 'value'] as const;
const OPTIONAL = ['certainty', 'source'] as const;

function bad(message: string) {
  return problem('validationError', { message });
}

export function parseReadingsCsv(text: string): MeterReadingInput[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const delimiter = header.includes(';') ? ';' : ',';
  const columns = header.split(delimiter).map((c) => c.trim());
  for (const c of REQUIRED) if (!columns.includes(c)) throw bad(`The header must name the column ${c} (columns: ${[...REQUIRED, ...OPTIONAL].join(', ')})`);
  const unknown = columns.find((c) => !(REQUIRED as readonly string[]).includes(c) && !(OPTIONAL as readonly string[]).includes(c));
  if (unknown !== undefined) throw bad(`Unknown column '${unknown}' (columns: ${[...REQUIRED, ...OPTIONAL].join(', ')})`);
  const number = (cell: string) => (cell === '' ? undefined : Number(delimiter === ';' ? cell.replace(',', '.') : cell));
  const out: MeterReadingInput[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const row = out.length + 1;
    if (row > MAX_READINGS_PER_BATCH) throw problem('payloadTooLarge', { message: `At most ${MAX_READINGS_PER_BATCH} readings a file` });
    const cells = line.split(delimiter).map((c) => c.trim());
    if (cells.length !== columns.length) throw bad(`Row ${row} (line ${i + 1}): ${cells.length} cells where the header has ${columns.length}`);
    const cell = Object.fromEntries(columns.map((c, k) => [c, cells[k]!]));
    const candidate = {
      measurementId: cell.measurementId,
      date: cell.date,
      value: number(cell.value ?? ''),
      ...(cell.certainty ? { certainty: number(cell.certainty) } : {}),
      ...(cell.source ? { source: cell.source } : {}),
    };
    const parsed = MeterReadingInput.safeParse(reviveTimestamps(candidate));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw bad(`Row ${row} (line ${i + 1}, ${String(issue.path[0] ?? 'row')}): ${issue.message}`);
    }
    out.push(parsed.data);
  }
  if (out.length === 0) throw bad('The file has no readings');
  return out;
}
