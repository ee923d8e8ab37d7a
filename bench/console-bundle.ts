/**
 * The console's bundle for `npm run bench`, from the build `npm start` serves (dist/console, built
 * here when stale): the first load's JavaScript (the sign-in page: index.html's entry, its static
 * imports and what index.html preloads, gzip -9) against the 350 kB budget of issue 6 §6, what the
 * session (API client, zod, auth) and the screens' words add at sign-in, the generated calls on the first data call,
 * and the largest screens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../e2e/support/app-build.js';
import { ROOT } from '../e2e/support/server.js';
import { bundleGraph, isJs, kb } from './bundle-graph.js';
import { ratio, type Row } from './measure.js';

/** Issue 6 §6: 350 kB gzip for the console's initial JavaScript (react-admin's demo loads about 600). */
export const CONSOLE_BUDGET_KB = 350;
const REACT_ADMIN_DEMO_KB = 600;

export async function consoleBundleRows(): Promise<Row[]> {
  const built = await ensureBuilt('console');
  const graph = bundleGraph({ dist: path.join(ROOT, 'dist/console'), assetsUrl: '/admin/assets/' });
  const initial = graph.initialFiles();
  const initialKb = graph.sumKb(initial.js);
  const rows: Row[] = [{
    what: `console first load (sign-in page): entry + ${initial.js.size - 1} chunks, JS gzip${initial.preloadsMatch ? '' : ' (index.html misses a static import!)'}`,
    figure: kb(initialKb),
    baseline: `budget ${CONSOLE_BUDGET_KB} kB; react-admin's demo ~${REACT_ADMIN_DEMO_KB} kB`,
    ratio: ratio(initialKb, CONSOLE_BUDGET_KB),
  }];
  // Every chunk's on-demand imports: the generated calls are imported by the session chunk, not the entry.
  const lazy = new Map<string, string[]>();
  for (const file of fs.readdirSync(graph.assets).filter(isJs)) for (const [chunk, deps] of graph.dynamicImports(file)) lazy.set(chunk, deps);
  const added = (chunk: string) => graph.sumKb((lazy.get(chunk) ?? [chunk]).filter((f) => isJs(f) && !initial.js.has(f)));
  const named = (prefix: string) => [...lazy.keys()].find((c) => c.startsWith(prefix));
  const atSignIn = [
    ['browser-session-', 'the session (API client, zod, auth provider), loaded at sign-in'],
    ['all-area-messages-', "the screens' words (six languages), loaded with the session"],
    ['index.gen-', 'the generated calls, loaded on the first data call'],
  ] as const;
  for (const [prefix, what] of atSignIn) {
    const chunk = named(prefix);
    if (chunk) rows.push({ what: `console ${what}`, figure: kb(added(chunk)), baseline: `first load ${kb(initialKb)}`, ratio: ratio(initialKb + added(chunk), CONSOLE_BUDGET_KB) });
  }
  const screens = [...lazy.keys()].map((chunk) => ({ chunk, kb: added(chunk) })).sort((a, b) => b.kb - a.kb).slice(0, 3);
  for (const { chunk, kb: size } of screens) {
    rows.push({ what: `console lazy chunk ${chunk.replace(/-[\w-]+\.js$/, '')}`, figure: kb(size), baseline: 'loaded when opened', ratio: '—' });
  }
  if (built.includes('built in')) rows.push({ what: 'console build (was stale)', figure: built.trim().split('\n').pop() ?? '', baseline: '—', ratio: '—' });
  return rows;
}
