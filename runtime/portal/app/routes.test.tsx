// @vitest-environment jsdom
/** portal §2 Routes on the real server: redirects, protection, page-not-found, hidden pages. */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalTest, type PortalTest } from '../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
});
afterAll(async () => t?.close());

describe('portal routes', () => {
  it('sends a visitor without a stored key from a protected page to login', async () => {
    await t.renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /logg inn/i })).toBeTruthy();
  });

  it('redirects / to the dashboard for a signed-in customer and shows the full name in the header', async () => {
    await t.renderAt('/', { as: 'kari' });
    expect(await screen.findByTestId('header-name')).toHaveProperty('textContent', 'Kari Nordmann');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link').length).toBeGreaterThanOrEqual(7);
  });

  it('shows page-not-found with a link back to the dashboard for any other path', async () => {
    await t.renderAt('/no-such-page', { as: 'kari' });
    const page = await screen.findByTestId('page-not-found');
    expect(within(page).getByRole('link').getAttribute('href')).toBe('/dashboard');
  });
});
