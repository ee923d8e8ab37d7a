/**
 * The dashboard (portal §2 Dashboard): "Greeting 'hello', plus a welcome text if a location exists,
 * otherwise a missing-user description. Warnings. Optional embedded spot-price frame (sandboxed,
 * loaded with a site id). 'Latest invoices' card with up to 3 invoices and a link to all invoices."
 */
import { useTranslation } from '../../app/translation.js';
import { useSelectedLocation, useSession } from '../../app/context.js';
import { PageHeader } from '../../components/page-header.js';
import { DisruptionInfoBox, DisruptionWarning } from './disruption-boxes.js';
import { greetingName, introKey } from './greeting.js';
import { LatestInvoices } from './latest-invoices.js';
import { SpotPriceFrame } from './spot-price-frame.js';
import './dashboard.css';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { account, user, locations } = useSession();
  const location = useSelectedLocation();
  const name = greetingName(account, user);
  const accountId = location?.accountId ?? account?._id;
  return (
    <>
      <PageHeader title={name ? t('dashboard.hello', { name }) : t('dashboard.helloNoName')}>
        <p className="dashboard__intro" data-testid="dashboard-intro">{t(introKey(locations.length))}</p>
      </PageHeader>
      <div className="dashboard__warnings">
        <DisruptionWarning />
        <DisruptionInfoBox />
      </div>
      <div className="dashboard__grid">
        {accountId && <LatestInvoices accountId={accountId} />}
        <SpotPriceFrame />
      </div>
    </>
  );
}
