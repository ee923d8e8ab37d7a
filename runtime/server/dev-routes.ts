/**
 * Developer tools that are not part of the contract: the outbox of e-mails and text messages the
 * platform would have sent (PIN codes, sign-in links, admin password links), as JSON for tests and
 * scripts and as a page for people. Only with dev tools on (config.ts devTools: off in production).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';
import { readOutbox } from './outbox.js';
import { escapeHtml, page } from './pages/html.js';

export function registerDevRoutes(app: FastifyInstance, services: Services): void {
  if (!services.config.devTools) return;
  app.get('/api/dev/outbox', async (request) => {
    const { recipient } = request.query as { recipient?: string };
    return { data: await readOutbox(services.db, recipient) };
  });
  app.get('/dev/outbox', async (request, reply) => {
    const { recipient } = request.query as { recipient?: string };
    const items = await readOutbox(services.db, recipient);
    const rows = items
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${escapeHtml(m.channel)} to ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.body)}</pre></article>`)
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(page('Outbox', `<h1>Outbox</h1><p>What Ampere would have e-mailed or texted, newest first.</p>${rows || '<p>Nothing sent yet.</p>'}`));
  });
}
