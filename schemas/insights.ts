/**
 * Insights: per-service monthly figures, forecasts, six-month history, detailed insights and costs
 * (platform-contract §3 Insights, §5, §7 Insights). The portal's analysis rules live in
 * insights-analysis.ts, tips and data feedback in tips.ts; their exports are listed in this manifest.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { BooleanString, IsoDate, Timestamp } from './core/primitives.js';
import { LocationServiceType, MeasurementResolution, ServiceStatus } from './location.js';
import { DateKey, Quantity, ReadingPeriod, TimeEntity } from './measurement.js';
import {
  AnalysisPeriod, AnalysisTab, CompareOption, ExportFormat, ExportPeriod, analysisRules,
} from './insights-analysis.js';
import {
  DataFeedback, DataFeedbackInput, DataFeedbackUpdate, FeedbackSubject, LocalizedTip, Tip, TipCompletedBody, TipInput,
} from './tips.js';

// —— enumerations ——

const DATA_STATUSES = ['pending', 'delayedDaysNotReached', 'noDataExpected', 'noDataNotExpected', 'incomplete', 'complete'] as const;

/** platform-contract §3 Insights: "Data status: pending, delayedDaysNotReached, noDataExpected, noDataNotExpected, incomplete, complete". */
export const DataStatus = z.enum(DATA_STATUSES);
export type DataStatus = z.infer<typeof DataStatus>;

/** platform-contract §3 Insights: "service level adds newService". */
export const ServiceDataStatus = z.enum([...DATA_STATUSES, 'newService']);
export type ServiceDataStatus = z.infer<typeof ServiceDataStatus>;

/** platform-contract §3 Insights: "overall adds newCustomer and noDataError". */
export const OverallDataStatus = z.enum([...DATA_STATUSES, 'newCustomer', 'noDataError']);
export type OverallDataStatus = z.infer<typeof OverallDataStatus>;

/**
 * platform-contract §3 Insights: "Consumption type keys: energy, power, volume, waste-food,
 * waste-other, waste-removals, broadband, tv, no-data, calculated-cost, production, production-trade,
 * production-grid, production-price, fee".
 */
export const ConsumptionTypeKey = z.enum([
  'energy', 'power', 'volume', 'waste-food', 'waste-other', 'waste-removals', 'broadband', 'tv', 'no-data',
  'calculated-cost', 'production', 'production-trade', 'production-grid', 'production-price', 'fee',
]);
export type ConsumptionTypeKey = z.infer<typeof ConsumptionTypeKey>;

/** platform-contract §3 Insights: "Cost measurement types: energy, power, waste, volume, fees, taxes". */
export const CostMeasurementType = z.enum(['energy', 'power', 'waste', 'volume', 'fees', 'taxes']);
export type CostMeasurementType = z.infer<typeof CostMeasurementType>;

/** The message of the detailed insights period rule (docs/decisions.md "Detailed insights"). */
export const DETAILED_INSIGHTS_PERIOD_MESSAGE = 'Detailed insights period must be month or year';
/** platform-contract §5: "Detailed insights period: month or year only" (time entities month and year). */
export const DetailedInsightsPeriod = TimeEntity.extract(['month', 'year'], { error: DETAILED_INSIGHTS_PERIOD_MESSAGE });
export type DetailedInsightsPeriod = z.infer<typeof DetailedInsightsPeriod>;

// —— entities ——

/**
 * platform-contract §3 Insights: "Cost item: total, totalIncludingPercentages, parts[{name, info,
 * type, partConsumption, partName, price, fraction, value, valueIncludingPercentages}]".
 */
export const CostItem = z
  .object({
    total: z.number(),
    totalIncludingPercentages: z.number(),
    parts: z.array(
      z.object({
        name: z.string(),
        info: z.string().optional(),
        type: CostMeasurementType,
        partConsumption: z.number().optional().meta({ description: 'Consumption the part is charged for' }),
        partName: z.string().optional(),
        price: z.number().optional().meta({ description: 'Unit price' }),
        fraction: z.number().optional().meta({ description: 'Share of the total, 0–1' }),
        value: z.number(),
        valueIncludingPercentages: z.number(),
      }),
    ),
  })
  .meta({ title: 'Cost item', description: 'A cost split into its parts' });
export type CostItem = z.infer<typeof CostItem>;

const KeyedValue = <K extends z.ZodEnum>(key: K) => z.object({ key, unit: z.string(), value: z.number() });

