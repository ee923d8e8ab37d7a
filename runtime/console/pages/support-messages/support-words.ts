/**
 * The support messages page's words (`ampere.messages.support.…`, beside the composer's in
 * i18n/messages/messages.ts), with the English default of each read from there, and its dates in
 * the console's language.
 */
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MessageTree } from '../../i18n/console-messages.js';
import communication from '../../i18n/messages/messages.js';

function english(key: string): string | undefined {
  let node: string | MessageTree | undefined = communication.en.support;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface SupportWords {
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  when(value: Date | string): string;
}

export function useSupportWords(): SupportWords {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => ({
    t: (key, options) => translate(`ampere.messages.support.${key}`, { _: english(key) ?? key, ...options }),
    when: (value) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
  }), [translate, locale]);
}
