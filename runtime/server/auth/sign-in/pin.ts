/**
 * USR_PIN: the phone-style identity names the user; a four-digit PIN goes by text message (the
 * outbox) and only its scrypt hash is kept. POST /v3/auth/pin/callback {ref, pin} completes the
 * sign-in; a wrong PIN aborts it (portal §4 "Failed PIN callback aborts login", decision "Wrong PIN").
 */
import { randomInt } from 'node:crypto';
import type { PinSignIn, ProviderCallbackBody, SignInSession } from '../../../../schemas/auth.js';
import { normalisePhoneNumber } from '../../../../schemas/identity.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { sendToOutbox } from '../../outbox.js';
import { userByPhone } from '../../repositories/sign-in-users.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { claimAttempt, completeSignIn, createSignIn, failSignIn, findSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export const WRONG_PIN_KEY = 'wrongPin';

export async function pinSignIn(c: SignInContext, body: z.output<typeof PinSignIn>): Promise<SignInSession> {
  const { db, clock } = c.services;
  const now = clock.now();
  const phone = normalisePhoneNumber(body.username);
  const user = await userByPhone(db, body.organisation, phone);
  if (!user) throw problem('errorNoAccount');
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const pinHash = await hashPassword(pin);
  return db.tx(async (q) => {
    const s = await createSignIn(q, { organisation: body.organisation, accessType: 'USR_PIN', data: { userId: user.id, pinHash, createUserIfMissing: body.createUserIfMissing === true } }, now);
    await sendToOutbox(q, { channel: 'sms', recipient: phone, subject: 'Sign-in code', body: `Your sign-in code is ${pin}. It is valid for 10 minutes.`, data: { pin, ref: s.ref } }, now);
    return sessionAnswer(s);
  });
}

export async function pinCallback(c: SignInContext, body: ProviderCallbackBody): Promise<SignInSession> {
  if (!body.ref || !body.pin) throw problem('validationError', { message: 'ref and pin are required' });
  const { db, clock } = c.services;
  const now = clock.now();
  const s = await findSignIn(db, body.ref, now);
  if (!s || s.accessType !== 'USR_PIN' || s.status !== 'process') throw problem('notFound');
  // One attempt per sign-in: the attempt is claimed before the (slow) check, so parallel guesses find nothing to try.
  if (!(await claimAttempt(db, s.ref))) throw problem('notFound');
  const data = s.data as { userId: string; pinHash: string };
  if (!(await verifyPassword(body.pin, data.pinHash))) {
    await failSignIn(db, s.ref, 'aborted', WRONG_PIN_KEY, 'Wrong PIN');
    throw problem('errorWrongPassword', { message: 'Wrong PIN' });
  }
  if (!(await completeSignIn(db, s.ref, { kind: 'customer', id: data.userId }, now))) throw problem('notFound');
  return sessionAnswer((await findSignIn(db, s.ref, now))!);
}
