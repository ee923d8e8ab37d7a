import { describe, expect, it } from 'vitest';
import { SEGMENT_RULE_NAMES_WITHOUT_DATA, SegmentRuleName } from '../../schemas/settings/segments.js';
import { homeProfileOf, segmentFactsOf, type SegmentLocationInput, type SegmentServiceInput } from './segment-facts.js';

const NOW = new Date('2026-11-16T09:00:00Z');
const service = (type: SegmentServiceInput['type'], resolution: SegmentServiceInput['measurementResolution'], extra: Partial<SegmentServiceInput> = {}): SegmentServiceInput => ({
  type, status: 'active', measurementResolution: resolution, costResolution: resolution,
  properties: { showSpotPrice: false, showCost: true, realtimeMeasurements: false }, ...extra,
});

const flat: SegmentLocationInput = {
  priceZone: 'NO1', zipCode: '0555', city: 'Oslo',
  services: [
    service('consumption_trade', '15min', { properties: { showSpotPrice: true, showCost: true, realtimeMeasurements: true } }),
    service('consumption_grid', 'hour'),
    service('broadband', 'none', { costResolution: 'month' }),
    service('water', 'month', { status: 'terminated' }),
    service('heating', 'month', { endDate: '2026-01-01T00:00:00.000Z' }),
  ],
  agreementTypes: ['15minSpot', 'fixed', 'fixed'],
  homeProfile: {
    propertyType: 'APPARTMENT', numberOfResidents: 2, size: 68, houseAge: 54,
    cars: ['electric', 'electric'], heating: 'direct', heatingSecondary: ['stove'], gadgets: ['washingMashine', 'floorHeating'],
  },
};

describe('segmentFactsOf', () => {
  const f = segmentFactsOf({ isAccountOwner: true, location: flat }, NOW);

  it('gives every rule name a fact', () => {
    expect(Object.keys(f).sort()).toEqual([...SegmentRuleName.options].sort());
  });

  it('reads the current services only: terminated and ended ones are gone', () => {
    expect(f.serviceTypes).toEqual(['consumption_trade', 'consumption_grid', 'broadband']);
    expect([f.hasWater, f.hasHeating, f.hasGrid, f.hasTrade, f.hasBroadband, f.hasProduction]).toEqual([false, false, true, true, true, false]);
    expect(f.readingPeriods).toEqual(['15M', 'HOURLY']);
  });

  it('derives the service flags: load tariffs from an hourly grid meter, realtime, cost, deviations', () => {
    expect([f.hasLoadTariffs, f.hasRealtimeMeasurements, f.hasCost, f.hasDeviationsEnabled]).toEqual([true, true, true, true]);
    const monthlyGrid = segmentFactsOf({ isAccountOwner: true, location: { ...flat, services: [service('consumption_grid', 'month'), service('broadband', 'none', { costResolution: 'none' })] } }, NOW);
    expect([monthlyGrid.hasLoadTariffs, monthlyGrid.hasRealtimeMeasurements, monthlyGrid.hasDeviationsEnabled]).toEqual([false, false, true]);
  });

  it('names the zone as a list and as its own flag', () => {
    expect(f.priceZones).toEqual(['NO1']);
    expect([f.inNO1, f.inNO2, f.inSE3]).toEqual([true, false, false]);
  });

  it('reads the home profile: cars counted, heating types primary and secondary, appliances', () => {
    expect([f.carCount, f.carTypes, f.propertyType, f.propertySize, f.numberOfResidents, f.propertyAge]).toEqual([2, ['electric'], 'APPARTMENT', 68, 2, 54]);
    expect([f.heatingTypes, f.primaryHeatingType, f.hasFloorHeating, f.hasLocationProperties]).toEqual([['direct', 'stove'], 'direct', true, true]);
    expect(f.agreementTypes).toEqual(['15minSpot', 'fixed']);
  });

  it('no_vehicle counts no car; none is no secondary heating', () => {
    const g = segmentFactsOf({ isAccountOwner: false, location: { ...flat, homeProfile: { cars: ['no_vehicle'], heating: 'district', heatingSecondary: ['none'] } } }, NOW);
    expect([g.carCount, g.heatingTypes, g.isAccountOwner]).toEqual([0, ['district'], false]);
  });

  it('leaves what the home profile does not say unknown', () => {
    const g = segmentFactsOf({ isAccountOwner: true, location: { ...flat, homeProfile: null } }, NOW);
    expect([g.carCount, g.carTypes, g.propertyType, g.heatingTypes, g.hasFloorHeating, g.hasLocationProperties]).toEqual([null, null, null, null, null, false]);
  });

  it('a customer without a location has no services, no zone, and unknown home facts', () => {
    const g = segmentFactsOf({ isAccountOwner: true, location: null }, NOW);
    expect([g.serviceTypes, g.priceZones, g.agreementTypes, g.hasGrid, g.inNO1, g.zipCode, g.propertyType, g.allUsers]).toEqual([[], [], [], false, false, null, null, true]);
  });

  it('knows nothing of the names without data', () => {
    for (const name of SEGMENT_RULE_NAMES_WITHOUT_DATA) expect(f[name]).toBeNull();
  });
});

describe('homeProfileOf', () => {
  it("takes the customer's form first and the platform's properties where it is empty", () => {
    const p = homeProfileOf({ propertyType: 'HOUSE', numberOfResidens: 4, size: null }, { propertyType: 'APPARTMENT', size: 120, numberOfResidents: 1, houseAge: 9 });
    expect(p).toMatchObject({ propertyType: 'HOUSE', numberOfResidents: 4, size: 120, houseAge: 9, cars: null });
  });

  it('is null when neither form is there', () => {
    expect(homeProfileOf(null, null)).toBeNull();
  });
});