/**
 * platform-contract §3 Insights: "Insight: insightDate, type, hasFixedPrice, hasDetailedHistory,
 * address, data[{measurement{key,unit,value}, cost{key,unit,value}}], cost, mainValue,
 * secondaryValue, mainConsumption, compensation (value, unit), dataStatus, serviceStatus,
 * serviceStartDate, serviceUid, serviceId". Field types: docs/decisions.md "Insight fields".
 */
export const Insight = z
  .object({
    insightDate: Timestamp.meta({ description: 'Start of the month the insight covers' }),
    type: LocationServiceType,
    hasFixedPrice: z.boolean(),
    hasDetailedHistory: z.boolean(),
    address: z.string(),
    data: z.array(z.object({ measurement: KeyedValue(ConsumptionTypeKey), cost: KeyedValue(CostMeasurementType).optional() })),
    cost: CostItem.optional(),
    mainValue: z.number().nullable().meta({ description: 'The headline figure (usually cost); null before data exists' }),
    secondaryValue: z.number().nullable().optional(),
    mainConsumption: z.number().nullable().meta({ description: 'The headline consumption; null before data exists' }),
    compensation: Quantity.optional().meta({ description: 'Production compensation' }),
    dataStatus: ServiceDataStatus,
    serviceStatus: ServiceStatus,
    serviceStartDate: Timestamp,
    serviceUid: z.string().min(1),
    serviceId: z.string().min(1),
  })
  .meta({ title: 'Insight', description: 'One service of a location for one month' });
export type Insight = z.infer<typeof Insight>;

/**
 * platform-contract §3 Insights: "Insights response: status, dataAvailableDate, customerStartDate,
 * insights[], totalCost, totalMainValue, totalSecondaryValue".
 */
export const InsightsResponse = z
  .object({
    status: OverallDataStatus,
    dataAvailableDate: Timestamp.nullable().meta({ description: 'Last day with data; null when none yet' }),
    customerStartDate: Timestamp,
    insights: z.array(Insight),
    totalCost: z.number(),
    totalMainValue: z.number(),
    totalSecondaryValue: z.number(),
  })
  .meta({ title: 'Insights', description: 'The insights of a location for one month' });
export type InsightsResponse = z.infer<typeof InsightsResponse>;

/**
 * platform-contract §3 Insights: "Forecast overview: status, dataAvailableDate, forecasts[], total,
 * totals". Forecasts are insights computed with forForecast (docs/decisions.md "Insight fields").
 */
export const ForecastOverview = z
  .object({
    status: OverallDataStatus,
    dataAvailableDate: Timestamp.nullable(),
    forecasts: z.array(Insight),
    total: z.number().meta({ description: 'Forecast total cost of the month' }),
    totals: z.object({ cost: z.number(), mainValue: z.number(), secondaryValue: z.number() }),
  })
  .meta({ title: 'Forecast overview', description: 'The forecast of a location for the current month' });
export type ForecastOverview = z.infer<typeof ForecastOverview>;

/** platform-contract §3 Insights: "Six-month measurements: per service measurements[{date, value, unit}], serviceUid, serviceType". */
export const SixMonthMeasurements = z
  .object({
    measurements: z.array(z.object({ date: Timestamp, value: z.number(), unit: z.string() })),
    serviceUid: z.string().min(1),
    serviceType: LocationServiceType,
  })
  .meta({ title: 'Six-month measurements', description: 'The last six months of one service' });
export type SixMonthMeasurements = z.infer<typeof SixMonthMeasurements>;

/** A value of a detailed-insights series: "values[{key, value, children}]". */
export const DataSeriesValue = z
  .object({
    key: DateKey,
    value: z.number().nullable(),
    get children(): z.ZodOptional<z.ZodArray<typeof DataSeriesValue>> {
      return z.array(DataSeriesValue).optional();
    },
  })
  .meta({ title: 'Series value' });
export type DataSeriesValue = z.infer<typeof DataSeriesValue>;

/** platform-contract §3 Insights: "dataSeries and comparisonSeries (unit, resolution, status, aggregatedValue, values[{key, value, children}], key)". */
export const DataSeries = z
  .object({
    key: z.string().min(1).meta({ description: 'What the series shows, e.g. a consumption type key or a comparison' }),
    unit: z.string(),
    resolution: TimeEntity,
    status: DataStatus,
    aggregatedValue: z.number().nullable(),
    values: z.array(DataSeriesValue),
  })
  .meta({ title: 'Data series' });
export type DataSeries = z.infer<typeof DataSeries>;

