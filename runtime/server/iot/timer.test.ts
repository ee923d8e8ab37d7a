/**
 * Timer actions' arithmetic: the hours of a window (over midnight, partial hours, a whole day), the
 * problem of hours that do not fit, which hours run (cheapest with ties to the earlier, else the
 * window's first ones, always in window order) and whether the device runs at a given hour and day.
 */
import { describe, expect, it } from 'vitest';
import type { IotWeekday } from '../../../schemas/iot-devices.js';
import { chosenHours, runsAt, timerProblem, windowHours } from './timer.js';

const timer = (hours: number, from: string, to: string, days: IotWeekday[] = [0, 1, 2, 3, 4], enabled = true) => ({ enabled, hours, window: { from, to }, days });

describe('windowHours', () => {
  it('runs a window over midnight: 22:00–06:00 is 22, 23, 0 … 5', () => {
    expect(windowHours({ from: '22:00', to: '06:00' })).toEqual([22, 23, 0, 1, 2, 3, 4, 5]);
  });

  it('counts a window within a day, its end hour excluded: 04:00–08:00 is 4 … 7', () => {
    expect(windowHours({ from: '04:00', to: '08:00' })).toEqual([4, 5, 6, 7]);
  });

  it('counts a partial first or last hour as a whole one', () => {
    expect(windowHours({ from: '08:30', to: '10:00' })).toEqual([8, 9]);
    expect(windowHours({ from: '08:00', to: '10:15' })).toEqual([8, 9, 10]);
  });

  it('takes equal ends as the whole day, starting at the window start', () => {
    const day = windowHours({ from: '04:00', to: '04:00' });
    expect(day).toHaveLength(24);
    expect(day.slice(0, 2)).toEqual([4, 5]);
    expect(day.at(-1)).toBe(3);
    expect(new Set(day).size).toBe(24);
  });
});

describe('timerProblem', () => {
  it('names hours that do not fit in the window, and accepts those that do', () => {
    expect(timerProblem(timer(5, '04:00', '08:00'))).toMatch(/hours \(5\).*window \(4 hours\)/);
    expect(timerProblem(timer(4, '04:00', '08:00'))).toBeUndefined();
    expect(timerProblem(timer(24, '00:00', '00:00'))).toBeUndefined();
  });
});

describe('chosenHours', () => {
  it('picks the cheapest hours of the window, in window order', () => {
    const prices = new Map([[22, 1.0], [23, 0.2], [0, 0.1], [1, 0.3], [2, 0.9], [3, 0.8], [4, 0.7], [5, 0.6]]);
    expect(chosenHours(timer(3, '22:00', '06:00'), prices)).toEqual([23, 0, 1]);
  });

  it('gives ties to the hour earlier in the window (over midnight too)', () => {
    const prices = new Map([[22, 0.5], [23, 0.5], [0, 0.5], [1, 0.5], [2, 0.1], [3, 0.5], [4, 0.5], [5, 0.5]]);
    expect(chosenHours(timer(3, '22:00', '06:00'), prices)).toEqual([22, 23, 2]);
  });

  it('ignores prices outside the window', () => {
    const prices = new Map([[3, 0], [4, 0.9], [5, 0.5], [6, 0.4], [7, 0.6], [8, 0]]);
    expect(chosenHours(timer(2, '04:00', '08:00'), prices)).toEqual([5, 6]);
  });

  it("falls back to the window's first hours when any window hour lacks a price", () => {
    const prices = new Map([[22, 9], [23, 9], [0, 9], [1, 9], [2, 0.1], [3, 0.1], [4, 0.1]]);
    expect(chosenHours(timer(3, '22:00', '06:00'), prices)).toEqual([22, 23, 0]);
    expect(chosenHours(timer(3, '04:00', '08:00'))).toEqual([4, 5, 6]);
  });
});

describe('runsAt', () => {
  const t = timer(3, '04:00', '08:00');
  const hours = chosenHours(t);

  it('runs in a chosen hour on an included weekday', () => {
    expect(runsAt(t, hours, 5, 0)).toBe(true);
  });

  it('does not run outside the chosen hours', () => {
    expect(runsAt(t, hours, 7, 0)).toBe(false);
    expect(runsAt(t, hours, 3, 0)).toBe(false);
  });

  it('does not run on a weekday left out', () => {
    expect(runsAt(t, hours, 5, 5)).toBe(false);
  });

  it('does not run when disabled', () => {
    expect(runsAt({ ...t, enabled: false }, hours, 5, 0)).toBe(false);
  });

  it('counts the hours after midnight to the day the window opened', () => {
    // Friday nights only (4): 22:00–06:00, the first three hours 22, 23 and 0.
    const night = timer(3, '22:00', '06:00', [4]);
    const chosen = chosenHours(night);
    expect(chosen).toEqual([22, 23, 0]);
    expect(runsAt(night, chosen, 23, 4)).toBe(true);
    expect(runsAt(night, chosen, 0, 5)).toBe(true);  // Saturday 00:xx still belongs to Friday's night
    expect(runsAt(night, chosen, 0, 4)).toBe(false); // Friday 00:xx belongs to Thursday's night
    expect(runsAt(night, chosen, 22, 5)).toBe(false);
  });
});
