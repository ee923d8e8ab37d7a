/**
 * Sign-in beyond OpenID in Chromium against the real server (issue 5 §5): support mode on the
 * Norwegian tenant (portal §2 Login: `#supportMode`, an inspector signing in with an account), then
 * the Swedish tenant published through the API as an org admin does in the console — the portal
 * shows it on the next load — and a customer signing in with BankID by QR through the simulator.
 */
import { describe, expect, it } from 'vitest';
import { createFeatureFlagsRelease, getLatestFeatureFlagsRelease, replaceFeatureFlagsDraft } from '../generated/client/settings.gen.js';
import { getSessionTokens, signIn } from '../generated/client/auth.gen.js';
import { HttpClient, MemoryTokenStore } from '../runtime/client/index.js';
import { TENANT_CONFIGS } from '../runtime/server/seed/demo/tenant-config.js';
import { e2eSuite } from './harness.js';

const e2e = e2eSuite();

/** An org admin's client on the running server, signed in with e-mail and password (README: staff identities). */
async function orgAdmin(): Promise<HttpClient> {
  const base = { baseUrl: `${e2e.url}/api`, organisation: 'BRIGHT', appVersion: 'e2e', rateLimit: false } as const;
  const anonymous = new HttpClient(base);
  const { ref } = (await signIn(anonymous, { body: { accessType: 'ADMIN', organisation: 'BRIGHT', inspectorLogin: { email: 'orgadmin@bright.example', password: 'demo-orgadmin-pass' } } })).data;
  const entry = (await getSessionTokens(anonymous, { query: { ref } })).data.auths?.[0];
  if (!entry) throw new Error('no admin token');
  return new HttpClient({ ...base, tokens: new MemoryTokenStore(entry) });
}

describe('support mode (portal §2 Login, §6)', () => {
  it('signs an inspector in with an account and shows the customer\'s pages', async () => {
    const page = await e2e.page('desktop');
    await page.goto('/login#supportMode');
    const support = page.getByTestId('support-mode');
    await support.waitFor();
    await e2e.screenshot(page, 'support-mode');
    await support.getByRole('button', { name: /logg inn med konto/i }).click();
    await page.getByLabel(/e-post/i).fill('inspector@bright.example');
    await page.getByLabel(/passord/i).fill('demo-inspector-pass');
    await page.getByRole('button', { name: /^logg inn$/i }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.getByTestId('header-name').filter({ hasText: /\S/ }).waitFor();
    await e2e.closeWelcome(page);
    await page.getByTestId('latest-invoices').waitFor();
  });
});

describe('the Swedish tenant (portal §1: flags from the published release)', () => {
  it('publishes the Swedish configuration and signs erik in with BankID by QR through the simulator', async () => {
    const admin = await orgAdmin();
    const latest = (await getLatestFeatureFlagsRelease(admin, {})).data;
    await replaceFeatureFlagsDraft(admin, { body: { ...latest.payload, portal: TENANT_CONFIGS.SE! } });
    await createFeatureFlagsRelease(admin, {});

    const page = await e2e.page('desktop');
    await page.goto('/login');
    const methods = page.getByTestId('login-methods');
    await methods.waitFor();
    expect(await page.getByTestId('login-openid').count()).toBe(0);
    await e2e.screenshot(page, 'swedish-methods');
    await methods.getByRole('button', { name: /bankid/i }).first().click();
    // The QR tenant hides the personal id (portal §2): only the other-device button starts.
    expect(await page.locator('#bankid-personal-id').count()).toBe(0);
    const ref = e2e.nextSignInRef(page);
    await page.getByRole('button', { name: /annan enhet/i }).click();
    const qr = page.getByTestId('bankid-qr');
    await qr.waitFor();
    // portal §2: a 300×300 QR image, refreshed every second while waiting.
    const size = await qr.boundingBox();
    expect(Math.round(size?.width ?? 0)).toBe(300);
    await e2e.screenshot(page, 'bankid-qr');
    await e2e.completeBankId(await ref, '197811056592');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('header-name').textContent()).toMatch(/Erik/);
    // The Swedish tenant shows first names only (showFullName off).
    expect(await page.getByTestId('header-name').textContent()).toBe('Erik');

    // Back to the Norwegian tenant for whoever runs next in this database.
    await replaceFeatureFlagsDraft(admin, { body: latest.payload });
    await createFeatureFlagsRelease(admin, {});
  });
});
