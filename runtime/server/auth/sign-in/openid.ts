/** OPENID: the relying party (auth/oidc/relying-party.ts) does the protocol; this starts and continues sign-ins with it. */
import type { OpenIdSignIn, ProviderCallbackBody, SignInSession } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { completeOpenIdSignIn, startOpenIdSignIn } from '../oidc/relying-party.js';
import { createSignIn, failSignIn, findSignIn, sessionAnswer } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export async function openIdSignIn(c: SignInContext, body: z.output<typeof OpenIdSignIn>): Promise<SignInSession> {
  const { db, clock } = c.services;
  return db.tx(async (q) => {
    const s = await createSignIn(q, { organisation: body.organisation, accessType: 'OPENID', data: { createUserIfMissing: body.createUserIfMissing === true } }, clock.now());
    const openUri = await startOpenIdSignIn(c.services, q, s, body.redirectUri);
    return sessionAnswer(s, { openUri });
  });
}

export async function openIdCallback(c: SignInContext, body: ProviderCallbackBody): Promise<SignInSession> {
  if (!body.ref) throw problem('validationError', { message: 'ref and code are required' });
  const now = c.services.clock.now();
  if (body.error !== undefined) {
    // The person cancelled (or the provider refused) at the identity provider: end the sign-in now, not at its timeout.
    const s = await findSignIn(c.services.db, body.ref, now);
    if (!s || s.accessType !== 'OPENID') throw problem('notFound');
    await failSignIn(c.services.db, body.ref, 'aborted', body.error === 'access_denied' ? 'aborted' : 'openIdError', body.error);
    return sessionAnswer((await findSignIn(c.services.db, body.ref, now))!);
  }
  if (!body.code) throw problem('validationError', { message: 'ref and code are required' });
  // Outside a transaction: a failed exchange marks the sign-in failed and that must stay written.
  await completeOpenIdSignIn(c.services, c.services.db, body.ref, body.code, body.state);
  return sessionAnswer((await findSignIn(c.services.db, body.ref, c.services.clock.now()))!);
}
