/** The disruptions reported at an address (GET /v3/account/disruptions, docs/decisions.md "Disruption"), finished ones left out. */
import { useTranslation } from '../../app/translation.js';
import { listDisruptions } from '../../../../generated/client/messaging.gen.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import { formatDateTime, timeZoneFromPriceZone } from '../../../format/index.js';
import { useApi, useSession } from '../../app/context.js';
import { ErrorState, PageLoading } from '../../components/states.js';
import { useAsync } from '../../components/use-async.js';
import { logged } from '../../components/logged.js';

export function DisruptionList({ location }: { readonly location: Pick<PortalLocation, '_id' | 'pricezone'> }) {
  const { t } = useTranslation();
  const { client } = useApi();
  const { language } = useSession();
  const list = useAsync(
    async (signal) => (await logged('Could not load the disruptions', signal, listDisruptions(client, { query: { locationId: location._id } }, { signal }))).data.filter((d) => d.status !== 'finished'),
    [client, location._id],
  );
  const when = (at: string | Date) => formatDateTime(at, { language, timeZone: timeZoneFromPriceZone(location.pricezone) });
  return (
    <div className="disruption-list" aria-live="polite">
      {list.status === 'loading' && <PageLoading />}
      {list.status === 'error' && <ErrorState message={t('dashboard.disruptions.loadFailed')} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && <p data-testid="disruptions-none">{t('dashboard.disruptions.none')}</p>}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className="disruption-list__items">
          {list.data.map((d) => (
            <li key={d._id} className="disruption-list__item">
              <h3>{d.title} <span className="badge badge--warning">{t(`dashboard.disruptions.status.${d.status}`)}</span></h3>
              {d.description && <p>{d.description}</p>}
              <p className="disruption-list__time">
                {t('dashboard.disruptions.start', { time: when(d.startDate) })}
                {d.endDate && <> · {t('dashboard.disruptions.end', { time: when(d.endDate) })}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
