/**
 * The built-in device provider (docs/decisions.md "Device providers"): what a brand's cloud would
 * answer, computed from the device's id and the time, so the same device at the same instant always
 * reads the same. What the user changed (switched off, away mode, smart charging) is the device's
 * stored state and shows in what it reports. No network: a real provider adapter replaces this
 * module behind the same functions.
 */
import { createHash } from 'node:crypto';
import type { IotBrand, IotCategory } from '../../../schemas/iot.js';
import type { z } from 'zod';
import type {
  ChargingScheduleSettings, HeatingMode, HvacGroup, IotReading, IotSession, NightSettings, SolarInverter,
  ChargingStationSummary as ChargingStationSummarySchema, EvSummary as EvSummarySchema,
} from '../../../schemas/iot-devices.js';
import { BRANDS } from './catalogue.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a heating device aims for until its owner sets something else, °C. */
export const DEFAULT_TARGET_TEMPERATURE = 21;

type ChargingStationSummary = z.infer<typeof ChargingStationSummarySchema>;
type EvSummary = z.infer<typeof EvSummarySchema>;

/** What the user set on a device; absent keys are the device's defaults. */
export interface DeviceState {
  isOn?: boolean;
  heatingMode?: HeatingMode;
  targetTemperature?: number;
  returnDateTime?: string;
  /** Per HVAC unit of the device's group. */
  units?: Record<string, { state: HeatingMode; targetTemperature: number }>;
  smartCharging?: Partial<ChargingScheduleSettings>;
  /** Smart heating lowers the temperature at night at this location (device action smartHeatingActivate). */
  smartHeating?: { locationId: string; nightSettings: NightSettings };
  /** The target to return to when away or vacation mode ends. */
  homeTemperature?: number;
  /** Price per kWh the charger reports its cost with (the owner sets it in the brand's app). */
  pricePerKwh?: number;
}

export interface EmulatedDevice {
  readonly brand: IotBrand;
  readonly remoteId: string;
  readonly category: IotCategory;
  readonly connectedAt: Date;
  readonly state: DeviceState;
}

/** A number in [0, 1) fixed by its inputs. */
function unit(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The devices a brand account has when it is connected: one per brand, with a serial the brand would give. */
export function devicesOfBrand(settingsId: string, brand: IotBrand): { remoteId: string; displayName: string }[] {
  const serial = createHash('sha256').update(`${settingsId}:${brand}`).digest('hex').slice(0, 10).toUpperCase();
  return [{ remoteId: `${brand.slice(0, 2).toUpperCase()}${serial}`, displayName: BRANDS[brand].deviceName }];
}

// —— charging sessions: one an evening, starting 17–19 UTC, lasting 2–4 hours ——

function sessionOfDay(d: EmulatedDevice, dayStart: number): IotSession {
  const start = dayStart + (17 + Math.floor(unit(d.remoteId, 'start', dayStart) * 3)) * HOUR;
  return { start: new Date(start), stop: new Date(start + (2 + Math.floor(unit(d.remoteId, 'length', dayStart) * 3)) * HOUR) };
}

const charges = (d: EmulatedDevice) => d.category === 'chargingstation' || d.category === 'ev';

/** Sessions that started in [from, to), none before the device was connected; a session still running has stop null. */
export function sessions(d: EmulatedDevice, from: Date, to: Date, now: Date): IotSession[] {
  if (!charges(d)) return [];
  const out: IotSession[] = [];
  const first = Math.floor(Math.max(from.getTime(), d.connectedAt.getTime()) / DAY) * DAY;
  for (let day = first; day < to.getTime() && day <= now.getTime(); day += DAY) {
    const s = sessionOfDay(d, day);
    if (s.start < from || s.start >= to || s.start > now || s.start < d.connectedAt) continue;
    out.push(s.stop! > now ? { start: s.start, stop: null } : s);
  }
  return out;
}

/** Charging power while a session runs, kW. */
const CHARGE_KW = 11;

export function sessionKwh(s: IotSession, now: Date): number {
  return round((((s.stop ?? now).getTime() - s.start.getTime()) / HOUR) * CHARGE_KW, 3);
}

// —— readings ——

/** What the device reports at `at`. */
export function readingAt(d: EmulatedDevice, at: Date): IotReading {
  const t = at.getTime();
  const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
  const jitter = unit(d.remoteId, t);
  const isOn = d.state.isOn ?? true;
  switch (d.category) {
    case 'heating': {
      const target = d.state.targetTemperature ?? DEFAULT_TARGET_TEMPERATURE;
      return {
        date: at, isOnline: true, isOn, heatingMode: d.state.heatingMode ?? 0,
        temperature: round(target - 0.8 + Math.sin((hour / 24) * 2 * Math.PI) * 0.6 + jitter * 0.4, 1),
        humidity: round(35 + jitter * 10, 0),
        watt: isOn ? round(600 + jitter * 900, 0) : 0,
      };
    }
    case 'realtime': {
      const watt = round(350 + 900 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI)) + jitter * 400, 0);
      return { date: at, isOnline: true, watt, volt: round(229 + jitter * 3, 1), ampere: round(watt / 230, 2), kWh: round(((t - d.connectedAt.getTime()) / HOUR) * 0.7, 2) };
    }
    case 'chargingstation':
    case 'ev': {
      const day = Math.floor(t / DAY) * DAY;
      const s = sessionOfDay(d, day);
      const charging = isOn && t >= s.start.getTime() && t < s.stop!.getTime() && s.start >= d.connectedAt;
      const plugged = charging || (t >= s.start.getTime() - HOUR && t < s.stop!.getTime() + 8 * HOUR);
      return {
        date: at, isOnline: true, isOn, isConnected: plugged, isCharging: charging,
        watt: charging ? CHARGE_KW * 1000 : 0, chargeRate: charging ? CHARGE_KW : 0, ampere: charging ? 16 : 0, volt: 230,
        kWh: round(((t - d.connectedAt.getTime()) / DAY) * 9, 1),
      };
    }
    case 'solar': {
      const daylight = Math.max(0, Math.sin(((hour - 6) / 12) * Math.PI));
      const cloud = unit(d.remoteId, 'cloud', Math.floor(t / HOUR));
      return { date: at, isOnline: true, watt: round(5000 * daylight * (1 - 0.7 * cloud), 0), kWh: round(((t - d.connectedAt.getTime()) / DAY) * 12, 1) };
    }
    case 'battery':
      return { date: at, isOnline: true, batteryLevel: round(20 + 70 * Math.abs(Math.sin((hour / 24) * Math.PI)), 0), watt: round((jitter - 0.5) * 3000, 0) };
  }
}

