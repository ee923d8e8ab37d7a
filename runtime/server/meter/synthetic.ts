/**
 * The documented generator of the demo tenant's meter and zone data: spot prices, CO2 intensity,
 * power mix, outdoor temperature, household electricity, solar production, water and district heat.
 *
 * Every function is pure: the same arguments always give the same number, so two years can be seeded
 * at once and extended day by day without the days ever disagreeing. Randomness comes from hashes of
 * the inputs (a sha256 of each text seed, mixed with integer time indexes by a murmur-style finaliser),
 * never from Math.random or the clock.
 *
 * Weather. Two slow noises drive everything that should move together for a few days: a "calm" index
 * (little wind, clear sky) and a temperature anomaly. Each is a smooth value noise with knots every
 * few days, mostly shared by all Nordic zones (AT has an Alpine noise of its own, partly shared), plus
 * a smaller part of the zone's own. So neighbouring zones have high-price, cold or sunny spells on
 * the same days, as they do when one weather system covers Scandinavia.
 *
 * Spot price (zone currency per kWh, quarter-hour). yearly level of the zone × season (winter high,
 * summer low) × weather (lognormal in calm and, in winter, cold spells, normalised to mean 1) × a
 * daily shape in local time (night low, morning 7–9 and evening 17–20 peaks, flatter and lower on
 * weekends and holidays, a midday solar dip in summer) × a ±3 % quarter-hour wiggle, so an hour's
 * four quarters differ around the hour's level. A few summer middays in SE, NO and FI go negative.
 *
 * CO2 intensity and power mix. Each country has a gCO2/kWh band (NO 10–30, SE 15–50, FI 50–120,
 * AT 100–250); the place in the band rises with winter and with the hour's price relative to the
 * zone's level, because expensive hours are the ones where thermal plants and imports run. The mix
 * starts from the zone's typical shares (NO hydro; SE1/SE2 hydro and wind; SE3 nuclear; SE4 wind and
 * biomass; FI nuclear, wind, biomass; AT hydro, gas, wind), scales fossil by the same CO2 position,
 * wind by the calm index and solar by the sun, and normalises to 100 %.
 *
 * Outdoor temperature (°C, the zone's main city). yearly mean − amplitude × a cosine with its minimum
 * around 24 January and maximum around 25 July, + a daily cycle (coldest 05, warmest 15 local; larger
 * in summer) + the temperature anomaly (larger in winter). Tromsø (NO4) has the coldest yearly mean and
 * Vienna (AT) the warmest; Luleå (SE1) has the coldest winters.
 *
 * Household load (kWh). A smooth power in kW is evaluated at the middle of each quarter-hour and
 * multiplied by a per-quarter noise; an hour is the sum of its four rounded quarters, so hourly and
 * 15-minute series always agree. The power is: base load (fridges, standby, ventilation) + occupant
 * activity with morning and evening peaks (shifted up to an hour per household; more lighting in
 * winter) + electric hot water + space heating proportional to the area and the heating degrees below
 * 17 °C of a thermally smoothed outdoor temperature (a heat pump divides it by a COP that falls with
 * the cold; district heating puts it on the heat meter instead) + an electric car charging at 11 kW on
 * some evenings. A bakery (business) bakes 03–10 on weekdays and shorter on Saturdays; a cabin keeps
 * frost protection while empty and is lived in on some weekends, the summer holiday, a winter-sports
 * week and Christmas.
 *
 * Solar production (kWh). Sun position from latitude, longitude and date on a 35° south-facing panel,
 * clear-sky transmittance by air mass, a daily clearness from the zone's calm index and a daily draw,
 * and a per-site passing-cloud wiggle per quarter. Calibrated to about 800–1 000 kWh per kWp a year in
 * the Nordic zones (more in Vienna). Zero at night; in Tromsø it does produce at midnight in June.
 *
 * Water (m³). About 0.15 m³ per resident a day, with morning and evening peaks; a day is the sum of
 * its local hours (23 or 25 on daylight-saving days).
 */
import { createHash } from 'node:crypto';
import type { Currency, PriceZone } from '../../../schemas/geography.js';
import type { PowerMix } from '../../../schemas/measurement.js';
import { currencyFromPriceZone, timeZoneFromPriceZone } from '../../format/geography.js';

export type LoadProfile = {
  kind: 'flat' | 'house' | 'cabin' | 'business';
  heating: 'electric' | 'heatPump' | 'district' | 'none';
  residents: number;
  areaM2: number;
  ev?: boolean;
};

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR_DAYS = 365.25;

// ---------------------------------------------------------------------------------------------------
// Deterministic noise

const seeds = new Map<string, number>();

/** A 32-bit seed of a text; sha256 so that similar texts give unrelated seeds. */
function seedOf(text: string): number {
  let seed = seeds.get(text);
  if (seed === undefined) {
    seed = createHash('sha256').update(text).digest().readUInt32BE(0);
    if (seeds.size > 10_000) seeds.clear();
    seeds.set(text, seed);
  }
  return seed;
}

