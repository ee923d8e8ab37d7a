/**
 * Signing in and out as a customer does: the portal's OpenID button, the built-in identity
 * provider's page at /oidc (runtime/server/auth/oidc/login-page.ts: #username, #password, one
 * submit button), back to /login?code=… and on to the dashboard; sign-out through the provider's
 * logout page and back to the login page.
 */
import type { Page } from 'playwright-core';

const IDP = (url: URL) => url.pathname === '/oidc' || url.pathname.startsWith('/oidc/');
const STEP_TIMEOUT = 30_000;

/** From the login page (opened when the page is elsewhere) to the dashboard, with the user's name in the header. */
export async function signInWithOpenId(page: Page, username: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByTestId('login-openid').click();
  // With the provider's session cookie of an earlier sign-in in this context, it answers without its page.
  await page.waitForURL((url) => IDP(url) || url.pathname === '/dashboard', { timeout: STEP_TIMEOUT });
  if (IDP(new URL(page.url()))) await submitCredentials(page, username, password);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: STEP_TIMEOUT });
  await page.getByTestId('header-name').filter({ hasText: /\S/ }).waitFor({ timeout: STEP_TIMEOUT });
}

async function submitCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
  // Consent for the platform's own client is granted by the provider (interactions.ts) without a page,
  // so the provider either sends the browser back or shows its page again with the refusal.
  const alert = page.locator('.error[role="alert"]');
  const outcome = await Promise.race([
    page.waitForURL((url) => !IDP(url), { timeout: STEP_TIMEOUT }).then(() => 'left' as const, () => 'stuck' as const),
    alert.waitFor({ timeout: STEP_TIMEOUT }).then(() => 'refused' as const, () => 'stuck' as const),
  ]);
  if (outcome === 'refused') throw new Error(`the identity provider refused ${username}: ${await alert.textContent()}`);
  if (outcome === 'stuck') throw new Error(`still at the identity provider (${page.url()})`);
}

/**
 * The header's sign-out: the portal goes to the provider's logout page, which asks "Do you want to
 * sign-out?" (oidc-provider's own page); that is confirmed, and the provider sends the browser back to
 * the page it came from, which shows the login page to a signed-out visitor.
 */
export async function signOut(page: Page): Promise<void> {
  await page.locator('.header__sign-out').click();
  // The portal may pass /login on its way (it drops the tokens first): the provider's page is the sign.
  await page.waitForURL(IDP, { timeout: STEP_TIMEOUT });
  await page.locator('button[name="logout"][value="yes"]').click();
  await page.waitForURL((url) => !IDP(url), { timeout: STEP_TIMEOUT });
  await page.waitForURL((url) => url.pathname === '/login', { timeout: STEP_TIMEOUT });
}
