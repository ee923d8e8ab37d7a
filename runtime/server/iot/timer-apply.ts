/**
 * What a timer action decides and how it is applied (docs/decisions.md "IoT timer actions", "Timer
 * actions applied by the poll"): one function for PUT /v3/iot/actions/{id}/run and for the
 * pollIotDevices job. Hours are the device's location's (its price zone's time zone), prices are the
 * zone's stored spot prices.
 */
import type { IotAction } from '../../../schemas/iot.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { addDays, localClock, localDate, localHourAndWeekday, startOfLocalDay } from '../local-time.js';
import { priceZoneOf } from '../repositories/locations.js';
import { hourPricesAt } from '../repositories/zone-data.js';
import { appliedSwitch, recordApplied, updateDevice, type DeviceRow } from '../repositories/iot.js';
import { chosenHours, runsAt, runsAtMinute, windowHours } from './timer.js';
import type { DeviceState } from './emulator.js';

interface Place { readonly timeZone: string; readonly priceZone?: string }

/** Where a device's hours are counted and priced: its location's price zone, else the account's first location's. */
async function devicePlace(q: Queryable, d: DeviceRow, accountId: string): Promise<Place> {
  const zone = await priceZoneOf(q, d.location_id, accountId);
  return zone ? { timeZone: timeZoneFromPriceZone(zone), priceZone: zone } : { timeZone: 'UTC' };
}

/**
 * The spot price of each hour of the window now open or opening next (a window over midnight that
 * opened yesterday is still yesterday's), by hour of day; empty when the zone's prices are not stored.
 */
async function windowPrices(q: Queryable, action: IotAction, place: Place, now: Date, hour: number): Promise<Map<number, number>> {
  if (!place.priceZone) return new Map();
  const hours = windowHours(action.window);
  const opens = hours[0]!;
  const today = localDate(now, place.timeZone);
  const openDate = hour < opens && hours.includes(hour) ? addDays(today, -1) : today;
  const midnight = startOfLocalDay(openDate, place.timeZone).getTime();
  const instants = hours.map((_, i) => new Date(midnight + (opens + i) * 3_600_000));
  const stored = await hourPricesAt(q, place.priceZone, instants);
  const prices = new Map<number, number>();
  hours.forEach((h, i) => {
    const price = stored.get(instants[i]!.getTime());
    if (price !== undefined) prices.set(h, price);
  });
  return prices;
}

/**
 * What a timer decides: the cheapest hours of its window when the prices are stored, and whether it
 * runs the device at `hour` of today, or when no hour is given at `now` to the minute (a window
 * opening at 06:30 switches at 06:30).
 */
export async function calculateTimer(q: Queryable, action: IotAction, d: DeviceRow, accountId: string, now: Date, hour?: number): Promise<{ hours: number[]; isOn: boolean }> {
  const place = await devicePlace(q, d, accountId);
  const local = localHourAndWeekday(now, place.timeZone);
  const at = hour ?? local.hour;
  const hours = chosenHours(action, await windowPrices(q, action, place, now, at));
  if (hour !== undefined) return { hours, isOn: runsAt(action, hours, at, local.weekday) };
  return { hours, isOn: runsAtMinute(action, hours, at, Number(localClock(now, place.timeZone).slice(3, 5)), local.weekday) };
}

export interface TimerApplied {
  /** The switch the timer wants now. */
  readonly isOn: boolean;
  /** The device's state before, when the timer changed it (for the caller's audit); undefined when it already was so. */
  readonly before?: DeviceState;
  readonly after?: DeviceState;
}

/**
 * Applies a timer to its device now: switches the device as the timer decides and records the
 * decision (lastRunAt, the applied switch). Call inside a transaction holding the action and the
 * device locked. `due` (the poll) applies only a decision that differs from the one last applied, so
 * each switching moment is applied once and an owner's own switch in between stands; a call without
 * it (PUT …/run) applies the decision whatever was applied before. Undefined when nothing was done.
 */
export async function applyTimer(
  q: Queryable, action: IotAction, device: DeviceRow, accountId: string, now: Date, options: { due?: boolean } = {},
): Promise<TimerApplied | undefined> {
  const { isOn } = await calculateTimer(q, action, device, accountId, now);
  if (options.due && (await appliedSwitch(q, action._id)) === isOn) return undefined;
  await recordApplied(q, action._id, isOn, now);
  if ((device.state.isOn ?? true) === isOn) return { isOn };
  const after = { ...device.state, isOn };
  await updateDevice(q, device.vendor, device.remote_id, { state: after });
  return { isOn, before: device.state, after };
}
