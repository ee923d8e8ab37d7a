/**
 * An organisation's uploaded assets at their public address, {publicUrl}/assets/{organisation}/{name}
 * (docs/decisions.md "Asset bytes and addresses"), so a theme's background image, a module's icon or
 * the console's thumbnails can link them. The portal's own build files are /assets/{file} (one
 * segment, built-app.ts); an organisation's always have two or more, so the two never meet.
 * A replaced asset keeps its address: answers are revalidated by their ETag (size and time of change).
 */
import type { FastifyInstance } from 'fastify';
import { problem } from '../errors.js';
import { assetContent, assetMeta } from '../repositories/messaging.js';
import type { Services } from '../services.js';

/**
 * An SVG can carry script, and these are served from the console's own origin: opened on its own, it
 * runs with none (a sandbox, no sources); as an <img> it draws as before.
 */
const SVG_DIRECTIVES = { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'img-src': ['data:'], sandbox: [] };

export function registerAssetFiles(app: FastifyInstance, services: Services): void {
  // Public addresses by design (apps, e-mails and the tenant's own site show them): other origins may embed them.
  app.get('/assets/:organisation/*', { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } }, async (request, reply) => {
    const { organisation, '*': name } = request.params as { organisation: string; '*': string };
    const { db, config } = services;
    const meta = name ? await assetMeta(db, config.publicUrl, organisation, name) : undefined;
    if (!meta) throw problem('notFound');
    const etag = `"${meta.size.toString(16)}-${meta.updatedAt.getTime().toString(16)}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (meta.contentType === 'image/svg+xml') await reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: SVG_DIRECTIVES } });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const file = await assetContent(db, organisation, name);
    if (!file) throw problem('notFound');
    return reply.type(file.contentType).send(file.content);
  });
}
