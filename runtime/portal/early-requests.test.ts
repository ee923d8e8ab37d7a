// @vitest-environment jsdom
/**
 * index.html's early requests against the real server: the script asks for exactly the calls the
 * start makes (same URLs, same authorisation), and the start then takes those answers instead of
 * asking again; with an expired token the user is not asked early (the client refreshes first).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../server/test/harness.js';
import { createI18n } from './app/i18n.js';
import { startPortal } from './app/start.js';
import { demoUserId, portalTest, TEST_ENVIRONMENT, type PortalTest } from './test/harness.js';
import { earlyPaths, earlyScript, ORGANISATION_STAND_IN, recordedPaths } from './early-requests.js';

let t: PortalTest;
const realFetch = globalThis.fetch;
beforeAll(async () => {
  t = await portalTest();
});
afterAll(async () => t?.close());
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.__ampereEarly = undefined;
  document.head.innerHTML = '';
  window.localStorage.clear();
});

/** Runs index.html's script with fetch recording into `asked`; answers come from the test server. */
function runEarlyScript(asked: string[]): void {
  const inject = injectFetch(t.server.app);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(String(input));
    return inject(input, init);
  }) as typeof fetch;
  document.head.innerHTML = '<meta name="ampere-organisation" content="BRIGHT">';
  new Function(earlyScript(earlyPaths()))();
}

async function signIn(): Promise<void> {
  const entry = await t.server.asCustomer(await demoUserId(t.server, 'kari'));
  window.localStorage.setItem('ampere.auth', JSON.stringify(entry));
}

describe('early requests', () => {
  it('are the start\'s own calls, with the organisation swapped in', () => {
    const paths = earlyPaths();
    expect(paths.tenant).toEqual([`/api/v3/settings/releases/${ORGANISATION_STAND_IN}`]);
    expect([...paths.user].sort()).toEqual([`/api/v4/${ORGANISATION_STAND_IN}/account/me`, `/api/v4/${ORGANISATION_STAND_IN}/account/me/user`]);
    expect(paths.copy.nb?.[0]).toContain('language=nb');
    expect(Object.keys(paths.copy).sort()).toEqual(['de', 'en', 'fi', 'nb', 'nn', 'sv']);
    expect(recordedPaths(() => Promise.resolve())).toEqual([]);
  });

  it('are taken by the start, which then asks the network for none of them', async () => {
    await signIn();
    window.localStorage.setItem('ampere.startedLanguage', 'nb');
    const early: string[] = [];
    runEarlyScript(early);
    expect(early.map((u) => new URL(u).pathname).sort()).toEqual([
      '/api/v3/copy/aggregated', '/api/v3/settings/releases/BRIGHT', '/api/v4/BRIGHT/account/me', '/api/v4/BRIGHT/account/me/user',
    ]);
    const later: string[] = [];
    const inject = injectFetch(t.server.app);
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      later.push(String(input));
      return inject(input, init);
    }) as typeof fetch;
    const portal = await startPortal({ ...TEST_ENVIRONMENT, apiBase: `${window.location.origin}/api` }, createI18n(), { browserLanguage: 'nb-NO' });
    expect(portal.session.getSnapshot().user?.firstName).toBe('Kari');
    expect(portal.i18n.t('nav.dashboard')).toBe('Oversikt');
    expect(later.filter((u) => early.includes(u))).toEqual([]);
    expect(Object.keys(globalThis.__ampereEarly ?? {})).toEqual([]);
  });

  it('leave the user to the client when the stored token is about to expire', async () => {
    const entry = await t.server.asCustomer(await demoUserId(t.server, 'kari'));
    window.localStorage.setItem('ampere.auth', JSON.stringify({ ...entry, exp: Math.floor(Date.now() / 1000) + 30 }));
    const early: string[] = [];
    runEarlyScript(early);
    expect(early.map((u) => new URL(u).pathname)).toEqual(['/api/v3/settings/releases/BRIGHT']);
  });

  it('do nothing on a page the server did not fill in', () => {
    const early: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      early.push(String(input));
      return new Response('{}');
    }) as typeof fetch;
    document.head.innerHTML = '<meta name="ampere-organisation" content="%AMPERE_ORGANISATION%">';
    new Function(earlyScript(earlyPaths()))();
    expect(early).toEqual([]);
  });
});
