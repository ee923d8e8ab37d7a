/**
 * Meter data: data items, value types, spot prices, zone aggregation, power mix
 * (platform-contract §3 Measurement data; portal §3 Measurement node).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { BooleanString, IsoDate, ObjectId, Timestamp, whenMissing } from './core/primitives.js';
import { PriceZone, TimeZoneName } from './geography.js';

// —— enumerations ——

/** Reading periods as platform-contract §3 lists them: six, WITH YEARLY. The portal's list is `PortalReadingPeriod`. */
export const ReadingPeriod = z.enum(['NONE', '15M', 'HOURLY', 'DAILY', 'MONTHLY', 'YEARLY']);
export type ReadingPeriod = z.infer<typeof ReadingPeriod>;

/** Reading periods as portal §3 lists them: five, WITHOUT YEARLY ("also YEARLY in the shared enumeration"). */
export const PortalReadingPeriod = z.enum(['NONE', 'MONTHLY', 'DAILY', 'HOURLY', '15M']);
export type PortalReadingPeriod = z.infer<typeof PortalReadingPeriod>;

/** Site types (platform-contract §3 Measurement data). */
export const SiteType = z.enum(['consumption', 'consumption-net', 'production', 'production-net', 'water', 'heating', 'gas', 'gas-net', 'waste', 'broadband', 'tv']);
export type SiteType = z.infer<typeof SiteType>;

/**
 * platform-contract §3 Measurement data: "Data value types: consumption, consumption-net, production,
 * production-net, water, gas, gas-net, heating, waste, broadband, tv, co2, co2 cost, price, kwh price,
 * spot price, temperature, cost, fixed cost, calculated cost, peak watt, weight, uv index, power
 * wind/coal/total". Values the spec writes with spaces are hyphenated like their neighbours
 * (docs/decisions.md "Data value type wire values").
 */
export const DataValueType = z.enum([
  'consumption', 'consumption-net', 'production', 'production-net', 'water', 'gas', 'gas-net', 'heating',
  'waste', 'broadband', 'tv', 'co2', 'co2-cost', 'price', 'kwh-price', 'spot-price', 'temperature', 'cost',
  'fixed-cost', 'calculated-cost', 'peak-watt', 'weight', 'uv-index', 'power-wind', 'power-coal', 'power-total',
]);
export type DataValueType = z.infer<typeof DataValueType>;

/** platform-contract §3 Measurement data: "Value categories: good, bad, intermediate". */
export const ValueCategory = z.enum(['good', 'bad', 'intermediate']);
export type ValueCategory = z.infer<typeof ValueCategory>;

/** platform-contract §3 Measurement data: "Time entities: years, year, month, day, hour, 15-minute". */
export const TimeEntity = z.enum(['years', 'year', 'month', 'day', 'hour', '15-minute']);
export type TimeEntity = z.infer<typeof TimeEntity>;

/** platform-contract §9, portal §9: "Spot resolutions 15m, hour, day". */
export const SpotResolution = z.enum(['15m', 'hour', 'day']);
export type SpotResolution = z.infer<typeof SpotResolution>;

/**
 * platform-contract §7 Data "GET /v3/data/{kind}": the kinds are not listed
 * (docs/decisions.md "Data kinds").
 */
export const DataKind = z.enum(['spotprice', 'co2', 'powermix', 'temperature', 'consumption', 'production']);
export type DataKind = z.infer<typeof DataKind>;

/** platform-contract §3 Monthly report "parts of day morning, day, evening, night"; also a prediction row's partOfDay (§3 Predictions). */
export const PartOfDay = z.enum(['morning', 'day', 'evening', 'night']);
export type PartOfDay = z.infer<typeof PartOfDay>;

/**
 * portal §3 Measurement node, §4 Analysis: the main parameters of the analysis (the node values with a
 * total that the parameter dropdown offers): consumption, cost, co2cost (environmental impact), production.
 */
export const AnalysisParameter = z.enum(['consumption', 'cost', 'co2cost', 'production']);
export type AnalysisParameter = z.infer<typeof AnalysisParameter>;

/**
 * portal §4 Analysis: "Changing the main parameter sets the distribution parameter (co2cost maps to
 * environment; production maps to cost or production)": the monthly distribution's parameters.
 */
export const DistributionParameter = z.enum(['consumption', 'cost', 'environment', 'production']);
export type DistributionParameter = z.infer<typeof DistributionParameter>;

// —— keys ——

