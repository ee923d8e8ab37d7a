/**
 * The demo tenant's connected devices (docs/decisions.md "Device providers"): Kari's flat has a heat
 * pump thermostat and an energy sensor, Ingrid's house a solar inverter, a car charger and a district
 * heating centre, with a night timer on the heat pump and the charger as a favourite. Everyone else
 * has connected nothing (their IoT settings are made empty on first use).
 */
import type { IotBrand, IotProvider } from '../../../../schemas/iot.js';
import type { IotWeekday } from '../../../../schemas/iot-devices.js';
import { stableId } from '../../ids.js';

export interface DemoIotSettings {
  readonly _id: string;
  readonly accountId: string;
  /** Each brand connected, its devices placed at the location. */
  readonly brands: readonly { readonly brand: IotBrand; readonly locationId: string }[];
  readonly acceptedProviders: readonly IotProvider[];
  readonly timers: readonly {
    readonly _id: string;
    readonly brand: IotBrand;
    readonly hours: number;
    readonly window: { readonly from: string; readonly to: string };
    readonly days: readonly IotWeekday[];
  }[];
  /** The first device of the brand is the user's favourite at the location. */
  readonly favorites: readonly { readonly _id: string; readonly brand: IotBrand; readonly userId: string; readonly locationId: string }[];
}

const WEEKDAYS: readonly IotWeekday[] = [0, 1, 2, 3, 4];

export function demoIot(org: string): DemoIotSettings[] {
  const account = (key: string) => stableId(`${org}:account:${key}`);
  const location = (key: string) => stableId(`${org}:location:${key}`);
  const user = (key: string) => stableId(`${org}:user:${key}`);
  return [
    {
      _id: stableId(`${org}:iot:kari`), accountId: account('kari'), acceptedProviders: ['bright'],
      brands: [{ brand: 'ngenic', locationId: location('kari-flat') }, { brand: 'hark', locationId: location('kari-flat') }],
      timers: [{ _id: stableId(`${org}:iot-action:kari-heating`), brand: 'ngenic', hours: 3, window: { from: '04:00', to: '08:00' }, days: WEEKDAYS }],
      favorites: [],
    },
    {
      _id: stableId(`${org}:iot:ingrid`), accountId: account('ingrid'), acceptedProviders: ['bright', 'enode'],
      brands: [
        { brand: 'solaredge', locationId: location('ingrid-house') },
        { brand: 'zaptec', locationId: location('ingrid-house') },
        { brand: 'homeside', locationId: location('ingrid-house') },
      ],
      timers: [],
      favorites: [{ _id: stableId(`${org}:iot-favorite:ingrid-charger`), brand: 'zaptec', userId: user('ingrid'), locationId: location('ingrid-house') }],
    },
  ];
}
