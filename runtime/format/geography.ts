/**
 * Currency and time zone of a price zone (platform-contract §1, §8, §9; back-office §8, §9): from
 * the prefix SE → SEK, Europe/Stockholm; NO → NOK, Europe/Oslo; FI → EUR, Europe/Helsinki;
 * AT → EUR, Europe/Vienna. Anything else throws 'LocationToTimeZone not supported for {code}'.
 */
import { PRICE_ZONE_PREFIXES, TIME_ZONES, type PriceZonePrefix } from '../../schemas/constants.js';
import type { Currency, TimeZoneName } from '../../schemas/geography.js';
import { LocationNotSupportedError } from './errors.js';

const PREFIXES = Object.keys(PRICE_ZONE_PREFIXES) as PriceZonePrefix[];

/** The two-letter prefix of a price zone code ('SE3' → 'SE', 'FI' → 'FI'); throws when none matches. */
function priceZonePrefix(code: string): PriceZonePrefix {
  const prefix = PREFIXES.find((p) => code.startsWith(p));
  if (!prefix) throw new LocationNotSupportedError(code);
  return prefix;
}

/** back-office §9 "Price zone time zones: SE Stockholm, NO Oslo, FI Helsinki, AT Vienna". */
export function timeZoneFromPriceZone(code: string): TimeZoneName {
  return PRICE_ZONE_PREFIXES[priceZonePrefix(code)].timeZone;
}

/** back-office §9 "Currencies: SEK, NOK, EUR (FI, AT)" (the same error for an unknown prefix). */
export function currencyFromPriceZone(code: string): Currency {
  return PRICE_ZONE_PREFIXES[priceZonePrefix(code)].currency;
}

/** platform-contract §9 "Country to zone: Norway Oslo, Sweden Stockholm, Finland Helsinki, Austria Vienna"; else the default zone. */
export function timeZoneFromCountry(country: string): TimeZoneName {
  const byCountry: Readonly<Record<string, TimeZoneName>> = TIME_ZONES.BY_COUNTRY;
  return byCountry[country] ?? TIME_ZONES.DEFAULT;
}
