import { describe, it, expect } from 'vitest';
import {
  CHART, COPY_GROUPS, DEBOUNCE, EXPORT_COLUMNS, HEADERS, LIMITS, LOCALES, MEASUREMENT, ORGANISATION, POLLING, PORTAL_CURRENCY,
  PRICE_ZONE_PREFIXES, RATE_LIMIT, SEPARATORS, SPOT_RESOLUTIONS, TIME, TIME_ZONES, TOKENS, UNITS, VIEWS, WEEKDAYS, INVALID_DATE,
  VALUE_FORMAT, FORMAT_UNITS, QUEUE_TYPES,
} from './constants.js';
import { Language } from './core/primitives.js';
import { TimeZoneName } from './geography.js';

describe('§9 constants, value for value', () => {
  it.each([
    ['rate limit requests', RATE_LIMIT.MAX_REQUESTS, 50],
    ['rate limit window', RATE_LIMIT.WINDOW_MS, 10_000],
    ['auth polling interval', POLLING.AUTH.INTERVAL_MS, 500],
    ['auth polling timeout', POLLING.AUTH.TIMEOUT_MS, 600_000],
    ['account creation interval', POLLING.ACCOUNT_CREATION.INTERVAL_MS, 200],
    ['account creation timeout (10 min)', POLLING.ACCOUNT_CREATION.TIMEOUT_MS, 600_000],
    ['generic poll interval', POLLING.GENERIC.INTERVAL_MS, 2000],
    ['generic poll timeout', POLLING.GENERIC.TIMEOUT_MS, 60_000],
    ['back-office default poll interval', POLLING.BACK_OFFICE_DEFAULT_INTERVAL_MS, 5000],
    ['QR refresh', POLLING.QR_REFRESH_MS, 1000],
    ['refresh margin', TOKENS.REFRESH_MARGIN_S, 10],
    ['renewal window (s)', TOKENS.RENEWAL_WINDOW_S, 5_184_000],
    ['renewal window = 60 days', TOKENS.RENEWAL_WINDOW_DAYS * TIME.DAY_S, TOKENS.RENEWAL_WINDOW_S],
    ['welcome cookie (1 year)', TOKENS.WELCOME_COOKIE_MAX_AGE_S, 31_536_000],
    ['welcome cookie = 365 days', TIME.YEAR_S, TOKENS.WELCOME_COOKIE_MAX_AGE_S],
    ['latest-invoices card', LIMITS.LATEST_INVOICES_CARD, 3],
    ['list limit', LIMITS.LIST_LIMIT, 50],
    ['default chunk', LIMITS.DEFAULT_CHUNK_SIZE, 100],
    ['counters below', LIMITS.COUNTER_BELOW, 50],
    ['invoices default', LIMITS.INVOICES_DEFAULT, 24],
    ['copy page', LIMITS.COPY_PAGE_SIZE, 50],
    ['copy export page', LIMITS.COPY_EXPORT_PAGE_SIZE, 0],
    ['PIN length', LIMITS.PIN_LENGTH, 4],
    ['phone identity min', LIMITS.MIN_PHONE_IDENTITY_LENGTH, 8],
    ['customer id min', LIMITS.MIN_CUSTOMER_ID_LENGTH, 2],
    ['account email max', LIMITS.ACCOUNT_EMAIL_MAX_LENGTH, 35],
    ['admin personal id', LIMITS.ADMIN_PERSONAL_ID_LENGTH, 12],
    ['API token name min', LIMITS.API_TOKEN_NAME_MIN_LENGTH, 3],
    ['1 s', TIME.SECOND_MS, 1000],
    ['15 min', TIME.QUARTER_HOUR_MINUTES, 15],
    ['1 h', TIME.HOUR_MINUTES, 60],
    ['1 day (ms)', TIME.DAY_MS, 86_400_000],
    ['1 year', TIME.YEAR_DAYS, 365],
    ['year view', VIEWS.YEAR_MONTHS, 12],
    ['years view', VIEWS.YEARS, 5],
    ['hour view quarters', VIEWS.HOUR_QUARTERS, 4],
    ['hover debounce', DEBOUNCE.HOVER_MS, 1000],
    ['resize debounce', DEBOUNCE.RESIZE_MS, 200],
    ['measurement delay', MEASUREMENT.DEFAULT_DELAY_DAYS, 1],
    ['another reading delay', MEASUREMENT.OTHER_READING_DELAY_DAYS, 2],
    ['incomplete day', MEASUREMENT.INCOMPLETE_DAY_MIN_HOURLY_POINTS, 5],
    ['certain at least', MEASUREMENT.CERTAIN_AT_LEAST, 1],
    ['steps per chart', CHART.STEPS_PER_CHART, 3],
    ['smallest axis step', CHART.SMALLEST_STEP, 0.1],
    ['CO2 kg above', VALUE_FORMAT.CO2_KG_ABOVE_G, 1000],
    ['kW above', VALUE_FORMAT.KW_ABOVE_W, 1000],
    ['money 0 decimals above', VALUE_FORMAT.MONEY_ZERO_DECIMALS_ABOVE, 100],
    ['other 0 decimals above', VALUE_FORMAT.OTHER_ZERO_DECIMALS_ABOVE, 10],
  ])('%s = %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['quarter-hour icon angles', VIEWS.QUARTER_HOUR_ICON_ANGLES, [0, 90, 180, 270]],
    ['spot resolutions', SPOT_RESOLUTIONS, ['15m', 'hour', 'day']],
    ['units', Object.values(UNITS), ['kWh', 'gCO2', 'kr', '°C', '%', 'kr/kWh', 'gCO2/kWh', 'm³']],
    ['locales', LOCALES.ALL, ['sv-SE', 'en-GB', 'nb-NO', 'nn-NO', 'fi-FI', 'de-AT']],
    ['portal languages', LOCALES.PORTAL_LANGUAGES, ['en', 'sv', 'nb', 'nn']],
    ['copy groups', COPY_GROUPS.GROUPS, ['shared', 'my-pages', 'chat']],
    ['minor units', FORMAT_UNITS.MINOR, { SEK: 'öre', NOK: 'øre', EUR: 'cent' }],
    ['minor unit decimals', VALUE_FORMAT.MINOR_UNIT_DECIMALS, { SEK: 0, NOK: 0, EUR: 2 }],
    ['axis steps', CHART.AXIS_STEPS.map((r) => [r.minRange, r.step]), [[100, 50], [50, 25], [20, 10], [10, 5], [4, 2], [1, 0.5]]],
    ['time zone offsets', TIME_ZONES.OFFSET_MINUTES, { 'Europe/London': 0, 'Europe/Stockholm': 60, 'Europe/Oslo': 60, 'Europe/Vienna': 60, 'Europe/Helsinki': 120 }],
    ['country → zone', TIME_ZONES.BY_COUNTRY, { Norway: 'Europe/Oslo', Sweden: 'Europe/Stockholm', Finland: 'Europe/Helsinki', Austria: 'Europe/Vienna' }],
    ['weekdays', Object.entries(WEEKDAYS), [['monday', 0], ['tuesday', 1], ['wednesday', 2], ['thursday', 3], ['friday', 4], ['saturday', 5], ['sunday', 6]]],
    ['queue types', QUEUE_TYPES, ['account', 'iot', 'data', 'report', 'secrets']],
    ['graph colours', LIMITS.GRAPH_COLOURS, { min: 6, max: 12 }],
    ['home size', LIMITS.HOME_SIZE, { min: 20, max: 300, default: 75 }],
    ['residents', LIMITS.RESIDENTS, { min: 1, max: 20, default: 1 }],
    ['wasteful factor', LIMITS.WASTEFUL_FACTOR, { min: 0.7, max: 1.3, step: 0.1, default: 1 }],
    ['price zone prefixes', PRICE_ZONE_PREFIXES, {
      SE: { timeZone: 'Europe/Stockholm', currency: 'SEK' }, NO: { timeZone: 'Europe/Oslo', currency: 'NOK' },
      FI: { timeZone: 'Europe/Helsinki', currency: 'EUR' }, AT: { timeZone: 'Europe/Vienna', currency: 'EUR' },
    }],
    ['export columns', EXPORT_COLUMNS, [
      'Date', 'Consumption (kWh)', 'Production (kWh)', 'Water (m³)', 'Cost (kr)', 'CO2 emissions (g)', 'Spot price (kr/kWh)',
      'CO2 emissions (g/kWh)', 'Average temperature (°C)',
    ]],
    ['headers', [HEADERS.REQUEST_ID, HEADERS.SESSION_ID, HEADERS.APP_VERSION], ['X-Request-Id', 'X-Session-Id', 'X-App-Version']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['default zone', TIME_ZONES.DEFAULT, 'Europe/Stockholm'],
    ['translation version', COPY_GROUPS.VERSION, 'v3.0'],
    ['translation default language', COPY_GROUPS.DEFAULT_LANGUAGE, 'en'],
    ['organisation', ORGANISATION, 'BRIGHT'],
    ['portal currency', PORTAL_CURRENCY, 'NOK'],
    ['invalid date placeholder', INVALID_DATE, 'Invalid Date'],
    ['renewal scope', TOKENS.RENEWAL_SCOPE, 'USER'],
  ])('%s = %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('every language has a locale and separators; every time zone an offset', () => {
    expect(Object.keys(LOCALES.BY_LANGUAGE).sort()).toEqual([...Language.options].sort());
    expect(Object.keys(SEPARATORS).sort()).toEqual([...Language.options].sort());
    expect(Object.keys(TIME_ZONES.OFFSET_MINUTES).sort()).toEqual([...TimeZoneName.options].sort());
  });
});
