/**
 * Monthly reports and their summaries (platform-contract §3 Monthly report, §7 reports).
 * Sub-shapes the spec only names: docs/decisions.md "Monthly report shape".
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';
import { BooleanString, HourOfDay, IsoDate, Language, MonthKey, ObjectId } from './core/primitives.js';
import { PageQuery } from './core/envelope.js';
import { Currency } from './geography.js';
import { IotWeekday } from './iot-devices.js';
import { LocationAccess, LocationServiceType } from './location.js';
import { DistributionParameter, HistoryEntry, PartOfDay, Quantity } from './measurement.js';

// —— enumerations ——

/** platform-contract §3 Monthly report: "Differences hold abs, percent, direction (up, down, unchanged)". */
export const DifferenceDirection = z.enum(['up', 'down', 'unchanged']);
export type DifferenceDirection = z.infer<typeof DifferenceDirection>;

/** platform-contract §3 Monthly report: "costAffectingFactors of type temperature, spotprice, consumption, production". */
export const CostAffectingFactorType = z.enum(['temperature', 'spotprice', 'consumption', 'production']);
export type CostAffectingFactorType = z.infer<typeof CostAffectingFactorType>;

// —— entities ——

/**
 * platform-contract §3 Monthly report: "Differences hold abs, percent, direction". abs and percent
 * are magnitudes, the direction gives the sign; percent is null when the previous value is 0
 * (docs/decisions.md "Differences").
 */
export const Difference = z
  .object({
    abs: z.number().min(0).meta({ description: '|current − previous|' }),
    percent: z.number().min(0).nullable().meta({ description: '|current − previous| / |previous| × 100; null when previous is 0' }),
    direction: DifferenceDirection,
  })
  .meta({ title: 'Difference', description: 'How a value changed from the previous period' });
export type Difference = z.infer<typeof Difference>;

/** A difference between a current and a previous value. */
export function difference(current: number, previous: number): Difference {
  const abs = Math.abs(current - previous);
  return {
    abs,
    percent: previous === 0 ? null : (abs / Math.abs(previous)) * 100,
    direction: current > previous ? 'up' : current < previous ? 'down' : 'unchanged',
  };
}

const Money = z.object({ value: z.number(), currency: Currency });

/** "yearlyAnalysis (consumption, optional production, differences from previous year, cost)". */
export const YearlyAnalysis = z
  .object({
    consumption: Quantity,
    production: Quantity.optional(),
    differences: z.object({ consumption: Difference, production: Difference.optional(), cost: Difference.optional() }),
    cost: Money,
  })
  .meta({ title: 'Yearly analysis', description: 'The last twelve months against the twelve before' });

/** "monthlyAnalysis (cost with parts per service type, measurements, costAffectingFactors of type temperature, spotprice, consumption, production)". */
export const MonthlyAnalysis = z
  .object({
    cost: z.object({
      total: z.number(),
      currency: Currency,
      parts: z.array(z.object({ serviceType: LocationServiceType, value: z.number(), share: z.number().min(0).max(1).optional() })),
    }),
    measurements: z.array(z.object({ serviceType: LocationServiceType, value: z.number(), unit: z.string(), difference: Difference.optional() })),
    costAffectingFactors: z.array(z.object({ type: CostAffectingFactorType, value: z.number(), unit: z.string(), difference: Difference })),
  })
  .meta({ title: 'Monthly analysis', description: 'Cost, measurements and what moved the cost in one month' });
export type MonthlyAnalysis = z.infer<typeof MonthlyAnalysis>;

/** "weeklyAnalysis": consumption per week of the month. */
const WeeklyAnalysis = z.object({
  unit: z.string(),
  weeks: z.array(z.object({ week: z.number().int().min(1).max(53), startDate: IsoDate, endDate: IsoDate, consumption: z.number(), cost: z.number().optional() })),
});

/** "dailyAnalysis (per weekday)": average per weekday, Monday 0 to Sunday 6 (platform-contract §9 weekday numbering, as IotWeekday). */
const DailyAnalysis = z.object({
  unit: z.string(),
  weekdays: z.array(z.object({ weekday: IotWeekday, consumption: z.number(), cost: z.number().optional() })),
});

/** "hourlyAnalysis (hours and max hour)". */
const HourlyAnalysis = z.object({
  unit: z.string(),
  hours: z.array(z.object({ hour: HourOfDay, consumption: z.number() })),
  maxHour: z.object({ hour: HourOfDay, consumption: z.number(), date: IsoDate.optional() }),
});

