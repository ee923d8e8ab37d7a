/**
 * `npm run build` builds the portal; `npm start` runs it with --if-stale, so a fresh clone builds once
 * (about 15 s) and later starts skip the build until a source file is newer than the last build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import config, { PORTAL_OUT } from './vite.config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Everything the bundle is made from. */
const SOURCES = ['runtime/portal', 'runtime/client', 'runtime/format', 'generated/client', 'schemas', 'package-lock.json'];
const STAMP = path.join(PORTAL_OUT, '.built');

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function portalIsStale(): boolean {
  const built = fs.statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

/** What the server sends compressed (runtime/server/pages/portal.ts picks .br or .gz by Accept-Encoding). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Brotli and gzip copies of every asset, made once here so the server never compresses per request. */
export function precompress(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

export async function buildPortal(): Promise<void> {
  await build({ ...config, configFile: false });
  precompress(path.join(PORTAL_OUT, 'assets'));
  fs.writeFileSync(STAMP, new Date().toISOString());
}

async function main(): Promise<void> {
  if (process.argv.includes('--if-stale') && !portalIsStale()) return;
  const started = Date.now();
  console.log('Building the portal …');
  await buildPortal();
  console.log(`Portal built in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(ROOT, PORTAL_OUT)}).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
