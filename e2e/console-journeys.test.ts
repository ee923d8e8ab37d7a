/**
 * An organisation admin's work in the console, in Chromium against the server as `npm start` runs it
 * (issue 6 §7): an API token created, seen once and revoked; a segment built while its match count
 * changes; both found in the audit log with their field-level differences; a secret an admin stores
 * that an organisation admin does not see (it is not customer-facing); and a support admin who may
 * read admins but not change them. The console is opened in English (the admin's stored choice).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness.js';
import { signInToConsole } from './support/console.js';

const e2e = e2eSuite();

const consoleIn = async (email: string, password: string): Promise<Page> => signInToConsole(await e2e.page('desktop'), email, password);

describe('an organisation admin', () => {
  it('creates an API token, sees it once, and revokes it', async () => {
    const page = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /API tokens/ }).click();
    await page.getByRole('link', { name: /create/i }).click();
    await page.getByLabel(/^name/i).fill('E2E meter sync');
    await page.getByRole('checkbox', { name: /getLocations/ }).check();
    await page.getByRole('button', { name: /create token/i }).click();
    const token = await page.getByLabel(/^token$/i).inputValue();
    expect(token.length).toBeGreaterThan(20);
    await page.getByText(/only time the token is shown/i).waitFor();
    await e2e.screenshot(page, 'token-shown-once');
    await e2e.expectAccessible(page);
    await page.getByRole('button', { name: /i have stored the token/i }).click();

    const row = page.getByRole('row').filter({ hasText: 'E2E meter sync' });
    await row.getByText('Active').waitFor();
    expect(await page.locator('body').innerText()).not.toContain(token);
    await row.getByRole('button', { name: /revoke/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^revoke$/i }).click();
    await row.getByText('Revoked', { exact: true }).waitFor();
    const stored = await e2e.database.db.query<{ revoked_at: Date | null }>("SELECT revoked_at FROM api_tokens WHERE name = 'E2E meter sync'");
    expect(stored.rows[0]?.revoked_at).toBeInstanceOf(Date);
  });

  it('builds a segment and sees the match count change as a rule is added', async () => {
    const page = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /segments/i }).click();
    const count = page.getByText(/\d+ of \d+ customers? match/);
    // Six of the seven are owners (Ola is a guest on Kari's account): OR can only add to the four.
    await expect.poll(() => count.innerText()).toMatch(/^[67]\sof\s7\scustomers\smatch/);
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect.poll(() => count.innerText()).toBe('4 of 7 customers match');
    await page.getByRole('radio', { name: 'Any rule (OR)' }).check();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByRole('group', { name: 'Rule 2' }).getByRole('combobox', { name: 'Rule name' }).click();
    await page.getByRole('option', { name: 'Is account owner' }).click();
    // Six of the seven are owners (Ola is a guest on Kari's account): OR can only add to the four.
    await expect.poll(() => count.innerText()).toMatch(/^[67]\sof\s7\scustomers\smatch/);
    await e2e.screenshot(page, 'segment');
    await e2e.expectAccessible(page);
  });

  it('finds the token in the audit log with its differences', async () => {
    const page = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await page.getByRole('menuitem', { name: /audit/i }).click();
    const entries = page.getByRole('row').filter({ hasText: 'API tokens' });
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
    expect(await entries.filter({ hasText: 'Created' }).count()).toBeGreaterThanOrEqual(1);
    await entries.filter({ hasText: 'Revoked' }).first().getByRole('link', { name: /show/i }).click();
    const change = page.getByRole('row').filter({ hasText: 'revokedAt' });
    await change.getByText('Changed').waitFor();
    expect(await change.innerText()).toContain('null');
    await e2e.screenshot(page, 'audit-entry');
    await e2e.expectAccessible(page);
  });
});

describe('secrets', () => {
  it('an admin stores a secret that is not customer-facing; an organisation admin does not see it', async () => {
    const admin = await consoleIn('admin@bright.example', 'demo-admin-pass');
    await admin.goto('/admin/secrets/create');
    await admin.getByLabel(/^Value/).fill('e2e-hark-key-0123456789');
    await admin.getByRole('button', { name: 'Save secret' }).click();
    await admin.getByRole('row').filter({ hasText: 'HARK_API_KEY' }).waitFor();
    expect(await admin.locator('body').innerText()).not.toContain('e2e-hark-key-0123456789');

    const orgAdmin = await consoleIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    await orgAdmin.getByRole('menuitem', { name: /secrets/i }).click();
    await orgAdmin.getByText('No secrets you can see in this organisation').waitFor();
    expect(await orgAdmin.getByText('HARK_API_KEY').count()).toBe(0);
  });
});

describe('a support admin', () => {
  it('reads admins but is offered no change to them', async () => {
    const page = await consoleIn('support@bright.example', 'demo-support-pass');
    await page.getByRole('menuitem', { name: /^Admins$/ }).click();
    await page.getByRole('row').filter({ hasText: 'orgadmin@bright.example' }).click();
    await page.getByText('orgadmin@bright.example').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: /^edit$/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^delete$/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /create/i }).count()).toBe(0);
  });
});
