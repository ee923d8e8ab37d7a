import { describe, expect, it } from 'vitest';
import { MonthKey, ObjectId, Point } from './primitives.js';

describe('contract primitives (platform-contract §3, §5)', () => {
  it.each([
    ['5f8d0d55b54764421b7156c9', true],
    ['5F8D0D55B54764421B7156C9', true],
    ['5f8d0d55b54764421b7156c', false],
    ['5f8d0d55b54764421b7156c9a', false],
    ['5f8d0d55b54764421b7156cz', false],
  ])('ObjectId %s valid: %s', (value, ok) => {
    expect(ObjectId.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['2026-01', true],
    ['2099-12', true],
    ['1999-12', false],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['26-01', false],
  ])('month key %s valid: %s', (value, ok) => {
    expect(MonthKey.safeParse(value).success).toBe(ok);
  });

  it.each([
    [{ type: 'Point', coordinates: [10.75, 59.91] }, true],
    [{ type: 'Point', coordinates: [10.75] }, false],
    [{ type: 'Point', coordinates: [10.75, 59.91, 3] }, false],
    [{ type: 'Polygon', coordinates: [10.75, 59.91] }, false],
  ])('Point %j valid: %s', (value, ok) => {
    expect(Point.safeParse(value).success).toBe(ok);
  });
});
