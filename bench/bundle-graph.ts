/**
 * What a built front end's page loads, read from its build (dist/<app>): the entry chunk named by
 * index.html, its static imports and the chunks index.html preloads (the first load), and the chunks
 * each chunk loads on demand with what vite preloads beside them (gzip -9, as the server sends them).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const kb = (n: number) => `${n.toFixed(1)} kB`;
export const isJs = (f: string) => f.endsWith('.js');

export interface BuiltBundle {
  /** dist/<app>. */
  readonly dist: string;
  /** The URL prefix of its assets in index.html ('/assets/', '/admin/assets/'). */
  readonly assetsUrl: string;
}

export function bundleGraph({ dist, assetsUrl }: BuiltBundle) {
  const assets = path.join(dist, 'assets');
  const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length / 1000;
  const sumKb = (files: Iterable<string>) => [...files].reduce((s, f) => s + gzipKb(f), 0);

  /** The asset files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
  const staticImports = (file: string): string[] => {
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    return [...text.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
  };

  const staticClosure = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const todo = [entry];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...staticImports(file));
    }
    return seen;
  };

  /**
   * The chunks a chunk loads on demand, each with what vite preloads with it (JS and CSS), from vite's
   * `__vite__mapDeps` table: `m.f=["assets/a.js", …]` and `__vite__mapDeps([i, j, …])` per import().
   */
  const dynamicImports = (file: string): Map<string, string[]> => {
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    const table = /m\.f=(\[[^\]]*\])/.exec(text);
    const out = new Map<string, string[]>();
    // A chunk with no imports of its own is loaded by a bare `import(`./x.js`)`, without a deps table entry.
    for (const m of text.matchAll(/import\([`'"]\.\/([\w.-]+\.js)[`'"]\)/g)) out.set(m[1]!, [m[1]!]);
    if (!table) return out;
    const files = (JSON.parse(table[1]!) as string[]).map((f) => path.basename(f));
    for (const m of text.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
      const deps = m[1]!.split(',').map((i) => files[Number(i)]!);
      if (deps[0]) out.set(deps[0], deps);
    }
    return out;
  };

  const escaped = assetsUrl.replace(/[/.]/g, (c) => `\\${c}`);
  const initialFiles = (): { entry: string; js: Set<string>; css: string[]; preloadsMatch: boolean } => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entry = new RegExp(`<script[^>]*type="module"[^>]*src="${escaped}([^"]+)"`).exec(html)?.[1];
    if (!entry) throw new Error(`${dist}/index.html names no module script`);
    const preloads = [...html.matchAll(new RegExp(`<link[^>]*rel="modulepreload"[^>]*href="${escaped}([^"]+)"`, 'g'))].map((m) => m[1]!);
    const css = [...html.matchAll(new RegExp(`<link[^>]*rel="stylesheet"[^>]*href="${escaped}([^"]+)"`, 'g'))].map((m) => m[1]!);
    const entryClosure = staticClosure(entry);
    // What index.html preloads besides is loaded at once too (the portal's start chunks, say).
    const js = new Set([...entryClosure, ...preloads.flatMap((p) => [...staticClosure(p)])]);
    const preloadsMatch = [...entryClosure].every((f) => f === entry || preloads.includes(f));
    return { entry, js, css, preloadsMatch };
  };

  return { assets, gzipKb, sumKb, staticClosure, dynamicImports, initialFiles };
}
