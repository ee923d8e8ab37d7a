/**
 * Copies a public address to the clipboard for the admin to paste elsewhere (a sign's screen, an
 * asset in a theme), and says so; where the browser refuses, the notice gives the address instead.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export function useCopyAddress(): (url: string) => Promise<void> {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify(translate('ampere.common.copied', { url }), { type: 'info' });
    } catch {
      notify(translate('ampere.common.copyFailed', { url }), { type: 'warning' });
    }
  }, [notify, translate]);
}
