// @vitest-environment node
/**
 * Rules that keep tokens and sign-ins from leaking (docs/decisions.md "Tokens in URLs", "Links the
 * server sends or redirects to", "Renewal and one-attempt codes"): each refusal here is an attack
 * that would otherwise work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, bearer, type TestApp } from './test/harness.js';

let t: TestApp;
let kari: string;
let account: string;
let invoice: string;
beforeAll(async () => {
  t = await testApp();
  kari = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id;
  account = (await t.db.query<{ account_id: string }>("SELECT account_id FROM account_users WHERE user_id = $1 AND role = 'OWNER'", [kari])).rows[0]!.account_id;
  invoice = (await t.db.query<{ id: string }>("SELECT id FROM invoices WHERE account_id = $1 AND object_type = 'pdf' LIMIT 1", [account])).rows[0]!.id;
});
afterAll(async () => t?.close());

const fileUrl = (token: string) => `/api/v4/BRIGHT/account/accounts/${account}/invoices/${invoice}/invoice?accessToken=${encodeURIComponent(token)}`;

describe('hardening', () => {
  it('accepts only a short link token in a URL, not an ordinary access token', async () => {
    const entry = await t.asCustomer(kari, account);
    expect((await t.app.inject({ method: 'GET', url: fileUrl(entry.accessToken) })).statusCode).toBe(401);
    const short = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(entry) });
    expect((await t.app.inject({ method: 'GET', url: fileUrl(short.json().data.accessToken) })).statusCode).toBe(200);
  });

  it('sends a password-reset link only to a page of its own origin', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v4/BRIGHT/account/users/resetPassword', payload: { email: 'kari@example.no', callbackUrl: 'https://evil.example/reset' } });
    expect(res.json()).toMatchObject({ status: 400, key: 'validationError' });
    expect((await t.db.query("SELECT 1 FROM outbox WHERE subject = 'Reset your password'")).rowCount).toBe(0);
  });

  it('does not renew a support-mode token, and renews an ordinary one', async () => {
    const support = await t.asStaff('SUPPORT');
    const started = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', headers: bearer(support), payload: { accessType: 'ADMIN_BANKID', organisation: 'BRIGHT', asUsername: 'kari' } });
    const ref = started.json().data.ref as string;
    const acting = (await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sessions/accessToken?ref=${ref}` })).json().data.auths[0].accessToken as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sessions/accessToken?accessToken=${acting}` })).statusCode).toBe(401);
    const own = await t.asCustomer(kari, account);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sessions/accessToken?accessToken=${own.accessToken}` })).statusCode).toBe(200);
  });

  it('gives a PIN sign-in one attempt, even to guesses sent together', async () => {
    const user = (await t.db.query<{ phone_number: string }>("SELECT phone_number FROM users WHERE username = 'kari'")).rows[0]!.phone_number;
    const started = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PIN', organisation: 'BRIGHT', username: user } });
    const ref = started.json().data.ref as string;
    const pin = (await t.db.query<{ pin: string }>("SELECT data->>'pin' AS pin FROM outbox WHERE data->>'ref' = $1", [ref])).rows[0]!.pin;
    const wrong = Array.from({ length: 8 }, (_, i) => String((Number(pin) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all([...wrong, pin].map((p) => t.app.inject({ method: 'POST', url: '/api/v3/auth/pin/callback', payload: { ref, pin: p } })));
    // Exactly one request checked a PIN; the other eight found no attempt left, or were throttled (five guesses per ref).
    expect(answers.filter((a) => a.statusCode === 404 || a.statusCode === 429)).toHaveLength(8);
    const status = (await t.app.inject({ method: 'GET', url: `/api/v3/auth/?ref=${ref}&organisation=BRIGHT` })).json().data.status as string;
    expect(['aborted', 'complete']).toContain(status);
    if (status === 'complete') expect(answers.at(-1)!.statusCode).toBe(200);
  });

  it('serves the outbox and the BankID simulator only with dev tools on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    const prod = await testApp({ config: { devTools: false } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', payload: { ref: 'x' } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
