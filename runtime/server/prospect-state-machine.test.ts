// @vitest-environment node
/**
 * Every move of a prospect and who may cause it (docs/decisions.md "Prospect state machine and who
 * may move it"), each refusal an attack that worked before: a validation voided by a new address, a
 * CUSTOMER prospect's provider customer confirmed only by staff, a sign-in's prospect that cannot take
 * another user's address or a stranger's customer, a site that cannot take a meter another location
 * holds, a prospect answering only under its own organisation, settled and abandoned prospects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../schemas/auth.js';
import { bearer, testApp, type TestApp } from './test/harness.js';
import { ensureOrganisation } from './routes/account-fixtures.js';
import { ABANDON_AFTER_DAYS } from './auth/sign-in/account-creation.js';

let t: TestApp;
let staff: AuthEntry;
let kari: { id: string; email: string; meter: string; account: string };

const BASE = '/api/v4/BRIGHT/account/account-prospects';
const DEEPLINK = 'brightapp://prospect-confirmed';

const site = (code: string, customerId: string, meter = `7070575${code}`) => ({
  locationCode: code, customerId, organisation: 'BRIGHT',
  services: [{ siteId: meter, siteType: 'consumption' as const }],
  location: { pricezone: 'NO1' as const, area: 'Oslo' },
});

async function signUp(email: string, code: string, accountType: 'USER' | 'CUSTOMER', customerId = `39${code.slice(-4)}`, meter?: string): Promise<{ ref: string; id: string }> {
  const res = await t.app.inject({
    method: 'POST', url: BASE,
    payload: { accountOwner: { email, firstName: 'Nora' }, site: site(code, customerId, meter), accessType: 'BANKID', organisation: 'BRIGHT', accountType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ref: res.json().data.ref as string, id: res.json().data._id as string };
}

const put = (ref: string, payload: object) => t.app.inject({ method: 'PUT', url: `${BASE}?ref=${ref}`, payload });
const askMail = (ref: string) => t.app.inject({ method: 'PUT', url: `${BASE}/validation-email?ref=${ref}`, payload: { appRedirectDeeplink: DEEPLINK } });
const resolve = (id: string, status: 'provider_resolved' | 'provider_failed', entry: AuthEntry | null = staff) =>
  t.app.inject({ method: 'PUT', url: `${BASE}/${id}/provider`, payload: { status }, ...(entry ? { headers: bearer(entry) } : {}) });

/** Asks the validation mail and answers its link, relative to the server. */
async function validationLink(ref: string): Promise<string> {
  expect((await askMail(ref)).statusCode).toBe(202);
  const row = (await t.db.query<{ link: string }>("SELECT data->>'link' AS link FROM outbox WHERE data->>'ref' = $1 ORDER BY created_at DESC, id DESC LIMIT 1", [ref])).rows[0]!;
  const url = new URL(row.link);
  return `${url.pathname}${url.search}`;
}
const open = (link: string) => t.app.inject({ method: 'GET', url: link });

const stored = async (ref: string) =>
  (await t.db.query<{ status: string; account_id: string | null; user_id: string | null }>('SELECT status, account_id, user_id FROM account_prospects WHERE ref = $1', [ref])).rows[0]!;
const fetchTokens = async (ref: string, org = 'BRIGHT') =>
  t.app.inject({ method: 'GET', url: `/api/v4/${org}/account/sessions/accessToken?prospect=${ref}&organisation=BRIGHT` });
const accountsOfCustomer = async (customerId: string) => (await t.db.query('SELECT 1 FROM accounts WHERE customer_id = $1', [customerId])).rowCount;

