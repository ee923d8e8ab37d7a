import { describe, it, expect } from 'vitest';
import { Difference, MonthlyReportQuery, difference } from './report.js';

describe('differences hold abs, percent, direction (platform-contract §3 Monthly report)', () => {
  it.each([
    ['up', 110, 100, { abs: 10, percent: 10, direction: 'up' }],
    ['down', 90, 100, { abs: 10, percent: 10, direction: 'down' }],
    ['unchanged', 100, 100, { abs: 0, percent: 0, direction: 'unchanged' }],
    ['from zero: no ratio', 5, 0, { abs: 5, percent: null, direction: 'up' }],
    ['zero to zero', 0, 0, { abs: 0, percent: null, direction: 'unchanged' }],
    ['negative values (temperature)', -5, -10, { abs: 5, percent: 50, direction: 'up' }],
  ] as const)('%s: %s against %s', (_case, current, previous, expected) => {
    const d = difference(current, previous);
    expect(d).toEqual(expected);
    expect(Difference.safeParse(d).success).toBe(true);
  });
});

describe('monthly report query', () => {
  it.each([
    ['location only', { locationId: '65a1b2c3d4e5f60718293a41' }, undefined],
    ['a month range', { locationId: '65a1b2c3d4e5f60718293a41', from: '2026-01', to: '2026-10' }, undefined],
    ['a bad month key', { locationId: '65a1b2c3d4e5f60718293a41', from: '2026-1' }, 'Must be a month key 20YY-MM'],
    ['a bad location id', { locationId: 'home' }, 'Must be 24 hexadecimal characters'],
  ] as const)('%s', (_case, query, message) => {
    expect(MonthlyReportQuery.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});