/** A year key, 20YY (platform-contract §7 "year/{key}", "/insights/data/{id}/year/{year}"). */
export const YearKey = z
  .string()
  .regex(/^20\d{2}$/, 'Must be a year key 20YY')
  .meta({ description: 'Year key 20YY', examples: ['2026'] });

/** An hour key, 20YY-MM-DDTHH, local time of the service (platform-contract §7 "hour/{time}"). */
export const HourKey = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3])$/, 'Must be an hour key 20YY-MM-DDTHH')
  .meta({ description: 'Hour key 20YY-MM-DDTHH (local time)', examples: ['2026-11-22T10'] });

/**
 * platform-contract §3 Measurement data, portal §3 Measurement node "dateKey": the period a value
 * belongs to, in local time: 20YY, 20YY-MM, 20YY-MM-DD, 20YY-MM-DDTHH or 20YY-MM-DDTHH:mm
 * (a quarter hour). docs/decisions.md "Date keys".
 */
export const DateKey = z
  .string()
  .regex(
    /^20\d{2}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3])(:(00|15|30|45))?)?)?)?$/,
    'Must be a date key 20YY, 20YY-MM, 20YY-MM-DD, 20YY-MM-DDTHH or 20YY-MM-DDTHH:mm',
  )
  .meta({ description: 'Period key in local time: 20YY, 20YY-MM, 20YY-MM-DD, 20YY-MM-DDTHH or 20YY-MM-DDTHH:mm', examples: ['2026-11', '2026-11-22T10'] });

// —— entities ——

/**
 * platform-contract §3 Measurement data: one value of a data item, "each with total, avgHour, cost,
 * co2, source, certainty, partial, category". Every field may be missing: temperature and prices
 * carry avgHour, quantities carry total (docs/decisions.md "Data item fields").
 */
export const DataValue = z
  .object({
    total: z.number().optional().meta({ description: 'Sum over the period (kWh, m³, kr, …)' }),
    avgHour: z.number().optional().meta({ description: 'Hourly average over the period (temperature, prices, CO2 intensity)' }),
    cost: z.number().optional().meta({ description: 'Cost of the total' }),
    co2: z.number().optional().meta({ description: 'CO2 emissions of the total, g' }),
    source: z.string().optional().meta({ description: 'Where the value comes from, e.g. measured, forecast, neighbour, calculated' }),
    certainty: z.number().min(0).optional().meta({ description: 'Certain when absent or at least 1 (see isCertain)' }),
    partial: z.boolean().optional().meta({ description: 'True when the period is not complete yet' }),
    category: ValueCategory.optional(),
  })
  .meta({ title: 'Data value', description: 'One value of a data item' });
export type DataValue = z.infer<typeof DataValue>;

/** A data item's values keyed by data value type. */
const DataValues = z.partialRecord(DataValueType, DataValue);

/**
 * platform-contract §3 Measurement data: "Data item: date, dateKey, location, value keyed by data
 * type (...), shared values, children, updated". `children` are the items of the next finer period.
 */
export const DataItem = z
  .object({
    date: Timestamp.meta({ description: 'Start of the period' }),
    dateKey: DateKey,
    location: z.string().optional().meta({ description: 'The site, zone, zip code or area the item belongs to' }),
    value: DataValues.meta({ description: 'Values keyed by data value type' }),
    sharedValues: DataValues.optional().meta({ description: 'Values shared by every service of the location (spot price, temperature, CO2)' }),
    get children(): z.ZodOptional<z.ZodArray<typeof DataItem>> {
      return z.array(DataItem).optional();
    },
    updated: Timestamp.optional().meta({ description: 'When the item was last recomputed' }),
  })
  .meta({ title: 'Data item', description: 'Measured, calculated or zone data for one period' });
export type DataItem = z.infer<typeof DataItem>;

const Total = z.object({ total: z.number() });
const AvgHour = z.object({ avgHour: z.number() });

/**
 * portal §3: "Measurement node: dateKey, date, children, value with consumption, cost, co2cost,
 * production, cloudCover, compareDegreeDays (each total; consumption also certainty) and
 * temperature, price, co2 (avgHour)". A service has only some of the values.
 */
export const MeasurementNode = z
  .object({
    dateKey: DateKey,
    date: Timestamp.meta({ description: 'Start of the period' }),
    get children(): z.ZodOptional<z.ZodArray<typeof MeasurementNode>> {
      return z.array(MeasurementNode).optional();
    },
    value: z.object({
      consumption: Total.extend({ certainty: z.number().min(0).optional() }).optional(),
      cost: Total.optional(),
      co2cost: Total.optional(),
      production: Total.optional(),
      cloudCover: Total.optional(),
      compareDegreeDays: Total.optional(),
      temperature: AvgHour.optional(),
      price: AvgHour.optional(),
      co2: AvgHour.optional(),
    }),
  })
  .meta({ title: 'Measurement node', description: 'One period of a service in the portal analysis, with its sub-periods' });
