// @vitest-environment node
/**
 * Issue 19 §5: the headers of every kind of answer. Each page (portal, a portal deep route, the
 * console, a sign's screen, the identity provider's login page, the API docs) sends a
 * Content-Security-Policy whose script-src has no 'unsafe-inline' and covers every inline script of
 * the HTML it came with by a listed hash, frame-ancestors, nosniff, the referrer policy and HSTS (the
 * test platform is served over https); API answers and the JSON 404 send nosniff too. Over plain http
 * no HSTS is sent.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/harness.js';
import { createSignIn } from './auth/sign-in-sessions.js';
import { startOpenIdSignIn } from './auth/oidc/relying-party.js';
import { TestBrowser } from './auth/oidc/test-browser.js';
import { distOf } from './pages/built-app.js';

let t: TestApp;
let builds: string;

/** The built app's index.html when this checkout has one, else a page with the same kinds of inline script. */
function indexHtml(name: 'portal' | 'console'): string {
  const built = path.join(distOf(name), 'index.html');
  if (fs.existsSync(built)) return fs.readFileSync(built, 'utf8');
  return `<!doctype html><html><head><meta name="ampere-organisation" content="%AMPERE_ORGANISATION%"><title>${name}</title>`
    + '<script>globalThis.__zod_globalConfig={jitless:true};</script><script type="module" crossorigin src="/assets/index-abc.js"></script>'
    + `<script>(function(){var b=document.getElementById("boot");b.textContent="${name}";})();</script></head>`
    + '<body><div id="root"><main id="boot"></main></div></body></html>';
}

function fakeBuild(name: 'portal' | 'console'): string {
  const dir = path.join(builds, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml(name));
  return dir;
}

beforeAll(async () => {
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-headers-'));
  t = await testApp({ builtApps: { portal: fakeBuild('portal'), console: fakeBuild('console') } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(builds, { recursive: true, force: true });
});

/** A Content-Security-Policy header as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(String(header).split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...sources] = d.split(/\s+/);
    return [name!, sources];
  }));
}

/** The inline scripts (no src) of a page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? '')).map(([, , text]) => text ?? '');
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface Answer { readonly status: number; readonly headers: Record<string, unknown>; readonly body: string }

/** What a page must send (issue 19 §5). */
function expectPageHeaders(what: string, res: Answer, frameAncestors: "'none'" | "'self'"): Map<string, string[]> {
  const csp = policyOf(res.headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  for (const script of inlineScripts(res.body)) expect(scriptSrc, `${what}: an inline script is not hashed`).toContain(sha256(script));
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual([frameAncestors]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.has('upgrade-insecure-requests'), what).toBe(true);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('same-origin');
  expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-frame-options'], what).toBe(frameAncestors === "'self'" ? 'SAMEORIGIN' : 'DENY');
  return csp;
}

async function get(url: string): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'ampere.test' } });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

describe('security headers on every page (issue 19 §5)', () => {
  it('the portal at / and a deep route: its inline scripts hashed, the tenant frames allowed, not framed itself', async () => {
    for (const url of ['/', '/analysis/some/deep/route?x=1']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(inlineScripts(res.body).length, `${url}: the page under test has inline scripts`).toBeGreaterThan(0);
      const csp = expectPageHeaders(url, res, "'none'");
      // The Norwegian demo tenant frames its provider's account and spot-price pages (portal §1).
      expect(csp.get('frame-src'), url).toContain('https://minside.bright.example');
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
    }
  });

  it('the console at /admin: hashed scripts, eval for its form validators, frames only the platform (sign previews)', async () => {
    for (const url of ['/admin', '/admin/api-tokens/create']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      const csp = expectPageHeaders(url, res, "'none'");
      expect(csp.get('frame-src'), url).toEqual(["'self'"]);
    }
  });

  it("a sign's screen: its reload script hashed, framed only by the platform (the console's preview)", async () => {
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM signs WHERE organisation = 'BRIGHT' LIMIT 1");
    const res = await get(`/signs/BRIGHT/${rows[0]!.id}`);
    expect(res.status).toBe(200);
    expect(inlineScripts(res.body)).toHaveLength(1);
    expectPageHeaders('sign', res, "'self'");
    const off = await get('/signs/BRIGHT/000000000000000000000000');
    expect(off.status).toBe(404);
    expectPageHeaders('sign switched off', off, "'self'");
  });

  it("the identity provider's login page", async () => {
    const signIn = await createSignIn(t.db, { organisation: 'BRIGHT', accessType: 'OPENID' }, t.clock.now());
    const openUri = await startOpenIdSignIn(t.services, t.db, signIn, 'https://ampere.test/auth/callback');
    const browser = new TestBrowser(t.app, 'https://ampere.test');
    const login = await browser.follow(await browser.request('GET', openUri));
    expect(login.status).toBe(200);
    expect(login.url).toMatch(/\/oidc\/interaction\//);
    expectPageHeaders('oidc login', { status: login.status, headers: login.headers, body: login.body }, "'none'");
  });

  it("the identity provider's sign-out and error pages load nothing from another site", async () => {
    const res = await get('/oidc/session/end?client_id=ampere-portal&post_logout_redirect_uri=https%3A%2F%2Fampere.test%2F');
    expect(res.status).toBe(200);
    expect(res.body).toContain('name="logout" value="yes"');
    // The provider's default pages imported a font from fonts.googleapis.com, which the policy refuses.
    expect(res.body).not.toMatch(/https?:\/\/(?!ampere\.test\/)/);
    expectPageHeaders('oidc logout', res, "'none'");
    const error = await get('/oidc/auth?client_id=no-such-client&response_type=code&scope=openid');
    expect(error.status).toBe(400);
    expect(error.body).toContain('invalid_client');
    expect(error.body).not.toMatch(/https?:\/\/(?!ampere\.test\/)/);
    expectPageHeaders('oidc error', error, "'none'");
  });

  it('the API docs', async () => {
    const res = await get('/api/docs');
    expect(res.status).toBe(200);
    expectPageHeaders('/api/docs', res, "'none'");
  });

  it('API answers, the JSON 404 and an error send nosniff and a policy that lets nothing frame them', async () => {
    for (const [url, status] of [['/api/v3/settings/releases/BRIGHT', 200], ['/api/no/such/operation', 404], ['/api/v4/BRIGHT/locations', 401], ['/oidc/.well-known/openid-configuration', 200]] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(status);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });
});

describe('served over plain http (a developer on 127.0.0.1)', () => {
  it('sends no HSTS and no upgrade-insecure-requests, the rest as over https', async () => {
    const local = await testApp({ config: { publicUrl: 'http://127.0.0.1:3000' } });
    try {
      for (const url of ['/', '/api/docs', '/api/v3/settings/releases/BRIGHT']) {
        const res = await local.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(policyOf(res.headers['content-security-policy']).has('upgrade-insecure-requests'), url).toBe(false);
      }
    } finally {
      await local.close();
    }
  });
});
