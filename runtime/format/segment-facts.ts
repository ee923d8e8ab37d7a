/**
 * A customer's segment facts at one location (back-office §3 Segment rule): every rule name's value
 * derived from the location's services, current agreements and home profile, and the customer's
 * role on the account. Pure, so the server's count and a client's decision read the data alike
 * (docs/decisions.md "Segment facts"). Home-profile facts are null when the profile does not say.
 */
import type { AgreementType } from '../../schemas/agreement.js';
import type { PriceZone } from '../../schemas/geography.js';
import type { HomeProfile } from '../../schemas/home-profile.js';
import type { LocationProperties, LocationService, LocationServiceType, MeasurementResolution } from '../../schemas/location.js';
import type { SegmentReadingPeriod } from '../../schemas/settings/segments.js';
import type { SegmentFacts } from './segment-rules.js';

/** The parts of a location service the facts read; endDate as stored (a Date, or its ISO text). */
export type SegmentServiceInput = Pick<LocationService, 'type' | 'status' | 'measurementResolution' | 'costResolution' | 'properties'> & {
  readonly endDate?: Date | string | null;
};

/** The home profile in the platform's spelling (numberOfResidents); any field may be missing. */
export type SegmentHomeProfile = Partial<Pick<LocationProperties,
  'propertyType' | 'numberOfResidents' | 'size' | 'houseAge' | 'cars' | 'heating' | 'heatingSecondary' | 'gadgets'>>;

export interface SegmentLocationInput {
  readonly priceZone: PriceZone;
  readonly zipCode: string;
  readonly city: string;
  readonly services: readonly SegmentServiceInput[];
  /** Types of the location's current agreements (not ended). */
  readonly agreementTypes: readonly AgreementType[];
  readonly homeProfile: SegmentHomeProfile | null;
}

export interface SegmentFactsInput {
  /** OWNER or BS_OWNER on the account the location belongs to. */
  readonly isAccountOwner: boolean;
  /** null: the customer's account has no location (yet). */
  readonly location: SegmentLocationInput | null;
}

const READING_PERIOD: Readonly<Record<MeasurementResolution, SegmentReadingPeriod | null>> = {
  none: null, '15min': '15M', hour: 'HOURLY', day: 'DAILY', month: 'MONTHLY',
};
/** A load (capacity) tariff is billed on the grid meter's peak power, which hourly or finer readings show. */
const LOAD_RESOLUTIONS: readonly MeasurementResolution[] = ['15min', 'hour'];
const CONSUMPTION: readonly LocationServiceType[] = ['consumption_trade', 'consumption_grid'];
const HOME_PROFILE_KEYS = ['propertyType', 'numberOfResidents', 'size', 'houseAge', 'cars', 'heating', 'heatingSecondary', 'gadgets'] as const;

const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];
const given = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The home profile a location carries: the customer's own form (locations' extra, spelt
 * numberOfResidens) wins field by field, and the platform's properties fill what it leaves empty.
 */
export function homeProfileOf(extra: HomeProfile | null | undefined, properties: Partial<LocationProperties> | null | undefined): SegmentHomeProfile | null {
  if (!extra && !properties) return null;
  const fromExtra: SegmentHomeProfile = extra ? { ...extra, numberOfResidents: extra.numberOfResidens ?? null } : {};
  const out: Record<string, unknown> = {};
  for (const key of HOME_PROFILE_KEYS) out[key] = fromExtra[key] ?? properties?.[key] ?? null;
  return out as SegmentHomeProfile;
}

/** Services the customer has or is about to have: active or pending, and not ended before `now`. */
function currentServices(services: readonly SegmentServiceInput[], now: Date): SegmentServiceInput[] {
  return services.filter((s) => (s.status === 'active' || s.status === 'pending') && (s.endDate === null || s.endDate === undefined || new Date(s.endDate).getTime() >= now.getTime()));
}

export function segmentFactsOf(input: SegmentFactsInput, now: Date): SegmentFacts {
  const loc = input.location;
  const services = loc ? currentServices(loc.services, now) : [];
  const types = new Set(services.map((s) => s.type));
  const has = (...t: LocationServiceType[]) => t.some((x) => types.has(x));
  const profile = loc?.homeProfile ?? null;
  const heating = profile ? [profile.heating, ...(profile.heatingSecondary ?? [])].filter((h) => h !== null && h !== undefined && h !== 'none') : [];
  const heatingKnown = profile !== null && (profile.heating != null || profile.heatingSecondary != null);
  const zone = loc?.priceZone;
  return {
    hasLoadTariffs: services.some((s) => s.type === 'consumption_grid' && LOAD_RESOLUTIONS.includes(s.measurementResolution)),
    hasRealtimeMeasurements: services.some((s) => s.properties.realtimeMeasurements),
    agreementTypes: unique(loc?.agreementTypes ?? []),
    hasCost: services.some((s) => s.properties.showCost && s.costResolution !== 'none'),
    // Deviations compare a consumption meter's readings with its prediction.
    hasDeviationsEnabled: services.some((s) => CONSUMPTION.includes(s.type) && s.measurementResolution !== 'none'),
    serviceTypes: [...types],
    carTypes: profile?.cars ? unique(profile.cars) : null,
    carCount: profile?.cars ? profile.cars.filter((c) => c !== 'no_vehicle').length : null,
    propertyType: profile?.propertyType ?? null,
    propertySize: profile?.size ?? null,
    numberOfResidents: profile?.numberOfResidents ?? null,
    propertyAge: profile?.houseAge ?? null,
    appliances: profile?.gadgets ? unique(profile.gadgets) : null,
    heatingTypes: heatingKnown ? unique(heating as string[]) : null,
    zipCode: loc ? given(loc.zipCode) : null,
    city: loc ? given(loc.city) : null,
    hasLocationProperties: profile !== null && HOME_PROFILE_KEYS.some((k) => profile[k] !== null && profile[k] !== undefined),
    priceZones: zone ? [zone] : [],
    readingPeriods: unique(services.map((s) => READING_PERIOD[s.measurementResolution]).filter((p): p is SegmentReadingPeriod => p !== null)),
    inSE1: zone === 'SE1', inSE2: zone === 'SE2', inSE3: zone === 'SE3', inSE4: zone === 'SE4',
    inNO1: zone === 'NO1', inNO2: zone === 'NO2', inNO3: zone === 'NO3', inNO4: zone === 'NO4', inNO5: zone === 'NO5',
    hasGrid: has('consumption_grid', 'production_grid'),
    hasTrade: has('consumption_trade', 'production_trade'),
    hasHeating: has('heating'),
    hasWaste: has('waste'),
    hasBroadband: has('broadband'),
    hasWater: has('water'),
    hasGas: has('gas_trade', 'gas_grid'),
    hasCooling: has('cooling'),
    hasTv: has('tv'),
    hasProduction: has('production_trade', 'production_grid'),
    primaryHeatingType: profile?.heating ?? null,
    hasFloorHeating: profile?.gadgets ? profile.gadgets.includes('floorHeating') : null,
    // SEGMENT_RULE_NAMES_WITHOUT_DATA: nothing stored tells it.
    hasWaterHeater: null,
    allUsers: true,
    isAccountOwner: input.isAccountOwner,
  };
}
