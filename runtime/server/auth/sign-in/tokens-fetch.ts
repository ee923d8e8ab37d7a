/**
 * GET /v4/{org}/account/sessions/accessToken (platform-contract §7 Auth, portal §4): tokens for a
 * completed sign-in (once), a refresh (rotated), a renewal of an access token (no refresh token,
 * portal §4), or a prospect whose account is being created.
 */
import type { AuthEntry, TokensQuery, TokensResponse } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { problem, type ServerError } from '../../errors.js';
import { prospectByRef } from '../../repositories/prospects.js';
import { adminById, holdsAccount, tokenSessionSubject, userById } from '../../repositories/sign-in-users.js';
import type { Services } from '../../services.js';
import { consumeSignIn, findSignIn, type SignInRecord } from '../sign-in-sessions.js';
import { advanceProspect, prospectSignIn, startSignInProspect } from './account-creation.js';
import type { CommonSignInData } from './context.js';
import { customerAuths } from './customer-tokens.js';

type Answer = z.input<typeof TokensResponse>;
const tokens = (auths: AuthEntry[]): Answer => ({ data: { auths, status: 'complete' } });

/** Access types whose people may arrive without accounts and get one made (portal §4). */
const CREATES_ACCOUNTS: ReadonlySet<string> = new Set(['BANKID', 'OPENID']);

export async function fetchTokens(services: Services, org: string, query: z.output<typeof TokensQuery>): Promise<Answer> {
  if (query.ref !== undefined) return bySignIn(services, org, query.ref);
  if (query.refreshToken !== undefined) return byRefresh(services, query.refreshToken);
  if (query.accessToken !== undefined) return byRenewal(services, query.accessToken);
  // A prospect answers under its own organisation's path only, as a sign-in ref does (decision "Token fetch before complete").
  if (query.organisation !== undefined && query.organisation !== org) throw problem('notFound');
  return byProspect(services, org, query.prospect!);
}

async function bySignIn(services: Services, org: string, ref: string): Promise<Answer> {
  const now = services.clock.now();
  const found = await findSignIn(services.db, ref, now);
  // Unknown, of another organisation, not (or no longer) complete: nothing to hand out (decision "Token fetch before complete").
  if (!found || found.organisation !== org || found.status !== 'complete') throw problem('notFound');
  // Errors that must keep what the transaction wrote (the consumed ref, a new prospect) are returned, then thrown.
  const result = await services.db.tx(async (q): Promise<Answer | ServerError> => {
    const s = await consumeSignIn(q, ref, now);
    if (!s || !s.subjectId) return problem('notFound');
    return s.subjectKind === 'staff' ? staffTokens(services, q, s) : customerTokens(services, q, s, now);
  });
  if (result instanceof Error) throw result;
  return result;
}

async function staffTokens(services: Services, q: Queryable, s: SignInRecord): Promise<Answer | ServerError> {
  const admin = await adminById(q, s.subjectId!);
  if (!admin) return problem('notFound');
  const sessionId = await services.tokens.openSession(q, 'staff', admin.id, admin.organisation, s.accessType);
  return tokens([await services.tokens.issueStaff(q, sessionId, { adminId: admin.id, email: admin.email, organisation: admin.organisation, scope: admin.scope })]);
}

async function customerTokens(services: Services, q: Queryable, s: SignInRecord, now: Date): Promise<Answer | ServerError> {
  const data = s.data as CommonSignInData;
  const auths = await customerAuths(services, q, { userId: s.subjectId!, organisation: s.organisation, accessType: s.accessType, actingAdminId: data.actingAdminId });
  // Support mode: no refresh tokens, the admin's session ends with its access tokens (decision "Support-mode tokens").
  if (data.actingAdminId) return tokens(auths.map(({ refreshToken: _r, ...a }) => a));
  if (auths.length > 0) return tokens(auths);
  const user = await userById(q, s.subjectId!);
  if (!user || !(data.createUserIfMissing || CREATES_ACCOUNTS.has(s.accessType))) return problem('missingUser');
  const prospect = await startSignInProspect(services, q, { user, organisation: s.organisation, accessType: s.accessType as never }, now);
  return problem('accountCreationRequired', { data: { prospect: prospect.ref } });
}

async function byRefresh(services: Services, refreshToken: string): Promise<Answer> {
  return services.db.tx(async (q) => {
    const used = await services.tokens.useRefreshToken(q, refreshToken);
    const session = await tokenSessionSubject(q, used.sessionId);
    if (!session) throw problem('unauthorized');
    if (session.kind === 'staff') {
      const admin = await adminById(q, session.subjectId);
      if (!admin) throw problem('unauthorized');
      return tokens([await services.tokens.issueStaff(q, used.sessionId, { adminId: admin.id, email: admin.email, organisation: admin.organisation, scope: admin.scope })]);
    }
    if (!used.accountId || !(await holdsAccount(q, session.subjectId, used.accountId))) throw problem('unauthorized');
    return tokens([await services.tokens.issueCustomer(q, used.sessionId, {
      userId: session.subjectId, accountId: used.accountId, organisation: session.organisation, scope: used.scope === 'DEMO' ? 'DEMO' : 'USER',
    })]);
  });
}

/** portal §4: an access token renewed with itself gets a new access token and no refresh token. */
async function byRenewal(services: Services, accessToken: string): Promise<Answer> {
  const p = await services.tokens.verify(accessToken);
  const { db, tokens: t } = services;
  // As a refresh does: the admin must still exist (its scope is read again), the user must still hold the account.
  if (p.kind === 'staff') {
    const admin = await adminById(db, p.adminId);
    if (!admin) throw problem('unauthorized');
    return tokens([await t.issueStaff(db, p.sessionId, { adminId: admin.id, email: admin.email, organisation: admin.organisation, scope: admin.scope }, false)]);
  }
  // Support mode ends with its access tokens (decision "Support-mode tokens"): they are not renewed.
  if (p.actingAdminId || !(await holdsAccount(db, p.userId, p.accountId))) throw problem('unauthorized');
  return tokens([await t.issueCustomer(db, p.sessionId, { userId: p.userId, accountId: p.accountId, organisation: p.organisation, scope: p.scope }, false)]);
}

async function byProspect(services: Services, organisation: string, ref: string): Promise<Answer> {
  const now = services.clock.now();
  return services.db.tx(async (q) => {
    const found = await prospectByRef(q, organisation, ref, true);
    if (!found) throw problem('notFound');
    const p = await advanceProspect(services, q, found, now);
    return { data: await prospectSignIn(services, q, p, now) };
  });
}
