/**
 * The portal's bundle for `npm run bench`, from the build `npm start` serves (dist/portal, built here
 * when stale): the first load's JavaScript (the entry chunk of index.html, its static imports and the
 * start's chunks index.html preloads, gzip -9 as the server sends it) against the 150 kB budget, what each route loads lazily on top,
 * and a check that the console's libraries stay out of the portal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PATHS } from '../runtime/portal/app/paths.js';
import { ensureBuilt } from '../e2e/support/app-build.js';
import { ROOT } from '../e2e/support/server.js';
import { bundleGraph, isJs, kb } from './bundle-graph.js';
import { ratio, type Row } from './measure.js';

const DIST = path.join(ROOT, 'dist/portal');
const { assets: ASSETS, sumKb, dynamicImports, initialFiles } = bundleGraph({ dist: DIST, assetsUrl: '/assets/' });
/** portal: 150 kB gzip for the whole first load (kB = 1 000 bytes, as vite prints sizes). */
export const BUDGET_KB = 150;
/** The console's libraries (runtime/console): none may end up in the portal. */
const CONSOLE_LIBRARIES = ['react-admin', '@mui/', '@rjsf/'];

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
  if (built.includes('built in')) rows.push({ what: 'portal build (was stale)', figure: built.trim().split('\n').pop() ?? '', baseline: '—', ratio: '—' });
  return rows;
}
