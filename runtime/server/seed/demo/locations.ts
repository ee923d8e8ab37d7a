/**
 * Builders of the demo locations and their services. A location's services decide what the portal
 * shows (consumption at 15 minutes or hourly, solar production, heating, water, broadband); the PENDING
 * location's services start in the future, which is where the portal's countdown reads its date.
 */
import type { Location, LocationProperties, LocationService, LocationServiceType, LocationStatus, MeasurementResolution } from '../../../../schemas/location.js';
import type { PriceZone } from '../../../../schemas/geography.js';
import type { HomeProfile } from '../../../../schemas/home-profile.js';
import { stableId } from '../../ids.js';

export interface ServiceSpec {
  readonly name: string;
  readonly type: LocationServiceType;
  readonly resolution: MeasurementResolution;
  /** Absent: the location's start. */
  readonly startDate?: Date;
  readonly showSpotPrice?: boolean;
  readonly realtime?: boolean;
}

export interface LocationSpec {
  /** Stable name within the organisation, e.g. 'kari-flat'. */
  readonly key: string;
  /** The metering point / location code the provider knows. */
  readonly code: string;
  readonly status: LocationStatus;
  readonly address: string;
  readonly zipCode: string;
  readonly city: string;
  readonly priceZone: PriceZone;
  readonly latitude: number;
  readonly longitude: number;
  readonly createdAt: Date;
  /** When delivery starts: every service's startDate unless it names its own. */
  readonly startDate: Date;
  readonly services: readonly ServiceSpec[];
  readonly homeProfile?: HomeProfile;
  readonly batteryKW?: number;
  readonly solarPanelKW?: number;
}

/** A service is pending until its start, active after. */
function service(org: string, loc: LocationSpec, s: ServiceSpec, now: Date): LocationService {
  const start = s.startDate ?? loc.startDate;
  const measured = s.resolution !== 'none';
  // Broadband and water have no spot price; cost follows the measurement where there is one.
  const costResolution: MeasurementResolution = s.type === 'broadband' ? 'month' : s.resolution;
  return {
    id: stableId(`${org}:service:${loc.key}:${s.name}`),
    type: s.type,
    status: start.getTime() > now.getTime() ? 'pending' : 'active',
    measurementResolution: s.resolution,
    ...(measured ? { measurementId: `${loc.code}-${s.name}` } : {}),
    costResolution,
    ...(costResolution !== 'none' ? { costId: `${loc.code}-${s.name}-cost` } : {}),
    properties: {
      showSpotPrice: s.showSpotPrice ?? s.type === 'consumption_trade',
      showCost: true,
      realtimeMeasurements: s.realtime ?? false,
    },
    startDate: start,
    endDate: null,
  };
}

/** The platform's properties form of a home profile (numberOfResidens → numberOfResidents); null when not filled. */
function propertiesOf(loc: LocationSpec): LocationProperties | null {
  const p = loc.homeProfile;
  if (!p) return null;
  return {
    propertyType: p.propertyType ?? null,
    numberOfResidents: p.numberOfResidens ?? null,
    size: p.size ?? null,
    wasteful: p.wasteful ?? null,
    cars: p.cars ?? null,
    heating: p.heating ?? null,
    heatingSecondary: p.heatingSecondary ?? null,
    gadgets: p.gadgets ?? null,
    ageMix: p.ageMix ?? null,
    houseAge: p.houseAge ?? null,
    batteryKW: loc.batteryKW ?? null,
    solarPanelKW: loc.solarPanelKW ?? null,
  };
}

/** The contract Location of a spec, on account `accountId`. `now` only decides which services are still pending. */
export function buildLocation(org: string, accountId: string, loc: LocationSpec, now: Date): Location {
  return {
    _id: stableId(`${org}:location:${loc.key}`),
    access: { accountId, organisation: org },
    id: loc.code,
    accountId,
    status: loc.status,
    createdAt: loc.createdAt,
    address: loc.address,
    zipCode: loc.zipCode,
    city: loc.city,
    properties: propertiesOf(loc),
    priceZone: loc.priceZone,
    services: loc.services.map((s) => service(org, loc, s, now)),
    longitude: loc.longitude,
    latitude: loc.latitude,
    tips: [],
    position: { type: 'Point', coordinates: [loc.longitude, loc.latitude] },
  };
}
