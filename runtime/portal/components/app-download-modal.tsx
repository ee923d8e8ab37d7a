/**
 * portal §2 Shell "Download-the-app modal: continue button and store links; marked as watched when
 * closed; shown once on invoices and my home" (§4 "Home and invoice popup flags are set once"). The
 * watched flag is kept per page in localStorage, so each of the two pages shows it once per browser;
 * a tenant without an app or without both store links never shows it.
 */
import { useState } from 'react';
import { useTranslation } from '../app/translation.js';
import { useTenant } from '../app/context.js';
import { AppStoreLinks, hasAppLinks } from './app-store-links.js';
import { Modal } from './modal.js';

export type AppDownloadPage = 'invoices' | 'myHome';

export const appDownloadWatchedKey = (page: AppDownloadPage) => `ampere.appDownload.${page}`;

export function AppDownloadModal({ page }: { readonly page: AppDownloadPage }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const [open, setOpen] = useState(() => config.productHasApp && hasAppLinks(config) && window.localStorage.getItem(appDownloadWatchedKey(page)) === null);
  if (!open) return null;
  const close = () => {
    window.localStorage.setItem(appDownloadWatchedKey(page), new Date().toISOString());
    setOpen(false);
  };
  return (
    <Modal
      open
      title={t('appDownload.title')}
      onClose={close}
      testId="app-download-modal"
      footer={<button type="button" className="button" onClick={close}>{t('appDownload.continue')}</button>}
    >
      <p>{t('appDownload.text')}</p>
      <AppStoreLinks config={config} />
    </Modal>
  );
}
