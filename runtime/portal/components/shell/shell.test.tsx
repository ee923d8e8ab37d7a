// @vitest-environment jsdom
/**
 * The shell's rules on the real server (portal §2 Shell): the header's name, the address picker of
 * the page header (no PRODUCTION locations; a dropdown only with two or more; choosing one clears the
 * stored start date and moves the active account), the info banner of a PENDING location (whole days,
 * rounded up) and of ACTIVE_PROCESS, and the welcome popup once per account (cookie, one year).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMe } from '../../../../generated/client/portal.gen.js';
import type { Portal } from '../../app/start.js';
import { portalTest, type DemoCustomer, type PortalTest } from '../../test/harness.js';
import { countdownDays } from '../info-banner.js';
import { headerName } from '../names.js';
import { rememberWelcomed, WELCOME_COOKIE, welcomedAccounts } from '../welcome-popup.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
}, 600_000);
afterEach(() => {
  cleanup();
  document.cookie = `${WELCOME_COOKIE}=; max-age=0; path=/`;
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;

async function start(who: DemoCustomer, welcomed = true): Promise<Portal> {
  const portal = await t.start({ as: who, language: 'nb' });
  if (welcomed) rememberWelcomed(portal.session.getSnapshot().user!._id);
  return portal;
}

describe('the header name (portal §2 Shell)', () => {
  it('is the full name when the tenant shows it, else the first word of the first name, parts capitalised', () => {
    const user = { firstName: 'anne-marie louise', lastName: 'Berg' };
    expect(headerName(user, true)).toBe('anne-marie louise Berg');
    expect(headerName(user, false)).toBe('Anne-Marie');
    expect(headerName(undefined, true)).toBe('');
  });
});

describe('the info banner (portal §2 Shell)', () => {
  it('counts whole days to a PENDING start, rounded up, and nothing once it has come', () => {
    const now = Date.parse('2026-11-16T10:00:00+01:00');
    expect(countdownDays('2026-12-16T00:00:00+01:00', now)).toBe(30);
    expect(countdownDays(new Date(now + DAY), now)).toBe(1);
    expect(countdownDays(new Date(now + 1), now)).toBe(1);
    expect(countdownDays(new Date(now), now)).toBeUndefined();
    expect(countdownDays('not a date', now)).toBeUndefined();
    expect(countdownDays(null, now)).toBeUndefined();
  });

  it('shows lars, whose delivery has not started, the days left', async () => {
    const portal = await start('lars');
    const location = portal.session.getSnapshot().locations.find((l) => l.status === 'PENDING')!;
    const days = Math.ceil((new Date(location.startDate!).getTime() - Date.now()) / DAY);
    expect(days).toBeGreaterThan(0);
    await t.renderAt('/account', { portal });
    const banner = await screen.findByTestId('info-banner', {}, { timeout: 15_000 });
    expect(banner.textContent).toContain(`Strømleveransen din starter om ${days} dager.`);
  });
});

describe('the address picker (portal §2 Shell page header)', () => {
  it('is a plain label for kari, who has one address', async () => {
    await t.renderAt('/account', { portal: await start('kari') });
    const label = await screen.findByTestId('location-label', {}, { timeout: 15_000 });
    expect(label.textContent).toContain('Thorvald Meyers gate 12');
    expect(screen.queryByTestId('location-picker')).toBeNull();
  });

  it('lists ingrid\'s house and cabin but not her solar site; choosing the cabin clears the start date, shows its banner and is kept for the next pages', async () => {
    const portal = await start('ingrid');
    const { locations } = portal.session.getSnapshot();
    const production = locations.filter((l) => l.type === 'PRODUCTION');
    expect(production.length).toBeGreaterThan(0);
    await t.renderAt('/account', { portal });
    const picker = (await screen.findByTestId('location-picker', {}, { timeout: 15_000 })) as HTMLSelectElement;
    const offered = [...picker.options].map((o) => o.value);
    expect(offered).toHaveLength(2);
    for (const p of production) expect(offered).not.toContain(p._id);

    const cabin = locations.find((l) => l.status === 'ACTIVE_PROCESS')!;
    window.localStorage.setItem('ampere.startDate', '2026-01-01');
    const switching = vi.spyOn(portal.session, 'selectLocation');
    await userEvent.selectOptions(picker, cabin._id);
    expect(switching).toHaveBeenCalledWith(cabin._id);
    // The switch finishes on the server (active account, then the account read back) before the test ends.
    await switching.mock.results[0]!.value;
    expect((await screen.findByTestId('info-banner')).textContent).toContain('Vi henter fortsatt inn de første måleverdiene dine.');
    expect(window.localStorage.getItem('ampere.startDate')).toBeNull();
    expect(portal.session.getSnapshot().selectedLocationId).toBe(cabin._id);
    expect(window.localStorage.getItem('ampere.location')).toBe(cabin._id);
    // The active account is the cabin's (ingrid's addresses share her one account; the e2e switches it in Chromium).
    expect((await getMe(portal.api.client)).data._id).toBe(cabin.accountId);
  });
});

describe('the welcome popup (portal §2 Shell)', () => {
  it('greets a new account once: closing it keeps the account id in its cookie for a year', async () => {
    const portal = await start('sigrid', false);
    const accountId = portal.session.getSnapshot().user!._id;
    await t.renderAt('/account', { portal });
    const popup = await screen.findByTestId('welcome-popup', {}, { timeout: 15_000 });
    expect(popup.textContent).toContain('Velkommen til Min side');
    await userEvent.click(screen.getByRole('button', { name: 'Kom i gang' }));
    await waitFor(() => expect(screen.queryByTestId('welcome-popup')).toBeNull());
    expect(welcomedAccounts()).toContain(accountId);
    cleanup();
    await t.renderAt('/account', { portal });
    await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.queryByTestId('welcome-popup')).toBeNull();
  });

  it('keeps the cookie for a year (portal §9: 31536000 s), adding to the ids already there', () => {
    const doc = { cookie: `${WELCOME_COOKIE}=a1` } as Document;
    rememberWelcomed('a2', doc);
    expect(doc.cookie).toBe(`${WELCOME_COOKIE}=a1%2Ca2; max-age=31536000; path=/; samesite=lax`);
  });

  it('never shows when the tenant hides it', async () => {
    await t.publishTenant({ hidePopup: true });
    try {
      await t.renderAt('/account', { portal: await start('sigrid', false) });
      await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(screen.queryByTestId('welcome-popup')).toBeNull();
    } finally {
      await t.publishTenant({ hidePopup: false });
    }
  });
});
