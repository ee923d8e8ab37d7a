// @vitest-environment node
/**
 * Issue 19 §1: a sign-up never hands out a stranger's account. The attack as the author ran
 * it, without any credential, through app.inject: own e-mail, validation mail, the owner's e-mail
 * changed to an existing customer's (in other letter case), the link opened, tokens fetched with the
 * prospect ref. Beside it the same with the e-mail changed before the mail is asked (the code goes to
 * the victim, who opens it), and the legitimate sign-up, which still works
 * (docs/decisions.md "Prospect state machine and who may move it").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/harness.js';

let t: TestApp;
let kari: { id: string; email: string; accounts: string[] };
let members: number;

const BASE = '/api/v4/BRIGHT/account/account-prospects';
const DEEPLINK = 'brightapp://prospect-confirmed';

const site = (code: string, customerId: string) => ({
  locationCode: code, customerId, organisation: 'BRIGHT',
  services: [{ siteId: `7070575${code}`, siteType: 'consumption' as const }],
  location: { pricezone: 'NO1' as const, area: 'Oslo' },
});

/** 'kari@example.no' → 'KARI@Example.no': the same address in other letter case. */
const otherCase = (email: string) => {
  const [local, domain] = email.split('@') as [string, string];
  return `${local.toUpperCase()}@${domain.charAt(0).toUpperCase()}${domain.slice(1)}`;
};

async function signUp(email: string, code: string, accountType: 'USER' | 'CUSTOMER'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST', url: BASE,
    payload: { accountOwner: { email, firstName: 'Mallory' }, site: site(code, `39${code.slice(-4)}`), accessType: 'BANKID', organisation: 'BRIGHT', accountType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.ref as string;
}

const askMail = async (ref: string) => {
  const res = await t.app.inject({ method: 'PUT', url: `${BASE}/validation-email?ref=${ref}`, payload: { appRedirectDeeplink: DEEPLINK } });
  expect(res.statusCode, res.body).toBe(202);
};

const changeOwner = async (ref: string, email: string) => {
  const res = await t.app.inject({ method: 'PUT', url: `${BASE}?ref=${ref}`, payload: { accountOwner: { email, firstName: 'Mallory' } } });
  expect(res.statusCode, res.body).toBe(200);
};

/** The newest validation mail of the prospect: who it went to, and its link relative to the server. */
async function mailOf(ref: string): Promise<{ recipient: string; link: string }> {
  const row = (await t.db.query<{ recipient: string; link: string }>(
    "SELECT recipient, data->>'link' AS link FROM outbox WHERE data->>'ref' = $1 ORDER BY created_at DESC, id DESC LIMIT 1", [ref],
  )).rows[0]!;
  const url = new URL(row.link);
  return { recipient: row.recipient, link: `${url.pathname}${url.search}` };
}

const fetchTokens = async (ref: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sessions/accessToken?prospect=${ref}&organisation=BRIGHT` })).json().data as {
    status: string; error?: string; auths?: { userId: string; accountId: string }[];
  };

const membershipsOf = async (userId: string) =>
  (await t.db.query<{ account_id: string }>('SELECT account_id FROM account_users WHERE user_id = $1 ORDER BY account_id', [userId])).rows.map((r) => r.account_id);

const membersOfKarisAccounts = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_users WHERE account_id = ANY($1)', [kari.accounts])).rows[0]!.n;

/** Nothing of Kari's was handed out or changed: no tokens of hers, her accounts and their users as they were. */
async function expectKariUntouched(answer: Awaited<ReturnType<typeof fetchTokens>>): Promise<void> {
  expect(answer.auths ?? []).toEqual([]);
  expect(await membershipsOf(kari.id)).toEqual(kari.accounts);
  expect(await membersOfKarisAccounts()).toBe(members);
}

beforeAll(async () => {
  t = await testApp();
  const row = (await t.db.query<{ id: string; email: string }>("SELECT id, email FROM users WHERE username = 'kari'")).rows[0]!;
  kari = { ...row, accounts: [] };
  kari.accounts = await membershipsOf(kari.id);
  members = await membersOfKarisAccounts();
  expect(kari.accounts.length).toBeGreaterThan(0);
});
afterAll(async () => t?.close());

describe('the takeover of issue 19 §1', () => {
  it.each(['USER', 'CUSTOMER'] as const)('%s: own e-mail, mail asked, owner changed to a customer\'s in other case, link opened: no tokens for her', async (accountType) => {
    const ref = await signUp(`mallory.${accountType.toLowerCase()}@evil.example`, accountType === 'USER' ? 'TKO-0001' : 'TKO-0002', accountType);
    await askMail(ref);
    const { recipient, link } = await mailOf(ref);
    expect(recipient).toBe(`mallory.${accountType.toLowerCase()}@evil.example`);
    await changeOwner(ref, otherCase(kari.email));

    // The code proved the attacker's address only: a new address voids it.
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const answer = await fetchTokens(ref);
    expect(answer.status).toBe('process');
    await expectKariUntouched(answer);
  });

  it('owner changed before the mail is asked: the code goes to her, and her opening it gives the attacker nothing', async () => {
    const ref = await signUp('mallory.early@evil.example', 'TKO-0003', 'USER');
    await changeOwner(ref, otherCase(kari.email));
    await askMail(ref);
    const { recipient, link } = await mailOf(ref);
    expect(recipient.toLowerCase()).toBe(kari.email.toLowerCase());

    // Kari opens what arrived in her mailbox: her address is proven, but it already has a user, who signs in normally.
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('already has a user');
    const answer = await fetchTokens(ref);
    expect(answer).toMatchObject({ status: 'error', error: 'account_failed' });
    await expectKariUntouched(answer);
    expect((await t.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [kari.email])).rowCount).toBe(1);
  });
});

describe('the legitimate sign-up', () => {
  it('own e-mail (letter case changed on the way), validation, tokens once for a new user of that address', async () => {
    const ref = await signUp('nora.legit@example.no', 'TKO-0010', 'USER');
    await askMail(ref);
    // The same address in other letter case is no change: the code stays good.
    await changeOwner(ref, 'Nora.Legit@Example.NO');
    const opened = await t.app.inject({ method: 'GET', url: (await mailOf(ref)).link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(DEEPLINK);

    const answer = await fetchTokens(ref);
    expect(answer.status).toBe('complete');
    expect(answer.auths).toHaveLength(1);
    const { userId, accountId } = answer.auths![0]!;
    expect(userId).not.toBe(kari.id);
    const user = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0];
    expect(user?.email.toLowerCase()).toBe('nora.legit@example.no');
    expect((await t.db.query('SELECT user_id, role FROM account_users WHERE account_id = $1', [accountId])).rows).toEqual([{ user_id: userId, role: 'OWNER' }]);
    expect((await t.db.query<{ code: string }>('SELECT code FROM locations WHERE account_id = $1', [accountId])).rows).toEqual([{ code: 'TKO-0010' }]);
    // Tokens once; a second fetch says done.
    expect(await fetchTokens(ref)).toEqual({ ref, status: 'done' });
  });
});
