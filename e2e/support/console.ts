/**
 * Signing in to the console as a demo admin does: the sign-in form at /admin, in English (react-admin's
 * store keeps the admin's language choice under RaStore.locale), until the menu shows.
 */
import type { Page } from 'playwright-core';

export async function signInToConsole(page: Page, email: string, password: string): Promise<Page> {
  await page.context().addInitScript(() => {
    if (window.location.protocol === 'http:' && !window.localStorage.getItem('RaStore.locale')) window.localStorage.setItem('RaStore.locale', '"en"');
  });
  await page.goto('/admin');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('menuitem').first().waitFor();
  return page;
}
