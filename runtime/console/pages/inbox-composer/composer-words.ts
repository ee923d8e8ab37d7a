/** The composer's words (`ampere.messages.…`, i18n/messages/messages.ts). */
import { useMemo } from 'react';
import { useAreaWords } from '../area-words.js';

export interface ComposerWords {
  /** A message of the page by its key below `ampere.messages`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A value of one of the page's tables (itemTypes, notificationTypes, categories), the value itself when unworded. */
  value(table: string, value: string): string;
}

export function useComposerWords(): ComposerWords {
  const t = useAreaWords('messages');
  return useMemo(() => ({ t, value: (table, value) => t(`${table}.${value}`, { _: value }) }), [t]);
}
