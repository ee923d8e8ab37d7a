/**
 * EMAIL_LINK: a private customer by provider customer id, or a business customer by organisation
 * number (decision "EMAIL_LINK organisation id"). The account owner's e-mail (or the address the
 * request gives when none is on file) gets a one-time code and a link; POST
 * /v3/auth/email/callback {ref, code}, or opening the link, completes the sign-in.
 */
import { timingSafeEqual } from 'node:crypto';
import type { EmailLinkSignIn, ProviderCallbackBody, SignInSession } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { randomToken, tokenHash } from '../../ids.js';
import { sendToOutbox } from '../../outbox.js';
import { ownerOfCustomer } from '../../repositories/sign-in-users.js';
import type { Services } from '../../services.js';
import { completeSignIn, createSignIn, findSignIn, sessionAnswer, type SignInRecord } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export const EMAIL_LINK_PATH = '/auth/email-link';

export async function emailLinkSignIn(c: SignInContext, body: z.output<typeof EmailLinkSignIn>): Promise<SignInSession> {
  const { db, clock, config } = c.services;
  const now = clock.now();
  const business = body.organisationId !== undefined;
  const owner = await ownerOfCustomer(db, body.organisation, (body.organisationId ?? body.customerId)!, business);
  // Only an address on file: a caller-given address would let anyone receive someone else's sign-in link.
  const email = owner?.email ?? owner?.doc.email;
  const code = randomToken(16);
  return db.tx(async (q) => {
    // An unknown customer id gets a sign-in no code completes and no mail: the answer is the same (decision "Throttling guesses").
    const s = await createSignIn(q, { organisation: body.organisation, accessType: 'EMAIL_LINK', data: { userId: owner && email ? owner.id : null, codeHash: tokenHash(code), createUserIfMissing: body.createUserIfMissing === true } }, now);
    if (!owner || !email) return sessionAnswer(s);
    const link = `${config.publicUrl}${EMAIL_LINK_PATH}?${new URLSearchParams({ ref: s.ref, code })}`;
    await sendToOutbox(q, {
      channel: 'email', recipient: email, subject: 'Your sign-in link',
      body: `Open this link to sign in (valid for 10 minutes): ${link}\n\nOr enter the code: ${code}`, data: { code, ref: s.ref, link },
    }, now);
    return sessionAnswer(s);
  });
}

function codeMatches(code: string, hash: unknown): boolean {
  const a = Buffer.from(tokenHash(code), 'hex');
  const b = Buffer.from(typeof hash === 'string' ? hash : '', 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Completes an EMAIL_LINK sign-in with its code; 404 when none waits, 401 for a wrong code (the sign-in stays open). */
export async function completeEmailLink(services: Services, ref: string, code: string): Promise<SignInRecord> {
  const now = services.clock.now();
  const s = await findSignIn(services.db, ref, now);
  if (!s || s.accessType !== 'EMAIL_LINK' || s.status !== 'process') throw problem('notFound');
  const data = s.data as { userId: string | null; codeHash: string };
  if (!codeMatches(code, data.codeHash) || !data.userId) throw problem('unauthorized');
  if (!(await completeSignIn(services.db, ref, { kind: 'customer', id: data.userId }, now))) throw problem('notFound');
  return (await findSignIn(services.db, ref, now))!;
}

export async function emailCallback(c: SignInContext, body: ProviderCallbackBody): Promise<SignInSession> {
  if (!body.ref || !body.code) throw problem('validationError', { message: 'ref and code are required' });
  return sessionAnswer(await completeEmailLink(c.services, body.ref, body.code));
}
