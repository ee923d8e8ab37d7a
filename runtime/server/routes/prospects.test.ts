// @vitest-environment node
/**
 * The prospects area on the real server: a public sign-up (createAccountProspect), its validation
 * e-mail and link, staff's confirmation of a CUSTOMER prospect's provider customer, updates through
 * the statuses until the account exists (with the prospect's site as its location), staff reads of
 * prospects and creation logs, access refusals, and bad input answered 400 with nothing written.
 * The attacks on the statuses are in ../prospect-takeover.test.ts and ../prospect-state-machine.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountProspect, getAccountCreationLog, getAccountProspect, listAccountCreationLogs, listAccountProspects,
  resolveAccountProspect, searchAccountCreationLogs, searchAccountProspects, sendProspectValidationEmail, updateAccountProspect,
} from '../../../generated/client/prospects.gen.js';
import { listLocationsByAccount } from '../../../generated/client/locations.gen.js';
import type { AuthEntry } from '../../../schemas/auth.js';
import { readOutbox } from '../outbox.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { count, ensureOrganisation } from './account-fixtures.js';

let t: TestApp;
let support: AuthEntry;
const BASE = '/api/v4/BRIGHT/account/account-prospects';
const DEEPLINK = 'brightapp://prospect-confirmed';

const site = (code: string, customerId: string, organisation = 'BRIGHT') => ({
  locationCode: code, customerId, organisation,
  services: [{ siteId: `${code}-E`, siteType: 'consumption' as const }, { siteId: `${code}-W`, siteType: 'water' as const }],
  location: { pricezone: 'NO1' as const, area: 'Oslo' },
});
const prospectBody = (email: string, code: string, customerId: string, accountType: 'CUSTOMER' | 'USER' = 'CUSTOMER') => ({
  accountOwner: { email, firstName: 'Nora', lastName: 'Prospekt' },
  site: site(code, customerId), accessType: 'BANKID', organisation: 'BRIGHT', accountType,
}) as const;

/** The prospect's row as stored (the truth the handlers answer from). */
const stored = async (ref: string) =>
  (await t.db.query<{ status: string; account_id: string | null; validated_at: Date | null; doc: { site?: { locationCode: string } } }>(
    'SELECT status, account_id, validated_at, doc FROM account_prospects WHERE ref = $1', [ref],
  )).rows[0];

/** Sends the validation e-mail and answers the link in it (relative to the server). */
async function validationLink(ref: string, email: string): Promise<string> {
  await sendProspectValidationEmail(t.client(), { query: { ref }, body: { appRedirectDeeplink: DEEPLINK } });
  const mail = (await readOutbox(t.db, email)).find((m) => m.data?.ref === ref);
  const link = new URL(String(mail?.data?.link));
  expect(link.origin).toBe('https://ampere.test');
  return `${link.pathname}${link.search}`;
}

beforeAll(async () => {
  t = await testApp();
  await ensureOrganisation(t, 'OTHER');
  support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
});
afterAll(async () => t?.close());

