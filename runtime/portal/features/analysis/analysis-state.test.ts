/** The analysis reducer: what each thing the customer does leads to (portal §4 Analysis period). */
import { describe, expect, it } from 'vitest';
import type { PortalServiceType } from '../../../../schemas/location.js';
import type { PortalLocationService } from './analysis-rules.js';
import { analysisReducer, initialAnalysisState, type AnalysisAction, type AnalysisEnvironment, type AnalysisState } from './analysis-state.js';

const service = (type: PortalServiceType, readingPeriod: PortalLocationService['readingPeriod']): PortalLocationService => ({
  _id: type, type, readingPeriod, provider: { siteId: type },
});

const env = (services: readonly PortalLocationService[], over: Partial<AnalysisEnvironment> = {}): AnalysisEnvironment => ({
  services, hiddenServices: [], hideCost: false, hideEnvironmentalImpact: false, preferred: 'consumption', today: '2026-11-16', delayDays: 1, ...over,
});
const kari = env([service('CONSUMPTION', '15M'), service('CONSUMPTION_NET', 'HOURLY'), service('BROADBAND', 'NONE')]);
const ingrid = env([service('CONSUMPTION', 'HOURLY'), service('PRODUCTION', 'HOURLY'), service('HEATING', 'DAILY'), service('WATER', 'MONTHLY')]);

function run(e: AnalysisEnvironment, ...actions: AnalysisAction[]): AnalysisState {
  return actions.reduce(analysisReducer(e), initialAnalysisState(e));
}

describe('the analysis state', () => {
  it('starts on the first service, its reading period\'s tab, the latest day with data and the tenant\'s default analysis', () => {
    expect(initialAnalysisState(kari)).toEqual({
      serviceId: 'CONSUMPTION', main: 'consumption', distribution: 'consumption', distributionMonth: '2026-11', period: 'total', day: '2026-11-15', compare: 'none',
    });
    expect(initialAnalysisState(env(kari.services, { preferred: 'co2cost' }))).toMatchObject({ main: 'co2cost', distribution: 'environment' });
    expect(initialAnalysisState(env([service('PRODUCTION', 'HOURLY')], { preferred: 'cost' }))).toMatchObject({ main: 'production', period: 'year' });
  });

  it('resets the period when the service reads at another period, and keeps it when it reads the same', () => {
    expect(run(kari, { type: 'period', period: 'day' }, { type: 'service', serviceId: 'CONSUMPTION_NET' }).period).toBe('year');
    expect(run(ingrid, { type: 'period', period: 'day' }, { type: 'service', serviceId: 'HEATING' }).period).toBe('year');
    expect(run(ingrid, { type: 'period', period: 'month' }, { type: 'main', parameter: 'production' }).period).toBe('month');
  });

  it('resets a price comparison to none on a heating service', () => {
    const state = run(ingrid, { type: 'compare', compare: 'price' }, { type: 'service', serviceId: 'HEATING' });
    expect(state.compare).toBe('none');
    expect(run(ingrid, { type: 'compare', compare: 'temperature' }, { type: 'service', serviceId: 'HEATING' }).compare).toBe('temperature');
  });

  it('keeps the main parameter a new service still offers, else falls back', () => {
    expect(run(ingrid, { type: 'main', parameter: 'cost' }, { type: 'service', serviceId: 'HEATING' }).main).toBe('cost');
    expect(run(ingrid, { type: 'main', parameter: 'co2cost' }, { type: 'service', serviceId: 'HEATING' }).main).toBe('consumption');
  });

  it('sets the distribution from the main parameter', () => {
    expect(run(ingrid, { type: 'main', parameter: 'co2cost' }).distribution).toBe('environment');
    expect(run(ingrid, { type: 'main', parameter: 'production' }).distribution).toBe('cost');
    expect(run(env(ingrid.services, { hideCost: true }), { type: 'main', parameter: 'production' }).distribution).toBe('production');
    expect(run(ingrid, { type: 'main', parameter: 'co2cost' }, { type: 'distribution', parameter: 'consumption' }).distribution).toBe('consumption');
  });

  it('steps back always and forward only before the current period', () => {
    const year = run(ingrid, { type: 'period', period: 'year' });
    expect(analysisReducer(ingrid)(year, { type: 'step', direction: 1 })).toBe(year);
    const back = analysisReducer(ingrid)(year, { type: 'step', direction: -1 });
    expect(back.day).toBe('2025-11-15');
    expect(analysisReducer(ingrid)(back, { type: 'step', direction: 1 }).day).toBe('2026-11-15');
    const day = run(ingrid, { type: 'period', period: 'day' }, { type: 'step', direction: 1 });
    expect(day.day).toBe('2026-11-16');
    expect(analysisReducer(ingrid)(day, { type: 'step', direction: 1 })).toBe(day);
    expect(run(ingrid, { type: 'period', period: 'month' }, { type: 'step', direction: -1 }, { type: 'step', direction: -1 }).day).toBe('2026-09-15');
  });

  it('drills from the total to a year, a month and a day', () => {
    const year = run(kari, { type: 'drill', key: '2025' });
    expect(year).toMatchObject({ period: 'year', day: '2025-12-31' });
    const month = analysisReducer(kari)(year, { type: 'drill', key: '2025-03' });
    expect(month).toMatchObject({ period: 'month', day: '2025-03-31' });
    const day = analysisReducer(kari)(month, { type: 'drill', key: '2025-03-14' });
    expect(day).toMatchObject({ period: 'day', day: '2025-03-14' });
    expect(analysisReducer(kari)(day, { type: 'drill', key: '2025-03-14T10' })).toBe(day);
  });

  it('does not drill past the service\'s finest period or into the future', () => {
    const heating = run(ingrid, { type: 'service', serviceId: 'HEATING' }, { type: 'period', period: 'month' });
    expect(analysisReducer(ingrid)(heating, { type: 'drill', key: '2026-11-02' })).toBe(heating);
    const year = run(kari, { type: 'period', period: 'year' });
    expect(analysisReducer(kari)(year, { type: 'drill', key: '2026-12' })).toBe(year);
  });

  it('offers only the service\'s tabs, and drops the previous-period comparison on the total', () => {
    const water = run(ingrid, { type: 'service', serviceId: 'WATER' });
    expect(analysisReducer(ingrid)(water, { type: 'period', period: 'month' })).toBe(water);
    expect(run(kari, { type: 'period', period: 'year' }, { type: 'compare', compare: 'previousPeriod' }, { type: 'period', period: 'total' }).compare).toBe('none');
  });

  it('keeps the distribution month within the current month', () => {
    expect(run(kari, { type: 'distributionMonth', direction: 1 }).distributionMonth).toBe('2026-11');
    expect(run(kari, { type: 'distributionMonth', direction: -1 }, { type: 'distributionMonth', direction: -1 }).distributionMonth).toBe('2026-09');
  });
});
