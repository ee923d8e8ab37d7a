// @vitest-environment node
/**
 * Logs are JSON lines carrying the client's request id, and never a token: not the Authorization
 * header, not a link's accessToken, not a refresh token or sign-in ref in a query.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/harness.js';
import { logRedaction, maskUrl } from './logging.js';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await testApp({ logger: { level: 'info', ...logRedaction, stream } });
});
afterAll(async () => t?.close());

describe('logs', () => {
  it('masks token-like query values in URLs', () => {
    expect(maskUrl('/api/x?accessToken=abc.def&organisation=BRIGHT&refreshToken=r1&ref=s3')).toBe('/api/x?accessToken=***&organisation=BRIGHT&refreshToken=***&ref=***');
  });

  it('write the request id and leave out the bearer token and token query values', async () => {
    const kari = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id;
    const entry = await t.asCustomer(kari);
    await t.app.inject({
      method: 'GET',
      url: `/api/v4/BRIGHT/account/sessions/accessToken?refreshToken=${entry.refreshToken}`,
      headers: { authorization: `Bearer ${entry.accessToken}`, 'x-request-id': 'log-test-1' },
    });
    const mine = lines.filter((l) => l.includes('log-test-1'));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const all = lines.join('\n');
    expect(all).not.toContain(entry.accessToken);
    expect(all).not.toContain(entry.refreshToken!);
    expect(mine.some((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url?.includes('refreshToken=***'))).toBe(true);
  });
});

describe('the client address in logs', () => {
  it('is the connection peer, not a forged X-Forwarded-For, when the peer is no configured proxy', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v3/status/backend', remoteAddress: '192.0.2.7', headers: { 'x-forwarded-for': '203.0.113.66', 'x-request-id': 'log-xff-1' } });
    const mine = lines.filter((l) => l.includes('log-xff-1')).join('\n');
    expect(mine).toContain('192.0.2.7');
    expect(mine).not.toContain('203.0.113.66');
  });
});
