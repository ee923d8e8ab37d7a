/**
 * The monthly report's arithmetic on figures made up here: calendar helpers, rounding that adds up,
 * differences, fees of a service without readings across a price change and a daylight-saving month,
 * and a report whose every part is checked against the figures it came from. The same report on the
 * demo tenant's real data: routes/reports.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Agreement } from '../../../schemas/agreement.js';
import { MonthlyReport, MonthlyReportSummary } from '../../../schemas/report.js';
import type { LocationServiceType } from '../../../schemas/location.js';
import { startOfLocalDay } from '../local-time.js';
import type { PeriodFigures } from './period-figures.js';
import {
  addMonths, buildMonthlyReport, change, isoWeek, monthFees, monthsUpTo, percentages, roundToTotal, weekdayOf,
  type ReportInput, type ServiceFigures,
} from './monthly-report.js';
import { completeMonths, isComplete } from './monthly-report-schedule.js';

const TZ = 'Europe/Oslo';
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('calendar', () => {
  it('counts months across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-11', 14)).toBe('2027-01');
    expect(addMonths('2026-10', -23)).toBe('2024-11');
    expect(monthsUpTo('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('numbers weekdays from Monday and weeks as ISO 8601 does', () => {
    expect(weekdayOf('2026-11-16')).toBe(0);
    expect(weekdayOf('2026-11-15')).toBe(6);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2025-12-29')).toBe(1); // the Monday of 2026's first week
    expect(isoWeek('2026-12-31')).toBe(53);
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2026-10-01')).toBe(40);
  });

  it('calls a month complete once its last day’s readings are due (a day after it ends)', () => {
    expect(isComplete('2026-10', TZ, new Date('2026-11-01T22:59:59Z'))).toBe(false);
    expect(isComplete('2026-10', TZ, new Date('2026-11-01T23:00:00Z'))).toBe(true);
    expect(completeMonths(TZ, new Date('2026-11-16T09:00:00Z'), 3)).toEqual(['2026-08', '2026-09', '2026-10']);
    // On the 1st the month before is not complete yet.
    expect(completeMonths(TZ, new Date('2026-11-01T12:00:00Z'), 1)).toEqual(['2026-09']);
  });
});

describe('rounding that adds up', () => {
  it('gives percentages to a tenth that sum to exactly 100', () => {
    for (const values of [[1, 1, 1], [1, 2, 3, 4], [0.1, 0.2, 1000], [7, 0, 0, 0], [113.695, 143.423, 153.797, 478.788]]) {
      const p = percentages(values);
      expect(Math.round(sum(p) * 10)).toBe(1000);
      for (const [i, v] of values.entries()) expect(Math.abs(p[i]! - (v / sum(values)) * 100)).toBeLessThan(0.1);
    }
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });

  it('splits to the öre so parts meet a total, negative parts too', () => {
    expect(roundToTotal([1 / 3, 1 / 3, 1 / 3], 1, 2)).toEqual([0.34, 0.33, 0.33]);
    // Short: the largest remainders get the units (ties to the first); over: the smallest give them back.
    expect(roundToTotal([0.126, 0.126, 0.126], 0.37, 2)).toEqual([0.13, 0.12, 0.12]);
    expect(roundToTotal([0.121, 0.125], 0.23, 2)).toEqual([0.11, 0.12]);
    const split = roundToTotal([1209.234, 292.526, 938.004], 2439.77, 2);
    expect(Math.round(sum(split) * 100)).toBe(243977);
    const withDiscount = roundToTotal([100.004, -5.0049, 10.333], 105.33, 2);
    expect(Math.round(sum(withDiscount) * 100)).toBe(10533);
    expect(withDiscount[1]).toBeCloseTo(-5, 2);
  });

  it('gives differences as magnitudes with a direction, on the values as shown', () => {
    expect(change(120, 100, 3)).toEqual({ abs: 20, percent: 20, direction: 'up' });
    expect(change(80, 100, 3)).toEqual({ abs: 20, percent: 20, direction: 'down' });
    expect(change(5, 0, 2)).toEqual({ abs: 5, percent: null, direction: 'up' });
    // Less than the shown precision apart: unchanged, not "up by 0".
    expect(change(1.00004, 1, 3)).toEqual({ abs: 0, percent: 0, direction: 'unchanged' });
    expect(change(-2, -4, 1)).toEqual({ abs: 2, percent: 50, direction: 'up' });
  });
});

describe('fees of a service without readings', () => {
  const broadband = (prices: Agreement['prices'], discounts?: Agreement['discounts']): Agreement[] => [{
    id: 'BB-1', type: 'fixed', serviceType: 'broadband', startDate: '2025-01-01', endDate: null, info: [], prices, ...(discounts ? { discounts } : {}),
  }];
  const service = (startDate: string, endDate: string | null = null) => ({ type: 'broadband' as const, startDate: startOfLocalDay(startDate, TZ), endDate: endDate ? startOfLocalDay(endDate, TZ) : null });

  it('charges a whole month’s fee for a whole month', () => {
    const parts = monthFees(broadband([{ name: 'broadbandFee', value: 499, unit: 'kr/month', validFrom: '2025-01-01', validTo: null }]), service('2025-01-01'), '2026-10', TZ);
    expect(parts).toEqual([{ name: 'broadbandFee', type: 'fees', value: expect.closeTo(499, 9) }]);
  });

  it('splits a month whose fee changes on the 15th by time, in a month of 743 hours (spring DST)', () => {
    const prices = [
      { name: 'broadbandFee', value: 499, unit: 'kr/month', validFrom: '2025-01-01', validTo: '2026-03-14' },
      { name: 'broadbandFee', value: 549, unit: 'kr/month', validFrom: '2026-03-15', validTo: null },
    ];
    const [fee] = monthFees(broadband(prices), service('2025-01-01'), '2026-03', TZ);
    expect(fee!.value).toBeCloseTo((499 * 14 * 24 + 549 * (743 - 14 * 24)) / 743, 9);
  });

  it('charges only the days the service runs, and takes a percentage discount off the fees', () => {
    const prices = [{ name: 'broadbandFee', value: 300, unit: 'kr/month', validFrom: '2025-01-01', validTo: null }];
    const discounts = [{ name: 'welcome', value: 10, unit: '%', validFrom: '2025-01-01', validTo: null }];
    // Started on the 21st of a 30-day month without a DST change: 10 of 30 days.
    const parts = monthFees(broadband(prices, discounts), service('2026-11-21'), '2026-11', TZ);
    expect(parts.find((p) => p.name === 'broadbandFee')!.value).toBeCloseTo(100, 9);
    expect(parts.find((p) => p.name === 'welcome')!.value).toBeCloseTo(-10, 9);
    // Ended on the 11th: ten days.
    expect(monthFees(broadband(prices), service('2025-01-01', '2026-11-11'), '2026-11', TZ)[0]!.value).toBeCloseTo(100, 9);
    expect(monthFees(broadband(prices), service('2026-12-01'), '2026-11', TZ)).toEqual([]);
  });
});

// —— a report from made-up figures ——

const at = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key.slice(0, 10)}T00:00:00Z`);
function fig(key: string, total: number, extra: Partial<PeriodFigures> = {}): PeriodFigures {
  return { start: at(key), end: at(key), key, total, certainty: null, points: 1, partial: false, co2: total * 20, unpriced: 0, ...extra };
}
const costOf = (energy: number, fees: number) => ({ total: energy + fees, parts: [{ name: 'spotPrice', type: 'energy' as const, value: energy }, { name: 'monthlyFee', type: 'fees' as const, value: fees }] });

/** Months from `first` to 2026-10: kWh 100 + the month's index, cost 1 kr/kWh plus a fee of 40. */
function months(type: LocationServiceType, first: string, scale = 1): ServiceFigures {
  const out = new Map<string, PeriodFigures>();
  for (let m = first, i = 0; m <= '2026-10'; m = addMonths(m, 1), i++) {
    const kWh = (100 + i) * scale;
    out.set(m, fig(m, kWh, type.startsWith('production') ? {} : { cost: costOf(kWh, 40) }));
  }
  return { serviceType: type, unit: 'kWh', months: out };
}

