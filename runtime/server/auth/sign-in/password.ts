/**
 * USR_PWD: username (case-insensitive, within the organisation) and scrypt-checked password; complete
 * at once. An unknown username and a wrong password answer alike and take the same time (a check
 * against a dummy hash), and failures count towards the username's lockout (auth/throttle.ts).
 */
import type { SignInSession, UsernamePasswordSignIn } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { userByUsername } from '../../repositories/sign-in-users.js';
import { verifyPassword } from '../passwords.js';
import { passwordKey } from '../throttle.js';
import { createSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export async function passwordSignIn(c: SignInContext, body: z.output<typeof UsernamePasswordSignIn>): Promise<SignInSession> {
  const { db, clock, throttle } = c.services;
  const key = passwordKey(body.organisation, body.username);
  await throttle.assertNotLocked('password', key);
  const user = await userByUsername(db, body.organisation, body.username);
  if (!(await verifyPassword(body.password, user?.passwordHash)) || !user) {
    await throttle.failed('password', key);
    throw problem('errorWrongPassword');
  }
  await throttle.succeeded(key);
  const s = await createSignIn(db, {
    organisation: body.organisation, accessType: 'USR_PWD', status: 'complete', subject: { kind: 'customer', id: user.id },
    data: { createUserIfMissing: body.createUserIfMissing === true },
  }, clock.now());
  return sessionAnswer(s);
}
