/**
 * The composer's words through react-admin's translate (`ampere.messages.…`), the English default of
 * each read from i18n/messages/messages.ts so it is written once.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageTree } from '../../i18n/console-messages.js';
import composerMessages from '../../i18n/messages/messages.js';

function english(key: string): string | undefined {
  let node: string | MessageTree | undefined = composerMessages.en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface ComposerWords {
  /** A message of the page by its key below `ampere.messages`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A value of one of the page's tables (itemTypes, notificationTypes, categories). */
  value(table: string, value: string): string;
}

export function useComposerWords(): ComposerWords {
  const translate = useTranslate();
  return useMemo(() => ({
    t: (key, options) => translate(`ampere.messages.${key}`, { _: english(key) ?? key, ...options }),
    value: (table, value) => translate(`ampere.messages.${table}.${value}`, { _: english(`${table}.${value}`) ?? value }),
  }), [translate]);
}
