/**
 * Throttling of everything an attacker could guess or a stranger could make us send (issue 19 §2,
 * docs/decisions.md "Throttling guesses"): per client address and per identifier on every sign-in
 * method, code check, password reset and sign-up mail; progressive lockout of an identifier after
 * repeated failures; a cap on messages to one recipient. Counters live in PostgreSQL
 * (repositories/throttle.ts), so the limits hold across any number of servers on one database.
 *
 * Address and identifier limits are @fastify/rate-limit limiters on a PostgreSQL store; a route
 * names its policy and gets one preHandler that applies each of the policy's limits in turn.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { normalisePhoneNumber } from '../../../schemas/identity.js';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/database.js';
import { problem, type ServerError } from '../errors.js';
import { clearFailures, countHit, deleteEndedWindows, failureState, readHits, recordFailure } from '../repositories/throttle.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Window {
  readonly max: number;
  readonly windowMs: number;
}

/** The numbers (docs/decisions.md "Throttling guesses" explains each). */
export const LIMITS = {
  /** Credential checks from one client address: sign-ins, the identity provider's form. */
  signInPerAddress: { max: 60, windowMs: 5 * MINUTE },
  /** One-time codes and links from one client address: PIN and e-mail callbacks, link pages, set-password. */
  codesPerAddress: { max: 60, windowMs: 5 * MINUTE },
  /** Calls that send a message, from one client address: password resets, sign-ups, validation mails. */
  mailsPerAddress: { max: 30, windowMs: HOUR },
  /** Sign-in attempts naming one identifier (username, e-mail, personal id), whoever sends them. */
  signInPerIdentifier: { max: 10, windowMs: 15 * MINUTE },
  /** Sign-ins that text or e-mail a code to one identifier: below the recipient caps, so known and unknown identifiers answer alike. */
  messagingSignInPerIdentifier: { max: 5, windowMs: HOUR },
  /** Guesses at one sign-in's or one link's code. */
  codeGuessesPerRef: { max: 5, windowMs: 10 * MINUTE },
  /** Reset or validation mails asked for one address or sign-up. */
  mailsPerIdentifier: { max: 3, windowMs: HOUR },
} as const satisfies Record<string, Window>;

/** Messages of every kind to one recipient per hour, whatever asked for them. */
export const RECIPIENT_CAPS = {
  sms: { max: 5, windowMs: HOUR },
  email: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, Window>;

interface LockoutRule {
  /** Consecutive failures allowed before the first lock. */
  readonly free: number;
  /** The first lock; each further failure doubles it … */
  readonly baseMs: number;
  /** … up to this. */
  readonly capMs: number;
  /** Failures are forgotten after this long without one (a success forgets them at once). */
  readonly forgetMs: number;
}

/** Progressive lockout per identifier (ASVS 5.0 V6.3.1, V6.6.3). */
export const LOCKOUT = {
  /** Passwords (customers, staff, the identity provider's form share one count per username). */
  password: { free: 5, baseMs: MINUTE, capMs: HOUR, forgetMs: DAY },
  /** Four-digit PINs, per phone across sign-ins: about 14 guesses the first day, then one a day. */
  pin: { free: 3, baseMs: MINUTE, capMs: DAY, forgetMs: 7 * DAY },
} as const satisfies Record<string, LockoutRule>;

export type LockoutKind = keyof typeof LOCKOUT;

/** How long `failures` consecutive failures lock an identifier under `rule` (0: not locked). */
export function lockMs(rule: LockoutRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(failures - rule.free, 40));
}

