import { describe, it, expect, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, errors } from '../../schemas/endpoints/define.js';
import { access } from '../../schemas/endpoints/access.js';
import { ok, NoContent } from '../../schemas/core/envelope.js';
import { IsoDate, ObjectId, Timestamp } from '../../schemas/core/primitives.js';
import { errorCatalogue } from '../../schemas/errors.js';
import { HEADERS } from '../../schemas/constants.js';
import { ApiError } from './errors.js';
import { createHttpClient, newUuid, type HttpClientConfig } from './http-client.js';
import { MemoryTokenStore, TokenManager } from './tokens.js';

// —— a small contract for the tests ——
const Thing = z.object({ name: z.string(), createdAt: Timestamp, day: IsoDate });
const ID = '0123456789abcdef01234567';

const getThing = endpoint({
  method: 'GET',
  path: '/v4/{organisation}/account/things/{id}',
  summary: 'Get a thing',
  params: z.object({ organisation: z.string(), id: ObjectId }),
  query: z.object({
    limit: z.number().int().max(50, 'At most 50').optional(),
    ids: z.array(z.string()).optional(),
    active: z.boolean().optional(),
    from: z.date().optional(),
    note: z.string().optional(),
  }),
  responses: { 200: ok(Thing), ...errors(404) },
  access: access.customerRead,
  spec: 'platform-contract §7',
});

const createThing = endpoint({
  method: 'POST',
  path: '/v4/{org}/things/',
  summary: 'Create a thing',
  params: z.object({ org: z.string() }),
  body: z.strictObject({
    name: z.string().min(3, 'Name must have at least 3 characters').transform((s) => s.toUpperCase()),
    when: z.date().optional(),
  }),
  responses: { 201: ok(Thing) },
  access: access.customerWrite,
  spec: 'platform-contract §7',
});

const deleteThing = endpoint({
  method: 'DELETE',
  path: '/v3/things/{id}',
  summary: 'Delete a thing',
  params: z.object({ id: z.string() }),
  responses: { 204: NoContent },
  access: access.customerWrite,
  spec: 'platform-contract §7',
});

const exportCsv = endpoint({
  method: 'GET', path: '/v3/things/export', summary: 'Export', responses: { 200: z.string() },
  access: access.customerRead, spec: 'platform-contract §7', produces: 'text/csv',
});
const invoicePdf = endpoint({
  method: 'GET', path: '/v3/things/invoice', summary: 'Invoice file', responses: { 200: z.unknown() },
  access: access.customerRead, spec: 'platform-contract §7', produces: 'application/pdf',
});
const ping = endpoint({
  method: 'GET', path: '/v3/ping', summary: 'Ping', responses: { 200: ok(z.literal('pong')) },
  access: access.public, spec: 'platform-contract §7',
});

// —— a fake fetch ——
interface Sent { url: string; init: RequestInit; headers: Record<string, string> }
function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init, headers: (init.headers ?? {}) as Record<string, string> });
    return respond(String(input), init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, spy: fetch, sent };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const thingBody = { data: { name: 'Heat pump', createdAt: '2026-11-22T10:00:00.000Z', day: '2026-11-22' } };

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response> = () => json(thingBody), extra: Partial<HttpClientConfig> = {}) {
  const f = fakeFetch(respond);
  const c = createHttpClient({ baseUrl: 'https://api.test/api/', organisation: 'BRIGHT', appVersion: '1.2.3', fetch: f.fetch, ...extra });
  return { c, ...f };
}

