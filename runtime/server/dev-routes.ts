/**
 * Developer tools that are not part of the contract: the outbox of e-mails and text messages the
 * platform would have sent (PIN codes, sign-in links, admin password links), as JSON for tests and
 * scripts and as a page for people, and the BankID simulator (auth/sign-in/pages.ts). They exist only
 * with dev tools on (config.ts devToolsSetting) and answer only clients on this machine: the socket's
 * peer, never a forwarded address, which anyone can write (docs/decisions.md "Developer tools only on loopback").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from './services.js';
import { readOutbox } from './outbox.js';
import { escapeHtml, page } from './pages/html.js';
import { problem } from './errors.js';
import { isLoopbackAddress } from './loopback.js';
import { registerBankIdSimulator } from './auth/sign-in/pages.js';

/** A remote client is answered as if the tool did not exist, as with dev tools off. */
async function refuseRemotePeer(request: FastifyRequest): Promise<void> {
  const peer = request.socket.remoteAddress;
  if (isLoopbackAddress(peer)) return;
  request.log.warn({ peer, url: request.routeOptions.url }, 'developer tool refused to a client that is not on loopback');
  throw problem('notFound');
}

export async function registerDevRoutes(app: FastifyInstance, services: Services): Promise<void> {
  if (!services.config.devTools) return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', refuseRemotePeer);
    registerOutbox(dev, services);
    registerBankIdSimulator(dev, services);
  });
}

function registerOutbox(app: FastifyInstance, services: Services): void {
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
