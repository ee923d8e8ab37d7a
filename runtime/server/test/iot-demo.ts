/**
 * The demo tenant's ids the IoT tests name (seed/demo/iot.ts, seed/demo/customers.ts): people,
 * accounts, locations, IoT settings and the seeded timer, and the remote id a brand gives a device.
 */
import type { IotBrand } from '../../../schemas/iot.js';
import { stableId } from '../ids.js';
import { devicesOfBrand } from '../iot/emulator.js';
import { TEST_SEED_CONFIG } from './constants.js';

const id = (name: string) => stableId(`${TEST_SEED_CONFIG.organisation}:${name}`);

export const KARI = id('user:kari');
export const KARI_ACCOUNT = id('account:kari');
export const KARI_FLAT = id('location:kari-flat');
export const KARI_IOT = id('iot:kari');
export const KARI_TIMER = id('iot-action:kari-heating');
export const OLA = id('user:ola');
export const INGRID = id('user:ingrid');
export const INGRID_ACCOUNT = id('account:ingrid');
export const INGRID_HOUSE = id('location:ingrid-house');
export const INGRID_CABIN = id('location:ingrid-cabin');
export const INGRID_IOT = id('iot:ingrid');
export const SIGRID = id('user:sigrid');
export const SIGRID_ACCOUNT = id('account:sigrid');
export const SIGRID_HOUSE = id('location:sigrid-house');

/** The remote id of the device a brand reports for these settings. */
export const remoteIdOf = (settingsId: string, brand: IotBrand) => devicesOfBrand(settingsId, brand)[0]!.remoteId;
