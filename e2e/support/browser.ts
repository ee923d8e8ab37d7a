/**
 * Debian's Chromium driven by playwright-core (no browser download: the machine's /usr/bin/chromium),
 * phone and desktop contexts, and what a page reported: uncaught errors and console errors.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Without the background-networking flags Chromium keeps calling Google's hosts, which this
 * machine's closed network refuses (env notes). Playwright adds a fresh temporary --user-data-dir
 * per launch and removes it on close.
 */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
] as const;

/** portal: phone first (360 px must work), desktop from 1024 px. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Viewport = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}

export interface PageProblems {
  /** Uncaught exceptions and unhandled rejections in the page: a test fails on any. */
  readonly pageErrors: string[];
  /** console.error lines and failed loads the browser logged (the portal logs failures it only reports). */
  readonly consoleErrors: string[];
  /** What the page's Content-Security-Policy refused (issue 19 §5): a test fails on any. */
  readonly cspViolations: string[];
}

/** How Chromium reports a refusal of the page's policy on the console. */
const CSP_VIOLATION = /Content Security Policy/i;

const problems = new WeakMap<Page, PageProblems>();

function watch(page: Page): void {
  if (problems.has(page)) return;
  const found: PageProblems = { pageErrors: [], consoleErrors: [], cspViolations: [] };
  problems.set(page, found);
  page.on('pageerror', (error) => found.pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') found.consoleErrors.push(`${page.url()}: ${message.text()}`);
    if (CSP_VIOLATION.test(message.text())) found.cspViolations.push(`${page.url()}: ${message.text()}`);
  });
}

/** What `page` reported so far (pages of contexts made by newContext are watched from their start). */
export function problemsOf(page: Page): PageProblems {
  watch(page);
  return problems.get(page)!;
}

export interface ContextOptions {
  readonly baseURL: string;
  /** Cookies and localStorage to start with (a signed-in state from `context.storageState()`). */
  readonly storageState?: BrowserContextOptions['storageState'];
  /** The portal language stored before the first page load (portal §4 keeps it in localStorage); absent: the browser's. */
  readonly language?: string;
}

export async function newContext(browser: Browser, viewport: Viewport, options: ContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: VIEWPORTS[viewport],
    ...(viewport === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  if (options.language) {
    // Only when none is stored: a language the user picks on a page must survive reloads.
    await context.addInitScript((language: string) => {
      // about:blank has no storage of its own.
      if (window.location.protocol === 'http:' && !window.localStorage.getItem('ampere.language')) window.localStorage.setItem('ampere.language', language);
    }, options.language);
  }
  context.on('page', watch);
  return context;
}

/**
 * Waits until no loading state shows (components/states.tsx PageLoading), the fonts are in and a
 * frame has painted: what a screenshot or an axe run should see.
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('.state--loading').first().waitFor({ state: 'detached', timeout });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}