/** Readings every `stepMs` in [from, to], at most `max` (the newest kept). */
export function readingsBetween(d: EmulatedDevice, from: Date, to: Date, stepMs: number, max = 2000): IotReading[] {
  const start = Math.ceil(Math.max(from.getTime(), d.connectedAt.getTime()) / stepMs) * stepMs;
  const first = Math.max(start, to.getTime() - (max - 1) * stepMs);
  const out: IotReading[] = [];
  for (let t = first; t <= to.getTime(); t += stepMs) out.push(readingAt(d, new Date(t)));
  return out;
}

/** The reading at the last full quarter-hour: what a brand's cloud has as "latest". */
export function latestReading(d: EmulatedDevice, now: Date): IotReading {
  return readingAt(d, new Date(Math.floor(now.getTime() / (15 * 60_000)) * 15 * 60_000));
}

// —— category details ——

/** A heat pump or district heating centre: one group; HomeSide centres have two circuits. */
export function hvacGroups(d: EmulatedDevice, now: Date): HvacGroup[] {
  const unitIds = d.brand === 'homeside' ? ['radiators', 'floor'] : ['main'];
  const names: Record<string, string> = { radiators: 'Radiators', floor: 'Floor heating', main: 'Indoor' };
  const current = readingAt(d, now).temperature ?? null;
  return [{
    id: `${d.remoteId}-group`,
    displayName: BRANDS[d.brand].displayName,
    units: unitIds.map((id) => {
      const own = d.state.units?.[id];
      const state = own?.state ?? d.state.heatingMode ?? 0;
      const target = own?.targetTemperature ?? d.state.targetTemperature ?? DEFAULT_TARGET_TEMPERATURE;
      return {
        id, displayName: names[id] ?? id, state,
        capabilities: { temperatureRange: { min: 5, max: 30, step: 0.5 }, awayMode: true, smartHeating: d.brand !== 'homeside' },
        reading: {
          currentTemperature: current, targetTemperature: target, destinationTemperature: target,
          ...(d.state.returnDateTime && state !== 0 ? { targetDateTime: new Date(d.state.returnDateTime) } : {}),
        },
      };
    }),
  }];
}

export function inverter(d: EmulatedDevice, now: Date): SolarInverter {
  const r = readingAt(d, now);
  return {
    reading: {
      cloudCover: round(unit(d.remoteId, 'cloud', Math.floor(now.getTime() / HOUR)) * 100, 0),
      UVIndex: round(Math.max(0, ((r.watt ?? 0) / 5000) * 6), 1),
      productionRate: r.watt ?? 0, lifetimeProduction: r.kWh ?? 0,
      lastUpdated: r.date, isProducing: (r.watt ?? 0) > 0, isOnline: true,
    },
    installationDate: d.connectedAt.toISOString().slice(0, 10),
  };
}

/** The share of a charge's cost smart charging saves, as the built-in provider reports it. */
export const SMART_CHARGING_SAVING = 0.18;

/** Energy and cost of the sessions of the last 30 days, and of the latest one. */
export function chargingSummary(d: EmulatedDevice, now: Date): ChargingStationSummary {
  const price = d.state.pricePerKwh ?? 1.25;
  const from = new Date(Math.max(d.connectedAt.getTime(), now.getTime() - 30 * DAY));
  const list = sessions(d, from, now, now);
  const period = (items: IotSession[], start: Date, end: Date) => {
    const consumption = round(items.reduce((n, s) => n + sessionKwh(s, now), 0), 3);
    return { consumption, cost: round(consumption * price), from: start, to: end };
  };
  const last = list[list.length - 1];
  return {
    total: period(list, from, now),
    ...(last ? { latest: period([last], last.start, last.stop ?? now) } : {}),
  };
}

/** A car's summary: a charger's, plus the saving smart charging reports (a share of the cost, as it moves charging to cheaper hours). */
export function evSummary(d: EmulatedDevice, now: Date): EvSummary {
  const s = chargingSummary(d, now);
  const saved = <P extends { cost: number }>(p: P) => ({ ...p, savings: round(p.cost * SMART_CHARGING_SAVING) });
  return { total: saved(s.total), ...(s.latest ? { latest: saved(s.latest) } : {}) };
}