/** A number in [0, 1) fixed by a seed and integer indexes (murmur3 mixing: cheap enough for a year of quarters). */
function unit(seed: number, ...values: number[]): number {
  let h = seed | 0;
  for (const value of values) {
    let v = Math.imul(value | 0, 0xcc9e2d51);
    v = Math.imul((v << 15) | (v >>> 17), 0x1b873593);
    h ^= v;
    h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}

/** Roughly standard normal (sum of four uniforms): bounded, so no freak values. */
function gauss(seed: number, index: number): number {
  return (unit(seed, index, 1) + unit(seed, index, 2) + unit(seed, index, 3) + unit(seed, index, 4) - 2) * Math.sqrt(3);
}

/** Value noise over time in days, knots every `periodDays`, smoothstep between them. */
function smoothNoise(seed: number, days: number, periodDays: number): number {
  const x = days / periodDays;
  const k = Math.floor(x);
  const f = x - k;
  const s = f * f * (3 - 2 * f);
  const a = gauss(seed, k);
  return a + (gauss(seed, k + 1) - a) * s;
}

/** The 24 orders of four quarters. */
const ORDERS: readonly (readonly number[])[] = [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].filter((b) => b !== a).flatMap((b) =>
  [0, 1, 2, 3].filter((c) => c !== a && c !== b).map((c) => [a, b, c, 6 - a - b - c])));

/**
 * A factor 1 ± `spread` for a quarter-hour. The four quarters of an hour take four levels two thirds
 * of the spread apart, in an order drawn per hour, plus a smaller free jitter: random looking, yet the
 * quarters of a flat hour stay apart after rounding (free noise alone often rounds four small values equal).
 */
function quarterFactor(seed: number, quarterIndex: number, spread: number): number {
  const order = ORDERS[Math.floor(unit(seed, 1, Math.floor(quarterIndex / 4)) * 24)] ?? [0, 1, 2, 3];
  const level = ((order[quarterIndex % 4] ?? 0) - 1.5) / 1.5;
  return 1 + spread * (level + 0.2 * (2 * unit(seed, 2, quarterIndex) - 1));
}

const round = (value: number, digits: number): number => {
  const r = Math.round(value * 10 ** digits) / 10 ** digits;
  return r === 0 ? 0 : r; // no -0 in stored data
};

const clamp = (value: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, value));

// ---------------------------------------------------------------------------------------------------
// Local time

