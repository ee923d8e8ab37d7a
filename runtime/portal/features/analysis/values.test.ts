/** The analysis's values and dates as text (portal §9 value formatting, platform-contract §9 separators). */
import { describe, expect, it } from 'vitest';
import { chartAxis } from '../../../format/index.js';
import { barLabel, barTitle, periodTitle, quarterTitle } from './labels.js';
import { formatEntry, overviewRows } from './month-values.js';
import { axisFormat, formatValue, type ValueContext } from './values.js';

const nb: ValueContext = { language: 'nb', currency: 'NOK', water: false, degreeDaysUnit: 'graddager' };
const text = (s: string) => s.replace(/\u00a0/g, ' ');

describe('values', () => {
  it('formats each measure by its rule', () => {
    expect(text(formatValue('consumption', 417.608, nb).text)).toBe('418 kWh');
    expect(text(formatValue('consumption', 7.25, nb).text)).toBe('7,3 kWh');
    expect(text(formatValue('consumption', 13.5, { ...nb, water: true }).text)).toBe('14 m³');
    expect(text(formatValue('cost', 486.44, nb).text)).toBe('486 kr');
    expect(text(formatValue('cost', 0.47, nb).text)).toBe('47 øre');
    expect(text(formatValue('co2cost', 9052, nb).text)).toBe('9,1 kg');
    expect(text(formatValue('price', 0.812, nb).text)).toBe('81 øre/kWh');
    expect(text(formatValue('temperature', -2.4, nb).text)).toBe('-2,4 °C');
    expect(text(formatValue('compareDegreeDays', 165.35, nb).text)).toBe('165 graddager');
  });

  it('writes axis ticks as numbers in the axis unit, CO2 in kg above 1000 g', () => {
    const kwh = axisFormat('consumption', chartAxis(0, 7), nb);
    expect(kwh.unit).toBe('kWh');
    expect(chartAxis(0, 7).ticks.map(kwh.tick)).toEqual(['0', '4', '8', '12']);
    const half = axisFormat('consumption', chartAxis(0, 1.2), nb);
    expect(chartAxis(0, 1.2).ticks.map(half.tick)).toEqual(['0,0', '0,5', '1,0', '1,5']);
    const co2 = axisFormat('co2cost', chartAxis(0, 20_000), nb);
    expect(co2.unit).toBe('kg CO₂');
    expect(co2.tick(13_400)).toBe('13,4');
    expect(axisFormat('cost', chartAxis(0, 30), { ...nb, currency: 'EUR' }).unit).toBe('€');
  });

  it('formats the month\'s entries in the unit the answer names', () => {
    expect(text(formatEntry(549, 'kr', nb))).toBe('549 kr');
    expect(text(formatEntry(9052, 'g', nb))).toBe('9,1 kg');
    expect(text(formatEntry(13.508, 'm³', nb))).toBe('14 m³');
    expect(text(formatEntry(57.603, 'kWh', nb))).toBe('58 kWh');
  });

  it('lists the overview in order, less what the tenant hides', () => {
    const data = { serviceId: 'x', serviceType: 'consumption' as const, history: {}, overview: { current: { cost: { total: 486, now: 17 }, consumption: { total: 417.6, now: 0.5 } } } };
    expect(overviewRows(data, nb, { hideCost: false, hideEnvironmentalImpact: false }).map((r) => r.parameter)).toEqual(['consumption', 'cost']);
    expect(overviewRows(data, nb, { hideCost: true, hideEnvironmentalImpact: false }).map((r) => r.parameter)).toEqual(['consumption']);
  });
});

describe('dates', () => {
  const ctx = { language: 'nb', timeZone: 'Europe/Oslo' } as const;

  it('labels bars by the view', () => {
    expect(barLabel('total', '2025', ctx)).toBe('2025');
    expect(barLabel('year', '2026-11', ctx).toLowerCase()).toMatch(/^nov/);
    expect(barLabel('month', '2026-11-05', ctx)).toBe('5');
    expect(barLabel('day', '2026-11-15T10', ctx)).toBe('10:00');
    expect(barLabel('day', '2026-11-15T13', { language: 'en', timeZone: 'Europe/Oslo' })).toBe('1:00 PM');
  });

  it('names periods and bars in full', () => {
    expect(periodTitle('year', '2026', ctx)).toBe('2026');
    expect(periodTitle('month', '2026-11', ctx)).toBe('November 2026');
    expect(periodTitle('day', '2026-11-15', ctx)).toBe('Søndag 15.11.2026');
    expect(periodTitle('day', '2026-11-15', { language: 'sv', timeZone: 'Europe/Stockholm' })).toBe('Söndag 2026-11-15');
    expect(barTitle('day', '2026-11-15T10', ctx)).toBe('15.11.2026 10:00–11:00');
    expect(quarterTitle('2026-11-15T10:45', ctx)).toBe('10:45–11:00');
  });
});
