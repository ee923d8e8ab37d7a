/**
 * Locations, their services and the home profile (platform-contract §3 Location, Location service;
 * portal §3, §4, §5 home profile).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { ObjectId, OrganisationCode, Point, Timestamp, DigitString } from './core/primitives.js';
import { PriceZone } from './geography.js';
import { PortalReadingPeriod, SiteType } from './measurement.js';

/** Location status (platform-contract §3, portal §4). Clients keep only ACTIVE, ACTIVE_PROCESS and PENDING. */
export const LocationStatus = z.enum(['DENIED', 'IN_PROCESS', 'PENDING', 'ACTIVE', 'ACTIVE_PROCESS', 'TERMINATED', 'CANCELED', 'UNDECIDED', 'DELETED']);
export type LocationStatus = z.infer<typeof LocationStatus>;

/** Service types of a location service (platform-contract §3 Location service): twelve. */
export const LocationServiceType = z.enum([
  'consumption_trade', 'consumption_grid', 'production_trade', 'production_grid', 'heating', 'cooling',
  'gas_trade', 'gas_grid', 'broadband', 'tv', 'water', 'waste',
]);
export type LocationServiceType = z.infer<typeof LocationServiceType>;

/** Measurement resolutions of a location service (platform-contract §3). */
export const MeasurementResolution = z.enum(['none', '15min', 'hour', 'day', 'month']);
export type MeasurementResolution = z.infer<typeof MeasurementResolution>;

/** Status of a location service (platform-contract §3). */
export const ServiceStatus = z.enum(['active', 'pending', 'canceled', 'denied', 'terminated']);
export type ServiceStatus = z.infer<typeof ServiceStatus>;

/** Service types as the portal names them (portal §3). */
export const PortalServiceType = z.enum(['ALL', 'CONSUMPTION', 'CONSUMPTION_NET', 'PRODUCTION', 'PRODUCTION_NET', 'HEATING', 'WATER', 'BROADBAND']);
export type PortalServiceType = z.infer<typeof PortalServiceType>;

/** Home profile: property type (portal §3; the spec's spelling APPARTMENT is kept). */
export const PropertyType = z.enum(['APPARTMENT', 'ROWHOUSE', 'HOUSE', 'SUMMERHOUSE']);
export type PropertyType = z.infer<typeof PropertyType>;

/** Home profile: cars (portal §3). no_vehicle excludes the others. */
export const CarType = z.enum(['electric', 'hybrid', 'petrol_diesel', 'no_vehicle']);
export type CarType = z.infer<typeof CarType>;

/** Home profile: primary heating, a single choice (portal §3). */
export const HeatingType = z.enum(['direct', 'district', 'geothermal', 'exhaustAir', 'air', 'airwater', 'electricBoiler', 'naturalGas', 'pellets', 'stove', 'other']);
export type HeatingType = z.infer<typeof HeatingType>;

/** Home profile: secondary heating, a list: the heating types plus none, which excludes the others (portal §3). */
export const SecondaryHeatingType = z.enum([...HeatingType.options, 'none']);
export type SecondaryHeatingType = z.infer<typeof SecondaryHeatingType>;

/** Home profile: gadgets (portal §3; the spec's spellings washingMashine and dishMashine are kept). no_gadgets excludes the others. */
export const Gadget = z.enum(['solarPanel', 'washingMashine', 'dishMashine', 'dryer', 'sauna', 'floorHeating', 'spa', 'pool', 'electricBike', 'evCarCharger', 'no_gadgets']);
export type Gadget = z.infer<typeof Gadget>;


/** platform-contract §3 Location: "Only locations with status ACTIVE, ACTIVE_PROCESS or PENDING are kept by clients". */
export const KeptLocationStatus = LocationStatus.extract(['ACTIVE', 'ACTIVE_PROCESS', 'PENDING']);
export type KeptLocationStatus = z.infer<typeof KeptLocationStatus>;
/** The statuses clients keep (platform-contract §3, portal §3). */
export const KEPT_LOCATION_STATUSES = KeptLocationStatus.options;

/** True when clients keep a location with this status (platform-contract §3, portal §3). */
export function isKeptLocationStatus(status: LocationStatus): status is KeptLocationStatus {
  return (KEPT_LOCATION_STATUSES as readonly LocationStatus[]).includes(status);
}

// —— home profile constants (portal §5, §9) ——

