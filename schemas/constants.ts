/**
 * §9 business constants of the three specs (portal §9, platform-contract §9, back-office §9) as
 * typed `as const` values, grouped by what they govern. The client runtime (runtime/client),
 * the formatting rules (runtime/format), the server and both front ends read them from here.
 * Constants that belong to one domain's §5 rule live beside that rule and are re-exported at the
 * end of this file.
 */
import type { Currency, PriceZone, TimeZoneName } from './geography.js';
import { Language } from './core/primitives.js';
import { HOME_PROFILE_LIST_LIMIT, HOME_SIZE, RESIDENTS, WASTEFUL_FACTOR } from './home-profile.js';
import { PIN_LENGTH, MIN_PHONE_IDENTITY_LENGTH, MIN_CUSTOMER_ID_LENGTH, ACCOUNT_EMAIL_MAX_LENGTH, ADMIN_PERSONAL_ID_LENGTH } from './identity.js';
import { INVOICES_DEFAULT_LIMIT, LATEST_INVOICES_COUNT } from './invoice.js';
import { API_TOKEN_NAME_MIN_LENGTH } from './api-token.js';
import { GRAPH_COLOURS } from './settings/theme.js';
import { COPY_PAGE_SIZE, COPY_EXPORT_PAGE_SIZE, COPY_VERSION, PORTAL_COPY_TYPES, COPY_DEFAULT_LANGUAGE } from './copy.js';
import { DEFAULT_MEASUREMENT_DELAY_DAYS } from './settings/feature-flags.js';
import { QueueType } from './job.js';
import { PollingFrequency } from './settings/favorites.js';
import { SpotResolution, INCOMPLETE_DAY_MIN_HOURLY_POINTS, CERTAIN_AT_LEAST } from './measurement.js';
import { IotWeekday } from './iot-devices.js';

/**
 * Constants other domains define beside their §5 rules, re-exported so this file lists every §9
 * value (portal §5, §9; platform-contract §9; back-office §5, §9). Written once, there.
 */
export {
  HOME_PROFILE_LIST_LIMIT, HOME_SIZE, RESIDENTS, WASTEFUL_FACTOR,
  PIN_LENGTH, MIN_PHONE_IDENTITY_LENGTH, MIN_CUSTOMER_ID_LENGTH, ACCOUNT_EMAIL_MAX_LENGTH, ADMIN_PERSONAL_ID_LENGTH,
  INVOICES_DEFAULT_LIMIT, API_TOKEN_NAME_MIN_LENGTH, GRAPH_COLOURS, COPY_PAGE_SIZE, COPY_EXPORT_PAGE_SIZE,
};

/** platform-contract §9 "Time: 1 s = 1000 ms, 15 min, 1 h = 60 min, 1 day, 1 year = 365 days". */
/**
 * An enumeration's values. A call marked pure instead of a property read: a bundle that never reads
 * the constant leaves the constant, and the domain it comes from, out (docs/decisions.md "Portal bundle").
 */
function optionsOf<const T extends readonly string[]>(e: { readonly options: T }): T {
  return e.options;
}
function valuesOf<const T>(e: { readonly enum: T }): T {
  return e.enum;
}

export const TIME = {
  SECOND_MS: 1000,
  MINUTE_S: 60,
  MINUTE_MS: 60 * 1000,
  QUARTER_HOUR_MINUTES: 15,
  QUARTER_HOUR_MS: 15 * 60 * 1000,
  HOUR_MINUTES: 60,
  HOUR_MS: 60 * 60 * 1000,
  DAY_HOURS: 24,
  DAY_S: 24 * 60 * 60,
  DAY_MS: 24 * 60 * 60 * 1000,
  YEAR_DAYS: 365,
  YEAR_S: 365 * 24 * 60 * 60,
  YEAR_MS: 365 * 24 * 60 * 60 * 1000,
} as const;

/** platform-contract §9, portal §9: "more than 50 identical method+URL requests within 10 s". */
export const RATE_LIMIT = {
  /** Requests allowed per method+URL inside one window; the 51st is refused. */
  MAX_REQUESTS: 50,
  WINDOW_MS: 10_000,
} as const;

