/** The composer's words (`ampere.messages.…`, i18n/messages/messages.ts) and the enum values it offers. */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { valueWord } from '../../resources/generic-fields.js';
import { useAreaWords } from '../area-words.js';

export interface ComposerWords {
  /** A message of the page by its key below `ampere.messages`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** An item type, notification type or category, by the value words every screen shows (form-values.ts). */
  value(value: string): string;
}

export function useComposerWords(): ComposerWords {
  const t = useAreaWords('messages');
  const translate = useTranslate();
  return useMemo(() => ({ t, value: (value) => valueWord(translate, value) }), [t, translate]);
}
