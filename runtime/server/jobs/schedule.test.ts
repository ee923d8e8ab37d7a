// @vitest-environment node
/** The planner's calendar: offsets, time zones and both daylight-saving changes (issue 20 §1). */
import { describe, expect, it } from 'vitest';
import { nextRunAt, runsBetween } from './schedule.js';

const oslo = (cron: string, offset = 0) => ({ cron, offset, timeZone: 'Europe/Oslo' as const });
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('nextRunAt', () => {
  it('reads the cron as wall-clock time in the job’s zone', () => {
    expect(nextRunAt(oslo('0 2 * * *'), new Date('2026-11-16T09:00:00Z'))?.toISOString()).toBe('2026-11-17T01:00:00.000Z');
    expect(nextRunAt({ cron: '0 2 * * *', offset: 0, timeZone: 'Europe/Helsinki' }, new Date('2026-11-16T09:00:00Z'))?.toISOString()).toBe('2026-11-17T00:00:00.000Z');
  });

  it('is strictly after the instant given, so a run never plans itself again', () => {
    const at = new Date('2026-11-17T01:00:00Z');
    expect(nextRunAt(oslo('0 2 * * *'), at)?.toISOString()).toBe('2026-11-18T01:00:00.000Z');
  });

  it('shifts each cron time by the offset, either way, across midnight', () => {
    expect(nextRunAt(oslo('0 6 * * *', 15), new Date('2026-11-16T09:00:00Z'))?.toISOString()).toBe('2026-11-17T05:15:00.000Z');
    // 00:10 minus 30 minutes is 23:40 the day before.
    expect(nextRunAt(oslo('10 0 * * *', -30), new Date('2026-11-16T09:00:00Z'))?.toISOString()).toBe('2026-11-16T22:40:00.000Z');
    // Planned from inside the offset window: the 06:00 run shifted to 06:15 has not happened yet at 06:05.
    expect(nextRunAt(oslo('0 6 * * *', 15), new Date('2026-11-17T05:05:00Z'))?.toISOString()).toBe('2026-11-17T05:15:00.000Z');
  });

  it('runs a 02:00 Europe/Oslo job once on each daylight-saving change day', () => {
    // 29 March 2026: 02:00 does not exist (clocks go 02:00 → 03:00); the run is at 03:00 CEST.
    expect(iso(runsBetween(oslo('0 2 * * *'), new Date('2026-03-27T12:00:00Z'), new Date('2026-03-31T12:00:00Z')))).toEqual([
      '2026-03-28T01:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:00:00.000Z', '2026-03-31T00:00:00.000Z',
    ]);
    // 25 October 2026: 02:00–02:59 happen twice (03:00 CEST → 02:00 CET); the run is at the first.
    expect(iso(runsBetween(oslo('0 2 * * *'), new Date('2026-10-23T12:00:00Z'), new Date('2026-10-27T12:00:00Z')))).toEqual([
      '2026-10-24T00:00:00.000Z', '2026-10-25T00:00:00.000Z', '2026-10-26T01:00:00.000Z', '2026-10-27T01:00:00.000Z',
    ]);
  });

  it('keeps step fields in real time through the repeated hour', () => {
    const runs = runsBetween(oslo('*/30 * * * *'), new Date('2026-10-24T23:59:00Z'), new Date('2026-10-25T02:00:00Z'));
    expect(iso(runs)).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:00:00.000Z', '2026-10-25T01:30:00.000Z', '2026-10-25T02:00:00.000Z']);
  });

  it('is undefined for a cron that never matches', () => {
    expect(nextRunAt(oslo('0 0 31 2 *'), new Date('2026-11-16T09:00:00Z'))).toBeUndefined();
  });
});
