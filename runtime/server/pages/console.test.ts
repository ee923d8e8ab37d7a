// @vitest-environment node
/**
 * The built console beside the portal, as the server serves both: /admin and every path under it
 * answer the console's index.html with the organisation filled in, /admin/assets/ its own assets, and
 * the portal keeps / and its assets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../error-handler.js';
import { registerConsole } from './console.js';
import { registerPortal } from './portal.js';
import { registerSecurityHeaders } from './security-headers.js';

let app: FastifyInstance;
let root: string;

function fakeBuild(name: string, html: string, asset: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), asset);
  return dir;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-apps-'));
  app = Fastify();
  installErrorHandling(app);
  const headers = await registerSecurityHeaders(app, 'https://ampere.test');
  registerPortal(app, { organisation: 'BRIGHT', environment: 'production', dir: fakeBuild('portal', '<title>portal</title>', 'portal();'), headers, policy: async () => ({}) });
  registerConsole(app, { organisation: 'BRIGHT', dir: fakeBuild('console', '<title>console</title><meta content="%AMPERE_ORGANISATION%">', 'console();'), headers });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the console at /admin', () => {
  it('answers /admin and its page paths with its own index.html, the organisation filled in', async () => {
    for (const url of ['/admin', '/admin/', '/admin/api-tokens/create', '/admin/login?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>console</title><meta content="BRIGHT">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its assets under /admin/assets and leaves / and /assets to the portal', async () => {
    expect((await app.inject({ url: '/admin/assets/index-abc.js' })).body).toBe('console();');
    expect((await app.inject({ url: '/assets/index-abc.js' })).body).toBe('portal();');
    expect((await app.inject({ url: '/dashboard' })).body).toContain('<title>portal</title>');
    expect((await app.inject({ url: '/administration' })).body).toContain('<title>portal</title>');
  });

  it('says how to build it while it has not been built', async () => {
    const bare = Fastify();
    installErrorHandling(bare);
    registerConsole(bare, { organisation: 'BRIGHT', dir: path.join(root, 'missing'), headers: await registerSecurityHeaders(bare, 'https://ampere.test') });
    const res = await bare.inject({ url: '/admin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});