/** Identifiers compared as people type them: Unicode-normalised, trimmed, any letter case. */
export function identifierKey(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/** The lockout key of a password sign-in: the same for USR_PWD and the identity provider's form. */
export const passwordKey = (organisation: string, username: string) => `password:${organisation}:${identifierKey(username)}`;
export const adminPasswordKey = (email: string) => `admin-password:${identifierKey(email)}`;
export const pinKey = (organisation: string, phone: string) => `pin:${organisation}:${normalisePhoneNumber(phone)}`;

/** A 429 in the contract's error shape that says when to come back. */
export function tooMany(retryAfterMs: number): ServerError {
  const retryAfterS = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return problem('tooManyRequests', { retryAfterS, data: { retryAfterSeconds: retryAfterS } });
}

type Body = Record<string, unknown> | undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const bodyOf = (r: FastifyRequest): Body => (typeof r.body === 'object' && r.body !== null ? (r.body as Body) : undefined);
const queryOf = (r: FastifyRequest): Body => (typeof r.query === 'object' && r.query !== null ? (r.query as Body) : undefined);

/** The identifier a sign-in names, by access type (undefined: nothing to count, e.g. OPENID or a malformed body). */
function signInIdentifier(r: FastifyRequest): { key: string; messaging: boolean } | undefined {
  const b = bodyOf(r);
  const org = str(b?.organisation) ?? '';
  switch (b?.accessType) {
    case 'USR_PWD': { const u = str(b.username); return u ? { key: passwordKey(org, u), messaging: false } : undefined; }
    case 'ADMIN': {
      const login = b.inspectorLogin as Body;
      const e = str(login?.email);
      return e ? { key: adminPasswordKey(e), messaging: false } : undefined;
    }
    case 'USR_PIN': { const u = str(b.username); return u ? { key: pinKey(org, u), messaging: true } : undefined; }
    case 'EMAIL_LINK': {
      const id = str(b.customerId) ?? str(b.organisationId);
      return id ? { key: `email-link:${org}:${identifierKey(id)}`, messaging: true } : undefined;
    }
    case 'BANKID': { const id = str(b.personalId); return id ? { key: `bankid:${org}:${id.replace(/\D/g, '')}`, messaging: false } : undefined; }
    default: return undefined;
  }
}

interface Limit extends Window {
  readonly name: string;
  /** The key this request counts against; undefined: this limit does not apply to it. */
  key(request: FastifyRequest): string | undefined;
}

const byAddress = (name: string, w: Window): Limit => ({ name, ...w, key: (r) => `address:${normalizeIP(r.ip)}` });

/** What each throttled route counts; `organisation` is the one the built-in identity provider signs in. */
const policies = (organisation: string) => ({
  signIn: [
    byAddress('sign-in', LIMITS.signInPerAddress),
    { name: 'sign-in-id', ...LIMITS.signInPerIdentifier, key: (r) => { const id = signInIdentifier(r); return id && !id.messaging ? id.key : undefined; } },
    { name: 'sign-in-id', ...LIMITS.messagingSignInPerIdentifier, key: (r) => { const id = signInIdentifier(r); return id?.messaging ? id.key : undefined; } },
  ],
  identityProviderLogin: [
    byAddress('sign-in', LIMITS.signInPerAddress),
    // Counted with USR_PWD sign-ins of the same username: it is the same password.
    { name: 'sign-in-id', ...LIMITS.signInPerIdentifier, key: (r) => { const u = str(bodyOf(r)?.username); return u ? passwordKey(organisation, u) : undefined; } },
  ],
  codeCallback: [
    byAddress('codes', LIMITS.codesPerAddress),
    { name: 'code-ref', ...LIMITS.codeGuessesPerRef, key: (r) => { const ref = str(bodyOf(r)?.ref); return ref ? `ref:${ref}` : undefined; } },
  ],
  codeLink: [
    byAddress('codes', LIMITS.codesPerAddress),
    { name: 'code-ref', ...LIMITS.codeGuessesPerRef, key: (r) => { const ref = str(queryOf(r)?.ref); return ref ? `ref:${ref}` : undefined; } },
  ],
  setPassword: [byAddress('codes', LIMITS.codesPerAddress)],
  passwordReset: [
    byAddress('mails', LIMITS.mailsPerAddress),
    { name: 'reset-email', ...LIMITS.mailsPerIdentifier, key: (r) => { const e = str(bodyOf(r)?.email); return e ? `email:${identifierKey(e)}` : undefined; } },
  ],
  signUp: [byAddress('mails', LIMITS.mailsPerAddress)],
  signUpValidationMail: [
    byAddress('mails', LIMITS.mailsPerAddress),
    { name: 'validation-ref', ...LIMITS.mailsPerIdentifier, key: (r) => { const ref = str(queryOf(r)?.ref); return ref ? `prospect:${ref}` : undefined; } },
  ],
}) satisfies Record<string, readonly Limit[]>;

export type ThrottlePolicy = keyof ReturnType<typeof policies>;

/** Contract operations and the policy each is throttled by. */
export const OPERATION_POLICIES: Readonly<Record<string, ThrottlePolicy>> = {
  signIn: 'signIn',
  authProviderCallback: 'codeCallback',
  setAdminPassword: 'setPassword',
  resetPassword: 'passwordReset',
  resetAdminPassword: 'passwordReset',
  createAccountProspect: 'signUp',
  sendProspectValidationEmail: 'signUpValidationMail',
};

/** An ended window is deleted about once per this many counts. */
const SWEEP_EVERY = 200;

export interface Throttle {
  /** A preHandler applying every limit of `policy`: 429 with Retry-After at the first one exceeded. */
  hook(policy: ThrottlePolicy): (request: FastifyRequest) => Promise<void>;
  /** As `hook`, for a route that answers its own page: the error instead of throwing it. */
  check(policy: ThrottlePolicy, request: FastifyRequest): Promise<ServerError | undefined>;
  /** 429 while `key` is locked out after repeated failures. */
  assertNotLocked(kind: LockoutKind, key: string): Promise<void>;
  /** Records a failure of `key` (which may lock it for the next attempts). */
  failed(kind: LockoutKind, key: string): Promise<void>;
  /** A success forgets the failures of `key`. */
  succeeded(key: string): Promise<void>;
}

/**
 * Counts one message to `recipient` in the caller's transaction (outbox.ts, for every message sent);
 * 429 beyond the hourly cap. The count is the recipient row's lock too: parallel sends to one
 * recipient queue, so the cap is exact.
 */
export async function countRecipientMessage(q: Queryable, channel: keyof typeof RECIPIENT_CAPS, recipient: string, now: Date): Promise<void> {
  const cap = RECIPIENT_CAPS[channel];
  const key = `recipient:${channel}:${channel === 'sms' ? normalisePhoneNumber(recipient) : identifierKey(recipient)}`;
  const w = await countHit(q, key, now, cap.windowMs);
  if (w.count > cap.max) throw tooMany(w.resetAt.getTime() - now.getTime());
}

/** A @fastify/rate-limit store on PostgreSQL: a fixed window per key, counted in one statement. */
function postgresStore(db: Db, clock: Clock) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock.now();
      countHit(db, `limit:${key}`, now, timeWindow)
        .then(async (w) => {
          if (Math.random() < 1 / SWEEP_EVERY) await deleteEndedWindows(db, now);
          callback(null, { current: w.count, ttl: Math.max(0, w.resetAt.getTime() - now.getTime()) });
        })
        .catch((error: Error) => callback(error));
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      const now = clock.now();
      readHits(db, `limit:${key}`, now)
        .then((w) => callback(null, { current: w?.count ?? 0, ttl: w ? w.resetAt.getTime() - now.getTime() : 0 }))
        .catch((error: Error) => callback(error));
    }
    child(): PostgresRateLimitStore {
      return this;
    }
  };
}