/** portal §5, §9: "Vehicle and gadget counters allow adding only while the list has fewer than 50 entries": a list holds at most 50 (docs/decisions.md "Home profile list limit"). */
export const HOME_PROFILE_LIST_LIMIT = 50;
/** portal §5: "Size slider 20 to 300 m2 (default 75)". */
export const HOME_SIZE = { min: 20, max: 300, default: 75 } as const;
/** portal §5: "residents 1 to 20 (default 1)". */
export const RESIDENTS = { min: 1, max: 20, default: 1 } as const;
/** portal §5: "carefulness factor 0.7 to 1.3 step 0.1 (default 1)" (the wasteful factor of portal §3). */
export const WASTEFUL_FACTOR = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;

/** portal §4: the choice of each home-profile list that excludes every other choice. */
export const EXCLUSIVE_HOME_PROFILE_CHOICES = { cars: 'no_vehicle', gadgets: 'no_gadgets', heatingSecondary: 'none' } as const;

/** Messages of the home-profile rules (ours: docs/decisions.md "Home profile messages"). */
export const HOME_PROFILE_MESSAGES = {
  listLimit: `At most ${HOME_PROFILE_LIST_LIMIT} entries`,
  noVehicleExclusive: 'no_vehicle cannot be combined with other cars',
  noGadgetsExclusive: 'no_gadgets cannot be combined with other gadgets',
  noneExclusive: 'none cannot be combined with other secondary heating',
  size: `Size must be between ${HOME_SIZE.min} and ${HOME_SIZE.max} m2`,
  residents: `Residents must be a whole number between ${RESIDENTS.min} and ${RESIDENTS.max}`,
  wasteful: `Carefulness factor must be between ${WASTEFUL_FACTOR.min} and ${WASTEFUL_FACTOR.max}`,
  wastefulStep: `Carefulness factor moves in steps of ${WASTEFUL_FACTOR.step}`,
} as const;

/**
 * portal §4: "choosing no_vehicle, no_gadgets or none clears other choices and the reverse".
 * Adds `choice` to `list` (counters allow repeats: two electric cars).
 */
export function chooseHomeProfileOption<T extends string>(list: readonly T[], choice: T, exclusive: T): T[] {
  if (choice === exclusive) return [exclusive];
  return [...list.filter((c) => c !== exclusive), choice];
}

function exclusiveList<T extends z.ZodEnum>(item: T, exclusive: z.infer<T>, message: string, limit?: number) {
  const list = limit === undefined ? z.array(item) : z.array(item).max(limit, HOME_PROFILE_MESSAGES.listLimit);
  return list.refine((l) => !(l.length > 1 && (l as readonly unknown[]).includes(exclusive)), message);
}

/** portal §3, §4, §5: cars list; no_vehicle excludes the others; fewer than 50 before adding. */
export const CarList = exclusiveList(CarType, 'no_vehicle', HOME_PROFILE_MESSAGES.noVehicleExclusive, HOME_PROFILE_LIST_LIMIT).meta({
  title: 'Cars',
  description: `One entry per vehicle, at most ${HOME_PROFILE_LIST_LIMIT}; no_vehicle stands alone`,
});
/** portal §3, §4, §5: gadgets list; no_gadgets excludes the others; fewer than 50 before adding. */
export const GadgetList = exclusiveList(Gadget, 'no_gadgets', HOME_PROFILE_MESSAGES.noGadgetsExclusive, HOME_PROFILE_LIST_LIMIT).meta({
  title: 'Gadgets',
  description: `One entry per gadget, at most ${HOME_PROFILE_LIST_LIMIT}; no_gadgets stands alone`,
});
/** portal §3, §4: secondary heating, a checkbox list; none excludes the others. */
export const SecondaryHeatingList = exclusiveList(SecondaryHeatingType, 'none', HOME_PROFILE_MESSAGES.noneExclusive).meta({
  title: 'Secondary heating',
  description: 'none stands alone',
});

/** portal §5: size 20 to 300 m2. */
export const HomeSize = z
  .number()
  .min(HOME_SIZE.min, HOME_PROFILE_MESSAGES.size)
  .max(HOME_SIZE.max, HOME_PROFILE_MESSAGES.size)
  .meta({ title: 'Size (m2)', default: HOME_SIZE.default, 'x-ui': { widget: 'range' } });
/** portal §5: residents 1 to 20. */
export const Residents = z
  .number()
  .int(HOME_PROFILE_MESSAGES.residents)
  .min(RESIDENTS.min, HOME_PROFILE_MESSAGES.residents)
  .max(RESIDENTS.max, HOME_PROFILE_MESSAGES.residents)
  .meta({ title: 'Residents', default: RESIDENTS.default, 'x-ui': { widget: 'updown' } });
