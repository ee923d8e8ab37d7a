/**
 * The pure rules of the insights calls (docs/decisions.md "Insights"): expected readings over
 * daylight-saving days, data status rule by rule, cost items whose parts add up, insights per
 * service type, and the forecast's estimates and scaling.
 */
import { describe, expect, it } from 'vitest';
import { Insight } from '../../../schemas/insights.js';
import type { LocationService } from '../../../schemas/location.js';
import { startOfLocalDay } from '../local-time.js';
import {
  costBreakdown, countsCo2, expectedReadings, insightOf, insightTotals, monthEstimate, overallDataStatus, overlapShare, partShapes, roundToSum,
  sameWeekdayEstimate, scaleParts, serviceDataStatus, serviceUnits, type PartShape, type ServiceStatusInput,
} from './insight-rules.js';
import { tariffOn, type CostPart } from './tariff.js';
import type { Agreement } from '../../../schemas/agreement.js';

const OSLO = 'Europe/Oslo';
const day = (d: string) => startOfLocalDay(d, OSLO);

describe('expectedReadings', () => {
  it('counts quarter-hours and hours over the daylight-saving days', () => {
    expect(expectedReadings('15min', day('2026-03-29'), day('2026-03-30'), OSLO)).toBe(92);
    expect(expectedReadings('15min', day('2025-10-26'), day('2025-10-27'), OSLO)).toBe(100);
    expect(expectedReadings('hour', day('2026-10-01'), day('2026-11-01'), OSLO)).toBe(31 * 24 + 1);
  });

  it('counts only whole local days and months, from the first whole one', () => {
    expect(expectedReadings('day', day('2026-10-01'), day('2026-11-01'), OSLO)).toBe(31);
    // A service starting at 02:00 local is read from the next day.
    expect(expectedReadings('day', new Date(day('2026-10-22').getTime() + 2 * 3_600_000), day('2026-11-01'), OSLO)).toBe(9);
    expect(expectedReadings('month', day('2026-01-01'), day('2027-01-01'), OSLO)).toBe(12);
    expect(expectedReadings('month', day('2026-11-01'), day('2026-11-16'), OSLO)).toBe(0);
    expect(expectedReadings('hour', day('2026-11-02'), day('2026-11-01'), OSLO)).toBe(0);
  });
});

describe('overlapShare', () => {
  it('is the share of the period inside the window', () => {
    expect(overlapShare(day('2026-11-01'), day('2026-12-01'), day('2024-01-01'), day('2026-11-16'))).toBeCloseTo(0.5, 10);
    expect(overlapShare(day('2026-10-01'), day('2026-11-01'), day('2024-01-01'), day('2026-11-16'))).toBe(1);
    expect(overlapShare(day('2026-10-01'), day('2026-11-01'), day('2026-11-16'), day('2026-12-01'))).toBe(0);
  });
});

describe('serviceDataStatus', () => {
  const nov = { from: day('2026-11-01'), to: day('2026-12-01') };
  const base: ServiceStatusInput = {
    serviceStatus: 'active', metered: true, start: day('2024-05-15'), end: null, ...nov, now: new Date('2026-11-16T09:00:00Z'),
    due: day('2026-11-16'), points: 1440, expectedDue: 1440, expectedAll: 2880,
  };

  it('is incomplete for the current month and complete for a past one with every reading', () => {
    expect(serviceDataStatus(base)).toBe('incomplete');
    expect(serviceDataStatus({ ...base, from: day('2026-10-01'), to: day('2026-11-01'), points: 745, expectedDue: 745, expectedAll: 745 })).toBe('complete');
  });

  it('is incomplete for a past month missing readings', () => {
    expect(serviceDataStatus({ ...base, from: day('2026-10-01'), to: day('2026-11-01'), points: 700, expectedDue: 745, expectedAll: 745 })).toBe('incomplete');
  });

  it('follows the measurement delay: a past month is complete only once its last day is due', () => {
    // Delay 2 on 1 December: 30 November is not due yet.
    const input = { ...base, now: new Date('2026-12-01T09:00:00Z'), due: day('2026-11-30'), points: 2784, expectedDue: 2784, expectedAll: 2880 };
    expect(serviceDataStatus(input)).toBe('incomplete');
    expect(serviceDataStatus({ ...input, due: day('2026-12-01'), points: 2880, expectedDue: 2880 })).toBe('complete');
  });

  it('tells the statuses without readings apart', () => {
    expect(serviceDataStatus({ ...base, points: 0, expectedDue: 0 })).toBe('delayedDaysNotReached');
    expect(serviceDataStatus({ ...base, points: 0 })).toBe('noDataNotExpected');
    expect(serviceDataStatus({ ...base, points: 0, start: day('2026-11-10') })).toBe('newService');
    expect(serviceDataStatus({ ...base, serviceStatus: 'pending' })).toBe('pending');
    expect(serviceDataStatus({ ...base, start: day('2026-12-16') })).toBe('pending');
    expect(serviceDataStatus({ ...base, metered: false })).toBe('noDataExpected');
    expect(serviceDataStatus({ ...base, serviceStatus: 'canceled' })).toBe('noDataExpected');
    expect(serviceDataStatus({ ...base, end: day('2026-10-15') })).toBe('noDataExpected');
    expect(serviceDataStatus({ ...base, points: 0, expectedAll: 0 })).toBe('noDataExpected');
  });
});