/** platform-contract §9, portal §9, back-office §9: polling intervals and timeouts. */
export const POLLING = {
  /** Auth polling: 500 ms interval, 600000 ms (10 minutes) timeout. */
  AUTH: { INTERVAL_MS: 500, TIMEOUT_MS: 10 * TIME.MINUTE_MS },
  /** Account-creation polling: 200 ms interval, 10 minutes timeout. */
  ACCOUNT_CREATION: { INTERVAL_MS: 200, TIMEOUT_MS: 10 * TIME.MINUTE_MS },
  /** Generic poll default: 2000 ms interval, 60000 ms timeout. */
  GENERIC: { INTERVAL_MS: 2000, TIMEOUT_MS: TIME.MINUTE_MS },
  /** back-office §9 "Default poll interval 5000 ms" (platform-contract §9 "another helper: 5000 ms"). */
  BACK_OFFICE_DEFAULT_INTERVAL_MS: 5000,
  /** portal §2 Login, §9: the bank-id QR is refreshed every 1000 ms while waiting. */
  QR_REFRESH_MS: 1000,
} as const;

/** portal §4, §9, platform-contract §4: "more than 5184000 s away" is 60 days. */
const RENEWAL_WINDOW_DAYS = 60;

/** portal §4, §9, platform-contract §4, §9: token refresh and renewal; portal §2, §9 welcome cookie. */
export const TOKENS = {
  /** A token with a refresh token is refreshed once it expired MORE than 10 s ago. */
  REFRESH_MARGIN_S: 10,
  /** A USER-scope token without refresh token is renewed when its expiry is more than 60 days (5184000 s) away. */
  RENEWAL_WINDOW_DAYS,
  RENEWAL_WINDOW_S: RENEWAL_WINDOW_DAYS * TIME.DAY_S,
  /** The scope whose tokens are renewed. */
  RENEWAL_SCOPE: 'USER',
  /** New-user welcome cookie lifetime: 31536000 s (1 year). */
  WELCOME_COOKIE_MAX_AGE_S: TIME.YEAR_S,
} as const;

/** portal §5, §9, platform-contract §9, back-office §9: list sizes, chunking and input lengths. */
export const LIMITS = {
  /** portal §9 "Latest-invoices card 3" (invoice.ts LATEST_INVOICES_COUNT). */
  LATEST_INVOICES_CARD: LATEST_INVOICES_COUNT,
  /** platform-contract §9, back-office §9 "Invoices default fetch 24" (invoice.ts). */
  INVOICES_DEFAULT: INVOICES_DEFAULT_LIMIT,
  /** portal §9 "list limit 50". */
  LIST_LIMIT: 50,
  /** portal §9, platform-contract §9 "default chunk 100". */
  DEFAULT_CHUNK_SIZE: 100,
  /** portal §5, §9 "counters below 50": vehicle and gadget lists (home-profile.ts HOME_PROFILE_LIST_LIMIT). */
  COUNTER_BELOW: HOME_PROFILE_LIST_LIMIT,
  /** back-office §9 "Copy list page size: 50. Copy CSV export uses page size 0" (copy.ts). */
  COPY_PAGE_SIZE,
  COPY_EXPORT_PAGE_SIZE,
  /** portal §5, §9 "PIN length 4; minimum identity lengths 8 (phone) and 2" (identity.ts). */
  PIN_LENGTH,
  MIN_PHONE_IDENTITY_LENGTH,
  MIN_CUSTOMER_ID_LENGTH,
  /** portal §5 account email at most 35; admin personal id exactly 12 (identity.ts). */
  ACCOUNT_EMAIL_MAX_LENGTH,
  ADMIN_PERSONAL_ID_LENGTH,
  /** back-office §9 "API token name: min 3 characters" (api-token.ts). */
  API_TOKEN_NAME_MIN_LENGTH,
  /** back-office §9 "Graph shared colours: min 6, max 12" (settings/theme.ts). */
  GRAPH_COLOURS,
  /** portal §5 home profile sliders (home-profile.ts). */
  HOME_SIZE,
  RESIDENTS,
  WASTEFUL_FACTOR,
} as const;

/** platform-contract §9 time zones and their offsets; country → zone; default zone (portal §9 too). */
export const TIME_ZONES = {
  LONDON: 'Europe/London',
  STOCKHOLM: 'Europe/Stockholm',
  OSLO: 'Europe/Oslo',
  HELSINKI: 'Europe/Helsinki',
  VIENNA: 'Europe/Vienna',
  /** "Default zone Stockholm" (a plain value, so reading the constants builds no schema). */
  DEFAULT: 'Europe/Stockholm',
  /** "offsets in minutes London 0, Stockholm 60, Oslo 60, Vienna 60, Helsinki 120" (standard time). */
  OFFSET_MINUTES: {
    'Europe/London': 0,
    'Europe/Stockholm': 60,
    'Europe/Oslo': 60,
    'Europe/Vienna': 60,
    'Europe/Helsinki': 120,
  },
  /** "Country to zone: Norway Oslo, Sweden Stockholm, Finland Helsinki, Austria Vienna". */
  BY_COUNTRY: {
    Norway: 'Europe/Oslo',
    Sweden: 'Europe/Stockholm',
    Finland: 'Europe/Helsinki',
    Austria: 'Europe/Vienna',
  },
} as const satisfies {
  readonly LONDON: TimeZoneName; readonly STOCKHOLM: TimeZoneName; readonly OSLO: TimeZoneName;
  readonly HELSINKI: TimeZoneName; readonly VIENNA: TimeZoneName; readonly DEFAULT: TimeZoneName;
  readonly OFFSET_MINUTES: Readonly<Record<TimeZoneName, number>>;
  readonly BY_COUNTRY: Readonly<Record<string, TimeZoneName>>;
};

