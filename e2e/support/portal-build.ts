/**
 * The built portal the server serves from dist/portal, built as `npm start` builds it
 * (`tsx runtime/portal/build.ts --if-stale`: only when a source is newer than the last build, so a
 * run builds at most once). Its own process keeps vitest's NODE_ENV=test out of the production
 * bundle. Test files run in parallel workers; a lock directory lets one build while the others wait.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server.js';

const STAMP = path.join(ROOT, 'dist/portal/.built');
const LOCK = path.join(os.tmpdir(), `ampere-portal-build-${Buffer.from(ROOT).toString('base64url').slice(-24)}.lock`);
/** A lock older than this belongs to a process that died while building. */
const STALE_LOCK_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runBuild(): Promise<string> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, ['--import', 'tsx', 'runtime/portal/build.ts', '--if-stale'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`building the portal failed (exit ${code}):\n${output}`))));
  });
}

async function takeLock(): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else await sleep(250);
    }
  }
}

/** Builds dist/portal when it is missing or older than its sources; what the build printed (empty when it was current). */
export async function ensurePortalBuilt(): Promise<string> {
  await takeLock();
  try {
    return await runBuild();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * When dist/portal was last built (0: never). A running server keeps the index.html it read first, so
 * a rebuild meanwhile (another terminal's `npm run build`) leaves it pointing at deleted chunks: the
 * harness and the bench compare this before and after to say so instead of failing obscurely.
 */
export function portalBuildStamp(): number {
  return fs.statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
