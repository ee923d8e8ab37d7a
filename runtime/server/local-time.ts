/**
 * Local time of a place from its IANA time zone, without a time-zone package: the calendar date,
 * hour and weekday of an instant, the instant a local calendar day starts (23 or 25 hours apart on
 * daylight-saving days), and calendar-date arithmetic on YYYY-MM-DD strings.
 */

/**
 * One formatter per zone and shape: making an Intl.DateTimeFormat costs some 40 times what using one
 * does, and the data views call these for every period they show.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return f;
}

/** The local calendar date (YYYY-MM-DD) of `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  return formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The local wall-clock time (HH:mm, 00–23) of `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): string {
  return formatter('en-GB', timeZone, { hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** The calendar date `days` after (or before) `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  // Noon keeps the arithmetic clear of any day boundary.
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month after the one `date` (YYYY-MM-DD or YYYY-MM) falls in. */
export function nextMonthStart(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The hour of day (0–23) and weekday (Monday 0) of `at` in `timeZone`. */
export function localHourAndWeekday(at: Date, timeZone: string): { hour: number; weekday: number } {
  const parts = formatter('en-GB', timeZone, { hour: '2-digit', hourCycle: 'h23', weekday: 'short' }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.find((p) => p.type === 'weekday')?.value ?? 'Mon');
  return { hour, weekday };
}

/** Minutes the zone is ahead of UTC at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatter('en-GB', timeZone, {
    hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Local midnights already found: every view asks for the same few hundred days again and again. */
const midnights = new Map<string, number>();
const MAX_MIDNIGHTS = 100_000;

/** The instant local midnight of `date` (YYYY-MM-DD) falls on in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const key = `${timeZone}|${date}`;
  const known = midnights.get(key);
  if (known !== undefined) return new Date(known);
  const at = findLocalMidnight(date, timeZone);
  if (midnights.size >= MAX_MIDNIGHTS) midnights.clear();
  midnights.set(key, at.getTime());
  return at;
}

function findLocalMidnight(date: string, timeZone: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  // Two passes: the offset at the guess can differ from the offset at the answer across a change.
  let guess = new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight, timeZone) * 60_000);
  guess = new Date(utcMidnight.getTime() - offsetMinutes(guess, timeZone) * 60_000);
  return guess;
}
