/**
 * The meter-data export file (platform-contract §9, portal §9 "Export columns"; portal §5; getExportUrl
 * and exportSiteData): rows of one service's period written as CSV or XLSX while they arrive, so a
 * year of quarter-hours never sits in memory and a slow client slows the reading down instead of
 * filling the heap. The caller decides what the rows are (the data engine) and where they go (an HTTP
 * answer); this module only writes the file (docs/decisions.md "Export file").
 */
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, FORMAT_UNITS } from '../../../schemas/constants.js';
import type { Currency } from '../../../schemas/geography.js';
import type { ExportFormat } from '../../../schemas/insights-analysis.js';
import type { MeasurementResolution } from '../../../schemas/location.js';
import { roundTo } from '../../format/number.js';
import { csvField } from '../../format/csv.js';

/** One row of the export: a period's start and what was measured or priced in it. Absent = empty cell. */
export interface ExportRow {
  /** The instant the row's period starts (a quarter-hour, an hour, local midnight, a local month's first day). */
  date: Date;
  /** kWh. */
  consumption?: number;
  /** kWh. */
  production?: number;
  /** m³. */
  water?: number;
  /** In the export's currency. */
  cost?: number;
  /** g. */
  co2?: number;
  /** Currency per kWh. */
  spotPrice?: number;
  /** g/kWh. */
  co2Intensity?: number;
  /** °C, the period's average. */
  temperature?: number;
}

export type ExportValueKey = Exclude<keyof ExportRow, 'date'>;
export type ExportColumnKey = 'date' | ExportValueKey;

/** The resolutions a file can hold ('none' services have no history to export). */
export type ExportResolution = Exclude<MeasurementResolution, 'none'>;

export interface ExportColumn {
  readonly key: ExportColumnKey;
  readonly header: string;
  /** XLSX column width in characters. */
  readonly width: number;
}

export interface ExportValueColumn extends ExportColumn {
  readonly key: ExportValueKey;
  /** Decimals the value is rounded to, in both formats. */
  readonly decimals: number;
  /** XLSX number format showing exactly those decimals. */
  readonly numFmt: string;
}

export interface ExportFileOptions {
  /** IANA zone the Date column is local to: the service's time zone. */
  readonly timeZone: string;
  /** The rows' resolution: how the Date column reads. */
  readonly resolution: ExportResolution;
  /** Names the unit of the Cost and Spot price columns. */
  readonly currency: Currency;
}

export interface XlsxExportOptions extends ExportFileOptions {
  /** The sheet's name: the export's date key ('2026-11'); characters Excel refuses become '-'. */
  readonly sheetName: string;
}

export interface ExportResult {
  /** Data rows written (the header not counted). */
  readonly rows: number;
}

/** What getExportUrl answers for each format. */
export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ExportFormat, string>;

type Rows = AsyncIterable<ExportRow> | Iterable<ExportRow>;

// Precision is the meter's or the market's, not the portal's display rounding: Wh, litres, öre/cent,
// whole grams, a hundredth of an öre per kWh (spot prices are quoted to 4 decimals), 0.1 g/kWh
// (Nordic grids run at 10–50 g/kWh, where whole grams would lose up to 5 %) and 0.1 °C.
const VALUE_COLUMNS: readonly (Omit<ExportValueColumn, 'header' | 'width'> & { readonly spec: (typeof EXPORT_COLUMNS)[number] })[] = [
  { key: 'consumption', spec: 'Consumption (kWh)', decimals: 3, numFmt: '#,##0.000' },
  { key: 'production', spec: 'Production (kWh)', decimals: 3, numFmt: '#,##0.000' },
  { key: 'water', spec: 'Water (m³)', decimals: 3, numFmt: '#,##0.000' },
  { key: 'cost', spec: 'Cost (kr)', decimals: 2, numFmt: '#,##0.00' },
  { key: 'co2', spec: 'CO2 emissions (g)', decimals: 0, numFmt: '#,##0' },
  { key: 'spotPrice', spec: 'Spot price (kr/kWh)', decimals: 4, numFmt: '0.0000' },
  { key: 'co2Intensity', spec: 'CO2 emissions (g/kWh)', decimals: 1, numFmt: '#,##0.0' },
  { key: 'temperature', spec: 'Average temperature (°C)', decimals: 1, numFmt: '0.0' },
];

/**
 * The nine columns of platform-contract §9 in its order, always all nine (docs/decisions.md "Export
 * file"); the money columns name the currency's unit ('Cost (€)', 'Spot price (€/kWh)';
 * docs/decisions.md "Export currency unit").
 */
