// @vitest-environment jsdom
/** The loading screen index.html shows before any script: its text in the stored, else the browser's, language. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_MARKUP, bootScript } from './boot-screen.js';

function boot(): { title: string; text: string } {
  document.body.innerHTML = `<div id="root">${BOOT_MARKUP}</div>`;
  new Function(bootScript())();
  return { title: document.querySelector('#boot h1')!.textContent!, text: document.querySelector('#boot p')!.textContent! };
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the boot screen', () => {
  it('speaks the language stored last time', () => {
    window.localStorage.setItem('ampere.language', 'nn');
    expect(boot()).toEqual({ title: 'Lastar inn', text: 'Vent nokre sekund.' });
  });

  it('else the browser language when it is one of ours, else English', () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-AT');
    expect(boot().title).toBe('Wird geladen');
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('pt-BR');
    expect(boot()).toEqual({ title: 'Loading', text: 'Please wait a few seconds.' });
  });

  it('is the markup React renders first, so taking over changes nothing on screen', () => {
    expect(BOOT_MARKUP).toContain('class="status-screen" aria-busy="true"');
    expect(BOOT_MARKUP).toContain('<div class="spinner" aria-hidden="true"></div><h1>');
  });
});
