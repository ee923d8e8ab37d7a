/**
 * The prediction model (docs/decisions.md "Prediction model"): a household's consumption as a linear
 * function of the outdoor temperature and the clock, fitted by ordinary least squares on its own
 * history, evaluated hour by hour and summed into the periods asked for.
 *
 * The model is a rate: kWh (or m³) per hour at hour h is
 *
 *     rate(h) = a + b·x(h) + Σ c_k·hourOfDay_k(h) + d·dayOff(h)
 *
 * where x is the driver: for consumption the heating degree max(0, 17 °C − T̄), T̄ being the mean
 * outdoor temperature of the 24 hours ending with h (buildings answer the last day's weather, not the
 * hour's); for production the clear-sky sun height max(0, sin elevation). A reading of a longer period
 * (a day, a month) is the sum of its hours, so because the model is linear it is fitted on the period's
 * mean features against its mean rate: hourly, daily and monthly histories are one model at different
 * resolutions. What the history can tell apart decides the terms: hour-of-day only from hourly (or
 * finer) readings, weekends and holidays from daily ones, neither from monthly ones or when there are
 * fewer than ten readings per term. A negative heating (or sun) slope is noise, not physics: the
 * model is refitted without the driver.
 *
 * The band is the spread of the residual rate, measured on the history at the length of the row
 * (hours, local days, local months; a year uses the month's, which overstates rather than understates)
 * times the row's hours, ±1.2816 σ: an 80 % central band under normal residuals. Predictions are never
 * negative, and low ≤ predicted ≤ high.
 *
 * Everything here is pure: temperatures come in through a function, the clock through arguments.
 */
import type { PriceZone } from '../../../schemas/geography.js';
import type { PartOfDay, TimeEntity } from '../../../schemas/measurement.js';
import type { PredictionRow } from '../../../schemas/prediction.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** °C below which a home heats: the Nordic degree-day base (and the demo generator's). */
export const BASE_TEMPERATURE = 17;
/** The trailing window (hours) whose mean temperature drives the heating. */
export const SMOOTHING_HOURS = 24;
/** z of the 10th and 90th percentiles of a normal distribution: an 80 % band. */
export const BAND_Z = 1.2816;
/** Fewer readings than this cannot give a slope and a spread. */
export const MIN_OBSERVATIONS = 4;
/** A term of the model is only used with at least this many readings per term. */
const READINGS_PER_TERM = 10;
/** A period length's spread is only measured from at least this many periods of it. */
const MIN_PERIODS_FOR_SPREAD = 8;
/** Half-width (days) of the calendar window a climatological temperature averages. */
export const CLIMATE_WINDOW_DAYS = 7;
/** Clear-sky UV index at the zenith with 300 DU of ozone (Allaart et al. 2004: UVI = 12.5·μ₀^2.42). */
const UV_AT_ZENITH = 12.5;
const UV_EXPONENT = 2.42;

export type Driver = 'heating' | 'sun';
export type Shape = 'hourly' | 'daily' | 'none';
/** Period lengths, shortest first. */
export const LEVELS = ['quarter', 'hour', 'day', 'month', 'year'] as const;
export type Level = (typeof LEVELS)[number];
const rank = (level: Level): number => LEVELS.indexOf(level);

export const LEVEL_OF_ENTITY: Readonly<Record<TimeEntity, Level>> = {
  '15-minute': 'quarter', hour: 'hour', day: 'day', month: 'month', year: 'year', years: 'year',
};

/** Where the weather is: the main city of each price zone (the city whose temperature zone data stores). */
export const ZONE_PLACES: Readonly<Record<PriceZone, { readonly latitude: number; readonly longitude: number }>> = {
  SE1: { latitude: 65.58, longitude: 22.15 }, SE2: { latitude: 62.39, longitude: 17.31 }, SE3: { latitude: 59.33, longitude: 18.07 },
  SE4: { latitude: 55.6, longitude: 13.0 }, NO1: { latitude: 59.91, longitude: 10.75 }, NO2: { latitude: 58.15, longitude: 8.0 },
  NO3: { latitude: 63.43, longitude: 10.4 }, NO4: { latitude: 69.65, longitude: 18.96 }, NO5: { latitude: 60.39, longitude: 5.32 },
  FI: { latitude: 60.17, longitude: 24.94 }, AT: { latitude: 48.21, longitude: 16.37 },
};

