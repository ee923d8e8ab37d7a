/**
 * portal §1 "my home (home profile and connected devices: heating, EV, charging station, solar,
 * battery)": the location's connected devices, grouped by kind in that order (real-time energy
 * sensors last, the one category §1 does not name).
 */
import type { IotBrand, IotBrandDevice, IotCategory } from '../../../../schemas/iot.js';

export const DEVICE_GROUPS: readonly IotCategory[] = ['heating', 'ev', 'chargingstation', 'solar', 'battery', 'realtime'];

/** The copy key of a group's heading. */
export const GROUP_KEYS: Readonly<Record<IotCategory, string>> = {
  heating: 'myHome.devices.heating',
  ev: 'myHome.devices.ev',
  chargingstation: 'myHome.devices.chargingStation',
  solar: 'myHome.devices.solar',
  battery: 'myHome.devices.battery',
  realtime: 'myHome.devices.realtime',
};

/** The makers' names, as they write them (proper nouns, the same in every language). */
export const BRAND_NAMES: Readonly<Record<IotBrand, string>> = {
  solaredge: 'SolarEdge',
  fronius: 'Fronius',
  chargeamps: 'Charge Amps',
  ngenic: 'Ngenic',
  cloudcharge: 'CloudCharge',
  easee: 'Easee',
  hark: 'Hark',
  homeside: 'HomeSide',
  zaptec: 'Zaptec',
};

export interface DeviceGroup {
  readonly category: IotCategory;
  readonly devices: readonly IotBrandDevice[];
}

/** The devices placed at `locationId`, grouped by kind in DEVICE_GROUPS order, by name within a group; empty groups left out. */
export function devicesByKind(devices: readonly IotBrandDevice[], locationId: string): DeviceGroup[] {
  const here = devices.filter((d) => d.locationId === locationId);
  return DEVICE_GROUPS.map((category) => ({
    category,
    devices: here.filter((d) => d.category === category).sort((a, b) => a.displayName.localeCompare(b.displayName)),
  })).filter((g) => g.devices.length > 0);
}
