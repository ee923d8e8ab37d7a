import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../../schemas/errors.js';
import { ApiError, authError, catalogueError, errorFromResponse, fallbackErrorId, fillMessage, statusOf, validationError } from './errors.js';

describe('ApiError (portal §8: name, status, info, message, data, uid, key; ≥ 500 fatal; 401 sign-out)', () => {
  it.each([
    { status: 400, fatal: false, signOut: false },
    { status: 401, fatal: false, signOut: true },
    { status: 403, fatal: false, signOut: false },
    { status: 499, fatal: false, signOut: false },
    { status: 500, fatal: true, signOut: false },
    { status: 503, fatal: true, signOut: false },
  ])('status $status: fatal $fatal, signOutRequired $signOut', ({ status, fatal, signOut }) => {
    const e = new ApiError({ name: 'N', status, message: 'm', key: 'k' });
    expect([e.fatal, e.signOutRequired]).toEqual([fatal, signOut]);
  });

  it('carries every field of the ErrorBody it is built from', () => {
    const e = new ApiError({ name: 'NotFoundError', status: 404, message: 'Missing token', key: 'missingToken', info: 'Could not create token', data: { a: 1 }, uid: 'u' });
    expect(e).toBeInstanceOf(Error);
    const { name, status, message, key, info, data, uid } = e;
    expect({ name, status, message, key, info, data, uid }).toEqual({ name: 'NotFoundError', status: 404, message: 'Missing token', key: 'missingToken', info: 'Could not create token', data: { a: 1 }, uid: 'u' });
  });
});

describe('catalogueError', () => {
  it.each([
    { id: 'couldNotConnectToServer' as const, expected: [500, 'couldNotConnectToServer', 'Could not connect to server', undefined] },
    { id: 'couldNotParseJson' as const, expected: [500, 'couldNotParseData', 'Could not parse JSON', undefined] },
    { id: 'schemaParsingError' as const, expected: [500, 'couldNotParseData', 'Schema parsing error', undefined] },
    { id: 'tooManyRequests' as const, expected: [429, 'tooManyRequests', 'Too Many Requests', undefined] },
    { id: 'timeout' as const, expected: [408, 'timeout', 'Timeout', undefined] },
    { id: 'missingToken' as const, expected: [404, 'missingToken', 'Missing token', 'Could not create token'] },
    { id: 'missingAccountId' as const, expected: [404, 'missingAccountId', 'Missing accountId', undefined] },
    { id: 'missingUserId' as const, expected: [404, 'missingUserId', 'Missing userId', undefined] },
    { id: 'missingUser' as const, expected: [404, 'MISSING_USER', 'The user does not have any accounts', undefined] },
  ])('$id', ({ id, expected }) => {
    const e = catalogueError(id);
    expect([e.status, e.key, e.message, e.info]).toEqual(expected);
    expect(e.name).toBe(errorCatalogue[id].name);
  });

  it('fills placeholders', () => {
    expect(catalogueError('configurationError', { values: { setting: 'baseUrl' } }).message).toBe('Missing configuration: baseUrl');
    expect(fillMessage('Could not refresh token: {statusCode}', { statusCode: 401 })).toBe('Could not refresh token: 401');
    expect(fillMessage('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}');
  });
});

describe('authError (catalogue: auth error with no status → 401)', () => {
  it.each([
    { init: {}, expected: ['AuthError', 401, 'unauthorized', 'Unauthorized'] },
    { init: { message: 'Token has expired' }, expected: ['AuthError', 401, 'unauthorized', 'Token has expired'] },
    { init: { status: 403 }, expected: ['AuthError', 403, 'unauthorized', 'Unauthorized'] },
  ])('$init', ({ init, expected }) => {
    const e = authError(init);
    expect([e.name, e.status, e.key, e.message]).toEqual(expected);
  });
});

describe('validationError', () => {
  it('uses the first issue message and lists every issue under its location', () => {
    const r = z.object({ a: z.string().min(2, 'too short'), b: z.number() }).safeParse({ a: 'x', b: 'y' });
    expect(r.success).toBe(false);
    const e = validationError((r as { error: z.ZodError }).error, 'body');
    expect([e.name, e.status, e.key, e.message]).toEqual(['ValidationError', 400, 'validationError', 'too short']);
    expect(e.data).toEqual({ issues: [
      { path: ['body', 'a'], message: 'too short', code: 'too_small' },
      { path: ['body', 'b'], message: 'Invalid input: expected number, received string', code: 'invalid_type' },
    ] });
  });
});

describe('errorFromResponse fallbacks (body not an ErrorBody)', () => {
  it.each([
    { status: 400, id: 'validationError', message: 'Bad Request' },
    { status: 401, id: 'unauthorized', message: 'Unauthorized' },
    { status: 403, id: 'forbidden', message: 'Forbidden' },
    { status: 404, id: 'notFound', message: 'Not found' },
    { status: 408, id: 'timeout', message: 'Timeout' },
    { status: 409, id: 'conflict', message: 'Conflict' },
    { status: 410, id: 'notFound', message: 'Not found' },
    { status: 413, id: 'payloadTooLarge', message: 'Payload too large' },
    { status: 414, id: 'uriTooLong', message: 'URI too long' },
    { status: 431, id: 'headersTooLarge', message: 'Request header fields too large' },
    { status: 422, id: 'validationError', message: 'Bad Request' },
    { status: 429, id: 'tooManyRequests', message: 'Too Many Requests' },
    { status: 500, id: 'internalError', message: 'Internal server error' },
    { status: 501, id: 'notImplemented', message: 'Not implemented' },
    { status: 502, id: 'internalError', message: 'Internal server error' },
  ] as const)('$status → $id', ({ status, id, message }) => {
    expect(fallbackErrorId(status)).toBe(id);
    const e = errorFromResponse(status, '<html></html>', 'req-1', 'Bad Request');
    expect([e.name, e.status, e.key, e.message, e.uid]).toEqual([errorCatalogue[id].name, status, errorCatalogue[id].key, message, 'req-1']);
  });

  it('without a status text, a template message becomes "HTTP <status>"', () => {
    expect(errorFromResponse(400, undefined).message).toBe('HTTP 400');
  });
});

describe('statusOf', () => {
  it.each([
    { error: catalogueError('tooManyRequests'), expected: 429 },
    { error: { status: 502 }, expected: 502 },
    { error: { statusCode: 418 }, expected: 418 },
    { error: Object.assign(new Error('x'), { name: 'AuthError' }), expected: 401 },
    { error: new Error('x'), expected: undefined },
    { error: 'text', expected: undefined },
  ])('$expected', ({ error, expected }) => {
    expect(statusOf(error)).toBe(expected);
  });
});
