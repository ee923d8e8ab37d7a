// @vitest-environment node
/**
 * GET /v3/data/oregano on the real server: the Oregano integration's answer passed through as it is,
 * with the configured API key; 503 when no integration is configured, 502 when it fails or answers
 * something that is not a JSON object; platform staff only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp, type TestApp } from '../test/harness.js';

/** What the stand-in Oregano answers next, and the authorization it was sent. */
let reply: { status: number; body: string } = { status: 200, body: '{}' };
const seen: (string | undefined)[] = [];
let oregano: http.Server;
let url: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  oregano = http.createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => oregano.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(oregano.address() as AddressInfo).port}/v1/overview`;
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await new Promise((resolve) => oregano?.close(resolve));
});

async function get(t: TestApp, scope: 'SUPPORT' | 'ORG_ADMIN' = 'SUPPORT') {
  return t.app.inject({ method: 'GET', url: '/api/v3/data/oregano', headers: bearer(await t.asStaff(scope, 'BRIGHT')) });
}

describe('Oregano data', () => {
  it('answers 503 integrationNotConfigured without OREGANO_URL', async () => {
    const t = await testApp({ seeded: false });
    apps.push(t);
    const res = await get(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ key: 'integrationNotConfigured', message: 'The integration is not configured' });
  });

  it('passes the integration\'s object through, sending the API key; organisation staff are refused', async () => {
    const t = await testApp({ seeded: false, config: { oregano: { url, apiKey: 'oregano-key' } } });
    apps.push(t);
    reply = { status: 200, body: JSON.stringify({ queues: [{ name: 'support', waiting: 3 }], open: true }) };
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { queues: [{ name: 'support', waiting: 3 }], open: true } });
    expect(seen.at(-1)).toBe('Bearer oregano-key');
    expect((await get(t, 'ORG_ADMIN')).statusCode).toBe(403);
  });

  it.each([
    ['an error status', { status: 500, body: '{"error":"boom"}' }],
    ['an array', { status: 200, body: '[1,2]' }],
    ['no JSON', { status: 200, body: '<html>' }],
  ])('answers 502 failedToFetchOreganoData for %s, without the upstream detail', async (_what, answer) => {
    const t = await testApp({ seeded: false, config: { oregano: { url } } });
    apps.push(t);
    reply = answer;
    const res = await get(t);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ key: 'failedToFetchOreganoData', message: 'Failed to fetch Oregano data' });
    expect(res.body).not.toContain('boom');
    expect(seen.at(-1)).toBeUndefined();
  });
});
