/**
 * A customer's journeys through every page of the portal in Chromium against the real server (issue 5
 * §5): the dashboard's latest invoices, switching address, the analysis from year to month to day
 * with the quarter-hour strip, comparing and exporting, the invoices sorted and opened, the language
 * switched to Nynorsk, the home profile saved and read back — and every page at phone and desktop
 * width, screenshot and axe-checked; the dashboard's first load in a handful of chunks.
 */
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, type Viewport } from './harness.js';

const e2e = e2eSuite();

/** Every signed-in page (portal §2 Routes), by the name its screenshot gets. */
const PAGES = {
  dashboard: '/dashboard',
  agreement: '/electricity-agreement',
  invoices: '/invoices',
  analysis: '/analysis',
  account: '/account',
  'my-home': '/my-home',
  faq: '/faq',
} as const;

/** Clicks the chart's bar at `share` of its width (the chart answers to the x position: interaction mode index). */
async function clickBar(page: Page, share: number): Promise<void> {
  const box = await page.getByTestId('analysis-chart').locator('canvas').boundingBox();
  if (!box) throw new Error('the chart has no canvas');
  await page.mouse.click(box.x + box.width * share, box.y + box.height * 0.6);
}

async function periodTitle(page: Page): Promise<string> {
  return (await page.getByTestId('analysis-period-title').textContent()) ?? '';
}

