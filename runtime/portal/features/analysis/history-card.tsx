/**
 * portal §2 "Detailed history: period tabs, previous/next arrows, compare-with dropdown, optional
 * quarter-hour strip, export block". The nodes of the period (and of the same period last year when
 * compared) load here; the chart model is computed once per answer and choice, not per hover.
 */
import { useCallback, useId, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from '../../app/translation.js';
import { DEBOUNCE } from '../../../../schemas/constants.js';
import { showsQuarterHourStrip, type AnalysisTab } from '../../../../schemas/insights-analysis.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import type { PortalLocationService } from './analysis-rules.js';
import type { AnalysisParameter } from '../../../../schemas/measurement.js';
import { formatPercent } from '../../../format/index.js';
import { useTenant } from '../../app/context.js';
import { Icon } from '../../components/icons.js';
import {
  awaitsReadings, canDrill, canGoNext, compareAfterChange, compareChoices, compareValuesPresent, SITE_TYPE, type CompareChoice,
} from './analysis-rules.js';
import type { AnalysisAction } from './analysis-state.js';
import { buildChartModel } from './chart-model.js';
import { canDrawCharts } from './chart-setup.js';
import { ChartTable } from './chart-table.js';
import { periodKeyOf, stepDay } from './date-keys.js';
import { ExportBlock } from './export-block.js';
import { HistoryChart, type ChartTexts } from './history-chart.js';
import { barLabel, barTitle, periodTitle, type LabelContext } from './labels.js';
import { QuarterHourStrip } from './quarter-hour-strip.js';
import { useDebounced, usePeriodNodes, type AnswerCache } from './use-analysis-data.js';
import { axisFormat, formatValue, type ValueContext } from './values.js';
import { PeriodTabs } from './period-tabs.js';

export interface HistoryCardProps {
  readonly cache: AnswerCache;
  readonly service: PortalLocationService;
  readonly periods: readonly AnalysisTab[];
  readonly period: AnalysisTab;
  readonly day: string;
  readonly main: AnalysisParameter;
  readonly compare: CompareChoice;
  /** The current local hour, 20YY-MM-DDTHH. */
  readonly now: string;
  readonly timeZone: TimeZoneName;
  readonly values: ValueContext;
  readonly dispatch: Dispatch<AnalysisAction>;
}

function PeriodNav({ title, canNext, dispatch }: { readonly title: string; readonly canNext: boolean; readonly dispatch: Dispatch<AnalysisAction> }) {
  const { t } = useTranslation();
  return (
    <div className="period-nav">
      <button type="button" className="icon-button" onClick={() => dispatch({ type: 'step', direction: -1 })} data-testid="analysis-previous">
        <Icon name="chevronLeft" />
        <span className="visually-hidden">{t('analysis.previous')}</span>
      </button>
      <p className="period-nav__title" aria-live="polite" data-testid="analysis-period-title">{title}</p>
      {/* portal §4 "Next arrow does nothing at the current period": it stays focusable and says so. */}
      <button type="button" className="icon-button" aria-disabled={!canNext} onClick={() => dispatch({ type: 'step', direction: 1 })} data-testid="analysis-next">
        <Icon name="chevronRight" />
        <span className="visually-hidden">{t('analysis.next')}</span>
      </button>
    </div>
  );
}

export function HistoryCard(props: HistoryCardProps) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { cache, service, period, day, main, now, values, dispatch } = props;
  const headingId = useId();
  const panelId = useId();
  const compareId = useId();
  const today = now.slice(0, 10);
  const labels: LabelContext = useMemo(() => ({ language: values.language, timeZone: props.timeZone }), [values.language, props.timeZone]);
  const siteType = SITE_TYPE[service.type];

  const periodKey = periodKeyOf(period, day);
  // "The same period last year": the year, month or day one year back.
  const previousKey = period === 'total' ? '' : periodKeyOf(period, stepDay(day, 'year', -1));
  const nodes = usePeriodNodes(cache, service._id, period, periodKey);
  const choices = compareChoices({ siteType, period, hidden: config.hiddenCompareOptions, present: compareValuesPresent(nodes ?? []) });
  const compare = compareAfterChange(props.compare, siteType, choices);
  const previous = usePeriodNodes(cache, compare === 'previousPeriod' ? service._id : undefined, period, previousKey);

  const ready = nodes !== undefined && (compare !== 'previousPeriod' || previous !== undefined);
  const model = useMemo(
    () => (ready ? buildChartModel({ nodes, previous, period, periodKey, previousKey, parameter: main, compare, now }) : undefined),
    [ready, nodes, previous, period, periodKey, previousKey, main, compare, now],
  );

  // The last bar under the pointer or the keyboard, by key (a key of another period matches no bar);
  // leaving the chart keeps the strip on the hour last looked at.
  const [active, setActive] = useState<string | undefined>();
  const stripShown = showsQuarterHourStrip(service.readingPeriod, period);
  const activeHour = stripShown && active?.startsWith(`${periodKey}T`) ? active : undefined;
  const hour = useDebounced(activeHour, DEBOUNCE.HOVER_MS);

  const texts: ChartTexts | undefined = useMemo(() => {
    if (!model) return undefined;
    const lineName = model.line ? t(`analysis.compare.${model.line.choice}`) : undefined;
    return {
      labels: model.bars.map((b) => barLabel(period, b.key, labels)),
      titles: model.bars.map((b) => barTitle(period, b.key, labels)),
      barName: t(`analysis.parameter.${main}`),
      lineName,
      estimated: t('analysis.estimated'),
      bar: (v) => formatValue(main, v, values).text,
      line: (v) => (model.line && model.line.choice !== 'previousPeriod' ? formatValue(model.line.choice, v, values).text : formatValue(main, v, values).text),
      axis: model.axis ? axisFormat(main, model.axis, values) : undefined,
      lineAxis: model.lineAxis && model.line && model.line.choice !== 'previousPeriod' ? axisFormat(model.line.choice, model.lineAxis, values) : undefined,
    };
  }, [model, period, labels, main, values, t]);

  const drillable = useCallback((key: string) => canDrill(period, props.periods, key, now), [period, props.periods, now]);
  const onDrill = useCallback((key: string) => dispatch({ type: 'drill', key }), [dispatch]);

  const title = period === 'total' ? t('analysis.period.total') : periodTitle(period, periodKey, labels);
  const delayed = awaitsReadings(period, day, today, config.measurementDelayDays);

  return (
    <section className="card history" aria-labelledby={headingId} data-testid="analysis-history">
      <div className="history__head">
        <h2 id={headingId}>{t('analysis.history.title')}</h2>
        <div className="history__compare">
          <label htmlFor={compareId} className="analysis__label">{t('analysis.compare.label')}</label>
          <select id={compareId} className="select" data-testid="analysis-compare" value={compare} onChange={(e) => dispatch({ type: 'compare', compare: choices.find((c) => c === e.target.value) ?? 'none' })}>
            {choices.map((c) => <option key={c} value={c}>{t(`analysis.compare.${c}`)}</option>)}
          </select>
        </div>
      </div>
      <PeriodTabs periods={props.periods} selected={period} panelId={panelId} onSelect={(p) => dispatch({ type: 'period', period: p })} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${period}`} className="history__panel">
        {period !== 'total' && <PeriodNav title={title} canNext={canGoNext(period, day, today)} dispatch={dispatch} />}
        {model?.total != null && texts && (
          <p className="history__total" data-testid="analysis-total">
            <span className="history__total-label">{t('analysis.total')}</span> <strong>{texts.bar(model.total)}</strong>
            {model.change !== null && (
              <span className={model.change > 0 ? 'history__change history__change--up' : 'history__change history__change--down'}>
                {t('analysis.changeFromLastYear', { change: `${model.change > 0 ? '+' : ''}${formatPercent(model.change, values.language).text}` })}
              </span>
            )}
          </p>
        )}
        {!model || !texts ? (
          <div className="history__chart history__chart--loading" role="status" aria-live="polite">
            <span className="spinner spinner--small" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        ) : model.hasData ? (
          <>
            {model.line && (
              <ul className="chart-legend" aria-hidden="true">
                <li><span className={main === 'production' ? 'chart-legend__bar chart-legend__bar--production' : 'chart-legend__bar'} />{texts.barName}</li>
                <li><span className="chart-legend__line" />{texts.lineName}</li>
              </ul>
            )}
            <HistoryChart model={model} texts={texts} caption={`${texts.barName}, ${title}`} production={main === 'production'} drillable={(i) => drillable(model.bars[i]!.key)} onDrill={(i) => onDrill(model.bars[i]!.key)} onActive={(i) => i !== null && setActive(model.bars[i]?.key)} />
            {canDrawCharts() && <ChartTable model={model} texts={texts} caption={`${texts.barName}, ${title}`} />}
          </>
        ) : (
          <p className="history__chart history__chart--empty" data-testid="analysis-no-data">{t('analysis.noData')}</p>
        )}
        {delayed && (
          <p className="history__delay" data-testid="analysis-delay">
            {config.measurementDelayDays === 1 ? t('analysis.delay.oneDay') : t('analysis.delay.days', { days: config.measurementDelayDays })}
          </p>
        )}
        {stripShown && <QuarterHourStrip cache={cache} serviceId={service._id} hour={hour} main={main} labels={labels} values={values} />}
        <ExportBlock service={service} period={period} day={day} hasData={model?.hasData ?? false} />
      </div>
    </section>
  );
}
