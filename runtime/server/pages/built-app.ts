/**
 * Serves a built front end (made by `npm run build` into dist/<app>) under a prefix: the portal at /,
 * the console at /admin. Its hashed assets are cached for a year, and index.html answers every other
 * page path under the prefix, so the app's router decides what a path shows (portal §2 Routes: unknown
 * paths get the portal's own page-not-found). Paths the app must never answer (the API's, the
 * identity provider's, another app's) answer the JSON 404. Assets are read once and then answered
 * from memory: their names carry a hash of their content, so a name never stands for other bytes, and
 * a page load asks for dozens of them at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { problem } from '../errors.js';
import { escapeHtml } from './html.js';
import type { PageHeaders, PagePolicy } from './security-headers.js';

/** Where `npm run build` puts an app (dist/<name> at the repository root). */
export const distOf = (name: string): string => path.resolve(import.meta.dirname, '../../../dist', name);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** An asset's bytes: plain and each precompressed copy the build left beside it. */
interface AssetBodies {
  readonly type: string;
  readonly plain: Buffer;
  readonly encoded: ReadonlyMap<string, Buffer>;
}

/** Above this an asset is read again for each request instead of kept (none of the portal's is). */
const MAX_CACHED_ASSET_BYTES = 2 * 1024 * 1024;

function readAsset(file: string): AssetBodies {
  const encoded = new Map<string, Buffer>();
  for (const { name, suffix } of ENCODINGS) {
    if (fs.existsSync(file + suffix)) encoded.set(name, fs.readFileSync(file + suffix));
  }
  return { type: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', plain: fs.readFileSync(file), encoded };
}

/** The first encoding of ENCODINGS the browser accepts and the asset has. */
function acceptedEncoding(asset: AssetBodies, acceptEncoding: string): string | undefined {
  const accepted = acceptEncoding.split(',').map((e) => e.trim().split(';')[0]?.trim());
  return ENCODINGS.find(({ name }) => accepted.includes(name) && asset.encoded.has(name))?.name;
}

export interface BuiltAppOptions {
  /** '' for the root, else a path such as '/admin' (the app's vite base without its last slash). */
  readonly prefix: string;
  /** The build's folder (index.html and assets/). */
  readonly dir: string;
  /** `%NAME%` placeholders of index.html and their values (escaped here). */
  readonly placeholders: Readonly<Record<string, string>>;
  /** The page answered while the app has not been built. */
  readonly notBuiltPage: string;
  /** Path prefixes under this app's that are not its pages (a root app leaves the API's and the others' alone). */
  readonly notPages?: readonly string[];
  readonly headers: PageHeaders;
  /** The page's Content-Security-Policy sources, asked for each page answer (a tenant's frames change when it publishes). */
  readonly policy: () => Promise<PagePolicy>;
}

export function registerBuiltApp(app: FastifyInstance, options: BuiltAppOptions): void {
  const { dir, prefix } = options;
  const indexFile = path.join(dir, 'index.html');
  const assets = path.join(dir, 'assets');
  // index.html is read again when a build replaced it (its hashed asset names change with each build).
  let index: { readonly mtimeMs: number; readonly html: string } | undefined;
  const indexHtml = (): string | undefined => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (index?.mtimeMs !== stat.mtimeMs) {
      let html = fs.readFileSync(indexFile, 'utf8');
      for (const [name, value] of Object.entries(options.placeholders)) html = html.replaceAll(`%${name}%`, escapeHtml(value));
      index = { mtimeMs: stat.mtimeMs, html };
    }
    return index.html;
  };

  const cached = new Map<string, AssetBodies>();
  const asset = (file: string): AssetBodies | undefined => {
    const known = cached.get(file);
    if (known) return known;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const read = readAsset(file);
    if (stat.size <= MAX_CACHED_ASSET_BYTES) cached.set(file, read);
    return read;
  };

  // Immutable, hashed files: an access log line per asset would be most of the log and tell nothing.
  app.get(`${prefix}/assets/*`, { logLevel: 'warn' }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const file = path.resolve(assets, rel);
    const found = file.startsWith(assets + path.sep) ? asset(file) : undefined;
    if (!found) throw problem('notFound');
    // The build leaves .br and .gz copies beside each asset (runtime/build/app-build.ts precompress).
    const encoding = acceptedEncoding(found, String(request.headers['accept-encoding'] ?? ''));
    reply
      .type(found.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? found.encoded.get(encoding) : found.plain);
  });

  const notPages = options.notPages ?? [];
  const answerPage = async (request: { url: string }, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (notPages.some((p) => url === p || url.startsWith(`${p}/`))) throw problem('notFound');
    reply.header('cache-control', 'no-cache');
    return options.headers.send(reply, indexHtml() ?? options.notBuiltPage, await options.policy());
  };
  app.get(`${prefix}/*`, answerPage);
  if (prefix) app.get(prefix, answerPage);
}