export interface Place {
  readonly latitude: number;
  readonly longitude: number;
  /** The household's clock: hour of day and days off are its local ones. */
  readonly timeZone: string;
}

// —— small pieces ——

export function heatingDegree(temperature: number, base = BASE_TEMPERATURE): number {
  return Math.max(0, base - temperature);
}

/** Four six-hour blocks of the local clock (docs/decisions.md "Prediction model"; monthly reports share them). */
export function partOfDay(hour: number): PartOfDay {
  return hour < 6 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'day' : 'evening';
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The sun's elevation (degrees) at a place and instant: declination and equation of time from
 * Spencer's Fourier series (the NOAA approximations), good to a few tenths of a degree.
 */
export function sunElevation(latitude: number, longitude: number, at: Date): number {
  const ms = at.getTime();
  const dayOfYear = Math.floor((ms - Date.UTC(at.getUTCFullYear(), 0, 1)) / DAY);
  const utcHours = (((ms % DAY) + DAY) % DAY) / HOUR;
  const g = ((2 * Math.PI) / 365) * (dayOfYear + (utcHours - 12) / 24);
  const equationOfTime = 229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const declination = 0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g)
    + 0.000907 * Math.sin(2 * g) - 0.002697 * Math.cos(3 * g) + 0.00148 * Math.sin(3 * g);
  const solarMinutes = utcHours * 60 + equationOfTime + 4 * longitude;
  const hourAngle = rad(solarMinutes / 4 - 180);
  const phi = rad(latitude);
  const sinElevation = Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return (Math.asin(Math.max(-1, Math.min(1, sinElevation))) * 180) / Math.PI;
}

/** Clear-sky UV index at a sun elevation (degrees): 0 with the sun below the horizon. */
export function clearSkyUvIndex(elevation: number): number {
  if (elevation <= 0) return 0;
  return UV_AT_ZENITH * Math.sin(rad(elevation)) ** UV_EXPONENT;
}

// —— the local clock ——

