/** Timing and memory helpers for `npm run bench`: medians of repeated runs, never assertions. */
import { performance } from 'node:perf_hooks';

export interface Timing {
  /** Median milliseconds of one run. */
  readonly ms: number;
  readonly runs: number;
}

/** Runs `fn` once to warm up, then `runs` times; the median resists a noisy neighbour. */
export function time(fn: () => void, runs: number): Timing {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)] ?? 0, runs };
}

/** Heap growth while `make` builds a value that stays referenced (MB). Needs --expose-gc for precision. */
export function retainedMb<T>(make: () => T): { readonly value: T; readonly mb: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const value = make();
  gc?.();
  return { value, mb: (process.memoryUsage().heapUsed - before) / 1024 / 1024 };
}

/** The value at quantile `q` (0–1) of ascending `sorted`, by nearest rank below; 0 when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

export interface Row {
  readonly what: string;
  readonly figure: string;
  readonly baseline: string;
  readonly ratio: string;
}

export function ratio(measured: number, baseline: number): string {
  return baseline > 0 ? `${(measured / baseline).toFixed(2)}×` : 'n/a';
}

export function printTable(rows: readonly Row[]): void {
  const head: Row = { what: 'measure', figure: 'figure', baseline: 'baseline (same run)', ratio: 'ratio' };
  const all = [head, ...rows];
  const width = (k: keyof Row) => Math.max(...all.map((r) => r[k].length));
  const line = (r: Row) => `${r.what.padEnd(width('what'))}  ${r.figure.padStart(width('figure'))}  ${r.baseline.padEnd(width('baseline'))}  ${r.ratio.padStart(width('ratio'))}`;
  console.log(line(head));
  console.log('-'.repeat(line(head).length));
  for (const r of rows) console.log(line(r));
}
