/**
 * A build plugin: index.html asks for the start's chunk (app/app.tsx loads it with import(): the
 * start with the API client, the tenant and the session; chunk-groups.ts) and what it imports,
 * together with the entry's own, so loading the start apart from the entry costs no extra round trip;
 * without it the start would be fetched only when the app reaches it.
 */
import type { Plugin } from 'vite';

/** The start's modules: the start and the tenant and session it reads first. */
export const START_MODULES = /[\\/]runtime[\\/]portal[\\/]app[\\/](start|tenant|session)\.ts$/;

/** What the build plugins read of a bundle's chunk. */
export interface ChunkInfo {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The files of `roots` and everything they import statically, each once. */
export function withStaticImports(roots: readonly string[], chunks: ReadonlyMap<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

export function preloadStartChunks(): Plugin {
  return {
    name: 'ampere:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = new Map<string, ChunkInfo>();
        for (const item of Object.values(ctx.bundle ?? {})) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const roots = [...chunks.values()].filter((c) => c.moduleIds.some((id) => START_MODULES.test(id))).map((c) => c.fileName);
        const links = withStaticImports(roots, chunks)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
      },
    },
  };
}
