/** A page's words: `t('key', values)` is react-admin's translate of `ampere.<area>.key` (i18n/messages/<area>.ts). */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export type AreaWords = (key: string, values?: Readonly<Record<string, unknown>>) => string;

export function useAreaWords(area: string): AreaWords {
  const translate = useTranslate();
  return useCallback<AreaWords>((key, values) => translate(`ampere.${area}.${key}`, values), [translate, area]);
}
