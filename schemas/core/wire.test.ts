import { describe, expect, it } from 'vitest';
import { isIsoTimestamp, reviveTimestamps, timestampReviver } from './wire.js';

describe('ISO timestamp reviver (portal §5, platform-contract §5)', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', true],
    ['2026-11-22T10:00:00Z', true],
    ['2026-11-22T10:00Z', true],
    ['2026-11-22T10:00:00+01:00', true],
    ['2026-11-22T10:00:00.123456+0100', true],
    ['2026-11-22', false],
    ['2026-11', false],
    ['2026-11-22T10:00:00', false],
    ['2026-13-45T10:00:00Z', false],
    ['hello', false],
    [20261122, false],
  ])('%s is a timestamp: %s', (value, expected) => {
    expect(isIsoTimestamp(value)).toBe(expected);
  });

  it('revives nested timestamps and leaves dates and other strings', () => {
    const text = '{"a":"2026-11-22T10:00:00.000Z","b":{"c":["2026-01-01T00:00:00Z"]},"d":"2026-11-22","e":"x"}';
    const parsed = JSON.parse(text, timestampReviver) as { a: Date; b: { c: Date[] }; d: string; e: string };
    expect(parsed.a).toBeInstanceOf(Date);
    expect(parsed.a.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(parsed.b.c[0]).toBeInstanceOf(Date);
    expect(parsed.d).toBe('2026-11-22');
    expect(parsed.e).toBe('x');
  });

  it('reviveTimestamps copies without changing its input', () => {
    const input = { at: '2026-11-22T10:00:00.000Z' };
    const out = reviveTimestamps<{ at: Date }>(input);
    expect(out.at).toBeInstanceOf(Date);
    expect(input.at).toBe('2026-11-22T10:00:00.000Z');
  });
});
