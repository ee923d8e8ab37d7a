// @vitest-environment node
/** Answers are compressed for clients that accept it (a phone on a slow network), and only for them. */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const COPY = '/api/v3/copy/aggregated?version=v3.0&organisation=BRIGHT&language=nb&types=shared%2Cmy-pages%2Cchat';

describe('compressed answers', () => {
  it('sends the portal\'s copy brotli-compressed to a browser, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: COPY });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await t.app.inject({ method: 'GET', url: COPY, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip, and leaves small answers as they are', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: COPY, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual((await t.app.inject({ method: 'GET', url: COPY })).json());
    const small = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
