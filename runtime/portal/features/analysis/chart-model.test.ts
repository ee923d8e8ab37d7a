/** What the history chart draws (portal §2 Chart, §9), from nodes shaped as the server answers them. */
import { describe, expect, it } from 'vitest';
import type { MeasurementNode } from '../../../../schemas/measurement.js';
import { barKeys, barValues, buildChartModel, type ChartModelInput } from './chart-model.js';

const node = (dateKey: string, value: MeasurementNode['value']): MeasurementNode => ({ dateKey, date: new Date(0), value });
const kwh = (dateKey: string, total: number, extra: MeasurementNode['value'] = {}) => node(dateKey, { consumption: { total }, ...extra });

const input = (over: Partial<ChartModelInput>): ChartModelInput => ({
  nodes: [], period: 'year', periodKey: '2026', parameter: 'consumption', compare: 'none', now: '2026-11-16T09', ...over,
});

describe('bars', () => {
  it('has a year view of 12 months, a month of its days, a day of 24 hours, a total of its years (at most 5)', () => {
    expect(barKeys('year', '2026', [])).toHaveLength(12);
    expect(barKeys('month', '2026-02', [])).toEqual(Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`));
    expect(barKeys('day', '2026-11-15', [])).toHaveLength(24);
    expect(barKeys('total', '', ['2021', '2022', '2023', '2024', '2025', '2026'])).toEqual(['2022', '2023', '2024', '2025', '2026']);
  });

  it('keeps the repeated hour of the autumn clock change as the one hour key the server gives it', () => {
    expect(barKeys('day', '2026-10-25', ['2026-10-25T02', '2026-10-25T02'])).toHaveLength(24);
  });

  it('sums finer nodes into their bar, averages hourly values and is uncertain when any node is', () => {
    const bars = barValues([
      kwh('2026-11-15T10:00', 1, { price: { avgHour: 0.5 } }),
      kwh('2026-11-15T10:15', 2, { price: { avgHour: 1.5 } }),
      node('2026-11-15T11:00', { consumption: { total: 3, certainty: 0.4 } }),
    ], 13);
    expect(bars.get('2026-11-15T10')).toEqual({ sums: { consumption: 3 }, means: { price: 1 }, certain: true });
    expect(bars.get('2026-11-15T11')?.certain).toBe(false);
  });

  it('marks bars with certainty below 1 uncertain, and certain when it is absent or at least 1', () => {
    const model = buildChartModel(input({
      nodes: [node('2026-01', { consumption: { total: 1, certainty: 0.99 } }), node('2026-02', { consumption: { total: 1, certainty: 1 } }), kwh('2026-03', 1)],
    }));
    expect(model.bars.slice(0, 3).map((b) => b.certain)).toEqual([false, true, true]);
  });

  it('draws the chosen parameter, null where a bar has none, and says when nothing is there', () => {
    const nodes = [node('2026-10', { consumption: { total: 900 }, cost: { total: 1080.5 } }), kwh('2026-11', 418)];
    const cost = buildChartModel(input({ nodes, parameter: 'cost' }));
    expect(cost.bars.slice(9, 11).map((b) => b.value)).toEqual([1080.5, null]);
    expect(cost.total).toBe(1080.5);
    expect(buildChartModel(input({ nodes, parameter: 'production' }))).toMatchObject({ hasData: false, axis: null, total: null });
  });

  it('sums a year of quarter hours into 12 bars in one pass', () => {
    const nodes: MeasurementNode[] = [];
    for (let m = 1; m <= 12; m++) for (let i = 0; i < 2920; i++) nodes.push(kwh(`2025-${String(m).padStart(2, '0')}-01T00:00`, 0.25));
    const model = buildChartModel(input({ nodes, periodKey: '2025' }));
    expect(model.bars).toHaveLength(12);
    expect(model.bars.every((b) => b.value === 730)).toBe(true);
  });
});

describe('the compare line', () => {
  const year = [kwh('2026-10', 900, { temperature: { avgHour: 7 } }), kwh('2026-11', 418, { temperature: { avgHour: 7.3 } })];

  it('draws a node value against its own axis, cut after the current hour', () => {
    const model = buildChartModel(input({ nodes: [...year, kwh('2026-12', 1, { temperature: { avgHour: 2 } })], compare: 'temperature' }));
    expect(model.line?.values.slice(9)).toEqual([7, 7.3, null]);
    expect(model.lineAxis).not.toBeNull();
  });

  it('draws the same period last year against the bars\' axis, cut at today, and the change over the complete bars', () => {
    const previous = Array.from({ length: 12 }, (_, i) => kwh(`2025-${String(i + 1).padStart(2, '0')}`, 1000));
    const model = buildChartModel(input({ nodes: year, previous, previousKey: '2025', compare: 'previousPeriod' }));
    expect(model.line?.values).toEqual([...Array(11).fill(1000), null]);
    expect(model.lineAxis).toBeNull();
    expect(model.axis?.max).toBeGreaterThanOrEqual(1000);
    expect(model.total).toBe(1318);
    // Only October is complete in both (November is still filling up): 900 against 1000.
    expect(model.change).toBeCloseTo(-10);
  });

  it('has no line and no change without a comparison', () => {
    expect(buildChartModel(input({ nodes: year }))).toMatchObject({ line: null, change: null });
  });
});

describe('the axis', () => {
  it('starts at 0 and has three steps from the §9 table', () => {
    const model = buildChartModel(input({ nodes: [kwh('2026-10', 90), kwh('2026-11', 40)] }));
    expect(model.axis).toMatchObject({ min: 0, step: 25, ticks: [0, 50, 100, 150] });
  });

  it('reaches below zero for negative values', () => {
    const model = buildChartModel(input({ nodes: [node('2026-10', { cost: { total: -12 } }), node('2026-11', { cost: { total: 30 } })], parameter: 'cost' }));
    expect(model.axis!.min).toBeLessThanOrEqual(-12);
    expect(model.axis!.max).toBeGreaterThanOrEqual(30);
  });
});