/**
 * back-office §9 "Price zone time zones: SE Stockholm, NO Oslo, FI Helsinki, AT Vienna. Currencies:
 * SEK, NOK, EUR (FI, AT)", platform-contract §1: keyed by the price zone's two-letter prefix.
 */
export const PRICE_ZONE_PREFIXES = {
  SE: { timeZone: TIME_ZONES.BY_COUNTRY.Sweden, currency: 'SEK' },
  NO: { timeZone: TIME_ZONES.BY_COUNTRY.Norway, currency: 'NOK' },
  FI: { timeZone: TIME_ZONES.BY_COUNTRY.Finland, currency: 'EUR' },
  AT: { timeZone: TIME_ZONES.BY_COUNTRY.Austria, currency: 'EUR' },
} as const satisfies Readonly<Record<string, { readonly timeZone: TimeZoneName; readonly currency: Currency }>>;
export type PriceZonePrefix = keyof typeof PRICE_ZONE_PREFIXES;
/** Every price zone starts with one of the prefixes above (fails to compile otherwise). */
const _everyPriceZoneHasAPrefix: PriceZone extends `${PriceZonePrefix}${string}` ? true : false = true;

/** platform-contract §9, back-office §9 "Locale map: sv-SE, en-GB, nb-NO, nn-NO, fi-FI, de-AT", in that order. */
const LOCALE_BY_LANGUAGE = { sv: 'sv-SE', en: 'en-GB', nb: 'nb-NO', nn: 'nn-NO', fi: 'fi-FI', de: 'de-AT' } as const;

/** platform-contract §9, back-office §9 "Locale map: sv-SE, en-GB, nb-NO, nn-NO, fi-FI, de-AT"; portal §9 languages. */
export const LOCALES = {
  ALL: Object.values(LOCALE_BY_LANGUAGE),
  BY_LANGUAGE: LOCALE_BY_LANGUAGE,
  /** portal §9 "Languages available: en, sv, nb, nn (plus fi, de in some configurations)". */
  PORTAL_LANGUAGES: ['en', 'sv', 'nb', 'nn'],
  PORTAL_OPTIONAL_LANGUAGES: ['fi', 'de'],
  /** portal §9 "analysis dates in Swedish language". */
  ANALYSIS_DATE_LANGUAGE: 'sv',
} as const satisfies {
  readonly ALL: readonly string[];
  readonly BY_LANGUAGE: Readonly<Record<Language, string>>;
  readonly PORTAL_LANGUAGES: readonly Language[];
  readonly PORTAL_OPTIONAL_LANGUAGES: readonly Language[];
  readonly ANALYSIS_DATE_LANGUAGE: Language;
};
export type Locale = (typeof LOCALES.ALL)[number];

/** back-office §1, §9 "Languages: en, sv, nb, nn, fi, de" (core/primitives.ts Language). */
export const LANGUAGES = /* @__PURE__ */ optionsOf(Language);

/**
 * portal §2 Account settings, back-office §1: the languages by name, as the language dropdown
 * offers them ("English, Swedish, Norwegian Bokmål, Norwegian Nynorsk, Finnish, German").
 */
export const LANGUAGE_NAMES = {
  en: 'English', sv: 'Swedish', nb: 'Norwegian Bokmål', nn: 'Norwegian Nynorsk', fi: 'Finnish', de: 'German',
} as const satisfies Readonly<Record<Language, string>>;

/** One language's separators (platform-contract §9 "Separators"). */
export interface Separators {
  readonly thousands: string;
  readonly decimal: string;
  readonly date: string;
  readonly time: string;
  readonly hour12: boolean;
}

/**
 * platform-contract §9 "Separators: English comma thousands, dot decimals, slash dates, colon time,
 * 12-hour AM/PM; English separators used for EUR. Swedish, Norwegian, Finnish, German: non-breaking
 * space thousands, comma decimals; date separator dash for Swedish, dot for others; time separator
 * dot for Finnish and German, colon otherwise. Invalid date placeholder 'Invalid Date'."
 */
