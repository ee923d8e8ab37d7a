/**
 * Timer actions (docs/decisions.md "IoT timer actions"): a device runs `hours` hours a day inside a
 * daily window on the chosen weekdays, in the cheapest of the window's hours when the day's spot
 * prices are known, otherwise in the hours the window starts with. Hours are local to the device's
 * location.
 */
import type { IotAction } from '../../../schemas/iot.js';

type Timer = Pick<IotAction, 'enabled' | 'hours' | 'window' | 'days'>;

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

/** The whole hours of a window, in order; a window whose end is not after its start runs over midnight. */
export function windowHours(window: Timer['window']): number[] {
  const from = hourOf(window.from);
  const to = hourOf(window.to) + (window.to.endsWith(':00') ? 0 : 1);
  const length = to > from ? to - from : 24 - from + to;
  return Array.from({ length }, (_, i) => (from + i) % 24);
}

/** 400-worthy problems of a timer, or undefined: the hours must fit in the window. */
export function timerProblem(t: Timer): string | undefined {
  const available = windowHours(t.window).length;
  return t.hours > available ? `hours (${t.hours}) must fit in the window (${available} hours)` : undefined;
}

/**
 * The hours the device runs: the `hours` cheapest of the window (earlier first on equal prices), or
 * the first ones when `prices` (by hour of day) has none for the window; sorted by time in the window.
 */
export function chosenHours(t: Timer, prices: ReadonlyMap<number, number> = new Map()): number[] {
  const candidates = windowHours(t.window);
  const order = candidates.map((h, i) => ({ h, i, price: prices.get(h) }));
  const priced = order.every((o) => o.price !== undefined);
  const picked = priced ? [...order].sort((a, b) => a.price! - b.price! || a.i - b.i).slice(0, t.hours) : order.slice(0, t.hours);
  return picked.sort((a, b) => a.i - b.i).map((o) => o.h);
}

/**
 * Whether the device should run at `hour` on `weekday`. The hours after midnight of a window that
 * runs over midnight belong to the day the window opened: a Friday 22:00–06:00 window runs into Saturday.
 */
export function runsAt(t: Timer, hours: readonly number[], hour: number, weekday: number): boolean {
  const opens = windowHours(t.window)[0]!;
  const day = hour < opens ? (weekday + 6) % 7 : weekday;
  return t.enabled && (t.days as readonly number[]).includes(day) && hours.includes(hour);
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(3, 5));

/**
 * Whether the device should run at the local time `hour`:`minute` on `weekday`: as runsAt, and a
 * window that starts or ends inside an hour (06:30) switches at that minute, not at the whole hour.
 * The poll applies timers by this rule (docs/decisions.md "Timer actions applied by the poll").
 */
export function runsAtMinute(t: Timer, hours: readonly number[], hour: number, minute: number, weekday: number): boolean {
  if (!runsAt(t, hours, hour, weekday)) return false;
  const all = windowHours(t.window);
  if (hour === all[0] && minute < minuteOf(t.window.from)) return false;
  const to = minuteOf(t.window.to);
  // The last hour of a window ending at 10:15 runs until 10:15 (a whole-day window's last hour is not its first).
  if (to > 0 && hour === hourOf(t.window.to) && hour === all[all.length - 1] && minute >= to) return false;
  return true;
}