/** portal §5: carefulness (wasteful) factor 0.7 to 1.3 in steps of 0.1 (the step is a refinement: JSON Schema's multipleOf misjudges 0.7). */
export const WastefulFactor = z
  .number()
  .min(WASTEFUL_FACTOR.min, HOME_PROFILE_MESSAGES.wasteful)
  .max(WASTEFUL_FACTOR.max, HOME_PROFILE_MESSAGES.wasteful)
  .refine((v) => Math.abs(v / WASTEFUL_FACTOR.step - Math.round(v / WASTEFUL_FACTOR.step)) < 1e-9, HOME_PROFILE_MESSAGES.wastefulStep)
  .meta({ title: 'Carefulness factor', default: WASTEFUL_FACTOR.default, 'x-ui': { widget: 'range' } });

/** The age mix of the household: docs/decisions.md "Home profile ageMix and houseAge". */
const AgeMix = z.string().min(1).meta({ title: 'Age mix', description: 'Key of the household age mix, translated by clients' });
/** The age of the house in years: docs/decisions.md "Home profile ageMix and houseAge". */
const HouseAge = z.number().int().min(0).meta({ title: 'House age (years)' });

// —— entities ——

/** platform-contract §3 Location: "access{accountId, organisation}". */
export const LocationAccess = z
  .object({ accountId: ObjectId, organisation: OrganisationCode })
  .meta({ title: 'Location access', description: 'Which account and organisation the location belongs to' });

/** platform-contract §3 Location: "tips[{tipId, completed, updatedAt, createdAt}]". */
export const LocationTipProgress = z
  .object({ tipId: z.string().min(1), completed: z.boolean(), updatedAt: Timestamp, createdAt: Timestamp })
  .meta({ title: 'Tip progress', description: 'Whether the household has completed one energy tip' });

/**
 * platform-contract §3 Location: "Location properties (all nullable): propertyType, numberOfResidents,
 * size, ageMix, houseAge, wasteful, cars[], heating, heatingSecondary[], gadgets[], batteryKW, solarPanelKW".
 * The home-profile ranges of portal §5 apply here too.
 */
export const LocationProperties = z
  .object({
    propertyType: PropertyType.nullable(),
    numberOfResidents: Residents.nullable(),
    size: HomeSize.nullable(),
    ageMix: AgeMix.nullable(),
    houseAge: HouseAge.nullable(),
    wasteful: WastefulFactor.nullable(),
    cars: CarList.nullable(),
    heating: HeatingType.nullable(),
    heatingSecondary: SecondaryHeatingList.nullable(),
    gadgets: GadgetList.nullable(),
    batteryKW: z.number().min(0).nullable().meta({ title: 'Battery (kW)' }),
    solarPanelKW: z.number().min(0).nullable().meta({ title: 'Solar panels (kW)' }),
  })
  .meta({ title: 'Location properties', description: 'The home profile as the platform stores it' });
export type LocationProperties = z.infer<typeof LocationProperties>;

const homeProfileShape = {
  propertyType: PropertyType.nullable().optional(),
  numberOfResidens: Residents.nullable().optional(),
  size: HomeSize.nullable().optional(),
  wasteful: WastefulFactor.nullable().optional(),
  cars: CarList.nullable().optional(),
  heating: HeatingType.nullable().optional(),
  heatingSecondary: SecondaryHeatingList.nullable().optional(),
  gadgets: GadgetList.nullable().optional(),
  ageMix: AgeMix.nullable().optional(),
  houseAge: HouseAge.nullable().optional(),
};

/**
 * portal §3 "Home profile (locationExtras)", platform-contract §3 "The older extra form uses
 * numberOfResidens" (the spec's spelling kept). Fields may be missing or null.
 */
export const HomeProfile = z.object(homeProfileShape).meta({ title: 'Home profile', description: 'The home profile in its older extra form (numberOfResidens)' });
export type HomeProfile = z.infer<typeof HomeProfile>;

/** portal §5: "an empty cars list becomes no_vehicle; an empty gadgets list becomes no_gadgets". */
export function applyHomeProfileDefaults<P extends { cars?: CarType[] | null; gadgets?: Gadget[] | null }>(profile: P): P {
  return {
    ...profile,
    ...(profile.cars && profile.cars.length === 0 ? { cars: ['no_vehicle'] as CarType[] } : {}),
    ...(profile.gadgets && profile.gadgets.length === 0 ? { gadgets: ['no_gadgets'] as Gadget[] } : {}),
  };
}

/**
 * portal §5 "Saving the home profile", §7 updateLocationExtras: the body (strict, platform-contract §5
 * "location … bodies strict"); on save empty cars and gadgets lists become no_vehicle and no_gadgets.
 */
