import { describe, it, expect } from 'vitest';
import { LANGUAGES } from '../../schemas/constants.js';
import { CALENDAR_NAMES } from './calendar-names.js';
import { calendarName, formatDate, formatDateTime, formatTime, wallClock } from './date.js';

const WINTER = '2026-11-22T13:05:00.000Z'; // Stockholm 14:05 (UTC+1)
const SUMMER = new Date('2026-07-01T23:30:00.000Z'); // Stockholm 2 July 01:30 (UTC+2)

describe('formatDate / formatTime / formatDateTime per language (platform-contract §9)', () => {
  it.each([
    { language: 'en', date: '22/11/2026', time: '2:05 PM' },
    { language: 'sv', date: '2026-11-22', time: '14:05' },
    { language: 'nb', date: '22.11.2026', time: '14:05' },
    { language: 'nn', date: '22.11.2026', time: '14:05' },
    { language: 'fi', date: '22.11.2026', time: '14.05' },
    { language: 'de', date: '22.11.2026', time: '14.05' },
  ] as const)('$language: $date $time', ({ language, date, time }) => {
    expect(formatDate(WINTER, { language })).toBe(date);
    expect(formatTime(WINTER, { language })).toBe(time);
    expect(formatDateTime(WINTER, { language })).toBe(`${date} ${time}`);
  });

  it.each([
    { case: 'midnight is 12 AM', input: '2026-11-22T23:00:00.000Z', expected: '12:00 AM' },
    { case: 'morning', input: '2026-11-22T08:59:00.000Z', expected: '9:59 AM' },
    { case: 'noon is 12 PM', input: '2026-11-22T11:00:00.000Z', expected: '12:00 PM' },
    { case: 'evening', input: '2026-11-22T22:59:00.000Z', expected: '11:59 PM' },
  ])('English 12-hour clock: $case', ({ input, expected }) => {
    expect(formatTime(input, { language: 'en' })).toBe(expected);
  });

  it.each([
    { timeZone: 'Europe/Stockholm', expected: '2026-07-02 01:30' },
    { timeZone: 'Europe/Oslo', expected: '2026-07-02 01:30' },
    { timeZone: 'Europe/Vienna', expected: '2026-07-02 01:30' },
    { timeZone: 'Europe/Helsinki', expected: '2026-07-02 02:30' },
    { timeZone: 'Europe/London', expected: '2026-07-02 00:30' },
    { timeZone: undefined, expected: '2026-07-02 01:30' },
  ] as const)('in $timeZone (default Stockholm) → $expected', ({ timeZone, expected }) => {
    expect(formatDateTime(SUMMER, { language: 'sv', timeZone })).toBe(expected);
  });

  it.each([
    { case: 'a plain date stays that day', input: '2026-11-22', timeZone: 'Europe/London' as const, expected: '2026-11-22' },
    { case: 'epoch milliseconds', input: Date.UTC(2026, 0, 1, 12), timeZone: undefined, expected: '2026-01-01' },
    { case: 'a plain date before year 100 (a valid IsoDate)', input: '0050-03-01', timeZone: undefined, expected: '0050-03-01' },
  ])('$case', ({ input, timeZone, expected }) => {
    expect(formatDate(input, { language: 'sv', timeZone })).toBe(expected);
  });

  it.each([
    { case: 'unparsable text', input: 'yesterday' },
    { case: 'impossible plain date', input: '2026-02-30' },
    { case: 'invalid Date', input: new Date(Number.NaN) },
    { case: 'NaN', input: Number.NaN },
  ])("'Invalid Date' for $case", ({ input }) => {
    expect(formatDate(input, { language: 'en' })).toBe('Invalid Date');
    expect(formatTime(input, { language: 'fi' })).toBe('Invalid Date');
    expect(formatDateTime(input, { language: 'sv' })).toBe('Invalid Date');
    expect(wallClock(input)).toBeUndefined();
  });
});

describe('calendarName: month and weekday names as titles, the same in every browser', () => {
  it.each([
    { language: 'en', monthYear: 'November 2026', short: 'Nov', weekday: 'Sunday' },
    { language: 'sv', monthYear: 'November 2026', short: 'Nov.', weekday: 'Söndag' },
    { language: 'nb', monthYear: 'November 2026', short: 'Nov', weekday: 'Søndag' },
    { language: 'nn', monthYear: 'November 2026', short: 'Nov', weekday: 'Søndag' },
    { language: 'fi', monthYear: 'Marraskuu 2026', short: 'Marras', weekday: 'Sunnuntai' },
    { language: 'de', monthYear: 'November 2026', short: 'Nov', weekday: 'Sonntag' },
  ] as const)('$language', ({ language, monthYear, short, weekday }) => {
    expect(calendarName('2026-11-15', language, 'month-year')).toBe(monthYear);
    expect(calendarName('2026-11-15', language, 'short-month')).toBe(short);
    expect(calendarName('2026-11-15', language, 'weekday')).toBe(weekday);
  });

  it('names January and Monday first, and Austrian German says Jänner (de-AT)', () => {
    expect(calendarName('2026-01-05', 'de', 'month-year')).toBe('Jänner 2026');
    expect(calendarName('2026-01-05', 'en', 'weekday')).toBe('Monday');
    expect(calendarName('2026-12-31', 'nn', 'weekday')).toBe('Torsdag');
  });

  it('has twelve months and seven weekdays in every language', () => {
    for (const language of LANGUAGES) {
      expect(CALENDAR_NAMES[language].months).toHaveLength(12);
      expect(CALENDAR_NAMES[language].shortMonths).toHaveLength(12);
      expect(CALENDAR_NAMES[language].weekdays).toHaveLength(7);
    }
  });

  it.each(['2026-02-30', '2026-11', 'tomorrow', '2026-11-15T10:00:00Z'])('prints Invalid Date for %s', (day) => {
    expect(calendarName(day, 'nb', 'month-year')).toBe('Invalid Date');
  });
});
