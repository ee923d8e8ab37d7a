/**
 * Locations, their services and the home profile (platform-contract §3 Location, Location service;
 * portal §3, §4, §5 home profile).
 * OWNED BY: customer-domains work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

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

export const locationDomain = defineDomain({
  name: 'location',
  spec: ['platform-contract §3 Location', 'platform-contract §3 Location service', 'portal §3', 'portal §5'],
  enums: { LocationStatus, LocationServiceType, MeasurementResolution, ServiceStatus, PortalServiceType, PropertyType, CarType, HeatingType, SecondaryHeatingType, Gadget },
  entities: {},
});