describe('overallDataStatus', () => {
  it('combines the services that expect data', () => {
    expect(overallDataStatus(['complete', 'complete', 'noDataExpected'], false)).toBe('complete');
    expect(overallDataStatus(['complete', 'incomplete'], false)).toBe('incomplete');
    expect(overallDataStatus(['complete', 'noDataNotExpected'], false)).toBe('incomplete');
    expect(overallDataStatus(['noDataExpected'], false)).toBe('noDataExpected');
    expect(overallDataStatus([], false)).toBe('noDataExpected');
  });

  it('says why nothing is there', () => {
    expect(overallDataStatus(['pending', 'pending'], true)).toBe('newCustomer');
    expect(overallDataStatus(['pending', 'pending', 'noDataExpected'], false)).toBe('pending');
    expect(overallDataStatus(['delayedDaysNotReached', 'newService'], false)).toBe('delayedDaysNotReached');
    expect(overallDataStatus(['noDataNotExpected', 'delayedDaysNotReached'], false)).toBe('noDataError');
  });
});

describe('roundToSum', () => {
  it('adds up to the target and leaves exact values alone', () => {
    const values = [132.6149, 251.6749, 455.0000000001];
    const out = roundToSum(values, 839.3, 2);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(839.3, 10);
    expect(out[2]).toBe(455);
    for (const [i, v] of out.entries()) expect(Math.abs(v - values[i]!)).toBeLessThan(0.01 + 1e-9);
  });

  it('spreads several steps and goes down as well as up', () => {
    expect(roundToSum([0.333, 0.333, 0.334], 1, 1)).toEqual([0.3, 0.3, 0.4]);
    expect(roundToSum([0.26, 0.26, 0.26], 0.8, 1)).toEqual([0.2, 0.3, 0.3]);
  });
});

const AGREEMENT: Agreement = {
  id: 'A', type: 'mixed', serviceType: 'consumption_trade', startDate: '2026-01-01', endDate: null, info: [],
  prices: [
    { name: 'price', value: 80, unit: 'øre/kWh', validFrom: '2026-01-01', validTo: null },
    { name: 'fixedShare', value: 40, unit: '%', validFrom: '2026-01-01', validTo: null },
    { name: 'energyTax', value: 16.44, unit: 'øre/kWh', validFrom: '2026-01-01', validTo: null },
    { name: 'monthlyFee', value: 49, unit: 'kr/mnd', validFrom: '2026-01-01', validTo: null },
  ],
  discounts: [{ name: 'businessDiscount', value: 5, unit: '%', validFrom: '2026-01-01', validTo: null }],
};

