import { describe, it, expect } from 'vitest';
import {
  DETAILED_INSIGHTS_PERIOD_MESSAGE, DetailedInsightsQuery, LOAD_PERIOD_REQUIRED, LoadQuery, OverallDataStatus, ServiceDataStatus,
  DataStatus, insightsDomain,
} from './insights.js';
import {
  ALLOWED_PERIODS_BY_READING_PERIOD, allowedAnalysisPeriods, allowsHourlyExport, availableCompareOptions, canStepNext,
  canStepPrevious, clampDistributionMonth, compareOptionFor, distributionParameterFor, isExportDisabled, mainParameterFor,
  periodAfterReadingPeriodChange, showsHistory, showsQuarterHourStrip,
} from './insights-analysis.js';
import { ReadingPeriod } from './measurement.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('detailed insights period: month or year only (platform-contract §5)', () => {
  it.each([
    ['month', true],
    ['year', true],
    ['day', false],
    ['hour', false],
    ['years', false],
    ['15-minute', false],
    [undefined, false],
  ] as const)('timeEntity %s → valid %s', (timeEntity, valid) => {
    const r = DetailedInsightsQuery.safeParse({ timeEntity, dateKey: '2026-11' });
    expect(r.success).toBe(valid);
    expect(firstMessage(r)).toBe(valid ? undefined : DETAILED_INSIGHTS_PERIOD_MESSAGE);
  });

  it('message is registered', () => {
    expect(insightsDomain.rules.detailedInsightsPeriod.messages).toEqual(['Detailed insights period must be month or year']);
  });
});

describe('load is asked for by dateKey or start/end (platform-contract §7 Sites)', () => {
  it.each([
    ['dateKey', { dateKey: '2026-11' }, undefined],
    ['start and end', { start: '2026-11-01', end: '2026-11-30' }, undefined],
    ['dateKey and start/end', { dateKey: '2026-11', start: '2026-11-01', end: '2026-11-30' }, undefined],
    ['start only', { start: '2026-11-01' }, LOAD_PERIOD_REQUIRED],
    ['end only', { end: '2026-11-30' }, LOAD_PERIOD_REQUIRED],
    ['neither', {}, LOAD_PERIOD_REQUIRED],
  ] as const)('%s', (_case, period, message) => {
    expect(firstMessage(LoadQuery.safeParse({ resolution: 'hour', ...period }))).toBe(message);
  });
});

describe('data statuses (platform-contract §3 Insights)', () => {
  it('service level adds newService; overall adds newCustomer and noDataError', () => {
    expect(ServiceDataStatus.options).toEqual([...DataStatus.options, 'newService']);
    expect(OverallDataStatus.options).toEqual([...DataStatus.options, 'newCustomer', 'noDataError']);
  });
});

describe('allowed period tabs per reading period (portal §4)', () => {
  it.each([
    ['15M', ['total', 'year', 'month', 'day'], true],
    ['HOURLY', ['total', 'year', 'month', 'day'], true],
    ['DAILY', ['total', 'year', 'month'], true],
    ['MONTHLY', ['total', 'year'], true],
    ['NONE', [], false],
    ['YEARLY', ['total'], true],
  ] as const)('%s → %j (history %s)', (readingPeriod, periods, history) => {
    expect(allowedAnalysisPeriods(readingPeriod)).toEqual(periods);
    expect(showsHistory(readingPeriod)).toBe(history);
    expect(insightsDomain.rules.analysisAllowedPeriods.schema.parse(readingPeriod)).toEqual({ periods, history });
  });

  it('covers every reading period', () => {
    expect(Object.keys(ALLOWED_PERIODS_BY_READING_PERIOD).sort()).toEqual([...ReadingPeriod.options].sort());
  });
});

describe('changing the reading period resets the period (portal §4)', () => {
  it.each([
    ['MONTHLY', 'year'],
    ['DAILY', 'year'],
    ['HOURLY', 'year'],
    ['15M', 'total'],
    ['NONE', 'total'],
    ['YEARLY', 'total'],
  ] as const)('%s → %s', (readingPeriod, period) => {
    expect(periodAfterReadingPeriodChange(readingPeriod)).toBe(period);
    expect(insightsDomain.rules.analysisPeriodReset.schema.parse(readingPeriod)).toBe(period);
  });
});

describe('next arrow does nothing at the current period; previous is always allowed (portal §4)', () => {
  it.each([
    ['year before the current', 'year', '2025', '2026-11-22', true],
    ['current year', 'year', '2026', '2026-11-22', false],
    ['month before the current', 'month', '2026-10', '2026-11-22', true],
    ['current month', 'month', '2026-11', '2026-11-22', false],
    ['previous day', 'day', '2026-11-21', '2026-11-22', true],
    ['current day', 'day', '2026-11-22', '2026-11-22T10', false],
    ['total', 'total', '2026', '2026-11-22', false],
  ] as const)('%s → next %s', (_case, period, selected, current, next) => {
    expect(canStepNext(period, selected, current)).toBe(next);
    expect(insightsDomain.rules.analysisNavigation.schema.parse({ period, selected, current })).toEqual({ next, previous: true });
  });

  it('previous is always allowed', () => {
    expect(canStepPrevious()).toBe(true);
  });
});

