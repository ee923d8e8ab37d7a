// @vitest-environment node
/** The language the console opens in: the stored choice, else the browser's, else English. */
import { describe, expect, it } from 'vitest';
import { consoleLocaleOf, initialLocale } from './initial-locale.js';

describe('the initial language', () => {
  it('is the stored choice first', () => {
    expect(initialLocale({ stored: 'fi', preferred: ['de-AT'] })).toBe('fi');
  });

  it('is else the first preferred language the console speaks', () => {
    expect(initialLocale({ stored: 'fr', preferred: ['fr-FR', 'nn-NO', 'sv'] })).toBe('nn');
    expect(initialLocale({ preferred: ['de-AT'] })).toBe('de');
  });

  it('is else English', () => {
    expect(initialLocale({ preferred: ['fr-FR', 'es'] })).toBe('en');
    expect(initialLocale({})).toBe('en');
  });

  it('takes a generic Norwegian preference as Bokmål', () => {
    expect(consoleLocaleOf('no')).toBe('nb');
    expect(consoleLocaleOf('nb-NO')).toBe('nb');
    expect(consoleLocaleOf('sv_FI')).toBe('sv');
    expect(consoleLocaleOf('pt-BR')).toBeUndefined();
  });
});
