/**
 * The console's six UI languages as react-admin lists them in its language menu: each named in its
 * own language, so a reader finds theirs whatever language the console is in now.
 */
import type { Locale } from 'react-admin';
import { CONSOLE_LOCALES, type ConsoleLocale } from './console-messages.js';

export const CONSOLE_LOCALE_NAMES: Readonly<Record<ConsoleLocale, string>> = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  nn: 'Norsk nynorsk',
  fi: 'Suomi',
  de: 'Deutsch',
};

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value);
}

export function consoleLocales(): Locale[] {
  return CONSOLE_LOCALES.map((locale) => ({ locale, name: CONSOLE_LOCALE_NAMES[locale] }));
}