/** Waits for a download the click starts and returns its file. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), path };
}

describe('every page at phone and desktop width (portal §2)', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly Viewport[]) {
    it(`shows each page to kari on a ${viewport}, without horizontal scrolling or serious axe violations`, async () => {
      const page = await e2e.page(viewport, { as: 'kari' });
      for (const [name, path] of Object.entries(PAGES)) {
        await page.goto(path);
        await page.locator('#content h1').first().waitFor();
        await e2e.settled(page);
        // The app-download modal shows once on invoices and my home (portal §2): close it, as a customer does.
        await e2e.closeAppDownload(page);
        await e2e.screenshot(page, name);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        // The provider's embedded pages are other sites' documents.
        await e2e.expectAccessible(page, { exclude: ['iframe'] });
      }
    }, 240_000);
  }
});

describe('the first load (issue 5 §4: fast on a phone)', () => {
  it("asks for the dashboard's scripts once each, in a handful of chunks, none of them twice", async () => {
    const page = await e2e.page('phone', { as: 'kari' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard');
    await page.getByTestId('latest-invoices').waitFor();
    expect(new Set(scripts).size).toBe(scripts.length);
    const chunk = (name: string) => scripts.some((s) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(s));
    // The entry, the shell it imports, the start and the page: runtime/portal/chunk-groups.ts.
    for (const name of ['index', 'shell', 'start', 'dashboard-page']) expect(chunk(name), `${name} in ${scripts.join(', ')}`).toBe(true);
    // Left to the bundler the same load was about forty chunks, each a round trip on a phone network.
    expect(scripts.length).toBeLessThanOrEqual(12);
  });
});

describe('the dashboard and the address (portal §2 Dashboard, Page header)', () => {
  it('shows kari her 3 latest invoices, newest first, with a link to all of them', async () => {
    const page = await e2e.page('desktop', { as: 'kari' });
    await page.goto('/dashboard');
    const rows = page.getByTestId('latest-invoice');
    await expect.poll(() => rows.count()).toBe(3);
    const months = await rows.locator('.latest-invoices__month').allTextContents();
    expect(months).toHaveLength(3);
    await page.getByTestId('latest-invoices').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/invoices');
  });

  it('switches ingrid from her house to her cabin: the new address, its banner and the active account', async () => {
    const page = await e2e.page('phone', { as: 'ingrid' });
    await page.goto('/electricity-agreement');
    const picker = page.getByTestId('location-picker');
    // portal §2: switchable only with 2 or more locations (her solar site is PRODUCTION and left out).
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThanOrEqual(2);
    const options = await picker.locator('option').allTextContents();
    const cabin = options.find((o) => /oppdal/i.test(o));
    expect(cabin).toBeDefined();
    await picker.selectOption({ label: cabin! });
    // portal §2: ACTIVE_PROCESS shows the new-user text in the info banner.
    await page.getByTestId('info-banner').waitFor();
    await page.getByTestId('agreement-panel').or(page.getByTestId('agreement-none')).first().waitFor();
    await e2e.screenshot(page, 'address-switched');
    // The choice holds on the next page.
    await page.goto('/account');
    await expect.poll(() => page.getByTestId('account-address').textContent()).toMatch(/\S/);
    expect(await page.getByTestId('location-picker').locator('option:checked').textContent()).toBe(cabin);
  });
});

describe('the analysis (portal §2 Analysis, §4, §5)', () => {
  it('goes from year to month to day, shows the quarter-hour strip on hover, compares and exports', async () => {
    const page = await e2e.page('desktop', { as: 'kari' });
    await page.goto('/analysis');
    await page.getByTestId('analysis-history').waitFor();
    // Kari's 15-minute grid meter (portal §4: 15-minute services have total, year, month and day).
    const services = page.getByTestId('analysis-services').getByRole('button');
    const count = await services.count();
    for (let i = 0; i < count; i++) {
      await services.nth(i).click();
      if ((await page.getByRole('tab').count()) === 4) break;
    }
    await expect.poll(() => page.getByRole('tab').count()).toBe(4);
    await page.getByRole('tab').nth(1).click();
    await page.getByTestId('analysis-chart').locator('canvas').waitFor();
    const year = await periodTitle(page);
    expect(year).toMatch(/\d{4}/);

    await clickBar(page, 0.3);
    await expect.poll(() => periodTitle(page)).not.toBe(year);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toMatch(/\S/);
    const month = await periodTitle(page);
    await e2e.screenshot(page, 'analysis-month');

    // Hourly values are exported only in month view of hourly and 15-minute services (portal §5).
    const hourly = page.getByTestId('analysis-export').getByRole('checkbox');
    await expect.poll(() => hourly.count()).toBe(1);

    await clickBar(page, 0.5);
    await expect.poll(() => periodTitle(page)).not.toBe(month);
    await page.getByTestId('analysis-chart').locator('canvas').waitFor();
    const box = (await page.getByTestId('analysis-chart').locator('canvas').boundingBox())!;
    // portal §4: the quarter-hour strip loads on hovering a bar in day view (debounced 1000 ms).
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.6);
    const quarters = page.getByTestId('analysis-quarters');
    await expect.poll(async () => (await quarters.textContent()) ?? '', { timeout: 15_000 }).toMatch(/\d{2}[:.]\d{2}/);
    await e2e.screenshot(page, 'analysis-day-quarters');

    // Compare with the same period a year back: a second dataset on the chart.
    const compare = page.getByTestId('analysis-compare');
    const choices = await compare.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const previous = choices.find((c) => /previous/i.test(c));
    expect(previous, `compare choices ${choices.join(', ')}`).toBeDefined();
    await compare.selectOption(previous!);
    await expect.poll(() => page.getByTestId('analysis-table').locator('th, td').count()).toBeGreaterThan(0);
    await e2e.screenshot(page, 'analysis-day-compared');

    // Export the day as CSV and as XLSX: the files download and hold the export columns (portal §9).
    const exportBlock = page.getByTestId('analysis-export');
    const csv = await download(page, () => exportBlock.getByRole('button', { name: /csv/i }).click());
    expect(csv.name).toMatch(/\.csv$/);
    const header = fs.readFileSync(csv.path, 'utf8').split(/\r?\n/)[0] ?? '';
    expect(header).toContain('Date');
    expect(header).toMatch(/Consumption \(kWh\)/);
    const xlsx = await download(page, () => exportBlock.getByRole('button', { name: /excel/i }).click());
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx.path);
    const first = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(first).toContain('Date');
    expect(first.some((v) => typeof v === 'string' && /Consumption \(kWh\)/.test(v))).toBe(true);
  }, 120_000);
});

describe('the invoices (portal §2 Invoices)', () => {
  it('sorts by amount both ways and opens an invoice document in a new window', async () => {
    const page = await e2e.page('desktop', { as: 'kari' });
    await page.goto('/invoices');
    await e2e.closeAppDownload(page);
    const amounts = async () => (await page.getByTestId('invoice-amount').allTextContents()).map((a) => Number(a.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect.poll(async () => (await amounts()).length).toBe(24);
    const amountHeader = page.getByRole('columnheader', { name: /beløp|amount/i }).getByRole('button');
    await amountHeader.click();
    const up = await amounts();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await amountHeader.click();
    const down = await amounts();
    expect(down).toEqual([...down].sort((a, b) => b - a));

    // Rows of type 'missing' have no actions (portal §2): the first row that has them.
    const open = page.getByTestId('invoice-row').getByRole('button', { name: /åpne fakturaen/i }).first();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await popup.waitForURL((url) => url.pathname.includes('/api/'), { timeout: 30_000 }).catch(() => undefined);
    const response = await page.request.get(popup.url());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });
});

describe('the language (portal §2 Account settings, §4 Language switch)', () => {
  it('switches to Nynorsk: the texts are Nynorsk and numbers are written the Norwegian way', async () => {
    const page = await e2e.page('desktop', { as: 'ingrid', language: 'nb' });
    await page.goto('/account');
    const select = page.getByTestId('account-language').locator('select');
    await select.selectOption('nn');
    await expect.poll(() => page.locator('.sidebar').textContent()).toContain('Straumavtale');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nn');
    await page.goto('/invoices');
    const amount = (await page.getByTestId('invoice-amount').first().textContent()) ?? '';
    // platform-contract §9: decimal comma and a (non-breaking) space between thousands.
    expect(amount).toMatch(/^\d{1,3}(\u00a0\d{3})*(,\d+)?\s?kr$/);
    // Saved on the user: a new browser starts in Nynorsk.
    const rows = await e2e.database.db.query<{ language: string }>("SELECT doc->>'language' AS language FROM users WHERE username = 'ingrid'");
    expect(rows.rows[0]?.language).toBe('nn');
  });
});

describe('my home (portal §2 My home, §5)', () => {
  it('saves sigrid\'s home profile and reads it back after a reload', async () => {
    const page = await e2e.page('phone', { as: 'sigrid' });
    await page.goto('/my-home');
    await e2e.closeAppDownload(page);
    await page.getByRole('radio', { name: /rekkehus/i }).check();
    await page.getByTestId('size').fill('120');
    await page.getByTestId('save-home').click();
    await page.getByTestId('save-status').filter({ hasText: /\S/ }).waitFor();
    await page.reload();
    await page.getByTestId('save-home').waitFor();
    expect(await page.getByRole('radio', { name: /rekkehus/i }).isChecked()).toBe(true);
    expect(await page.getByTestId('size').inputValue()).toBe('120');
  });
});
