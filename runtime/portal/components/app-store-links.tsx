/** The app-store links of the sidebar block and the download-the-app modal (portal §2 Shell). */
import { useTranslation } from '../app/translation.js';
import type { PortalTenantConfig } from '../../../schemas/settings/feature-flags.js';

/** portal §2: the app-download block "shows only when app-store and play-store links are configured". */
export function hasAppLinks(config: Pick<PortalTenantConfig, 'appStoreUrl' | 'playStoreUrl'>): boolean {
  return Boolean(config.appStoreUrl && config.playStoreUrl);
}

export function AppStoreLinks({ config }: { readonly config: Pick<PortalTenantConfig, 'appStoreUrl' | 'playStoreUrl'> }) {
  const { t } = useTranslation();
  return (
    <div className="store-links">
      <a className="store-link" href={config.appStoreUrl} target="_blank" rel="noopener noreferrer">{t('appDownload.appStore')}</a>
      <a className="store-link" href={config.playStoreUrl} target="_blank" rel="noopener noreferrer">{t('appDownload.playStore')}</a>
    </div>
  );
}
