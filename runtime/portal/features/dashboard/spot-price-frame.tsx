/**
 * portal §2 Dashboard "Optional embedded spot-price frame (sandboxed, loaded with a site id)": the
 * tenant's dashboardIframeUrl made into a link for the selected location's site by getExternalUrl
 * (portal §7 "dashboard adds siteId"). A failed link is logged and the frame left out.
 */
import { useTranslation } from 'react-i18next';
import { getExternalUrl } from '../../../../generated/client/organisations.gen.js';
import { useApi, useSelectedLocation, useTenant } from '../../app/context.js';
import { useAsync } from '../../components/use-async.js';
import { logged } from '../invoices/logged.js';

function Frame({ url, siteId }: { readonly url: string; readonly siteId: string }) {
  const { t } = useTranslation();
  const { client } = useApi();
  const link = useAsync(
    async (signal) => (await logged('Could not make the spot-price frame link', signal, getExternalUrl(client, { query: { url, siteId } }, { signal }))).data.url,
    [client, url, siteId],
  );
  if (link.status !== 'ready') return null;
  return (
    <section className="card spot-price" aria-labelledby="spot-price-title">
      <h2 id="spot-price-title">{t('dashboard.spotPrice.title')}</h2>
      <iframe
        className="spot-price__frame"
        src={link.data}
        title={t('dashboard.spotPrice.frameTitle')}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        loading="lazy"
        data-testid="spot-price-frame"
      />
    </section>
  );
}

export function SpotPriceFrame() {
  const { config } = useTenant();
  const siteId = useSelectedLocation()?.provider.siteId;
  if (!config.dashboardIframe || !config.dashboardIframeUrl || !siteId) return null;
  return <Frame url={config.dashboardIframeUrl} siteId={siteId} />;
}