describe('distribution month cannot go beyond the current month (portal §4)', () => {
  it.each([
    ['a past month stays', '2026-09', '2026-11', '2026-09'],
    ['the current month stays', '2026-11', '2026-11', '2026-11'],
    ['a future month becomes the current', '2026-12', '2026-11', '2026-11'],
    ['next year becomes the current', '2027-01', '2026-11', '2026-11'],
  ] as const)('%s', (_case, month, currentMonth, expected) => {
    expect(clampDistributionMonth(month, currentMonth)).toBe(expected);
    expect(insightsDomain.rules.distributionMonthLimit.schema.parse({ month, currentMonth })).toBe(expected);
  });
});

describe('main parameter sets the distribution parameter (portal §4)', () => {
  it.each([
    ['co2cost', false, 'environment'],
    ['production', false, 'cost'],
    ['production', true, 'production'],
    ['consumption', false, 'consumption'],
    ['cost', false, 'cost'],
  ] as const)('%s (cost hidden %s) → %s', (main, hideCost, expected) => {
    expect(distributionParameterFor(main, { hideCost })).toBe(expected);
    expect(insightsDomain.rules.distributionParameter.schema.parse({ main, hideCost })).toBe(expected);
  });
});

describe('main parameter forced to production for production services, else the first available (portal §4)', () => {
  it.each([
    ['production', ['consumption', 'cost'], 'production'],
    ['production-net', [], 'production'],
    ['consumption', ['cost', 'consumption'], 'cost'],
    ['heating', ['consumption', 'co2cost'], 'consumption'],
    ['water', [], 'consumption'],
  ] as const)('%s with %j → %s', (siteType, available, expected) => {
    expect(mainParameterFor(siteType, available)).toBe(expected);
    expect(insightsDomain.rules.mainParameter.schema.parse({ siteType, available })).toBe(expected);
  });
});

describe('heating services cannot compare with price (portal §4)', () => {
  it.each([
    ['heating', 'price', 'none'],
    ['heating', 'temperature', 'temperature'],
    ['consumption', 'price', 'price'],
    ['heating', 'none', 'none'],
  ] as const)('%s comparing with %s → %s', (siteType, compare, expected) => {
    expect(compareOptionFor(siteType, compare)).toBe(expected);
    expect(insightsDomain.rules.heatingCompareWithPrice.schema.parse({ siteType, compare })).toBe(expected);
  });
});

describe('compare options can be hidden per period by configuration (portal §4)', () => {
  it.each([
    ['consumption, nothing hidden', 'consumption', 'month', {}, ['none', 'price', 'temperature', 'co2', 'cloudCover', 'compareDegreeDays']],
    ['heating never offers price', 'heating', 'month', {}, ['none', 'temperature', 'co2', 'cloudCover', 'compareDegreeDays']],
    ['hidden in the period', 'consumption', 'year', { year: ['price', 'co2'] }, ['none', 'temperature', 'cloudCover', 'compareDegreeDays']],
    ['hidden in another period only', 'consumption', 'day', { year: ['price'] }, ['none', 'price', 'temperature', 'co2', 'cloudCover', 'compareDegreeDays']],
    ['none cannot be hidden', 'consumption', 'day', { day: ['none'] }, ['none', 'price', 'temperature', 'co2', 'cloudCover', 'compareDegreeDays']],
  ] as const)('%s', (_case, siteType, period, hiddenByPeriod, expected) => {
    expect(availableCompareOptions(siteType, period, hiddenByPeriod)).toEqual(expected);
    expect(insightsDomain.rules.hiddenCompareOptions.schema.parse({ siteType, period, hiddenByPeriod })).toEqual(expected);
  });
});

describe('quarter-hour strip only for 15-minute services in day view (portal §4)', () => {
  it.each([
    ['15M', 'day', true],
    ['15M', 'month', false],
    ['HOURLY', 'day', false],
    ['DAILY', 'day', false],
  ] as const)('%s in %s view → %s', (readingPeriod, period, shown) => {
    expect(showsQuarterHourStrip(readingPeriod, period)).toBe(shown);
    expect(insightsDomain.rules.quarterHourStrip.schema.parse({ readingPeriod, period })).toBe(shown);
  });
});

describe('export buttons disabled when there is no data or period is total (portal §5)', () => {
  it.each([
    [true, 'month', false],
    [true, 'total', true],
    [false, 'month', true],
    [false, 'total', true],
  ] as const)('data %s, period %s → disabled %s', (hasData, period, disabled) => {
    expect(isExportDisabled(hasData, period)).toBe(disabled);
    expect(insightsDomain.rules.exportDisabled.schema.parse({ hasData, period })).toBe(disabled);
  });
});

describe('hourly-value export only for month view of hourly or 15-minute services (portal §5)', () => {
  it.each([
    ['HOURLY', 'month', true],
    ['15M', 'month', true],
    ['HOURLY', 'year', false],
    ['15M', 'day', false],
    ['DAILY', 'month', false],
    ['MONTHLY', 'month', false],
  ] as const)('%s in %s view → %s', (readingPeriod, period, allowed) => {
    expect(allowsHourlyExport(readingPeriod, period)).toBe(allowed);
    expect(insightsDomain.rules.hourlyExport.schema.parse({ readingPeriod, period })).toBe(allowed);
  });
});
