/**
 * The theme editor's words through react-admin's translate (`ampere.theme.…`), each English default
 * read from i18n/messages/theme.ts so it is written once. A field, group or choice without words
 * (a variant such as h1 or filled, or a field the contract gains) is shown as the contract spells it.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageTree } from '../../../i18n/console-messages.js';
import themeMessages from '../../../i18n/messages/theme.js';

function english(path: readonly string[]): string | undefined {
  let node: string | MessageTree | undefined = themeMessages.en;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface ThemeWords {
  /** A message by its key below `ampere.theme`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A field's name, a group's, or a variant's identifier. */
  field(key: string): string;
  group(key: string): string;
  option(value: string): string;
}

export function useThemeWords(): ThemeWords {
  const translate = useTranslate();
  return useMemo(() => {
    const say = (path: readonly string[], fallback: string, options?: Readonly<Record<string, unknown>>) =>
      translate(`ampere.theme.${path.join('.')}`, { _: english(path) ?? fallback, ...options });
    return {
      t: (key, options) => say(key.split('.'), key, options),
      // A key the words lack must not be read as a path ('solar-producing' is one key).
      field: (key) => (english(['fields', key]) ? say(['fields', key], key) : key),
      group: (key) => (english(['groups', key]) ? say(['groups', key], key) : key),
      option: (value) => (english(['options', value]) ? say(['options', value], value) : value),
    };
  }, [translate]);
}
