/**
 * The server's developer tools (runtime/server/dev-routes.ts, auth/sign-in/pages.ts), as a test
 * reaches them: the outbox of e-mails and texts (PIN codes, sign-in links), and the BankID
 * simulator's approval. Plus the ref of a sign-in the page starts, to approve it.
 */
import type { Page } from 'playwright-core';

export interface OutboxItem {
  readonly id: string;
  readonly createdAt: string;
  readonly channel: 'email' | 'sms';
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  /** The machine-readable parts: a PIN, a link, a ref. */
  readonly data: Readonly<Record<string, unknown>>;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Newest first; only those to `recipient` (an e-mail address or phone number) when given. */
export async function readOutbox(baseUrl: string, recipient?: string): Promise<OutboxItem[]> {
  const query = recipient ? `?recipient=${encodeURIComponent(recipient)}` : '';
  return json(await fetch(`${baseUrl}/api/dev/outbox${query}`), 'the outbox');
}

/** Approves a waiting BankID order as the person would in the app; `personalId` for a QR order. */
export async function completeBankId(baseUrl: string, ref: string, personalId?: string): Promise<unknown> {
  return json(await fetch(`${baseUrl}/api/dev/bankid/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ref, ...(personalId ? { personalId } : {}) }),
  }), 'BankID complete');
}

/**
 * The ref of the next sign-in the page starts (POST /api/v3/auth/). Call it before the click that
 * starts the sign-in, await it after.
 */
export async function nextSignInRef(page: Page): Promise<string> {
  const res = await page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.replace(/\/$/, '') === '/api/v3/auth');
  const body = (await res.json()) as { data?: { ref?: string } };
  if (!body.data?.ref) throw new Error(`the sign-in answered no ref (${res.status()})`);
  return body.data.ref;
}