export const SEPARATORS = {
  en: { thousands: ',', decimal: '.', date: '/', time: ':', hour12: true },
  sv: { thousands: '\u00a0', decimal: ',', date: '-', time: ':', hour12: false },
  nb: { thousands: '\u00a0', decimal: ',', date: '.', time: ':', hour12: false },
  nn: { thousands: '\u00a0', decimal: ',', date: '.', time: ':', hour12: false },
  fi: { thousands: '\u00a0', decimal: ',', date: '.', time: '.', hour12: false },
  de: { thousands: '\u00a0', decimal: ',', date: '.', time: '.', hour12: false },
} as const satisfies Readonly<Record<Language, Separators>>;

/** platform-contract §9 "English separators used for EUR" amounts. */
export const EUR_SEPARATOR_LANGUAGE = 'en' as const satisfies Language;
/** platform-contract §9 "Invalid date placeholder 'Invalid Date'". */
export const INVALID_DATE = 'Invalid Date';
/** The 12-hour clock markers of the English time format (platform-contract §9 "12-hour AM/PM"). */
export const AM_PM = ['AM', 'PM'] as const;

/** portal §9, platform-contract §9 "Spot price resolutions: 15m, hour, day". */
export const SPOT_RESOLUTIONS = /* @__PURE__ */ optionsOf(SpotResolution);

/** portal §9 "Units: kWh, gCO2, kr, °C, %, kr/kWh, gCO2/kWh, m³" (platform-contract §9 lists the first five). */
export const UNITS = {
  KWH: 'kWh',
  GCO2: 'gCO2',
  KR: 'kr',
  CELSIUS: '°C',
  PERCENT: '%',
  KR_PER_KWH: 'kr/kWh',
  GCO2_PER_KWH: 'gCO2/kWh',
  CUBIC_METRE: 'm³',
} as const;
export type Unit = (typeof UNITS)[keyof typeof UNITS];

/**
 * Units the value formatting rules produce (platform-contract §9 "CO2 shown in kg above 1000 g; W in
 * kW above 1000; money in minor units (öre, øre, cent)"). Labels: docs/decisions.md
 * "Formatted units".
 */
export const FORMAT_UNITS = {
  G: 'g',
  KG: 'kg',
  W: 'W',
  KW: 'kW',
  MINOR: { SEK: 'öre', NOK: 'øre', EUR: 'cent' },
  MAJOR: { SEK: 'kr', NOK: 'kr', EUR: '€' },
} as const satisfies { readonly MINOR: Readonly<Record<Currency, string>>; readonly MAJOR: Readonly<Record<Currency, string>>; readonly [k: string]: unknown };

/** platform-contract §9, portal §9 "Value formatting" thresholds and decimals. */
export const VALUE_FORMAT = {
  /** CO2 shown in kg above 1000 g. */
  CO2_KG_ABOVE_G: 1000,
  /** W shown in kW above 1000. */
  KW_ABOVE_W: 1000,
  /** Money shown in minor units when below 1. */
  MINOR_UNITS_BELOW: 1,
  MINOR_UNIT_DECIMALS: { SEK: 0, NOK: 0, EUR: 2 },
  MINOR_UNITS_PER_MAJOR: 100,
  /** Money 2 decimals, 0 above 100. */
  MONEY_DECIMALS: 2,
  MONEY_ZERO_DECIMALS_ABOVE: 100,
  /** kW 2 decimals. */
  KW_DECIMALS: 2,
  /** Water and waste 0 decimals. */
  WATER_DECIMALS: 0,
  WASTE_DECIMALS: 0,
  /** Other values: 0 decimals above 10, else 1. */
  OTHER_ZERO_DECIMALS_ABOVE: 10,
  OTHER_DECIMALS: 1,
  /** Percent: 2 decimals below 1, 1 decimal up to 10, 0 above (docs/decisions.md "Percent decimals"). */
  PERCENT_TWO_DECIMALS_BELOW: 1,
  PERCENT_ZERO_DECIMALS_ABOVE: 10,
} as const satisfies { readonly MINOR_UNIT_DECIMALS: Readonly<Record<Currency, number>>; readonly [k: string]: unknown };

/** portal §9, platform-contract §9 "Year view 12 months; years view 5; hour view 4 quarters"; icons and slots. */
export const VIEWS = {
  YEAR_MONTHS: 12,
  YEARS: 5,
  HOUR_QUARTERS: 4,
  /** portal §9 "quarter-hour icon angles 0, 90, 180, 270". */
  QUARTER_HOUR_ICON_ANGLES: [0, 90, 180, 270],
  /** portal §9 "15-minute slots". */
  SLOT_MINUTES: 15,
} as const;

