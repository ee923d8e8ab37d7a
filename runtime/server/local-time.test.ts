/**
 * Local time without a time-zone package: where local midnight falls in winter and summer, the
 * daylight-saving days' 23 and 25 hours, and the hour and weekday (Monday 0) of an instant.
 */
import { describe, expect, it } from 'vitest';
import { localHourAndWeekday, startOfLocalDay } from './local-time.js';

const HOUR = 3_600_000;
const OSLO = 'Europe/Oslo';
const hoursOfDay = (date: string, next: string, zone = OSLO) => (startOfLocalDay(next, zone).getTime() - startOfLocalDay(date, zone).getTime()) / HOUR;

describe('startOfLocalDay', () => {
  it('puts winter midnight in Oslo an hour before UTC midnight', () => {
    expect(startOfLocalDay('2026-11-16', OSLO).toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });

  it('puts summer midnight in Oslo two hours before UTC midnight', () => {
    expect(startOfLocalDay('2026-07-01', OSLO).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('makes the spring change day 23 hours and the autumn one 25', () => {
    expect(hoursOfDay('2026-03-29', '2026-03-30')).toBe(23);
    expect(hoursOfDay('2026-10-25', '2026-10-26')).toBe(25);
    expect(hoursOfDay('2026-03-28', '2026-03-29')).toBe(24);
    expect(startOfLocalDay('2026-10-25', OSLO).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('handles a zone behind UTC across its changes', () => {
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(hoursOfDay('2026-03-08', '2026-03-09', 'America/New_York')).toBe(23);
    expect(hoursOfDay('2026-11-01', '2026-11-02', 'America/New_York')).toBe(25);
  });

  it('is UTC midnight in UTC', () => {
    expect(startOfLocalDay('2026-11-16', 'UTC').toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe('localHourAndWeekday', () => {
  it('counts Monday as 0 and Sunday as 6', () => {
    expect(localHourAndWeekday(new Date('2026-11-16T09:00:00Z'), OSLO)).toEqual({ hour: 10, weekday: 0 });
    expect(localHourAndWeekday(new Date('2026-11-22T12:00:00Z'), OSLO)).toEqual({ hour: 13, weekday: 6 });
  });

  it('moves to the next local day before UTC does', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Oslo.
    expect(localHourAndWeekday(new Date('2026-11-15T23:30:00Z'), OSLO)).toEqual({ hour: 0, weekday: 0 });
  });

  it('gives midnight as hour 0, not 24', () => {
    expect(localHourAndWeekday(new Date('2026-11-16T00:00:00Z'), 'UTC')).toEqual({ hour: 0, weekday: 0 });
  });

  it('follows summer time', () => {
    expect(localHourAndWeekday(new Date('2026-07-01T04:00:00Z'), OSLO).hour).toBe(6);
  });
});
