/**
 * What the page shows for a state once the month's services data is known: the parameters the data
 * holds (a stored choice it no longer holds falls back by the portal §4 rule), the service drawn,
 * its period tabs and the monthly distribution's options.
 */
import { periodAfterReadingPeriodChange, type AnalysisTab } from '../../../../schemas/insights-analysis.js';
import type { PortalLocationService } from './analysis-rules.js';
import type { AnalysisParameter, DistributionParameter, LocationServiceData } from '../../../../schemas/measurement.js';
import {
  chooseMainParameter, dataServiceFor, distributionOptions, mainParameterOptions, parametersPresent, periodsOf, productionServiceOf,
  selectableServices, serviceView, showsServiceButtons, SITE_TYPE, type ServiceView,
} from './analysis-rules.js';
import { serviceOf, type AnalysisEnvironment, type AnalysisState } from './analysis-state.js';

export interface AnalysisView {
  readonly selectable: readonly PortalLocationService[];
  readonly showsButtons: boolean;
  readonly service: PortalLocationService;
  readonly view: ServiceView;
  readonly mainOptions: readonly AnalysisParameter[];
  readonly main: AnalysisParameter;
  /** The service whose history is drawn (the production service for production). */
  readonly drawn: PortalLocationService;
  readonly periods: readonly AnalysisTab[];
  readonly period: AnalysisTab;
  /** The selected service's month (broadband, overview). */
  readonly serviceData: LocationServiceData | undefined;
  /** The drawn service's month (its distribution). */
  readonly drawnData: LocationServiceData | undefined;
  readonly distributionOptions: readonly DistributionParameter[];
  readonly distribution: DistributionParameter | undefined;
}

export function analysisView(env: AnalysisEnvironment, state: AnalysisState, servicesData: readonly LocationServiceData[] | undefined): AnalysisView | undefined {
  const service = serviceOf(env, state.serviceId);
  if (!service) return undefined;
  const production = productionServiceOf(env.services, env.hiddenServices);
  const dataOf = (s: PortalLocationService | undefined) => (s ? servicesData?.find((d) => d.serviceId === s._id) : undefined);
  const serviceData = dataOf(service);
  const mainOptions = mainParameterOptions({
    service, hasProduction: production !== undefined, hideCost: env.hideCost, hideEnvironmentalImpact: env.hideEnvironmentalImpact,
    present: servicesData ? parametersPresent(serviceData, dataOf(production)) : undefined,
  });
  const main = chooseMainParameter(SITE_TYPE[service.type], mainOptions, state.main, env.preferred);
  const drawn = dataServiceFor(main, service, production);
  const periods = periodsOf(drawn);
  const drawnData = dataOf(drawn);
  const distributions = distributionOptions(drawnData?.history, env);
  const selectable = selectableServices(env.services, env.hiddenServices);
  return {
    selectable,
    showsButtons: showsServiceButtons(selectable),
    service,
    view: serviceView(service),
    mainOptions,
    main,
    drawn,
    periods,
    period: periods.includes(state.period) ? state.period : periodAfterReadingPeriodChange(drawn.readingPeriod),
    serviceData,
    drawnData,
    distributionOptions: distributions,
    distribution: distributions.includes(state.distribution) ? state.distribution : distributions[0],
  };
}
