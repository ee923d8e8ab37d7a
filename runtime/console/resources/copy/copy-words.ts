/** The copy screen's words: ampere.copy.… (i18n/messages/copy.ts), in the console's language. */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export type CopyWords = (key: string, values?: Readonly<Record<string, unknown>>) => string;

export function useCopyWords(): CopyWords {
  const translate = useTranslate();
  return useCallback<CopyWords>((key, values) => translate(`ampere.copy.${key}`, { ...values }), [translate]);
}
