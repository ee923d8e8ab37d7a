/**
 * Reads the schema sources in a worker thread, so ts-morph's parse runs on the second core while
 * the main thread loads the contract and converts its schemas (about a second off `npm run generate`).
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readSource } from './source.js';
import type { SourceInfo } from './types.js';

interface Job {
  readonly root: string;
  readonly paths: readonly string[];
}

/** Starts reading at once; falls back to reading in this thread if a worker cannot start. */
export function readSourceInWorker(root: string, paths: readonly string[]): Promise<SourceInfo> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fallback = () => {
      if (settled) return;
      settled = true;
      try {
        resolve(readSource(root, paths));
      } catch (err) {
        reject(err);
      }
    };
    try {
      const worker = new Worker(new URL(import.meta.url), { workerData: { root, paths } satisfies Job });
      worker.once('message', (info: SourceInfo) => {
        settled = true;
        resolve(info);
        void worker.terminate();
      });
      worker.once('error', fallback);
      worker.once('exit', fallback);
    } catch {
      fallback();
    }
  });
}

if (!isMainThread && parentPort && (workerData as Job | undefined)?.paths) {
  const job = workerData as Job;
  parentPort.postMessage(readSource(job.root, job.paths));
}
