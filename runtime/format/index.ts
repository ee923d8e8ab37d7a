/**
 * Pure formatting shared by portal, console and server (portal §9, platform-contract §8, §9,
 * back-office §8, §9). Browser and Node 20 alike: no node: imports, separators built from the
 * table in schemas/constants.ts.
 */
export { localeOf, separatorsOf, moneySeparators, chooseLanguage } from './locale.js';
export { formatNumber, roundTo, NOT_A_NUMBER } from './number.js';
export { formatDate, formatTime, formatDateTime, wallClock, type DateInput, type DateFormatOptions, type WallClock } from './date.js';
export {
  formatCo2, formatPower, formatKw, formatWater, formatWaste, formatMoney, formatPercent, formatOther, formatMeasurement,
  formatted, otherDecimals, percentDecimals, type FormattedValue, type MeasurementFormatOptions,
} from './values.js';
export { currencyFromPriceZone, timeZoneFromPriceZone, timeZoneFromCountry, priceZonePrefix } from './geography.js';
export { axisStep, chartAxis, valleyThresholds, valleyLevel, type ChartAxis, type ValleyLevel } from './chart.js';
export { yearlyCost, type YearlyCostInput } from './cost.js';
export { LocationNotSupportedError } from './errors.js';
