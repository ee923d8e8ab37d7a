// @vitest-environment jsdom
/** index.html's page preload: every page of the routes is found, and the script picks the page to load. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from './app/paths.js';
import { pageModules, preloadScript } from './preload-page.js';

const ROUTES = path.join(import.meta.dirname, 'app/routes.tsx');

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function preloaded(files: Record<string, string[]>): string[] {
  new Function(preloadScript(files))();
  return [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
}

describe('the page preload', () => {
  it('knows the module of every page path, and each exists', () => {
    const pages = pageModules(fs.readFileSync(ROUTES, 'utf8'), ROUTES);
    expect([...pages.keys()].sort()).toEqual(Object.values(PATHS).filter((p) => p !== PATHS.ROOT).sort());
    for (const file of pages.values()) expect(fs.existsSync(file), file).toBe(true);
  });

  const FILES = { '/dashboard': ['assets/d.js', 'assets/d.css'], '/login': ['assets/l.js'], '/fatal': ['assets/f.js'] };

  it('loads the opened page (the dashboard for the root) with tokens stored, its styles as a stylesheet', () => {
    window.localStorage.setItem('ampere.auth', '{"accessToken":"x"}');
    expect(preloaded(FILES)).toEqual(['modulepreload /assets/d.js', 'stylesheet /assets/d.css']);
  });

  it('loads the login page without tokens, except for the fatal page', () => {
    window.history.replaceState(null, '', '/dashboard');
    expect(preloaded(FILES)).toEqual(['modulepreload /assets/l.js']);
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/fatal');
    expect(preloaded(FILES)).toEqual(['modulepreload /assets/f.js']);
  });
});
