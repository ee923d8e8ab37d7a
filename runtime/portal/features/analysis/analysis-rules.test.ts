/** The analysis page's rules (portal §2 Analysis, §4 Analysis period, §5 export) on plain data. */
import { describe, expect, it } from 'vitest';
import type { PortalServiceType } from '../../../../schemas/location.js';
import type { LocationServiceData, MeasurementNode } from '../../../../schemas/measurement.js';
import {
  awaitsReadings, canDrill, canGoNext, chooseMainParameter, compareAfterChange, compareChoices, compareValuesPresent, dataServiceFor,
  dayInside, distributionAfterMainChange, distributionOptions, drillTarget, exportQuery, exportState, initialService, latestDataDay,
  mainParameterOptions, parametersPresent, periodAfterServiceChange, periodsOf, preferredParameter, productionServiceOf,
  selectableServices, serviceView, showsServiceButtons, stepDistributionMonth, type PortalLocationService,
} from './analysis-rules.js';

const service = (type: PortalServiceType, readingPeriod: PortalLocationService['readingPeriod'] = 'HOURLY', id = type): PortalLocationService => ({
  _id: id, type, readingPeriod, provider: { siteId: id },
});
const kari = [service('CONSUMPTION', '15M'), service('CONSUMPTION_NET', 'HOURLY'), service('BROADBAND', 'NONE')];
const ingrid = [service('CONSUMPTION'), service('CONSUMPTION_NET'), service('PRODUCTION'), service('HEATING', 'DAILY')];

describe('service buttons (portal §2)', () => {
  it('offers every service but production and the configuration-hidden ones', () => {
    expect(selectableServices(ingrid, []).map((s) => s.type)).toEqual(['CONSUMPTION', 'CONSUMPTION_NET', 'HEATING']);
    expect(selectableServices(ingrid, ['CONSUMPTION_NET', 'HEATING']).map((s) => s.type)).toEqual(['CONSUMPTION']);
    expect(selectableServices([service('PRODUCTION_NET'), service('WATER')], []).map((s) => s.type)).toEqual(['WATER']);
  });

  it('shows the buttons only with more than one selectable service', () => {
    expect(showsServiceButtons(selectableServices(kari, []))).toBe(true);
    expect(showsServiceButtons(selectableServices(kari, ['CONSUMPTION_NET', 'BROADBAND']))).toBe(false);
    expect(showsServiceButtons(selectableServices([service('CONSUMPTION'), service('PRODUCTION')], []))).toBe(false);
  });

  it('starts on the first selectable service; a producing-only location on its production', () => {
    expect(initialService(kari, [])?.type).toBe('CONSUMPTION');
    expect(initialService(kari, ['CONSUMPTION'])?.type).toBe('CONSUMPTION_NET');
    expect(initialService([service('PRODUCTION')], [])?.type).toBe('PRODUCTION');
    expect(initialService([service('PRODUCTION')], ['PRODUCTION'])).toBeUndefined();
    expect(productionServiceOf(ingrid, [])?.type).toBe('PRODUCTION');
    expect(productionServiceOf(ingrid, ['PRODUCTION'])).toBeUndefined();
  });

  it('shows broadband its box, a service without readings its overview (§4 "none"), the rest their history', () => {
    expect(serviceView(service('BROADBAND', 'NONE'))).toBe('broadband');
    expect(serviceView(service('WATER', 'NONE'))).toBe('overview');
    expect(serviceView(service('WATER', 'MONTHLY'))).toBe('history');
  });
});

