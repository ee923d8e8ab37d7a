/** An export written into a stream the reply pipes while it is being written; a failure ends the download with an error. */
import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat } from '../../../schemas/insights-analysis.js';
import { writeExport, type ExportRow, type XlsxExportOptions } from './export-file.js';

export function streamed(format: ExportFormat, rows: Iterable<ExportRow> | AsyncIterable<ExportRow>, opts: XlsxExportOptions): Readable {
  const out = new PassThrough();
  writeExport(format, rows, out, opts).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
