/**
 * The portal's analysis and export rules (portal §4 Analysis period, §5 export rules, §2 Analysis) as
 * data and pure functions the portal imports, each with a rule entry (listed in insightsDomain) and
 * table tests in insights.test.ts.
 */
import { z } from 'zod';
import { rule, type RuleDescriptor } from './core/domain.js';
import { MonthKey } from './core/primitives.js';
import { AnalysisParameter, DateKey, type DistributionParameter, ReadingPeriod, SiteType } from './measurement.js';

// —— enumerations ——

/** portal §4: "Analysis period: total, year, month, day (hour for rendering)". */
export const AnalysisPeriod = z.enum(['total', 'year', 'month', 'day', 'hour']);
export type AnalysisPeriod = z.infer<typeof AnalysisPeriod>;

/** portal §4: the period tabs of the detailed history (the analysis periods without the rendering-only hour). */
export const AnalysisTab = AnalysisPeriod.exclude(['hour']);
export type AnalysisTab = z.infer<typeof AnalysisTab>;

/**
 * portal §2 Analysis "compare-with dropdown", §3 Measurement node: none, or one of the node values a
 * chart can draw as a line (docs/decisions.md "Analysis parameters and compare options").
 */
export const CompareOption = z.enum(['none', 'price', 'temperature', 'co2', 'cloudCover', 'compareDegreeDays']);
export type CompareOption = z.infer<typeof CompareOption>;

/** portal §2 Analysis "export block (csv or xlsx)", §7 getExportUrl "format csv or xlsx". */
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** portal §5: "Export buttons disabled when ... period is total": the periods an export can cover. */
export const ExportPeriod = AnalysisTab.exclude(['total']);
export type ExportPeriod = z.infer<typeof ExportPeriod>;

/** A configuration's compare options hidden per period (portal §4 "Compare options can be hidden per period by configuration"). */
export const CompareOptionsHiddenByPeriod = z.partialRecord(AnalysisTab, z.array(CompareOption));
export type CompareOptionsHiddenByPeriod = z.infer<typeof CompareOptionsHiddenByPeriod>;

// —— period tabs ——

/**
 * portal §4: "Allowed tabs: 15-minute and hourly: total, year, month, day; daily: total, year, month;
 * monthly: total, year; none: no history, overview data shown". YEARLY (shared list only): total
 * (docs/decisions.md "Analysis parameters and compare options").
 */
export const ALLOWED_PERIODS_BY_READING_PERIOD = {
  '15M': ['total', 'year', 'month', 'day'],
  HOURLY: ['total', 'year', 'month', 'day'],
  DAILY: ['total', 'year', 'month'],
  MONTHLY: ['total', 'year'],
  YEARLY: ['total'],
  NONE: [],
} as const satisfies Readonly<Record<ReadingPeriod, readonly AnalysisTab[]>>;

/** portal §4: the tabs a service of this reading period offers. */
export function allowedAnalysisPeriods(readingPeriod: ReadingPeriod): readonly AnalysisTab[] {
  return ALLOWED_PERIODS_BY_READING_PERIOD[readingPeriod];
}
/** portal §4 "none: no history, overview data shown". */
export function showsHistory(readingPeriod: ReadingPeriod): boolean {
  return allowedAnalysisPeriods(readingPeriod).length > 0;
}

/** portal §4: "Changing the reading period resets to year (monthly, daily, hourly) or total (others)". */
export const PERIOD_AFTER_READING_PERIOD_CHANGE = {
  MONTHLY: 'year',
  DAILY: 'year',
  HOURLY: 'year',
  '15M': 'total',
  YEARLY: 'total',
  NONE: 'total',
} as const satisfies Readonly<Record<ReadingPeriod, AnalysisTab>>;

/** portal §4: the period selected after the reading period changes. */
export function periodAfterReadingPeriodChange(readingPeriod: ReadingPeriod): AnalysisTab {
  return PERIOD_AFTER_READING_PERIOD_CHANGE[readingPeriod];
}

// —— navigation ——

const KEY_LENGTH: Readonly<Record<Exclude<AnalysisTab, 'total'>, number>> = { year: 4, month: 7, day: 10 };

/**
 * portal §4: "Next arrow does nothing at the current period; previous is always allowed". Date keys
 * are local (20YY, 20YY-MM, 20YY-MM-DD, longer keys are cut to the tab's length); total has no steps.
 */
