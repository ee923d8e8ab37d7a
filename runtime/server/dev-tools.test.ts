// @vitest-environment node
/**
 * Issue 19 §4: the developer outbox and the BankID simulator hand out PINs and sign-ins, so they exist
 * only for a loopback PUBLIC_URL outside production, and answer only clients whose socket is on this
 * machine, whatever X-Forwarded-For says (docs/decisions.md "Developer tools only on loopback").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/harness.js';
import { readConfig } from './config.js';
import { isLoopbackAddress, isLoopbackUrl } from './loopback.js';

const REMOTE = '203.0.113.7';
const PERSON = '198503122387';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

async function bankIdOrder(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'BANKID', organisation: 'BRIGHT', personalId: PERSON } });
  expect(res.statusCode).toBe(200);
  return res.json().data.ref as string;
}

const status = async (ref: string) => (await t.app.inject({ method: 'GET', url: `/api/v3/auth/?ref=${ref}&organisation=BRIGHT` })).json().data.status as string;

describe('developer tools from a client that is not on loopback', () => {
  it('answers the outbox JSON and page 404, as if they did not exist', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?recipient=%2B4791234567', '/dev/outbox']) {
      const refused = await t.app.inject({ method: 'GET', url, remoteAddress: REMOTE });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json(), url).toMatchObject({ status: 404, key: 'notFound' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('refuses the BankID completion (JSON and form) and the simulator page, and the order stays open', async () => {
    const ref = await bankIdOrder();
    const json = await t.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', remoteAddress: REMOTE, payload: { ref, personalId: PERSON } });
    expect(json.statusCode).toBe(404);
    const form = await t.app.inject({
      method: 'POST', url: '/dev/bankid/complete', remoteAddress: REMOTE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `ref=${ref}&personalId=${PERSON}`,
    });
    expect(form.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/bankid/cancel', remoteAddress: REMOTE, payload: { ref } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/dev/bankid?ref=${ref}`, remoteAddress: REMOTE })).statusCode).toBe(404);
    expect(await status(ref)).toBe('process');
    // The same call from this machine completes it: the refusal above was the peer, not the call.
    const local = await t.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', payload: { ref, personalId: PERSON } });
    expect(local.statusCode).toBe(200);
    expect(await status(ref)).toBe('complete');
  });

  it('does not believe a forged X-Forwarded-For naming loopback', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' };
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: REMOTE, headers: forged })).statusCode).toBe(404);
    const ref = await bankIdOrder();
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', remoteAddress: REMOTE, headers: forged, payload: { ref, personalId: PERSON } });
    expect(res.statusCode).toBe(404);
    expect(await status(ref)).toBe('process');
  });

  it('answers a loopback peer in every form a socket reports it', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    // A private network is not this machine.
    for (const remoteAddress of ['10.0.0.2', '192.168.1.10', '::ffff:10.0.0.2', 'fe80::1', '2001:db8::1']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(404);
    }
  });
});

describe('whether developer tools are on (readConfig)', () => {
  it('turns them on for npm start: no NODE_ENV, a loopback PUBLIC_URL', () => {
    for (const env of [{}, { DEV_TOOLS: 'on' }, { PUBLIC_URL: 'http://localhost:3000' }, { PUBLIC_URL: 'http://[::1]:8080' }, { HOST: '127.0.0.2' }, { HOST: '0.0.0.0' }]) {
      expect(readConfig(env).devTools, JSON.stringify(env)).toBe(true);
    }
  });

  it('turns them off for NODE_ENV=production, even with DEV_TOOLS=on', () => {
    const config = readConfig({ NODE_ENV: 'production', DEV_TOOLS: 'on' });
    expect(config.devTools).toBe(false);
    expect(config.devToolsReason).toBe('NODE_ENV=production');
  });

  it('turns them off for a PUBLIC_URL that is not loopback, even with DEV_TOOLS=on', () => {
    for (const url of ['https://portal.bright.example', 'http://10.0.0.5:3000', 'http://192.168.1.20:3000', 'http://[2001:db8::1]:3000', 'http://localhost.bright.example']) {
      const config = readConfig({ PUBLIC_URL: url, DEV_TOOLS: 'on' });
      expect(config.devTools, url).toBe(false);
      expect(config.devToolsReason, url).toBe(`PUBLIC_URL ${url} is not a loopback address`);
    }
    expect(readConfig({ HOST: '10.0.0.5', DEV_TOOLS: 'on' }).devTools).toBe(false);
  });

  it('turns them off for DEV_TOOLS=off on loopback', () => {
    expect(readConfig({ DEV_TOOLS: 'off' })).toMatchObject({ devTools: false, devToolsReason: 'DEV_TOOLS=off' });
  });

  it('leaves the portal\'s environment to NODE_ENV, not to the dev tools', () => {
    expect(readConfig({ PUBLIC_URL: 'https://staging.bright.example' }).production).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('knows loopback addresses and URLs', () => {
    expect(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'].every(isLoopbackAddress)).toBe(true);
    expect([undefined, '', '128.0.0.1', '0.0.0.0', '::', '::ffff:10.0.0.1', 'localhost', 'not an address'].some(isLoopbackAddress)).toBe(false);
    expect(['http://127.0.0.1:3000', 'http://LOCALHOST', 'http://[::1]:3000/', 'http://127.1'].every(isLoopbackUrl)).toBe(true);
    expect(['https://example.com', 'http://0.0.0.0:3000', 'http://[::]:3000', 'not a url', 'http://127.0.0.1.nip.io'].some(isLoopbackUrl)).toBe(false);
  });
});
