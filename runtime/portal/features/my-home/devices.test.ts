/** Connected devices grouped by kind (portal §1 "heating, EV, charging station, solar, battery"). */
import { describe, expect, it } from 'vitest';
import type { IotBrandDevice } from '../../../../schemas/iot.js';
import { devicesByKind } from './devices.js';

const HERE = '0123456789abcdef01234567';
const ELSEWHERE = '76543210fedcba9876543210';
const device = (over: Partial<IotBrandDevice>): IotBrandDevice => ({
  remoteId: 'r1', brand: 'ngenic', category: 'heating', displayName: 'Thermostat', isOnline: true, locationId: HERE, isFavorite: false, ...over,
});

describe('devicesByKind', () => {
  it('keeps the location\'s devices, grouped in the order heating, EV, charging station, solar, battery, sensors', () => {
    const groups = devicesByKind([
      device({ remoteId: 'a', brand: 'hark', category: 'realtime', displayName: 'Sensor' }),
      device({ remoteId: 'b', brand: 'zaptec', category: 'chargingstation', displayName: 'Charger' }),
      device({ remoteId: 'c', brand: 'solaredge', category: 'solar', displayName: 'Inverter' }),
      device({ remoteId: 'd', brand: 'homeside', category: 'heating', displayName: 'Heating centre' }),
      device({ remoteId: 'e', brand: 'ngenic', category: 'heating', displayName: 'At the cabin', locationId: ELSEWHERE }),
      device({ remoteId: 'f', brand: 'ngenic', category: 'heating', displayName: 'Not placed', locationId: null }),
    ], HERE);
    expect(groups.map((g) => [g.category, g.devices.map((d) => d.remoteId)])).toEqual([
      ['heating', ['d']], ['chargingstation', ['b']], ['solar', ['c']], ['realtime', ['a']],
    ]);
  });

  it('sorts by name within a group and gives nothing for a location without devices', () => {
    const groups = devicesByKind([device({ remoteId: 'x', displayName: 'Zone 2' }), device({ remoteId: 'y', displayName: 'Living room' })], HERE);
    expect(groups[0]?.devices.map((d) => d.displayName)).toEqual(['Living room', 'Zone 2']);
    expect(devicesByKind([device({})], ELSEWHERE)).toEqual([]);
  });
});