export interface LocalHour {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly hour: number;
  /** Monday 0. */
  readonly weekday: number;
  /** 0-based. */
  readonly dayOfYear: number;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetAt(ms: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    offsetFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - Math.floor(ms / 1000) * 1000;
}

/**
 * The local hour of instants in one time zone. Formatting every hour of years is slow, so each UTC day
 * is asked twice and only a day whose offset changes (a daylight-saving day) is asked hour by hour.
 */
export function localClock(timeZone: string): (ms: number) => LocalHour {
  const days = new Map<number, number | number[]>();
  const dates = new Map<number, Omit<LocalHour, 'hour'>>();
  return (ms) => {
    const hourStart = Math.floor(ms / HOUR) * HOUR;
    const day = Math.floor(hourStart / DAY);
    let offsets = days.get(day);
    if (offsets === undefined) {
      const first = offsetAt(day * DAY, timeZone);
      const last = offsetAt(day * DAY + 23 * HOUR, timeZone);
      offsets = first === last ? first : Array.from({ length: 24 }, (_, h) => offsetAt(day * DAY + h * HOUR, timeZone));
      days.set(day, offsets);
    }
    const offset = typeof offsets === 'number' ? offsets : (offsets[(hourStart - day * DAY) / HOUR] ?? 0);
    const localMs = ms + offset;
    const localDay = Math.floor(localMs / DAY);
    let parts = dates.get(localDay);
    if (!parts) {
      const local = new Date(localDay * DAY);
      parts = {
        date: local.toISOString().slice(0, 10),
        weekday: (local.getUTCDay() + 6) % 7,
        dayOfYear: Math.round((localDay * DAY - Date.UTC(local.getUTCFullYear(), 0, 1)) / DAY),
      };
      dates.set(localDay, parts);
    }
    return { ...parts, hour: Math.floor((localMs - localDay * DAY) / HOUR) };
  };
}

/** Fixed-date holidays the four countries share (and Christmas and New Year's Eve, lived like them). */
const HOLIDAYS = new Set(['01-01', '01-06', '05-01', '12-24', '12-25', '12-26', '12-31']);
const isDayOff = (l: LocalHour): boolean => l.weekday >= 5 || HOLIDAYS.has(l.date.slice(5));

// —— climatology ——

export interface ClimateCell {
  /** 0-based local day of the year. */
  readonly dayOfYear: number;
  readonly hour: number;
  readonly mean: number;
  readonly count: number;
}

/**
 * Temperatures for hours nothing is stored for (beyond the zone data's end, before its start): the
 * mean of the stored temperatures at the same local hour within ±7 days of the same date in every
 * stored year; the zone's mean at that hour when the window holds none; undefined without any data.
 */
export function climatology(cells: readonly ClimateCell[], windowDays = CLIMATE_WINDOW_DAYS): (dayOfYear: number, hour: number) => number | undefined {
  const sum = new Float64Array(366 * 24);
  const count = new Float64Array(366 * 24);
  const hourSum = new Float64Array(24);
  const hourCount = new Float64Array(24);
  for (const c of cells) {
    if (c.count <= 0 || c.dayOfYear < 0 || c.dayOfYear > 365 || c.hour < 0 || c.hour > 23) continue;
    const i = c.dayOfYear * 24 + c.hour;
    sum[i] = (sum[i] ?? 0) + c.mean * c.count;
    count[i] = (count[i] ?? 0) + c.count;
    hourSum[c.hour] = (hourSum[c.hour] ?? 0) + c.mean * c.count;
    hourCount[c.hour] = (hourCount[c.hour] ?? 0) + c.count;
  }
  const memo = new Map<number, number | undefined>();
  return (dayOfYear, hour) => {
    const key = dayOfYear * 24 + hour;
    if (memo.has(key)) return memo.get(key);
    let s = 0;
    let n = 0;
    for (let d = -windowDays; d <= windowDays; d++) {
      const i = (((dayOfYear + d) % 366) + 366) % 366;
      s += sum[i * 24 + hour] ?? 0;
      n += count[i * 24 + hour] ?? 0;
    }
    const value = n > 0 ? s / n : (hourCount[hour] ?? 0) > 0 ? (hourSum[hour] ?? 0) / (hourCount[hour] ?? 1) : undefined;
    memo.set(key, value);
    return value;
  };
}

// —— hours ——

export interface HourInfo {
  readonly start: number;
  /** The household's local date (YYYY-MM-DD). */
  readonly date: string;
  /** °C in the hour. */
  readonly temperature: number;
  /** Mean °C of the SMOOTHING_HOURS hours ending with this one. */
  readonly smoothed: number;
  /** Local hour of the household's clock. */
  readonly hour: number;
  readonly dayOff: boolean;
  /** max(0, sin elevation) at the middle of the hour. */
  readonly sun: number;
  /** Clear-sky UV index at the middle of the hour. */
  readonly uvIndex: number;
}

export interface HourTable {
  readonly from: number;
  readonly to: number;
  readonly hours: readonly HourInfo[];
}

const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const ceilHour = (ms: number) => Math.ceil(ms / HOUR) * HOUR;

/** The hours [from, to) (widened to whole hours) with their weather and clock. */
export function buildHours(from: Date, to: Date, temperatureAt: (hourStart: number) => number, place: Place): HourTable {
  const start = floorHour(from.getTime());
  const end = Math.max(start, ceilHour(to.getTime()));
  const clock = localClock(place.timeZone);
  const window: number[] = [];
  let windowSum = 0;
  const push = (t: number) => {
    window.push(t);
    windowSum += t;
    if (window.length > SMOOTHING_HOURS) windowSum -= window.shift() ?? 0;
  };
  for (let t = start - (SMOOTHING_HOURS - 1) * HOUR; t < start; t += HOUR) push(temperatureAt(t));
  const hours: HourInfo[] = [];
  for (let t = start; t < end; t += HOUR) {
    const temperature = temperatureAt(t);
    push(temperature);
    const local = clock(t);
    const elevation = sunElevation(place.latitude, place.longitude, new Date(t + HOUR / 2));
    hours.push({
      start: t, date: local.date, temperature, smoothed: windowSum / window.length, hour: local.hour, dayOff: isDayOff(local),
      sun: Math.max(0, Math.sin(rad(elevation))), uvIndex: clearSkyUvIndex(elevation),
    });
  }
  return { from: start, to: end, hours };
}

function hourAt(table: HourTable, ms: number): HourInfo {
  const h = table.hours[Math.floor((ms - table.from) / HOUR)];
  if (!h) throw new RangeError(`No hour ${new Date(ms).toISOString()} in the table`);
  return h;
}

/** Each hour of the table overlapping [start, end), with the milliseconds of the overlap. */
function* overlaps(table: HourTable, start: number, end: number): Generator<[HourInfo, number]> {
  for (let t = floorHour(start); t < end; t += HOUR) {
    const overlap = Math.min(end, t + HOUR) - Math.max(start, t);
    if (overlap > 0) yield [hourAt(table, t), overlap];
  }
}

// —— least squares ——

export interface OlsFit {
  readonly coefficients: number[];
  readonly residuals: number[];
  /** Columns used: the others were linearly dependent on earlier ones and got coefficient 0. */
  readonly rank: number;
  /** √(RSS / (n − rank)): the residuals' standard deviation. */
  readonly sigma: number;
}

/**
 * Ordinary least squares through the normal equations and a Cholesky factorisation that skips a
 * column dependent on the earlier ones (its pivot vanishes), so a term the data cannot tell apart
 * (a weekday term in a week of holidays) gets 0 instead of breaking the fit.
 */
export function fitOls(X: readonly (readonly number[])[], y: readonly number[]): OlsFit {
  const p = X[0]?.length ?? 0;
  // Normal equations, upper triangle of A = XᵀX in a flat array; rows are sparse (hour dummies), so only non-zeros are visited.
  const A = new Float64Array(p * p);
  const b = new Float64Array(p);
  const nonZero = new Int32Array(p);
  for (let i = 0; i < X.length; i++) {
    const row = X[i]!;
    const yi = y[i] ?? 0;
    let n = 0;
    for (let j = 0; j < p; j++) if ((row[j] ?? 0) !== 0) nonZero[n++] = j;
    for (let u = 0; u < n; u++) {
      const j = nonZero[u]!;
      const xj = row[j]!;
      b[j] = b[j]! + xj * yi;
      for (let v = u; v < n; v++) {
        const k = nonZero[v]!;
        A[j * p + k] = A[j * p + k]! + xj * row[k]!;
      }
    }
  }
  // L·Lᵀ = A, L lower triangular (L[i][j] at i·p + j).
  const L = new Float64Array(p * p);
  const used: boolean[] = [];
  for (let j = 0; j < p; j++) {
    const diag = A[j * p + j]!;
    let s = diag;
    for (let k = 0; k < j; k++) s -= L[j * p + k]! ** 2;
    if (!(diag > 0) || s <= 1e-10 * diag) {
      used[j] = false;
      continue;
    }
    used[j] = true;
    const ljj = Math.sqrt(s);
    L[j * p + j] = ljj;
    for (let i = j + 1; i < p; i++) {
      let v = A[j * p + i]!;
      for (let k = 0; k < j; k++) v -= L[i * p + k]! * L[j * p + k]!;
      L[i * p + j] = v / ljj;
    }
  }
  const z = new Float64Array(p);
  for (let j = 0; j < p; j++) {
    if (!used[j]) continue;
    let v = b[j]!;
    for (let k = 0; k < j; k++) v -= L[j * p + k]! * z[k]!;
    z[j] = v / L[j * p + j]!;
  }
  const beta = new Array<number>(p).fill(0);
  for (let j = p - 1; j >= 0; j--) {
    if (!used[j]) continue;
    let v = z[j]!;
    for (let k = j + 1; k < p; k++) v -= L[k * p + j]! * beta[k]!;
    beta[j] = v / L[j * p + j]!;
  }
  const residuals = X.map((row, i) => {
    let fitted = 0;
    for (let j = 0; j < p; j++) fitted += (row[j] ?? 0) * beta[j]!;
    return (y[i] ?? 0) - fitted;
  });
  const rankUsed = used.filter(Boolean).length;
  const rss = residuals.reduce((acc, r) => acc + r * r, 0);
  const dof = X.length - rankUsed;
  return { coefficients: beta, residuals, rank: rankUsed, sigma: Math.sqrt(rss / (dof > 0 ? dof : Math.max(1, X.length))) };
}

// —— the model ——

/** A reading: `value` (kWh or m³) used over [start, end). */
export interface Observation {
  readonly start: Date;
  readonly end: Date;
  readonly value: number;
}

export interface PredictionModel {
  readonly driver: Driver;
  readonly shape: Shape;
  /** The length of the history's readings. */
  readonly level: Level;
  /** a, b, then the hour-of-day terms (hours 1–23) and the day-off term, as the shape has them. */
  readonly coefficients: readonly number[];
  /** Standard deviation of the residual rate (per hour) over periods of each length the history measures. */
  readonly spread: Partial<Record<Level, number>>;
  readonly observations: number;
}

export class NotEnoughHistory extends Error {
  constructor(readonly usable: number) {
    super(`${usable} readings: at least ${MIN_OBSERVATIONS} are needed`);
    this.name = 'NotEnoughHistory';
  }
}

const TERMS: Readonly<Record<Shape, number>> = { hourly: 26, daily: 3, none: 2 };

/** The richest terms the history can tell apart: hour of day from hourly readings, days off from daily ones. */
export function chooseShape(driver: Driver, level: Level, readings: number): Shape {
  if (driver === 'sun') return 'none';
  const candidates: Shape[] = rank(level) <= rank('hour') ? ['hourly', 'daily'] : level === 'day' ? ['daily'] : [];
  return candidates.find((s) => readings >= READINGS_PER_TERM * TERMS[s]) ?? 'none';
}

function features(driver: Driver, shape: Shape, h: HourInfo): number[] {
  const x = [1, driver === 'heating' ? heatingDegree(h.smoothed) : h.sun];
  if (shape === 'hourly') for (let k = 1; k < 24; k++) x.push(h.hour === k ? 1 : 0);
  if (shape !== 'none') x.push(h.dayOff ? 1 : 0);
  return x;
}

function meanFeatures(table: HourTable, driver: Driver, shape: Shape, start: number, end: number): number[] {
  const out = new Array<number>(TERMS[shape]).fill(0);
  let total = 0;
  for (let t = floorHour(start); t < end; t += HOUR) {
    const w = Math.min(end, t + HOUR) - Math.max(start, t);
    if (w <= 0) continue;
    const x = features(driver, shape, hourAt(table, t));
    for (let j = 0; j < x.length; j++) out[j] = out[j]! + x[j]! * w;
    total += w;
  }
  for (let j = 0; j < out.length; j++) out[j] = out[j]! / total;
  return out;
}

export interface FitOptions {
  readonly driver: Driver;
  /** The length of the history's readings. */
  readonly level: Level;
  /** Forces the terms (tests); chosen from the history otherwise. */
  readonly shape?: Shape;
}

/** Fits the model on a history; `hours` must cover every reading. */
export function fitPredictionModel(observations: readonly Observation[], hours: HourTable, options: FitOptions): PredictionModel {
  const usable = observations.filter((o) => Number.isFinite(o.value) && o.end.getTime() > o.start.getTime());
  if (usable.length < MIN_OBSERVATIONS) throw new NotEnoughHistory(usable.length);
  const { driver, level } = options;
  const shape = options.shape ?? chooseShape(driver, level, usable.length);
  const X = usable.map((o) => meanFeatures(hours, driver, shape, o.start.getTime(), o.end.getTime()));
  const lengths = usable.map((o) => (o.end.getTime() - o.start.getTime()) / HOUR);
  const y = usable.map((o, i) => o.value / (lengths[i] ?? 1));
  let fit = fitOls(X, y);
  if ((fit.coefficients[1] ?? 0) < 0) fit = fitOls(X.map((row) => row.map((x, j) => (j === 1 ? 0 : x))), y);

  const spread: Partial<Record<Level, number>> = { [level]: fit.sigma };
  const dates = usable.map((o) => hourAt(hours, o.start.getTime()).date);
  const keyLength: Partial<Record<Level, number>> = { day: 10, month: 7, year: 4 };
  for (const coarser of LEVELS.filter((l) => rank(l) > rank(level) && keyLength[l] !== undefined)) {
    const groups = new Map<string, { r: number; len: number }>();
    usable.forEach((o, i) => {
      const key = (dates[i] ?? '').slice(0, keyLength[coarser]);
      const g = groups.get(key) ?? { r: 0, len: 0 };
      g.r += (fit.residuals[i] ?? 0) * (lengths[i] ?? 0);
      g.len += lengths[i] ?? 0;
      groups.set(key, g);
    });
    if (groups.size < MIN_PERIODS_FOR_SPREAD) break;
    const rates = [...groups.values()].map((g) => g.r / g.len);
    spread[coarser] = Math.sqrt(rates.reduce((acc, r) => acc + r * r, 0) / rates.length);
  }
  return { driver, shape, level, coefficients: fit.coefficients, spread, observations: usable.length };
}

/** The predicted kWh (or m³) per hour in an hour: never negative. */
export function hourlyRate(model: PredictionModel, h: HourInfo): number {
  const rate = features(model.driver, model.shape, h).reduce((acc, x, j) => acc + x * (model.coefficients[j] ?? 0), 0);
  return Math.max(0, rate);
}

/** The residual spread for periods of `level`: measured at that length, else at the longest shorter one measured. */
function spreadFor(model: PredictionModel, level: Level): number {
  for (let r = rank(level); r > rank(model.level); r--) {
    const s = model.spread[LEVELS[r]!];
    if (s !== undefined) return s;
  }
  return model.spread[model.level] ?? 0;
}

export interface PeriodPrediction {
  readonly predicted: number;
  readonly low: number;
  readonly high: number;
}

/** The prediction of [start, end) with its 80 % band; `hours` must cover the period. */
export function predictPeriod(model: PredictionModel, hours: HourTable, start: Date, end: Date, level: Level): PeriodPrediction {
  let predicted = 0;
  for (const [h, w] of overlaps(hours, start.getTime(), end.getTime())) predicted += hourlyRate(model, h) * (w / HOUR);
  const band = BAND_Z * spreadFor(model, level) * ((end.getTime() - start.getTime()) / HOUR);
  return { predicted, low: Math.max(0, predicted - band), high: predicted + band };
}

// —— periods and rows ——

export interface Period {
  readonly start: Date;
  readonly end: Date;
}

/** The periods of `entity` in `timeZone` (local days, months and years; quarter-hours and hours) that overlap [from, to). */
function overlappingPeriods(from: Date, to: Date, level: Level, timeZone: string): Period[] {
  const out: Period[] = [];
  if (level === 'quarter' || level === 'hour') {
    const step = level === 'quarter' ? QUARTER : HOUR;
    for (let t = Math.floor(from.getTime() / step) * step; t < to.getTime(); t += step) out.push({ start: new Date(t), end: new Date(t + step) });
    return out;
  }
  const first = localDate(from, timeZone);
  let key = level === 'day' ? first : level === 'month' ? `${first.slice(0, 7)}-01` : `${first.slice(0, 4)}-01-01`;
  const next = (k: string) => (level === 'day' ? addDays(k, 1) : level === 'month' ? nextMonthStart(k) : `${Number(k.slice(0, 4)) + 1}-01-01`);
  for (let start = startOfLocalDay(key, timeZone); start < to; ) {
    key = next(key);
    const end = startOfLocalDay(key, timeZone);
    out.push({ start, end });
    start = end;
  }
  return out;
}

/**
 * The rows' periods: from and to are moved to the nearest period boundary of `entity` in `timeZone`
 * (so "2026-11-16", which arrives as UTC midnight, names the local day in Oslo or Helsinki too), and
 * the periods between are the rows; a window inside one period gives that period.
 */
export function outputPeriods(from: Date, to: Date, entity: TimeEntity, timeZone: string): Period[] {
  const all = overlappingPeriods(from, to, LEVEL_OF_ENTITY[entity], timeZone);
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) return [];
  const t0 = from.getTime();
  const t1 = to.getTime();
  const dropFirst = t0 - first.start.getTime() > first.end.getTime() - t0;
  const dropLast = t1 - last.start.getTime() < last.end.getTime() - t1;
  const kept = all.slice(dropFirst ? 1 : 0, dropLast ? -1 : all.length);
  if (kept.length > 0) return kept;
  const middle = (t0 + t1) / 2;
  return [all.find((p) => p.start.getTime() <= middle && middle < p.end.getTime()) ?? first];
}

