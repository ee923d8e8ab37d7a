/**
 * Smart charging of a charger or car (platform-contract §3 IoT; docs/decisions.md "Smart charging"):
 * the owner's settings over the defaults, the plan's entries (the evening's sessions), the state it is
 * in now and a summary of the latest charge.
 */
import type { ChargingScheduleSettings, ChargingState, SmartChargingStatus } from '../../../schemas/iot-devices.js';
import { SMART_CHARGING_SAVING, chargingSummary, latestReading, sessions, type EmulatedDevice } from './emulator.js';

const DAY = 86_400_000;

/** Off until the owner turns it on; charged by seven in the morning; 20 % at once whatever the price. */
export const DEFAULT_SMART_CHARGING: ChargingScheduleSettings = {
  chargedBy: { hour: 7, minute: 0 }, spoStart: null, skipSpoUntil: null, spoOverridden: false, safetySoc: 20, enabled: false, chargingDuration: 240,
};

export function smartChargingSettings(d: EmulatedDevice): ChargingScheduleSettings {
  const s = d.state.smartCharging ?? {};
  return {
    ...DEFAULT_SMART_CHARGING, ...s,
    spoStart: s.spoStart ? new Date(s.spoStart) : null,
    skipSpoUntil: s.skipSpoUntil ? new Date(s.skipSpoUntil) : null,
  };
}

function stateNow(d: EmulatedDevice, settings: ChargingScheduleSettings, now: Date): ChargingState {
  const reading = latestReading(d, now);
  if (!settings.enabled) return 'disabled';
  if (settings.spoOverridden && (settings.skipSpoUntil === null || settings.skipSpoUntil > now)) return 'overridden';
  if (!reading.isConnected) return 'unplugged';
  if (reading.isCharging) return 'charging';
  // Plugged in and not charging: finished when this evening's charge is done, else waiting for its hours.
  const today = sessions(d, new Date(Math.floor(now.getTime() / DAY) * DAY), now, now);
  return today.some((s) => s.stop !== null) ? 'chargingCompleted' : 'scheduled';
}

export function smartChargingStatus(d: EmulatedDevice, now: Date): SmartChargingStatus {
  const settings = smartChargingSettings(d);
  const recent = sessions(d, new Date(now.getTime() - DAY), now, now);
  const entries = recent.map((s) => ({ start: s.start, stop: s.stop ?? now, status: s.stop === null ? 'charging' as const : 'finished' as const }));
  const last = recent[recent.length - 1];
  const price = chargingSummary(d, now).latest?.cost ?? 0;
  return {
    settings, entries, latestState: stateNow(d, settings, now),
    summary: last
      ? {
          durationInSeconds: Math.round(((last.stop ?? now).getTime() - last.start.getTime()) / 1000), endTime: last.stop,
          cost: price, savings: settings.enabled ? Math.round(price * SMART_CHARGING_SAVING * 100) / 100 : 0,
        }
      : null,
  };
}

/**
 * The settings once an owner's override has run its time (skipSpoUntil passed): the plan takes over
 * again. Undefined while the override still holds, or when there is none. The poll applies this
 * (docs/decisions.md "Smart charging plans applied by the poll").
 */
export function overrideEnded(settings: ChargingScheduleSettings, now: Date): ChargingScheduleSettings | undefined {
  if (!settings.spoOverridden || settings.skipSpoUntil === null || settings.skipSpoUntil > now) return undefined;
  return { ...settings, spoOverridden: false, skipSpoUntil: null };
}
