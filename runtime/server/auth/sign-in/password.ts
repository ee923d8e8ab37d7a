/** USR_PWD: username (case-insensitive, within the organisation) and scrypt-checked password; complete at once. */
import type { SignInSession, UsernamePasswordSignIn } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { userByUsername } from '../../repositories/sign-in-users.js';
import { verifyPassword } from '../passwords.js';
import { createSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export async function passwordSignIn(c: SignInContext, body: z.output<typeof UsernamePasswordSignIn>): Promise<SignInSession> {
  const { db, clock } = c.services;
  const user = await userByUsername(db, body.organisation, body.username);
  if (!user) throw problem('errorNoAccount');
  if (!(await verifyPassword(body.password, user.passwordHash))) throw problem('errorWrongPassword');
  const s = await createSignIn(db, {
    organisation: body.organisation, accessType: 'USR_PWD', status: 'complete', subject: { kind: 'customer', id: user.id },
    data: { createUserIfMissing: body.createUserIfMissing === true },
  }, clock.now());
  return sessionAnswer(s);
}
