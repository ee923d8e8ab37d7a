/**
 * The analysis page's state and every change to it (portal §4 Analysis period), as a pure reducer:
 * the page dispatches what the customer did, the rules decide what follows. What depends on loaded
 * data (which parameters and compare values exist) is settled where it is read (analysis-view.ts).
 */
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';
import type { PortalServiceType } from '../../../../schemas/location.js';
import type { PortalLocationService } from './analysis-rules.js';
import type { AnalysisParameter, DistributionParameter } from '../../../../schemas/measurement.js';
import { distributionParameterFor } from '../../../../schemas/insights-analysis.js';
import {
  canDrill, canGoNext, chooseMainParameter, compareAfterChange, compareChoices, dataServiceFor, dayInside, drillTarget, initialService,
  latestDataDay, mainParameterOptions, periodAfterServiceChange, periodsOf, productionServiceOf, SITE_TYPE, stepDistributionMonth,
  type CompareChoice,
} from './analysis-rules.js';
import { stepDay } from './date-keys.js';

export interface AnalysisState {
  readonly serviceId: string | undefined;
  readonly main: AnalysisParameter;
  readonly distribution: DistributionParameter;
  /** 20YY-MM of the monthly distribution. */
  readonly distributionMonth: string;
  readonly period: AnalysisTab;
  /** The day the periods are cut around (20YY-MM-DD): the year, month or day shown contains it. */
  readonly day: string;
  readonly compare: CompareChoice;
}

/** What the reducer reads besides the state: the location's services, the tenant's switches, today. */
export interface AnalysisEnvironment {
  readonly services: readonly PortalLocationService[];
  readonly hiddenServices: readonly PortalServiceType[];
  readonly hideCost: boolean;
  readonly hideEnvironmentalImpact: boolean;
  readonly preferred: AnalysisParameter;
  /** Today in the location's time zone, 20YY-MM-DD. */
  readonly today: string;
  readonly delayDays: number;
}

export type AnalysisAction =
  | { readonly type: 'service'; readonly serviceId: string }
  | { readonly type: 'main'; readonly parameter: AnalysisParameter }
  | { readonly type: 'distribution'; readonly parameter: DistributionParameter }
  | { readonly type: 'distributionMonth'; readonly direction: -1 | 1 }
  | { readonly type: 'period'; readonly period: AnalysisTab }
  | { readonly type: 'step'; readonly direction: -1 | 1 }
  | { readonly type: 'drill'; readonly key: string }
  | { readonly type: 'compare'; readonly compare: CompareChoice };

export function serviceOf(env: AnalysisEnvironment, id: string | undefined): PortalLocationService | undefined {
  return env.services.find((s) => s._id === id);
}

/** The service whose history is drawn: the selected one, or the production service for the production parameter. */
export function drawnService(env: AnalysisEnvironment, state: Pick<AnalysisState, 'serviceId' | 'main'>): PortalLocationService | undefined {
  const selected = serviceOf(env, state.serviceId);
  return selected && dataServiceFor(state.main, selected, productionServiceOf(env.services, env.hiddenServices));
}

/** The main parameters a service offers before its data is known. */
function staticOptions(env: AnalysisEnvironment, service: PortalLocationService): AnalysisParameter[] {
  return mainParameterOptions({
    service, hideCost: env.hideCost, hideEnvironmentalImpact: env.hideEnvironmentalImpact,
    hasProduction: productionServiceOf(env.services, env.hiddenServices) !== undefined,
  });
}

export function initialAnalysisState(env: AnalysisEnvironment): AnalysisState {
  const service = initialService(env.services, env.hiddenServices);
  const main = service ? chooseMainParameter(SITE_TYPE[service.type], staticOptions(env, service), undefined, env.preferred) : env.preferred;
  const drawn = drawnService(env, { serviceId: service?._id, main });
  return {
    serviceId: service?._id,
    main,
    distribution: distributionParameterFor(main, { hideCost: env.hideCost }),
    distributionMonth: env.today.slice(0, 7),
    period: drawn ? periodAfterServiceChange(undefined, drawn, 'total') : 'total',
    day: latestDataDay(env.today, env.delayDays),
    compare: 'none',
  };
}

export function analysisReducer(env: AnalysisEnvironment) {
  return (state: AnalysisState, action: AnalysisAction): AnalysisState => {
    const drawn = drawnService(env, state);
    switch (action.type) {
      case 'service': {
        const next = serviceOf(env, action.serviceId);
        if (!next || next._id === state.serviceId) return state;
        const main = chooseMainParameter(SITE_TYPE[next.type], staticOptions(env, next), state.main, env.preferred);
        const nextDrawn = drawnService(env, { serviceId: next._id, main })!;
        const period = periodAfterServiceChange(drawn, nextDrawn, state.period);
        const siteType = SITE_TYPE[nextDrawn.type];
        const compare = compareAfterChange(state.compare, siteType, compareChoices({ siteType, period }));
        return { ...state, serviceId: next._id, main, period, compare, distribution: main === state.main ? state.distribution : distributionParameterFor(main, { hideCost: env.hideCost }) };
      }
      case 'main': {
        const nextDrawn = drawnService(env, { serviceId: state.serviceId, main: action.parameter });
        const period = nextDrawn ? periodAfterServiceChange(drawn, nextDrawn, state.period) : state.period;
        return { ...state, main: action.parameter, period, distribution: distributionParameterFor(action.parameter, { hideCost: env.hideCost }) };
      }
      case 'distribution':
        return { ...state, distribution: action.parameter };
      case 'distributionMonth':
        return { ...state, distributionMonth: stepDistributionMonth(state.distributionMonth, action.direction, env.today.slice(0, 7)) };
      case 'period': {
        if (!drawn || !periodsOf(drawn).includes(action.period)) return state;
        const compare = action.period === 'total' && state.compare === 'previousPeriod' ? 'none' : state.compare;
        return { ...state, period: action.period, compare };
      }
      case 'step': {
        if (state.period === 'total') return state;
        if (action.direction === 1 && !canGoNext(state.period, state.day, env.today)) return state;
        const day = stepDay(state.day, state.period, action.direction);
        return { ...state, day: day > env.today ? env.today : day };
      }
      case 'drill': {
        if (!drawn) return state;
        const allowed = periodsOf(drawn);
        const target = drillTarget(state.period, allowed);
        if (!target || !canDrill(state.period, allowed, action.key, env.today)) return state;
        return { ...state, period: target, day: dayInside(action.key, latestDataDay(env.today, env.delayDays)) };
      }
      case 'compare':
        return { ...state, compare: action.compare };
    }
  };
}
