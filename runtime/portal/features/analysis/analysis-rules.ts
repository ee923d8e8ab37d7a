/**
 * The analysis page's rules (portal §2 Analysis, §4 Analysis period, §5 export) as pure functions.
 * The contract's rules (schemas/insights-analysis.ts) are used as they are; what is here is how the
 * portal applies them to a location's services, the tenant configuration and the data it loaded.
 */
import {
  allowedAnalysisPeriods, allowsHourlyExport, availableCompareOptions, canStepNext, clampDistributionMonth, compareOptionFor,
  distributionParameterFor, isExportDisabled, isProductionService, mainParameterFor, periodAfterReadingPeriodChange, showsHistory,
  type AnalysisTab, type CompareOption, type CompareOptionsHiddenByPeriod, type ExportFormat, type ExportPeriod,
} from '../../../../schemas/insights-analysis.js';
import type { MeasurementResolution, PortalLocation, PortalServiceType } from '../../../../schemas/location.js';
import type { AnalysisParameter, DistributionParameter, LocationServiceData, MeasurementNode, SiteType } from '../../../../schemas/measurement.js';
import type { PortalAnalysisView } from '../../../../schemas/settings/feature-flags.js';
import { addDays, addMonths, firstDayOf, lastDayOf, periodKeyOf } from './date-keys.js';

// —— services ——

/** A service of a portal location (portal §3 "services (each _id, type, readingPeriod, provider.siteId)"). */
export type PortalLocationService = PortalLocation['services'][number];

/** The data side's name of each portal service type (docs/decisions.md "Location services data"). */
export const SITE_TYPE: Readonly<Record<PortalServiceType, SiteType>> = {
  ALL: 'consumption', CONSUMPTION: 'consumption', CONSUMPTION_NET: 'consumption-net', PRODUCTION: 'production',
  PRODUCTION_NET: 'production-net', HEATING: 'heating', WATER: 'water', BROADBAND: 'broadband',
};

const PRODUCTION_TYPES: readonly PortalServiceType[] = ['PRODUCTION', 'PRODUCTION_NET'];
/** Services whose kWh are the location's electricity: they can show its production and CO2. */
const ELECTRICITY_TYPES: readonly PortalServiceType[] = ['ALL', 'CONSUMPTION', 'CONSUMPTION_NET'];

export const isProductionType = (type: PortalServiceType): boolean => PRODUCTION_TYPES.includes(type);

/** portal §2: "Service-type buttons ... (production types and configuration-hidden services excluded)". */
export function selectableServices(services: readonly PortalLocationService[], hidden: readonly PortalServiceType[]): PortalLocationService[] {
  return services.filter((s) => !isProductionType(s.type) && !hidden.includes(s.type));
}

/** portal §2: "Service-type buttons only when more than one selectable service exists". */
export function showsServiceButtons(selectable: readonly PortalLocationService[]): boolean {
  return selectable.length > 1;
}

/** The location's production service (not hidden by configuration), whose data the production parameter shows. */
export function productionServiceOf(services: readonly PortalLocationService[], hidden: readonly PortalServiceType[]): PortalLocationService | undefined {
  return services.find((s) => isProductionType(s.type) && !hidden.includes(s.type));
}

/** The service shown first: the first selectable one; a location that only produces shows its production. */
export function initialService(services: readonly PortalLocationService[], hidden: readonly PortalServiceType[]): PortalLocationService | undefined {
  return selectableServices(services, hidden)[0] ?? productionServiceOf(services, hidden);
}

export type ServiceView = 'broadband' | 'overview' | 'history';

/** portal §2, §4: broadband has its cost box; "none: no history, overview data shown"; the rest their history. */
export function serviceView(service: PortalLocationService): ServiceView {
  if (service.type === 'BROADBAND') return 'broadband';
  return showsHistory(service.readingPeriod) ? 'history' : 'overview';
}

// —— parameters ——

export interface ParameterContext {
  readonly service: PortalLocationService;
  readonly hasProduction: boolean;
  readonly hideCost: boolean;
  readonly hideEnvironmentalImpact: boolean;
  /** The parameters the month's data holds (servicesData); undefined while it is not known. */
  readonly present?: ReadonlySet<AnalysisParameter>;
}

/**
 * portal §2 "parameter dropdown": the amount (consumption, or production for a production service),
 * cost unless hidden, carbon emissions of electricity unless the environmental impact is hidden, and
 * the location's production beside its electricity. Only what the data holds, the amount always.
 */
