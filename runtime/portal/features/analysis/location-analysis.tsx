/**
 * One location's analysis (portal §2): the service buttons, then by the service's kind the
 * broadband box, the overview of a service without readings, or the parameter dropdown with the
 * detailed history and the monthly distribution. All state changes go through the reducer
 * (analysis-state.ts); dates are the location's local ones.
 */
import { useId, useMemo, useReducer } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import { currencyFromPriceZone, timeZoneFromPriceZone } from '../../../format/index.js';
import { useSession, useTenant } from '../../app/context.js';
import { EmptyState } from '../../components/states.js';
import { preferredParameter } from './analysis-rules.js';
import { analysisReducer, initialAnalysisState, type AnalysisEnvironment } from './analysis-state.js';
import { analysisView } from './analysis-view.js';
import { BroadbandCard, OverviewCard } from './month-cards.js';
import { DistributionCard } from './distribution-card.js';
import { HistoryCard } from './history-card.js';
import { ServiceButtons } from './service-buttons.js';
import { localHourKey } from './date-keys.js';
import { AnswerCache, useServicesData } from './use-analysis-data.js';
import type { ValueContext } from './values.js';

export function LocationAnalysis({ location }: { readonly location: PortalLocation }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { language } = useSession();
  const parameterId = useId();
  const timeZone = timeZoneFromPriceZone(location.pricezone);
  // The page's "now" is read once: the periods do not move under the customer while they look.
  const now = useMemo(() => localHourKey(new Date(), timeZone), [timeZone]);
  const env = useMemo<AnalysisEnvironment>(
    () => ({
      services: location.services,
      hiddenServices: config.hideSelectableServices,
      hideCost: config.hideCost,
      hideEnvironmentalImpact: config.hideEnvironmentalImpact,
      preferred: preferredParameter(config.defaultAnalysis),
      today: now.slice(0, 10),
      delayDays: config.measurementDelayDays,
    }),
    [location.services, config, now],
  );
  const reducer = useMemo(() => analysisReducer(env), [env]);
  const [state, dispatch] = useReducer(reducer, env, initialAnalysisState);
  const cache = useMemo(() => new AnswerCache(), []);
  const servicesData = useServicesData(cache, location._id, state.distributionMonth);
  const view = analysisView(env, state, servicesData);

  const water = view?.drawn.type === 'WATER';
  // Kept while nothing it reads changes, so the chart is not rebuilt when other state changes.
  const values = useMemo<ValueContext>(
    () => ({ language, currency: currencyFromPriceZone(location.pricezone), water, degreeDaysUnit: t('analysis.unit.degreeDays') }),
    [language, location.pricezone, water, t],
  );
  const labels = useMemo(() => ({ language, timeZone }), [language, timeZone]);

  if (!view) return <EmptyState testId="analysis-no-services">{t('analysis.noServices')}</EmptyState>;

  return (
    <div className="analysis">
      {view.showsButtons && <ServiceButtons services={view.selectable} selected={view.service._id} onSelect={(serviceId) => dispatch({ type: 'service', serviceId })} />}
      {view.view === 'broadband' && <BroadbandCard data={servicesData && view.serviceData} loading={!servicesData} values={values} />}
      {view.view === 'overview' && <OverviewCard data={servicesData && view.serviceData} loading={!servicesData} values={{ ...values, water: view.service.type === 'WATER' }} />}
      {view.view === 'history' && (
        <>
          <div className="analysis__toolbar">
            <label htmlFor={parameterId} className="analysis__label">{t('analysis.parameter.label')}</label>
            <select id={parameterId} className="select" data-testid="analysis-parameter" value={view.main} onChange={(e) => dispatch({ type: 'main', parameter: view.mainOptions.find((p) => p === e.target.value) ?? view.main })}>
              {view.mainOptions.map((p) => <option key={p} value={p}>{t(`analysis.parameter.${p}`)}</option>)}
            </select>
          </div>
          <div className={config.hideMonthlyDistribution ? 'analysis__grid analysis__grid--single' : 'analysis__grid'}>
            <HistoryCard
              cache={cache}
              service={view.drawn}
              periods={view.periods}
              period={view.period}
              day={state.day}
              main={view.main}
              compare={state.compare}
              now={now}
              timeZone={timeZone}
              values={values}
              dispatch={dispatch}
            />
            {!config.hideMonthlyDistribution && (
              <DistributionCard
                data={servicesData && view.drawnData}
                loading={!servicesData}
                options={view.distributionOptions}
                parameter={view.distribution}
                month={state.distributionMonth}
                currentMonth={now.slice(0, 7)}
                values={values}
                labels={labels}
                dispatch={dispatch}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
