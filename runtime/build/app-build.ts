/**
 * Building a front end the server serves (the portal at /, the console at /admin): vite's build into
 * dist/<app>, brotli and gzip copies of each asset made once, and a stamp so `npm start` (which runs
 * each app's build.ts with --if-stale) builds only when a source is newer than the last build: a
 * fresh clone builds once, later starts skip it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type UserConfig } from 'vite';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppBuild {
  /** What the console prints ("portal", "console"). */
  readonly name: string;
  readonly config: UserConfig;
  /** The build's output folder (dist/<name>). */
  readonly out: string;
  /** Everything the bundle is made from, relative to the repository root. */
  readonly sources: readonly string[];
}

/** The stamp written after a successful build; its time is when the build finished. */
export const stampOf = (app: Pick<AppBuild, 'out'>): string => path.join(app.out, '.built');

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

export function isStale(app: AppBuild): boolean {
  const built = fs.statSync(stampOf(app), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return app.sources.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

/** What the server sends compressed (runtime/server/pages/built-app.ts picks .br or .gz by Accept-Encoding). */
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

export async function buildApp(app: AppBuild): Promise<void> {
  await build({ ...app.config, configFile: false });
  precompress(path.join(app.out, 'assets'));
  fs.writeFileSync(stampOf(app), new Date().toISOString());
}

/** An app's build.ts run as a script: builds it (with --if-stale, only when stale) and says how long it took. */
export async function runBuildScript(app: AppBuild, argv: readonly string[] = process.argv): Promise<void> {
  if (argv.includes('--if-stale') && !isStale(app)) return;
  const started = Date.now();
  console.log(`Building the ${app.name} …`);
  await buildApp(app);
  console.log(`The ${app.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(ROOT, app.out)}).`);
}

/** Whether `moduleFile` is the script node was started with (an app's build.ts run directly). */
export function isMainScript(moduleFile: string): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === path.resolve(moduleFile);
}
