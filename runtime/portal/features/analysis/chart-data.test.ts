/** The chart.js data and options a model becomes (portal §2 Chart, §9): opacity, rounded tops, ticks, axes. */
import { describe, expect, it } from 'vitest';
import type { MeasurementNode } from '../../../../schemas/measurement.js';
import { buildChartModel } from './chart-model.js';
import { withOpacity, type ChartColours } from './chart-setup.js';
import { chartData, chartOptions, MAX_TICKS, type ChartTexts } from './history-chart.js';

const colours: ChartColours = { bar: '#1f7a8c', production: '#5c946e', line: '#f2a541', grid: '#d0d7de', axis: '#52606d', radial: [] };
const texts: ChartTexts = {
  labels: [], titles: [], barName: 'Forbruk', lineName: 'Temperatur', estimated: 'Estimert verdi',
  bar: String, line: String, axis: { unit: 'kWh', tick: String }, lineAxis: { unit: '°C', tick: String },
};
const node = (dateKey: string, value: MeasurementNode['value']): MeasurementNode => ({ dateKey, date: new Date(0), value });
const model = buildChartModel({
  nodes: [node('2026-10', { consumption: { total: 90, certainty: 0.5 }, temperature: { avgHour: 7 } }), node('2026-11', { consumption: { total: 40 }, temperature: { avgHour: 3 } })],
  period: 'year', periodKey: '2026', parameter: 'consumption', compare: 'temperature', now: '2026-11-16T09',
});
const handlers = { current: { drillable: () => true, onDrill: () => undefined, onActive: () => undefined } };

describe('the chart.js data', () => {
  it('draws uncertain bars at half opacity, rounded on top', () => {
    const [bars] = chartData(model, texts, false, colours).datasets;
    expect((bars?.backgroundColor as string[]).slice(9, 11)).toEqual(['rgba(31, 122, 140, 0.5)', '#1f7a8c']);
    expect(bars).toMatchObject({ type: 'bar', borderRadius: { topLeft: 6, topRight: 6, bottomLeft: 0, bottomRight: 0 }, borderSkipped: 'start' });
    expect((chartData(model, texts, true, colours).datasets[0]?.backgroundColor as string[])[10]).toBe('#5c946e');
  });

  it('draws a compare value in another unit on the right-hand axis, last year on the bars\' own', () => {
    expect(chartData(model, texts, false, colours).datasets[1]).toMatchObject({ type: 'line', yAxisID: 'y1', data: model.line?.values });
    const options = chartOptions(model, texts, handlers, colours);
    expect(options.scales?.y1).toMatchObject({ position: 'right', min: model.lineAxis?.min, max: model.lineAxis?.max });
  });

  it('has at most 6 ticks on the time axis and the three-step value axis', () => {
    const options = chartOptions(model, texts, handlers, colours);
    expect(MAX_TICKS).toBe(6);
    expect(options.scales?.x?.ticks).toMatchObject({ maxTicksLimit: 6, autoSkip: true });
    expect(options.scales?.y).toMatchObject({ min: 0, max: model.axis?.max, ticks: { stepSize: model.axis?.tickSize } });
  });
});

describe('colours at an opacity', () => {
  it('makes hex and rgb colours rgba, and leaves other forms as they are', () => {
    expect(withOpacity('#abc', 0.5)).toBe('rgba(170, 187, 204, 0.5)');
    expect(withOpacity('rgb(1, 2, 3)', 0.5)).toBe('rgba(1, 2, 3, 0.5)');
    expect(withOpacity('teal', 0.5)).toBe('teal');
  });
});