describe('costBreakdown', () => {
  const shapes = partShapes([tariffOn([AGREEMENT], 'consumption_trade', '2026-10-10')]);
  const parts: CostPart[] = [
    { name: 'spotPrice', type: 'energy', value: 300.123 },
    { name: 'price', type: 'energy', value: 160.004 },
    { name: 'energyTax', type: 'taxes', value: 82.2 },
    { name: 'monthlyFee', type: 'fees', value: 49 },
    { name: 'businessDiscount', type: 'energy', value: -29.566 },
  ];

  it('knows each part by its tariff: spot and fixed shares, fees, percentages', () => {
    expect(shapes.get('spotPrice')).toEqual({ kind: 'unit', share: 0.6 });
    expect(shapes.get('price')!.share).toBeCloseTo(0.4, 10);
    expect(shapes.get('monthlyFee')!.kind).toBe('fee');
    expect(shapes.get('businessDiscount')!.kind).toBe('percent');
  });

  it('spreads percentage parts over the others, and every sum holds to the öre', () => {
    const { item, groups } = costBreakdown(parts, shapes, 500, 'NOK', serviceUnits('consumption_trade'));
    expect(item.parts.map((p) => p.name)).toEqual(['spotPrice', 'price', 'energyTax', 'monthlyFee']);
    expect(item.total).toBe(591.33);
    expect(item.totalIncludingPercentages).toBe(561.76);
    const sum = (ns: number[]) => Math.round(ns.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(sum(item.parts.map((p) => p.value))).toBe(item.total);
    expect(sum(item.parts.map((p) => p.valueIncludingPercentages))).toBe(item.totalIncludingPercentages);
    expect(sum(groups.map((g) => g.value))).toBe(item.totalIncludingPercentages);
    expect(item.parts[0]).toMatchObject({ partConsumption: 300, price: 1.0004, info: 'NOK/kWh', type: 'energy' });
    expect(item.parts[1]).toMatchObject({ partConsumption: 200, price: 0.8 });
    expect(item.parts[3]).not.toHaveProperty('partConsumption');
    expect(item.parts[0]!.valueIncludingPercentages).toBeCloseTo(300.123 * 0.95, 2);
    expect(groups.map((g) => `${g.kind}:${g.key}`)).toEqual(['unit:energy', 'unit:taxes', 'fee:fees']);
  });

  it('calls a water service’s per-unit parts volume', () => {
    const { item } = costBreakdown([{ name: 'price', type: 'energy', value: 40 }], new Map(), 10, 'NOK', serviceUnits('water'));
    expect(item.parts[0]).toMatchObject({ type: 'volume', info: 'NOK/m³', partConsumption: 10, price: 4 });
  });
});

const service = (over: Partial<LocationService>, metered = true): LocationService => ({
  id: 'svc', type: 'consumption_trade', status: 'active', measurementResolution: 'hour', ...(metered ? { measurementId: 'm-1' } : {}), costResolution: 'hour',
  properties: {} as LocationService['properties'], startDate: new Date('2024-01-01T00:00:00Z'), ...over,
});

describe('insightOf', () => {
  const common = { address: 'Storgata 1', monthStart: day('2026-10-01'), currency: 'NOK', status: 'complete' as const, hasFixedPrice: false, shapes: new Map<string, PartShape>(), feeMonths: 1 };

  it('gives a consumption service its cost, CO2 in kg and data lines adding up to the cost', () => {
    const parts: CostPart[] = [{ name: 'spotPrice', type: 'energy', value: 500.004 }, { name: 'energyTax', type: 'taxes', value: 100 }, { name: 'monthlyFee', type: 'fees', value: 49 }];
    const insight = insightOf({ ...common, service: service({}), amount: 600.0004, co2: 18436.4, parts });
    expect(Insight.safeParse(insight).success).toBe(true);
    expect(insight.mainValue).toBe(649);
    expect(insight.mainConsumption).toBe(600);
    expect(insight.secondaryValue).toBe(18.436);
    expect(insight.serviceUid).toBe('m-1');
    expect(insight.data.map((d) => [d.measurement.key, d.cost?.key, d.cost?.value])).toEqual([['energy', 'energy', 500], ['energy', 'taxes', 100], ['fee', 'fees', 49]]);
    expect(insight.data.reduce((s, d) => s + d.cost!.value, 0)).toBeCloseTo(insight.cost!.totalIncludingPercentages, 10);
  });

  it('gives production its compensation and a negative mainValue, and no cost', () => {
    const insight = insightOf({ ...common, service: service({ type: 'production_trade' }), amount: 400, co2: null, parts: [{ name: 'spotPrice', type: 'energy', value: 320 }] });
    expect(Insight.safeParse(insight).success).toBe(true);
    expect(insight.cost).toBeUndefined();
    expect(insight.compensation).toEqual({ value: 320, unit: 'NOK' });
    expect(insight.mainValue).toBe(-320);
    expect(insight.data.map((d) => [d.measurement.key, d.measurement.value])).toEqual([['production-trade', 400], ['production-price', 0.8]]);
    expect(insightTotals([insight, insightOf({ ...common, service: service({}), amount: 100, co2: 1000, parts: [{ name: 'price', type: 'energy', value: 100 }] })]))
      .toEqual({ cost: 100, mainValue: -220, secondaryValue: 1 });
  });

  it('gives an unmetered service its fees per month, and a service without data nulls', () => {
    const broadband = insightOf({ ...common, service: service({ type: 'broadband', measurementResolution: 'none' }, false), status: 'noDataExpected', amount: null, co2: null, feeMonths: 0.5, parts: [{ name: 'broadbandFee', type: 'fees', value: 274.5 }] });
    expect(broadband.data).toEqual([{ measurement: { key: 'broadband', unit: 'month', value: 0.5 }, cost: { key: 'fees', unit: 'NOK', value: 274.5 } }]);
    expect(broadband.mainConsumption).toBeNull();
    expect(broadband.hasDetailedHistory).toBe(false);
    expect(broadband.serviceUid).toBe('svc');
    const waiting = insightOf({ ...common, service: service({ measurementResolution: 'month' }), status: 'delayedDaysNotReached', amount: null, co2: null });
    expect(waiting).toMatchObject({ data: [], mainValue: null, mainConsumption: null, secondaryValue: null, hasDetailedHistory: false });
  });
});

describe('countsCo2', () => {
  it('counts the kWh once: on the trade meter, or the grid meter of a location buying no energy here', () => {
    expect(countsCo2('consumption_trade', ['consumption_trade', 'consumption_grid'])).toBe(true);
    expect(countsCo2('consumption_grid', ['consumption_trade', 'consumption_grid'])).toBe(false);
    expect(countsCo2('consumption_grid', ['consumption_grid'])).toBe(true);
    expect(countsCo2('heating', ['heating'])).toBe(false);
  });
});

describe('forecast', () => {
  it('estimates a day from the four nearest complete days of its weekday', () => {
    // 2026-11-16 is a Monday; Mondays 19 and 26 Oct, 2 and 9 Nov are the nearest four, 12 Oct is not.
    const history = [
      { key: '2026-10-12', total: 100 }, { key: '2026-10-19', total: 10 }, { key: '2026-10-26', total: 20 }, { key: '2026-11-02', total: 30 },
      { key: '2026-11-09', total: 40 }, { key: '2026-11-10', total: 1000 },
    ];
    expect(sameWeekdayEstimate('2026-11-16', history)).toBe(25);
    expect(sameWeekdayEstimate('2026-11-18', history)).toBeUndefined();
  });

  it('estimates a month from the same month a year before, else the last three months', () => {
    expect(monthEstimate('2026-11', [{ key: '2025-11', total: 700 }, { key: '2026-10', total: 1 }])).toBe(700);
    expect(monthEstimate('2026-11', [{ key: '2026-07', total: 9 }, { key: '2026-08', total: 3 }, { key: '2026-09', total: 6 }, { key: '2026-10', total: 9 }])).toBe(6);
    expect(monthEstimate('2026-11', [])).toBeUndefined();
  });

  it('grows per-unit parts with the kWh, fees to the month and keeps percentages at their share', () => {
    const shapes = new Map<string, PartShape>([['spotPrice', { kind: 'unit', share: 1 }], ['monthlyFee', { kind: 'fee', share: 1 }], ['off', { kind: 'percent', share: 1 }]]);
    const scaled = scaleParts([{ name: 'spotPrice', type: 'energy', value: 100 }, { name: 'monthlyFee', type: 'fees', value: 25 }, { name: 'off', type: 'energy', value: -12.5 }], shapes, 2, 2);
    expect(scaled.map((p) => p.value)).toEqual([200, 50, -25]);
  });
});
