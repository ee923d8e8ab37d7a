/**
 * The built-in device provider: the same device at the same instant reads the same; charging
 * sessions (one an evening, none before the device was connected, a running one open); what the
 * stored state changes (a switched-off charger never charges, HVAC units' own modes); solar at night.
 */
import { describe, expect, it } from 'vitest';
import type { IotBrand, IotCategory } from '../../../schemas/iot.js';
import {
  chargingSummary, devicesOfBrand, hvacGroups, latestReading, readingAt, readingsBetween, sessions, type DeviceState, type EmulatedDevice,
} from './emulator.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SETTINGS = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CONNECTED = new Date('2026-08-03T18:30:00Z');
const NOW = new Date('2026-11-16T09:00:00Z');

function device(brand: IotBrand, category: IotCategory, state: DeviceState = {}, connectedAt = CONNECTED): EmulatedDevice {
  return { brand, category, remoteId: devicesOfBrand(SETTINGS, brand)[0]!.remoteId, connectedAt, state };
}

const charger = (state: DeviceState = {}) => device('zaptec', 'chargingstation', state);

describe('determinism', () => {
  it('reads the same for the same device and instant, and differently for another device', () => {
    const at = new Date('2026-11-10T12:15:00Z');
    for (const [brand, category] of [['ngenic', 'heating'], ['hark', 'realtime'], ['solaredge', 'solar'], ['zaptec', 'chargingstation']] as const) {
      expect(readingAt(device(brand, category), at)).toEqual(readingAt(device(brand, category), new Date(at)));
    }
    const other: EmulatedDevice = { ...device('hark', 'realtime'), remoteId: 'HAOTHER' };
    expect(readingAt(other, at)).not.toEqual(readingAt(device('hark', 'realtime'), at));
  });

  it('gives a brand account the same device serial every time, another account another', () => {
    expect(devicesOfBrand(SETTINGS, 'zaptec')).toEqual(devicesOfBrand(SETTINGS, 'zaptec'));
    expect(devicesOfBrand(SETTINGS, 'zaptec')[0]!.remoteId).toMatch(/^ZA[0-9A-F]{10}$/);
    expect(devicesOfBrand('bbbbbbbbbbbbbbbbbbbbbbbb', 'zaptec')[0]!.remoteId).not.toBe(devicesOfBrand(SETTINGS, 'zaptec')[0]!.remoteId);
  });

  it('gives the same sessions on every call', () => {
    const from = new Date('2026-10-01T00:00:00Z');
    expect(sessions(charger(), from, NOW, NOW)).toEqual(sessions(charger(), from, NOW, NOW));
  });
});

describe('sessions', () => {
  const all = sessions(charger(), new Date('2026-01-01T00:00:00Z'), NOW, NOW);

  it('starts none before the device was connected, the first on the connection day or the next', () => {
    expect(all.length).toBeGreaterThan(90);
    for (const s of all) expect(s.start.getTime()).toBeGreaterThanOrEqual(CONNECTED.getTime());
    expect(all[0]!.start.getTime()).toBeLessThan(CONNECTED.getTime() + 2 * DAY);
  });

  it('has one session a UTC day, starting 17–19 and lasting 2–4 hours', () => {
    const days = all.map((s) => s.start.toISOString().slice(0, 10));
    expect(new Set(days).size).toBe(days.length);
    for (const s of all) {
      expect([17, 18, 19]).toContain(s.start.getUTCHours());
      expect([2, 3, 4].map((h) => h * HOUR)).toContain(s.stop!.getTime() - s.start.getTime());
    }
  });

  it('keeps to the period asked for', () => {
    const from = new Date('2026-10-10T00:00:00Z');
    const to = new Date('2026-10-13T00:00:00Z');
    const some = sessions(charger(), from, to, NOW);
    expect(some).toHaveLength(3);
    for (const s of some) expect(s.start >= from && s.start < to).toBe(true);
  });

  it('leaves a running session open (stop null) and starts none after now', () => {
    const s = all.at(-1)!;
    const now = new Date(s.start.getTime() + 30 * 60_000);
    const running = sessions(charger(), new Date(now.getTime() - 3 * DAY), new Date(now.getTime() + 3 * DAY), now);
    expect(running.at(-1)).toEqual({ start: s.start, stop: null });
    expect(running.filter((x) => x.stop === null)).toHaveLength(1);
    for (const x of running) expect(x.start <= now).toBe(true);
  });

  it('has none for a device that does not charge', () => {
    expect(sessions(device('ngenic', 'heating'), new Date('2026-10-01T00:00:00Z'), NOW, NOW)).toEqual([]);
  });
});