describe('main parameters (portal §2 parameter dropdown, §4)', () => {
  const base = { hasProduction: false, hideCost: false, hideEnvironmentalImpact: false };

  it('offers electricity its consumption, cost, carbon emissions and the location\'s production', () => {
    expect(mainParameterOptions({ ...base, service: service('CONSUMPTION'), hasProduction: true })).toEqual(['consumption', 'cost', 'co2cost', 'production']);
    expect(mainParameterOptions({ ...base, service: service('HEATING') })).toEqual(['consumption', 'cost']);
    expect(mainParameterOptions({ ...base, service: service('PRODUCTION') })).toEqual(['production', 'cost']);
  });

  it('removes cost and environmental impact when the tenant hides them', () => {
    expect(mainParameterOptions({ ...base, service: service('CONSUMPTION'), hideCost: true })).toEqual(['consumption', 'co2cost']);
    expect(mainParameterOptions({ ...base, service: service('CONSUMPTION'), hideEnvironmentalImpact: true })).toEqual(['consumption', 'cost']);
  });

  it('offers only what the month\'s data holds, the amount always', () => {
    const present = new Set(['consumption'] as const);
    expect(mainParameterOptions({ ...base, service: service('WATER'), present })).toEqual(['consumption']);
    expect(mainParameterOptions({ ...base, service: service('WATER'), present: new Set() })).toEqual(['consumption']);
  });

  it('reads what a month holds from the services data (environment is co2cost; production from the production service)', () => {
    const data = (history: LocationServiceData['history'], current: LocationServiceData['overview']['current']): LocationServiceData =>
      ({ serviceId: 'x', serviceType: 'consumption', history, overview: { current } });
    const entry = { total: 1, unit: 'kWh', parts: [] };
    expect(parametersPresent(undefined)).toBeUndefined();
    expect([...parametersPresent(data({ consumption: entry, environment: entry }, { consumption: { total: 1, now: 0 } }), data({ production: entry }, {}))!].sort())
      .toEqual(['co2cost', 'consumption', 'production']);
  });

  it('forces production for production services, keeps a choice still offered, else the tenant default, else the first', () => {
    expect(chooseMainParameter('production', ['production', 'cost'], 'cost', 'consumption')).toBe('production');
    expect(chooseMainParameter('consumption', ['consumption', 'cost'], 'cost', 'consumption')).toBe('cost');
    expect(chooseMainParameter('heating', ['consumption', 'cost'], 'co2cost', 'cost')).toBe('cost');
    expect(chooseMainParameter('water', ['consumption'], 'co2cost', 'cost')).toBe('consumption');
  });

  it('maps the default analysis view to a parameter', () => {
    expect(preferredParameter('environmentalImpact')).toBe('co2cost');
    expect(preferredParameter('cost')).toBe('cost');
  });

  it('draws production from the production service', () => {
    const [consumption, , production] = ingrid;
    expect(dataServiceFor('production', consumption!, production)).toBe(production);
    expect(dataServiceFor('cost', consumption!, production)).toBe(consumption);
    expect(dataServiceFor('production', production!, production)).toBe(production);
  });
});

describe('monthly distribution (portal §2, §4)', () => {
  const entry = { total: 1, unit: 'kWh', parts: [] };
  const history = { consumption: entry, cost: entry, environment: entry };

  it('offers the month\'s distributions less what is hidden', () => {
    expect(distributionOptions(history, { hideCost: false, hideEnvironmentalImpact: false })).toEqual(['consumption', 'cost', 'environment']);
    expect(distributionOptions(history, { hideCost: true, hideEnvironmentalImpact: true })).toEqual(['consumption']);
    expect(distributionOptions(undefined, { hideCost: false, hideEnvironmentalImpact: false })).toEqual([]);
  });

  it('follows the main parameter: co2cost → environment, production → cost, or production when cost is hidden', () => {
    expect(distributionAfterMainChange('co2cost', ['consumption', 'cost', 'environment'], false)).toBe('environment');
    expect(distributionAfterMainChange('production', ['production', 'cost'], false)).toBe('cost');
    expect(distributionAfterMainChange('production', ['production'], true)).toBe('production');
    expect(distributionAfterMainChange('co2cost', ['consumption'], false)).toBe('consumption');
  });

  it('cannot go beyond the current month', () => {
    expect(stepDistributionMonth('2026-10', 1, '2026-11')).toBe('2026-11');
    expect(stepDistributionMonth('2026-11', 1, '2026-11')).toBe('2026-11');
    expect(stepDistributionMonth('2026-01', -1, '2026-11')).toBe('2025-12');
  });
});

