/**
 * The secrets screens' words: `ampere.secrets.<key>` (i18n/messages/secrets.ts) with an English
 * default, and field titles from `resources.secrets.fields.<field>` with the contract's titles.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { resources } from '../../../../generated/resources.gen.js';
import { translated, useFieldTitle } from '../generic-fields.js';

export const SECRETS = 'secrets';
const descriptor = resources.find((r) => r.name === SECRETS);
if (!descriptor) throw new Error('generated/resources.gen.ts has no secrets descriptor');
export const SECRETS_DESCRIPTOR = descriptor;

export function useSecretWords() {
  const translate = useTranslate();
  const field = useFieldTitle(SECRETS_DESCRIPTOR);
  const t = useCallback(
    (key: string, fallback: string, values: Record<string, unknown> = {}) => {
      const text = translate(`ampere.secrets.${key}`, { ...values, _: fallback });
      // A bare i18n context answers the key itself: fill the English default's placeholders then.
      return text === `ampere.secrets.${key}` ? fallback.replace(/%\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? '')) : text;
    },
    [translate],
  );
  return { t, field, translate: (key: string, fallback: string) => translated(translate, key, fallback) };
}
