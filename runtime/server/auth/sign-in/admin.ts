/**
 * ADMIN (inspectorLogin e-mail and password). An admin who inspects accounts (INSPECTOR roles held
 * by the user row with the admin's id) signs in as that customer user; any other admin as staff.
 */
import type { InspectorSignIn, SignInSession } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { adminByEmail, inspectsAccounts } from '../../repositories/sign-in-users.js';
import { verifyPassword } from '../passwords.js';
import { PLATFORM_WIDE_SCOPES } from '../principal.js';
import { createSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export async function adminSignIn(c: SignInContext, body: z.output<typeof InspectorSignIn>): Promise<SignInSession> {
  const { db, clock } = c.services;
  const admin = await adminByEmail(db, body.inspectorLogin.email);
  // An organisation-bound admin exists only in its own organisation.
  if (!admin || (!PLATFORM_WIDE_SCOPES.has(admin.scope) && admin.organisation !== body.organisation)) throw problem('errorNoAccount');
  if (!(await verifyPassword(body.inspectorLogin.password, admin.passwordHash))) throw problem('errorWrongPassword');
  const kind = (await inspectsAccounts(db, admin.id)) ? 'customer' : 'staff';
  const s = await createSignIn(db, {
    organisation: body.organisation, accessType: 'ADMIN', status: 'complete', subject: { kind, id: admin.id },
    data: { createUserIfMissing: false },
  }, clock.now());
  return sessionAnswer(s);
}