describe('periods and navigation (portal §4)', () => {
  it('allows the tabs of the reading period', () => {
    expect(periodsOf(service('CONSUMPTION', '15M'))).toEqual(['total', 'year', 'month', 'day']);
    expect(periodsOf(service('CONSUMPTION', 'HOURLY'))).toEqual(['total', 'year', 'month', 'day']);
    expect(periodsOf(service('HEATING', 'DAILY'))).toEqual(['total', 'year', 'month']);
    expect(periodsOf(service('WATER', 'MONTHLY'))).toEqual(['total', 'year']);
    expect(periodsOf(service('BROADBAND', 'NONE'))).toEqual([]);
  });

  it('resets the period when the reading period changes: year for monthly, daily, hourly; total for the others', () => {
    const hourly = service('CONSUMPTION_NET', 'HOURLY');
    expect(periodAfterServiceChange(service('CONSUMPTION', '15M'), hourly, 'day')).toBe('year');
    expect(periodAfterServiceChange(hourly, service('HEATING', 'DAILY'), 'day')).toBe('year');
    expect(periodAfterServiceChange(hourly, service('WATER', 'MONTHLY'), 'month')).toBe('year');
    expect(periodAfterServiceChange(hourly, service('CONSUMPTION', '15M'), 'month')).toBe('total');
    expect(periodAfterServiceChange(undefined, service('CONSUMPTION', '15M'), 'year')).toBe('total');
    expect(periodAfterServiceChange(hourly, service('PRODUCTION', 'HOURLY'), 'day')).toBe('day');
  });

  it('does nothing next at the current period; steps back always', () => {
    expect(canGoNext('year', '2026-03-01', '2026-11-16')).toBe(false);
    expect(canGoNext('year', '2025-12-31', '2026-11-16')).toBe(true);
    expect(canGoNext('month', '2026-11-01', '2026-11-16')).toBe(false);
    expect(canGoNext('month', '2026-10-31', '2026-11-16')).toBe(true);
    expect(canGoNext('day', '2026-11-15', '2026-11-16')).toBe(true);
    expect(canGoNext('day', '2026-11-16', '2026-11-16')).toBe(false);
    expect(canGoNext('total', '2020-01-01', '2026-11-16')).toBe(false);
  });

  it('opens a bar one period finer, when the service has that period and the bar is not in the future', () => {
    const all = ['total', 'year', 'month', 'day'] as const;
    expect(drillTarget('total', all)).toBe('year');
    expect(drillTarget('year', all)).toBe('month');
    expect(drillTarget('month', all)).toBe('day');
    expect(drillTarget('day', all)).toBeUndefined();
    expect(drillTarget('month', ['total', 'year', 'month'])).toBeUndefined();
    expect(canDrill('year', all, '2026-11', '2026-11-16T09')).toBe(true);
    expect(canDrill('year', all, '2026-12', '2026-11-16T09')).toBe(false);
    expect(canDrill('year', ['total', 'year'], '2026-10', '2026-11-16T09')).toBe(false);
  });

  it('places the cursor on the latest day with data inside an opened period, else its nearest end', () => {
    expect(dayInside('2026-11', '2026-11-15')).toBe('2026-11-15');
    expect(dayInside('2026-03', '2026-11-15')).toBe('2026-03-31');
    expect(dayInside('2025', '2026-11-15')).toBe('2025-12-31');
    expect(dayInside('2026-12', '2026-11-15')).toBe('2026-12-01');
  });

  it('knows which days still wait for their readings (measurement delay)', () => {
    expect(latestDataDay('2026-11-16', 1)).toBe('2026-11-15');
    expect(latestDataDay('2026-11-01', 2)).toBe('2026-10-30');
    expect(awaitsReadings('day', '2026-11-16', '2026-11-16', 1)).toBe(true);
    expect(awaitsReadings('day', '2026-11-15', '2026-11-16', 1)).toBe(false);
    expect(awaitsReadings('month', '2026-11-10', '2026-11-16', 1)).toBe(true);
    expect(awaitsReadings('month', '2026-10-10', '2026-11-16', 1)).toBe(false);
    expect(awaitsReadings('month', '2026-10-10', '2026-11-01', 2)).toBe(true);
    expect(awaitsReadings('year', '2026-11-10', '2026-11-16', 0)).toBe(false);
  });
});

