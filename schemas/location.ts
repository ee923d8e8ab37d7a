/**
 * Locations and their services (platform-contract §3 Location, Location service; portal §3, §4).
 * The home profile they carry is in schemas/home-profile.ts.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { Latitude, Longitude, ObjectId, OrganisationCode, PRIMITIVE_MESSAGES, Point, Timestamp } from './core/primitives.js';
import { PageQuery } from './core/envelope.js';
import { PriceZone } from './geography.js';
import { PortalReadingPeriod, SiteType } from './measurement.js';
import { HOME_PROFILE_FIELDS, HomeProfile, nullableFields } from './home-profile.js';

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

/** platform-contract §3 Location: "Only locations with status ACTIVE, ACTIVE_PROCESS or PENDING are kept by clients". */
export const KeptLocationStatus = LocationStatus.extract(['ACTIVE', 'ACTIVE_PROCESS', 'PENDING']);
export type KeptLocationStatus = z.infer<typeof KeptLocationStatus>;
/** The statuses clients keep (platform-contract §3, portal §3). */
export const KEPT_LOCATION_STATUSES = KeptLocationStatus.options;

/** True when clients keep a location with this status (platform-contract §3, portal §3). */
export function isKeptLocationStatus(status: LocationStatus): status is KeptLocationStatus {
  return KeptLocationStatus.safeParse(status).success;
}

// —— entities ——

/** platform-contract §3 Location: "access{accountId, organisation}". */
export const LocationAccess = z
  .object({ accountId: ObjectId, organisation: OrganisationCode })
  .meta({ title: 'Location access', description: 'Which account and organisation the location belongs to' });

/** platform-contract §3 Location: "tips[{tipId, completed, updatedAt, createdAt}]". */
export const LocationTipProgress = z
  .object({ tipId: ObjectId, completed: z.boolean(), updatedAt: Timestamp, createdAt: Timestamp })
  .meta({ title: 'Tip progress', description: 'Whether the household has completed one energy tip' });

// The home profile's fields; only the residents count is spelt differently here (numberOfResidents).
const { numberOfResidens: residents, ...otherProfileFields } = HOME_PROFILE_FIELDS;

/**
 * platform-contract §3 Location: "Location properties (all nullable): propertyType, numberOfResidents,
 * size, ageMix, houseAge, wasteful, cars[], heating, heatingSecondary[], gadgets[], batteryKW, solarPanelKW".
 * The home-profile ranges of portal §5 apply here too.
 */
export const LocationProperties = z
  .object({
    ...nullableFields({ ...otherProfileFields, numberOfResidents: residents }),
    batteryKW: z.number().min(0).nullable().meta({ title: 'Battery (kW)' }),
    solarPanelKW: z.number().min(0).nullable().meta({ title: 'Solar panels (kW)' }),
  })
  .meta({ title: 'Location properties', description: 'The home profile as the platform stores it' });
export type LocationProperties = z.infer<typeof LocationProperties>;

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
    longitude: Longitude.optional(),
    latitude: Latitude.optional(),
    tips: z.array(LocationTipProgress).optional(),
    position: Point.optional().meta({ description: 'Stored position: GeoJSON Point [longitude, latitude]' }),
  })
  .meta({ title: 'Location' });
export type Location = z.infer<typeof Location>;

/** portal §3 Location "provider.siteId": the site at the energy provider, on a location and on each of its services. */
const SiteProvider = z.object({ siteId: z.string().min(1) });

/** portal §3 Location "services (each _id, type, readingPeriod, provider.siteId)". */
export const PortalLocationService = z
  .object({
    _id: ObjectId,
    type: PortalServiceType,
    readingPeriod: PortalReadingPeriod,
    provider: SiteProvider,
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
    provider: SiteProvider,
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
      position: z.object({ latitude: Latitude, longitude: Longitude }).optional(),
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
// Limit first, as the query string has always been written (clients and tests compare the URL).
export const LocationListQuery = z.object({ limit: PageQuery.shape.limit, page: PageQuery.shape.page });

/** platform-contract §5, back-office §5: "location id 24 hex". */
export const LocationIdParams = z.object({ id: ObjectId.meta({ description: 'Location id' }) });

/**
 * A site in a path (/sites/{id}, /accounts/{id}/sites/{siteId}): the portal location's `_id`, never
 * the provider's siteId (docs/decisions.md "Sites are the portal locations").
 */
export const SiteId = ObjectId.meta({ description: 'Site id: the _id of the portal location' });

/** platform-contract §7 Locations: PATCH …/accounts/{accountId}/location "body update" (strict: platform-contract §5). */
export const LocationUpdateBody = z.strictObject({
  address: z.string().min(1).optional(),
  zipCode: z.string().min(1).optional(),
  city: z.string().min(1).optional(),
  properties: z.strictObject(LocationProperties.shape).partial().optional(),
});

export const locationDomain = defineDomain({
  name: 'location',
  spec: ['platform-contract §3 Location', 'platform-contract §3 Location service', 'portal §3', 'portal §4'],
  enums: { LocationStatus, KeptLocationStatus, LocationServiceType, MeasurementResolution, ServiceStatus, PortalServiceType },
  entities: {
    LocationAccess, LocationTipProgress, LocationProperties, LocationServiceProperties, LocationService,
    Location, PortalLocationService, PortalLocation, LocationDataService, LocationData, SiteComparison,
  },
  rules: {
    keptLocationStatus: rule({
      spec: 'platform-contract §3 Location',
      summary: 'Only locations with status ACTIVE, ACTIVE_PROCESS or PENDING are kept by clients',
      schema: KeptLocationStatus,
    }),
    locationListQuery: rule({
      spec: 'platform-contract §5',
      summary: 'Location list query: limit and page digits only',
      schema: LocationListQuery,
      messages: [PRIMITIVE_MESSAGES.digitsOnly],
    }),
    locationId: rule({
      spec: 'platform-contract §5',
      summary: 'Location id 24 hex',
      schema: LocationIdParams,
      messages: [PRIMITIVE_MESSAGES.objectId],
    }),
  },
});