export function canStepNext(period: AnalysisTab, selected: string, current: string): boolean {
  if (period === 'total') return false;
  const n = KEY_LENGTH[period];
  return selected.slice(0, n) < current.slice(0, n);
}
/** portal §4: "previous is always allowed". */
export function canStepPrevious(): true {
  return true;
}

/** portal §4: "Distribution month cannot go beyond the current month". */
export function clampDistributionMonth(month: string, currentMonth: string): string {
  return month > currentMonth ? currentMonth : month;
}

// —— parameters ——

/** portal §4: "co2cost maps to environment; production maps to cost or production" (the rest map to themselves). */
export function distributionParameterFor(main: AnalysisParameter, options: { readonly hideCost?: boolean } = {}): DistributionParameter {
  switch (main) {
    case 'co2cost':
      return 'environment';
    case 'production':
      return options.hideCost ? 'production' : 'cost';
    default:
      return main;
  }
}

/** Site types of production services (portal §4 "production services"). */
export const PRODUCTION_SITE_TYPES = ['production', 'production-net'] as const satisfies readonly SiteType[];
/** portal §4: whether a service is a production service. */
export function isProductionService(siteType: SiteType): boolean {
  return (PRODUCTION_SITE_TYPES as readonly SiteType[]).includes(siteType);
}

/** portal §4: "Main parameter is forced to production for production services, otherwise to the first available option". */
export function mainParameterFor(siteType: SiteType, available: readonly AnalysisParameter[]): AnalysisParameter {
  if (isProductionService(siteType)) return 'production';
  return available[0] ?? 'consumption';
}

// —— compare options ——

/** portal §4: "Heating services cannot compare with price (reset to none)". */
export const COMPARE_OPTIONS_EXCLUDED_BY_SITE_TYPE: Readonly<Partial<Record<SiteType, readonly CompareOption[]>>> = {
  heating: ['price'],
};

/** The compare option after a service change: reset to none where the service cannot compare with it. */
export function compareOptionFor(siteType: SiteType, compare: CompareOption): CompareOption {
  return COMPARE_OPTIONS_EXCLUDED_BY_SITE_TYPE[siteType]?.includes(compare) ? 'none' : compare;
}

/** A configuration's hidden compare options as callers may hold them: read-only, `as const` included. */
type ReadonlyHiddenByPeriod = { readonly [P in keyof CompareOptionsHiddenByPeriod]: Readonly<CompareOptionsHiddenByPeriod[P]> };

/** portal §4: the compare options offered: none always; others unless the service excludes them or the configuration hides them for the period. */
export function availableCompareOptions(siteType: SiteType, period: AnalysisTab, hiddenByPeriod: ReadonlyHiddenByPeriod = {}): CompareOption[] {
  const excluded = new Set<CompareOption>([...(COMPARE_OPTIONS_EXCLUDED_BY_SITE_TYPE[siteType] ?? []), ...(hiddenByPeriod[period] ?? [])]);
  return CompareOption.options.filter((o) => o === 'none' || !excluded.has(o));
}

// —— quarter-hour strip and export ——

/** portal §4: "The quarter-hour strip appears only for 15-minute services in day view". */
export function showsQuarterHourStrip(readingPeriod: ReadingPeriod, period: AnalysisPeriod): boolean {
  return readingPeriod === '15M' && period === 'day';
}

/** portal §5: "Export buttons disabled when there is no data or period is total". */
export function isExportDisabled(hasData: boolean, period: AnalysisTab): boolean {
  return !hasData || period === 'total';
}

/** portal §5: "Hourly-value export only for month view of hourly or 15-minute services". */
export function allowsHourlyExport(readingPeriod: ReadingPeriod, period: AnalysisTab): boolean {
  return period === 'month' && (readingPeriod === 'HOURLY' || readingPeriod === '15M');
}

// —— rule schemas: validate the inputs, answer the rule's result ——

/** Rule schema of analysisAllowedPeriods: reading period → { periods, history }. */
export const AllowedPeriodsRule = ReadingPeriod.transform((rp) => ({ periods: allowedAnalysisPeriods(rp), history: showsHistory(rp) }));
/** Rule schema of analysisPeriodReset: reading period → period. */
export const PeriodResetRule = ReadingPeriod.transform(periodAfterReadingPeriodChange);
/** Rule schema of analysisNavigation: { period, selected, current } → { next, previous }. */
export const NavigationRule = z
  .object({ period: AnalysisTab, selected: DateKey, current: DateKey })
  .transform((v) => ({ next: canStepNext(v.period, v.selected, v.current), previous: canStepPrevious() }));
