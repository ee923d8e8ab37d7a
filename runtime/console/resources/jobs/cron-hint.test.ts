/** The cron hint reads the common shapes and leaves the rest alone. */
import { describe, expect, it } from 'vitest';
import { cronHint } from './cron-hint.js';

describe('cronHint', () => {
  it('reads minutes, hours, days, weekdays and months', () => {
    expect(cronHint('*/15 * * * *', 'en')).toEqual({ key: 'everyMinutes', values: { n: 15 } });
    expect(cronHint('*/1 * * * *', 'en')).toEqual({ key: 'everyMinute', values: {} });
    expect(cronHint('5 * * * *', 'en')).toEqual({ key: 'hourly', values: { minute: 5 } });
    expect(cronHint('0 2 * * *', 'en')).toEqual({ key: 'daily', values: { time: '02:00' } });
    expect(cronHint('0 6 * * 1-5', 'en')).toEqual({ key: 'weekly', values: { days: 'Monday–Friday', time: '06:00' } });
    expect(cronHint('30 4 * * 1,7', 'de')).toEqual({ key: 'weekly', values: { days: 'Montag, Sonntag', time: '04:30' } });
    expect(cronHint('0 8 3 * *', 'en')).toEqual({ key: 'monthly', values: { day: 3, time: '08:00' } });
  });

  it('has no hint for shapes it does not read', () => {
    expect(cronHint('0 0,12 1-7 1,6 0', 'en')).toBeUndefined();
    expect(cronHint('0 6 * *', 'en')).toBeUndefined();
    expect(cronHint('0 */2 * * *', 'en')).toBeUndefined();
  });
});
