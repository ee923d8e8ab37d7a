/**
 * Serves the built portal (dist/portal, made by `npm run build`) at /: its hashed assets for a year,
 * and index.html for every other page path, so the portal's router decides what a path shows (portal
 * §2 Routes: unknown paths get the portal's own page-not-found). Paths of the API, the identity
 * provider, the developer tools and the console stay theirs: unknown ones there answer the JSON 404.
 * Assets are read once and then answered from memory: their names carry a hash of their content, so
 * a name never stands for other bytes, and a page load asks for some forty of them at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { problem } from '../errors.js';
import { escapeHtml, page } from './html.js';

export const PORTAL_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/portal');

/** Prefixes the portal never answers. */
const NOT_PORTAL = ['/api', '/oidc', '/dev', '/admin'];

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

export interface PortalPageOptions {
  readonly organisation: string;
  /** 'production' or anything else (the invoice viewer picks its base URL by it, portal §2 Invoices). */
  readonly environment: string;
  readonly dir?: string;
}

function notBuiltPage(): string {
  return page('My pages', `<h1>My pages</h1><p>The portal has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it when its sources changed), then reload.</p><p>The API is up meanwhile: <a href="/api/docs">API docs</a>.</p>`);
}

export function registerPortal(app: FastifyInstance, options: PortalPageOptions): void {
  const dir = options.dir ?? PORTAL_DIST;
  const indexFile = path.join(dir, 'index.html');
  const assets = path.join(dir, 'assets');
  // index.html is read again when a build replaced it (its hashed asset names change with each build).
  let index: { readonly mtimeMs: number; readonly html: string } | undefined;
  const indexHtml = (): string | undefined => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (index?.mtimeMs !== stat.mtimeMs) {
      const html = fs.readFileSync(indexFile, 'utf8')
        .replaceAll('%AMPERE_ORGANISATION%', escapeHtml(options.organisation))
        .replaceAll('%AMPERE_ENVIRONMENT%', escapeHtml(options.environment));
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
  app.get('/assets/*', { logLevel: 'warn' }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const file = path.resolve(assets, rel);
    const found = file.startsWith(assets + path.sep) ? asset(file) : undefined;
    if (!found) throw problem('notFound');
    // The build leaves .br and .gz copies beside each asset (runtime/portal/build.ts precompress).
    const encoding = acceptedEncoding(found, String(request.headers['accept-encoding'] ?? ''));
    reply
      .type(found.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? found.encoded.get(encoding) : found.plain);
  });

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (NOT_PORTAL.some((p) => url === p || url.startsWith(`${p}/`))) throw problem('notFound');
    const html = indexHtml();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html ?? notBuiltPage());
  });
}
