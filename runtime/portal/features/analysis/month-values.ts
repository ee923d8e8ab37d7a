/**
 * A month's history and overview values (getLocationServicesData) as text: the answer names its
 * unit per entry (kWh, m³, kr or €, g), and each is formatted by its portal §9 rule.
 */
import { UNITS } from '../../../../schemas/constants.js';
import type { AnalysisParameter, LocationServiceData } from '../../../../schemas/measurement.js';
import { formatMeasurement, formatMoney } from '../../../format/index.js';
import { formatValue, type ValueContext } from './values.js';

/** A history entry's value in the unit the answer gives it. */
export function formatEntry(value: number, unit: string, ctx: ValueContext): string {
  if (unit === UNITS.KR || unit === '€') return formatMoney(value, ctx.currency, ctx.language).text;
  if (unit === 'g') return formatMeasurement(value, UNITS.GCO2, ctx).text;
  return formatMeasurement(value, unit, ctx).text;
}

export interface OverviewRow {
  readonly parameter: AnalysisParameter;
  readonly total: string;
  readonly now: string;
}

const ORDER: readonly AnalysisParameter[] = ['consumption', 'production', 'cost', 'co2cost'];

/** portal §3 "overview.current[param] with total, now", in a fixed order, less what the tenant hides. */
export function overviewRows(data: LocationServiceData, ctx: ValueContext, hidden: { readonly hideCost: boolean; readonly hideEnvironmentalImpact: boolean }): OverviewRow[] {
  return ORDER.flatMap((parameter) => {
    const current = data.overview.current[parameter];
    if (!current || (parameter === 'cost' && hidden.hideCost) || (parameter === 'co2cost' && hidden.hideEnvironmentalImpact)) return [];
    return [{ parameter, total: formatValue(parameter, current.total, ctx).text, now: formatValue(parameter, current.now, ctx).text }];
  });
}
