/**
 * The demo tenant's services the meter-data tests name (seed/demo/location-specs.ts): the service
 * id is stable from the organisation, the location key and the service's name there.
 */
import { stableId } from '../ids.js';
import { TEST_SEED_CONFIG } from './constants.js';

const service = (location: string, name: string) => stableId(`${TEST_SEED_CONFIG.organisation}:service:${location}:${name}`);

/** Kari's flat (NO1, Oslo): 15-minute trade consumption on 15minSpot, hourly grid on a fixed grid agreement, broadband. */
export const KARI_CONSUMPTION = service('kari-flat', 'consumption');
export const KARI_GRID = service('kari-flat', 'grid');
export const KARI_BROADBAND = service('kari-flat', 'broadband');
/** Ingrid's house (NO5, Bergen): hourly consumption on hourlySpot, solar production, daily district heating. */
export const INGRID_CONSUMPTION = service('ingrid-house', 'consumption');
export const INGRID_SOLAR = service('ingrid-house', 'solar');
export const INGRID_HEATING = service('ingrid-house', 'heating');
/** Ingrid's cabin (NO3): hourly consumption on monthlySpot. */
export const INGRID_CABIN_CONSUMPTION = service('ingrid-cabin', 'consumption');
/** Erik's flat (SE3, Stockholm): hourly consumption on a mixed agreement, in SEK. */
export const ERIK_CONSUMPTION = service('erik-flat', 'consumption');

/** Kari's 15-minute meter by its measurementId (location code and service name). */
export const KARI_METER = '707057500012345678-consumption';