export type MeasurementNode = z.infer<typeof MeasurementNode>;

/** portal §3 History data "parts (type, share, value, unit)". */
export const HistoryPart = z.object({
  type: z.string().meta({ description: 'What the part is, e.g. energy, fees, heating' }),
  share: z.number().min(0).meta({ description: 'Share of the total, 0–1' }),
  value: z.number(),
  unit: z.string(),
});

/** portal §3 History data "history[param] with total, unit, parts"; also a monthly report's distributions. */
export const HistoryEntry = z.object({ total: z.number(), unit: z.string(), parts: z.array(HistoryPart) });

/**
 * portal §3: "History data: history[param] with total, unit, parts (type, share, value, unit);
 * overview.current[param] with total, now". History is keyed by distribution parameter, the
 * overview by main parameter (docs/decisions.md "Location services data").
 */
export const HistoryData = z
  .object({
    history: z.partialRecord(DistributionParameter, HistoryEntry),
    overview: z.object({
      current: z.partialRecord(AnalysisParameter, z.object({ total: z.number(), now: z.number() })),
    }),
  })
  .meta({ title: 'History data', description: 'Monthly distribution and current overview of a service' });
export type HistoryData = z.infer<typeof HistoryData>;

/** portal §7 getLocationServicesData: "services with serviceType, history, overview". */
export const LocationServiceData = HistoryData.extend({
  serviceId: ObjectId.meta({ description: 'The location service id' }),
  serviceType: SiteType,
}).meta({ title: 'Location service data', description: 'A service of a location with its history and overview for a month' });
export type LocationServiceData = z.infer<typeof LocationServiceData>;

/** A value with its unit (a monthly report's quantities, an insight's compensation). */
export const Quantity = z.object({ value: z.number(), unit: z.string() });

/** platform-contract §3, portal §3: "Spot price: date, value". */
export const SpotPrice = z
  .object({
    date: Timestamp.meta({ description: 'Start of the price period' }),
    value: z.number().meta({ description: 'Price in the zone currency per kWh' }),
  })
  .meta({ title: 'Spot price', description: 'Spot price of one period' });
export type SpotPrice = z.infer<typeof SpotPrice>;

/** platform-contract §7 Data "/v3/data/spotprices/delivery-area/{area}/average" (shape: docs/decisions.md "Spot-price average"). */
export const SpotPriceAverage = z
  .object({
    area: PriceZone,
    value: z.number().meta({ description: 'Average spot price over the period' }),
    unit: z.string().meta({ description: 'e.g. kr/kWh' }),
    startDate: IsoDate,
    endDate: IsoDate,
  })
  .meta({ title: 'Spot-price average', description: 'Average spot price of a delivery area over a period' });
export type SpotPriceAverage = z.infer<typeof SpotPriceAverage>;

/** "maps of ISO datetime to number" (platform-contract §3 Measurement data). */
const TimeMap = z.record(z.iso.datetime({ offset: true }), z.number()).meta({ description: 'ISO date-time → value' });

/** One series of a zone aggregation: unit, location and the monthly/daily/hourly/quarterHourly maps. */
export const ZoneSeries = z
  .object({
    unit: z.string(),
    location: z.string().meta({ description: 'The price zone' }),
    monthly: TimeMap,
    daily: TimeMap,
    hourly: TimeMap,
    quarterHourly: TimeMap.optional(),
  })
  .meta({ title: 'Zone series' });

/**
 * platform-contract §3 Measurement data: "Zone aggregation: price and co2 series with unit, location
 * and monthly/daily/hourly/quarterHourly maps of ISO datetime to number".
 */
export const ZoneAggregation = z
  .object({ price: ZoneSeries, co2: ZoneSeries })
  .meta({ title: 'Zone aggregation', description: 'Price and CO2 series of a price zone' });
export type ZoneAggregation = z.infer<typeof ZoneAggregation>;

/** platform-contract §3 Measurement data: "Power mix: co2 plus optional biomass, coal, gas, hydro, nuclear, solar, wind, total". */
export const PowerMix = z
  .object({
    co2: z.number(),
    biomass: z.number().optional(),
    coal: z.number().optional(),
    gas: z.number().optional(),
    hydro: z.number().optional(),
    nuclear: z.number().optional(),
    solar: z.number().optional(),
    wind: z.number().optional(),
    total: z.number().optional(),
  })
  .meta({ title: 'Power mix', description: 'CO2 intensity and production by source' });
