/**
 * The language the console opens in: the one the admin chose last (react-admin keeps it under the
 * store's `locale` key, in localStorage by default), else the first of the browser's preferred
 * languages the console speaks, else English. A generic Norwegian preference ("no") opens Bokmål, the
 * written standard most Norwegians use.
 */
import { localStorageStore, type Store } from 'react-admin';
import type { ConsoleLocale } from './console-messages.js';
import { isConsoleLocale } from './locales.js';

const PRIMARY_LANGUAGE: Readonly<Record<string, ConsoleLocale>> = { no: 'nb' };

/** The console's language for a BCP 47 tag ('sv-SE' → sv, 'no' → nb), if it speaks one. */
export function consoleLocaleOf(tag: string): ConsoleLocale | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  const locale = PRIMARY_LANGUAGE[primary] ?? primary;
  return isConsoleLocale(locale) ? locale : undefined;
}

export interface InitialLocaleSources {
  /** What the store holds under `locale`: the last choice, if any. */
  readonly stored?: unknown;
  /** The browser's preferred languages, most preferred first. */
  readonly preferred?: readonly string[];
}

export function initialLocale({ stored, preferred = [] }: InitialLocaleSources): ConsoleLocale {
  if (isConsoleLocale(stored)) return stored;
  for (const tag of preferred) {
    const locale = consoleLocaleOf(tag);
    if (locale) return locale;
  }
  return 'en';
}

/** The sources in a browser: `store` is the one given to <Admin> (react-admin's default is localStorageStore()). */
export function browserLocaleSources(store: Store = localStorageStore()): InitialLocaleSources {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return { stored: store.getItem('locale'), preferred };
}
