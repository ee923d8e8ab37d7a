/**
 * ADMIN (inspectorLogin e-mail and password). An admin who inspects accounts (INSPECTOR roles held
 * by the user row with the admin's id) signs in as that customer user; any other admin as staff.
 * An unknown e-mail, an admin of another organisation and a wrong password answer alike, in the
 * same time, and count towards the e-mail's lockout (auth/throttle.ts).
 */
import type { InspectorSignIn, SignInSession } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { adminByEmail, inspectsAccounts } from '../../repositories/sign-in-users.js';
import { verifyPassword } from '../passwords.js';
import { PLATFORM_WIDE_SCOPES } from '../principal.js';
import { adminPasswordKey } from '../throttle.js';
import { createSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export async function adminSignIn(c: SignInContext, body: z.output<typeof InspectorSignIn>): Promise<SignInSession> {
  const { db, clock, throttle } = c.services;
  const key = adminPasswordKey(body.inspectorLogin.email);
  await throttle.assertNotLocked('password', key);
  const found = await adminByEmail(db, body.inspectorLogin.email);
  // An organisation-bound admin exists only in its own organisation.
  const admin = found && (PLATFORM_WIDE_SCOPES.has(found.scope) || found.organisation === body.organisation) ? found : undefined;
  if (!(await verifyPassword(body.inspectorLogin.password, admin?.passwordHash)) || !admin) {
    await throttle.failed('password', key);
    throw problem('errorWrongPassword');
  }
  await throttle.succeeded(key);
  const kind = (await inspectsAccounts(db, admin.id)) ? 'customer' : 'staff';
  const s = await createSignIn(db, {
    organisation: body.organisation, accessType: 'ADMIN', status: 'complete', subject: { kind, id: admin.id },
    data: { createUserIfMissing: false },
  }, clock.now());
  return sessionAnswer(s);
}
