/** The settings pages' words (`ampere.settings.…`, i18n/messages/settings.ts). */
import { useMemo } from 'react';
import { useAreaWords } from '../area-words.js';

export interface SettingsWords {
  /** A message by its key below `ampere.settings`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A message whose key may be missing (a field or value the contract gained): `fallback` then. */
  maybe(key: string, fallback: string, options?: Readonly<Record<string, unknown>>): string;
}

export function useSettingsWords(): SettingsWords {
  const t = useAreaWords('settings');
  return useMemo(() => ({ t, maybe: (key, fallback, options) => t(key, { ...options, _: fallback }) }), [t]);
}
