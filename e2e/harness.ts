/**
 * End-to-end tests in a real browser against the real server. `const e2e = e2eSuite()` at the top of
 * a test file registers its hooks: before the file, the portal and the console are built when stale, the server starts
 * as `npm start` runs it on the file's own copy of the seeded database (real clock, DEMO_FEED off: the
 * data ends on the seed day, TEST_TODAY), and one Chromium is launched; after each test, pages that
 * threw uncaught errors or met a refusal of their Content-Security-Policy fail it; after the file,
 * everything is closed and the database dropped.
 *
 * Tests open pages with `e2e.page('phone' | 'desktop', { as: 'kari' })`: the first page of a user
 * signs in through the OpenID identity provider, later ones start from its stored tokens.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newContext, problemsOf, settled, type PageProblems, type Viewport } from './support/browser.js';
import { expectAccessible, screenshot, type AxeOptions } from './support/checks.js';
import { copyDatabase, type CopiedDatabase } from './support/database.js';
import { completeBankId, nextSignInRef, readOutbox, type OutboxItem } from './support/dev-tools.js';
import { buildStamp, ensureBuilt } from './support/app-build.js';
import { startServer, type RunningServer } from './support/server.js';
import { closeAppDownload, closeWelcome } from './support/popups.js';
import { signInWithOpenId, signOut } from './support/sign-in.js';

export { VIEWPORTS, type Viewport } from './support/browser.js';

/** The demo customers (README "Demo identities"): username → password of the identity provider. */
export const DEMO_CUSTOMERS = {
  kari: 'demo-kari-1', ola: 'demo-ola-1', ingrid: 'demo-ingrid-1', lars: 'demo-lars-1',
  sigrid: 'demo-sigrid-1', erik: 'demo-erik-1', hilde: 'demo-hilde-1',
} as const;
export type DemoCustomer = keyof typeof DEMO_CUSTOMERS;

export interface PageOptions {
  /**
   * Signed in as this demo customer: through the identity provider once per file (the welcome popup
   * then closed), later pages from the stored tokens and cookies.
   */
  readonly as?: DemoCustomer;
  /** The portal language stored before the first load ('en', 'nb', 'nn', …); absent: the browser's (nb-NO). */
  readonly language?: string;
}

export interface E2e {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly server: RunningServer;
  /** The file's database, to check what a page saved: `e2e.database.db.query(sql, values)`. */
  readonly database: CopiedDatabase;
  readonly browser: Browser;
  /** A page in a new context of that size (phone 360×740, desktop 1280×800). A signed-in one may already show the dashboard. */
  page(viewport?: Viewport, options?: PageOptions): Promise<Page>;
  /** The real OpenID flow from the login page to the dashboard (the header shows the user's name). */
  signInWithOpenId(page: Page, username: string, password: string): Promise<void>;
  /** The header's sign-out, through the provider's logout page, back to /login. */
  signOut(page: Page): Promise<void>;
  /** Closes the new-user welcome popup if it shows (pages of `page({ as })` have it closed already). */
  closeWelcome(page: Page): Promise<boolean>;
  /** After the page's heading, closes the app-download modal (invoices, my home) if it shows. */
  closeAppDownload(page: Page): Promise<boolean>;
  /** Until no loading state shows and the fonts are in. */
  settled(page: Page): Promise<void>;
  /** e2e/screenshots/<this test file>/<name>-<viewport width>.png; returns the path. */
  screenshot(page: Page, name: string): Promise<string>;
  /** Fails listing axe-core's serious and critical violations on the page as it is now. */
  expectAccessible(page: Page, options?: AxeOptions): Promise<void>;
  /** Uncaught errors and console errors the page reported so far. */
  problems(page: Page): PageProblems;
  readOutbox(recipient?: string): Promise<OutboxItem[]>;
  completeBankId(ref: string, personalId?: string): Promise<unknown>;
  /** The ref of the next sign-in the page starts: call before the click, await after. */
  nextSignInRef(page: Page): Promise<string>;
}

export interface E2eOptions {
  /** More environment for the server (TENANT, …). */
  readonly env?: Readonly<Record<string, string>>;
}

/** Building the portal and the console on a fresh clone takes ~25 s alone, more on a busy 2-core machine. */
const START_TIMEOUT = 300_000;