/** October 2026's days and hours: the last Sunday (25th) has 25 hours, hour 02 twice. */
function october(): { days: PeriodFigures[]; hours: PeriodFigures[] } {
  const days: PeriodFigures[] = [];
  const hours: PeriodFigures[] = [];
  for (let d = 1; d <= 31; d++) {
    const day = `2026-10-${String(d).padStart(2, '0')}`;
    const hourKeys = Array.from({ length: 24 }, (_, h) => h).flatMap((h) => (d === 25 && h === 2 ? [h, h] : [h]));
    let total = 0;
    for (const h of hourKeys) {
      const kWh = 0.5 + (h >= 17 && h < 21 ? 1 : 0) + d / 100;
      total += kWh;
      hours.push(fig(`${day}T${String(h).padStart(2, '0')}`, kWh, { related: { price: h < 6 ? 0.5 : 1, co2: 20, temperature: 5, degreeDays: 0.5 } }));
    }
    days.push(fig(day, total, { cost: costOf(total, 1) }));
  }
  return { days, hours };
}

function input(over: Partial<ReportInput> = {}): ReportInput {
  const { days, hours } = october();
  return {
    id: 'a'.repeat(24), locationId: 'b'.repeat(24), access: { accountId: 'c'.repeat(24), organisation: 'BRIGHT' }, month: '2026-10', currency: 'NOK',
    services: [months('consumption_trade', '2025-01'), months('production_trade', '2025-06', 0.5)],
    fees: [{ serviceType: 'broadband', months: new Map([['2026-10', [{ name: 'broadbandFee', type: 'fees', value: 499 }]], ['2025-10', [{ name: 'broadbandFee', type: 'fees', value: 449 }]]]) }],
    zone: new Map([['2026-10', { price: 0.9, temperature: 7 }], ['2025-10', { price: 0.7, temperature: 8.94 }]]),
    days, hours,
    ...over,
  };
}

