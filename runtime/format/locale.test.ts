import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './locale.js';

describe('language choice (portal §4)', () => {
  const available = ['nb', 'nn', 'en'] as const;
  it.each([
    ['stored wins', { stored: 'nn', browserLanguage: 'en-GB' }, 'nn'],
    ['browser when nothing stored', { stored: null, browserLanguage: 'en-GB' }, 'en'],
    ['first two letters of the browser language', { browserLanguage: 'nb-NO' }, 'nb'],
    ['browser language not available → first available', { browserLanguage: 'sv-SE' }, 'nb'],
    ['stored language not available → browser', { stored: 'sv', browserLanguage: 'en-US' }, 'en'],
    ['nothing known → first available', {}, 'nb'],
    ['browser language case does not matter', { browserLanguage: 'EN-gb' }, 'en'],
  ])('%s', (_case, input, expected) => {
    expect(chooseLanguage({ ...input, available: [...available] as ['nb', 'nn', 'en'] })).toBe(expected);
  });
});