/** The measured total of [start, end) when `measured` (sorted by start) covers all of it with readings inside it. */
export function measuredTotal(measured: readonly Observation[], start: Date, end: Date): number | undefined {
  let lo = 0;
  let hi = measured.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (measured[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  let sum = 0;
  let covered = 0;
  for (let i = lo; i < measured.length && measured[i]!.start < end; i++) {
    const m = measured[i]!;
    if (m.end > end) return undefined;
    sum += m.value;
    covered += m.end.getTime() - m.start.getTime();
  }
  return covered === end.getTime() - start.getTime() ? sum : undefined;
}

const round = (n: number, digits: number): number => {
  const r = Math.round(n * 10 ** digits) / 10 ** digits;
  return r === 0 ? 0 : r;
};

export interface RowOptions {
  readonly level: Level;
  /** The time zone the rows' hours and parts of day are read in. */
  readonly timeZone: string;
  /** Readings to show next to the prediction (addDeviations), sorted by start. */
  readonly measured?: readonly Observation[];
}

/** The rows of platform-contract §3 Predictions for the periods; `hours` must cover them. */
export function predictionRows(model: PredictionModel, hours: HourTable, periods: readonly Period[], options: RowOptions): PredictionRow[] {
  const clock = localClock(options.timeZone);
  const subDay = rank(options.level) <= rank('hour');
  return periods.map((p) => {
    const { predicted, low, high } = predictPeriod(model, hours, p.start, p.end, options.level);
    let temperature = 0;
    let weight = 0;
    const dailyUv = new Map<string, number>();
    for (const [h, w] of overlaps(hours, p.start.getTime(), p.end.getTime())) {
      temperature += h.temperature * w;
      weight += w;
      const day = clock(h.start).date;
      dailyUv.set(day, Math.max(dailyUv.get(day) ?? 0, h.uvIndex));
    }
    // A day's UV index is its highest hour's, as forecasts give it; longer periods average their days'.
    const uvIndex = subDay ? hourAt(hours, p.start.getTime()).uvIndex : [...dailyUv.values()].reduce((a, b) => a + b, 0) / Math.max(1, dailyUv.size);
    const local = clock(p.start.getTime());
    const kWh = options.measured ? measuredTotal(options.measured, p.start, p.end) : undefined;
    return {
      date: p.start,
      ...(kWh === undefined ? {} : { kWh: round(kWh, 3) }),
      temperature: round(temperature / Math.max(1, weight), 1),
      hour: local.hour,
      uvIndex: round(uvIndex, 1),
      ...(subDay ? { partOfDay: partOfDay(local.hour) } : {}),
      predictedKwh: round(predicted, 3),
      highKwh: round(high, 3),
      lowKwh: round(low, 3),
    };
  });
}

// —— measurements sent in a request ——

/** At most this much history is read from the measurements sent: older ones are left out. */
export const MAX_HISTORY_DAYS = 5 * 366;

/**
 * Readings from the measurements of a prediction body: kWh, else m³; a later measurement of the same
 * date replaces an earlier one; each lasts until the next one (the typical gap, the median, tells
 * the reading's length where the next one is further away); month-long readings end at the next
 * local month.
 */
export function measurementObservations(
  measurements: readonly { readonly date: Date; readonly kWh?: number | undefined; readonly m3?: number | undefined }[],
  timeZone: string,
): { observations: Observation[]; level: Level } {
  const byDate = new Map<number, number>();
  for (const m of measurements) {
    const value = m.kWh ?? m.m3;
    if (value !== undefined && Number.isFinite(value)) byDate.set(m.date.getTime(), value);
  }
  let starts = [...byDate.keys()].sort((a, b) => a - b);
  const last = starts.at(-1);
  if (last !== undefined) starts = starts.filter((t) => t >= last - MAX_HISTORY_DAYS * DAY);
  const gaps = starts.slice(1).map((t, i) => t - (starts[i] ?? t)).sort((a, b) => a - b);
  const step = gaps[Math.floor(gaps.length / 2)] ?? HOUR;
  const level: Level = step <= 20 * MINUTE ? 'quarter' : step <= 90 * MINUTE ? 'hour' : step <= 20 * DAY ? 'day' : 'month';
  const observations = starts.map((t, i): Observation => {
    const next = starts[i + 1];
    let end: number;
    if (next !== undefined && next - t <= 1.5 * step) end = next;
    else if (level === 'month') end = startOfLocalDay(nextMonthStart(localDate(new Date(t), timeZone)), timeZone).getTime();
    else end = t + step;
    return { start: new Date(t), end: new Date(end), value: byDate.get(t) ?? 0 };
  });
  return { observations, level };
}
