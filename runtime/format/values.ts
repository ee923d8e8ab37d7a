/**
 * Value formatting (portal §9, platform-contract §9): "CO2 shown in kg above 1000 g; W in kW above
 * 1000; money in minor units (öre, øre, cent) when below 1 (0 decimals SEK/NOK, 2 EUR); money 2
 * decimals, 0 above 100; percent 1 or 2 decimals for small values; kW 2 decimals; water and waste
 * 0; other values 0 decimals above 10 else 1". Thresholds compare the absolute value; "above" is
 * strict (1000 g stays g, 100 kr keeps 2 decimals, 10 keeps 1 decimal). Value and unit are joined
 * by a non-breaking space (docs/decisions.md "Formatted units").
 */
import { FORMAT_UNITS, SEPARATORS, UNITS, VALUE_FORMAT } from '../../schemas/constants.js';
import type { Currency } from '../../schemas/geography.js';
import type { Language } from '../../schemas/core/primitives.js';
import { moneySeparators } from './locale.js';
import { formatNumber } from './number.js';

export interface FormattedValue {
  /** The number as text, with the language's separators. */
  readonly value: string;
  readonly unit: string;
  /** `value` + NBSP + `unit` (just `value` when the unit is empty). */
  readonly text: string;
}

const NBSP = '\u00a0';

function formatted(value: string, unit: string): FormattedValue {
  return { value, unit, text: unit ? `${value}${NBSP}${unit}` : value };
}

/** "other values 0 decimals above 10 else 1". */
function otherDecimals(value: number): number {
  return Math.abs(value) > VALUE_FORMAT.OTHER_ZERO_DECIMALS_ABOVE ? 0 : VALUE_FORMAT.OTHER_DECIMALS;
}

/** Any value without a rule of its own (kWh, °C, gCO2/kWh, …): 0 decimals above 10, else 1. */
export function formatOther(value: number, unit: string, language: Language): FormattedValue {
  return formatted(formatNumber(value, otherDecimals(value), SEPARATORS[language]), unit);
}

/** CO2 in grams: kg above 1000 g (else g); the number then follows the other-values rule. */
export function formatCo2(grams: number, language: Language): FormattedValue {
  if (Math.abs(grams) > VALUE_FORMAT.CO2_KG_ABOVE_G) return formatOther(grams / 1000, FORMAT_UNITS.KG, language);
  return formatOther(grams, FORMAT_UNITS.G, language);
}

/** Power in W: kW (2 decimals) above 1000 W, else W by the other-values rule. */
export function formatPower(watts: number, language: Language): FormattedValue {
  if (Math.abs(watts) > VALUE_FORMAT.KW_ABOVE_W) return formatKw(watts / 1000, language);
  return formatOther(watts, FORMAT_UNITS.W, language);
}

/** kW: 2 decimals. */
export function formatKw(kilowatts: number, language: Language): FormattedValue {
  return formatted(formatNumber(kilowatts, VALUE_FORMAT.KW_DECIMALS, SEPARATORS[language]), FORMAT_UNITS.KW);
}

/** Water in m³: 0 decimals. */
export function formatWater(cubicMetres: number, language: Language): FormattedValue {
  return formatted(formatNumber(cubicMetres, VALUE_FORMAT.WATER_DECIMALS, SEPARATORS[language]), UNITS.CUBIC_METRE);
}

/** Waste (in whatever unit the service reports): 0 decimals. */
export function formatWaste(value: number, unit: string, language: Language): FormattedValue {
  return formatted(formatNumber(value, VALUE_FORMAT.WASTE_DECIMALS, SEPARATORS[language]), unit);
}

/**
 * Money: below 1 (absolute) in minor units — öre, øre (0 decimals) or cent (2 decimals); from 1
 * with 2 decimals, above 100 with 0. EUR amounts use English separators. `per` is appended to the
 * unit (spot prices: '/kWh' gives '85 öre/kWh').
 */
export function formatMoney(amount: number, currency: Currency, language: Language, per = ''): FormattedValue {
  const separators = moneySeparators(language, currency);
  const abs = Math.abs(amount);
  if (abs < VALUE_FORMAT.MINOR_UNITS_BELOW) {
    const minor = amount * VALUE_FORMAT.MINOR_UNITS_PER_MAJOR;
    return formatted(formatNumber(minor, VALUE_FORMAT.MINOR_UNIT_DECIMALS[currency], separators), FORMAT_UNITS.MINOR[currency] + per);
  }
  const decimals = abs > VALUE_FORMAT.MONEY_ZERO_DECIMALS_ABOVE ? 0 : VALUE_FORMAT.MONEY_DECIMALS;
  return formatted(formatNumber(amount, decimals, separators), FORMAT_UNITS.MAJOR[currency] + per);
}

/** Percent (value in percent points): 2 decimals below 1, 1 decimal up to 10, 0 above 10. */
function percentDecimals(value: number): number {
  const abs = Math.abs(value);
  if (abs < VALUE_FORMAT.PERCENT_TWO_DECIMALS_BELOW) return 2;
  return abs > VALUE_FORMAT.PERCENT_ZERO_DECIMALS_ABOVE ? 0 : 1;
}

export function formatPercent(value: number, language: Language): FormattedValue {
  return formatted(formatNumber(value, percentDecimals(value), SEPARATORS[language]), UNITS.PERCENT);
}

export interface MeasurementFormatOptions {
  readonly language: Language;
  /** For kr and kr/kWh values; defaults to SEK. */
  readonly currency?: Currency;
}

/**
 * A value in one of the spec's units, by the rule for that unit: gCO2 → CO2 (g/kg), W → power,
 * kW → 2 decimals, kr → money, kr/kWh → money per kWh, % → percent, m³ → water; anything else
 * (kWh, °C, gCO2/kWh) → other values.
 */
export function formatMeasurement(value: number, unit: string, options: MeasurementFormatOptions): FormattedValue {
  const { language } = options;
  const currency = options.currency ?? 'SEK';
  switch (unit) {
    case UNITS.GCO2: return formatCo2(value, language);
    case FORMAT_UNITS.W: return formatPower(value, language);
    case FORMAT_UNITS.KW: return formatKw(value, language);
    case UNITS.KR: return formatMoney(value, currency, language);
    case UNITS.KR_PER_KWH: return formatMoney(value, currency, language, `/${UNITS.KWH}`);
    case UNITS.PERCENT: return formatPercent(value, language);
    case UNITS.CUBIC_METRE: return formatWater(value, language);
    default: return formatOther(value, unit, language);
  }
}
