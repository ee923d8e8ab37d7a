/**
 * The low-code loop in Chromium against the server as `npm start` runs it (issue 6 §7): what an
 * organisation admin changes in the console is what the portal shows on its next load — a Norwegian
 * copy text edited in the copy grid, a theme colour published and then rolled back — and each change
 * is in the audit log with its difference; a portal page hidden by the published tenant configuration
 * and shown again by rolling back. The console is opened in English (the admin's stored
 * choice); the portal in the browser's Norwegian, the tenant's default.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness.js';
import { signInToConsole } from './support/console.js';

const e2e = e2eSuite();

const consoleIn = async (email: string, password: string): Promise<Page> => signInToConsole(await e2e.page('desktop'), email, password);

/** Columns of the copy grid: key, note, en, sv, nb, nn, fi, de. */
const NB = 4;

describe('copy edited in the console', () => {
  it("changes the portal's Norwegian text on its next load, and the audit log shows the difference", async () => {
    const portal = await e2e.page('desktop');
    await portal.goto('/login');
    await portal.getByRole('heading', { level: 1, name: 'Logg inn på Min side' }).waitFor();

    const page = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /copy/i }).click();
    await page.getByLabel('Search keys, notes and texts').fill('login.title');
    const row = page.getByRole('row').filter({ has: page.locator('code', { hasText: /^login\.title$/ }) });
    const nb = row.getByRole('gridcell').nth(NB);
    await nb.click();
    const editor = nb.getByRole('textbox');
    await editor.fill('Logg inn hos Bright');
    await editor.press('Enter');
    await nb.getByRole('img', { name: 'Saved' }).waitFor();
    await e2e.screenshot(page, 'copy-grid');
    await e2e.expectAccessible(page);

    await portal.reload();
    await portal.getByRole('heading', { level: 1, name: 'Logg inn hos Bright' }).waitFor();

    await page.getByRole('menuitem', { name: /audit/i }).click();
    // Newest first: the organisation's first text of the key created its own copy record.
    const entry = page.getByRole('row').filter({ hasText: /^(?=.*Copy)(?=.*Created)/s }).first();
    await entry.getByRole('link', { name: /show/i }).click();
    const change = page.getByRole('row').filter({ hasText: 'Logg inn hos Bright' }).first();
    await change.waitFor();
    expect(await change.innerText()).toMatch(/nb/);
    await e2e.expectAccessible(page);
  });
});

/** The portal's accent colour as its login page has it (the published theme's, applied at start). */
async function portalAccent(portal: Page): Promise<string> {
  await portal.getByRole('heading', { level: 1 }).waitFor();
  // The theme comes with the tenant's settings, which may answer after the first paint.
  await portal.waitForLoadState('networkidle');
  await e2e.settled(portal);
  return portal.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim().toLowerCase());
}

describe('a theme published in the console', () => {
  it('recolours the portal on its next load, and rolling back brings the colour back', async () => {
    const portal = await e2e.page('desktop');
    await portal.goto('/login');
    const before = await portalAccent(portal);
    expect(before).toMatch(/^#[0-9a-f]{6}$/);
    const changed = before === '#c0392b' ? '#1e8449' : '#c0392b';

    const page = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /^theme$/i }).click();
    const accent = page.getByRole('textbox', { name: 'Accent', exact: true }).first();
    await accent.fill(changed);
    await page.getByText(/^Saved at /).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(changed).first().waitFor();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Version \d+ is published$/).waitFor();
    await e2e.screenshot(page, 'theme-published');
    // The previews show the admin's own colours, whatever their contrast: the console around them is checked.
    await e2e.expectAccessible(page, { exclude: ['[data-portal-preview]', '[data-apps-preview]'] });

    await portal.reload();
    expect(await portalAccent(portal)).toBe(changed);

    await page.getByRole('tab', { name: /^Releases/ }).click();
    const versions = await page.getByRole('button', { name: /^Roll back to version \d+$/ }).allInnerTexts();
    expect(versions.length).toBeGreaterThanOrEqual(1);
    // The newest release is the one just published; the one before it holds the colour the portal had.
    await page.getByRole('button', { name: /^Roll back to version \d+$/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await portal.reload();
    expect(await portalAccent(portal)).toBe(before);

    await page.getByRole('menuitem', { name: /audit/i }).click();
    const releases = page.getByRole('row').filter({ hasText: /Theme release/i });
    await expect.poll(() => releases.count()).toBeGreaterThanOrEqual(2);
  });
});

describe("the portal's configuration published in the console", () => {
  it('hides a portal page on its next load, and rolling back shows it again', async () => {
    const portal = await e2e.page('desktop', { as: 'kari' });
    // The sidebar's FAQ link ("Spørsmål og svar" in nb and nn), there while the tenant shows the page.
    // The portal first paints from the settings it kept and then from the server's answer: wait for both.
    const faqLinks = async (): Promise<number> => {
      await portal.getByRole('heading', { level: 1, name: /Kari/ }).waitFor();
      await portal.waitForLoadState('networkidle');
      await e2e.settled(portal);
      return portal.getByRole('link', { name: 'Spørsmål og svar' }).count();
    };
    await portal.goto('/');
    await expect.poll(faqLinks).toBeGreaterThanOrEqual(1);

    const page = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /^feature flags$/i }).click();
    await page.getByRole('tab', { name: 'Portal' }).click();
    await page.getByRole('checkbox', { name: /^hide faq/i }).check();
    await page.getByText(/^Saved at /).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/hideFaq/).first().waitFor();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Version \d+ is published$/).waitFor();
    await e2e.expectAccessible(page);

    await portal.reload();
    await expect.poll(faqLinks).toBe(0);

    await page.getByRole('tab', { name: /^Releases/ }).click();
    await page.getByRole('button', { name: /^Roll back to version \d+$/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await portal.reload();
    await expect.poll(faqLinks).toBeGreaterThanOrEqual(1);
  });
});
