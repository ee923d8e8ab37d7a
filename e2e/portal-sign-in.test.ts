/**
 * The portal in a real browser against the real server: the OpenID sign-in through the built-in
 * identity provider, the routes' guards (portal §2 Routes), sign-out through the provider's logout,
 * and how the login page and the dashboard look and read (screenshots, axe) at phone and desktop widths.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMERS, e2eSuite, type Viewport } from './harness.js';

const e2e = e2eSuite();
const VIEWPORTS: readonly Viewport[] = ['phone', 'desktop'];

const storedAuth = (page: Page) => page.evaluate(() => window.localStorage.getItem('ampere.auth'));

describe('signing in (portal §4 OPENID_WEB_VIEW)', () => {
  it('goes through the identity provider and lands on the dashboard with her name in the header', async () => {
    const page = await e2e.page('desktop');
    await page.goto('/login');
    await e2e.signInWithOpenId(page, 'kari', DEMO_CUSTOMERS.kari);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.getByTestId('header-name').textContent()).toMatch(/^Kari\b/);
    expect(JSON.parse((await storedAuth(page)) ?? '{}')).toHaveProperty('accessToken');
    // portal §2 Shell: a new user is welcomed once per account.
    expect(await e2e.closeWelcome(page)).toBe(true);
    await page.reload();
    await page.getByTestId('header-name').filter({ hasText: 'Kari' }).waitFor();
    expect(await e2e.closeWelcome(page)).toBe(false);
  });

  it('stays on the provider with its message for a wrong password', async () => {
    const page = await e2e.page('phone');
    await expect(e2e.signInWithOpenId(page, 'kari', 'not-her-password')).rejects.toThrow(/refused kari: Wrong username or password/);
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\//);
    expect(await storedAuth(page)).toBeNull();
  });
});

describe('routes (portal §2)', () => {
  it('shows the page-not-found page at an unknown path, with a way back', async () => {
    const page = await e2e.page('phone');
    await page.goto('/nope');
    await page.getByTestId('page-not-found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/nope');
    expect(await page.getByTestId('page-not-found').getByRole('link').getAttribute('href')).toBe('/dashboard');
  });

  it('sends a signed-out visitor of a protected page to the login page', async () => {
    const page = await e2e.page('phone');
    await page.goto('/invoices');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-openid').waitFor();
  });

  it('opens a protected page for a signed-in customer', async () => {
    const page = await e2e.page('phone', { as: 'kari' });
    await page.goto('/electricity-agreement');
    await page.getByTestId('header-name').filter({ hasText: 'Kari' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/electricity-agreement');
  });
});

describe('signing out (portal §2 Shell)', () => {
  it("returns through the identity provider's logout to the login page, and the tokens are gone", async () => {
    // Its own sign-in: signing out ends the session the file's stored kari tokens belong to.
    const page = await e2e.page('desktop');
    await e2e.signInWithOpenId(page, 'kari', DEMO_CUSTOMERS.kari);
    await e2e.closeWelcome(page);
    await e2e.signOut(page);
    await page.getByTestId('login-openid').waitFor();
    expect(await storedAuth(page)).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    // The provider's session ended too: signing in again asks for the password.
    await page.getByTestId('login-openid').click();
    await page.locator('#password').waitFor();
  });
});

describe('look and accessibility', () => {
  for (const viewport of VIEWPORTS) {
    it(`login page at ${viewport} width: screenshot, axe, no horizontal scroll`, async () => {
      const page = await e2e.page(viewport);
      await page.goto('/login');
      await page.getByTestId('login-openid').waitFor();
      await e2e.settled(page);
      await e2e.screenshot(page, 'login');
      await e2e.expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    it(`dashboard at ${viewport} width: screenshot, axe, no horizontal scroll`, async () => {
      const page = await e2e.page(viewport, { as: 'kari' });
      await page.goto('/dashboard');
      await page.getByTestId('header-name').filter({ hasText: 'Kari' }).waitFor();
      await e2e.settled(page);
      await e2e.screenshot(page, 'dashboard');
      await e2e.expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});
