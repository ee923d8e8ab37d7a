/**
 * The back-office console in Chromium against the server as `npm start` runs it (issue 6 §7): an
 * admin signs in at /admin with e-mail and password, the token's scope decides the menu, a wrong
 * password says so, the chosen language holds after a reload, and sign-out returns to the sign-in form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness.js';

const e2e = e2eSuite();

/** The browser speaks Norwegian (nb-NO, as the harness's pages do), so the console opens in Bokmål. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel(/e-post/i).fill(email);
  await page.getByLabel(/^passord/i).fill(password);
  await page.getByRole('button', { name: /logg inn/i }).click();
}

describe('the console at /admin', () => {
  it('signs an organisation admin in and offers what the scope may use', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /API-tokener/ }).waitFor();
    await expect.poll(() => page.getByRole('menuitem', { name: /^Administratorer$/ }).count()).toBe(1);
    await e2e.settled(page);
    await e2e.screenshot(page, 'signed-in');
    await e2e.expectAccessible(page);
  });

  it('keeps a marketing admin to what marketing may use', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, 'marketing@bright.example', 'demo-marketing-pass');
    await page.getByRole('menuitem', { name: /Tekster/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: /API-tokener/ }).count()).toBe(0);
  });

  it('says when the password is wrong, and stays on the sign-in form', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, 'orgadmin@bright.example', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/\S/);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await e2e.expectAccessible(page);
  });

  it('opens in the language the admin chose, after a reload too', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /API-tokener/ }).waitFor();
    await page.getByRole('button', { name: 'Norsk bokmål' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: /API tokens/ }).waitFor();
    await page.reload();
    await page.getByRole('menuitem', { name: /API tokens/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('signs out back to the sign-in form', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /API-tokener/ }).waitFor();
    await page.getByRole('button', { name: 'orgadmin@bright.example' }).click();
    await page.getByRole('menuitem', { name: /logg ut/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => window.localStorage.getItem('ampere.console.auth'))).toBeNull();
  });
});
