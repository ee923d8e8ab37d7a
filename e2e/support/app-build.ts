/**
 * The built front ends the server serves from dist/portal and dist/console, built as `npm start`
 * builds them (`tsx runtime/<app>/build.ts --if-stale`: only when a source is newer than the last
 * build, so a run builds each at most once). Its own process keeps vitest's NODE_ENV=test out of the
 * production bundle. Test files run in parallel workers; a lock directory lets one build while the
 * others wait.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server.js';

export type BuiltApp = 'portal' | 'console';

const stampOf = (app: BuiltApp): string => path.join(ROOT, 'dist', app, '.built');
const lockOf = (app: BuiltApp): string => path.join(os.tmpdir(), `ampere-${app}-build-${Buffer.from(ROOT).toString('base64url').slice(-24)}.lock`);
/** A lock older than this belongs to a process that died while building. */
const STALE_LOCK_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runBuild(app: BuiltApp): Promise<string> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, ['--import', 'tsx', `runtime/${app}/build.ts`, '--if-stale'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`building the ${app} failed (exit ${code}):\n${output}`))));
  });
}

async function takeLock(lock: string): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
}

/** Builds dist/<app> when it is missing or older than its sources; what the build printed (empty when it was current). */
export async function ensureBuilt(app: BuiltApp): Promise<string> {
  const lock = lockOf(app);
  await takeLock(lock);
  try {
    return await runBuild(app);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * When dist/<app> was last built (0: never). A page loaded before a rebuild (another terminal's
 * `npm run build`) asks for chunks the rebuild deleted: the harness and the bench compare this before
 * and after to say so instead of failing obscurely.
 */
export function buildStamp(app: BuiltApp): number {
  return fs.statSync(stampOf(app), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
