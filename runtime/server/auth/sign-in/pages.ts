/**
 * Pages and developer APIs of the sign-in flows that are not contract calls. Registered by app.ts.
 * - The BankID simulator (the built-in test identity provider): GET /dev/bankid lists waiting
 *   orders and QR contents with Approve / Cancel forms; tests use POST /api/dev/bankid/complete
 *   {ref, personalId} and /api/dev/bankid/cancel {ref}. Registered by dev-routes.ts, which keeps it
 *   to dev tools on and loopback clients.
 * - The e-mailed sign-in link (EMAIL_LINK) and the prospect validation link.
 * Errors go through the one error handler (problem(...)), so they carry the contract's body.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../pages/html.js';
import { problem } from '../../errors.js';
import { tokenHash } from '../../ids.js';
import { pendingBankIdOrders } from '../../repositories/sign-in-users.js';
import { useValidationCode } from '../../repositories/prospects.js';
import type { Services } from '../../services.js';
import { sessionAnswer } from '../sign-in-sessions.js';
import { approveBankIdOrder, cancelBankIdOrder, qrDataAt, type BankIdOrderData } from './bankid.js';
import { completeEmailLink, EMAIL_LINK_PATH } from './email-link.js';
import { advanceProspect, OPEN, settledStatus } from './account-creation.js';

export const PROSPECT_VALIDATION_PATH = '/auth/prospects/validate';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;
}

export function registerSignInPages(app: FastifyInstance, services: Services): void {
  // A link's code is a guessable secret like a PIN: the same limits as the callbacks (auth/throttle.ts).
  const codeLimits = { preHandler: services.throttle.hook('codeLink') };
  app.get(EMAIL_LINK_PATH, codeLimits, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const ref = text(q.ref);
    const code = text(q.code);
    if (!ref || !code) throw problem('validationError', { message: 'ref and code are required' });
    await completeEmailLink(services, ref, code);
    return reply.type('text/html; charset=utf-8').send(page('Signed in', '<h1>You are signed in</h1><p>Return to the app: it continues on its own.</p>'));
  });

  app.get(PROSPECT_VALIDATION_PATH, codeLimits, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const ref = text(q.ref);
    const code = text(q.code);
    if (!ref || !code) throw problem('validationError', { message: 'ref and code are required' });
    const now = services.clock.now();
    const { redirectTo, failure } = await services.db.tx(async (tx) => {
      // A code proves the one address it was sent to, once, while the prospect is open (voided when the address changes).
      const used = await useValidationCode(tx, { ref, codeHash: tokenHash(code), open: OPEN, now });
      if (!used || settledStatus(used.prospect, now)) throw problem('notFound');
      // The account follows at once when nothing else is waiting (decision "Prospect state machine and who may move it").
      const moved = await advanceProspect(services, tx, used.prospect, now);
      return { redirectTo: used.redirectUri, failure: moved.status === 'account_failed' ? moved.failure : null };
    });
    if (failure) return reply.type('text/html; charset=utf-8').send(page('Address confirmed', `<h1>Your e-mail address is confirmed</h1><p>${escapeHtml(failure)}.</p>`));
    if (redirectTo) return reply.redirect(redirectTo, 302);
    return reply.type('text/html; charset=utf-8').send(page('Address confirmed', '<h1>Your e-mail address is confirmed</h1>'));
  });
}

export function registerBankIdSimulator(app: FastifyInstance, services: Services): void {
  app.get('/dev/bankid', async (request, reply) => {
    const now = services.clock.now();
    const focus = text((request.query as Record<string, unknown>).ref);
    const orders = (await pendingBankIdOrders(services.db, now)).filter((o) => !focus || o.ref === focus);
    const rows = orders.map((o) => {
      const data = o.data as BankIdOrderData;
      const who = data.personalId ? `Order for <span class="m">${escapeHtml(data.personalId)}</span>` : `QR: <code>${escapeHtml(qrDataAt(data, o.createdAt, now) ?? '')}</code>`;
      const ref = escapeHtml(o.ref);
      return `<tr><td>${who}<br><span class="meta">${escapeHtml(o.organisation)} · ${o.createdAt.toISOString()}</span></td><td>
<form method="post" action="/dev/bankid/complete"><input type="hidden" name="ref" value="${ref}">
<input name="personalId" placeholder="Personal id" value="${escapeHtml(data.personalId ?? '')}" ${data.personalId ? 'readonly' : 'required'}>
<button type="submit">Approve</button></form>
<form method="post" action="/dev/bankid/cancel"><input type="hidden" name="ref" value="${ref}"><button type="submit">Cancel</button></form></td></tr>`;
    }).join('\n');
    const body = `<h1>BankID simulator</h1><p>Orders waiting for a person (the app polls until one is approved, cancelled or 10 minutes pass). Reload to refresh QR contents.</p>
<table><tr><th>Order</th><th>Person</th></tr>${rows || '<tr><td colspan="2">No order is waiting.</td></tr>'}</table>`;
    return reply.type('text/html; charset=utf-8').send(page('BankID simulator', body));
  });

  // The forms post here; the JSON API is for tests and scripts.
  app.post('/dev/bankid/complete', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const ref = text(b.ref);
    if (!ref) throw problem('validationError', { message: 'ref is required' });
    const s = await approveBankIdOrder(services, ref, text(b.personalId));
    const outcome = s.status === 'complete' ? 'Approved: the app signs in now.' : `Not signed in: ${escapeHtml(s.errorMessage ?? s.status)}`;
    return reply.type('text/html; charset=utf-8').send(page('BankID simulator', `<h1>BankID simulator</h1><p>${outcome}</p><p><a href="/dev/bankid">Back</a></p>`));
  });
  app.post('/dev/bankid/cancel', async (request, reply) => {
    const ref = text(((request.body ?? {}) as Record<string, unknown>).ref);
    if (!ref) throw problem('validationError', { message: 'ref is required' });
    await cancelBankIdOrder(services, ref);
    return reply.type('text/html; charset=utf-8').send(page('BankID simulator', '<h1>BankID simulator</h1><p>Cancelled.</p><p><a href="/dev/bankid">Back</a></p>'));
  });
  app.post('/api/dev/bankid/complete', async (request) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const ref = text(b.ref);
    if (!ref) throw problem('validationError', { message: 'ref is required' });
    return { data: sessionAnswer(await approveBankIdOrder(services, ref, text(b.personalId))) };
  });
  app.post('/api/dev/bankid/cancel', async (request) => {
    const ref = text(((request.body ?? {}) as Record<string, unknown>).ref);
    if (!ref) throw problem('validationError', { message: 'ref is required' });
    return { data: sessionAnswer(await cancelBankIdOrder(services, ref)) };
  });
}
