/**
 * The settings pages' words through react-admin's translate (`ampere.settings.…`), the English default
 * of each read from i18n/messages/settings.ts so it is written once.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageTree } from '../../i18n/console-messages.js';
import settingsMessages from '../../i18n/messages/settings.js';

function english(key: string): string | undefined {
  let node: string | MessageTree | undefined = settingsMessages.en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface SettingsWords {
  /** A message by its key below `ampere.settings`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A message whose key may be missing (a field or value the contract gained): `fallback` then. */
  maybe(key: string, fallback: string, options?: Readonly<Record<string, unknown>>): string;
}

export function useSettingsWords(): SettingsWords {
  const translate = useTranslate();
  return useMemo(
    () => ({
      t: (key, options) => translate(`ampere.settings.${key}`, { _: english(key) ?? key, ...options }),
      // A key the words lack must not be asked for: translate would answer with the key itself.
      maybe: (key, fallback, options) => (english(key) === undefined ? fallback : translate(`ampere.settings.${key}`, { _: english(key), ...options })),
    }),
    [translate],
  );
}
