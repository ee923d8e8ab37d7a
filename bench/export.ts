/**
 * The meter-data export file (runtime/server/meter/export-file.ts): a year of quarter-hours (35 040
 * rows, every column filled) written as CSV and as XLSX to a client that takes everything at once,
 * against JSON lines of the same rows written the same way — the least any streaming export does.
 *
 * Time is the median of three runs after a warm-up. Memory is measured on runs of its own (they
 * collect garbage on purpose): the peak of heapUsed + arrayBuffers above the level before the run,
 * sampled every millisecond, at every write and every 256 rows, which includes garbage not yet
 * collected; and the live memory after a full collection at the last row, which is what a stream
 * keeps: flat, whatever the number of rows, when nothing piles up in front of the client. Its
 * baseline is the year's rows held in an array, the least an export that is not streamed keeps.
 */
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { writeCsv, writeXlsx, type ExportRow } from '../runtime/server/meter/export-file.js';
import { ratio, retainedMb, type Row } from './measure.js';

const QUARTERS = 35_040;
const YEAR_START = Date.UTC(2025, 11, 31, 23); // 2026-01-01 00:00 in Stockholm
const OPTIONS = { timeZone: 'Europe/Stockholm', resolution: '15min', currency: 'SEK', sheetName: '2026' } as const;

type Writer = (rows: Iterable<ExportRow>, out: Writable) => Promise<unknown>;

/** Made one at a time, as the data engine's cursor hands them over; `onRow` lets memory be sampled. */
function* year(onRow: (i: number) => void = () => {}): Generator<ExportRow> {
  for (let i = 0; i < QUARTERS; i++) {
    onRow(i);
    const consumption = 0.05 + ((i * 7919) % 1000) / 2500;
    const spotPrice = 0.2 + ((i * 104_729) % 1500) / 1000;
    yield {
      date: new Date(YEAR_START + i * 900_000),
      consumption,
      production: (i % 96 > 36 && i % 96 < 68) ? ((i * 31) % 100) / 400 : 0,
      water: ((i * 13) % 40) / 1000,
      cost: consumption * spotPrice,
      co2: consumption * 35.2,
      spotPrice,
      co2Intensity: 20 + ((i * 17) % 300) / 10,
      temperature: -8 + ((i * 3) % 250) / 10,
    };
  }
}

/** The baseline: the same rows as JSON lines, in the same 64 kB chunks, yielding as the writers do. */
const jsonLines: Writer = async (rows, out) => {
  let chunk = '';
  for (const row of rows) {
    chunk += `${JSON.stringify(row)}\n`;
    if (chunk.length >= 64 * 1024) {
      if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      else await new Promise(setImmediate);
      chunk = '';
    }
  }
  out.end(chunk);
  await finished(out);
};

function client(onWrite: () => void = () => {}) {
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onWrite();
      done();
    },
  });
  return { stream, bytes: () => bytes };
}

async function medianMs(write: Writer, runs: number): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const samples: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const out = client();
    const start = performance.now();
    await write(year(), out.stream);
    if (i > 0) samples.push(performance.now() - start); // the first run warms up
    bytes = out.bytes();
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)] ?? 0, bytes };
}

async function memoryMb(write: Writer): Promise<{ peak: number; live: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  gc?.();
  const before = used();
  let peak = 0;
  let live = 0;
  const sample = () => {
    peak = Math.max(peak, used() - before);
  };
  const timer = setInterval(sample, 1);
  const rows = year((i) => {
    if (i % 256 === 0) sample();
    if (i === QUARTERS - 1) {
      gc?.();
      live = used() - before;
    }
  });
  await write(rows, client(sample).stream);
  clearInterval(timer);
  const mb = (bytes: number) => Math.max(0, bytes) / 1024 / 1024;
  return { peak: mb(peak), live: mb(live) };
}

export async function exportRows(): Promise<Row[]> {
  const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
  const fmtMb = (mb: number) => `${mb.toFixed(1)} MB`;
  const writers: Record<'CSV' | 'XLSX', Writer> = {
    CSV: (rows, out) => writeCsv(rows, out, OPTIONS),
    XLSX: (rows, out) => writeXlsx(rows, out, OPTIONS),
  };
  const baseTime = await medianMs(jsonLines, 3);
  const baseMemory = await memoryMb(jsonLines);
  const held = retainedMb(() => [...year()]).mb;
  const rows: Row[] = [];
  for (const [name, write] of Object.entries(writers)) {
    const t = await medianMs(write, 3);
    const m = await memoryMb(write);
    const size = `${(t.bytes / 1024 / 1024).toFixed(1)} MB`;
    rows.push(
      { what: `export ${name}, a year of quarter-hours (35 040 rows, ${size})`, figure: fmtMs(t.ms), baseline: `JSON lines: ${fmtMs(baseTime.ms)}`, ratio: ratio(t.ms, baseTime.ms) },
      { what: `export ${name}: peak heap + buffers while writing`, figure: fmtMb(m.peak), baseline: `JSON lines: ${fmtMb(baseMemory.peak)}`, ratio: ratio(m.peak, baseMemory.peak) },
      { what: `export ${name}: live memory at the last row (after GC)`, figure: fmtMb(m.live), baseline: `rows in an array: ${fmtMb(held)}`, ratio: ratio(m.live, held) },
    );
  }
  return rows;
}