/** platform-contract §3 Insights: "metaData{selectedService, currentDate, startDate, dataAvailableDate, highestAvailableResolution, selectedTimePeriod, defaultDate}". */
export const DetailedInsightsMetaData = z
  .object({
    selectedService: z.string().min(1).meta({ description: 'Id of the selected location service' }),
    currentDate: Timestamp,
    startDate: Timestamp,
    dataAvailableDate: Timestamp.nullable(),
    highestAvailableResolution: TimeEntity,
    selectedTimePeriod: DetailedInsightsPeriod,
    defaultDate: Timestamp,
  })
  .meta({ title: 'Detailed insights metadata' });

/** platform-contract §3 Insights: "locationServices[{id, type, readingPeriod}]". */
const DetailedInsightsService = z.object({ id: z.string().min(1), type: LocationServiceType, readingPeriod: ReadingPeriod });

/** platform-contract §7 "/insights/detailed-insights/defaults/{id}": metadata and services without series (docs/decisions.md "Detailed insights"). */
export const DetailedInsightsDefaults = z
  .object({ metaData: DetailedInsightsMetaData, locationServices: z.array(DetailedInsightsService) })
  .meta({ title: 'Detailed insights defaults', description: 'What detailed insights open with' });
export type DetailedInsightsDefaults = z.infer<typeof DetailedInsightsDefaults>;

/** platform-contract §3 Insights: "Detailed insights: metaData{…}, locationServices[…], dataSeries and comparisonSeries". */
export const DetailedInsights = DetailedInsightsDefaults.extend({
  dataSeries: z.array(DataSeries),
  comparisonSeries: z.array(DataSeries),
}).meta({ title: 'Detailed insights', description: 'Series of a service for a month or a year' });
export type DetailedInsights = z.infer<typeof DetailedInsights>;

// —— queries ——

/** platform-contract §7 "/insights/detailed-insights/{id} (timeEntity, dateKey, forceCost)". */
export const DetailedInsightsQuery = z.object({
  timeEntity: DetailedInsightsPeriod,
  dateKey: DateKey,
  forceCost: BooleanString.optional(),
});

/** The message of the load period rule (docs/decisions.md "Site and location data paths"). */
export const LOAD_PERIOD_REQUIRED = 'Either dateKey or start and end is required';
/**
 * platform-contract §7 Sites: "GET /sites/{id}/load (resolution, dateKey or start/end)". Kept here,
 * not in measurement.ts: location.ts imports measurement.ts, so measurement.ts cannot import the
 * measurement resolutions of location.ts.
 */
export const LoadQuery = z
  .object({
    resolution: MeasurementResolution,
    dateKey: DateKey.optional(),
    start: IsoDate.optional(),
    end: IsoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.dateKey === undefined && (q.start === undefined || q.end === undefined)) {
      ctx.addIssue({ code: 'custom', message: LOAD_PERIOD_REQUIRED, path: ['dateKey'] });
    }
  });

/** The insights domain manifest (platform-contract §3 Insights; portal §4, §5 analysis and export rules; tips and data feedback). */
export const insightsDomain = defineDomain({
  name: 'insights',
  spec: ['platform-contract §3 Insights', 'platform-contract §5', 'platform-contract §7 Sites', 'portal §4', 'portal §5'],
  enums: {
    DataStatus, ServiceDataStatus, OverallDataStatus, ConsumptionTypeKey, CostMeasurementType, DetailedInsightsPeriod,
    AnalysisPeriod, AnalysisTab, CompareOption, ExportFormat, ExportPeriod, FeedbackSubject,
  },
  entities: {
    CostItem, Insight, InsightsResponse, ForecastOverview, SixMonthMeasurements, DataSeriesValue, DataSeries,
    DetailedInsightsMetaData, DetailedInsightsDefaults, DetailedInsights,
    Tip, TipInput, LocalizedTip, TipCompletedBody, DataFeedback, DataFeedbackInput, DataFeedbackUpdate,
  },
  rules: {
    detailedInsightsPeriod: rule({
      spec: 'platform-contract §5',
      summary: 'Detailed insights period: month or year only',
      schema: DetailedInsightsQuery,
      messages: [DETAILED_INSIGHTS_PERIOD_MESSAGE],
    }),
    loadPeriod: rule({
      spec: 'platform-contract §7 Sites',
      summary: 'Load measurements are asked for by dateKey or by start and end',
      schema: LoadQuery,
      messages: [LOAD_PERIOD_REQUIRED],
    }),
    ...analysisRules,
  },
});
