// @vitest-environment node
/**
 * Each class of bad input a fuzz run answered with a 500 (issue 19 §6), as a plain regression test:
 * text PostgreSQL cannot store (NUL, unpaired surrogates) in bodies, query values and paths of the
 * contract's routes, the pages and the identity provider; an organisation that does not exist;
 * page numbers beyond safe integers; over-long URLs and headers, over a real socket (inject passes
 * by Node's parser); and the error handler's net for database refusals nobody foresaw.
 * docs/decisions.md "Input the database cannot store", "Unknown organisations", "Request size limits".
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../schemas/errors.js';
import { installErrorHandling } from './error-handler.js';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';
import { bearer, testApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const count = async (sql: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;

/** The answer is `status` in the contract's ErrorBody, with `key`. */
function expectError(res: { statusCode: number; body: string }, status: number, key: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBody.parse(JSON.parse(res.body));
  expect([body.status, body.key]).toEqual([status, key]);
}

describe('text the database cannot store', () => {
  it('answers NUL in a sign-in body with 400 before anyone signs in, writing no sign-in', async () => {
    const before = await count('sign_in_sessions');
    for (const payload of [
      { accessType: 'USR_PWD', organisation: 'BRIGHT', username: 'ka\u0000ri', password: 'demo-kari-1' },
      { accessType: 'USR_PWD', organisation: 'BRIGHT', username: 'kari', password: 'demo\u0000' },
      { accessType: 'BANKID', organisation: 'BRIGHT', personalId: '198503122387\u0000' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload });
      expectError(res, 400, 'validationError');
      expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
    expect(await count('sign_in_sessions')).toBe(before);
  });

  it('answers NUL in a query value with 400, with and without the organisation', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/auth/?ref=%00' }), 400, 'validationError');
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/?ref=a%00b&organisation=BRIGHT' });
    expectError(res, 400, 'validationError');
    expect(res.json().data.issues[0].path).toEqual(['query', 'ref']);
  });

  it('answers an unpaired surrogate in a JSON string or key with 400', async () => {
    const headers = { 'content-type': 'application/json' };
    for (const payload of [
      '{"accessType":"USR_PWD","organisation":"BRIGHT","username":"\\ud800","password":"x"}',
      '{"accessType":"USR_PWD","organisation":"BRIGHT","username":"kari","password":"x\\udc00y"}',
      '{"accessType":"USR_PWD","organisation":"BRIGHT","username":"kari","password":"x","\\udbff":1}',
    ]) expectError(await t.app.inject({ method: 'POST', url: '/api/v3/auth/', headers, payload }), 400, 'validationError');
    // A pair is text like any other.
    const paired = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', headers, payload: '{"accessType":"USR_PWD","organisation":"BRIGHT","username":"\\ud83d\\ude00","password":"x"}' });
    expect(paired.statusCode).toBe(401);
  });

  it('answers NUL in a path of a contract route, a page and a sign page with 400', async () => {
    const admin = await t.asStaff('ADMIN');
    for (const url of ['/api/v3/admins/%00', '/signs/BRIGHT/%00', '/admin/x%00', '/x%00.js']) {
      expectError(await t.app.inject({ method: 'GET', url, headers: bearer(admin) }), 400, 'validationError');
    }
  });

  it("refuses NUL in a body the identity provider reads itself with OAuth's 400, not a 500", async () => {
    const basic = `Basic ${Buffer.from(`${t.config.oidc.clientId}:${t.config.oidc.clientSecret}`).toString('base64')}`;
    const res = await t.app.inject({
      method: 'POST', url: '/oidc/token', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=a%00b&redirect_uri=http%3A%2F%2Fampere.test%2Fauth%2Fcallback',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('an organisation that does not exist', () => {
  it('answers 404 in the path and 400 in a body, writing nothing', async () => {
    const admin = await t.asStaff('ADMIN');
    const groups = await count('account_groups');
    const inPath = await t.app.inject({ method: 'POST', url: '/api/v4/NOPE/account/account-groups', headers: bearer(admin), payload: { name: 'Nowhere', accountIds: [] } });
    expectError(inPath, 404, 'notFound');
    expect(inPath.json().message).toBe('No organisation NOPE');
    expect(await count('account_groups')).toBe(groups);
    const inBody = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PWD', organisation: 'NOPE', username: 'kari', password: 'x' } });
    expectError(inBody, 400, 'validationError');
    expect(inBody.json().message).toBe('Organisation NOPE does not exist');
  });
});

describe('page numbers', () => {
  it('answers page and limit values beyond seven digits with 400, and reads seven', async () => {
    const admin = await t.asStaff('ADMIN');
    for (const q of [`page=1${'0'.repeat(308)}`, 'page=9007199254740993', 'limit=9007199254740993', 'page=1e308']) {
      expectError(await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/locations?${q}`, headers: bearer(admin) }), 400, 'validationError');
    }
    const last = await t.app.inject({ method: 'GET', url: '/api/v4/BRIGHT/locations?page=9999999&limit=100', headers: bearer(admin) });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toEqual([]);
  });

  it('answers a search body page beyond 9 999 999 with 400', async () => {
    const admin = await t.asStaff('ADMIN');
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/audit-logs/search', headers: bearer(admin), payload: { page: 1e308 } }), 400, 'validationError');
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/audit-logs/search', headers: bearer(admin), payload: { page: 10_000_000 } }), 400, 'validationError');
  });
});

/** One raw HTTP/1.1 exchange on a new connection: the status and the body, whatever the server did to the socket. */
function exchange(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close while the request is still being written: what it answered is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${text.slice(0, 200)}`));
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('request size limits, over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const get = (path: string, headers = '') => exchange(port, `GET ${path} HTTP/1.1\r\nHost: ampere.test\r\n${headers}Connection: close\r\n\r\n`);

  it('serves an ordinary request', async () => {
    expect((await get('/api/openapi.json')).status).toBe(200);
  });

  it('answers a 20 kB URL with 414 in the contract shape', async () => {
    const res = await get(`/api/v3/auth/?ref=${'a'.repeat(20_000)}&organisation=BRIGHT`);
    expectError({ statusCode: res.status, body: res.body }, 414, 'uriTooLong');
  });

  it('answers a 20 kB header with 431 in the contract shape, and so a 64 kB one that Node refuses itself', async () => {
    for (const size of [20_000, 64 * 1024]) {
      const res = await get('/api/openapi.json', `X-Padding: ${'a'.repeat(size)}\r\n`);
      expectError({ statusCode: res.status, body: res.body }, 431, 'headersTooLarge');
    }
  });

  it('answers a malformed request and a URL that does not decode with 400 in the contract shape', async () => {
    const malformed = await exchange(port, 'GET / HTTP/1.1\r\nHost: ampere.test\r\nX-A: a\u0000b\r\n\r\n');
    expectError({ statusCode: malformed.status, body: malformed.body }, 400, 'validationError');
    const undecodable = await get('/api/v3/auth/%zz');
    expectError({ statusCode: undecodable.status, body: undecodable.body }, 400, 'validationError');
  });
});

describe("the error handler's net for database refusals", () => {
  it('answers unique and foreign-key violations, unstorable text and numbers out of range with a 4xx', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    const failing: Record<string, string> = {
      unique: "INSERT INTO admins (id, organisation, email, scope, doc) SELECT 'ffffffffffffffffffffffff', organisation, upper(email), scope, doc FROM admins LIMIT 1",
      missingReference: "INSERT INTO account_groups (id, organisation, name, doc, created_at, updated_at) VALUES ('x', 'NOPE', 'x', '{}', now(), now())",
      stillReferenced: 'DELETE FROM organisations',
      nul: "SELECT convert_from('\\x00'::bytea, 'UTF8')",
      jsonNul: `SELECT '"\\u0000"'::jsonb::text`,
      outOfRange: 'SELECT 2147483648::int',
      notANumber: "SELECT 'Infinity'::bigint",
    };
    for (const [name, sql] of Object.entries(failing)) app.get(`/${name}`, async () => t.db.tx(async (q) => (await q.query(sql)).rows));
    const expected: Record<string, [number, string]> = {
      unique: [409, 'conflict'], missingReference: [404, 'notFound'], stillReferenced: [409, 'conflict'],
      nul: [400, 'validationError'], jsonNul: [400, 'validationError'], outOfRange: [400, 'validationError'], notANumber: [400, 'validationError'],
    };
    for (const [name, [status, key]] of Object.entries(expected)) expectError(await app.inject({ method: 'GET', url: `/${name}` }), status, key);
    await app.close();
  });
});