/** portal §9 "Hover debounce 1000 ms; resize debounce 200 ms" (back-office §9 resize debounce 200 ms). */
export const DEBOUNCE = {
  HOVER_MS: 1000,
  RESIZE_MS: 200,
} as const;

/** portal §9 "Measurement delay default 1 day (another reading: 2 days)". */
export const MEASUREMENT = {
  DEFAULT_DELAY_DAYS: DEFAULT_MEASUREMENT_DELAY_DAYS,
  OTHER_READING_DELAY_DAYS: 2,
  /** portal §4, §9, platform-contract §4: the last day is dropped when it has fewer than 5 hourly points. */
  INCOMPLETE_DAY_MIN_HOURLY_POINTS,
  /** portal §9 "measured data is certain when certainty is absent or at least 1". */
  CERTAIN_AT_LEAST,
} as const;

/** portal §9 "Currency NOK" (the portal's configured currency; docs/decisions.md "Portal currency"). */
export const PORTAL_CURRENCY = 'NOK' as const satisfies Currency;

/**
 * portal §9, platform-contract §9 "Chart axis steps: 50 (range ≥100), 25 (≥50), 10 (≥20), 5 (≥10),
 * 2 (≥4), 0.5 (≥1), else 0.1; three steps per chart". Rows are checked top to bottom.
 */
export const CHART = {
  AXIS_STEPS: [
    { minRange: 100, step: 50 },
    { minRange: 50, step: 25 },
    { minRange: 20, step: 10 },
    { minRange: 10, step: 5 },
    { minRange: 4, step: 2 },
    { minRange: 1, step: 0.5 },
  ],
  /** The step when the range is below every row. */
  SMALLEST_STEP: 0.1,
  STEPS_PER_CHART: 3,
  /** platform-contract §9 "Valley thresholds split the range into thirds". */
  VALLEY_PARTS: 3,
} as const;

/** portal §9, platform-contract §9 export columns, exact strings, in order. */
export const EXPORT_COLUMNS = [
  'Date',
  'Consumption (kWh)',
  'Production (kWh)',
  'Water (m³)',
  'Cost (kr)',
  'CO2 emissions (g)',
  'Spot price (kr/kWh)',
  'CO2 emissions (g/kWh)',
  'Average temperature (°C)',
] as const;

/** portal §7 "Translation copy for groups shared, my-pages and chat, language default en, version v3.0"; platform-contract §9. */
export const COPY_GROUPS = {
  /** copy.ts COPY_VERSION. */
  VERSION: COPY_VERSION,
  /** copy.ts PORTAL_COPY_TYPES. */
  GROUPS: PORTAL_COPY_TYPES,
  DEFAULT_LANGUAGE: COPY_DEFAULT_LANGUAGE,
} as const satisfies { readonly VERSION: string; readonly GROUPS: readonly string[]; readonly DEFAULT_LANGUAGE: Language };

/** portal §7, §9, platform-contract §9 "Organisation constant BRIGHT". */
export const ORGANISATION = 'BRIGHT' as const;

/** platform-contract §3, §9, back-office §9 "Night-settings weekday numbering: Monday 0 to Sunday 6" (iot-devices.ts IotWeekday). */
export const WEEKDAYS = /* @__PURE__ */ valuesOf(IotWeekday);

/** back-office §3, §9 "Custom favorite polling: once, occasionally, often" (settings/favorites.ts PollingFrequency). */
export const CUSTOM_FAVORITE_POLLING = /* @__PURE__ */ optionsOf(PollingFrequency);

/** back-office §3, §9 "Queue types: account, iot, data, report, secrets" (job.ts QueueType). */
export const QUEUE_TYPES = /* @__PURE__ */ optionsOf(QueueType);

/**
 * platform-contract §7, portal §7: "All calls send JSON with request id, session id, app version and,
 * when signed in, a bearer access token". Header names are ours (docs/decisions.md
 * "Request headers"); the client sends them and the server reads them from here.
 */
export const HEADERS = {
  REQUEST_ID: 'X-Request-Id',
  SESSION_ID: 'X-Session-Id',
  APP_VERSION: 'X-App-Version',
  AUTHORIZATION: 'Authorization',
  CONTENT_TYPE: 'Content-Type',
  ACCEPT: 'Accept',
  /** `Authorization: Bearer <accessToken>`. */
  BEARER_PREFIX: 'Bearer ',
  JSON: 'application/json',
} as const;