/** Registers @fastify/rate-limit (no global limit: only the routes that name a policy) and builds the throttle. */
export async function registerThrottle(app: FastifyInstance, db: Db, clock: Clock, organisation: string): Promise<Throttle> {
  const byPolicy: Record<ThrottlePolicy, readonly Limit[]> = policies(organisation);
  await app.register(rateLimit, { global: false, store: postgresStore(db, clock), skipOnError: false });
  const limiters = new Map<Limit, ReturnType<FastifyInstance['createRateLimit']>>();
  for (const limits of Object.values(byPolicy)) {
    for (const limit of limits) {
      limiters.set(limit, app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        // Each limit counts in its own namespace; a request a limit does not apply to never gets here.
        keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
      }));
    }
  }

  async function check(policy: ThrottlePolicy, request: FastifyRequest): Promise<ServerError | undefined> {
    for (const limit of byPolicy[policy]) {
      if (limit.key(request) === undefined) continue;
      const result = await limiters.get(limit)!(request);
      if (!result.isAllowed && result.isExceeded) return tooMany(result.ttl);
    }
    return undefined;
  }

  return {
    hook: (policy) => async (request) => {
      const refused = await check(policy, request);
      if (refused) throw refused;
    },
    check,
    async assertNotLocked(kind, key) {
      const now = clock.now();
      const state = await failureState(db, key, now, LOCKOUT[kind].forgetMs);
      if (state?.lockedUntil && state.lockedUntil.getTime() > now.getTime()) throw tooMany(state.lockedUntil.getTime() - now.getTime());
    },
    async failed(kind, key) {
      const rule = LOCKOUT[kind];
      await recordFailure(db, key, clock.now(), rule.forgetMs, (n) => lockMs(rule, n));
    },
    async succeeded(key) {
      await clearFailures(db, key);
    },
  };
}