describe('charging', () => {
  const day = sessions(charger(), new Date('2026-11-10T00:00:00Z'), new Date('2026-11-11T00:00:00Z'), NOW)[0]!;
  const during = (d: EmulatedDevice) => readingsBetween(d, new Date(day.start.getTime()), new Date(day.stop!.getTime() - 1), 15 * 60_000);

  it('charges during a session while on', () => {
    const readings = during(charger());
    expect(readings.length).toBeGreaterThanOrEqual(8);
    for (const r of readings) expect(r).toMatchObject({ isCharging: true, isConnected: true, watt: 11_000 });
  });

  it('never charges once switched off', () => {
    const off = charger({ isOn: false });
    for (const r of during(off)) expect(r).toMatchObject({ isCharging: false, watt: 0, isOn: false });
    for (const r of readingsBetween(off, new Date(NOW.getTime() - 7 * DAY), NOW, HOUR)) expect(r.isCharging).toBe(false);
  });

  it('costs the consumption at 1.25 a kWh unless the owner set a price', () => {
    const summary = chargingSummary(charger(), NOW);
    expect(summary.total.consumption).toBeGreaterThan(0);
    expect(summary.total.cost).toBe(Math.round(summary.total.consumption * 1.25 * 100) / 100);
    expect(summary.total).not.toHaveProperty('savings');
    expect(chargingSummary(charger({ pricePerKwh: 2 }), NOW).total.cost).toBe(Math.round(summary.total.consumption * 2 * 100) / 100);
  });
});

describe('solar', () => {
  it('produces nothing at night UTC and something at midday', () => {
    const solar = device('solaredge', 'solar');
    for (const hour of [0, 2, 4, 5, 18, 19, 21, 23]) {
      expect(readingAt(solar, new Date(Date.UTC(2026, 10, 10, hour, 30))).watt).toBe(0);
    }
    expect(readingAt(solar, new Date('2026-11-10T12:00:00Z')).watt).toBeGreaterThan(0);
  });
});

describe('hvacGroups', () => {
  it("gives a HomeSide centre two units that show their own modes, the others the device's", () => {
    const homeside = device('homeside', 'heating', { heatingMode: 2, units: { floor: { state: 1, targetTemperature: 18 } } });
    const [group, ...rest] = hvacGroups(homeside, NOW);
    expect(rest).toEqual([]);
    expect(group!.units.map((u) => u.id)).toEqual(['radiators', 'floor']);
    const [radiators, floor] = group!.units;
    expect(floor).toMatchObject({ state: 1, reading: { targetTemperature: 18 } });
    expect(radiators).toMatchObject({ state: 2, reading: { targetTemperature: 21 } });
  });

  it('gives a heat pump one unit; a return time shows only while not in the default mode', () => {
    const away = hvacGroups(device('ngenic', 'heating', { heatingMode: 1, returnDateTime: '2026-11-20T10:00:00.000Z' }), NOW)[0]!;
    expect(away.units.map((u) => u.id)).toEqual(['main']);
    expect(away.units[0]!.reading.targetDateTime).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    const home = hvacGroups(device('ngenic', 'heating', { heatingMode: 0, returnDateTime: '2026-11-20T10:00:00.000Z' }), NOW)[0]!;
    expect(home.units[0]!.reading).not.toHaveProperty('targetDateTime');
  });
});

describe('latestReading', () => {
  it('is the reading at the last full quarter-hour', () => {
    const d = device('hark', 'realtime');
    expect(latestReading(d, new Date('2026-11-16T09:14:59Z'))).toEqual(readingAt(d, new Date('2026-11-16T09:00:00Z')));
  });
});
