/**
 * Date keys of the analysis (docs/decisions.md "Date keys": 20YY, 20YY-MM, 20YY-MM-DD, 20YY-MM-DDTHH,
 * local to the service's time zone). Navigation is plain calendar arithmetic on the keys, so it never
 * depends on the browser's own time zone.
 */
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { wallClock } from '../../../format/date.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Key length of each period's own key (total has none). */
export const KEY_LENGTH = { total: 0, year: 4, month: 7, day: 10 } as const satisfies Record<AnalysisTab, number>;

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function dayKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parts(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return dayKey(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The same day n months on, clamped to the month's length (31 March − 1 month = 28/29 February). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dayKey(year, month, Math.min(d, daysInMonth(`${pad(year, 4)}-${pad(month)}`)));
}

/** The cursor day one period before (-1) or after (+1). */
export function stepDay(day: string, period: AnalysisTab, direction: -1 | 1): string {
  switch (period) {
    case 'year': return addMonths(day, 12 * direction);
    case 'month': return addMonths(day, direction);
    case 'day': return addDays(day, direction);
    default: return day;
  }
}

/** The period's own key of a day (total: ''). */
export function periodKeyOf(period: AnalysisTab, day: string): string {
  return day.slice(0, KEY_LENGTH[period]);
}

export function firstDayOf(key: string): string {
  if (key.length === 4) return `${key}-01-01`;
  if (key.length === 7) return `${key}-01`;
  return key.slice(0, 10);
}

export function lastDayOf(key: string): string {
  if (key.length === 4) return `${key}-12-31`;
  if (key.length === 7) return `${key}-${pad(daysInMonth(key))}`;
  return key.slice(0, 10);
}

/** The local wall clock of an instant as an hour key, 20YY-MM-DDTHH. */
export function localHourKey(instant: Date, timeZone: TimeZoneName): string {
  const c = wallClock(instant, timeZone)!;
  return `${dayKey(c.year, c.month, c.day)}T${pad(c.hour)}`;
}

/** The instant a local key (day, hour or quarter hour) starts at in `timeZone`. */
export function instantOfKey(key: string, timeZone: TimeZoneName): Date {
  const [date = '', time = '00:00'] = key.split('T');
  const [y, m, d] = parts(firstDayOf(date));
  const [h = 0, min = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const offset = (instant: number) => {
    const c = wallClock(new Date(instant), timeZone)!;
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - instant;
  };
  // Twice: the offset at the guess may differ from the offset at the answer around a DST change.
  const guess = asUtc - offset(asUtc);
  return new Date(asUtc - offset(guess));
}
