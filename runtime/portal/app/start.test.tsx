// @vitest-environment jsdom
/**
 * portal §4 App start on the real server: the tenant from the published release (a change shows on
 * the next load), the language (stored, else the browser's, within the tenant's), a stored key loads
 * the user and its locations, a key the server refuses signs out, and no translations is the error screen.
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from './app.js';
import { startPortal } from './start.js';
import { createI18n } from './i18n.js';
import { injectFetch } from '../../server/test/harness.js';
import { portalTest, TEST_ENVIRONMENT, type PortalTest } from '../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
});
afterAll(async () => t?.close());

describe('the portal start', () => {
  it('reads the Norwegian tenant from the published release: NOK, nn and nb, OpenID only, full names', async () => {
    const portal = await t.start();
    expect(portal.tenant.config.currency).toBe('NOK');
    expect(portal.tenant.languages).toEqual(['nn', 'nb']);
    expect(portal.tenant.config.signInMethods).toEqual(['OPENID_WEB_VIEW']);
    expect(portal.tenant.config.showFullName).toBe(true);
  });

  it('chooses the stored language, else the browser language when the tenant offers it, else the tenant default', async () => {
    expect((await t.start({ language: 'nb' })).session.getSnapshot().language).toBe('nb');
    // A stored language the tenant does not offer falls back: the browser's nb-NO → nb.
    expect((await t.start({ language: 'de' })).session.getSnapshot().language).toBe('nb');
    window.localStorage.clear();
    const portal = await startPortal(TEST_ENVIRONMENT, createI18n(), { fetch: injectFetch(t.server.app), browserLanguage: 'fi-FI' });
    expect(portal.session.getSnapshot().language).toBe('nn');
    expect(portal.i18n.t('nav.dashboard')).toBe('Oversikt');
  });

  it('asks for the copy of the language it last started in at once, before the tenant has answered', async () => {
    window.localStorage.clear();
    const inject = injectFetch(t.server.app);
    const asked: string[] = [];
    let releaseTenant = () => {};
    const tenantHeld = new Promise<void>((resolve) => (releaseTenant = resolve));
    const start = (hold: boolean) =>
      startPortal(TEST_ENVIRONMENT, createI18n(), {
        browserLanguage: 'fi-FI',
        fetch: async (input, init) => {
          const url = String(input);
          asked.push(url);
          if (hold && url.includes('/settings/releases/')) await tenantHeld;
          return inject(input, init);
        },
      });
    // First start: nothing stored, so the copy waits for the tenant (nn is its first language).
    expect((await start(false)).session.getSnapshot().language).toBe('nn');
    expect(window.localStorage.getItem('ampere.language')).toBeNull();
    asked.length = 0;
    const second = start(true);
    await expect.poll(() => asked.some((u) => u.includes('/copy/aggregated') && u.includes('language=nn'))).toBe(true);
    releaseTenant();
    expect((await second).i18n.t('nav.dashboard')).toBe('Oversikt');
    // The guess is not asked twice.
    expect(asked.filter((u) => u.includes('/copy/aggregated'))).toHaveLength(1);
  });

  it('loads the user, the kept locations and selects the first account\'s with a stored key', async () => {
    const state = (await t.start({ as: 'ingrid' })).session.getSnapshot();
    expect(state.authorised).toBe(true);
    expect(state.user?.firstName).toBe('Ingrid');
    expect(state.locations.every((l) => ['ACTIVE', 'ACTIVE_PROCESS', 'PENDING'].includes(l.status))).toBe(true);
    const selected = state.locations.find((l) => l._id === state.selectedLocationId);
    expect(selected?.type).not.toBe('PRODUCTION');
  });

  it('signs out when the stored key is refused', async () => {
    window.localStorage.setItem('ampere.auth', JSON.stringify({ accessToken: 'not-a-token', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const portal = await startPortal(TEST_ENVIRONMENT, createI18n(), { fetch: injectFetch(t.server.app), browserLanguage: 'nb' });
    expect(portal.session.getSnapshot().authorised).toBe(false);
    expect(window.localStorage.getItem('ampere.auth')).toBeNull();
  });

  it('shows a published change on the next load: FAQ switched off leaves the menu and the route', async () => {
    const before = await t.renderAt('/faq', { as: 'kari' });
    expect(within(await screen.findByRole('navigation')).queryByRole('link', { name: /spørsmål og svar/i })).toBeTruthy();
    before.unmount();
    await t.publishTenant({ hideFaq: true });
    await t.renderAt('/faq', { as: 'kari' });
    expect(await screen.findByTestId('page-not-found')).toBeTruthy();
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: /spørsmål og svar/i })).toBeNull();
    await t.publishTenant({ hideFaq: false });
  });

  it('fails with the error screen when the organisation has no copy', async () => {
    await t.server.db.query('CREATE TABLE saved_copy AS SELECT * FROM copy');
    await t.server.db.query('DELETE FROM copy');
    const realFetch = globalThis.fetch;
    try {
      // The server answers an organisation without copy with 404 'Translations are empty'; an empty answer is the client's own error.
      await expect(t.start()).rejects.toThrow(/Translations are empty/);
      globalThis.fetch = injectFetch(t.server.app);
      await act(async () => {
        render(<App environment={TEST_ENVIRONMENT} />);
      });
      expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try to refresh the page.');
    } finally {
      globalThis.fetch = realFetch;
      await t.server.db.query('INSERT INTO copy SELECT * FROM saved_copy');
      await t.server.db.query('DROP TABLE saved_copy');
    }
  });
});
