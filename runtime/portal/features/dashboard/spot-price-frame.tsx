/**
 * portal §2 Dashboard "Optional embedded spot-price frame (sandboxed, loaded with a site id)": the
 * tenant's dashboardIframeUrl made into a link for the selected location's site by getExternalUrl
 * (portal §7 "dashboard adds siteId"). A failed link is logged and the frame left out.
 */
import { useTranslation } from '../../app/translation.js';
import { useEffect } from 'react';
import { useSelectedLocation, useTenant } from '../../app/context.js';
import { FrameView, VIEW_FRAME_SANDBOX, useExternalLink } from '../../components/external-frame.js';

function Frame({ url, siteId }: { readonly url: string; readonly siteId: string }) {
  const { t } = useTranslation();
  const link = useExternalLink(url, siteId);
  useEffect(() => {
    if (link.status === 'error') console.error('Could not make the spot-price frame link', link.error);
  }, [link.status, link.error]);
  if (link.status !== 'ready') return null;
  return (
    <section className="card spot-price" aria-labelledby="spot-price-title">
      <h2 id="spot-price-title">{t('dashboard.spotPrice.title')}</h2>
      <FrameView src={link.data} title={t('dashboard.spotPrice.frameTitle')} sandbox={VIEW_FRAME_SANDBOX} className="spot-price__frame" testId="spot-price-frame" />
    </section>
  );
}

export function SpotPriceFrame() {
  const { config } = useTenant();
  const siteId = useSelectedLocation()?.provider.siteId;
  if (!config.dashboardIframe || !config.dashboardIframeUrl || !siteId) return null;
  return <Frame url={config.dashboardIframeUrl} siteId={siteId} />;
}
