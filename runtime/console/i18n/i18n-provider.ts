/**
 * The console's react-admin i18nProvider, on one i18next instance (the portal's i18next, so the
 * project keeps a single copy; ra-i18n-i18next would bring an older one). It speaks react-admin's
 * message syntax: `%{name}` placeholders (i18next's interpolation, told polyglot's delimiters),
 * `one |||| many` forms picked by `smart_count` with the language's plural rule (polyglot.ts), and
 * `_` as the text of a key no language has.
 *
 * English (react-admin's, the resources' names from the descriptors, the console's areas) is there
 * at once; another language loads when chosen, and a key it lacks falls back to English. react-admin
 * keeps the chosen language in its store (`locale`, localStorage by default) and, on the next load,
 * switches to it before it renders; `ready` lets the page wait for the initial language (the stored
 * choice, else the browser's: initial-locale.ts) so the first render is already in it.
 */
import i18next from 'i18next';
import englishMessages from 'ra-language-english';
import type { I18nProvider, Store } from 'react-admin';
import { resources as allResources, type ResourceDescriptor } from '../../../generated/resources.gen.js';
import { frameMessages, loadAreaMessages } from './area-messages.js';
import { CONSOLE_LOCALES, type ConsoleLocale, type MessageTree } from './console-messages.js';
import { browserLocaleSources, initialLocale } from './initial-locale.js';
import { languageLoaders } from './language-loaders.js';
import { consoleLocales, isConsoleLocale } from './locales.js';
import { mergeTrees } from './message-tree.js';
import { pluralForm } from './polyglot.js';
import { englishResourceMessages, resourceTree } from './resource-messages.js';

const NAMESPACE = 'translation';

export interface ConsoleI18nOptions {
  /** The descriptors whose names English takes (all of generated/resources.gen.ts by default). */
  readonly resources?: readonly ResourceDescriptor[];
  /** The language to open in; by default the stored choice, else the browser's, else English. */
  readonly locale?: ConsoleLocale;
  /** The store given to <Admin>, where the choice is kept (react-admin's default: localStorageStore()). */
  readonly store?: Store;
}

export interface ConsoleI18nProvider extends I18nProvider {
  /** Settles when the initial language is loaded and current (at once for English); never rejects. */
  readonly ready: Promise<void>;
  /**
   * Loads the words of every area beside the frame's (once; a failed load is tried again). The
   * console awaits it with the session, before any screen that uses them renders.
   */
  loadAreas(): Promise<void>;
}

export function consoleI18nProvider(options: ConsoleI18nOptions = {}): ConsoleI18nProvider {
  const english = mergeTrees(englishMessages as MessageTree, resourceTree(englishResourceMessages(options.resources ?? allResources)), frameMessages.en);
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { en: { [NAMESPACE]: english } },
    lng: 'en',
    fallbackLng: 'en',
    // react-admin translates plain labels too ('Status: open'): a colon is no namespace.
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
    returnNull: false,
    initAsync: false,
  });
  for (const locale of CONSOLE_LOCALES) if (locale !== 'en') i18n.addResourceBundle(locale, NAMESPACE, frameMessages[locale], true, true);

  let areas: Promise<void> | undefined;
  function loadAreas(): Promise<void> {
    areas ??= loadAreaMessages().then(
      (messages) => {
        for (const locale of CONSOLE_LOCALES) i18n.addResourceBundle(locale, NAMESPACE, messages[locale], true, true);
      },
      (error: unknown) => {
        areas = undefined;
        throw error;
      },
    );
    return areas;
  }

  const loads = new Map<ConsoleLocale, Promise<void>>([['en', Promise.resolve()]]);
  function load(locale: ConsoleLocale): Promise<void> {
    let pending = loads.get(locale);
    if (!pending) {
      pending = languageLoaders[locale as Exclude<ConsoleLocale, 'en'>]().then((tree) => {
        i18n.addResourceBundle(locale, NAMESPACE, tree, true, true);
      });
      // A failed load (a chunk the network lost) is tried again when the language is next chosen.
      pending.catch(() => loads.delete(locale));
      loads.set(locale, pending);
    }
    return pending;
  }

  // The last language asked for: a slow load finishing late must not undo a later choice.
  let wanted: ConsoleLocale = 'en';
  async function switchTo(locale: ConsoleLocale): Promise<void> {
    wanted = locale;
    await load(locale);
    if (wanted !== locale) return;
    await i18n.changeLanguage(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }

  /** The message in the current language, else in English. */
  function lookup(key: string): string | undefined {
    for (const language of i18n.languages) {
      const message: unknown = i18n.getResource(language, NAMESPACE, key);
      if (typeof message === 'string') return message;
    }
    return undefined;
  }

  function translate(key: string, options?: unknown): string {
    const values: Record<string, unknown> = typeof options === 'number' ? { smart_count: options } : { ...(options as Record<string, unknown> | undefined) };
    const fallback = values._;
    delete values._;
    const phrase = lookup(key) ?? (typeof fallback === 'string' ? fallback : key);
    const count = values.smart_count;
    const form = typeof count === 'number' ? pluralForm(phrase, count, i18n.language) : phrase;
    return i18n.services.interpolator.interpolate(form, values, i18n.language, {});
  }

  const first = options.locale ?? initialLocale(browserLocaleSources(options.store));
  // The console stays in English if the initial language cannot load; choosing it again retries.
  const ready = first === 'en' ? Promise.resolve() : switchTo(first).catch(() => undefined);

  return {
    translate,
    changeLocale: (locale: string) => (isConsoleLocale(locale) ? switchTo(locale) : Promise.reject(new Error(`The console has no language "${locale}"`))),
    getLocale: () => i18n.language,
    getLocales: consoleLocales,
    ready,
    loadAreas,
  };
}