async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('HttpClient headers (platform-contract §7: request id, session id, app version, bearer token)', () => {
  it('sends a new request id per call and one session id per client', async () => {
    const { c, sent } = client();
    await c.call('getThing', getThing, { params: { id: ID } });
    await c.call('getThing', getThing, { params: { id: ID } });
    const [a, b] = sent as [Sent, Sent];
    expect(a.headers[HEADERS.REQUEST_ID]).toMatch(UUID);
    expect(b.headers[HEADERS.REQUEST_ID]).toMatch(UUID);
    expect(a.headers[HEADERS.REQUEST_ID]).not.toBe(b.headers[HEADERS.REQUEST_ID]);
    expect(a.headers[HEADERS.SESSION_ID]).toMatch(UUID);
    expect(a.headers[HEADERS.SESSION_ID]).toBe(b.headers[HEADERS.SESSION_ID]);
    expect(a.headers[HEADERS.SESSION_ID]).toBe(c.sessionId);
  });

  it('uses the configured session id and app version', async () => {
    const { c, sent } = client(() => json({ data: 'pong' }), { sessionId: 'session-1' });
    await c.call('ping', ping, {});
    expect(sent[0]?.headers).toMatchObject({ 'X-Session-Id': 'session-1', 'X-App-Version': '1.2.3', Accept: 'application/json' });
  });

  it.each([
    { case: 'token held, auth default', token: 'abc', auth: undefined, expected: 'Bearer abc' },
    { case: 'token held, auth true', token: 'abc', auth: true, expected: 'Bearer abc' },
    { case: 'token held, auth false', token: 'abc', auth: false, expected: undefined },
    { case: 'no token', token: undefined, auth: undefined, expected: undefined },
  ])('Authorization: $case', async ({ token, auth, expected }) => {
    const tokens = new MemoryTokenStore(token ? { accessToken: token, exp: 4_000_000_000 } : undefined);
    const { c, sent } = client(undefined, { tokens });
    await c.call('getThing', getThing, { params: { id: ID } }, auth === undefined ? {} : { auth });
    expect(sent[0]?.headers[HEADERS.AUTHORIZATION]).toBe(expected);
  });

  it.each([
    { case: 'with a body', op: 'create', contentType: 'application/json' },
    { case: 'without a body', op: 'get', contentType: undefined },
  ])('Content-Type $case', async ({ op, contentType }) => {
    const { c, sent } = client(() => json(thingBody, op === 'create' ? 201 : 200));
    if (op === 'create') await c.call('createThing', createThing, { body: { name: 'abc' } });
    else await c.call('getThing', getThing, { params: { id: ID } });
    expect(sent[0]?.headers[HEADERS.CONTENT_TYPE]).toBe(contentType);
  });

  it('merges per-call headers', async () => {
    const { c, sent } = client(() => json({ data: 'pong' }));
    await c.call('ping', ping, {}, { headers: { 'X-Extra': 'yes' } });
    expect(sent[0]?.headers['X-Extra']).toBe('yes');
  });
});

describe('HttpClient configuration (portal §8: missing setup gives a configuration error)', () => {
  it.each(['baseUrl', 'organisation', 'appVersion'] as const)('missing %s', (setting) => {
    const config = { baseUrl: 'https://x', organisation: 'BRIGHT', appVersion: '1', [setting]: '' };
    try {
      createHttpClient(config);
      expect.unreachable();
    } catch (e) {
      const err = e as ApiError;
      expect([err.name, err.status, err.key, err.message]).toEqual(['ConfigurationError', 500, 'configurationError', `Missing configuration: ${setting}`]);
    }
  });
});