describe('a report from figures', () => {
  const made = buildMonthlyReport(input())!;
  const { report, summary } = made;
  const trade = input().services[0]!.months;

  it('is a valid MonthlyReport with a valid summary', () => {
    expect(MonthlyReport.safeParse(report).error).toBeUndefined();
    expect(MonthlyReportSummary.safeParse(summary).error).toBeUndefined();
  });

  it('sums the last twelve months and compares like for like with the months a year before that have readings', () => {
    const window = monthsUpTo('2026-10', 12);
    expect(report.yearlyAnalysis.consumption.value).toBeCloseTo(sum(window.map((m) => trade.get(m)!.total)), 6);
    // Readings start in 2025-01: only 2026-01 … 2026-10 have a year-earlier month to compare with.
    const comparable = monthsUpTo('2026-10', 10);
    const now = sum(comparable.map((m) => trade.get(m)!.total));
    const before = sum(comparable.map((m) => trade.get(addMonths(m, -12))!.total));
    expect(report.yearlyAnalysis.differences.consumption).toEqual(change(now, before, 3));
    expect(report.yearlyAnalysis.differences.consumption.direction).toBe('up');
    // Production started 2025-06: five months compare (2026-06 … 2026-10 against 2025-06 … 2025-10).
    expect(report.yearlyAnalysis.production!.value).toBeGreaterThan(0);
    expect(report.yearlyAnalysis.differences.production!.direction).toBe('up');
  });

  it('has cost parts per service type that sum to the month’s cost; production is not a cost', () => {
    const { cost } = report.monthlyAnalysis;
    expect(cost.parts.map((p) => p.serviceType)).toEqual(['consumption_trade', 'broadband']);
    expect(cost.parts[0]!.value).toBeCloseTo(trade.get('2026-10')!.cost!.total, 2);
    expect(cost.parts[1]!.value).toBe(499);
    expect(Math.round(sum(cost.parts.map((p) => p.value)) * 100)).toBe(Math.round(cost.total * 100));
    expect(sum(cost.parts.map((p) => p.share!))).toBeCloseTo(1, 3);
    expect(report.distributions.cost!.total).toBe(cost.total);
    expect(Math.round(sum(report.distributions.cost!.parts.map((p) => p.value)) * 100)).toBe(Math.round(cost.total * 100));
    expect(summary.cost).toEqual({ value: cost.total, currency: 'NOK' });
    // The same month a year before cost 1 kr/kWh × 109 + 40, and broadband 449.
    expect(summary.difference).toEqual(change(cost.total, 109 + 40 + 449, 2));
  });

  it('gives each factor against the same month a year before', () => {
    const byType = Object.fromEntries(report.monthlyAnalysis.costAffectingFactors.map((f) => [f.type, f]));
    expect(byType.temperature).toEqual({ type: 'temperature', value: 7, unit: '°C', difference: { abs: 1.9, percent: 21.3, direction: 'down' } });
    expect(byType.spotprice!.difference.direction).toBe('up');
    expect(byType.spotprice!.unit).toBe('kr/kWh');
    expect(byType.consumption!.difference).toEqual(change(trade.get('2026-10')!.total, trade.get('2025-10')!.total, 3));
    expect(byType.production!.difference.direction).toBe('up');
  });

  it('cuts the month into weeks Monday to Sunday that cover it and add up', () => {
    const weeks = report.weeklyAnalysis!.weeks;
    expect(weeks.map((w) => [w.week, w.startDate, w.endDate])).toEqual([
      [40, '2026-10-01', '2026-10-04'], [41, '2026-10-05', '2026-10-11'], [42, '2026-10-12', '2026-10-18'], [43, '2026-10-19', '2026-10-25'], [44, '2026-10-26', '2026-10-31'],
    ]);
    const days = input().days!;
    expect(sum(weeks.map((w) => w.consumption))).toBeCloseTo(sum(days.map((d) => d.total)), 2);
    expect(sum(weeks.map((w) => w.cost!))).toBeCloseTo(sum(days.map((d) => d.cost!.total)), 1);
  });

  it('averages each weekday over its days in the month', () => {
    const days = input().days!;
    const thursdays = days.filter((d) => weekdayOf(d.key) === 3);
    expect(thursdays).toHaveLength(5);
    expect(report.dailyAnalysis!.weekdays.find((w) => w.weekday === 3)!.consumption).toBeCloseTo(sum(thursdays.map((d) => d.total)) / 5, 3);
    expect(report.dailyAnalysis!.weekdays).toHaveLength(7);
  });

  it('averages each hour over the times it happened (twice on the autumn DST day) and finds the peak hour', () => {
    const hours = input().hours!;
    expect(report.hourlyAnalysis!.hours).toHaveLength(24);
    const twos = hours.filter((h) => h.key.endsWith('T02'));
    expect(twos).toHaveLength(32);
    expect(report.hourlyAnalysis!.hours[2]!.consumption).toBeCloseTo(sum(twos.map((h) => h.total)) / 32, 3);
    const peak = Math.max(...hours.map((h) => h.total));
    expect(report.hourlyAnalysis!.maxHour).toEqual({ hour: 17, consumption: peak, date: '2026-10-31' });
  });

  it('splits the month into the parts of the day, each with its share and the zone’s average price', () => {
    const parts = report.hourlyAverages!;
    expect(Object.keys(parts).sort()).toEqual(['day', 'evening', 'morning', 'night']);
    expect(parts.night).toMatchObject({ from: 0, to: 6, averageSpotPrice: 0.5 });
    expect(parts.evening).toMatchObject({ from: 18, to: 24, averageSpotPrice: 1 });
    expect(sum(Object.values(parts).map((p) => p.percentage))).toBeCloseTo(100, 9);
    expect(sum(Object.values(parts).map((p) => p.consumption))).toBeCloseTo(sum(input().hours!.map((h) => h.total)), 2);
    // 17–21 are the busy hours: the evening (18–24) holds three of them, the day (12–18) one.
    expect(parts.evening.consumption).toBeGreaterThan(parts.day.consumption);
  });

  it('leaves out what the readings cannot give: hour parts for a daily meter, the comparison without similar homes', () => {
    const daily = buildMonthlyReport(input({ hours: undefined }))!.report;
    expect(daily.hourlyAnalysis).toBeUndefined();
    expect(daily.hourlyAverages).toBeUndefined();
    expect(daily.weeklyAnalysis).toBeDefined();
    const monthly = buildMonthlyReport(input({ hours: undefined, days: undefined }))!.report;
    expect(monthly.weeklyAnalysis).toBeUndefined();
    expect(monthly.dailyAnalysis).toBeUndefined();
    expect(report.comparisonWithSimilarHouseholds).toBeUndefined();
    // Hours without the zone's prices give no averages rather than a price of 0.
    const unpriced = input().hours!.map((h) => ({ ...h, related: undefined }));
    expect(buildMonthlyReport(input({ hours: unpriced }))!.report.hourlyAverages).toBeUndefined();
  });

  it('compares with the average of similar households when given', () => {
    const compared = buildMonthlyReport(input({ similar: { households: 6, average: 150 } }))!.report.comparisonWithSimilarHouseholds!;
    const own = trade.get('2026-10')!.total;
    expect(compared).toEqual({ consumption: own, similarHouseholds: 150, unit: 'kWh', difference: change(own, 150, 3) });
  });

  it('takes the grid meter when the trade meter has no readings, and makes no report without consumption', () => {
    const grid = months('consumption_grid', '2025-01', 2);
    const viaGrid = buildMonthlyReport(input({ services: [grid] }))!.report;
    expect(viaGrid.yearlyAnalysis.consumption.value).toBeCloseTo(sum(monthsUpTo('2026-10', 12).map((m) => grid.months.get(m)!.total)), 6);
    expect(buildMonthlyReport(input({ services: [months('production_trade', '2025-01')] }))).toBeUndefined();
    expect(buildMonthlyReport(input({ month: '2026-11' }))).toBeUndefined();
  });

  it('compares nothing when no month a year before has readings', () => {
    const fresh = months('consumption_trade', '2026-03');
    const r = buildMonthlyReport(input({ services: [fresh], zone: new Map() }))!.report;
    expect(r.yearlyAnalysis.differences.consumption).toEqual({ abs: 0, percent: null, direction: 'unchanged' });
    expect(r.yearlyAnalysis.differences.cost).toBeUndefined();
    expect(r.monthlyAnalysis.costAffectingFactors).toEqual([]);
    expect(r.monthlyAnalysis.measurements[0]!.difference).toBeUndefined();
  });
});