export const UpdateLocationExtrasBody = z.strictObject(homeProfileShape).transform(applyHomeProfileDefaults);

/** platform-contract §3 Location service: "properties{showSpotPrice, showCost, realtimeMeasurements}". */
export const LocationServiceProperties = z
  .object({ showSpotPrice: z.boolean(), showCost: z.boolean(), realtimeMeasurements: z.boolean() })
  .meta({ title: 'Service properties' });

/**
 * platform-contract §3 Location service: "id, type, status, measurementResolution, measurementId,
 * costResolution, costId, properties{showSpotPrice, showCost, realtimeMeasurements}, startDate, endDate".
 */
export const LocationService = z
  .object({
    id: z.string().min(1),
    type: LocationServiceType,
    status: ServiceStatus,
    measurementResolution: MeasurementResolution,
    measurementId: z.string().min(1).optional().meta({ description: 'Absent when measurementResolution is none' }),
    costResolution: MeasurementResolution,
    costId: z.string().min(1).optional().meta({ description: 'Absent when costResolution is none' }),
    properties: LocationServiceProperties,
    startDate: Timestamp,
    endDate: Timestamp.nullable().optional().meta({ description: 'Null or absent while the service runs' }),
  })
  .meta({ title: 'Location service' });
export type LocationService = z.infer<typeof LocationService>;

/**
 * platform-contract §3 Location: "_id, access{accountId, organisation}, id, accountId, status,
 * createdAt, address, zipCode, city, properties, priceZone, services[], longitude, latitude,
 * tips[…]. Stored position is a Point with exactly 2 coordinates."
 */
export const Location = z
  .object({
    _id: ObjectId,
    access: LocationAccess,
    id: z.string().min(1).meta({ description: "The location's own id (location code)" }),
    accountId: ObjectId,
    status: LocationStatus,
    createdAt: Timestamp,
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    properties: LocationProperties.nullable().optional(),
    priceZone: PriceZone,
    services: z.array(LocationService),
    longitude: z.number().min(-180).max(180).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    tips: z.array(LocationTipProgress).optional(),
    position: Point.optional().meta({ description: 'Stored position: GeoJSON Point [longitude, latitude]' }),
  })
  .meta({ title: 'Location' });
export type Location = z.infer<typeof Location>;

/** portal §3 Location "services (each _id, type, readingPeriod, provider.siteId)". */
export const PortalLocationService = z
  .object({
    _id: ObjectId,
    type: PortalServiceType,
    readingPeriod: PortalReadingPeriod,
    provider: z.object({ siteId: z.string().min(1) }),
  })
  .meta({ title: 'Location service (portal)' });

/**
 * portal §3 Location: "_id, accountId, status, startDate, createdAt, type, position.address, address,
 * area, city, pricezone, provider.siteId, services, users, accountOwner, extra (home profile)"; the zip
 * code shows on account settings (portal §2). The account service's view of a location (its "site").
 * docs/decisions.md "Portal location".
 */
export const PortalLocation = z
  .object({
    _id: ObjectId,
    accountId: ObjectId,
    status: LocationStatus,
    startDate: Timestamp.nullable().optional().meta({ description: 'Delivery start; drives the PENDING countdown' }),
    createdAt: Timestamp,
    type: PortalServiceType.meta({ description: 'PRODUCTION locations are left out of the address picker' }),
    position: z.object({ address: z.string() }).optional(),
    address: z.string(),
    zipCode: z.string().optional(),
    area: z.string().optional().meta({ description: 'Area (region) name' }),
    city: z.string(),
    pricezone: PriceZone,
    provider: z.object({ siteId: z.string().min(1) }),
    services: z.array(PortalLocationService),
    users: z.array(ObjectId).meta({ description: 'Ids of the users who see this location' }),
    accountOwner: ObjectId.meta({ description: "Id of the account owner's user" }),
    extra: HomeProfile.optional(),
  })
  .meta({ title: 'Location (portal)' });
export type PortalLocation = z.infer<typeof PortalLocation>;

/** platform-contract §3 Location data: "services (siteId, siteType)". */
export const LocationDataService = z
  .object({ siteId: z.string().min(1), siteType: SiteType })
  .meta({ title: 'Site of a location' });

/**
 * platform-contract §3: "Location data: locationCode, customerId, organisation, extra, services
 * (siteId, siteType), location {pricezone, area, position latitude/longitude}". The site given when an
 * account or prospect is created.
 */
