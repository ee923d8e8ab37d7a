/**
 * A console page opened by its address: shown only when the menu would offer it (the admin's scope
 * and the organisation's page flags, pages/page-access.ts); otherwise a plain explanation instead of
 * a screen whose calls the server would refuse.
 */
import { Alert, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';

export function PageGate({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: `page:${name}`, action: 'open' });
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (!canAccess) return <Alert severity="info" sx={{ m: 2 }}>{translate('ampere.frame.pageUnavailable')}</Alert>;
  return <>{children}</>;
}