/** Rule schema of distributionMonthLimit: { month, currentMonth } → month shown. */
export const DistributionMonthRule = z
  .object({ month: MonthKey, currentMonth: MonthKey })
  .transform((v) => clampDistributionMonth(v.month, v.currentMonth));
/** Rule schema of distributionParameter: { main, hideCost? } → distribution parameter. */
export const DistributionParameterRule = z
  .object({ main: AnalysisParameter, hideCost: z.boolean().optional() })
  .transform((v) => distributionParameterFor(v.main, { hideCost: v.hideCost }));
/** Rule schema of mainParameter: { siteType, available } → main parameter. */
export const MainParameterRule = z
  .object({ siteType: SiteType, available: z.array(AnalysisParameter) })
  .transform((v) => mainParameterFor(v.siteType, v.available));
/** Rule schema of heatingCompareWithPrice: { siteType, compare } → compare option. */
export const CompareOptionRule = z
  .object({ siteType: SiteType, compare: CompareOption })
  .transform((v) => compareOptionFor(v.siteType, v.compare));
/** Rule schema of hiddenCompareOptions: { siteType, period, hiddenByPeriod? } → options offered. */
export const AvailableCompareOptionsRule = z
  .object({ siteType: SiteType, period: AnalysisTab, hiddenByPeriod: CompareOptionsHiddenByPeriod.optional() })
  .transform((v) => availableCompareOptions(v.siteType, v.period, v.hiddenByPeriod));
/** Rule schema of quarterHourStrip: { readingPeriod, period } → shown. */
export const QuarterHourStripRule = z
  .object({ readingPeriod: ReadingPeriod, period: AnalysisPeriod })
  .transform((v) => showsQuarterHourStrip(v.readingPeriod, v.period));
/** Rule schema of exportDisabled: { hasData, period } → disabled. */
export const ExportDisabledRule = z
  .object({ hasData: z.boolean(), period: AnalysisTab })
  .transform((v) => isExportDisabled(v.hasData, v.period));
/** Rule schema of hourlyExport: { readingPeriod, period } → allowed. */
export const HourlyExportRule = z
  .object({ readingPeriod: ReadingPeriod, period: AnalysisTab })
  .transform((v) => allowsHourlyExport(v.readingPeriod, v.period));

/** Rule entries, spread into insightsDomain.rules. */
export const analysisRules = {
  analysisAllowedPeriods: rule({
    spec: 'portal §4',
    summary: 'Allowed tabs: 15-minute and hourly: total, year, month, day; daily: total, year, month; monthly: total, year; none: no history, overview data shown',
    schema: AllowedPeriodsRule,
  }),
  analysisPeriodReset: rule({
    spec: 'portal §4',
    summary: 'Changing the reading period resets to year (monthly, daily, hourly) or total (others)',
    schema: PeriodResetRule,
  }),
  analysisNavigation: rule({
    spec: 'portal §4',
    summary: 'Next arrow does nothing at the current period; previous is always allowed',
    schema: NavigationRule,
  }),
  distributionMonthLimit: rule({
    spec: 'portal §4',
    summary: 'Distribution month cannot go beyond the current month',
    schema: DistributionMonthRule,
  }),
  distributionParameter: rule({
    spec: 'portal §4',
    summary: 'Changing the main parameter sets the distribution parameter (co2cost maps to environment; production maps to cost or production)',
    schema: DistributionParameterRule,
  }),
  mainParameter: rule({
    spec: 'portal §4',
    summary: 'Main parameter is forced to production for production services, otherwise to the first available option',
    schema: MainParameterRule,
  }),
  heatingCompareWithPrice: rule({
    spec: 'portal §4',
    summary: 'Heating services cannot compare with price (reset to none)',
    schema: CompareOptionRule,
  }),
  hiddenCompareOptions: rule({
    spec: 'portal §4',
    summary: 'Compare options can be hidden per period by configuration',
    schema: AvailableCompareOptionsRule,
  }),
  quarterHourStrip: rule({
    spec: 'portal §4',
    summary: 'The quarter-hour strip appears only for 15-minute services in day view',
    schema: QuarterHourStripRule,
  }),
  exportDisabled: rule({
    spec: 'portal §5',
    summary: 'Export buttons disabled when there is no data or period is total',
    schema: ExportDisabledRule,
  }),
  hourlyExport: rule({
    spec: 'portal §5',
    summary: 'Hourly-value export only for month view of hourly or 15-minute services',
    schema: HourlyExportRule,
  }),
} as const satisfies Readonly<Record<string, RuleDescriptor>>;
