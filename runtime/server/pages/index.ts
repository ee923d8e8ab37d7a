/**
 * Pages the server answers itself: the API docs (from generated/openapi.json, every operation with
 * whether it is implemented), the OpenAPI document, the built portal at / (portal.ts) and the built
 * console at /admin (console.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { BindingReport } from '../contract/routes.js';
import { registerConsole } from './console.js';
import { escapeHtml, page } from './html.js';
import { registerPortal, type PortalPageOptions } from './portal.js';

const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../generated/openapi.json');

interface OpenApiOperation { operationId: string; summary?: string; tags?: string[]; 'x-access'?: unknown }
interface OpenApiDoc { info: { title: string; version: string }; tags: { name: string; description: string }[]; paths: Record<string, Record<string, OpenApiOperation>> }

function docsPage(doc: OpenApiDoc, binding: BindingReport): string {
  const implemented = new Set(binding.implemented);
  const byTag = new Map<string, { method: string; path: string; op: OpenApiOperation }[]>();
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method: method.toUpperCase(), path: p, op }]);
    }
  }
  const total = binding.implemented.length + binding.missing.length;
  const sections = doc.tags
    .map((t) => {
      const rows = (byTag.get(t.name) ?? [])
        .map(({ method, path: p, op }) => `<tr${implemented.has(op.operationId) ? '' : ' class="todo"'}><td class="m">${method}</td><td><code>/api${escapeHtml(p)}</code></td><td>${escapeHtml(op.operationId)}</td><td>${escapeHtml(op.summary ?? '')}</td><td>${implemented.has(op.operationId) ? 'yes' : '501'}</td></tr>`)
        .join('');
      return `<h2 id="${escapeHtml(t.name)}">${escapeHtml(t.name)}</h2><p>${escapeHtml(t.description)}</p><table><tr><th>Method</th><th>Path</th><th>Operation</th><th>Summary</th><th>Implemented</th></tr>${rows}</table>`;
    })
    .join('\n');
  return page('API', `<h1>${escapeHtml(doc.info.title)} <span class="meta">${escapeHtml(doc.info.version)}</span></h1>
<p>${binding.implemented.length} of ${total} operations implemented; the rest answer 501 <code>notImplemented</code>.
The machine-readable contract: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1, generated from schemas/).</p>${sections}`);
}

export function registerPages(app: FastifyInstance, binding: BindingReport, portal: PortalPageOptions, consoleDir?: string): void {
  registerPortal(app, portal);
  registerConsole(app, { organisation: portal.organisation, headers: portal.headers, ...(consoleDir ? { dir: consoleDir } : {}) });
  const text = fs.readFileSync(OPENAPI_FILE, 'utf8');
  const doc = JSON.parse(text) as OpenApiDoc;
  const docs = docsPage(doc, binding);
  app.get('/api/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(text));
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docs));
}