export function exportColumns(currency: Currency): readonly [ExportColumn, ...ExportValueColumn[]] {
  const unit = FORMAT_UNITS.MAJOR[currency];
  const values = VALUE_COLUMNS.map(({ spec, ...c }) => {
    const header = spec.replace('(kr', `(${unit}`);
    return { ...c, header, width: Math.max(12, header.length + 2) };
  });
  return [{ key: 'date', header: EXPORT_COLUMNS[0], width: 17 }, ...values];
}

// —— the Date column ——

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The local wall clock of an instant in `timeZone`, as a timestamp whose UTC fields read that clock.
 * Intl gives the numbers (never the separators) but costs microseconds a call, so the offset is read
 * at the two ends of each UTC day and trusted for the whole day when they agree: zones change their
 * offset at most twice a year, months apart. Days with a change are read row by row.
 */
function wallClockOf(timeZone: string): (at: Date) => number {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  });
  const offsetAt = (t: number): number => {
    const p: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const part of format.formatToParts(t)) p[part.type] = Number(part.value);
    return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0) - Math.floor(t / MINUTE) * MINUTE;
  };
  let day = Number.NaN;
  let dayOffset: number | undefined;
  return (at) => {
    const t = at.getTime();
    const d = Math.floor(t / DAY);
    if (d !== day) {
      day = d;
      const first = offsetAt(d * DAY);
      dayOffset = first === offsetAt((d + 1) * DAY - MINUTE) ? first : undefined;
    }
    return t + (dayOffset ?? offsetAt(t));
  };
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function dateText(wall: number, resolution: ExportResolution): string {
  const w = new Date(wall);
  const month = `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}`;
  if (resolution === 'month') return month;
  const day = `${month}-${pad(w.getUTCDate())}`;
  if (resolution === 'day') return day;
  return `${day} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

const DATE_NUMFMT: Record<ExportResolution, string> = { month: 'yyyy-mm', day: 'yyyy-mm-dd', hour: 'yyyy-mm-dd hh:mm', '15min': 'yyyy-mm-dd hh:mm' };

// —— values ——

const POW10 = [1, 10, 100, 1_000, 10_000];

/**
 * The value as the file stores it: rounded half away from zero on its decimal value, as the portal
 * rounds (runtime/format roundTo), or nothing for a missing or non-finite value. roundTo goes through
 * text; away from a half, the scaled binary value rounds the same way, so only near-halves pay for it.
 */
export function cellValue(value: number | undefined, decimals: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const scale = POW10[decimals] ?? 10 ** decimals;
  const scaled = Math.abs(value) * scale;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  let rounded: number;
  if (scaled < 1e9 && Math.abs(fraction - 0.5) > 1e-6) {
    rounded = (fraction > 0.5 ? whole + 1 : whole) / scale;
    if (value < 0) rounded = -rounded;
  } else {
    rounded = roundTo(value, decimals);
  }
  // -0 would print as '0' but read back as -0 from a spreadsheet.
  return rounded === 0 ? 0 : rounded;
}


// —— the output stream ——

function closedEarly(): Error {
  return Object.assign(new Error('The export stream closed before the export was written'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

/** Resolves on `stream`'s next 'drain'; `out` failing or closing first rejects, so a client gone never leaves a wait hanging. */
function drainOf(stream: NodeJS.EventEmitter, out: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // 'close' has already been and gone.
    if (out.destroyed) {
      reject(out.errored ?? closedEarly());
      return;
    }
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      out.off('error', onError).off('close', onClose);
      if (error) reject(error); else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(out.errored ?? closedEarly());
    stream.on('drain', onDrain);
    out.on('error', onError).on('close', onClose);
  });
}

async function roomIn(out: Writable): Promise<void> {
  if (out.destroyed || out.writableNeedDrain) await drainOf(out, out);
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw out.errored ?? closedEarly();
  if (!out.write(chunk)) await drainOf(out, out);
  // Rows from memory and a stream that never pushes back would otherwise hold the event loop for the
  // whole file; one turn per chunk lets other requests in.
  else await new Promise(setImmediate);
}

/**
 * A half-written file must not look whole: a failure destroys `out`, so the download fails, and
 * rethrows. Destroyed without the error, which stays the caller's: an 'error' on a stream nobody
 * listens to would take the process down.
 */
function abort(out: Writable, error: unknown): never {
  out.destroy();
  throw error;
}

// —— CSV ——

const BOM = '\uFEFF';
const CRLF = '\r\n';
/** Rows are written in chunks of about this many characters: one write per row costs more than the row. */
const CSV_CHUNK = 64 * 1024;

/**
 * Writes the CSV file to `out` and ends it: UTF-8 with a BOM, RFC 4180 (comma, CRLF, quotes only where
 * needed), dot decimals, a header row, values rounded to their column and trimmed, empty cells for
 * missing values. Rows are read only as fast as `out` takes them. On failure `out` is destroyed and
 * the promise rejects with the cause.
 */
export async function writeCsv(rows: Rows, out: Writable, opts: ExportFileOptions): Promise<ExportResult> {
  const columns = exportColumns(opts.currency);
  const [, ...values] = columns;
  const wallOf = wallClockOf(opts.timeZone);
  let count = 0;
  let chunk = BOM + columns.map((c) => csvField(c.header)).join(',') + CRLF;
  try {
    for await (const row of rows) {
      let line = dateText(wallOf(row.date), opts.resolution);
      for (const c of values) line += `,${cellValue(row[c.key], c.decimals) ?? ''}`;
      chunk += line + CRLF;
      count++;
      if (chunk.length >= CSV_CHUNK) {
        await write(out, chunk);
        chunk = '';
      }
    }
    if (chunk) await write(out, chunk);
    out.end();
    await finished(out, { readable: false });
  } catch (error) {
    abort(out, error);
  }
  return { rows: count };
}

// —— XLSX ——

/** Rows between two looks at the zip: small enough to keep it a few hundred kB behind, large enough to cost nothing. */
const XLSX_BATCH = 256;

/** What the zip reads a sheet's XML from, as far as the rows need to know. */
interface ZipFeed extends NodeJS.EventEmitter {
  readonly _writableState?: { readonly needDrain?: boolean };
}

/**
 * ExcelJS 4.4.0 (pinned exactly) writes a sheet's XML into a buffer that pushes it, without waiting,
 * into the PassThrough archiver reads the zip entry from (readable-stream 2). That PassThrough fills
 * when compressing or `out` lags, and is the only sign of it: `out` alone lets the whole sheet pile
 * up in front of the compressor. Another shape (an ExcelJS upgrade) falls back to watching `out`,
 * and export-file.test.ts says so.
 */
function zipFeedOf(sheet: ExcelJS.Worksheet): ZipFeed | undefined {
  const feed = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return typeof feed === 'object' && feed !== null && '_writableState' in feed && 'once' in feed ? (feed as ZipFeed) : undefined;
}

function sheetName(name: string): string {
  const clean = name.replace(/[\\/?*[\]:]/g, '-').replace(/^'+|'+$/g, '').slice(0, 31).trim();
  return clean || 'Export';
}

/**
 * Writes the XLSX workbook to `out` and ends it: one sheet named `sheetName`, a bold, frozen header
 * row with a filter, column widths, dates as real date cells (local wall clock, formatted like the CSV)
 * and numbers as number cells formatted to their column's decimals. Each row is committed as it
 * arrives; rows are read only as fast as `out` takes the zipped file. On failure `out` is destroyed
 * and the promise rejects with the cause.
 */
export async function writeXlsx(rows: Rows, out: Writable, opts: XlsxExportOptions): Promise<ExportResult> {
  const columns = exportColumns(opts.currency);
  const [, ...values] = columns;
  const wallOf = wallClockOf(opts.timeZone);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(opts.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const feed = zipFeedOf(sheet);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const styles = columns.map((c) => ({ numFmt: 'numFmt' in c ? c.numFmt : DATE_NUMFMT[opts.resolution] }));
  // Column styles too, so values a user types below the export read alike.
  sheet.columns = columns.map((c, i) => ({ key: c.key, width: c.width, style: styles[i] }));
  let count = 0;
  try {
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of rows) {
      // Spreadsheet dates have no zone: the cell holds the wall clock (ExcelJS reads a Date's UTC fields).
      const line = sheet.addRow([new Date(wallOf(row.date)), ...values.map((c) => cellValue(row[c.key], c.decimals))]);
      // The styles' cache is keyed by object: one shared style per column instead of one per cell.
      line.eachCell((cell, column) => {
        cell.style = styles[column - 1] ?? {};
      });
      line.commit();
      if (++count % XLSX_BATCH === 0) {
        // Compression runs off the main thread: give it (and other requests) a turn, then let the
        // zip and `out` set the pace.
        await new Promise(setImmediate);
        if (feed?._writableState?.needDrain) await drainOf(feed, out);
        await roomIn(out);
      }
    }
    sheet.commit();
    // The workbook waits for 'finish' alone; a client gone mid-zip must end the wait too.
    await Promise.all([workbook.commit(), finished(out, { readable: false })]);
  } catch (error) {
    abort(out, error);
  }
  return { rows: count };
}

/** The export in the format getExportUrl's `format` names. */
export function writeExport(format: ExportFormat, rows: Rows, out: Writable, opts: XlsxExportOptions): Promise<ExportResult> {
  return format === 'csv' ? writeCsv(rows, out, opts) : writeXlsx(rows, out, opts);
}