describe('compare options (portal §2, §4)', () => {
  const node = (value: MeasurementNode['value']): MeasurementNode => ({ dateKey: '2026-11', date: new Date(), value });

  it('offers none, the same period last year (not for the total) and the node values the data holds', () => {
    const present = compareValuesPresent([node({ price: { avgHour: 1 }, temperature: { avgHour: 2 } }), node({ compareDegreeDays: { total: 3 } })]);
    expect(compareChoices({ siteType: 'consumption', period: 'month', present })).toEqual(['none', 'previousPeriod', 'price', 'temperature', 'compareDegreeDays']);
    expect(compareChoices({ siteType: 'consumption', period: 'total', present })).toEqual(['none', 'price', 'temperature', 'compareDegreeDays']);
  });

  it('never offers heating the price', () => {
    expect(compareChoices({ siteType: 'heating', period: 'year' })).not.toContain('price');
  });

  it('leaves out what the configuration hides for the period', () => {
    const hidden = { year: ['price', 'co2'] } as const;
    expect(compareChoices({ siteType: 'consumption', period: 'year', hidden })).toEqual(['none', 'previousPeriod', 'temperature', 'cloudCover', 'compareDegreeDays']);
    expect(compareChoices({ siteType: 'consumption', period: 'month', hidden })).toContain('price');
  });

  it('resets heating\'s price comparison to none, and any choice no longer offered', () => {
    expect(compareAfterChange('price', 'heating', compareChoices({ siteType: 'heating', period: 'year' }))).toBe('none');
    expect(compareAfterChange('price', 'consumption', compareChoices({ siteType: 'consumption', period: 'year' }))).toBe('price');
    expect(compareAfterChange('previousPeriod', 'consumption', compareChoices({ siteType: 'consumption', period: 'total' }))).toBe('none');
  });
});

describe('export (portal §5)', () => {
  const quarter = service('CONSUMPTION', '15M');

  it('is disabled without data and for the total; hidden by hideCsvExport', () => {
    expect(exportState({ hasData: true, period: 'month', service: quarter, hideCsvExport: false })).toEqual({ shown: true, disabled: false, hourly: true });
    expect(exportState({ hasData: false, period: 'month', service: quarter, hideCsvExport: false }).disabled).toBe(true);
    expect(exportState({ hasData: true, period: 'total', service: quarter, hideCsvExport: false }).disabled).toBe(true);
    expect(exportState({ hasData: true, period: 'year', service: quarter, hideCsvExport: true }).shown).toBe(false);
  });

  it('offers hourly values only in the month view of hourly and 15-minute services', () => {
    expect(exportState({ hasData: true, period: 'month', service: service('CONSUMPTION', 'HOURLY'), hideCsvExport: false }).hourly).toBe(true);
    expect(exportState({ hasData: true, period: 'day', service: quarter, hideCsvExport: false }).hourly).toBe(false);
    expect(exportState({ hasData: true, period: 'month', service: service('HEATING', 'DAILY'), hideCsvExport: false }).hourly).toBe(false);
  });

  it('asks for the period\'s key, the format and the rows the view shows (or the month\'s hours)', () => {
    expect(exportQuery('year', '2026-11-15', 'csv', false)).toEqual({ dateKey: '2026', format: 'csv', period: 'year', resolution: 'month' });
    expect(exportQuery('month', '2026-11-15', 'xlsx', false)).toEqual({ dateKey: '2026-11', format: 'xlsx', period: 'month', resolution: 'day' });
    expect(exportQuery('month', '2026-11-15', 'csv', true)).toEqual({ dateKey: '2026-11', format: 'csv', period: 'month', resolution: 'hour' });
    expect(exportQuery('day', '2026-11-15', 'csv', true)).toEqual({ dateKey: '2026-11-15', format: 'csv', period: 'day', resolution: 'hour' });
    expect(exportQuery('total', '2026-11-15', 'csv', false)).toBeUndefined();
  });
});