export function mainParameterOptions(ctx: ParameterContext): AnalysisParameter[] {
  const { service } = ctx;
  const production = isProductionType(service.type);
  const electricity = ELECTRICITY_TYPES.includes(service.type);
  const candidates: AnalysisParameter[] = [
    production ? 'production' : 'consumption',
    ...(ctx.hideCost ? [] : (['cost'] as const)),
    ...(electricity && !ctx.hideEnvironmentalImpact ? (['co2cost'] as const) : []),
    ...(electricity && ctx.hasProduction ? (['production'] as const) : []),
  ];
  const [amount, ...rest] = candidates as [AnalysisParameter, ...AnalysisParameter[]];
  return [amount, ...rest.filter((p) => !ctx.present || ctx.present.has(p))];
}

/** The parameters a service's month of data holds (its own, and production from the production service's). */
export function parametersPresent(data: LocationServiceData | undefined, production?: LocationServiceData): Set<AnalysisParameter> | undefined {
  if (!data) return undefined;
  const present = new Set<AnalysisParameter>(Object.keys(data.overview.current) as AnalysisParameter[]);
  if (data.history.environment) present.add('co2cost');
  if (data.history.cost) present.add('cost');
  if (production?.history.production) present.add('production');
  return present;
}

/** portal §1 "default analysis": the view the tenant opens the analysis on, as a main parameter. */
export function preferredParameter(view: PortalAnalysisView): AnalysisParameter {
  return view === 'environmentalImpact' ? 'co2cost' : view;
}

/**
 * portal §4 "Main parameter is forced to production for production services, otherwise to the first
 * available option": a choice still offered is kept, then the tenant's default analysis, then the first.
 */
export function chooseMainParameter(siteType: SiteType, options: readonly AnalysisParameter[], current: AnalysisParameter | undefined, preferred: AnalysisParameter): AnalysisParameter {
  if (isProductionService(siteType)) return mainParameterFor(siteType, options);
  if (current && options.includes(current)) return current;
  if (options.includes(preferred)) return preferred;
  return mainParameterFor(siteType, options);
}

/** The service whose data a main parameter draws: production comes from the production service. */
export function dataServiceFor(main: AnalysisParameter, service: PortalLocationService, production: PortalLocationService | undefined): PortalLocationService {
  return main === 'production' && production && !isProductionType(service.type) ? production : service;
}

const DISTRIBUTION_ORDER: readonly DistributionParameter[] = ['consumption', 'production', 'cost', 'environment'];

/** The distributions the month's history holds, less what the tenant hides. */
export function distributionOptions(history: LocationServiceData['history'] | undefined, config: { readonly hideCost: boolean; readonly hideEnvironmentalImpact: boolean }): DistributionParameter[] {
  if (!history) return [];
  return DISTRIBUTION_ORDER.filter((p) => history[p] && !(p === 'cost' && config.hideCost) && !(p === 'environment' && config.hideEnvironmentalImpact));
}

/** portal §4 "Changing the main parameter sets the distribution parameter", within what can be shown. */
export function distributionAfterMainChange(main: AnalysisParameter, options: readonly DistributionParameter[], hideCost: boolean): DistributionParameter {
  const mapped = distributionParameterFor(main, { hideCost });
  return options.includes(mapped) || options.length === 0 ? mapped : options[0]!;
}

// —— periods and navigation ——

/** portal §4 "Allowed tabs" of a service. */
export function periodsOf(service: PortalLocationService): readonly AnalysisTab[] {
  return allowedAnalysisPeriods(service.readingPeriod);
}

/** portal §4 "Changing the reading period resets to year (monthly, daily, hourly) or total (others)"; the same reading period keeps its tab. */
export function periodAfterServiceChange(from: PortalLocationService | undefined, to: PortalLocationService, period: AnalysisTab): AnalysisTab {
  if (from && from.readingPeriod === to.readingPeriod && periodsOf(to).includes(period)) return period;
  return periodAfterReadingPeriodChange(to.readingPeriod);
}

/** portal §1, §9 measurement delay: the latest day whose readings are expected by today. */
export function latestDataDay(today: string, delayDays: number): string {
  return addDays(today, -delayDays);
}

/** portal §4 "Next arrow does nothing at the current period". */
export function canGoNext(period: AnalysisTab, day: string, today: string): boolean {
  return canStepNext(period, periodKeyOf(period, day), today);
}

/** The period a bar of `period` opens (year → month → day; a total's bar opens its year), if the service has it. */
export function drillTarget(period: AnalysisTab, allowed: readonly AnalysisTab[]): AnalysisTab | undefined {
  const next = ({ total: 'year', year: 'month', month: 'day', day: undefined } as const)[period];
  return next && allowed.includes(next) ? next : undefined;
}

