/**
 * Locales and separators (platform-contract §9, back-office §9): the locale map and each
 * language's thousands, decimal, date and time separators, from schemas/constants.ts. The
 * separators are written out here, never taken from Intl, so every browser and Node print the same.
 */
import { EUR_SEPARATOR_LANGUAGE, LOCALES, SEPARATORS, type Separators } from '../../schemas/constants.js';
import type { Currency } from '../../schemas/geography.js';
import type { Language } from '../../schemas/core/primitives.js';

/** back-office §9 "Locale map: sv-SE, en-GB, nb-NO, nn-NO, fi-FI, de-AT". */
export function localeOf(language: Language): (typeof LOCALES.BY_LANGUAGE)[Language] {
  return LOCALES.BY_LANGUAGE[language];
}

/** platform-contract §9: a language's separators. */
export function separatorsOf(language: Language): Separators {
  return SEPARATORS[language];
}

/** platform-contract §9 "English separators used for EUR": amounts in EUR use English separators. */
export function moneySeparators(language: Language, currency: Currency): Separators {
  return currency === 'EUR' ? SEPARATORS[EUR_SEPARATOR_LANGUAGE] : SEPARATORS[language];
}

/**
 * portal §4 "Language: stored language, else the first two letters of the browser language,
 * restricted to the available languages (otherwise the first available)". A stored language the
 * tenant no longer offers falls through (docs/decisions.md "Language choice").
 */
export function chooseLanguage<L extends string>(options: {
  readonly stored?: string | null;
  readonly browserLanguage?: string | null;
  readonly available: readonly [L, ...L[]];
}): L {
  const { stored, browserLanguage, available } = options;
  const offered = (code: string | null | undefined): code is L => typeof code === 'string' && (available as readonly string[]).includes(code);
  if (offered(stored)) return stored;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  if (offered(browser)) return browser;
  return available[0];
}
