/**
 * A build plugin and the bundler's chunk groups for the portal: the shell (everything the entry
 * imports), the start (everything the start needs besides), the pages' shared modules, and each
 * page's own. Left to itself the bundler cut the first load into some forty small chunks shared in
 * different ways between the entry, the start and the pages. On a phone network each is a request of
 * its own, six at a time over HTTP/1.1, and the page's first paint waited for the last of them
 * (Lighthouse's simulated LCP: 3.3 s with forty, 2.5 s with ten). Evaluating a big chunk is still cut
 * into short tasks: each schema module begins one of its own (schema-tasks.ts).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { START_MODULES } from './preload-start-chunks.js';

const ENTRY = path.resolve(import.meta.dirname, 'main.tsx');

/**
 * The contract and the libraries only the start loads: modules that declare and import nothing for
 * effect. The entry reaches some of them for a constant (schemas/constants.ts gathers constants from
 * schema modules), but the bundler keeps only the constant, not the schemas around it, so the entry's
 * reach is not followed through them.
 */
const DECLARATIONS = /[\\/](schemas|generated|runtime[\\/](client|format)|node_modules[\\/](zod|i18next))[\\/]/;

export const CHUNK_GROUPS = { SHELL: 'shell', START: 'start', PAGES: 'pages' } as const;

/** What the plugin reads of the bundler's module graph. */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { readonly importedIds: readonly string[]; readonly dynamicallyImportedIds: readonly string[] } | null;
}

/** `roots` and every module they import statically, each once; a `stop` module is kept but not followed. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[], stop: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!stop(id)) stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Each grouped module's chunk: the shell's (reached from the entry), the start's (reached from the
 * start's modules and not the entry), or the pages' (reached from two or more pages, the modules
 * loaded with import(), and neither before). A module of one page only is left to that page's chunk.
 */
export function chunkGroups(graph: ModuleGraph, entry = ENTRY, startModules = START_MODULES): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const shell = staticClosure(graph, [entry], (id) => DECLARATIONS.test(id));
  const startRoots = ids.filter((id) => startModules.test(id.split('?')[0]!));
  const groups = new Map<string, string>();
  for (const id of shell) if (id !== entry) groups.set(id, CHUNK_GROUPS.SHELL);
  for (const id of staticClosure(graph, startRoots)) if (!shell.has(id)) groups.set(id, CHUNK_GROUPS.START);
  const pages = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !groups.has(id)));
  const users = new Map<string, number>();
  for (const page of pages) {
    for (const id of staticClosure(graph, [page], (m) => groups.has(m))) {
      if (!groups.has(id) && !pages.has(id)) users.set(id, (users.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of users) if (count > 1) groups.set(id, CHUNK_GROUPS.PAGES);
  return groups;
}

/** The plugin reads the module graph when the build has it; the group asks it for each module's chunk. */
export function portalChunkGroups(): { readonly plugin: Plugin; readonly group: { readonly debugName: string; readonly name: (id: string) => string | null; readonly includeDependenciesRecursively: false } } {
  let groups = new Map<string, string>();
  return {
    plugin: {
      name: 'ampere:chunk-groups',
      apply: 'build',
      buildEnd() {
        groups = chunkGroups(this);
      },
    },
    // Dependencies are grouped by the same rule already; following them would pull the entry's into the start.
    group: { debugName: 'portal', name: (id) => groups.get(id) ?? null, includeDependenciesRecursively: false },
  };
}
