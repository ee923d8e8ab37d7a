/**
 * The support messages page's words (`ampere.messages.support.…`, beside the composer's in
 * i18n/messages/messages.ts), and its dates in the console's language.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useAreaWords } from '../area-words.js';

export interface SupportWords {
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  when(value: Date | string): string;
}

export function useSupportWords(): SupportWords {
  const messages = useAreaWords('messages');
  const [locale] = useLocaleState();
  return useMemo(() => ({
    t: (key, options) => messages(`support.${key}`, options),
    when: (value) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
  }), [messages, locale]);
}
