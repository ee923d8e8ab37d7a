/**
 * The device provider adapter a poll reads through (docs/decisions.md "Device providers", "Polling
 * connected devices"). Every provider (emulate, enode, bright) is answered today by the built-in
 * provider (emulator.ts); a real provider's client implements the same interface and is returned here
 * for its provider name.
 */
import type { IotBrand, IotProvider } from '../../../schemas/iot.js';
import type { IotReading } from '../../../schemas/iot-devices.js';
import type { DeviceRow } from '../repositories/iot.js';
import { latestReading, type EmulatedDevice } from './emulator.js';

export interface DeviceProviderAdapter {
  /** What the provider reports as the device's latest reading at `now`. */
  latestReading(d: DeviceRow, now: Date): Promise<IotReading>;
}

/** The built-in provider's view of a stored device: its id, category, connection time and what the user set. */
export function emulated(d: DeviceRow): EmulatedDevice {
  return { brand: d.vendor as IotBrand, remoteId: d.remote_id, category: d.category, connectedAt: d.connected_at, state: d.state };
}

const builtIn: DeviceProviderAdapter = {
  latestReading: async (d, now) => latestReading(emulated(d), now),
};

export function providerAdapter(_provider: IotProvider): DeviceProviderAdapter {
  return builtIn;
}
