/**
 * Dates and times as text (platform-contract §9 separators; formats are ours: docs/decisions.md
 * "Date and time formats"):
 *
 * | language | date       | time     |
 * |----------|------------|----------|
 * | en       | DD/MM/YYYY | h:mm AM  |
 * | sv       | YYYY-MM-DD | HH:mm    |
 * | nb, nn   | DD.MM.YYYY | HH:mm    |
 * | fi, de   | DD.MM.YYYY | HH.mm    |
 *
 * Instants are shown in a time zone (default Stockholm, platform-contract §9); Intl is used only to
 * read the wall-clock numbers in that zone, never for separators. Anything that is not a valid date
 * prints 'Invalid Date'.
 */
import { AM_PM, INVALID_DATE, SEPARATORS, TIME_ZONES } from '../../schemas/constants.js';
import type { TimeZoneName } from '../../schemas/geography.js';
import { IsoDate, type Language } from '../../schemas/core/primitives.js';
import { CALENDAR_NAMES } from './calendar-names.js';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  readonly language: Language;
  /** Defaults to Europe/Stockholm. */
  readonly timeZone?: TimeZoneName;
}

/** Wall-clock numbers of an instant in a zone (month 1–12, hour 0–23). */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const readers = new Map<string, Intl.DateTimeFormat>();

function reader(timeZone: string): Intl.DateTimeFormat {
  let r = readers.get(timeZone);
  if (!r) {
    r = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', numberingSystem: 'latn',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    readers.set(timeZone, r);
  }
  return r;
}

/**
 * The wall clock of `input` in `timeZone`, or undefined when it is not a valid date. A plain
 * calendar date ('2026-11-22') is that day at 00:00 whatever the zone (it names a day, not an instant).
 */
export function wallClock(input: DateInput, timeZone: TimeZoneName = TIME_ZONES.DEFAULT): WallClock | undefined {
  if (typeof input === 'string') {
    const plain = PLAIN_DATE.exec(input);
    if (plain) {
      // Shaped like a calendar date: the contract's IsoDate decides whether it is one (Date would roll 02-30 over to March).
      if (!IsoDate.safeParse(input).success) return undefined;
      return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]), hour: 0, minute: 0, second: 0 };
    }
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts: Record<string, number> = {};
  for (const p of reader(timeZone).formatToParts(date)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dateText(c: WallClock, language: Language): string {
  const sep = SEPARATORS[language].date;
  if (language === 'sv') return [pad(c.year, 4), pad(c.month), pad(c.day)].join(sep);
  return [pad(c.day), pad(c.month), pad(c.year, 4)].join(sep);
}

function timeText(c: WallClock, language: Language): string {
  const { time, hour12 } = SEPARATORS[language];
  if (hour12) {
    const hour = c.hour % 12 === 0 ? 12 : c.hour % 12;
    return `${hour}${time}${pad(c.minute)} ${c.hour < 12 ? AM_PM[0] : AM_PM[1]}`;
  }
  return `${pad(c.hour)}${time}${pad(c.minute)}`;
}

/** The date: '22/11/2026' (en), '2026-11-22' (sv), '22.11.2026' (nb, nn, fi, de); else 'Invalid Date'. */
export function formatDate(input: DateInput, options: DateFormatOptions): string {
  const c = wallClock(input, options.timeZone);
  return c ? dateText(c, options.language) : INVALID_DATE;
}

/** The time: '1:05 PM' (en), '13:05' (sv, nb, nn), '13.05' (fi, de); else 'Invalid Date'. */
export function formatTime(input: DateInput, options: DateFormatOptions): string {
  const c = wallClock(input, options.timeZone);
  return c ? timeText(c, options.language) : INVALID_DATE;
}

/** Date and time separated by a space; else 'Invalid Date'. */
export function formatDateTime(input: DateInput, options: DateFormatOptions): string {
  const c = wallClock(input, options.timeZone);
  return c ? `${dateText(c, options.language)} ${timeText(c, options.language)}` : INVALID_DATE;
}

export type CalendarNameForm = 'month-year' | 'short-month' | 'weekday';

/**
 * A calendar date's name in the language, as a title: 'November 2026' (month-year), 'Nov'
 * (short-month), 'Søndag' (weekday); else 'Invalid Date'. Names from calendar-names.ts, not Intl.
 */
export function calendarName(day: string, language: Language, form: CalendarNameForm): string {
  const c = PLAIN_DATE.test(day) ? wallClock(day) : undefined;
  if (!c) return INVALID_DATE;
  const names = CALENDAR_NAMES[language];
  const text =
    form === 'month-year' ? `${names.months[c.month - 1]} ${c.year}`
    : form === 'short-month' ? names.shortMonths[c.month - 1]!
    : names.weekdays[(new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay() + 6) % 7]!;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
