/**
 * A build plugin: index.html starts loading the chunks and styles of the page being opened (the
 * login page when no tokens are stored, as the routes decide) while it is still being parsed, so
 * the page is there when the start's answers are, not one round trip and a start later. A small
 * inline script picks the page by the address; the table of each page's files comes from the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PATHS } from './app/paths.js';
import { TOKEN_STORAGE_KEY } from '../client/tokens.js';
import { withStaticImports, type ChunkInfo } from './preload-start-chunks.js';

const ROUTES_FILE = path.join(import.meta.dirname, 'app/routes.tsx');

/** app/routes.tsx's pages, `[PATHS.NAME]: () => import('../features/x/x-page.js')`, as path → module file. */
export function pageModules(routesSource: string, routesFile: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const m of routesSource.matchAll(/\[PATHS\.(\w+)\]:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const route = (PATHS as Record<string, string>)[m[1]!];
    if (route) pages.set(route, path.resolve(path.dirname(routesFile), m[2]!.replace(/\.js$/, '.tsx')));
  }
  return pages;
}

/** The inline script: the page of the address (or login), its files added as preloads and stylesheets. */
export function preloadScript(files: Readonly<Record<string, readonly string[]>>): string {
  return `(function(){var P=${JSON.stringify(files)},a=null;try{a=localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})}catch(e){}`
    + `var p=location.pathname;p=p===${JSON.stringify(PATHS.ROOT)}?${JSON.stringify(PATHS.DASHBOARD)}:p;`
    + `var f=P[a||p===${JSON.stringify(PATHS.FATAL)}?p:${JSON.stringify(PATHS.LOGIN)}]||[];`
    + 'for(var i=0;i<f.length;i++){var c=/\\.css$/.test(f[i]),l=document.createElement("link");'
    + 'l.rel=c?"stylesheet":"modulepreload";if(!c)l.crossOrigin="";l.href="/"+f[i];document.head.appendChild(l)}})();';
}

export function preloadPage(): Plugin {
  return {
    name: 'ampere:preload-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = new Map<string, ChunkInfo>();
        for (const item of Object.values(ctx.bundle ?? {})) if (item.type === 'chunk') chunks.set(item.fileName, item as ChunkInfo);
        const files: Record<string, string[]> = {};
        for (const [route, module] of pageModules(fs.readFileSync(ROUTES_FILE, 'utf8'), ROUTES_FILE)) {
          const page = [...chunks.values()].find((c) => c.facadeModuleId === module);
          if (!page) throw new Error(`preload-page: no chunk for ${module} (${route})`);
          // What index.html loads already is left out; a page's styles come with its chunks.
          const js = withStaticImports([page.fileName], chunks).filter((file) => !html.includes(`/${file}"`));
          const css = js.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
          files[route] = [...js, ...new Set(css)];
        }
        return html.replace('</head>', `  <script>${preloadScript(files)}</script>\n  </head>`);
      },
    },
  };
}
