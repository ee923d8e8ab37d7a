/**
 * portal §2 Electricity agreement: the location picker, then the selected location's agreements
 * (reloaded when the location changes, §4), the optional renewal link (a new tab) and the optional
 * embedded provider page with the site id; a fallback when no location is selected.
 */
import { useTranslation } from '../../app/translation.js';
import { getLocationAgreements } from '../../../../generated/client/locations.gen.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import { useApi, useSelectedLocation, useTenant } from '../../app/context.js';
import { errorText } from '../../components/error-text.js';
import { ExternalFrame } from '../../components/external-frame.js';
import { Icon } from '../../components/icons.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, PageLoading } from '../../components/states.js';
import { useAsync } from '../../components/use-async.js';
import { AgreementView } from './agreement-view.js';
import './agreement.css';

function RenewalLink({ url }: { readonly url: string }) {
  const { t } = useTranslation();
  return (
    <p className="agreement__renew">
      <a className="button" href={url} target="_blank" rel="noopener noreferrer" data-testid="agreement-renewal">
        {t('agreement.renew')}{' '}
        <Icon name="external" size={18} />
        <span className="visually-hidden">{`(${t('agreement.opensInNewTab')})`}</span>
      </a>
    </p>
  );
}

function LocationAgreements({ location }: { readonly location: PortalLocation }) {
  const { t } = useTranslation();
  const api = useApi();
  const agreements = useAsync(
    async (signal) => (await getLocationAgreements(api.client, { params: { id: location._id } }, { signal })).data,
    [api, location._id],
  );
  if (agreements.status === 'error') return <ErrorState message={errorText(t, agreements.error)} onRetry={agreements.reload} />;
  if (agreements.status === 'loading') return <PageLoading />;
  const [first, ...rest] = agreements.data;
  if (!first) return <EmptyState testId="agreement-none">{t('agreement.none')}</EmptyState>;
  return <AgreementView agreements={[first, ...rest]} location={location} />;
}

export default function AgreementPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const location = useSelectedLocation();
  return (
    <>
      <PageHeader title={t('agreement.title')} />
      {location ? (
        <>
          <LocationAgreements key={location._id} location={location} />
          {config.agreementRenewalUrl && <RenewalLink url={config.agreementRenewalUrl} />}
          {config.agreementIframeUrl && (
            <ExternalFrame url={config.agreementIframeUrl} siteId={location.provider.siteId} title={t('agreement.frame.title')} testId="agreement-frame" />
          )}
        </>
      ) : (
        <EmptyState testId="agreement-no-location">{t('agreement.noLocation')}</EmptyState>
      )}
    </>
  );
}
