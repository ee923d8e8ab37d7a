/**
 * USR_PIN: the phone-style identity names the user; a four-digit PIN goes by text message (the
 * outbox) and only its scrypt hash is kept. POST /v3/auth/pin/callback {ref, pin} completes the
 * sign-in; a wrong PIN aborts it (portal §4 "Failed PIN callback aborts login", decision "Wrong PIN").
 *
 * Guessing is bounded per phone, not per sign-in (auth/throttle.ts): wrong PINs count towards the
 * phone's lockout across sign-ins, no code is texted while it is locked, and texts to one phone are
 * capped per hour. A phone without a user gets a sign-in that no PIN completes and no text, in the
 * same time, so the answer says nothing of who is a customer.
 */
import { randomInt } from 'node:crypto';
import type { PinSignIn, ProviderCallbackBody, SignInSession } from '../../../../schemas/auth.js';
import { normalisePhoneNumber } from '../../../../schemas/identity.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { sendToOutbox } from '../../outbox.js';
import { userByPhone } from '../../repositories/sign-in-users.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { countRecipientMessage, pinKey } from '../throttle.js';
import { claimAttempt, completeSignIn, createSignIn, failSignIn, findSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export const WRONG_PIN_KEY = 'wrongPin';

interface PinData {
  readonly userId: string | null;
  readonly pinHash: string;
  readonly lockoutKey: string;
}

export async function pinSignIn(c: SignInContext, body: z.output<typeof PinSignIn>): Promise<SignInSession> {
  const { db, clock, throttle } = c.services;
  const now = clock.now();
  const phone = normalisePhoneNumber(body.username);
  const lockoutKey = pinKey(body.organisation, phone);
  await throttle.assertNotLocked('pin', lockoutKey);
  const user = await userByPhone(db, body.organisation, phone);
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const pinHash = await hashPassword(pin);
  return db.tx(async (q) => {
    const data: PinData = { userId: user?.id ?? null, pinHash, lockoutKey };
    const s = await createSignIn(q, { organisation: body.organisation, accessType: 'USR_PIN', data: { ...data, createUserIfMissing: body.createUserIfMissing === true } }, now);
    // A phone without a user counts towards the cap as if texted, so the cap answers alike.
    if (!user) await countRecipientMessage(q, 'sms', phone, now);
    else await sendToOutbox(q, { channel: 'sms', recipient: phone, subject: 'Sign-in code', body: `Your sign-in code is ${pin}. It is valid for 10 minutes.`, data: { pin, ref: s.ref } }, now);
    return sessionAnswer(s);
  });
}

export async function pinCallback(c: SignInContext, body: ProviderCallbackBody): Promise<SignInSession> {
  if (!body.ref || !body.pin) throw problem('validationError', { message: 'ref and pin are required' });
  const { db, clock, throttle } = c.services;
  const now = clock.now();
  const s = await findSignIn(db, body.ref, now);
  if (!s || s.accessType !== 'USR_PIN' || s.status !== 'process') throw problem('notFound');
  const data = s.data as unknown as PinData;
  // A phone locked by wrong PINs of other sign-ins takes no guess here either (the attempt stays unused).
  await throttle.assertNotLocked('pin', data.lockoutKey);
  // One attempt per sign-in: the attempt is claimed before the (slow) check, so parallel guesses find nothing to try.
  if (!(await claimAttempt(db, s.ref))) throw problem('notFound');
  if (!(await verifyPassword(body.pin, data.pinHash)) || !data.userId) {
    await failSignIn(db, s.ref, 'aborted', WRONG_PIN_KEY, 'Wrong PIN');
    await throttle.failed('pin', data.lockoutKey);
    throw problem('errorWrongPassword', { message: 'Wrong PIN' });
  }
  await throttle.succeeded(data.lockoutKey);
  if (!(await completeSignIn(db, s.ref, { kind: 'customer', id: data.userId }, now))) throw problem('notFound');
  return sessionAnswer((await findSignIn(db, s.ref, now))!);
}
