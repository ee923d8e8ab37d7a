/**
 * Pure formatting shared by portal, console and server (portal §9, platform-contract §8, §9,
 * back-office §8, §9). Browser and Node 20 alike: no node: imports, separators built from the
 * table in schemas/constants.ts. Only what a screen or the server calls; the rules' inner steps
 * (rounding, wall clock, axis step, …) stay in their modules.
 */
export { localeOf, separatorsOf, chooseLanguage } from './locale.js';
export { formatNumber } from './number.js';
export { formatDate, formatTime, formatDateTime, calendarName, type CalendarNameForm, type DateInput, type DateFormatOptions } from './date.js';
export {
  formatCo2, formatPower, formatKw, formatWater, formatWaste, formatMoney, formatPercent, formatOther, formatMeasurement,
  type FormattedValue, type MeasurementFormatOptions,
} from './values.js';
export { currencyFromPriceZone, timeZoneFromPriceZone, timeZoneFromCountry } from './geography.js';
export { chartAxis, valleyThresholds, valleyLevel, type ChartAxis, type ValleyLevel } from './chart.js';
export { yearlyCost, type YearlyCostInput } from './cost.js';
export { LocationNotSupportedError } from './errors.js';
export { csvField, neutraliseFormula, restoreFormula } from './csv.js';
