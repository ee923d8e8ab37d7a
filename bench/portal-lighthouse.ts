/**
 * Lighthouse performance of the portal for `npm run bench`: mobile emulation (Lighthouse's default:
 * a mid-range phone, simulated slow 4G and 4× CPU slowdown) of /dashboard and /analysis as a
 * signed-in customer, against a bare server-rendered page of the same server (/dev/outbox) in the
 * same run. The server is the real one as `npm start` runs it, on a fresh embedded PostgreSQL seeded
 * today; Debian's Chromium is launched by playwright with a DevTools port that Lighthouse attaches to.
 *
 * Signing in: through the OpenID identity provider in the browser's own (persistent) profile, so the
 * tokens wait in localStorage 'ampere.auth' for Lighthouse's tab; Lighthouse's storage reset is off
 * (it would clear them) and the HTTP cache is cleared before every run instead (a cold load).
 *
 * Each page is measured twice: first with everything on this machine at the same priority, then with
 * the page's renderer ahead of Lighthouse, the server, PostgreSQL and Chromium's other processes
 * (renderer-priority.ts: on a phone none of these take the page's cores). The second is the figure
 * the issue's target is read against; the first shows how much the sharing costs here. It runs last
 * in the bench, as the lowered priorities stay for the rest of the process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import lighthouse from 'lighthouse';
import { freePort } from '../runtime/server/db/postgres.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.js';
import { buildStamp, ensureBuilt } from '../e2e/support/app-build.js';
import { startServer } from '../e2e/support/server.js';
import { closeWelcome } from '../e2e/support/popups.js';
import { signInWithOpenId } from '../e2e/support/sign-in.js';
import { ratio, type Row } from './measure.js';
import { favourRenderers } from './renderer-priority.js';

/** Runs per page; the median by performance score is reported (Lighthouse varies run to run). */
const RUNS = 3;

interface Figures {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Main-thread work of the whole load (simulated CPU), and the script that took most of it. */
  readonly mainThreadMs: number;
  readonly topScript: string;
}

const describe = (f: Figures) => `score ${f.score}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}`;
const mainThread = (f: Figures) => `main thread ${(f.mainThreadMs / 1000).toFixed(1)} s${f.topScript ? `, most in ${f.topScript}` : ''}`;

interface BootupItem { readonly url?: string; readonly total?: number }

/** The script with the most CPU time in Lighthouse's bootup-time audit: its file name and time. */
function topScript(details: unknown): string {
  const items = ((details as { items?: BootupItem[] } | undefined)?.items ?? []).filter((i) => i.url && i.url.startsWith('http'));
  const top = [...items].sort((a, b) => (b.total ?? 0) - (a.total ?? 0))[0];
  return top?.url ? `${path.basename(new URL(top.url).pathname)} ${Math.round(top.total ?? 0)} ms` : '';
}

async function clearHttpCache(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

/** A rebuild meanwhile leaves the running server's index.html pointing at deleted chunks (blank pages). */
function assertNotRebuilt(builtAt: number): void {
  if (buildStamp('portal') !== builtAt) throw new Error('dist/portal was rebuilt during the Lighthouse runs (another build?): run the bench again');
}

async function audit(url: string, port: number, context: BrowserContext, builtAt: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    assertNotRebuilt(builtAt);
    await clearHttpCache(context);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) assertNotRebuilt(builtAt);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const final = lhr.finalDisplayedUrl;
    if (new URL(final).pathname !== new URL(url).pathname) throw new Error(`Lighthouse ended on ${final}, not ${url} (signed out?)`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      mainThreadMs: numeric('mainthread-work-breakdown'),
      topScript: topScript(lhr.audits['bootup-time']?.details),
    });
  }
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)]!;
}

/** The Lighthouse rows against a running server with the demo tenant (`serverUrl` without a trailing slash). */
export async function lighthouseRows(serverUrl: string): Promise<Row[]> {
  const builtAt = buildStamp('portal');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-lighthouse-'));
  const port = await freePort();
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      baseURL: serverUrl,
    });
    const page = await context.newPage();
    await signInWithOpenId(page, 'kari', 'demo-kari-1');
    await closeWelcome(page);
    await page.close();

    const rows: Row[] = [];
    for (const mode of ['shared', 'page first'] as const) {
      if (mode === 'page first') favourRenderers();
      const bare = await audit(`${serverUrl}/dev/outbox`, port, context, builtAt);
      for (const route of ['/dashboard', '/analysis']) {
        const figures = await audit(`${serverUrl}${route}`, port, context, builtAt);
        const how = mode === 'page first' ? "the page's renderer ahead of the machine's other work" : 'every process at equal priority';
        rows.push({
          what: `portal ${route}, Lighthouse mobile, signed in, ${how} (median of ${RUNS}; ${mainThread(figures)})`,
          figure: describe(figures),
          baseline: `bare page /dev/outbox: ${describe(bare)}`,
          ratio: `LCP ${ratio(figures.lcpMs, bare.lcpMs)}`,
        });
      }
    }
    return rows;
  } finally {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function portalLighthouseRows(): Promise<Row[]> {
  await ensureBuilt('portal');
  // No DATABASE_URL: the server starts its own embedded PostgreSQL and seeds the demo tenant today.
  const server = await startServer({ startTimeoutMs: 600_000 });
  try {
    return await lighthouseRows(server.url);
  } finally {
    await server.stop();
  }
}
