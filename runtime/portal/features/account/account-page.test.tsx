// @vitest-environment jsdom
/**
 * portal §2 Account settings for the Norwegian tenant (portal §1: full name, contact and password
 * editing off, change-information notice and frame) on the real server: the details shown, the
 * address following the location picker, and the language switch of §4.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatWidget } from '../../components/chat-widget.js';
import { demoUserId, portalTest, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
  // The page's chunk, loaded once here so the first test does not wait for it.
  await import('./account-page.js');
});
afterEach(cleanup);
afterAll(async () => t?.close());

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('account settings (Norwegian tenant)', () => {
  it("shows Kari's full name, her location's address, e-mail, phone and language, without edit buttons", async () => {
    const { container } = await t.renderAt('/account', { as: 'kari', language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontoinnstillinger' })).toBeTruthy();
    expect(text('account-name')).toBe('Kari Nordmann');
    expect(screen.queryByTestId('account-first-name')).toBeNull();
    expect(text('account-customer-number')).toBe('100001');
    expect(text('account-address')).toBe('Thorvald Meyers gate 12');
    expect(text('account-zip-code')).toBe('0555');
    expect(text('account-city')).toBe('Oslo');
    expect(text('account-email-value')).toBe('kari@example.no');
    expect(text('account-phoneNumber-value')).toBe('+4791234567');
    expect((screen.getByRole('combobox', { name: 'Språk' }) as HTMLSelectElement).value).toBe('nb');
    // portal §1: contact details not editable, password editing disabled.
    expect(screen.queryByRole('button', { name: /Endre/ })).toBeNull();
    expect(screen.queryByTestId('password-change')).toBeNull();

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the change-information notice and the embedded page for changing information', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    expect((await screen.findByTestId('change-information-notice')).textContent).toMatch(/^Må opplysningene dine endres\?/);
    const frame = await screen.findByTestId('account-frame');
    expect(frame.getAttribute('src')).toBe('https://minside.bright.example/endre-opplysninger');
    expect(frame.getAttribute('title')).toBe('Endre opplysningene dine');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('offers only the languages the tenant configures, labelled in the current language', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const select = await screen.findByRole('combobox', { name: 'Språk' });
    expect(within(select).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['nn', 'Norsk nynorsk'],
      ['nb', 'Norsk bokmål'],
    ]);
  });

  it('shows the address of the location chosen in the picker', async () => {
    const { portal } = await t.renderAt('/account', { as: 'ingrid', language: 'nb' });
    expect(await screen.findByTestId('account-address')).toHaveProperty('textContent', 'Kalfarveien 31');
    const user = userEvent.setup();
    const { session } = portal;
    const before = session.getSnapshot().account;
    await user.selectOptions(screen.getByTestId('location-picker'), 'Skiheisvegen 7, Oppdal');
    expect(text('account-address')).toBe('Skiheisvegen 7');
    expect(text('account-zip-code')).toBe('7340');
    expect(text('account-city')).toBe('Oppdal');
    expect(text('account-name')).toBe('Ingrid Haugland-Vik');
    // The active account is set on the server and read again.
    await waitFor(() => expect(session.getSnapshot().account).not.toBe(before));
  });

  it('switches to Nynorsk: the copy, the stored language, the chat widget and the user on the server', async () => {
    const chat = vi.spyOn(chatWidget, 'setLanguage');
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const select = (await screen.findByRole('combobox', { name: 'Språk' })) as HTMLSelectElement;
    await user.selectOptions(select, 'nn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontoinnstillingar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Opplysningane dine' })).toBeTruthy();
    // The select is busy until the language is saved on the user.
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('nn');
    expect(document.documentElement.lang).toBe('nn');
    expect(window.localStorage.getItem('ampere.language')).toBe('nn');
    expect(chat).toHaveBeenCalledWith('nn');
    chat.mockRestore();
    const kari = await demoUserId(t.server, 'kari');
    const saved = await t.server.db.query<{ language: string }>("SELECT doc->>'language' AS language FROM users WHERE id = $1", [kari]);
    expect(saved.rows[0]?.language).toBe('nn');
  });
});
