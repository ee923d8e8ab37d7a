// @vitest-environment node
/**
 * The app as a whole: every contract operation is routed, unbound ones answer 501 notImplemented,
 * errors carry the contract's body with the request id, and the request id the client sends comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../schemas/errors.js';
import { areas } from '../../schemas/index.js';
import { testApp, type TestApp } from './test/harness.js';
import { API_PREFIX, fastifyPath } from './contract/routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

describe('the app', () => {
  it('routes every operation of the contract', () => {
    const endpoints = areas.flatMap((a) => Object.values(a.endpoints));
    expect(endpoints.length).toBeGreaterThan(300);
    const missing = endpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: (API_PREFIX + fastifyPath(e.path)).replace(/\/$/, '') }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('answers an unknown path with 404 notFound in the error body, uid = request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(404);
    const body = ErrorBody.parse(res.json());
    expect(body).toMatchObject({ key: 'notFound', status: 404, name: 'NotFoundError', uid: 'req-123' });
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('refuses a call that needs a token without one: 401 unauthorized', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/admins' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'unauthorized', message: 'Unauthorized' });
  });

  it('answers an operation with no handler with 501 notImplemented for a caller who may call it', async () => {
    const admin = await t.asStaff('ADMIN');
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/status/backend' , headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect([200, 501]).toContain(res.statusCode);
    if (res.statusCode === 501) expect(res.json()).toMatchObject({ key: 'notImplemented', status: 501 });
  });

  it('answers bad JSON with 400 validationError', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'Body is not valid JSON' });
  });

  it('serves the API docs and the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('operations implemented');
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
