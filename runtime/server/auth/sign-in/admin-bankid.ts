/**
 * ADMIN_BANKID (support mode, portal §2 Login): staff of a customer-staff scope sign in as a
 * customer named by personal id, customer id or username. The caller's own token (Authorization)
 * says who they are; org-bound scopes reach only their organisation. Complete at once; the tokens
 * carry the acting admin, and the audit log records the sign-in.
 */
import type { AdminBankIdSignIn, SignInSession } from '../../../../schemas/auth.js';
import { CUSTOMER_STAFF } from '../../../../schemas/endpoints/access.js';
import type { z } from 'zod';
import { recordAudit } from '../../audit.js';
import { problem } from '../../errors.js';
import { supportModeCustomer } from '../../repositories/sign-in-users.js';
import { reachesOrganisation } from '../principal.js';
import { createSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

const SUPPORT_SCOPES: ReadonlySet<string> = new Set(CUSTOMER_STAFF);

export async function adminBankIdSignIn(c: SignInContext, body: z.output<typeof AdminBankIdSignIn>): Promise<SignInSession> {
  const p = c.principal;
  if (!p) throw problem('unauthorized');
  if (p.kind !== 'staff' || !SUPPORT_SCOPES.has(p.scope) || !reachesOrganisation(p, body.organisation)) throw problem('forbidden');
  const { db, clock } = c.services;
  const now = clock.now();
  return db.tx(async (q) => {
    const user = await supportModeCustomer(q, body.organisation, { personalId: body.asPersonalId, customerId: body.asCustomerId, username: body.asUsername });
    if (!user) throw problem('errorNoAccount');
    const s = await createSignIn(q, {
      organisation: body.organisation, accessType: 'ADMIN_BANKID', status: 'complete', subject: { kind: 'customer', id: user.id },
      data: { createUserIfMissing: false, actingAdminId: p.adminId },
    }, now);
    await recordAudit(q, { principal: p, requestId: c.requestId, now }, {
      action: 'signIn', resource: 'customers', resourceId: user.id, organisation: body.organisation,
      changes: [{ path: 'signedInAs', after: user.id }],
    });
    return sessionAnswer(s);
  });
}
