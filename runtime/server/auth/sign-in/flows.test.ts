// @vitest-environment node
/**
 * BANKID (order and QR, simulator API, timeout, cancel), USR_PIN (outbox, wrong PIN aborts),
 * EMAIL_LINK, ADMIN_BANKID support mode, and a BankID person without accounts: 409 → prospect → tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProviderCallback, getSessionTokens, getSignInStatus, signIn } from '../../../../generated/client/auth.gen.js';
import { bearer, testApp, type TestApp } from '../../test/harness.js';
import { stableId } from '../../ids.js';

let t: TestApp;
const ORG = 'BRIGHT';
const kari = stableId(`${ORG}:user:kari`);
const kariAccount = stableId(`${ORG}:account:kari`);
const PERSON = '199001011234';
const NO_ACCOUNTS = '198502023456';

beforeAll(async () => {
  t = await testApp();
  await t.db.query("UPDATE users SET personal_id = '19900101-1234', phone_number = '070 123 45 67' WHERE id = $1", [kari]);
  await t.db.query("INSERT INTO users (id, organisation, personal_id, email, doc) VALUES ('cc0000000000000000000001', 'BRIGHT', $1, 'nils@example.no', $2)", [NO_ACCOUNTS, { _id: 'cc0000000000000000000001', email: 'nils@example.no' }]);
});
afterAll(async () => t?.close());

const dev = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/dev/bankid/${path}`, payload });
const outbox = async (recipient: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}` })).json().data as { data: Record<string, string> }[];

describe('BANKID', () => {
  it('completes an order for a personal id on the simulator, then tokens', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG, personalId: PERSON } });
    expect(s.data).toMatchObject({ status: 'process' });
    expect(s.data.qrData).toBeUndefined();
    expect((await dev('complete', { ref: s.data.ref })).statusCode).toBe(200);
    expect((await getSignInStatus(c, { query: { ref: s.data.ref, organisation: ORG } })).data.status).toBe('complete');
    const tokens = await getSessionTokens(c, { query: { ref: s.data.ref } });
    expect(tokens.data.auths?.[0]).toMatchObject({ userId: kari, accountId: kariAccount });
  });

  it('shows QR data that changes every second, and completes with the person given', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG } });
    const first = (await getSignInStatus(c, { query: { ref: s.data.ref, organisation: ORG } })).data.qrData;
    expect(first).toMatch(/^bankid\./);
    expect(first).not.toContain(s.data.ref);
    t.clock.advance(1000);
    const second = (await getSignInStatus(c, { query: { ref: s.data.ref, organisation: ORG } })).data.qrData;
    expect(second).not.toBe(first);
    expect((await dev('complete', { ref: s.data.ref })).statusCode).toBe(400);
    await dev('complete', { ref: s.data.ref, personalId: '900101-1234' });
    const done = await getSignInStatus(c, { query: { ref: s.data.ref, organisation: ORG } });
    expect(done.data).toEqual({ ref: s.data.ref, status: 'complete' });
  });

  it('times out after 10 minutes: status error, key timeout; no tokens', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG, personalId: PERSON } });
    t.clock.advance(10 * 60 * 1000);
    const polled = await getSignInStatus(c, { query: { ref: s.data.ref, organisation: ORG } });
    expect(polled.data).toMatchObject({ status: 'error', error: 'timeout' });
    expect((await dev('complete', { ref: s.data.ref })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${s.data.ref}` })).statusCode).toBe(404);
  });

  it('aborts on cancel, and fails errorNoAccount for an unknown person', async () => {
    const c = t.client();
    const a = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG, personalId: PERSON } });
    await dev('cancel', { ref: a.data.ref });
    expect((await getSignInStatus(c, { query: { ref: a.data.ref, organisation: ORG } })).data.status).toBe('aborted');
    const b = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG, personalId: '197001011111' } });
    await dev('complete', { ref: b.data.ref });
    expect((await getSignInStatus(c, { query: { ref: b.data.ref, organisation: ORG } })).data).toMatchObject({ status: 'error', error: 'errorNoAccount' });
  });

  it('a person without accounts: 409 with a prospect, the account is made, tokens once', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG, personalId: NO_ACCOUNTS } });
    await dev('complete', { ref: s.data.ref });
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${s.data.ref}` });
    expect(res.statusCode).toBe(409);
    const prospect = res.json().data.prospect as string;
    expect(res.json()).toMatchObject({ key: 'accountCreationRequired' });
    const polled = await getSessionTokens(c, { query: { prospect, organisation: ORG } });
    expect(polled.data).toMatchObject({ ref: prospect, status: 'complete' });
    const auths = 'auths' in polled.data ? polled.data.auths ?? [] : [];
    expect(auths).toHaveLength(1);
    expect(auths[0]!.userId).toBe('cc0000000000000000000001');
    const owner = await t.db.query("SELECT a.account_type FROM account_users au JOIN accounts a ON a.id = au.account_id WHERE au.user_id = 'cc0000000000000000000001' AND au.role = 'OWNER'");
    expect(owner.rows).toEqual([{ account_type: 'USER' }]);
    expect((await getSessionTokens(c, { query: { prospect, organisation: ORG } })).data).toEqual({ ref: prospect, status: 'done' });
    const logs = await t.db.query('SELECT status, account_id FROM account_creation_logs WHERE ref = $1', [prospect]);
    expect(logs.rows[0]).toMatchObject({ status: 'signed_in', account_id: auths[0]!.accountId });
  });

  it('creates a user when asked (createUserIfMissing); its prospect waits for owner data', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'BANKID', organisation: ORG, personalId: '197505055555', createUserIfMissing: true } });
    await dev('complete', { ref: s.data.ref });
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/${ORG}/account/sessions/accessToken?ref=${s.data.ref}` });
    expect(res.statusCode).toBe(409);
    const prospect = res.json().data.prospect as string;
    expect((await getSessionTokens(c, { query: { prospect, organisation: ORG } })).data).toEqual({ ref: prospect, status: 'process' });
  });
});

describe('USR_PIN', () => {
  it('texts a PIN to the outbox; the right PIN completes', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'USR_PIN', organisation: ORG, username: '+46 070 123 45 67' } });
    const sms = (await outbox('+46701234567'))[0]!;
    expect(sms.data).toMatchObject({ ref: s.data.ref });
    expect(sms.data.pin).toMatch(/^\d{4}$/);
    const done = await authProviderCallback(c, { params: { provider: 'pin' }, body: { ref: s.data.ref, pin: sms.data.pin! } });
    expect(done.data.status).toBe('complete');
    const row = await t.db.query('SELECT data FROM sign_in_sessions WHERE ref = $1', [s.data.ref]);
    expect(JSON.stringify(row.rows[0])).not.toContain(`"${sms.data.pin}"`);
  });

  it('aborts the sign-in on a wrong PIN (401), and refuses a second try', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'USR_PIN', organisation: ORG, username: '0701234567' } });
    const pin = (await outbox('+46701234567'))[0]!.data.pin!;
    const wrong = String((Number(pin) + 1) % 10000).padStart(4, '0');
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/pin/callback', payload: { ref: s.data.ref, pin: wrong } });
    expect(res.statusCode).toBe(401);
    expect((await getSignInStatus(c, { query: { ref: s.data.ref, organisation: ORG } })).data).toMatchObject({ status: 'aborted', error: 'wrongPin' });
    const retry = await t.app.inject({ method: 'POST', url: '/api/v3/auth/pin/callback', payload: { ref: s.data.ref, pin } });
    expect(retry.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v3/auth/pin/callback', payload: { ref: s.data.ref, pin: '12' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/nope/callback', payload: {} })).statusCode).toBe(404);
  });
});

describe('EMAIL_LINK', () => {
  it('e-mails the owner a code; the callback completes', async () => {
    const c = t.client();
    const s = await signIn(c, { body: { accessType: 'EMAIL_LINK', organisation: ORG, customerId: '100001' } });
    const mail = (await outbox('kari@example.no'))[0]!;
    expect(mail.data.link).toContain('/auth/email-link?');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v3/auth/email/callback', payload: { ref: s.data.ref, code: 'x'.repeat(22) } });
    expect(wrong.statusCode).toBe(401);
    const done = await authProviderCallback(c, { params: { provider: 'email' }, body: { ref: s.data.ref, code: mail.data.code! } });
    expect(done.data.status).toBe('complete');
    // An unknown customer id answers as a known one does (nobody learns who is a customer), mails nothing, and no code completes it.
    const mails = (await t.db.query('SELECT 1 FROM outbox')).rowCount;
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'EMAIL_LINK', organisation: ORG, customerId: '999999' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toMatchObject({ status: 'process' });
    expect((await t.db.query('SELECT 1 FROM outbox')).rowCount).toBe(mails);
    const guessed = await t.app.inject({ method: 'POST', url: '/api/v3/auth/email/callback', payload: { ref: unknown.json().data.ref, code: mail.data.code } });
    expect(guessed.statusCode).toBe(401);
  });
});

describe('ADMIN_BANKID (support mode)', () => {
  const body = { accessType: 'ADMIN_BANKID', organisation: ORG, asUsername: 'kari' };
  it('signs a SUPPORT admin in as the customer: tokens carry the acting admin, no refresh token, audit written', async () => {
    const staff = await t.asStaff('SUPPORT');
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: body, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    const tokens = await getSessionTokens(t.client(), { query: { ref: res.json().data.ref } });
    const entry = tokens.data.auths?.[0];
    expect(entry?.refreshToken).toBeUndefined();
    expect(await t.services.tokens.verify(entry!.accessToken)).toMatchObject({ kind: 'customer', userId: kari, actingAdminId: staff.userId });
    const audit = await t.db.query("SELECT resource, resource_id FROM audit_log WHERE action = 'signIn'");
    expect(audit.rows).toContainEqual({ resource: 'customers', resource_id: kari });
  });

  it('refuses callers without a token (401), customers and ORG_MARKETING (403), other organisations (403)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: body })).statusCode).toBe(401);
    const customer = await t.asCustomer(kari);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: body, headers: bearer(customer) })).statusCode).toBe(403);
    const marketing = await t.asStaff('ORG_MARKETING');
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: body, headers: bearer(marketing) })).statusCode).toBe(403);
    await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
    const other = await t.asStaff('ORG_SUPPORT', 'OTHER');
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: body, headers: bearer(other) })).statusCode).toBe(403);
  });
});
