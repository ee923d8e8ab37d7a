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
