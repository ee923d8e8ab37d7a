/**
 * Period figures as the portal's measurement nodes (portal §3 "Measurement node: dateKey, date,
 * children, value with consumption, cost, co2cost, production, cloudCover, compareDegreeDays (each
 * total; consumption also certainty) and temperature, price, co2 (avgHour)"). Rounded once, here:
 * kWh to the Wh, money to the öre (cent), CO2 to the gram, prices to a hundredth of an öre.
 */
import type { MeasurementNode } from '../../../schemas/measurement.js';
import type { PeriodFigures } from './period-figures.js';

export const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Services whose kWh come from the grid (trade and grid meters of the same energy), so the zone's CO2 intensity is theirs. */
export const GRID_ELECTRICITY = ['consumption_trade', 'consumption_grid'] as const;
export const isGridElectricity = (serviceType: string): boolean => (GRID_ELECTRICITY as readonly string[]).includes(serviceType);
export const isProduction = (serviceType: string): boolean => serviceType.startsWith('production');
/** Whether a period's CO2 is known: grid electricity, and the zone's hours priced for some of its readings. */
export const hasCo2 = (serviceType: string, f: Pick<PeriodFigures, 'unpriced' | 'points'>): boolean => isGridElectricity(serviceType) && f.unpriced < f.points;

export function toMeasurementNode(f: PeriodFigures, serviceType: string, withCost = true): MeasurementNode {
  const amount = round(f.total, 3);
  const value: MeasurementNode['value'] = isProduction(serviceType)
    ? { production: { total: amount } }
    : { consumption: { total: amount, ...(f.certainty !== null ? { certainty: f.certainty } : {}) } };
  if (f.cost) value.cost = { total: round(f.cost.total, 2) };
  // co2cost is the environmental cost: asked for with the money cost.
  if (withCost && hasCo2(serviceType, f)) value.co2cost = { total: round(f.co2, 0) };
  if (f.related) {
    value.temperature = { avgHour: round(f.related.temperature, 1) };
    value.price = { avgHour: round(f.related.price, 4) };
    value.co2 = { avgHour: round(f.related.co2, 1) };
    value.compareDegreeDays = { total: round(f.related.degreeDays, 2) };
  }
  return { dateKey: f.key, date: f.start, value };
}
