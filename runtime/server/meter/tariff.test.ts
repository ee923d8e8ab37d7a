// @vitest-environment node
/**
 * The tariff rules, pure: units read as providers write them, the agreement and prices in force on a
 * day, a price dated in the future leaving every earlier day alone, cost parts that add up when a
 * period is priced in pieces (so a month priced whole equals its days), and percentage discounts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Agreement, AgreementType } from '../../../schemas/agreement.js';
import { addDays } from '../local-time.js';
import { agreementOn, costParts, readUnit, tariffOn, type CostInput } from './tariff.js';

const agreement = (type: AgreementType, over: Partial<Agreement> = {}): Agreement => ({
  id: 'A', type, serviceType: 'consumption_trade', startDate: '2025-01-01', endDate: null, info: [],
  prices: [
    { name: 'surcharge', value: 4.9, unit: 'øre/kWh', validFrom: '2025-01-01', validTo: null },
    { name: 'energyTax', value: 16.44, unit: 'øre/kWh', validFrom: '2025-01-01', validTo: null },
    { name: 'monthlyFee', value: 49, unit: 'kr/mnd', validFrom: '2025-01-01', validTo: null },
    { name: 'price', value: 95, unit: 'öre/kWh', validFrom: '2025-01-01', validTo: null },
  ],
  ...over,
});

const total = (parts: readonly { value: number }[]) => parts.reduce((s, p) => s + p.value, 0);
const TYPES: AgreementType[] = ['hourlySpot', '15minSpot', 'monthlySpot', 'fixed', 'mixed'];
const input = fc.record({
  total: fc.double({ min: 0, max: 5000, noNaN: true }),
  spotCost: fc.double({ min: -500, max: 5000, noNaN: true }),
  hourSpotCost: fc.double({ min: -500, max: 5000, noNaN: true }),
  monthPrice: fc.double({ min: -0.5, max: 5, noNaN: true }),
  feeMonths: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('units', () => {
  it('reads minor and main currency units per kWh, per month and per year, and refuses what it cannot read', () => {
    expect(readUnit('øre/kWh')).toEqual({ per: 'unit', factor: 0.01 });
    expect(readUnit('öre/kWh')).toEqual({ per: 'unit', factor: 0.01 });
    expect(readUnit('snt/kWh')).toEqual({ per: 'unit', factor: 0.01 });
    expect(readUnit('kr/kWh')).toEqual({ per: 'unit', factor: 1 });
    expect(readUnit('€/m³')).toEqual({ per: 'unit', factor: 1 });
    expect(readUnit('kr/mnd')).toEqual({ per: 'month', factor: 1 });
    expect(readUnit('kr/mån')).toEqual({ per: 'month', factor: 1 });
    expect(readUnit('EUR/year')).toEqual({ per: 'year', factor: 1 });
    expect(readUnit('%')).toEqual({ per: 'percent', factor: 1 });
    expect(readUnit('bananas/kWh')).toBeUndefined();
    expect(readUnit('kr')).toBeUndefined();
  });
});

describe('the agreement and prices in force', () => {
  it('takes the agreement whose dates hold the day, the latest started when two do', () => {
    const old = agreement('fixed', { id: 'old', startDate: '2024-01-01', endDate: '2025-06-30' });
    const next = agreement('hourlySpot', { id: 'next', startDate: '2025-07-01' });
    expect(agreementOn([old, next], 'consumption_trade', '2025-06-30')?.id).toBe('old');
    expect(agreementOn([old, next], 'consumption_trade', '2025-07-01')?.id).toBe('next');
    expect(agreementOn([old, next], 'consumption_grid', '2025-07-01')).toBeUndefined();
    expect(agreementOn([old, next], 'consumption_trade', '2023-12-31')).toBeUndefined();
  });

  it('never changes an earlier day when a price is added from a later one', () => {
    fc.assert(fc.property(fc.constantFrom(...TYPES), fc.integer({ min: 1, max: 700 }), fc.integer({ min: 0, max: 700 }), fc.double({ min: 0, max: 200, noNaN: true }), (type, changeAt, dayAt, value) => {
      const before = agreement(type);
      const change = addDays('2025-01-01', changeAt);
      const after = agreement(type, {
        prices: [
          ...before.prices!.map((p) => (p.name === 'surcharge' ? { ...p, validTo: addDays(change, -1) } : p)),
          { name: 'surcharge', value, unit: 'øre/kWh', validFrom: change, validTo: null },
        ],
      });
      const day = addDays('2025-01-01', dayAt);
      if (day < change) expect(tariffOn([after], 'consumption_trade', day)).toEqual(tariffOn([before], 'consumption_trade', day));
      else expect(tariffOn([after], 'consumption_trade', day)!.perUnit.find((p) => p.name === 'surcharge')!.price).toBeCloseTo(value / 100, 12);
    }));
  });
});

describe('cost parts', () => {
  it('add up when a period is priced in pieces: the whole costs what its pieces cost, for every agreement type', () => {
    fc.assert(fc.property(fc.constantFrom(...TYPES), input, input, (type, a, b) => {
      const t = tariffOn([agreement(type)], 'consumption_trade', '2025-03-01')!;
      const price = a.monthPrice;
      const whole: CostInput = { total: a.total + b.total, spotCost: a.spotCost + b.spotCost, hourSpotCost: a.hourSpotCost + b.hourSpotCost, monthPrice: price, feeMonths: a.feeMonths + b.feeMonths };
      const pieces = total(costParts(t, { ...a, monthPrice: price })) + total(costParts(t, { ...b, monthPrice: price }));
      expect(total(costParts(t, whole))).toBeCloseTo(pieces, 6);
    }));
  });

  it('pays the spot sum the agreement names: the quarter-hours, the hours, the month average, a share, or none', () => {
    const c: CostInput = { total: 100, spotCost: 80, hourSpotCost: 70, monthPrice: 0.6, feeMonths: 0 };
    const spot = (type: AgreementType) => costParts(tariffOn([agreement(type, { prices: [] })], 'consumption_trade', '2025-03-01')!, c).find((p) => p.name === 'spotPrice')?.value;
    expect(spot('15minSpot')).toBe(80);
    expect(spot('hourlySpot')).toBe(70);
    expect(spot('monthlySpot')).toBeCloseTo(60, 10);
    expect(spot('mixed')).toBeCloseTo(35, 10);
    expect(spot('fixed')).toBeUndefined();
    // mixed: the fixed price on half, spot on the other half.
    const mixed = costParts(tariffOn([agreement('mixed')], 'consumption_trade', '2025-03-01')!, c);
    expect(mixed.find((p) => p.name === 'price')!.value).toBeCloseTo(100 * 0.95 * 0.5, 10);
  });

  it('takes percentage discounts off the other parts, a 100 % discount making the period free', () => {
    fc.assert(fc.property(input, fc.double({ min: 0, max: 100, noNaN: true }), (c, percent) => {
      const base = agreement('hourlySpot');
      const discounted = agreement('hourlySpot', { discounts: [{ name: 'welcome', value: percent, unit: '%', validFrom: '2025-01-01', validTo: null }] });
      const full = total(costParts(tariffOn([base], 'consumption_trade', '2025-03-01')!, c));
      const off = total(costParts(tariffOn([discounted], 'consumption_trade', '2025-03-01')!, c));
      expect(off).toBeCloseTo(full * (1 - percent / 100), 6);
    }));
  });
});