describe('newUuid', () => {
  it('makes v4 UUIDs with and without crypto.randomUUID', () => {
    expect(newUuid()).toMatch(UUID);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 20 }, () => newUuid()));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('HttpClient URL building', () => {
  it.each([
    { case: 'organisation filled from config', params: { id: ID }, query: {}, url: `https://api.test/api/v4/BRIGHT/account/things/${ID}` },
    { case: 'organisation given wins', params: { id: ID, organisation: 'OTHER' }, query: {}, url: `https://api.test/api/v4/OTHER/account/things/${ID}` },
    { case: 'path params encoded', params: { id: ID, organisation: 'a b/c' }, query: {}, url: `https://api.test/api/v4/a%20b%2Fc/account/things/${ID}` },
    { case: 'undefined query values skipped', params: { id: ID }, query: { limit: undefined, note: undefined }, url: `https://api.test/api/v4/BRIGHT/account/things/${ID}` },
    { case: 'arrays as comma lists', params: { id: ID }, query: { ids: ['a', 'b c', 'd'] }, url: `https://api.test/api/v4/BRIGHT/account/things/${ID}?ids=a,b%20c,d` },
    { case: 'booleans and numbers as text', params: { id: ID }, query: { limit: 24, active: false }, url: `https://api.test/api/v4/BRIGHT/account/things/${ID}?limit=24&active=false` },
    { case: 'dates as ISO strings', params: { id: ID }, query: { from: new Date('2026-11-22T10:00:00.000Z') }, url: `https://api.test/api/v4/BRIGHT/account/things/${ID}?from=2026-11-22T10%3A00%3A00.000Z` },
    { case: 'text encoded', params: { id: ID }, query: { note: 'a&b=c' }, url: `https://api.test/api/v4/BRIGHT/account/things/${ID}?note=a%26b%3Dc` },
  ])('$case', async ({ params, query, url }) => {
    const { c, sent } = client();
    await c.call('getThing', getThing, { params, query });
    expect(sent[0]?.url).toBe(url);
    expect(c.url('getThing', getThing, { params, query })).toBe(url);
  });

  it('fills {org} too, keeps trailing slashes, and url() sends nothing', () => {
    const { c, spy } = client();
    expect(c.url('createThing', createThing, {})).toBe('https://api.test/api/v4/BRIGHT/things/');
    expect(spy).not.toHaveBeenCalled();
  });

  it('url() validates its input', () => {
    const { c } = client();
    expect(() => c.url('getThing', getThing, { params: { id: 'nope' } })).toThrow('Must be 24 hexadecimal characters');
  });
});

describe('HttpClient validates input before sending (catalogue validationError)', () => {
  it.each([
    { case: 'bad path param', op: getThing, input: { params: { id: 'xyz' } }, message: 'Must be 24 hexadecimal characters', path: ['params', 'id'] },
    { case: 'bad query', op: getThing, input: { params: { id: ID }, query: { limit: 51 } }, message: 'At most 50', path: ['query', 'limit'] },
    { case: 'body rule', op: createThing, input: { body: { name: 'ab' } }, message: 'Name must have at least 3 characters', path: ['body', 'name'] },
    { case: 'strict body', op: createThing, input: { body: { name: 'abc', extra: 1 } }, message: 'Unrecognized key: "extra"', path: ['body'] },
    { case: 'missing body', op: createThing, input: {}, message: 'Invalid input: expected object, received undefined', path: ['body'] },
  ])('$case → 400 ValidationError, nothing sent', async ({ op, input, message, path }) => {
    const { c, spy } = client();
    const e = await caught(c.call('op', op, input));
    expect([e.name, e.status, e.key, e.message]).toEqual(['ValidationError', 400, 'validationError', message]);
    expect((e.data as { issues: { path: unknown[] }[] }).issues[0]?.path).toEqual(path);
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the parsed body (transforms applied, dates as ISO strings)', async () => {
    const { c, sent } = client(() => json(thingBody, 201));
    await c.call('createThing', createThing, { body: { name: 'abc', when: new Date('2026-11-22T10:00:00.000Z') } });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ name: 'ABC', when: '2026-11-22T10:00:00.000Z' });
    expect(sent[0]?.init.method).toBe('POST');
  });
});

