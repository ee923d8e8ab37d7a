import { describe, it, expect } from 'vitest';
import { PriceZone } from '../../schemas/geography.js';
import { currencyFromPriceZone, timeZoneFromCountry, timeZoneFromPriceZone } from './geography.js';
import { LocationNotSupportedError } from './errors.js';

describe('currency and time zone from the price zone prefix (back-office §9)', () => {
  it.each([
    ['SE1', 'SEK', 'Europe/Stockholm'], ['SE2', 'SEK', 'Europe/Stockholm'], ['SE3', 'SEK', 'Europe/Stockholm'], ['SE4', 'SEK', 'Europe/Stockholm'],
    ['NO1', 'NOK', 'Europe/Oslo'], ['NO2', 'NOK', 'Europe/Oslo'], ['NO3', 'NOK', 'Europe/Oslo'], ['NO4', 'NOK', 'Europe/Oslo'], ['NO5', 'NOK', 'Europe/Oslo'],
    ['FI', 'EUR', 'Europe/Helsinki'], ['AT', 'EUR', 'Europe/Vienna'],
  ])('%s → %s, %s', (zone, currency, timeZone) => {
    expect(currencyFromPriceZone(zone)).toBe(currency);
    expect(timeZoneFromPriceZone(zone)).toBe(timeZone);
  });

  it('covers every PriceZone', () => {
    for (const zone of PriceZone.options) expect(() => timeZoneFromPriceZone(zone)).not.toThrow();
  });

  it.each(['DK1', 'se3', '', 'DE'])("'%s' → 'LocationToTimeZone not supported for %s'", (code) => {
    for (const fn of [timeZoneFromPriceZone, currencyFromPriceZone]) {
      try {
        fn(code);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(LocationNotSupportedError);
        const err = e as LocationNotSupportedError;
        expect([err.name, err.status, err.key, err.message]).toEqual(['ConfigurationError', 400, 'locationToTimeZoneNotSupported', `LocationToTimeZone not supported for ${code}`]);
      }
    }
  });
});

describe('country → time zone (platform-contract §9), default Stockholm', () => {
  it.each([
    ['Norway', 'Europe/Oslo'], ['Sweden', 'Europe/Stockholm'], ['Finland', 'Europe/Helsinki'], ['Austria', 'Europe/Vienna'], ['Denmark', 'Europe/Stockholm'],
  ])('%s → %s', (country, zone) => {
    expect(timeZoneFromCountry(country)).toBe(zone);
  });
});
