// @vitest-environment node
/**
 * Guessing is throttled (issue 19 §2, docs/decisions.md "Throttling guesses"). Each test is an attack
 * that worked before: wrong passwords without end, a spray, a forged X-Forwarded-For, a PIN guessed
 * over many sign-ins, a phone flooded with texts, and a user told apart from a stranger. The counts
 * live in PostgreSQL, so a second server on the same database sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from './app.js';
import { createSignIn, findSignIn } from './auth/sign-in-sessions.js';
import { startOpenIdSignIn } from './auth/oidc/relying-party.js';
import { testApp, type TestApp } from './test/harness.js';
import { LIMITS, LOCKOUT, RECIPIENT_CAPS, lockMs } from './auth/throttle.js';
import { TestBrowser, formAction } from './auth/oidc/test-browser.js';

const ORG = 'BRIGHT';
const KARI_PHONE = '+4791234567';
let t: TestApp;
let address = 0;
/** A fresh client address per test, so one test's counts never limit the next. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const post = (app: FastifyInstance, url: string, payload: unknown, remoteAddress: string, headers: InjectOptions['headers'] = {}) =>
  app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], remoteAddress, headers });
const password = (username: string, pass: string) => ({ accessType: 'USR_PWD', organisation: ORG, username, password: pass });
const sentTo = async (recipient: string) => (await t.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [recipient])).rowCount ?? 0;

describe('password guessing', () => {
  it('locks a username after five wrong passwords, the right one included, until the lock ends', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(t.app, '/api/v3/auth/', password('ola', `wrong-${i}`), from)).statusCode);
    expect(statuses.slice(0, LOCKOUT.password.free)).toEqual(Array(LOCKOUT.password.free).fill(401));
    expect(statuses.slice(LOCKOUT.password.free)).toEqual(Array(8 - LOCKOUT.password.free).fill(429));
    const right = await post(t.app, '/api/v3/auth/', password('ola', 'demo-ola-1'), nextAddress());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ status: 429, key: 'tooManyRequests', name: 'TooManyRequests' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The lock after six failures ends within the identifier's window; past both, the right password works.
    expect(lockMs(LOCKOUT.password, 8)).toBeLessThan(LIMITS.signInPerIdentifier.windowMs);
    t.clock.advance(LIMITS.signInPerIdentifier.windowMs);
    expect((await post(t.app, '/api/v3/auth/', password('ola', 'demo-ola-1'), nextAddress())).statusCode).toBe(200);
    // The success forgets the failures: one more wrong password is a plain 401 again.
    expect((await post(t.app, '/api/v3/auth/', password('ola', 'wrong'), nextAddress())).statusCode).toBe(401);
  });

  it('counts a username in any letter case as one', async () => {
    for (const name of ['Ingrid', 'INGRID', 'ingrid ', 'ingrid', 'iNgRiD']) await post(t.app, '/api/v3/auth/', password(name, 'wrong'), nextAddress());
    expect((await post(t.app, '/api/v3/auth/', password('ingrid', 'demo-ingrid-1'), nextAddress())).statusCode).toBe(429);
    t.clock.advance(LOCKOUT.password.capMs);
  });

  it('locks a staff e-mail the same way', async () => {
    const admin = (email: string, pass: string) => ({ accessType: 'ADMIN', organisation: ORG, inspectorLogin: { email, password: pass } });
    for (let i = 0; i < LOCKOUT.password.free; i++) expect((await post(t.app, '/api/v3/auth/', admin('orgadmin@bright.example', 'wrong'), nextAddress())).statusCode).toBe(401);
    expect((await post(t.app, '/api/v3/auth/', admin('orgadmin@bright.example', 'demo-orgadmin-pass'), nextAddress())).statusCode).toBe(429);
    t.clock.advance(LOCKOUT.password.capMs);
    expect((await post(t.app, '/api/v3/auth/', admin('orgadmin@bright.example', 'demo-orgadmin-pass'), nextAddress())).statusCode).toBe(200);
  });

  it('limits one address spraying many usernames', async () => {
    const from = nextAddress();
    const answers = [];
    for (let i = 0; i < LIMITS.signInPerAddress.max + 5; i++) answers.push((await post(t.app, '/api/v3/auth/', password(`spray-${i}`, 'Summer2026!'), from)).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(LIMITS.signInPerAddress.max);
    expect(answers.slice(LIMITS.signInPerAddress.max)).toEqual(Array(5).fill(429));
    t.clock.advance(LIMITS.signInPerAddress.windowMs);
  });

  it('ignores a rotating X-Forwarded-For from a client that is not a configured proxy', async () => {
    const from = nextAddress();
    const answers = [];
    for (let i = 0; i < LIMITS.signInPerAddress.max + 3; i++) {
      answers.push((await post(t.app, '/api/v3/auth/', password(`xff-${i}`, 'x'), from, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    }
    expect(answers.slice(-3)).toEqual([429, 429, 429]);
    t.clock.advance(LIMITS.signInPerAddress.windowMs);
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const app = (await buildApp({ db: t.db, config: { ...t.config, trustProxy: ['10.9.9.9'] }, clock: t.clock, logger: false })).app;
    try {
      const viaProxy = [];
      for (let i = 0; i < LIMITS.signInPerAddress.max + 3; i++) {
        viaProxy.push((await post(app, '/api/v3/auth/', password(`proxied-${i}`, 'x'), '10.9.9.9', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
      }
      // Each client behind the proxy has its own count.
      expect(viaProxy.every((s) => s === 401)).toBe(true);
      const forged = [];
      for (let i = 0; i < LIMITS.signInPerAddress.max + 3; i++) {
        forged.push((await post(app, '/api/v3/auth/', password(`forged-${i}`, 'x'), '10.8.8.8', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
      }
      expect(forged.slice(-3)).toEqual([429, 429, 429]);
    } finally {
      await app.close();
    }
    t.clock.advance(LIMITS.signInPerAddress.windowMs);
  });

  it('holds across two servers on one database', async () => {
    const second = (await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false })).app;
    try {
      for (let i = 0; i < LOCKOUT.password.free; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await post(app, '/api/v3/auth/', password('lars', 'wrong'), nextAddress())).statusCode).toBe(401);
      }
      expect((await post(second, '/api/v3/auth/', password('lars', 'demo-lars-1'), nextAddress())).statusCode).toBe(429);
      expect((await post(t.app, '/api/v3/auth/', password('lars', 'demo-lars-1'), nextAddress())).statusCode).toBe(429);
    } finally {
      await second.close();
    }
    t.clock.advance(LOCKOUT.password.capMs);
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    const unknown = await post(t.app, '/api/v3/auth/', password('no-such-user', 'whatever'), nextAddress());
    const wrong = await post(t.app, '/api/v3/auth/', password('sigrid', 'whatever'), nextAddress());
    const { uid: _u, ...a } = unknown.json();
    const { uid: _w, ...b } = wrong.json();
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(a).toEqual(b);
  });

  it('counts wrong current passwords of a password change towards the username: a stolen token is no way round the lockout', async () => {
    const hilde = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'hilde'")).rows[0]!.id;
    const token = (await t.asCustomer(hilde)).accessToken;
    const change = (currentPassword: string) => t.app.inject({
      method: 'PUT', url: `/api/v4/${ORG}/account/users/${hilde}`, remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${token}` }, payload: { currentPassword, newPassword: 'taken-over-1' },
    });
    for (let i = 0; i < LOCKOUT.password.free; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    expect((await change('demo-hilde-1')).statusCode).toBe(429);
    expect((await post(t.app, '/api/v3/auth/', password('hilde', 'demo-hilde-1'), nextAddress())).statusCode).toBe(429);
    t.clock.advance(LOCKOUT.password.capMs);
  });

  it("locks the identity provider's form with the USR_PWD count of the same username", async () => {
    for (let i = 0; i < LOCKOUT.password.free; i++) await post(t.app, '/api/v3/auth/', password('erik', 'wrong'), nextAddress());
    const browser = new TestBrowser(t.app, 'https://ampere.test');
    const signIn = await createSignIn(t.db, { organisation: ORG, accessType: 'OPENID' }, t.clock.now());
    const openUri = await startOpenIdSignIn(t.services, t.db, signIn, 'https://ampere.test/auth/callback');
    const login = await browser.follow(await browser.request('GET', openUri));
    const posted = await browser.request('POST', formAction(login.body), { username: 'erik', password: 'demo-erik-1' });
    expect(posted.status).toBe(429);
    expect(posted.body).toContain('Too many attempts');
    t.clock.advance(LOCKOUT.password.capMs);
  });
});

describe('PIN guessing and texts', () => {
  const pinStart = (phone: string, from: string) => post(t.app, '/api/v3/auth/', { accessType: 'USR_PIN', organisation: ORG, username: phone }, from);
  const pinOf = async (ref: string) => (await t.db.query<{ pin: string }>("SELECT data->>'pin' AS pin FROM outbox WHERE data->>'ref' = $1", [ref])).rows[0]?.pin;

  it('budgets wrong PINs per phone across sign-ins: locked after three, no code texted while locked', async () => {
    for (let i = 0; i < LOCKOUT.pin.free; i++) {
      const started = await pinStart(KARI_PHONE, nextAddress());
      expect(started.statusCode).toBe(200);
      const ref = started.json().data.ref as string;
      const wrong = String((Number(await pinOf(ref)) + 1) % 10_000).padStart(4, '0');
      expect((await post(t.app, '/api/v3/auth/pin/callback', { ref, pin: wrong }, nextAddress())).statusCode).toBe(401);
    }
    const texts = await sentTo(KARI_PHONE);
    const locked = await pinStart(KARI_PHONE, nextAddress());
    expect(locked.statusCode).toBe(429);
    expect(await sentTo(KARI_PHONE)).toBe(texts);
    t.clock.advance(lockMs(LOCKOUT.pin, LOCKOUT.pin.free) + 1000);
    const started = await pinStart(KARI_PHONE, nextAddress());
    expect(started.statusCode).toBe(200);
    const ref = started.json().data.ref as string;
    expect((await post(t.app, '/api/v3/auth/pin/callback', { ref, pin: (await pinOf(ref))! }, nextAddress())).statusCode).toBe(200);
    t.clock.advance(LOCKOUT.password.capMs);
  });

  it('texts one phone at most the hourly cap, however many sign-ins ask', async () => {
    const phone = '+4793456789';
    const before = await sentTo(phone);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await pinStart(phone, nextAddress())).statusCode);
    expect(await sentTo(phone)).toBeLessThanOrEqual(before + RECIPIENT_CAPS.sms.max);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - RECIPIENT_CAPS.sms.max);
    t.clock.advance(RECIPIENT_CAPS.sms.windowMs);
  });

  it('answers an unknown phone as a known one, texts nothing, and no PIN completes it', async () => {
    const unknown = await pinStart('+4799999999', nextAddress());
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toMatchObject({ status: 'process' });
    expect(await sentTo('+4799999999')).toBe(0);
    const stored = await findSignIn(t.db, unknown.json().data.ref, t.clock.now());
    expect(stored?.data.userId).toBeNull();
    expect((await post(t.app, '/api/v3/auth/pin/callback', { ref: unknown.json().data.ref, pin: '0000' }, nextAddress())).statusCode).toBe(401);
  });
});

describe('codes and messages', () => {
  it('takes at most five guesses at one e-mail code, then refuses even the right one for a while', async () => {
    const s = await createSignIn(t.db, { organisation: ORG, accessType: 'EMAIL_LINK', data: { userId: null, codeHash: 'x' } }, t.clock.now());
    const answers = [];
    for (let i = 0; i < LIMITS.codeGuessesPerRef.max + 2; i++) answers.push((await post(t.app, '/api/v3/auth/email/callback', { ref: s.ref, code: `guess-${i}` }, nextAddress())).statusCode);
    expect(answers.slice(0, LIMITS.codeGuessesPerRef.max)).toEqual(Array(LIMITS.codeGuessesPerRef.max).fill(401));
    expect(answers.slice(LIMITS.codeGuessesPerRef.max)).toEqual([429, 429]);
  });

  it('mails one address at most three password resets an hour', async () => {
    const reset = { email: 'kari@example.no', callbackUrl: 'https://ampere.test/reset' };
    const answers = [];
    for (let i = 0; i < LIMITS.mailsPerIdentifier.max + 2; i++) answers.push((await t.app.inject({ method: 'PUT', url: `/api/v4/${ORG}/account/users/resetPassword`, payload: reset, remoteAddress: nextAddress() })).statusCode);
    expect(answers).toEqual([...Array(LIMITS.mailsPerIdentifier.max).fill(202), 429, 429]);
    t.clock.advance(LIMITS.mailsPerIdentifier.windowMs);
  });

  it('limits sign-ups from one address', async () => {
    const from = nextAddress();
    const body = (i: number) => ({
      accountOwner: { email: `signup-${i}@example.org`, firstName: 'Sign', lastName: 'Up' },
      site: {
        locationCode: `SIGNUP-${i}`, customerId: `9${String(i).padStart(5, '0')}`, organisation: ORG,
        services: [{ siteId: `SIGNUP-${i}-E`, siteType: 'consumption' }], location: { pricezone: 'NO1', area: 'Oslo' },
      },
      accessType: 'BANKID', organisation: ORG, accountType: 'CUSTOMER',
    });
    const answers = [];
    for (let i = 0; i < LIMITS.mailsPerAddress.max + 2; i++) answers.push((await post(t.app, `/api/v4/${ORG}/account/account-prospects`, body(i), from)).statusCode);
    expect(answers.slice(-2)).toEqual([429, 429]);
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
  });
});