export const LocationData = z
  .object({
    locationCode: z.string().min(1),
    customerId: z.string().min(1),
    organisation: OrganisationCode,
    extra: HomeProfile.optional(),
    services: z.array(LocationDataService),
    location: z.object({
      pricezone: PriceZone,
      area: z.string().optional(),
      position: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
    }),
  })
  .meta({ title: 'Location data' });
export type LocationData = z.infer<typeof LocationData>;

/** platform-contract §7 Sites "compare": docs/decisions.md "Site compare". */
export const SiteComparison = z
  .object({
    siteId: z.string().min(1),
    similarSites: z.number().int().min(0).meta({ description: 'Homes with a matching profile in the same price zone' }),
    criteria: HomeProfile.meta({ description: 'The home-profile fields the match used' }),
  })
  .meta({ title: 'Site comparison' });

// —— request shapes and rules ——

/** platform-contract §5, back-office §5: "Location list query: limit and page digits only". */
export const LocationListQuery = z.object({
  limit: DigitString.optional().meta({ description: 'Items per page' }),
  page: DigitString.optional().meta({ description: 'Page number, from 1' }),
});

/** platform-contract §5, back-office §5: "location id 24 hex". */
export const LocationIdParams = z.object({ id: ObjectId });

/** platform-contract §7 Locations: PATCH …/accounts/{accountId}/location "body update" (strict: platform-contract §5). */
export const LocationUpdateBody = z.strictObject({
  address: z.string().min(1).optional(),
  zipCode: z.string().min(1).optional(),
  city: z.string().min(1).optional(),
  properties: z.strictObject(LocationProperties.shape).partial().optional(),
});

export const locationDomain = defineDomain({
  name: 'location',
  spec: ['platform-contract §3 Location', 'platform-contract §3 Location service', 'portal §3', 'portal §4', 'portal §5'],
  enums: {
    LocationStatus, KeptLocationStatus, LocationServiceType, MeasurementResolution, ServiceStatus, PortalServiceType,
    PropertyType, CarType, HeatingType, SecondaryHeatingType, Gadget,
  },
  entities: {
    LocationAccess, LocationTipProgress, LocationProperties, HomeProfile, LocationServiceProperties, LocationService,
    Location, PortalLocationService, PortalLocation, LocationDataService, LocationData, SiteComparison,
  },
  rules: {
    keptLocationStatus: rule({
      spec: 'platform-contract §3 Location',
      summary: 'Only locations with status ACTIVE, ACTIVE_PROCESS or PENDING are kept by clients',
      schema: KeptLocationStatus,
    }),
    homeProfileExclusiveChoices: rule({
      spec: 'portal §4',
      summary: 'Home profile lists: no_vehicle, no_gadgets and none each exclude the other choices',
      schema: HomeProfile,
      messages: [HOME_PROFILE_MESSAGES.noVehicleExclusive, HOME_PROFILE_MESSAGES.noGadgetsExclusive, HOME_PROFILE_MESSAGES.noneExclusive],
    }),
    homeProfileEmptyLists: rule({
      spec: 'portal §5',
      summary: 'Saving the home profile: an empty cars list becomes no_vehicle; an empty gadgets list becomes no_gadgets',
      schema: UpdateLocationExtrasBody,
    }),
    homeProfileListLimit: rule({
      spec: 'portal §5',
      summary: 'Vehicle and gadget counters allow adding only while the list has fewer than 50 entries',
      schema: HomeProfile,
      messages: [HOME_PROFILE_MESSAGES.listLimit],
    }),
    homeSize: rule({
      spec: 'portal §5',
      summary: 'Size slider 20 to 300 m2 (default 75)',
      schema: HomeSize,
      messages: [HOME_PROFILE_MESSAGES.size],
    }),
    residents: rule({
      spec: 'portal §5',
      summary: 'Residents 1 to 20 (default 1)',
      schema: Residents,
      messages: [HOME_PROFILE_MESSAGES.residents],
    }),
    wastefulFactor: rule({
      spec: 'portal §5',
      summary: 'Carefulness factor 0.7 to 1.3 step 0.1 (default 1)',
      schema: WastefulFactor,
      messages: [HOME_PROFILE_MESSAGES.wasteful, HOME_PROFILE_MESSAGES.wastefulStep],
    }),
    locationListQuery: rule({
      spec: 'platform-contract §5',
      summary: 'Location list query: limit and page digits only',
      schema: LocationListQuery,
      messages: ['Digits only'],
    }),
    locationId: rule({
      spec: 'platform-contract §5',
      summary: 'Location id 24 hex',
      schema: LocationIdParams,
      messages: ['Must be 24 hexadecimal characters'],
    }),
  },
});
