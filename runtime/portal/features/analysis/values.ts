/**
 * Values of the analysis as text, by the portal §9 rules (runtime/format): each main parameter and
 * compare value in its unit, and the y-axis ticks as plain numbers in the axis's unit (CO2 in kg when
 * the axis goes above 1000 g, as the values themselves are).
 */
import { UNITS } from '../../../../schemas/constants.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import type { Currency } from '../../../../schemas/geography.js';
import type { AnalysisParameter } from '../../../../schemas/measurement.js';
import { formatMeasurement, formatMoney, formatNumber, separatorsOf, type ChartAxis, type FormattedValue } from '../../../format/index.js';
import type { CompareChoice } from './analysis-rules.js';

export type Measure = AnalysisParameter | Exclude<CompareChoice, 'none' | 'previousPeriod'>;

export interface ValueContext {
  readonly language: Language;
  readonly currency: Currency;
  /** The service measures water (m³) rather than energy. */
  readonly water: boolean;
  /** The translated unit of heating degree days. */
  readonly degreeDaysUnit: string;
}

/** The spec's unit of a measure (portal §9 units). */
export function unitOf(measure: Measure, ctx: ValueContext): string {
  switch (measure) {
    case 'consumption': return ctx.water ? UNITS.CUBIC_METRE : UNITS.KWH;
    case 'production': return UNITS.KWH;
    case 'cost': return UNITS.KR;
    case 'co2cost': return UNITS.GCO2;
    case 'price': return UNITS.KR_PER_KWH;
    case 'temperature': return UNITS.CELSIUS;
    case 'co2': return UNITS.GCO2_PER_KWH;
    case 'cloudCover': return UNITS.PERCENT;
    case 'compareDegreeDays': return ctx.degreeDaysUnit;
  }
}

/** A value of a measure as the customer reads it ('417,6 kWh', '486 kr', '9,1 kg', '81 øre/kWh'). */
export function formatValue(measure: Measure, value: number, ctx: ValueContext): FormattedValue {
  return formatMeasurement(value, unitOf(measure, ctx), { language: ctx.language, currency: ctx.currency });
}

/** Money in the currency's major unit, for the broadband box and the distribution's cost. */
export function formatAmount(value: number, ctx: Pick<ValueContext, 'language' | 'currency'>): string {
  return formatMoney(value, ctx.currency, ctx.language).text;
}

export interface AxisFormat {
  /** The unit written above the axis. */
  readonly unit: string;
  readonly tick: (value: number) => string;
}

/** The decimals a tick size needs (0.5 → 1, 0.05 → 2), read from the size rounded to 6 significant digits. */
const decimalsOf = (step: number) => String(Number(step.toPrecision(6))).split('.')[1]?.length ?? 0;

/** The y-axis: ticks as numbers with the decimals the tick size needs, the unit once above them. */
export function axisFormat(measure: Measure, axis: ChartAxis, ctx: ValueContext): AxisFormat {
  const separators = separatorsOf(ctx.language);
  const unit = unitOf(measure, ctx);
  if (unit === UNITS.GCO2) {
    const kg = Math.max(Math.abs(axis.min), Math.abs(axis.max)) > 1000;
    const scale = kg ? 1000 : 1;
    return { unit: kg ? 'kg CO₂' : 'g CO₂', tick: (v) => formatNumber(v / scale, decimalsOf(axis.tickSize / scale), separators) };
  }
  const shown = unit === UNITS.KR ? formatMoney(1, ctx.currency, ctx.language).unit : unit === UNITS.KR_PER_KWH ? formatMoney(1, ctx.currency, ctx.language, '/kWh').unit : unit;
  return { unit: shown, tick: (v) => formatNumber(v, decimalsOf(axis.tickSize), separators) };
}
