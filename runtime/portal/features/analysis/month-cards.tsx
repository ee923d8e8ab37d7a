/**
 * The services without a history (portal §2, §4): broadband's "monthly-cost box (only when cost is
 * not hidden), info text, button opening an external page in a new tab"; any other service without
 * readings ("none: no history, overview data shown") shows its month so far.
 */
import { useTranslation } from '../../app/translation.js';
import type { LocationServiceData } from '../../../../schemas/measurement.js';
import { useTenant } from '../../app/context.js';
import { Icon } from '../../components/icons.js';
import { formatEntry, overviewRows } from './month-values.js';
import type { ValueContext } from './values.js';

function Loading() {
  const { t } = useTranslation();
  return <div className="state" role="status"><span className="spinner spinner--small" aria-hidden="true" /><span>{t('common.loading')}</span></div>;
}

export function BroadbandCard({ data, loading, values }: { readonly data: LocationServiceData | undefined; readonly loading: boolean; readonly values: ValueContext }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const cost = data?.history.cost;
  return (
    <section className="card broadband" aria-labelledby="analysis-broadband" data-testid="analysis-broadband">
      <h2 id="analysis-broadband">{t('analysis.service.BROADBAND')}</h2>
      {!config.hideCost && (
        <div className="broadband__cost" data-testid="analysis-broadband-cost">
          <span className="broadband__label">{t('analysis.broadband.monthlyCost')}</span>
          {loading ? <Loading /> : <strong className="broadband__amount">{cost ? formatEntry(cost.total, cost.unit, values) : '–'}</strong>}
        </div>
      )}
      <p>{t('analysis.broadband.info')}</p>
      <a className="button" href={t('analysis.broadband.url')} target="_blank" rel="noopener noreferrer" data-testid="analysis-broadband-link">
        {t('analysis.broadband.button')}
        <Icon name="external" size={18} />
        <span className="visually-hidden">{` (${t('analysis.opensInNewTab')})`}</span>
      </a>
    </section>
  );
}

export function OverviewCard({ data, loading, values }: { readonly data: LocationServiceData | undefined; readonly loading: boolean; readonly values: ValueContext }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const rows = data ? overviewRows(data, values, config) : [];
  return (
    <section className="card" aria-labelledby="analysis-overview" data-testid="analysis-overview">
      <h2 id="analysis-overview">{t('analysis.overview.title')}</h2>
      {loading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p>{t('analysis.noData')}</p>
      ) : (
        <dl className="info-rows">
          {rows.map((r) => (
            <div key={r.parameter} className="overview__row">
              <dt>{t(`analysis.parameter.${r.parameter}`)}</dt>
              <dd>{r.total} <span className="overview__now">{t('analysis.overview.latest', { value: r.now })}</span></dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