/** "hourlyAverages (parts of day ... with from, to, consumption, percentage, average spot price)". */
const HourlyAveragePart = z.object({
  from: HourOfDay,
  to: z.number().int().min(1).max(24).meta({ description: 'End hour, exclusive' }),
  consumption: z.number(),
  percentage: z.number().min(0).max(100),
  averageSpotPrice: z.number(),
});

/** "comparisonWithSimilarHouseholds". */
export const ComparisonWithSimilarHouseholds = z
  .object({
    consumption: z.number().meta({ description: 'The location’s consumption' }),
    similarHouseholds: z.number().meta({ description: 'Average consumption of similar households' }),
    unit: z.string(),
    difference: Difference,
  })
  .meta({ title: 'Comparison with similar households' });
export type ComparisonWithSimilarHouseholds = z.infer<typeof ComparisonWithSimilarHouseholds>;

/**
 * platform-contract §3 Monthly report: "_id, access{accountId, organisation}, locationId, date,
 * yearlyAnalysis, monthlyAnalysis, weeklyAnalysis, dailyAnalysis (per weekday), hourlyAnalysis,
 * distributions, hourlyAverages, comparisonWithSimilarHouseholds". The hour-based parts are absent
 * for services read less often than hourly.
 */
export const MonthlyReport = z
  .object({
    _id: ObjectId,
    access: LocationAccess,
    locationId: ObjectId,
    date: MonthKey.meta({ description: 'The month reported' }),
    yearlyAnalysis: YearlyAnalysis,
    monthlyAnalysis: MonthlyAnalysis,
    weeklyAnalysis: WeeklyAnalysis.optional(),
    dailyAnalysis: DailyAnalysis.optional(),
    hourlyAnalysis: HourlyAnalysis.optional(),
    distributions: z.partialRecord(DistributionParameter, HistoryEntry),
    hourlyAverages: z
      .object(Object.fromEntries(PartOfDay.options.map((part) => [part, HourlyAveragePart])) as Record<PartOfDay, typeof HourlyAveragePart>)
      .optional(),
    comparisonWithSimilarHouseholds: ComparisonWithSimilarHouseholds.optional(),
  })
  .meta({ title: 'Monthly report', description: 'The monthly report of a location' });
export type MonthlyReport = z.infer<typeof MonthlyReport>;

/** platform-contract §7 "/reports/monthly/summaries" (shape: docs/decisions.md "Monthly report queries and summaries"). */
export const MonthlyReportSummary = z
  .object({
    _id: ObjectId,
    locationId: ObjectId,
    date: MonthKey,
    cost: Money.optional(),
    consumption: Quantity.optional(),
    production: Quantity.optional(),
    difference: Difference.optional().meta({ description: 'Cost against the same month a year earlier' }),
  })
  .meta({ title: 'Monthly report summary', description: 'The headline figures of one monthly report' });
export type MonthlyReportSummary = z.infer<typeof MonthlyReportSummary>;

// —— queries ——

/** Query of GET /reports/monthly and /reports/monthly/summaries ("(query)": not shown). */
export const MonthlyReportQuery = z.object({
  locationId: ObjectId,
  from: MonthKey.optional(),
  to: MonthKey.optional(),
  limit: PageQuery.shape.limit,
});

/**
 * Queries of the analysis calls of sites and locations (platform-contract §7 Sites, Locations:
 * "analysis month (language, sensorIds); analysis service (month, onlyCurrentMonth); analysis
 * compare"), one set for both (docs/decisions.md "Analysis calls"). The location's month analysis
 * adds sensorIds (location-data.ts).
 */
export const AnalysisCompareQuery = z.object({ month: MonthKey.optional() });
export const AnalysisMonthQuery = AnalysisCompareQuery.extend({ language: Language.optional() });
export const AnalysisServiceQuery = AnalysisCompareQuery.extend({ onlyCurrentMonth: BooleanString.optional() });

/** The report domain manifest (platform-contract §3 Monthly report). */
export const reportDomain = defineDomain({
  name: 'report',
  spec: ['platform-contract §3 Monthly report', 'platform-contract §7 Insights, invoices, reports, predictions, queues'],
  enums: { DifferenceDirection, CostAffectingFactorType },
  entities: { Difference, YearlyAnalysis, MonthlyAnalysis, ComparisonWithSimilarHouseholds, MonthlyReport, MonthlyReportSummary },
});