/** A BankID sign-in of a new person (createUserIfMissing) whose token fetch answers 409: the prospect it names. */
async function signInProspect(personalId: string): Promise<{ ref: string; userId: string }> {
  const started = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'BANKID', organisation: 'BRIGHT', personalId, createUserIfMissing: true } });
  const ref = started.json().data.ref as string;
  expect((await t.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', payload: { ref } })).statusCode).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sessions/accessToken?ref=${ref}` });
  expect(res.statusCode).toBe(409);
  const prospect = res.json().data.prospect as string;
  return { ref: prospect, userId: (await stored(prospect)).user_id! };
}

beforeAll(async () => {
  t = await testApp();
  await ensureOrganisation(t, 'OTHER');
  staff = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
  const row = (await t.db.query<{ id: string; email: string; account: string }>(
    "SELECT u.id, u.email, au.account_id AS account FROM users u JOIN account_users au ON au.user_id = u.id AND au.role = 'OWNER' WHERE u.username = 'kari' LIMIT 1",
  )).rows[0]!;
  const meter = (await t.db.query<{ meter: string }>(
    "SELECT svc->>'measurementId' AS meter FROM locations l, jsonb_array_elements(l.doc->'services') svc WHERE l.account_id = $1 AND svc ? 'measurementId' LIMIT 1", [row.account],
  )).rows[0]!.meter;
  kari = { ...row, meter };
});
afterAll(async () => t?.close());

describe('the owner proves one exact address', () => {
  it('a new address voids a validation already made: no account until the new address is proven', async () => {
    const p = await signUp('nora.first@example.no', 'PSM-0001', 'CUSTOMER');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_pending', account_id: null });

    expect((await put(p.ref, { accountOwner: { email: 'nora.second@example.no' } })).json().data.status).toBe('updated');
    // Staff confirm the customer, but the owner's new address is not proven yet.
    expect((await resolve(p.id, 'provider_resolved')).json().data.status).toBe('provider_resolved');
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_resolved', account_id: null });

    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    const row = await stored(p.ref);
    expect(row).toMatchObject({ status: 'account_resolved' });
    expect((await t.db.query('SELECT email FROM users WHERE id = $1', [row.user_id])).rows).toEqual([{ email: 'nora.second@example.no' }]);
  });

  it('a second validation mail voids the first code', async () => {
    const p = await signUp('nora.twice@example.no', 'PSM-0002', 'USER');
    const first = await validationLink(p.ref);
    const second = await validationLink(p.ref);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(302);
  });
});

describe("a CUSTOMER prospect's provider customer is proven by staff", () => {
  it('a stranger naming a provider customer without an account gets no account until staff confirm it', async () => {
    const p = await signUp('stranger@example.no', 'PSM-0010', 'CUSTOMER', '390010');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_pending', account_id: null });
    expect(await accountsOfCustomer('390010')).toBe(0);
    expect((await fetchTokens(p.ref)).json().data).toEqual({ ref: p.ref, status: 'process' });

    const confirmed = await resolve(p.id, 'provider_resolved');
    expect(confirmed.json().data.status).toBe('account_resolved');
    expect(await accountsOfCustomer('390010')).toBe(1);
    expect((await fetchTokens(p.ref)).json().data.status).toBe('complete');
    const audit = await t.db.query("SELECT action FROM audit_log WHERE resource = 'account-prospects' AND resource_id = $1", [p.id]);
    expect(audit.rows).toEqual([{ action: 'update' }]);
  });

  it('staff refusing ends the sign-up (provider_failed): no account, an error to the app, no more changes', async () => {
    const p = await signUp('refused@example.no', 'PSM-0011', 'CUSTOMER', '390011');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    expect((await resolve(p.id, 'provider_failed')).json().data.status).toBe('provider_failed');
    expect((await fetchTokens(p.ref)).json().data).toMatchObject({ status: 'error', error: 'provider_failed' });
    expect((await put(p.ref, { accessType: 'USR_PWD' })).statusCode).toBe(409);
    expect((await resolve(p.id, 'provider_resolved')).statusCode).toBe(409);
    expect(await accountsOfCustomer('390011')).toBe(0);
  });

  it("a change of site or account type voids staff's confirmation", async () => {
    const p = await signUp('changer@example.no', 'PSM-0012', 'CUSTOMER', '390012');
    expect((await resolve(p.id, 'provider_resolved')).json().data.status).toBe('provider_resolved');
    // The confirmed claim swapped for another customer's: staff have not seen that one.
    expect((await put(p.ref, { site: site('PSM-0012', '100001') })).json().data.status).toBe('updated');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_pending', account_id: null });
  });

  it('only customer staff of the organisation confirm, and only CUSTOMER prospects', async () => {
    const p = await signUp('access@example.no', 'PSM-0013', 'CUSTOMER', '390013');
    const kariToken = await t.asCustomer(kari.id);
    expect((await resolve(p.id, 'provider_resolved', null)).statusCode).toBe(401);
    expect((await resolve(p.id, 'provider_resolved', kariToken)).statusCode).toBe(403);
    expect((await resolve(p.id, 'provider_resolved', await t.asStaff('ORG_MARKETING', 'BRIGHT'))).statusCode).toBe(403);
    expect((await resolve(p.id, 'provider_resolved', await t.asStaff('ORG_SUPPORT', 'OTHER'))).statusCode).toBe(403);
    const user = await signUp('user.kind@example.no', 'PSM-0014', 'USER');
    expect((await resolve(user.id, 'provider_resolved')).json()).toMatchObject({ status: 409, key: 'conflict' });
    expect(await stored(p.ref)).toMatchObject({ status: 'new' });
  });
});

describe("a sign-in's prospect", () => {
  it("cannot take another user's address (409), and the user keeps none", async () => {
    const { ref, userId } = await signInProspect('197505055555');
    const res = await put(ref, { accountOwner: { email: kari.email.toUpperCase() }, site: site('PSM-0020', '390020') });
    expect(res.json()).toMatchObject({ status: 409, key: 'conflict' });
    expect((await t.db.query('SELECT email FROM users WHERE id = $1', [userId])).rows).toEqual([{ email: null }]);
    expect(await stored(ref)).toMatchObject({ status: 'new', account_id: null });
  });

  it("cannot claim a stranger's provider customer without staff (provider_pending)", async () => {
    const { ref } = await signInProspect('197001011111');
    const res = await put(ref, { accountOwner: { email: 'signed.in@example.no' }, site: site('PSM-0021', '390021'), accountType: 'CUSTOMER' });
    expect(res.json().data.status).toBe('provider_pending');
    expect(await accountsOfCustomer('390021')).toBe(0);
    // It needs no e-mail validation: the sign-in proved who it is.
    expect((await askMail(ref)).statusCode).toBe(409);
  });
});

describe('a site takes no meter another location holds', () => {
  it("a sign-up naming Kari's meter gets no account (409), and nothing is written", async () => {
    const p = await signUp('meter.thief@example.no', 'PSM-0030', 'USER', '390030', kari.meter);
    const link = await validationLink(p.ref);
    const res = await open(link);
    expect(res.json()).toMatchObject({ status: 409, key: 'conflict' });
    expect(await stored(p.ref)).toMatchObject({ account_id: null });
    expect((await t.db.query("SELECT 1 FROM locations WHERE code = 'PSM-0030'")).rowCount).toBe(0);
  });

  it('a meter a sign-up declared first is not silently shared with the customer staff add later (409)', async () => {
    const p = await signUp('first.claim@example.no', 'PSM-0031', 'USER', '390031', '707057500099999');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    const added = await t.app.inject({
      method: 'POST', url: `/api/v4/BRIGHT/account/accounts/${kari.account}/sites`, headers: bearer(staff), payload: site('PSM-0032', '100001', '707057500099999'),
    });
    expect(added.json()).toMatchObject({ status: 409, key: 'conflict' });
    expect(added.json().message).toContain('PSM-0031');
  });
});

describe('organisations, settled and abandoned prospects', () => {
  it("answers a prospect's token fetch only under its own organisation's path", async () => {
    const p = await signUp('org.bound@example.no', 'PSM-0040', 'USER');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    expect((await fetchTokens(p.ref, 'OTHER')).statusCode).toBe(404);
    expect((await fetchTokens(p.ref)).json().data.status).toBe('complete');
  });

  it('sends no validation mail for a settled prospect', async () => {
    const p = await signUp('settled@example.no', 'PSM-0041', 'USER');
    expect((await open(await validationLink(p.ref))).statusCode).toBe(302);
    expect(await stored(p.ref)).toMatchObject({ status: 'account_resolved' });
    expect((await askMail(p.ref)).json()).toMatchObject({ status: 409, key: 'conflict' });
  });

  it(`abandons a prospect still open after ${ABANDON_AFTER_DAYS} days: its link, updates and tokens end`, async () => {
    const p = await signUp('late@example.no', 'PSM-0042', 'USER');
    const link = await validationLink(p.ref);
    const days = (ABANDON_AFTER_DAYS + 1) * 86_400_000;
    t.clock.advance(days);
    try {
      expect((await open(link)).statusCode).toBe(404);
      expect((await put(p.ref, { accessType: 'USR_PWD' })).statusCode).toBe(409);
      expect((await fetchTokens(p.ref)).json().data).toMatchObject({ status: 'error', error: 'abandoned' });
      expect(await stored(p.ref)).toMatchObject({ status: 'abandoned', account_id: null });
    } finally {
      t.clock.advance(-days);
    }
  });
});