export function e2eSuite(options: E2eOptions = {}): E2e {
  // A browser step waits for the server and a page's lazy chunks: more room than a unit test.
  vi.setConfig({ testTimeout: 60_000 });
  let server: RunningServer | undefined;
  let database: CopiedDatabase | undefined;
  let browser: Browser | undefined;
  let folder = 'e2e';
  let builtAt = 0;
  const contexts = new Set<BrowserContext>();
  const pagesOfTest: Page[] = [];
  const signedIn = new Map<DemoCustomer, BrowserContextOptions['storageState']>();

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e: ${what} is not started (use it inside tests, after e2eSuite's beforeAll)`);
    return value;
  };

  beforeAll(async () => {
    folder = path.basename(expect.getState().testPath ?? 'e2e').replace(/\.test\.ts$/, '');
    // The seeded template: server.ts would seed an empty database itself, on today's date and slowly.
    const [copied] = await Promise.all([copyDatabase(inject('pgUrl')), ensureBuilt('portal').then(() => ensureBuilt('console'))]);
    database = copied;
    builtAt = buildStamp('portal') + buildStamp('console');
    server = await startServer({ databaseUrl: copied.url, ...(options.env ? { env: options.env } : {}) });
    browser = await launchBrowser();
  }, START_TIMEOUT);

  afterEach(async () => {
    // Popups the test opened count too (contexts made by newContext watch every page from its start).
    const pages = new Set([...pagesOfTest, ...[...contexts].flatMap((c) => c.pages())]);
    const pageErrors = [...pages].flatMap((p) => problemsOf(p).pageErrors);
    const consoleErrors = [...pages].flatMap((p) => problemsOf(p).consoleErrors);
    const cspViolations = [...pages].flatMap((p) => problemsOf(p).cspViolations);
    pagesOfTest.length = 0;
    for (const context of contexts) await context.close();
    contexts.clear();
    if (buildStamp('portal') + buildStamp('console') !== builtAt) console.warn(`e2e: dist/portal or dist/console was rebuilt while ${folder} ran; pages loaded before it may miss their lazy chunks`);
    if (cspViolations.length) throw new Error(`the page's Content-Security-Policy refused:\n${cspViolations.join('\n')}`);
    if (pageErrors.length) {
      throw new Error(`uncaught error(s) in the page:\n${pageErrors.join('\n')}${consoleErrors.length ? `\nconsole errors:\n${consoleErrors.join('\n')}` : ''}`);
    }
  });

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      try {
        await server?.stop();
      } finally {
        await database?.drop();
      }
    }
  }, 60_000);

  const open = async (viewport: Viewport, opts: PageOptions & { storageState?: BrowserContextOptions['storageState'] }): Promise<Page> => {
    const context = await newContext(need(browser, 'the browser'), viewport, {
      baseURL: e2e.url,
      ...(opts.storageState ? { storageState: opts.storageState } : {}),
      ...(opts.language ? { language: opts.language } : {}),
    });
    contexts.add(context);
    const page = await context.newPage();
    pagesOfTest.push(page);
    return page;
  };

  const e2e: E2e = {
    get url() {
      return need(server, 'the server').url;
    },
    get server() {
      return need(server, 'the server');
    },
    get database() {
      return need(database, 'the database');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    async page(viewport = 'phone', opts = {}) {
      if (!opts.as) return open(viewport, opts);
      const stored = signedIn.get(opts.as);
      if (stored) return open(viewport, { ...opts, storageState: stored });
      const page = await open(viewport, opts);
      await signInWithOpenId(page, opts.as, DEMO_CUSTOMERS[opts.as]);
      await closeWelcome(page);
      signedIn.set(opts.as, await page.context().storageState());
      return page;
    },
    signInWithOpenId,
    signOut,
    closeWelcome,
    closeAppDownload,
    settled,
    screenshot: (page, name) => screenshot(page, folder, name),
    expectAccessible,
    problems: problemsOf,
    readOutbox: (recipient) => readOutbox(e2e.url, recipient),
    completeBankId: (ref, personalId) => completeBankId(e2e.url, ref, personalId),
    nextSignInRef,
  };
  return e2e;
}