/** Whether a bar opens: the service has the finer period and the bar is not in the future. */
export function canDrill(period: AnalysisTab, allowed: readonly AnalysisTab[], barKey: string, today: string): boolean {
  return drillTarget(period, allowed) !== undefined && barKey <= today.slice(0, barKey.length);
}

/** The cursor day inside the period `key`: the latest day with data when it lies inside, else the nearest end. */
export function dayInside(key: string, latest: string): string {
  const first = firstDayOf(key);
  const last = lastDayOf(key);
  if (latest < first) return first;
  return latest > last ? last : latest;
}

/** Whether the shown period reaches into the days whose readings have not arrived yet (measurement delay). */
export function awaitsReadings(period: AnalysisTab, day: string, today: string, delayDays: number): boolean {
  if (delayDays <= 0) return false;
  const latest = latestDataDay(today, delayDays);
  if (period === 'total') return true;
  const key = periodKeyOf(period, day);
  return lastDayOf(key) > latest && firstDayOf(key) <= today;
}

/** portal §4 "Distribution month cannot go beyond the current month". */
export function stepDistributionMonth(month: string, direction: -1 | 1, currentMonth: string): string {
  return clampDistributionMonth(addMonths(`${month}-01`, direction).slice(0, 7), currentMonth);
}

// —— compare ——

/** portal §2 "compare-with dropdown": none, the same period last year, or a value of the nodes drawn as a line. */
export type CompareChoice = CompareOption | 'previousPeriod';

const NODE_COMPARE_VALUES = ['price', 'temperature', 'co2', 'cloudCover', 'compareDegreeDays'] as const satisfies readonly Exclude<CompareOption, 'none'>[];

/** The compare values the loaded nodes hold. */
export function compareValuesPresent(nodes: readonly MeasurementNode[]): Set<CompareOption> {
  const present = new Set<CompareOption>();
  for (const node of nodes) for (const v of NODE_COMPARE_VALUES) if (node.value[v]) present.add(v);
  return present;
}

export interface CompareContext {
  readonly siteType: SiteType;
  readonly period: AnalysisTab;
  readonly hidden?: { readonly [P in keyof CompareOptionsHiddenByPeriod]?: readonly CompareOption[] };
  /** What the loaded data holds; undefined (or empty) while nothing is loaded. */
  readonly present?: ReadonlySet<CompareOption>;
}

/**
 * portal §4: the compare options offered: none; the same period last year (a total has none); each
 * value the contract allows for the service, the configuration does not hide for the period and the
 * data holds.
 */
export function compareChoices(ctx: CompareContext): CompareChoice[] {
  const known = ctx.present && ctx.present.size > 0 ? ctx.present : undefined;
  const values = availableCompareOptions(ctx.siteType, ctx.period, ctx.hidden).filter((o) => o !== 'none' && (!known || known.has(o)));
  return ['none', ...(ctx.period === 'total' ? [] : (['previousPeriod'] as const)), ...values];
}

/** portal §4 "Heating services cannot compare with price (reset to none)"; any choice no longer offered resets too. */
export function compareAfterChange(choice: CompareChoice, siteType: SiteType, options: readonly CompareChoice[]): CompareChoice {
  const allowed = choice === 'previousPeriod' ? choice : compareOptionFor(siteType, choice);
  return options.includes(allowed) ? allowed : 'none';
}

// —— export ——

/** The rows an export holds: the bars the period shows, or the month's hours. */
export function exportResolution(period: ExportPeriod, hourly: boolean): MeasurementResolution {
  if (hourly) return 'hour';
  return ({ year: 'month', month: 'day', day: 'hour' } as const)[period];
}

export interface ExportState {
  /** portal §1 "hide CSV export". */
  readonly shown: boolean;
  /** portal §5 "Export buttons disabled when there is no data or period is total". */
  readonly disabled: boolean;
  /** portal §5 "Hourly-value export only for month view of hourly or 15-minute services". */
  readonly hourly: boolean;
}

export function exportState(input: { readonly hasData: boolean; readonly period: AnalysisTab; readonly service: PortalLocationService; readonly hideCsvExport: boolean }): ExportState {
  return {
    shown: !input.hideCsvExport,
    disabled: isExportDisabled(input.hasData, input.period),
    hourly: allowsHourlyExport(input.service.readingPeriod, input.period),
  };
}

/** The export call's query (without the short-lived token), or undefined for a total; hourly rows only for a month. */
export function exportQuery(period: AnalysisTab, day: string, format: ExportFormat, hourly: boolean) {
  if (period === 'total') return undefined;
  return { dateKey: periodKeyOf(period, day), format, period, resolution: exportResolution(period, hourly && period === 'month') } as const;
}
