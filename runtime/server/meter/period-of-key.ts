/**
 * The instants a date key names (docs/decisions.md "Date keys"): 20YY, 20YY-MM, 20YY-MM-DD,
 * 20YY-MM-DDTHH or 20YY-MM-DDTHH:mm in the location's time zone, and the level of its children.
 */
import { addDays, localClock, nextMonthStart, startOfLocalDay } from '../local-time.js';
import type { FigureLevel } from './period-figures.js';

export interface KeyPeriod {
  readonly from: Date;
  readonly to: Date;
  /** The level the key itself is. */
  readonly level: FigureLevel;
  /** The level of its sub-periods (a quarter-hour has none finer: itself). */
  readonly children: FigureLevel;
}

export function periodOfKey(key: string, tz: string): KeyPeriod {
  if (key.length === 4) return { from: startOfLocalDay(`${key}-01-01`, tz), to: startOfLocalDay(`${Number(key) + 1}-01-01`, tz), level: 'year', children: 'month' };
  if (key.length === 7) return { from: startOfLocalDay(`${key}-01`, tz), to: startOfLocalDay(nextMonthStart(key), tz), level: 'month', children: 'day' };
  const day = key.slice(0, 10);
  const dayFrom = startOfLocalDay(day, tz);
  if (key.length === 10) return { from: dayFrom, to: startOfLocalDay(addDays(day, 1), tz), level: 'day', children: 'hour' };
  // Local hour HH of the day: the first such hour (the autumn's repeated 02 is its first pass).
  const hour = Number(key.slice(11, 13));
  const minute = key.length > 13 ? Number(key.slice(14, 16)) : 0;
  const dayTo = startOfLocalDay(addDays(day, 1), tz);
  for (let t = dayFrom.getTime(); t < dayTo.getTime(); t += 15 * 60_000) {
    const clock = localClock(new Date(t), tz);
    if (Number(clock.slice(0, 2)) === hour && Number(clock.slice(3, 5)) === minute) {
      const from = new Date(t);
      return key.length > 13
        ? { from, to: new Date(t + 15 * 60_000), level: '15min', children: '15min' }
        : { from, to: new Date(t + 3_600_000), level: 'hour', children: '15min' };
    }
  }
  // A local hour the spring DST day skips: an empty period at where it would be.
  return { from: dayFrom, to: dayFrom, level: key.length > 13 ? '15min' : 'hour', children: '15min' };
}
