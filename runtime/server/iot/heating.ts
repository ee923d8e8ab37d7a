/**
 * Heating modes (platform-contract §3 IoT "Heating modes: default 0, awayFromHome 1, vacation 2"): away
 * and vacation keep the temperature of home to come back to, and the default mode without a new
 * target returns to it. One rule for PUT .../state and the away-mode device actions.
 */
import type { HeatingMode } from '../../../schemas/iot-devices.js';
import { DEFAULT_TARGET_TEMPERATURE, type DeviceState } from './emulator.js';

export function withHeatingMode(state: DeviceState, mode: HeatingMode, target: number | undefined, returnDateTime: Date | undefined): DeviceState {
  const { returnDateTime: _r, homeTemperature: _h, ...rest } = state;
  const current = state.targetTemperature ?? DEFAULT_TARGET_TEMPERATURE;
  if (mode === 0) return { ...rest, heatingMode: 0, targetTemperature: target ?? state.homeTemperature ?? current };
  // Going from away to vacation keeps the home temperature the first departure kept.
  const home = (state.heatingMode ?? 0) === 0 ? current : (state.homeTemperature ?? current);
  return { ...rest, heatingMode: mode, targetTemperature: target ?? current, homeTemperature: home, ...(returnDateTime ? { returnDateTime: returnDateTime.toISOString() } : {}) };
}

/** Whether two states heat the same: mode, target, return time and the home temperature kept. */
export function sameHeating(a: DeviceState, b: DeviceState): boolean {
  const key = (s: DeviceState) => JSON.stringify([s.heatingMode ?? 0, s.targetTemperature ?? DEFAULT_TARGET_TEMPERATURE, s.returnDateTime ?? null, s.homeTemperature ?? null]);
  return key(a) === key(b);
}
