import { describe, it, expect } from 'vitest';
import { SEPARATORS } from '../../schemas/constants.js';
import { formatNumber, roundTo, NOT_A_NUMBER } from './number.js';
import { localeOf, moneySeparators, separatorsOf } from './locale.js';

const NB = '\u00a0';

describe('locale map (platform-contract §9, back-office §9)', () => {
  it.each([
    ['sv', 'sv-SE'], ['en', 'en-GB'], ['nb', 'nb-NO'], ['nn', 'nn-NO'], ['fi', 'fi-FI'], ['de', 'de-AT'],
  ] as const)('%s → %s', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });
});

describe('separators (platform-contract §9)', () => {
  it.each([
    { language: 'en', thousands: ',', decimal: '.', date: '/', time: ':', hour12: true },
    { language: 'sv', thousands: NB, decimal: ',', date: '-', time: ':', hour12: false },
    { language: 'nb', thousands: NB, decimal: ',', date: '.', time: ':', hour12: false },
    { language: 'nn', thousands: NB, decimal: ',', date: '.', time: ':', hour12: false },
    { language: 'fi', thousands: NB, decimal: ',', date: '.', time: '.', hour12: false },
    { language: 'de', thousands: NB, decimal: ',', date: '.', time: '.', hour12: false },
  ] as const)('$language', ({ language, ...expected }) => {
    expect(separatorsOf(language)).toEqual(expected);
  });

  it.each([
    { language: 'sv', currency: 'EUR', expected: SEPARATORS.en },
    { language: 'fi', currency: 'EUR', expected: SEPARATORS.en },
    { language: 'de', currency: 'EUR', expected: SEPARATORS.en },
    { language: 'sv', currency: 'SEK', expected: SEPARATORS.sv },
    { language: 'nb', currency: 'NOK', expected: SEPARATORS.nb },
  ] as const)('money in $currency for $language uses the right separators (English for EUR)', ({ language, currency, expected }) => {
    expect(moneySeparators(language, currency)).toEqual(expected);
  });
});

describe('formatNumber (separators built from the table, never from Intl)', () => {
  it.each([
    { value: 1234567.891, decimals: 2, language: 'en', expected: '1,234,567.89' },
    { value: 1234567.891, decimals: 2, language: 'sv', expected: `1${NB}234${NB}567,89` },
    { value: 1234567.891, decimals: 0, language: 'de', expected: `1${NB}234${NB}568` },
    { value: 1234, decimals: 1, language: 'fi', expected: `1${NB}234,0` },
    { value: 999, decimals: 0, language: 'en', expected: '999' },
    { value: 1000, decimals: 0, language: 'en', expected: '1,000' },
    { value: -1234.5, decimals: 1, language: 'nb', expected: `-1${NB}234,5` },
    { value: -0.04, decimals: 1, language: 'en', expected: '0.0' },
    { value: 0, decimals: 2, language: 'sv', expected: '0,00' },
    { value: 1.005, decimals: 2, language: 'en', expected: '1.01' },
    { value: 2.5, decimals: 0, language: 'en', expected: '3' },
    { value: -2.5, decimals: 0, language: 'en', expected: '-3' },
    { value: Number.NaN, decimals: 0, language: 'en', expected: NOT_A_NUMBER },
    { value: Number.POSITIVE_INFINITY, decimals: 0, language: 'en', expected: NOT_A_NUMBER },
  ] as const)('$value with $decimals decimals in $language → $expected', ({ value, decimals, language, expected }) => {
    expect(formatNumber(value, decimals, SEPARATORS[language])).toBe(expected);
  });

  it.each([
    [0.29 * 100, 0, 29],
    [1.005, 2, 1.01],
    [1e-7, 2, 0],
    [123.456, 1, 123.5],
  ])('roundTo(%d, %d) → %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});