describe('signing up (public)', () => {
  it('registers a prospect without a token (new), with its creation log', async () => {
    const { data } = await createAccountProspect(t.client(), { query: { language: 'nb' }, body: prospectBody('nora@example.no', 'NEW-0001', '300001') });
    expect(data).toMatchObject({ status: 'new', organisation: 'BRIGHT', accountType: 'CUSTOMER', accountOwner: { email: 'nora@example.no' } });
    expect(data.ref.length).toBeGreaterThan(16);
    const logs = await t.db.query<{ status: string; account_id: string | null }>('SELECT status, account_id FROM account_creation_logs WHERE ref = $1', [data.ref]);
    expect(logs.rows).toEqual([{ status: 'new', account_id: null }]);
    expect(await count(t, "SELECT count(*)::int AS n FROM accounts WHERE customer_id = '300001'")).toBe(0);
  });

  it('refuses a sign-up for a customer who already has an account (409), writing nothing', async () => {
    const kariCustomer = (await t.db.query<{ customer_id: string }>("SELECT customer_id FROM accounts WHERE customer_id IS NOT NULL ORDER BY created_at LIMIT 1")).rows[0]!.customer_id;
    const before = await count(t, 'SELECT count(*)::int AS n FROM account_prospects');
    const res = await t.app.inject({ method: 'POST', url: BASE, payload: prospectBody('dup@example.no', 'NEW-0002', kariCustomer) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'conflict' });
    expect(await count(t, 'SELECT count(*)::int AS n FROM account_prospects')).toBe(before);
  });

  it('refuses bad bodies with 400 and a key, writing nothing', async () => {
    const prospects = await count(t, 'SELECT count(*)::int AS n FROM account_prospects');
    const logs = await count(t, 'SELECT count(*)::int AS n FROM account_creation_logs');
    const good = prospectBody('bad@example.no', 'NEW-0003', '300003');
    const bodies = [
      { ...good, organisation: 'OTHER' },
      { ...good, site: site('NEW-0003', '300003', 'OTHER') },
      { ...good, accountOwner: { firstName: 'No e-mail' } },
      { ...good, accountType: 'BUSINESS' },
      { ...good, extra: true },
      { ...good, site: { ...good.site, location: { pricezone: 'XX9' } } },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: BASE, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    expect(await count(t, 'SELECT count(*)::int AS n FROM account_prospects')).toBe(prospects);
    expect(await count(t, 'SELECT count(*)::int AS n FROM account_creation_logs')).toBe(logs);
  });
});

describe('validating and updating a prospect', () => {
  it('updates (updated), e-mails a one-time link, and the link makes the account with the site as its location', async () => {
    const { data: p } = await createAccountProspect(t.client(), { body: prospectBody('mia@example.no', 'NEW-0010', '300010') });
    const { data: updated } = await updateAccountProspect(t.client(), { query: { ref: p.ref }, body: { accountOwner: { email: 'mia@example.no', firstName: 'Mia' } } });
    expect(updated).toMatchObject({ status: 'updated', accountOwner: { firstName: 'Mia' } });

    const link = await validationLink(p.ref, 'mia@example.no');
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(DEEPLINK);
    // The address is proven; the provider customer waits for customer staff.
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_pending', account_id: null });
    const { data: confirmed } = await resolveAccountProspect(t.client(support), { params: { id: p._id }, body: { status: 'provider_resolved' } });
    expect(confirmed.status).toBe('account_resolved');

    const row = await stored(p.ref);
    expect(row).toMatchObject({ status: 'account_resolved' });
    expect(row?.account_id).toMatch(/^[0-9a-f]{24}$/);
    const log = (await listAccountCreationLogs(t.client(support), { query: { ref: p.ref } })).data;
    expect(log).toEqual([expect.objectContaining({ status: 'account_resolved', accountId: row?.account_id })]);

    // The account's location is the prospect's site, readable through the locations area.
    const { data: locations } = await listLocationsByAccount(t.client(support), { params: { accountId: row!.account_id! } });
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({ id: 'NEW-0010', status: 'PENDING', priceZone: 'NO1', accountId: row?.account_id });
    expect(locations[0]!.services.map((s) => [s.id, s.type])).toEqual([['NEW-0010-E', 'consumption_trade'], ['NEW-0010-W', 'water']]);

    // The code works once; a settled prospect no longer changes.
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const late = await t.app.inject({ method: 'PUT', url: `${BASE}?ref=${p.ref}`, payload: { accessType: 'USR_PWD' } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ key: 'conflict' });
  });

  it('fails the second sign-up of one customer when the first got the account (account_failed, then 409)', async () => {
    const first = (await createAccountProspect(t.client(), { body: prospectBody('twin1@example.no', 'NEW-0020', '300020') })).data;
    const second = (await createAccountProspect(t.client(), { body: prospectBody('twin2@example.no', 'NEW-0021', '300020') })).data;
    expect((await t.app.inject({ method: 'GET', url: await validationLink(first.ref, 'twin1@example.no') })).statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: await validationLink(second.ref, 'twin2@example.no') })).statusCode).toBe(302);
    for (const p of [first, second]) await resolveAccountProspect(t.client(support), { params: { id: p._id }, body: { status: 'provider_resolved' } });
    expect(await stored(first.ref)).toMatchObject({ status: 'account_resolved' });
    expect(await stored(second.ref)).toMatchObject({ status: 'account_failed', account_id: null });
    expect(await count(t, "SELECT count(*)::int AS n FROM locations WHERE code = 'NEW-0021'")).toBe(0);
    const res = await t.app.inject({ method: 'PUT', url: `${BASE}?ref=${second.ref}`, payload: { accessType: 'USR_PWD' } });
    expect(res.statusCode).toBe(409);
  });

  it('keeps the prospect and its code when its site code is taken (409), and completes once the site is fixed', async () => {
    const taken = (await t.db.query<{ code: string }>('SELECT code FROM locations ORDER BY created_at LIMIT 1')).rows[0]!.code;
    const { data: p } = await createAccountProspect(t.client(), { body: prospectBody('odd@example.no', taken, '300030', 'USER') });
    const link = await validationLink(p.ref, 'odd@example.no');
    const accounts = await count(t, 'SELECT count(*)::int AS n FROM accounts');
    const refused = await t.app.inject({ method: 'GET', url: link });
    expect(refused.statusCode).toBe(409);
    expect(await count(t, 'SELECT count(*)::int AS n FROM accounts')).toBe(accounts);
    expect(await stored(p.ref)).toMatchObject({ status: 'new', account_id: null, validated_at: null });

    await updateAccountProspect(t.client(), { query: { ref: p.ref }, body: { site: site('NEW-0030', '300030') } });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(302);
    const row = await stored(p.ref);
    expect(row?.status).toBe('account_resolved');
    expect((await t.db.query('SELECT code FROM locations WHERE account_id = $1', [row?.account_id])).rows).toEqual([{ code: 'NEW-0030' }]);
  });

  it('refuses bad updates and validation requests with 400 (unknown refs 404), writing nothing', async () => {
    const { data: p } = await createAccountProspect(t.client(), { body: prospectBody('kim@example.no', 'NEW-0040', '300040') });
    const before = await stored(p.ref);
    for (const payload of [{}, { site: site('NEW-0040', '300040', 'OTHER') }, { accountOwner: { email: 'not-an-address' } }, { status: 'valid' }, { accountType: 'DEMO' }]) {
      const res = await t.app.inject({ method: 'PUT', url: `${BASE}?ref=${p.ref}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    expect(await stored(p.ref)).toEqual(before);

    const badLink = await t.app.inject({ method: 'PUT', url: `${BASE}/validation-email?ref=${p.ref}`, payload: { appRedirectDeeplink: 'not a url' } });
    expect(badLink.statusCode).toBe(400);
    // The confirmation page redirects there: another website is refused (an open redirect in a real e-mail).
    const elsewhere = await t.app.inject({ method: 'PUT', url: `${BASE}/validation-email?ref=${p.ref}`, payload: { appRedirectDeeplink: 'https://evil.example/x' } });
    expect(elsewhere.json()).toMatchObject({ status: 400, key: 'validationError' });
    expect(await readOutbox(t.db, 'kim@example.no')).toHaveLength(0);
    const unknown = await t.app.inject({ method: 'PUT', url: `${BASE}/validation-email?ref=no-such-ref`, payload: { appRedirectDeeplink: DEEPLINK } });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${BASE}?ref=no-such-ref`, payload: { accessType: 'USR_PWD' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/auth/prospects/validate?ref=x&code=y' })).statusCode).toBe(404);
  });
});

describe('staff reads', () => {
  it('lists, reads and searches prospects and creation logs of the organisation', async () => {
    const { data: p } = await createAccountProspect(t.client(), { body: prospectBody('searchable@example.no', 'NEW-0050', '300050') });
    const c = t.client(support);
    expect((await listAccountProspects(c, { query: { ref: p.ref } })).data.map((x) => x._id)).toEqual([p._id]);
    expect((await getAccountProspect(c, { params: { id: p._id } })).data).toMatchObject({ ref: p.ref, status: 'new' });

    const found = await searchAccountProspects(c, { query: { q: 'searchable@', limit: '5' } });
    expect(found.data.map((x) => x._id)).toEqual([p._id]);
    expect(found.pagination).toMatchObject({ total: 1, limit: 5 });
    const resolved = await searchAccountProspects(c, { query: { status: 'account_resolved' } });
    expect(resolved.data.length).toBeGreaterThan(0);
    expect(resolved.data.every((x) => x.status === 'account_resolved')).toBe(true);

    const [log] = (await listAccountCreationLogs(c, { query: { ref: p.ref } })).data;
    expect(log).toMatchObject({ ref: p.ref, status: 'new' });
    expect((await getAccountCreationLog(c, { params: { id: log!._id } })).data).toMatchObject({ ref: p.ref });
    const logs = await searchAccountCreationLogs(c, { query: { q: p.ref } });
    expect(logs.data.map((l) => l._id)).toEqual([log!._id]);
    expect((await searchAccountCreationLogs(c, { query: { status: 'signed_in', q: p.ref } })).pagination.total).toBe(0);

    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${'f'.repeat(24)}`, headers: bearer(support) })).statusCode).toBe(404);
  });

  it('refuses callers the descriptor refuses: no token 401, a customer or ORG_MARKETING 403, another organisation', async () => {
    const { data: p } = await createAccountProspect(t.client(), { body: prospectBody('hidden@example.no', 'NEW-0060', '300060') });
    const urls = [`${BASE}?ref=${p.ref}`, `${BASE}/${p._id}`, `${BASE}/search`, `/api/v4/BRIGHT/account/account-creation-logs/search`];
    const kariId = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE doc->>'firstName' = 'Kari' LIMIT 1")).rows[0]!.id;
    const callers = { customer: await t.asCustomer(kariId), marketing: await t.asStaff('ORG_MARKETING', 'BRIGHT'), other: await t.asStaff('ORG_ADMIN', 'OTHER') };
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const [who, entry] of Object.entries(callers)) {
        expect((await t.app.inject({ method: 'GET', url, headers: bearer(entry) })).statusCode, `${who} ${url}`).toBe(403);
      }
    }
    // Platform staff asking under another organisation's path do not find BRIGHT's prospect.
    const admin = await t.asStaff('ADMIN', 'BRIGHT');
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/OTHER/account/account-prospects/${p._id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/OTHER/account/account-prospects?ref=${p.ref}`, headers: bearer(admin) })).json().data).toEqual([]);
    // Public updates are bound to the organisation of the path as well.
    expect((await t.app.inject({ method: 'PUT', url: `/api/v4/OTHER/account/account-prospects?ref=${p.ref}`, payload: { accessType: 'USR_PWD' } })).statusCode).toBe(404);
  });
});
