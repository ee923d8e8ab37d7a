/**
 * Translations come from the server's copy (portal §7: groups shared, my-pages and chat, version
 * v3.0), so text edited in the console shows on the next load. The groups are merged into one
 * namespace; copy keys contain dots and mark values as {name}, so i18next is told both.
 * portal §4, §8: a failed or empty load is the start's error screen.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { getAggregatedCopy } from '../../../generated/client/copy.gen.js';
import type { Language } from '../../../schemas/core/primitives.js';
import type { ApiClient } from '../../client/index.js';

export class TranslationsEmptyError extends Error {
  constructor(language: string) {
    super(`No translations for ${language}`);
    this.name = 'TranslationsEmptyError';
  }
}

export function createI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: {},
    lng: 'en',
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

/** One language's copy, the groups merged (keys are unique across groups). */
export type Copy = Readonly<Record<string, string>>;

/** Asks the server for `language`'s copy; an empty answer is the start's error (portal §8). */
export async function fetchCopy(client: ApiClient, organisation: string, language: string): Promise<Copy> {
  const answer = await getAggregatedCopy(client, { query: { organisation, language: language as Language } }, { auth: false });
  const merged: Record<string, string> = {};
  for (const group of Object.values(answer.data.copy)) Object.assign(merged, group);
  if (Object.keys(merged).length === 0) throw new TranslationsEmptyError(language);
  return merged;
}

/** Puts `copy` into `i18n` as `language` and switches to it. */
export async function applyCopy(i18n: I18n, language: Language, copy: Copy): Promise<void> {
  i18n.addResourceBundle(language, 'translation', copy, false, true);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Loads `language`'s copy into `i18n` and switches to it. */
export async function loadTranslations(i18n: I18n, client: ApiClient, organisation: string, language: Language): Promise<void> {
  await applyCopy(i18n, language, await fetchCopy(client, organisation, language));
}
