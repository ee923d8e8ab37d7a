/** Loading, empty and error states every page shows the same way. */
import type { ReactNode } from 'react';
import { useTranslation } from '../app/translation.js';

export function PageLoading({ label }: { readonly label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function EmptyState({ children, testId }: { readonly children: ReactNode; readonly testId?: string }) {
  return <div className="state state--empty" data-testid={testId}>{children}</div>;
}

export function ErrorState({ message, onRetry }: { readonly message?: string; readonly onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <span>{message ?? t('common.loadFailed')}</span>
      {onRetry && <button type="button" className="button button--ghost" onClick={onRetry}>{t('common.tryAgain')}</button>}
    </div>
  );
}
