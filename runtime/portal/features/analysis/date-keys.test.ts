/** Date keys of the analysis: calendar steps and the local wall clock of the service's zone. */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysInMonth, instantOfKey, lastDayOf, localHourKey, periodKeyOf, stepDay } from './date-keys.js';

describe('date keys', () => {
  it('steps days, months and years, clamping to the month\'s length', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(stepDay('2024-02-29', 'year', 1)).toBe('2025-02-28');
    expect(stepDay('2026-11-15', 'month', -1)).toBe('2026-10-15');
    expect(stepDay('2026-11-15', 'day', 1)).toBe('2026-11-16');
    expect(stepDay('2026-11-15', 'total', 1)).toBe('2026-11-15');
  });

  it('cuts a day to the period\'s key and knows a period\'s last day', () => {
    expect(periodKeyOf('year', '2026-11-15')).toBe('2026');
    expect(periodKeyOf('month', '2026-11-15')).toBe('2026-11');
    expect(periodKeyOf('day', '2026-11-15')).toBe('2026-11-15');
    expect(periodKeyOf('total', '2026-11-15')).toBe('');
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026')).toBe('2026-12-31');
    expect(daysInMonth('2026-11')).toBe(30);
  });

  it('reads the local hour of an instant and finds the instant of a local key, across a clock change', () => {
    expect(localHourKey(new Date('2026-11-16T09:00:00Z'), 'Europe/Oslo')).toBe('2026-11-16T10');
    expect(localHourKey(new Date('2026-07-01T22:30:00Z'), 'Europe/Helsinki')).toBe('2026-07-02T01');
    expect(instantOfKey('2026-11-16T10', 'Europe/Oslo').toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(instantOfKey('2026-03-29T03', 'Europe/Oslo').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOfKey('2026-07-01T10:15', 'Europe/Stockholm').toISOString()).toBe('2026-07-01T08:15:00.000Z');
    expect(instantOfKey('2026-11-16', 'Europe/London').toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
