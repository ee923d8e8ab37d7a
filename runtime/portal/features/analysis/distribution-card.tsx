/**
 * portal §2 "monthly distribution doughnut (cutout 75 percent)": the month's history of the drawn
 * service by part (parts of day, or the cost's parts), its total in the hole and the parts as a
 * list beside it (which is also what a screen reader reads; the canvas is hidden from it). §4: the
 * month cannot go beyond the current month; the main parameter sets which distribution shows.
 */
import { useId, useMemo, type Dispatch } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { ChartData, ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { DistributionParameter, LocationServiceData } from '../../../../schemas/measurement.js';
import { formatPercent } from '../../../format/index.js';
import { Icon } from '../../components/icons.js';
import type { AnalysisAction } from './analysis-state.js';
import { canDrawCharts, chartColours } from './chart-setup.js';
import { periodTitle, type LabelContext } from './labels.js';
import { formatEntry } from './month-values.js';
import type { ValueContext } from './values.js';

/** portal §2: "cutout 75 percent". */
export const DOUGHNUT_CUTOUT = '75%';

const OPTIONS: ChartOptions<'doughnut'> = {
  cutout: DOUGHNUT_CUTOUT,
  responsive: true,
  maintainAspectRatio: true,
  plugins: { legend: { display: false }, tooltip: { enabled: false } },
  animation: { duration: 300 },
};

export function distributionLabelKey(parameter: DistributionParameter): string {
  return parameter === 'environment' ? 'analysis.distribution.environment' : `analysis.parameter.${parameter}`;
}

export function DistributionCard({ data, loading, options, parameter, month, currentMonth, values, labels, dispatch }: {
  readonly data: LocationServiceData | undefined;
  readonly loading: boolean;
  readonly options: readonly DistributionParameter[];
  readonly parameter: DistributionParameter | undefined;
  readonly month: string;
  readonly currentMonth: string;
  readonly values: ValueContext;
  readonly labels: LabelContext;
  readonly dispatch: Dispatch<AnalysisAction>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const entry = parameter ? data?.history[parameter] : undefined;
  const colours = useMemo(() => chartColours().radial, []);
  const chart = useMemo<ChartData<'doughnut', number[], string> | undefined>(
    () => entry && {
      labels: entry.parts.map((p) => p.type),
      datasets: [{ data: entry.parts.map((p) => Math.abs(p.value)), backgroundColor: entry.parts.map((_, i) => colours[i % colours.length]!), borderWidth: 0 }],
    },
    [entry, colours],
  );
  const atCurrent = month >= currentMonth;

  return (
    <section className="card distribution" aria-labelledby={headingId} data-testid="analysis-distribution">
      <h2 id={headingId}>{t('analysis.distribution.title')}</h2>
      <div className="period-nav">
        <button type="button" className="icon-button" onClick={() => dispatch({ type: 'distributionMonth', direction: -1 })}>
          <Icon name="chevronLeft" />
          <span className="visually-hidden">{t('analysis.distribution.previous')}</span>
        </button>
        <p className="period-nav__title" aria-live="polite" data-testid="analysis-distribution-month">{periodTitle('month', month, labels)}</p>
        <button type="button" className="icon-button" aria-disabled={atCurrent} onClick={() => dispatch({ type: 'distributionMonth', direction: 1 })} data-testid="analysis-distribution-next">
          <Icon name="chevronRight" />
          <span className="visually-hidden">{t('analysis.distribution.next')}</span>
        </button>
      </div>
      {options.length > 1 && (
        <div className="segmented segmented--small" role="group" aria-label={t('analysis.distribution.show')}>
          {options.map((p) => (
            <button key={p} type="button" className="segmented__button" aria-pressed={p === parameter} onClick={() => dispatch({ type: 'distribution', parameter: p })}>
              {t(distributionLabelKey(p))}
            </button>
          ))}
        </div>
      )}
      {loading ? (
        <div className="state" role="status"><span className="spinner spinner--small" aria-hidden="true" /><span>{t('common.loading')}</span></div>
      ) : !entry || !chart ? (
        <p className="distribution__empty" data-testid="analysis-distribution-empty">{t('analysis.noData')}</p>
      ) : entry.parts.length === 0 ? (
        <div className="distribution__empty" data-testid="analysis-distribution-empty">
          <p className="distribution__total distribution__total--plain">
            <span>{t('analysis.total')}</span>
            <strong data-testid="analysis-distribution-total">{formatEntry(entry.total, entry.unit, values)}</strong>
          </p>
          <p>{t('analysis.distribution.noParts')}</p>
        </div>
      ) : (
        <div className="distribution__body">
          <div className="distribution__ring">
            {canDrawCharts() && <Chart type="doughnut" data={chart} options={OPTIONS} aria-hidden="true" role="presentation" />}
            <p className="distribution__total">
              <span>{t('analysis.total')}</span>
              <strong data-testid="analysis-distribution-total">{formatEntry(entry.total, entry.unit, values)}</strong>
            </p>
          </div>
          <ul className="distribution__parts">
            {entry.parts.map((p, i) => (
              <li key={p.type}>
                <span className="distribution__swatch" style={{ background: colours[i % colours.length] }} aria-hidden="true" />
                <span className="distribution__name">{t(`analysis.part.${p.type}`, { defaultValue: p.type })}</span>
                <span className="distribution__value">{formatEntry(p.value, p.unit, values)}</span>
                <span className="distribution__share">{formatPercent(p.share * 100, values.language).text}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