export type PowerMix = z.infer<typeof PowerMix>;

/**
 * platform-contract §3 Predictions "measurements (date, optional kWh or m3)", §7 Sites
 * "GET /sites/{serviceId}/data/{a}/{b} (measurements)": one meter reading.
 */
export const MeterMeasurement = z
  .object({
    date: Timestamp,
    kWh: z.number().optional(),
    m3: z.number().optional(),
  })
  .meta({ title: 'Meter measurement', description: 'One reading of a service: kWh or m³' });
export type MeterMeasurement = z.infer<typeof MeterMeasurement>;

// —— meter readings arriving (docs/decisions.md "Meter reading ingestion") ——

/** Where a reading comes from: the meter, an estimate for a gap, a correction of an earlier value, or a calculation. */
export const ReadingSource = z.enum(['measured', 'estimated', 'corrected', 'calculated']);
export type ReadingSource = z.infer<typeof ReadingSource>;

/** The most readings one call takes: a year of 15-minute values of almost three meters. */
export const MAX_READINGS_PER_BATCH = 100_000;

/** One reading of a meter for the period starting at `date` (the service's measurement resolution says how long). */
export const MeterReadingInput = z
  .strictObject({
    measurementId: z.string().min(1).max(100).meta({ description: 'The service\'s measurementId (the meter point)' }),
    date: Timestamp.meta({ description: 'Start of the period, on the meter\'s resolution (quarter-hour, hour, local day or local month)' }),
    value: z.number().meta({ description: 'kWh, or m³ for water and gas' }),
    certainty: z.number().min(0).optional().meta({ description: 'Certain when absent or at least 1' }),
    source: ReadingSource.optional().meta({ description: 'measured when absent' }),
  })
  .meta({ title: 'Meter reading' });
export type MeterReadingInput = z.infer<typeof MeterReadingInput>;

/** POST /v3/data/readings: a batch that lands whole or not at all. */
export const MeterReadingsBatch = z
  .strictObject({ readings: z.array(MeterReadingInput).min(1).max(MAX_READINGS_PER_BATCH) })
  .meta({ title: 'Meter readings', description: 'Readings of one or more meters of the organisation' });

/** POST /v3/data/readings/csv: the same readings as CSV. */
export const MeterReadingsCsv = z
  .string()
  .min(1)
  .meta({ title: 'Meter readings CSV', description: 'Header measurementId,date,value and optionally certainty,source; one reading a row' });

/** What a batch changed: readings new or different from what was stored (the rest were there already, unchanged). */
export const MeterReadingsReceipt = z
  .object({
    received: z.number().int().min(0),
    changed: z.number().int().min(0).meta({ description: 'New readings and corrected values' }),
    unchanged: z.number().int().min(0).meta({ description: 'Readings stored already with the same value' }),
    meters: z.number().int().min(0),
    from: Timestamp.meta({ description: 'Start of the earliest reading' }),
    to: Timestamp.meta({ description: 'Start of the latest reading' }),
  })
  .meta({ title: 'Meter readings receipt' });

// —— queries ——

/**
 * A time zone that must be given (platform-contract §5, portal §5 "Spot-price queries require a time
 * zone"). Message: docs/decisions.md "Time zone on data queries".
 */
export const TIME_ZONE_REQUIRED = 'timeZone is required';
/** platform-contract §5, portal §5: a query's time zone, one of the five of platform-contract §9, required. */
export const RequiredTimeZone = z.enum(TimeZoneName.options, { error: whenMissing(TIME_ZONE_REQUIRED) });

/** Query of spot-price calls (platform-contract §7 Data storage spot prices, delivery-area average). */
export const SpotPriceQuery = z.object({
  timeZone: RequiredTimeZone,
  start_date: IsoDate.optional(),
  end_date: IsoDate.optional(),
  resolution: SpotResolution.optional(),
});

/** platform-contract §7 Data, portal §7: "queries zone, area, siteId, start_date, end_date, category" (+ timeZone). */
export const DataQuery = z.object({
  timeZone: RequiredTimeZone,
  zone: PriceZone.optional(),
  area: z.string().min(1).optional(),
  siteId: z.string().min(1).optional(),
  start_date: IsoDate.optional(),
  end_date: IsoDate.optional(),
  category: ValueCategory.optional(),
});

/** The zone, zip-code and area variants are public: they take no siteId. */
export const PublicDataQuery = DataQuery.omit({ siteId: true });

