import { describe, it, expect } from 'vitest';
import { axisStep, chartAxis, valleyLevel, valleyThresholds } from './chart.js';
import { yearlyCost } from './cost.js';

describe('chart axis steps (portal §9: 50 ≥100, 25 ≥50, 10 ≥20, 5 ≥10, 2 ≥4, 0.5 ≥1, else 0.1)', () => {
  it.each([
    [1000, 50], [100, 50], [99.99, 25], [50, 25], [49.9, 10], [20, 10], [19.9, 5], [10, 5], [9.9, 2], [4, 2], [3.99, 0.5],
    [1, 0.5], [0.99, 0.1], [0, 0.1], [-150, 50],
  ])('range %d → step %d', (range, step) => {
    expect(axisStep(range)).toBe(step);
  });
});

describe('chartAxis: three steps per chart', () => {
  it.each([
    { min: 0, max: 100, ticks: [0, 50, 100, 150] },
    { min: 0, max: 300, ticks: [0, 100, 200, 300] },
    { min: 0, max: 7, ticks: [0, 4, 8, 12] },
    { min: -3, max: 7, ticks: [-5, 0, 5, 10] },
    { min: 0, max: 0.35, ticks: [0, 0.2, 0.4, 0.6] },
    { min: 0, max: 0, ticks: [0, 0.1, 0.2, 0.3] },
    { min: 12, max: 30, ticks: [10, 20, 30, 40] },
  ])('$min..$max → $ticks', ({ min, max, ticks }) => {
    const axis = chartAxis(min, max);
    expect(axis.ticks).toEqual(ticks);
    expect(axis.ticks).toHaveLength(4);
    expect(axis.min).toBeLessThanOrEqual(min);
    expect(axis.max).toBeGreaterThanOrEqual(max);
  });
});

describe('valley thresholds split the range into thirds (platform-contract §9)', () => {
  it.each([
    { min: 0, max: 90, thresholds: [30, 60] },
    { min: 10, max: 40, thresholds: [20, 30] },
    { min: -30, max: 0, thresholds: [-20, -10] },
  ])('$min..$max → $thresholds', ({ min, max, thresholds }) => {
    expect(valleyThresholds(min, max)).toEqual(thresholds);
  });

  it.each([
    [29.99, 'valley'], [30, 'middle'], [59.99, 'middle'], [60, 'peak'], [90, 'peak'], [0, 'valley'],
  ] as const)('%d → %s', (value, level) => {
    expect(valleyLevel(value, valleyThresholds(0, 90))).toBe(level);
  });
});

describe('yearly cost = round(fixed + 12 × monthly + rate × consumption) (portal §9)', () => {
  it.each([
    { fixed: 0, monthly: 0, rate: 0, consumption: 0, expected: 0 },
    { fixed: 100, monthly: 50, rate: 1.25, consumption: 10_000, expected: 13_200 },
    { fixed: 0.2, monthly: 0, rate: 0.1, consumption: 3, expected: 1 },
    { fixed: 0.4, monthly: 0, rate: 0, consumption: 0, expected: 0 },
    { fixed: 0, monthly: 10.04, rate: 0, consumption: 0, expected: 120 },
  ])('$fixed + 12×$monthly + $rate×$consumption → $expected', ({ expected, ...input }) => {
    expect(yearlyCost(input)).toBe(expected);
  });
});
