/**
 * Price zones, countries, currencies and time zones (platform-contract §1, §9; back-office §3
 * Segment rule, §9; portal §1, §9). The currency and time zone of a location follow from the
 * prefix of its price zone: SE → SEK, Europe/Stockholm; NO → NOK, Europe/Oslo;
 * FI → EUR, Europe/Helsinki; AT → EUR, Europe/Vienna.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/** The eleven price zones (back-office §3 Segment rule). */
export const PriceZone = z.enum(['SE1', 'SE2', 'SE3', 'SE4', 'NO1', 'NO2', 'NO3', 'NO4', 'NO5', 'FI', 'AT']);
export type PriceZone = z.infer<typeof PriceZone>;

/** Country codes as the portal lists them (portal §3 Enumerations). */
export const CountryCode = z.enum(['sv', 'fi', 'no', 'at']);
export type CountryCode = z.infer<typeof CountryCode>;

/** Currencies (platform-contract §1, portal §3). */
export const Currency = z.enum(['SEK', 'EUR', 'NOK']);
export type Currency = z.infer<typeof Currency>;

/** The five time zones of platform-contract §9, as IANA names. */
export const TimeZoneName = z.enum(['Europe/London', 'Europe/Stockholm', 'Europe/Oslo', 'Europe/Helsinki', 'Europe/Vienna']);
export type TimeZoneName = z.infer<typeof TimeZoneName>;

export const geographyDomain = defineDomain({
  name: 'geography',
  spec: ['platform-contract §1', 'platform-contract §9', 'back-office §3 Segment rule', 'portal §3'],
  enums: { PriceZone, CountryCode, Currency, TimeZoneName },
  entities: {},
});