describe('HttpClient responses', () => {
  it('revives ISO timestamps into Dates before validating; plain dates stay strings', async () => {
    const { c } = client();
    const out = (await c.call('getThing', getThing, { params: { id: ID } })) as { data: { createdAt: unknown; day: unknown } };
    expect(out.data.createdAt).toBeInstanceOf(Date);
    expect((out.data.createdAt as Date).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(out.data.day).toBe('2026-11-22');
  });

  it('validates against the first 2xx schema when the status has none', async () => {
    const { c } = client(() => json(thingBody, 200));
    const out = (await c.call('createThing', createThing, { body: { name: 'abc' } })) as { data: { name: string } };
    expect(out.data.name).toBe('Heat pump');
  });

  it.each([
    { case: '204', op: deleteThing, input: { params: { id: 'x' } }, response: () => new Response(null, { status: 204 }), check: (v: unknown) => expect(v).toBeUndefined() },
    { case: 'text/csv → text', op: exportCsv, input: {}, response: () => new Response('Date;Cost (kr)\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }), check: (v: unknown) => expect(v).toBe('Date;Cost (kr)\n') },
    { case: 'application/pdf → Blob', op: invoicePdf, input: {}, response: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }), check: (v: unknown) => { expect(v).toBeInstanceOf(Blob); expect((v as Blob).size).toBe(4); } },
  ])('$case', async ({ op, input, response, check }) => {
    const { c, sent } = client(response);
    check(await c.call('op', op, input));
    if (op === exportCsv) expect(sent[0]?.headers.Accept).toBe('text/csv');
  });
});

describe('HttpClient errors (portal §8, platform-contract §8)', () => {
  const e = errorCatalogue;
  it.each([
    {
      case: 'network failure', respond: () => Promise.reject(new TypeError('fetch failed')),
      expected: [e.couldNotConnectToServer.name, 500, 'couldNotConnectToServer', 'Could not connect to server'], fatal: true, signOut: false,
    },
    {
      case: 'bad JSON', respond: () => new Response('{not json', { status: 200 }),
      expected: [e.couldNotParseJson.name, 500, 'couldNotParseData', 'Could not parse JSON'], fatal: true, signOut: false,
    },
    {
      case: 'schema mismatch', respond: () => json({ data: { name: 42 } }),
      expected: [e.schemaParsingError.name, 500, 'couldNotParseData', 'Schema parsing error'], fatal: true, signOut: false,
    },
    {
      case: '404 with an error body', respond: () => json({ name: 'NotFoundError', status: 404, message: 'Missing accountId', key: 'missingAccountId', uid: 'u-1', data: { id: 1 } }, 404),
      expected: ['NotFoundError', 404, 'missingAccountId', 'Missing accountId'], fatal: false, signOut: false,
    },
    {
      case: '401 requires sign-out', respond: () => json({ name: 'AuthError', status: 401, message: 'Unauthorized', key: 'unauthorized' }, 401),
      expected: ['AuthError', 401, 'unauthorized', 'Unauthorized'], fatal: false, signOut: true,
    },
    {
      case: '403 does not require sign-out', respond: () => json({ name: 'ForbiddenError', status: 403, message: 'Forbidden', key: 'forbidden' }, 403),
      expected: ['ForbiddenError', 403, 'forbidden', 'Forbidden'], fatal: false, signOut: false,
    },
    {
      case: '499 is not fatal', respond: () => json({ name: 'X', status: 499, message: 'm', key: 'k' }, 499),
      expected: ['X', 499, 'k', 'm'], fatal: false, signOut: false,
    },
    {
      case: '500 is fatal', respond: () => json({ name: 'InternalServerError', status: 500, message: 'Internal server error', key: 'internalError' }, 500),
      expected: ['InternalServerError', 500, 'internalError', 'Internal server error'], fatal: true, signOut: false,
    },
    {
      case: '502 HTML page → catalogue fallback', respond: () => new Response('<html>Bad gateway</html>', { status: 502 }),
      expected: [e.internalError.name, 502, e.internalError.key, e.internalError.message], fatal: true, signOut: false,
    },
    {
      case: '429 partial body keeps its message', respond: () => json({ message: 'Slow down' }, 429),
      expected: ['TooManyRequests', 429, 'tooManyRequests', 'Slow down'], fatal: false, signOut: false,
    },
    {
      case: 'HTTP status wins over the body status', respond: () => json({ name: 'NotFoundError', status: 404, message: 'Not found', key: 'notFound' }, 410),
      expected: ['NotFoundError', 410, 'notFound', 'Not found'], fatal: false, signOut: false,
    },
  ])('$case', async ({ respond, expected, fatal, signOut }) => {
    const { c } = client(respond);
    const err = await caught(c.call('getThing', getThing, { params: { id: ID } }));
    expect([err.name, err.status, err.key, err.message]).toEqual(expected);
    expect(err.fatal).toBe(fatal);
    expect(err.signOutRequired).toBe(signOut);
  });

  it('keeps the body uid and data; falls back to the request id', async () => {
    const { c, sent } = client(() => json({ name: 'NotFoundError', status: 404, message: 'Missing userId', key: 'missingUserId', uid: 'u-9', data: { a: 1 } }, 404));
    const withUid = await caught(c.call('getThing', getThing, { params: { id: ID } }));
    expect([withUid.uid, withUid.data]).toEqual(['u-9', { a: 1 }]);
    const other = client(() => new Response('', { status: 503 }));
    const without = await caught(other.c.call('getThing', getThing, { params: { id: ID } }));
    expect(without.uid).toBe(other.sent[0]?.headers[HEADERS.REQUEST_ID]);
    expect(sent).toHaveLength(1);
  });

  it('passes an abort through unchanged', async () => {
    const controller = new AbortController();
    const { c } = client((_u, init) => new Promise((_r, reject) => {
      if (init.signal?.aborted) reject(init.signal.reason);
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }));
    const p = c.call('getThing', getThing, { params: { id: ID } }, { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    await expect(p).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('HttpClient rate limit (portal §9: more than 50 identical method+URL requests within 10 s)', () => {
  function limited() {
    let now = 1_000_000;
    const setup = client(() => json({ data: 'pong' }), { now: () => now });
    return { ...setup, at: (ms: number) => { now = 1_000_000 + ms; } };
  }

  it('allows 50, refuses the 51st without sending, and allows again after 10 s', async () => {
    const { c, spy, at } = limited();
    for (let i = 0; i < 50; i++) await c.call('ping', ping, {});
    expect(spy).toHaveBeenCalledTimes(50);
    const refused = await caught(c.call('ping', ping, {}));
    expect([refused.name, refused.status, refused.key, refused.message]).toEqual(['TooManyRequests', 429, 'tooManyRequests', 'Too Many Requests']);
    expect(spy).toHaveBeenCalledTimes(50);
    at(9_999);
    await expect(c.call('ping', ping, {})).rejects.toMatchObject({ status: 429 });
    at(10_000);
    await expect(c.call('ping', ping, {})).resolves.toEqual({ data: 'pong' });
    expect(spy).toHaveBeenCalledTimes(51);
  });

  it('counts each method+URL separately', async () => {
    const { c, spy } = limited();
    for (let i = 0; i < 50; i++) await c.call('ping', ping, {});
    await expect(c.call('ping', ping, {})).rejects.toMatchObject({ status: 429 });
    await expect(c.call('getThing', getThing, { params: { id: ID } })).rejects.toMatchObject({ status: 500 }); // other URL: sent
    await expect(c.call('postPing', { ...ping, method: 'POST' }, {})).resolves.toEqual({ data: 'pong' }); // other method: sent
    expect(spy).toHaveBeenCalledTimes(52);
  });

  it('can be turned off', async () => {
    const { c, spy } = client(() => json({ data: 'pong' }), { rateLimit: false });
    for (let i = 0; i < 60; i++) await c.call('ping', ping, {});
    expect(spy).toHaveBeenCalledTimes(60);
  });
});

describe('HttpClient with a TokenManager', () => {
  it('refreshes before the call and sends the new token', async () => {
    const now = 2_000_000_000_000;
    const store = new MemoryTokenStore({ accessToken: 'old', refreshToken: 'r1', exp: now / 1000 - 11, scope: 'USER' });
    const refresh = vi.fn(async () => ({ accessToken: 'new', refreshToken: 'r2', exp: now / 1000 + 3600, scope: 'USER' as const }));
    const tokenManager = new TokenManager({ store, refresh, now: () => now });
    const { c, sent } = client(() => json({ data: 'pong' }), { tokenManager });
    await c.call('ping', ping, {});
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(sent[0]?.headers.Authorization).toBe('Bearer new');
    expect(store.get()?.accessToken).toBe('new');
  });

  it('does not touch tokens when auth is false', async () => {
    const store = new MemoryTokenStore({ accessToken: 'old', refreshToken: 'r1', exp: 1, scope: 'USER' });
    const refresh = vi.fn(async () => ({ accessToken: 'new' }));
    const { c, sent } = client(() => json({ data: 'pong' }), { tokenManager: new TokenManager({ store, refresh }) });
    await c.call('ping', ping, {}, { auth: false });
    expect(refresh).not.toHaveBeenCalled();
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });
});