interface LocalHour {
  /** Days since 1970-01-01 of the local date. */
  dayIndex: number;
  /** 0-based day of the local year. */
  dayOfYear: number;
  month: number;
  dayOfMonth: number;
  hour: number;
  /** Monday 0. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per time zone and UTC day: the offset (ms) when it holds all day, or per hour on a change day. */
const dayOffsets = new Map<string, Map<number, number | number[]>>();

/** Milliseconds `timeZone` is ahead of UTC at `at` (whole seconds), from Intl. */
function formattedOffset(at: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const p = Object.fromEntries(formatter.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The offset of `timeZone` in the hour starting at `hourStart`. Formatting every hour of two years
 * is slow, so each UTC day is asked twice and only a day whose offset changes is asked hour by hour.
 */
function offsetAt(hourStart: number, timeZone: string): number {
  let days = dayOffsets.get(timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map()));
  const day = Math.floor(hourStart / DAY);
  let offsets = days.get(day);
  if (offsets === undefined) {
    const first = formattedOffset(day * DAY, timeZone);
    const last = formattedOffset(day * DAY + 23 * HOUR, timeZone);
    offsets = first === last ? first : Array.from({ length: 24 }, (_, h) => formattedOffset(day * DAY + h * HOUR, timeZone));
    if (days.size > 50_000) days.clear();
    days.set(day, offsets);
  }
  return typeof offsets === 'number' ? offsets : (offsets[Math.floor((hourStart - day * DAY) / HOUR)] ?? 0);
}

/**
 * The local calendar hour of `at`. All four zones' offsets are whole hours, so the minutes are the
 * UTC minutes and one offset per hour serves all its quarters.
 */
function localHour(at: Date, timeZone: string): LocalHour {
  const hourStart = Math.floor(at.getTime() / HOUR) * HOUR;
  const local = new Date(hourStart + offsetAt(hourStart, timeZone));
  const dayIndex = Math.floor(local.getTime() / DAY);
  return {
    dayIndex,
    dayOfYear: dayIndex - Date.UTC(local.getUTCFullYear(), 0, 1) / DAY,
    month: local.getUTCMonth() + 1,
    dayOfMonth: local.getUTCDate(),
    hour: local.getUTCHours(),
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

const fractionalHour = (at: Date, local: LocalHour): number => local.hour + at.getUTCMinutes() / 60 + at.getUTCSeconds() / 3600;

/** Public holidays most of the four countries share (fixed dates only): priced and lived like Sundays. */
const HOLIDAYS = new Set(['1-1', '1-6', '5-1', '12-24', '12-25', '12-26', '12-31']);
const isHoliday = (local: LocalHour): boolean => HOLIDAYS.has(`${local.month}-${local.dayOfMonth}`);
const isDayOff = (local: LocalHour): boolean => local.weekday >= 5 || isHoliday(local);

/** 1 in mid-January, 0 in mid-July: the season of heating, lighting and expensive power. */
const winterOf = (local: LocalHour): number => (1 + Math.cos((2 * Math.PI * (local.dayOfYear - 15)) / YEAR_DAYS)) / 2;

const daysOf = (at: Date): number => at.getTime() / DAY;
const floorTo = (at: Date, ms: number): Date => new Date(Math.floor(at.getTime() / ms) * ms);

// ---------------------------------------------------------------------------------------------------
// Zones

type Source = 'biomass' | 'coal' | 'gas' | 'hydro' | 'nuclear' | 'solar' | 'wind';

interface ZoneModel {
  /** Yearly average spot price, zone currency per kWh. */
  price: number;
  /** Winter/summer swing of the price around its level. */
  season: number;
  /** How deep the daily price shape is (thin grids with little hydro swing more). */
  peak: number;
  /** Spread of the weather factor of the price. */
  volatility: number;
  co2: readonly [number, number];
  /** The main city: latitude, longitude, yearly mean °C, seasonal amplitude, half the daily range. */
  city: { lat: number; lon: number; mean: number; amplitude: number; daily: number };
  mix: Partial<Record<Source, number>>;
  region: 'nordic' | 'alpine';
}

const NO_CO2 = [10, 30] as const;
const SE_CO2 = [15, 50] as const;
const NO_MIX = { hydro: 89, wind: 9, gas: 1, biomass: 0.7, solar: 0.3 };

const ZONES: Readonly<Record<PriceZone, ZoneModel>> = {
  SE1: { price: 0.3, season: 0.35, peak: 0.12, volatility: 0.5, co2: SE_CO2, region: 'nordic',
    city: { lat: 65.58, lon: 22.15, mean: 3.2, amplitude: 13.5, daily: 3 }, mix: { hydro: 75, wind: 22, biomass: 2.5, solar: 0.5 } },
  SE2: { price: 0.32, season: 0.35, peak: 0.12, volatility: 0.5, co2: SE_CO2, region: 'nordic',
    city: { lat: 62.39, lon: 17.31, mean: 4.5, amplitude: 11.5, daily: 3.5 }, mix: { hydro: 65, wind: 30, biomass: 4.5, solar: 0.5 } },
  SE3: { price: 0.6, season: 0.4, peak: 0.3, volatility: 0.5, co2: SE_CO2, region: 'nordic',
    city: { lat: 59.33, lon: 18.07, mean: 8, amplitude: 10, daily: 3.5 }, mix: { nuclear: 55, hydro: 15, wind: 16, biomass: 10, solar: 3, gas: 1 } },
  SE4: { price: 0.9, season: 0.35, peak: 0.35, volatility: 0.45, co2: SE_CO2, region: 'nordic',
    city: { lat: 55.6, lon: 13.0, mean: 9.5, amplitude: 8.5, daily: 3 }, mix: { wind: 45, biomass: 22, hydro: 12, solar: 9, gas: 4, coal: 1 } },
  NO1: { price: 0.75, season: 0.3, peak: 0.22, volatility: 0.4, co2: NO_CO2, region: 'nordic',
    city: { lat: 59.91, lon: 10.75, mean: 6.5, amplitude: 10.5, daily: 3.5 }, mix: NO_MIX },
  NO2: { price: 0.8, season: 0.3, peak: 0.22, volatility: 0.4, co2: NO_CO2, region: 'nordic',
    city: { lat: 58.15, lon: 8.0, mean: 8, amplitude: 8.5, daily: 3 }, mix: NO_MIX },
  NO3: { price: 0.3, season: 0.3, peak: 0.1, volatility: 0.5, co2: NO_CO2, region: 'nordic',
    city: { lat: 63.43, lon: 10.4, mean: 6, amplitude: 8.5, daily: 2.5 }, mix: { ...NO_MIX, hydro: 85, wind: 13 } },
  NO4: { price: 0.25, season: 0.3, peak: 0.08, volatility: 0.5, co2: NO_CO2, region: 'nordic',
    city: { lat: 69.65, lon: 18.96, mean: 2.8, amplitude: 8.2, daily: 1.5 }, mix: { ...NO_MIX, hydro: 86, wind: 12 } },
  NO5: { price: 0.7, season: 0.3, peak: 0.2, volatility: 0.4, co2: NO_CO2, region: 'nordic',
    city: { lat: 60.39, lon: 5.32, mean: 8.5, amplitude: 6.5, daily: 2.5 }, mix: { ...NO_MIX, hydro: 93, wind: 5 } },
  FI: { price: 0.06, season: 0.4, peak: 0.35, volatility: 0.55, co2: [50, 120], region: 'nordic',
    city: { lat: 60.17, lon: 24.94, mean: 7, amplitude: 11, daily: 3 }, mix: { nuclear: 35, wind: 25, biomass: 17, hydro: 15, solar: 2, coal: 3, gas: 3 } },
  AT: { price: 0.1, season: 0.25, peak: 0.3, volatility: 0.3, co2: [100, 250], region: 'alpine',
    city: { lat: 48.21, lon: 16.37, mean: 11, amplitude: 10.5, daily: 4.5 }, mix: { hydro: 58, gas: 15, wind: 13, biomass: 6, solar: 6, coal: 2 } },
};

/** The currency `spotPrice` is in (SEK, NOK or EUR per kWh). */
export function spotPriceCurrency(zone: PriceZone): Currency {
  return currencyFromPriceZone(zone);
}

// ---------------------------------------------------------------------------------------------------
// Weather

const ZONE_NAMES = Object.keys(ZONES) as PriceZone[];

/** The seeds of one weather channel: the Nordic slow and fast parts, the Alpine part, each zone's own. */
function channelSeeds(channel: string): { nordic: number; fast: number; alpine: number; own: Record<PriceZone, number> } {
  const own = Object.fromEntries(ZONE_NAMES.map((zone) => [zone, seedOf(`${channel}:${zone}`)])) as Record<PriceZone, number>;
  return { nordic: seedOf(`${channel}:nordic`), fast: seedOf(`${channel}:nordic-fast`), alpine: seedOf(`${channel}:alpine`), own };
}

const CALM = channelSeeds('calm');
const TEMPERATURE = channelSeeds('temperature');
const QUARTER_SEEDS = channelSeeds('quarter').own;
const CO2_SEEDS = channelSeeds('co2').own;
const CLOUD_SEEDS = channelSeeds('cloud').own;
const SURPLUS_SEEDS = channelSeeds('surplus');

/** A weather noise of a channel: mostly the region's (shared by neighbours), partly the zone's own. */
function regionalNoise(seeds: typeof CALM, zone: PriceZone, days: number): number {
  const nordic = 0.8 * smoothNoise(seeds.nordic, days, 5) + 0.45 * smoothNoise(seeds.fast, days, 2);
  const own = 0.4 * smoothNoise(seeds.own[zone], days, 3);
  if (ZONES[zone].region === 'nordic') return nordic + own;
  return 0.35 * nordic + 0.85 * smoothNoise(seeds.alpine, days, 4) + own;
}

/** Positive when calm and clear (little wind, much sun), about standard normal. */
const calmIndex = (zone: PriceZone, days: number): number => regionalNoise(CALM, zone, days);

let lastAnomaly = { zone: '', days: NaN, value: 0 };

/** Positive when warmer than usual for the season, about standard normal (a load asks it thrice per quarter: kept once). */
function temperatureAnomaly(zone: PriceZone, days: number): number {
  if (lastAnomaly.zone !== zone || lastAnomaly.days !== days) lastAnomaly = { zone, days, value: regionalNoise(TEMPERATURE, zone, days) };
  return lastAnomaly.value;
}

/** The seasonal and weather part of the temperature, without the daily cycle (what buildings feel). */
function dailyMeanTemperature(zone: PriceZone, at: Date, local: LocalHour): number {
  const { mean, amplitude } = ZONES[zone].city;
  const seasonal = mean - amplitude * Math.cos((2 * Math.PI * (local.dayOfYear + local.hour / 24 - 24)) / YEAR_DAYS);
  return seasonal + (2.5 + 2.5 * winterOf(local)) * temperatureAnomaly(zone, daysOf(at));
}

/** −1 at 05 and +1 at 15 local: a faster morning rise than evening fall. */
function diurnal(hour: number): number {
  const h = (hour - 5 + 24) % 24;
  return h <= 10 ? -Math.cos((Math.PI * h) / 10) : Math.cos((Math.PI * (h - 10)) / 14);
}

/** Outdoor temperature (°C) of the zone's main city at `at`, one decimal. */
export function outdoorTemperature(zone: PriceZone, at: Date): number {
  return round(temperatureAt(zone, at), 1);
}

function temperatureAt(zone: PriceZone, at: Date): number {
  const local = localHour(at, timeZoneFromPriceZone(zone));
  const dailyHalfRange = ZONES[zone].city.daily * (0.45 + 0.55 * (1 - winterOf(local)));
  return dailyMeanTemperature(zone, at, local) + dailyHalfRange * diurnal(fractionalHour(at, local));
}

// ---------------------------------------------------------------------------------------------------
// Spot price

/** Weekday price shape by local hour, before centring: night trough, morning and evening peaks. */
const WEEKDAY_PRICE = [-0.5, -0.65, -0.75, -0.8, -0.7, -0.4, 0.2, 0.8, 0.9, 0.6, 0.3, 0.1, 0, -0.1, -0.05, 0.1, 0.4, 0.85, 1, 0.9, 0.55, 0.2, -0.1, -0.35];
const WEEKDAY_MEAN = WEEKDAY_PRICE.reduce((a, b) => a + b, 0) / 24;
/** Weekends and holidays: lower and flatter; weekdays are lifted so that a week averages 1. */
const DAY_OFF_LEVEL = 0.88;
const WEEKDAY_LEVEL = 7 / (5 + 2 * DAY_OFF_LEVEL);

function dailyPriceShape(zone: PriceZone, local: LocalHour): number {
  const shape = (WEEKDAY_PRICE[local.hour] ?? 0) - WEEKDAY_MEAN;
  const summer = 1 - winterOf(local);
  // Solar pushes summer middays down; the morning and evening shoulders take it back.
  const solarDip = local.hour >= 10 && local.hour <= 15 ? -0.25 * summer : (local.hour >= 17 && local.hour <= 20 ? 0.375 * summer : 0);
  const { peak } = ZONES[zone];
  return isDayOff(local)
    ? DAY_OFF_LEVEL * WEEKDAY_LEVEL * (1 + 0.6 * peak * shape + 0.5 * peak * solarDip)
    : WEEKDAY_LEVEL * (1 + peak * shape + 0.5 * peak * solarDip);
}

/** Variance of the weather index, so that the lognormal factor has mean 1. */
const PRICE_WEATHER_VARIANCE = 0.75;

function priceWeather(zone: PriceZone, at: Date, local: LocalHour): number {
  const days = daysOf(at);
  // Calm days lack wind; cold winter spells add demand: both lift prices across the region.
  const index = 0.85 * calmIndex(zone, days) - 0.5 * winterOf(local) * temperatureAnomaly(zone, days);
  const sigma = ZONES[zone].volatility;
  return Math.exp(sigma * index - (sigma * sigma * PRICE_WEATHER_VARIANCE) / 2);
}

/** A handful of windy, sunny summer middays a year where SE, NO and FI prices dip below zero. */
function negativePrice(zone: PriceZone, local: LocalHour): number | undefined {
  if (zone === 'AT' || local.month < 5 || local.month > 8 || local.hour < 11 || local.hour > 14) return undefined;
  if (unit(SURPLUS_SEEDS.nordic, local.dayIndex) >= 0.035 || unit(SURPLUS_SEEDS.own[zone], local.dayIndex) >= 0.6) return undefined;
  return -ZONES[zone].price * (0.02 + 0.1 * unit(SURPLUS_SEEDS.own[zone], local.dayIndex, local.hour));
}

/**
 * Day-ahead spot price of the quarter-hour starting at `at` (floored to a quarter), in the zone's
 * currency per kWh, five decimals.
 */
export function spotPrice(zone: PriceZone, at: Date): number {
  const start = floorTo(at, QUARTER);
  const local = localHour(start, timeZoneFromPriceZone(zone));
  const quarterIndex = start.getTime() / QUARTER;
  const wiggle = quarterFactor(QUARTER_SEEDS[zone], quarterIndex, 0.025);
  const negative = negativePrice(zone, local);
  if (negative !== undefined) return round(negative * wiggle, 5);
  const model = ZONES[zone];
  const season = 1 + model.season * (2 * winterOf(local) - 1);
  return round(model.price * season * priceWeather(zone, start, local) * dailyPriceShape(zone, local) * wiggle, 5);
}

/** The hour's price: the exact average of its four quarter-hour prices, five decimals. */
export function hourlySpotPrice(zone: PriceZone, hourStart: Date): number {
  const start = floorTo(hourStart, HOUR).getTime();
  let sum = 0;
  for (let q = 0; q < 4; q++) sum += spotPrice(zone, new Date(start + q * QUARTER));
  return round(sum / 4, 5);
}

// ---------------------------------------------------------------------------------------------------
// CO2 and power mix

/** 0..1: where in the country's CO2 band the hour is (winter and dear hours run thermal plants and imports). */
function co2Position(zone: PriceZone, hourStart: Date): number {
  const local = localHour(hourStart, timeZoneFromPriceZone(zone));
  const relative = hourlySpotPrice(zone, hourStart) / ZONES[zone].price;
  const jitter = 0.08 * (unit(CO2_SEEDS[zone], hourStart.getTime() / HOUR) - 0.5);
  return clamp(0.4 * winterOf(local) + 0.6 * clamp((relative - 0.3) / 1.7, 0, 1) + jitter, 0, 1);
}

/** gCO2/kWh of the zone's electricity in the hour of `at`, one decimal. */
export function co2Intensity(zone: PriceZone, at: Date): number {
  const [lo, hi] = ZONES[zone].co2;
  return round(lo + (hi - lo) * co2Position(zone, floorTo(at, HOUR)), 1);
}

/**
 * Production by source in the hour of `at`, in per cent of the zone's production (total 100), and
 * `co2` equal to `co2Intensity`.
 */
export function powerMix(zone: PriceZone, at: Date): PowerMix {
  const hourStart = floorTo(at, HOUR);
  const position = co2Position(zone, hourStart);
  const wind = clamp(1 - 0.45 * calmIndex(zone, daysOf(hourStart)), 0.2, 2);
  const sun = 3 * clearSkyFactor(zone, new Date(hourStart.getTime() + 30 * MINUTE)) * clearness(zone, localHour(hourStart, timeZoneFromPriceZone(zone)));
  const scale: Record<Source, number> = { biomass: 1, coal: 0.3 + 1.4 * position, gas: 0.3 + 1.4 * position, hydro: 1, nuclear: 1, solar: sun, wind };
  const raw = (Object.entries(ZONES[zone].mix) as [Source, number][]).map(([source, share]) => [source, share * scale[source]] as const);
  const total = raw.reduce((sum, [, value]) => sum + value, 0);
  const shares = Object.fromEntries(raw.map(([source, value]) => [source, round((100 * value) / total, 1)]));
  return { co2: co2Intensity(zone, hourStart), biomass: 0, coal: 0, gas: 0, hydro: 0, nuclear: 0, solar: 0, wind: 0, ...shares, total: 100 };
}

// ---------------------------------------------------------------------------------------------------
// Sun

const PANEL_TILT = (35 * Math.PI) / 180;
/** Scales the model to measured Nordic yields (about 900 kWh per kWp a year in Stockholm). */
const SOLAR_CALIBRATION = 1;

/**
 * Power of a 1 kWp south-facing panel under a clear sky at `at` (kW): sun position from latitude,
 * longitude and date, beam on the tilted plane through an air-mass transmittance, plus diffuse light.
 */
function clearSkyFactor(zone: PriceZone, at: Date): number {
  const { lat, lon } = ZONES[zone].city;
  const phi = (lat * Math.PI) / 180;
  const dayOfYear = (at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / DAY;
  const declination = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const solarHour = ((at.getTime() % DAY) / HOUR + lon / 15 + 24) % 24;
  const hourAngle = ((solarHour - 12) * 15 * Math.PI) / 180;
  const sinElevation = Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  if (sinElevation <= 0.01) return 0;
  const cosIncidence = Math.sin(declination) * Math.sin(phi - PANEL_TILT) + Math.cos(declination) * Math.cos(phi - PANEL_TILT) * Math.cos(hourAngle);
  const transmittance = 0.7 ** (1 / sinElevation) ** 0.678;
  return 1.05 * transmittance * Math.max(0, cosIncidence) + 0.15 * sinElevation;
}

/** 0.08..1: how much of the clear-sky sun gets through on the local day (calm days are clear). */
function clearness(zone: PriceZone, local: LocalHour): number {
  const calm = calmIndex(zone, local.dayIndex + 0.5);
  return clamp(0.55 + 0.2 * calm + 0.5 * (unit(CLOUD_SEEDS[zone], local.dayIndex) - 0.5), 0.08, 1);
}

/** kWh in a quarter-hour of a kWp-rated plant: clear sky × day's clearness × a passing-cloud wiggle per site. */
function solarQuarter(kwPeak: number, zone: PriceZone, start: Date, seed: number): number {
  const sky = clearSkyFactor(zone, new Date(start.getTime() + 7.5 * MINUTE));
  if (sky === 0) return 0;
  const clear = clearness(zone, localHour(start, timeZoneFromPriceZone(zone)));
  // Broken clouds flicker; a clear or overcast day does not.
  const flicker = 1 + 0.6 * clear * (1 - clear) * (2 * unit(seed, start.getTime() / QUARTER) - 1);
  // Cloud light is diffuse: the panel keeps some output under an overcast sky.
  return round(0.25 * kwPeak * SOLAR_CALIBRATION * sky * (0.12 + 0.88 * clear) * flicker, 3);
}

/** kWh a plant of `kwPeak` produces in the period starting at `at`; an hour is the sum of its quarters. */
export function solarProduction(kwPeak: number, zone: PriceZone, at: Date, resolutionMinutes: 15 | 60, seed: string): number {
  const site = seedOf(`solar:${seed}`);
  return sumQuarters(at, resolutionMinutes, (start) => solarQuarter(kwPeak, zone, start, site), 3);
}

/** A period as the sum of its rounded quarter-hours, so that 15-minute and hourly series agree. */
function sumQuarters(at: Date, resolutionMinutes: 15 | 60, quarter: (start: Date) => number, digits: number): number {
  const start = floorTo(at, QUARTER).getTime();
  let sum = 0;
  for (let q = 0; q < resolutionMinutes / 15; q++) sum += quarter(new Date(start + q * QUARTER));
  return round(sum, digits);
}

// ---------------------------------------------------------------------------------------------------
// Household load

/** Occupant activity by local hour (mean 1 after normalising): breakfast, the evening at home. */
const ACTIVITY_WORKDAY = normalise([0.35, 0.3, 0.28, 0.28, 0.3, 0.45, 0.9, 1.4, 1.2, 0.8, 0.65, 0.65, 0.7, 0.65, 0.65, 0.75, 1, 1.5, 1.9, 1.9, 1.7, 1.4, 1, 0.6]);
/** Days off: a later, longer morning and more at home during the day. */
const ACTIVITY_DAY_OFF = normalise([0.45, 0.35, 0.3, 0.28, 0.28, 0.3, 0.4, 0.7, 1.1, 1.4, 1.3, 1.2, 1.2, 1.1, 1, 1, 1.1, 1.5, 1.8, 1.8, 1.6, 1.4, 1.1, 0.7]);
/** Hot water by local hour: showers in the morning, dishes and baths in the evening. */
const WATER_WORKDAY = normalise([0.1, 0.05, 0.05, 0.05, 0.1, 0.5, 2.2, 2.6, 1.6, 0.8, 0.6, 0.6, 0.8, 0.6, 0.5, 0.6, 0.9, 1.4, 1.8, 1.9, 1.8, 1.5, 1.1, 0.5]);
const WATER_DAY_OFF = normalise([0.2, 0.1, 0.05, 0.05, 0.05, 0.1, 0.4, 1.1, 2, 2.1, 1.6, 1.2, 1.2, 0.9, 0.8, 0.8, 1, 1.4, 1.7, 1.8, 1.7, 1.4, 1.1, 0.6]);

function normalise(values: number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.map((v) => v / mean);
}

/** A 24-hour shape at a fractional hour, linear between hour midpoints (so quarters differ smoothly). */
function shapeAt(shape: readonly number[], hour: number): number {
  const x = (hour - 0.5 + 24) % 24;
  const i = Math.floor(x);
  const f = x - i;
  return (shape[i] ?? 1) * (1 - f) + (shape[(i + 1) % 24] ?? 1) * f;
}

interface Household {
  profile: LoadProfile;
  zone: PriceZone;
  seed: number;
  /** Hours this household's day runs late (+) or early (−) of the average. */
  shift: number;
}

function household(profile: LoadProfile, zone: PriceZone, seed: string): Household {
  const s = seedOf(`household:${seed}`);
  return { profile, zone, seed: s, shift: Math.round(4 * unit(s, 0) - 2) / 2 };
}

const BASE_KW: Record<LoadProfile['kind'], number> = { flat: 0.1, house: 0.2, cabin: 0.05, business: 1.3 };
const HEAT_KW_PER_M2_K: Record<LoadProfile['kind'], number> = { flat: 0.0007, house: 0.00105, cabin: 0.0013, business: 0.0009 };
const HEATING_BASE_C = 17;
const FROST_GUARD_C = 8;
const HOT_WATER_KWH_PER_RESIDENT_YEAR = 750;

/** Yearly kWh of occupant appliances, cooking and lighting. */
function activityKwhPerYear(h: Household): number {
  const { kind, residents, areaM2 } = h.profile;
  const size = kind === 'flat' ? 0.85 + (0.15 * areaM2) / 60 : 0.85 + (0.15 * areaM2) / 150;
  const perYear = kind === 'flat' ? 700 + 650 * residents : 1200 + 900 * residents;
  return perYear * size;
}

/** Heat the building needs (kW): degrees below the base of a thermally smoothed outdoor temperature. */
function heatDemandKw(h: Household, at: Date, local: LocalHour, baseC: number): number {
  const { profile, zone } = h;
  const mean = dailyMeanTemperature(zone, at, local);
  const felt = mean + 0.35 * (temperatureAt(zone, at) - mean);
  // Summer sun through the windows covers the small deficits of cool summer days.
  const solarGain = 3 * (1 - winterOf(local));
  const degrees = Math.max(0, baseC - solarGain - felt);
  const setback = local.hour >= 23 || local.hour < 5 ? 0.9 : 1.03;
  return HEAT_KW_PER_M2_K[profile.kind] * profile.areaM2 * degrees * setback;
}

/** Coefficient of performance of a heat pump: falls as the outside gets colder. */
const heatPumpCop = (outdoorC: number): number => clamp(3.1 + 0.06 * outdoorC, 1.8, 4);

/** Whether a cabin is lived in: some weekends, the summer holiday, a winter-sports week, Christmas. */
function cabinOccupied(h: Household, local: LocalHour): boolean {
  const week = Math.floor((local.dayIndex + 3) / 7);
  const { month, dayOfMonth, weekday, hour } = local;
  if ((month === 12 && dayOfMonth >= 23) || (month === 1 && dayOfMonth === 1)) return unit(h.seed, 7, Math.floor((local.dayIndex + 10) / 365.25)) < 0.7;
  if ((month === 6 && dayOfMonth >= 24) || month === 7) return unit(h.seed, 8, week) < 0.85;
  if (month === 2 || month === 3) {
    const sportsWeek = 8 + Math.floor(3 * unit(h.seed, 9));
    const weekOfYear = Math.floor(local.dayOfYear / 7) + 1;
    if (weekOfYear === sportsWeek) return true;
  }
  const weekend = (weekday === 4 && hour >= 17) || weekday === 5 || (weekday === 6 && hour < 17);
  return weekend && unit(h.seed, 10, week) < 0.4;
}

/** Electric-car charging at 11 kW on some evenings (kW at the local fractional hour). */
function evKw(h: Household, local: LocalHour, hour: number): number {
  let kw = 0;
  // Today's session, and yesterday's running past midnight.
  for (const [day, minutes] of [[local.dayIndex, hour * 60], [local.dayIndex - 1, hour * 60 + 1440]] as const) {
    if (unit(h.seed, 20, day) >= 0.5) continue;
    const startMinute = 17 * 60 + Math.floor(unit(h.seed, 21, day) * 5.5 * 60);
    const durationMinutes = ((8 + 18 * unit(h.seed, 22, day)) / 11) * 60;
    if (minutes >= startMinute && minutes < startMinute + durationMinutes) kw += 11;
  }
  return kw;
}

/** A bakery's power (kW) beyond its base: ovens 03–10 on weekdays, shorter on Saturdays, the shop by day. */
function bakeryKw(local: LocalHour, hour: number): number {
  if (local.weekday === 6 || (local.month === 12 && local.dayOfMonth === 25) || (local.month === 1 && local.dayOfMonth === 1)) return 0;
  if (local.weekday === 5) {
    if (hour >= 4 && hour < 9) return 12;
    return hour >= 9 && hour < 14 ? 3 : 0;
  }
  if (hour >= 3 && hour < 7) return 18;
  if (hour >= 7 && hour < 10) return 10;
  return hour >= 10 && hour < 18 ? 3 : 0;
}

/** Space heating and hot water turned into electricity (kW), by heating kind. */
function heatingKw(h: Household, at: Date, local: LocalHour, occupied: boolean, hotWaterKw: number): number {
  const { heating } = h.profile;
  if (heating === 'district') return 0;
  const electricWater = h.profile.kind === 'flat' ? 0 : hotWaterKw;
  if (heating === 'none') return electricWater;
  const space = heatDemandKw(h, at, local, occupied ? HEATING_BASE_C : FROST_GUARD_C);
  if (heating === 'electric') return space + electricWater;
  return (space + electricWater / 1.2) / heatPumpCop(temperatureAt(h.zone, at));
}

/** Hot water heat (kW) for the household's residents at the local fractional hour, with standing losses. */
function hotWaterKw(h: Household, local: LocalHour, hour: number): number {
  const shape = isDayOff(local) ? WATER_DAY_OFF : WATER_WORKDAY;
  return (h.profile.residents * HOT_WATER_KWH_PER_RESIDENT_YEAR * shapeAt(shape, hour - h.shift)) / 8760 + 0.05;
}

/** Electric power (kW) of the household at `at`, before the per-quarter noise. */
function loadKw(h: Household, at: Date): number {
  const { profile, zone } = h;
  const local = localHour(at, timeZoneFromPriceZone(zone));
  const hour = fractionalHour(at, local);
  if (profile.kind === 'business') {
    const dayFactor = 0.9 + 0.2 * unit(h.seed, 30, local.dayIndex);
    const size = clamp(profile.areaM2 / 150, 0.5, 3);
    return size * (BASE_KW.business + dayFactor * bakeryKw(local, hour)) + heatingKw(h, at, local, true, 0);
  }
  const occupied = profile.kind !== 'cabin' || cabinOccupied(h, local);
  const ev = profile.ev ? evKw(h, local, hour) : 0;
  if (!occupied) return BASE_KW.cabin + heatingKw(h, at, local, false, 0) + ev;
  const shape = isDayOff(local) ? ACTIVITY_DAY_OFF : ACTIVITY_WORKDAY;
  const lighting = 0.85 + 0.3 * winterOf(local);
  // Some hours someone cooks or runs the washing machine, some nobody does.
  const busy = 0.5 + unit(h.seed, 31, Math.floor(at.getTime() / HOUR));
  const activity = (activityKwhPerYear(h) / 8760) * shapeAt(shape, hour - h.shift) * lighting * busy;
  const base = profile.kind === 'cabin' ? BASE_KW.cabin : BASE_KW[profile.kind];
  return base + activity + heatingKw(h, at, local, true, hotWaterKw(h, local, hour)) + ev;
}

let lastHour = { key: '', quarters: [0, 0, 0, 0] };

/**
 * The four rounded quarter-hours (kWh) of the hour starting at `hourStart`. They are made together so
 * that a steep ramp that happens to cancel the quarter factors, or a tiny load rounded to the same
 * thousandths, still never gives four equal quarters. The last hour is kept: a 15-minute series asks
 * each hour four times in a row.
 */
function hourQuarters(h: Household, hourStart: number): number[] {
  const { kind, heating, residents, areaM2, ev } = h.profile;
  const key = `${h.seed}|${h.zone}|${hourStart}|${kind}|${heating}|${residents}|${areaM2}|${ev === true}`;
  if (lastHour.key === key) return lastHour.quarters;
  const quarters = [0, 1, 2, 3].map((q) => {
    const start = hourStart + q * QUARTER;
    // Fridges, ovens and thermostats switch on and off inside the hour.
    return round(loadKw(h, new Date(start + 7.5 * MINUTE)) * 0.25 * quarterFactor(h.seed, start / QUARTER, 0.15), 3);
  });
  const [first = 0] = quarters;
  if (first >= 0.001 && quarters.every((v) => v === first)) {
    quarters[0] = round(first + 0.001, 3);
    quarters[3] = round(first - 0.001, 3);
  }
  lastHour = { key, quarters };
  return quarters;
}

/**
 * Electricity (kWh) a site of `profile` uses in the period starting at `at` (floored to a quarter),
 * three decimals; an hour is the sum of its four rounded quarters. `seed` makes each site its own.
 */
export function consumption(profile: LoadProfile, zone: PriceZone, at: Date, resolutionMinutes: 15 | 60, seed: string): number {
  const h = household(profile, zone, seed);
  return sumQuarters(at, resolutionMinutes, (start) => {
    const hourStart = Math.floor(start.getTime() / HOUR) * HOUR;
    return hourQuarters(h, hourStart)[(start.getTime() - hourStart) / QUARTER] ?? 0;
  }, 3);
}

// ---------------------------------------------------------------------------------------------------
// Water and district heat

const WATER_M3_PER_RESIDENT_DAY = 0.15;

function waterHour(residents: number, zone: PriceZone, hourStart: Date, seed: number): number {
  const local = localHour(hourStart, timeZoneFromPriceZone(zone));
  const shape = isDayOff(local) ? WATER_DAY_OFF : WATER_WORKDAY;
  const shift = Math.round(4 * unit(seed, 0) - 2) / 2;
  const day = 0.8 + 0.4 * unit(seed, 40, local.dayIndex);
  const hour = 0.7 + 0.6 * unit(seed, 41, hourStart.getTime() / HOUR);
  return round(((residents * WATER_M3_PER_RESIDENT_DAY) / 24) * shapeAt(shape, local.hour + 0.5 - shift) * day * hour, 4);
}

/**
 * Water (m³) used in the hour (60) or local day (1440) starting at `at`, four decimals; a day is the
 * sum of its local hours, so 23 or 25 of them on daylight-saving days.
 */
export function waterConsumption(residents: number, zone: PriceZone, at: Date, resolutionMinutes: 60 | 1440, seed: string): number {
  const s = seedOf(`water:${seed}`);
  const start = floorTo(at, HOUR);
  if (resolutionMinutes === 60) return waterHour(residents, zone, start, s);
  const timeZone = timeZoneFromPriceZone(zone);
  const day = localHour(start, timeZone).dayIndex;
  let sum = 0;
  for (let t = start.getTime(); localHour(new Date(t), timeZone).dayIndex === day; t += HOUR) sum += waterHour(residents, zone, new Date(t), s);
  return round(sum, 4);
}

/** Heat (kWh) a district-heated building takes in the hour starting at `at`: space heating plus hot water. */
export function districtHeating(profile: LoadProfile, zone: PriceZone, at: Date, _resolutionMinutes: 60, seed: string): number {
  const h = household(profile, zone, seed);
  const start = floorTo(at, HOUR);
  let sum = 0;
  for (let q = 0; q < 4; q++) {
    const mid = new Date(start.getTime() + q * QUARTER + 7.5 * MINUTE);
    const local = localHour(mid, timeZoneFromPriceZone(zone));
    sum += 0.25 * (heatDemandKw(h, mid, local, HEATING_BASE_C) + hotWaterKw(h, local, fractionalHour(mid, local)));
  }
  const noise = 1 + 0.05 * (2 * unit(h.seed, 50, start.getTime() / HOUR) - 1);
  return round(sum * noise, 3);
}
