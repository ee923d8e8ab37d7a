// @vitest-environment jsdom
/**
 * The language menu react-admin shows for our provider: choosing Svenska turns react-admin's own
 * labels Swedish, and the choice outlives a reload (react-admin's store keeps it in localStorage).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, LocalesMenuButton, RefreshButton, localStorageStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleI18nProvider, type ConsoleI18nProvider } from './i18n-provider.js';

function renderFrame(i18nProvider: ConsoleI18nProvider) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={localStorageStore()}>
      <LocalesMenuButton />
      <RefreshButton />
    </AdminContext>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the language menu', () => {
  it('lists the six languages and switches react-admin’s labels to the one chosen', async () => {
    const user = userEvent.setup();
    renderFrame(consoleI18nProvider());
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    const languages = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(languages).toEqual(['English', 'Svenska', 'Norsk bokmål', 'Norsk nynorsk', 'Suomi', 'Deutsch']);
    await user.click(screen.getByRole('menuitem', { name: 'Svenska' }));

    expect(await screen.findByRole('button', { name: 'Uppdatera' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(document.documentElement.lang).toBe('sv');
  });

  it('keeps the choice across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderFrame(consoleI18nProvider());
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
    unmount();

    // A reload: a new provider, waited for as the page's entry does, reads the stored choice.
    const reloaded = consoleI18nProvider();
    await reloaded.ready;
    expect(reloaded.getLocale()).toBe('de');
    renderFrame(reloaded);
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deutsch' })).toBeTruthy();
  });

  it('follows the stored choice on a reload that does not wait for the provider', async () => {
    localStorageStore().setItem('locale', 'fi');
    renderFrame(consoleI18nProvider({ locale: 'en' }));
    expect(await screen.findByRole('button', { name: 'Päivitä' })).toBeTruthy();
  });
});
