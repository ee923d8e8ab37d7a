// @vitest-environment node
/**
 * The built portal as the server serves it: every page path answers index.html with the organisation
 * filled in (the portal's router decides), assets are cached for a year and sent precompressed when
 * the browser accepts it, and the API's own paths never fall through to the portal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../error-handler.js';
import { registerPortal } from './portal.js';
import { registerSecurityHeaders } from './security-headers.js';

let app: FastifyInstance;
let dir: string;
const SCRIPT = 'console.log("portal");'.repeat(50);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-portal-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<meta name="ampere-organisation" content="%AMPERE_ORGANISATION%"><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.gz'), zlib.gzipSync(SCRIPT));
  app = Fastify();
  installErrorHandling(app);
  registerPortal(app, { organisation: 'BRIGHT', environment: 'production', dir, headers: await registerSecurityHeaders(app, 'https://ampere.test'), policy: async () => ({}) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the portal pages', () => {
  it('answers every page path with index.html, the organisation filled in and not cached', async () => {
    for (const url of ['/', '/dashboard', '/no-such-page?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('content="BRIGHT"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves the API, identity provider, developer and console paths to their own 404', async () => {
    for (const url of ['/api/nope', '/oidc/nope', '/dev/nope', '/admin/nope']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().key).toBe('notFound');
    }
  });

  it('sends brotli or gzip copies by Accept-Encoding, else the plain file, cached for a year', async () => {
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toContain('max-age=31536000');
    expect(plain.headers['content-type']).toContain('text/javascript');
  });

  it('answers an asset it has sent from memory: a hashed name never stands for other bytes', async () => {
    const name = 'kept-abc.js';
    fs.writeFileSync(path.join(dir, 'assets', name), SCRIPT);
    expect((await app.inject({ url: `/assets/${name}` })).body).toBe(SCRIPT);
    fs.rmSync(path.join(dir, 'assets', name));
    const again = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(SCRIPT);
  });

  it('refuses paths outside the assets folder and unknown assets', async () => {
    expect((await app.inject({ url: '/assets/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('a new build', () => {
  it('is served on the next page load, without a restart', async () => {
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, '<script src="/assets/index-new.js"></script>');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect((await app.inject({ url: '/dashboard' })).body).toContain('index-new.js');
  });
});
