/**
 * Chart rules (portal §9, platform-contract §9): "Chart axis steps: 50 (range ≥100), 25 (≥50), 10
 * (≥20), 5 (≥10), 2 (≥4), 0.5 (≥1), else 0.1; three steps per chart. Valley thresholds split the
 * range into thirds."
 */
import { CHART } from '../../schemas/constants.js';

/** The axis step for a value range (its absolute size). */
export function axisStep(range: number): number {
  const size = Math.abs(range);
  return CHART.AXIS_STEPS.find((row) => size >= row.minRange)?.step ?? CHART.SMALLEST_STEP;
}

export interface ChartAxis {
  /** The table step for the data's range. */
  readonly step: number;
  /** The distance between ticks: the smallest multiple of `step` that covers the data in three steps. */
  readonly tickSize: number;
  readonly min: number;
  readonly max: number;
  /** STEPS_PER_CHART + 1 ticks from min to max. */
  readonly ticks: readonly number[];
}

const clean = (n: number) => Math.round(n * 1e9) / 1e9;

/**
 * An axis of exactly three steps (docs/decisions.md "Chart axis"): the step comes
 * from the table for max − min; the axis starts at min rounded down to the step (0 for data from 0)
 * and each tick is the smallest multiple of the step with which three ticks reach max.
 */
export function chartAxis(min: number, max: number): ChartAxis {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  const step = axisStep(hi - lo);
  const start = clean(Math.floor(clean(lo / step)) * step);
  const multiples = Math.max(1, Math.ceil(clean((hi - start) / (CHART.STEPS_PER_CHART * step))));
  const tickSize = clean(multiples * step);
  const ticks = Array.from({ length: CHART.STEPS_PER_CHART + 1 }, (_, i) => clean(start + i * tickSize));
  return { step, tickSize, min: start, max: ticks[ticks.length - 1] as number, ticks };
}

export type ValleyLevel = 'valley' | 'middle' | 'peak';

/** The two thresholds that split [min, max] into thirds. */
export function valleyThresholds(min: number, max: number): readonly [number, number] {
  const third = (max - min) / CHART.VALLEY_PARTS;
  return [min + third, min + 2 * third];
}

/** The third a value falls in: below the first threshold a valley, from the second a peak. */
export function valleyLevel(value: number, thresholds: readonly [number, number]): ValleyLevel {
  if (value < thresholds[0]) return 'valley';
  return value < thresholds[1] ? 'middle' : 'peak';
}
