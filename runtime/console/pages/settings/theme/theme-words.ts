/**
 * The theme editor's words (`ampere.theme.…`, i18n/messages/theme.ts). A field, group or choice
 * without words (a variant such as h1 or filled, or a field the contract gains) is shown as the
 * contract spells it.
 */
import { useMemo } from 'react';
import { useAreaWords } from '../../area-words.js';

export interface ThemeWords {
  /** A message by its key below `ampere.theme`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A field's name, a group's, or a variant's identifier. */
  field(key: string): string;
  group(key: string): string;
  option(value: string): string;
}

export function useThemeWords(): ThemeWords {
  const t = useAreaWords('theme');
  return useMemo(() => ({
    t,
    field: (key) => t(`fields.${key}`, { _: key }),
    group: (key) => t(`groups.${key}`, { _: key }),
    option: (value) => t(`options.${value}`, { _: value }),
  }), [t]);
}
