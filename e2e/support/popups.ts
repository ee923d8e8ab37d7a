/**
 * The portal's one-time popups a customer closes before going on: the new-user welcome popup and the
 * app-download modal (portal §2 Shell). Each is closed with its own button, as a customer does.
 */
import type { Page } from 'playwright-core';

/**
 * Closes the new-user welcome popup (portal §2 Shell) with its button when it shows; its cookie then
 * keeps it closed for the account in this context. Waits briefly for it: it opens once the user is in.
 */
export async function closeWelcome(page: Page): Promise<boolean> {
  const popup = page.getByTestId('welcome-popup');
  const shown = await popup.waitFor({ timeout: 3000 }).then(() => true, () => false);
  if (shown) {
    await popup.locator('.modal__foot button').click();
    await popup.waitFor({ state: 'detached' });
  }
  return shown;
}

/**
 * Closes the app-download modal (shown once per browser on invoices and my home) if it shows. Waits
 * for the page's heading first: the modal renders with the page, so before that its absence says nothing.
 */
export async function closeAppDownload(page: Page): Promise<boolean> {
  await page.locator('#content h1').first().waitFor();
  const modal = page.getByTestId('app-download-modal');
  if (!(await modal.isVisible())) return false;
  await modal.locator('.modal__foot button').click();
  await modal.waitFor({ state: 'detached' });
  return true;
}