/**
 * portal §7 getDataYears … getDataHour: "options allowNeighbour false, calculateCost true, addRelated
 * true, allowForecasts false", as query booleans with those defaults.
 */
export const DataOptionsQuery = z.object({
  allowNeighbour: BooleanString.default('false').meta({ description: 'Fill gaps from neighbouring values' }),
  calculateCost: BooleanString.default('true').meta({ description: 'Compute cost where none is stored' }),
  addRelated: BooleanString.default('true').meta({ description: 'Add related values (spot price, temperature, CO2)' }),
  allowForecasts: BooleanString.default('false').meta({ description: 'Fill the future with forecasts' }),
});

// —— rules ——

/** platform-contract §3, portal §9: "Measured data is certain when certainty is absent or at least 1". */
export const CERTAIN_AT_LEAST = 1;
/** platform-contract §3 Measurement data: true when certainty is absent (or null) or at least 1. */
export function isCertain(certainty: number | null | undefined): boolean {
  return certainty === undefined || certainty === null || certainty >= CERTAIN_AT_LEAST;
}
/** portal §2 Analysis: "bars with certainty below 1 drawn at half opacity". */
export const UNCERTAIN_BAR_OPACITY = 0.5;
/** portal §2 Analysis: a bar's opacity, 1 when certain, 0.5 otherwise. */
export function barOpacity(certainty: number | null | undefined): number {
  return isCertain(certainty) ? 1 : UNCERTAIN_BAR_OPACITY;
}
/** Rule schema of measuredDataCertainty: `{ certainty? }` → certain. */
export const CertaintyRule = z.object({ certainty: z.number().nullable().optional() }).transform((v) => isCertain(v.certainty));

/** platform-contract §4, portal §4, §9: "A day's hourly data is dropped if the last day has fewer than 5 hourly points". */
export const INCOMPLETE_DAY_MIN_HOURLY_POINTS = 5;
/**
 * Drops the last day's points when that day has fewer than 5 (hourly points, grouped by the day part
 * of their local date key). Earlier days are kept whatever their count.
 */
export function dropIncompleteLastDay<T extends { readonly dateKey: string }>(points: readonly T[]): T[] {
  if (points.length === 0) return [];
  const dayOf = (p: T): string => p.dateKey.slice(0, 10);
  const lastDay = points.map(dayOf).reduce((a, b) => (b > a ? b : a));
  const lastDayPoints = points.filter((p) => dayOf(p) === lastDay).length;
  return lastDayPoints < INCOMPLETE_DAY_MIN_HOURLY_POINTS ? points.filter((p) => dayOf(p) !== lastDay) : [...points];
}
/** Rule schema of incompleteLastDay: hourly points → the points kept. */
export const IncompleteLastDayRule = z.array(z.object({ dateKey: HourKey })).transform((points) => dropIncompleteLastDay(points));

/** The measurement domain manifest (platform-contract §3 Measurement data; portal §3). */
export const measurementDomain = defineDomain({
  name: 'measurement',
  spec: ['platform-contract §3 Measurement data', 'platform-contract §4', 'platform-contract §5', 'portal §3', 'portal §4', 'portal §9'],
  enums: {
    ReadingPeriod, PortalReadingPeriod, SiteType, DataValueType, ValueCategory, TimeEntity, SpotResolution, DataKind,
    PartOfDay, AnalysisParameter, DistributionParameter, ReadingSource,
  },
  entities: {
    YearKey, HourKey, DateKey, DataValue, DataItem, MeasurementNode, HistoryData, LocationServiceData, SpotPrice,
    SpotPriceAverage, ZoneSeries, ZoneAggregation, PowerMix, MeterMeasurement, MeterReadingInput, MeterReadingsBatch, MeterReadingsCsv,
    MeterReadingsReceipt,
  },
  rules: {
    measuredDataCertainty: rule({
      spec: 'platform-contract §3 Measurement data',
      summary: 'Measured data is certain when certainty is absent or at least 1; uncertain bars are drawn at half opacity (portal §2, §9)',
      schema: CertaintyRule,
    }),
    incompleteLastDay: rule({
      spec: 'platform-contract §4',
      summary: "A day's hourly data is dropped if the last day has fewer than 5 hourly points (portal §4, §9)",
      schema: IncompleteLastDayRule,
    }),
    spotPriceTimeZone: rule({
      spec: 'platform-contract §5',
      summary: 'Spot-price queries require a time zone (portal §5); every /v3/data query carries one',
      schema: SpotPriceQuery,
      messages: [TIME_ZONE_REQUIRED],
    }),
  },
});
