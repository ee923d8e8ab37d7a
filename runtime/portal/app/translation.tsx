/**
 * React's view of i18next: the part of react-i18next the portal uses (a provider and
 * useTranslation), re-rendering on a language change, in a few lines instead of 5 kB
 * (docs/decisions.md "Portal bundle"). `t` keeps its identity until the language changes, so it is
 * safe in effect dependencies.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface Translation {
  readonly t: TFunction;
  readonly i18n: I18n;
}

/** The translate function of the current language, or of `options.lng` when given. */
export function useTranslation(_namespace?: undefined, options: { readonly lng?: string } = {}): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside <I18nextProvider>');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const lng = options.lng ?? language;
  const t = useMemo(() => i18n.getFixedT(lng), [i18n, lng]);
  return useMemo(() => ({ t, i18n }), [t, i18n]);
}
