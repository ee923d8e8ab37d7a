/**
 * The portal's bundle for `npm run bench`, from the build `npm start` serves (dist/portal, built here
 * when stale): the first load's JavaScript (the entry chunk of index.html, its static imports and the
 * start's chunks index.html preloads, gzip -9 as the server sends it) against the 150 kB budget, what each route loads lazily on top,
 * and a check that the console's libraries stay out of the portal.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PATHS } from '../runtime/portal/app/paths.js';
import { ensureBuilt } from '../e2e/support/app-build.js';
import { ROOT } from '../e2e/support/server.js';
import { ratio, type Row } from './measure.js';

const DIST = path.join(ROOT, 'dist/portal');
const ASSETS = path.join(DIST, 'assets');
/** portal: 150 kB gzip for the whole first load (kB = 1 000 bytes, as vite prints sizes). */
export const BUDGET_KB = 150;
/** The console's libraries (runtime/console): none may end up in the portal. */
const CONSOLE_LIBRARIES = ['react-admin', '@mui/', '@rjsf/'];

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).length / 1000;
const kb = (n: number) => `${n.toFixed(1)} kB`;
const sumKb = (files: Iterable<string>) => [...files].reduce((s, f) => s + gzipKb(f), 0);
const isJs = (f: string) => f.endsWith('.js');

/** The asset files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
}

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...staticImports(file));
  }
  return seen;
}

/**
 * The chunks a chunk loads on demand, each with what vite preloads with it (JS and CSS), from vite's
 * `__vite__mapDeps` table: `m.f=["assets/a.js", …]` and `__vite__mapDeps([i, j, …])` per import().
 */
function dynamicImports(file: string): Map<string, string[]> {
  const text = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  const table = /m\.f=(\[[^\]]*\])/.exec(text);
  const out = new Map<string, string[]>();
  if (!table) return out;
  const files = (JSON.parse(table[1]!) as string[]).map((f) => path.basename(f));
  for (const m of text.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
    const deps = m[1]!.split(',').map((i) => files[Number(i)]!);
    if (deps[0]) out.set(deps[0], deps);
  }
  return out;
}

function initialFiles(): { entry: string; js: Set<string>; css: string[]; preloadsMatch: boolean } {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/portal/index.html names no module script');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  const entryClosure = staticClosure(entry);
  // What index.html preloads besides is loaded at once too (the start's chunks, runtime/portal/preload-start-chunks.ts).
  const js = new Set([...entryClosure, ...preloads.flatMap((p) => [...staticClosure(p)])]);
  const preloadsMatch = [...entryClosure].every((f) => f === entry || preloads.includes(f));
  return { entry, js, css, preloadsMatch };
}

/** Which console libraries the source maps name (undefined without source maps). */
function consoleLibrariesFound(): string[] | undefined {
  const maps = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js.map'));
  if (maps.length === 0) return undefined;
  const found = new Set<string>();
  for (const map of maps) {
    const sources = (JSON.parse(fs.readFileSync(path.join(ASSETS, map), 'utf8')) as { sources?: string[] }).sources ?? [];
    for (const source of sources) {
      for (const lib of CONSOLE_LIBRARIES) if (source.includes(`node_modules/${lib}`)) found.add(lib.replace(/\/$/, ''));
    }
  }
  return [...found];
}

/** The route each page chunk serves: `my-home-page` → PATHS.MY_HOME. */
function routeOf(chunk: string): string | undefined {
  const feature = /^(.+)-page-[\w-]+\.js$/.exec(chunk)?.[1];
  if (!feature) return undefined;
  return (PATHS as Record<string, string>)[feature.toUpperCase().replace(/-/g, '_')];
}

export async function portalBundleRows(): Promise<Row[]> {
  const built = await ensureBuilt('portal');
  const initial = initialFiles();
  const initialJs = sumKb(initial.js);
  const initialCss = sumKb(initial.css);
  const rows: Row[] = [{
    what: `portal first load: entry + ${initial.js.size - 1} chunks index.html loads at once, JS gzip${initial.preloadsMatch ? '' : ' (index.html misses a static import!)'}`,
    figure: kb(initialJs),
    baseline: `budget ${BUDGET_KB} kB (CSS ${kb(initialCss)} besides)`,
    ratio: ratio(initialJs, BUDGET_KB),
  }];

  const lazy = new Map<string, string[]>();
  for (const file of initial.js) for (const [chunk, deps] of dynamicImports(file)) lazy.set(chunk, deps);
  const routes = [...lazy].map(([chunk, deps]) => ({ chunk, route: routeOf(chunk), deps })).filter((r) => r.route).sort((a, b) => a.route!.localeCompare(b.route!));
  for (const { route, deps } of routes) {
    const opening = deps.filter((f) => !initial.js.has(f));
    const openingJs = sumKb(opening.filter(isJs));
    const openingCss = sumKb(opening.filter((f) => !isJs(f)));
    // What the route's chunks load later still (a chart library behind a tab, say).
    const later = new Set<string>();
    for (const file of opening.filter(isJs)) for (const [, more] of dynamicImports(file)) for (const f of more) if (!initial.js.has(f) && !opening.includes(f)) later.add(f);
    const laterKb = sumKb(later);
    rows.push({
      what: `portal route ${route}: ${opening.filter(isJs).length} lazy JS chunks, gzip${laterKb ? ` (+ ${kb(laterKb)} loaded later)` : ''}`,
      figure: `${kb(openingJs)} + CSS ${kb(openingCss)}`,
      baseline: `first load there: ${kb(initialJs + openingJs)} of ${BUDGET_KB} kB`,
      ratio: ratio(initialJs + openingJs, BUDGET_KB),
    });
  }
  if (routes.length === 0) rows.push({ what: 'portal routes', figure: 'no lazy route chunks found', baseline: 'vite __vite__mapDeps table', ratio: 'n/a' });

  const found = consoleLibrariesFound();
  rows.push({
    what: 'console libraries in the portal bundle (source maps)',
    figure: found === undefined ? 'unknown: no source maps' : found.length ? `PRESENT: ${found.join(', ')}` : 'none',
    baseline: CONSOLE_LIBRARIES.map((l) => l.replace(/\/$/, '')).join(', '),
    ratio: '—',
  });
  if (built.includes('Portal built')) rows.push({ what: 'portal build (was stale)', figure: built.trim().split('\n').pop() ?? '', baseline: '—', ratio: '—' });
  return rows;
}
