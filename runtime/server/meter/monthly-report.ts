/**
 * The monthly report of a location (platform-contract §3 Monthly report; docs/decisions.md "Monthly
 * reports", "Monthly report shape", "Differences"), computed from the period figures of its services
 * (period-figures.ts) and the zone's months. Pure: monthly-report-input.ts gathers the figures. Every
 * figure is rounded once, and parts and their totals agree to the last digit shown, so what the
 * report shows adds up on the reader's screen too.
 */
import type { Currency } from '../../../schemas/geography.js';
import type { LocationService, LocationServiceType } from '../../../schemas/location.js';
import type { PartOfDay } from '../../../schemas/measurement.js';
import { PartOfDay as PartsOfDay } from '../../../schemas/measurement.js';
import { difference, type Difference, type MonthlyReport, type MonthlyReportSummary } from '../../../schemas/report.js';
import type { Agreement } from '../../../schemas/agreement.js';
import type { IotWeekday } from '../../../schemas/iot-devices.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { GRID_ELECTRICITY, isProduction, round } from './measurement-nodes.js';
import type { PeriodFigures } from './period-figures.js';
import { partOfDay } from './prediction-model.js';
import { costParts, mergeParts, tariffKey, tariffOn, type CostPart, type CostPartType, type Tariff } from './tariff.js';

/**
 * Which service a report's consumption is: electricity first (the trade meter, which the grid meter
 * duplicates), then the other carriers. The first with readings in the month.
 */
export const MAIN_ORDER: readonly LocationServiceType[] = ['consumption_trade', 'consumption_grid', 'heating', 'cooling', 'gas_trade', 'gas_grid', 'water'];
const PRODUCTION_ORDER: readonly LocationServiceType[] = ['production_trade', 'production_grid'];
/** Carriers whose kWh add up to a household's energy (water and gas are read in m³). */
const THERMAL: readonly LocationServiceType[] = ['heating', 'cooling'];

/** The unit a service's readings are in. */
export const unitOfService = (type: LocationServiceType): string => (type === 'water' || type.startsWith('gas') ? 'm³' : 'kWh');

/** What the spot price is quoted in (docs/decisions.md "Spot-price average"). */
export const priceUnit = (currency: Currency): string => (currency === 'EUR' ? 'EUR/kWh' : 'kr/kWh');

export interface ServiceFigures {
  readonly serviceType: LocationServiceType;
  readonly unit: string;
  /** Month figures by month key; with cost unless the service produces. */
  readonly months: ReadonlyMap<string, PeriodFigures>;
}

/** The fees of a service without readings (broadband, TV), by month key. */
export interface FeeCosts {
  readonly serviceType: LocationServiceType;
  readonly months: ReadonlyMap<string, readonly CostPart[]>;
}

export interface ZoneMonth {
  readonly price: number;
  readonly temperature: number;
}

export interface SimilarHouseholds {
  readonly households: number;
  /** Their average consumption in the month. */
  readonly average: number;
}

export interface ReportInput {
  readonly id: string;
  readonly locationId: string;
  readonly access: { readonly accountId: string; readonly organisation: string };
  /** The month reported, YYYY-MM. */
  readonly month: string;
  readonly currency: Currency;
  /** Every service with readings; months from two years before the report month. */
  readonly services: readonly ServiceFigures[];
  readonly fees: readonly FeeCosts[];
  /** The zone's month averages, by month key (this month and the same month a year before). */
  readonly zone: ReadonlyMap<string, ZoneMonth>;
  /** The main service's days (with cost) and hours (with the zone's price) of the month, where it reads that often. */
  readonly days?: readonly PeriodFigures[];
  readonly hours?: readonly PeriodFigures[];
  readonly similar?: SimilarHouseholds;
}

// —— months ——

/** The month key `n` months after `month` (YYYY-MM; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `last`, oldest first. */
export const monthsUpTo = (last: string, count: number): string[] => Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));

/** The days of a month, YYYY-MM-DD. */
function daysOf(month: string): string[] {
  const out: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) out.push(d);
  return out;
}

/** Monday 0 … Sunday 6 (platform-contract §9 weekday numbering). */
export const weekdayOf = (date: string): number => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The ISO 8601 week number of a date: the week holding its Thursday. */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 3 - weekdayOf(date));
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor((Date.parse(`${thursday}T12:00:00Z`) - Date.parse(`${jan1}T12:00:00Z`)) / (7 * 86_400_000)) + 1;
}

// —— fees of services without readings ——

/**
 * What a service without readings (broadband, TV) costs in a month: the fees of the agreement in
 * force each local day, each run of days under one tariff carrying its share of the month's time
 * (docs/decisions.md "Meter costs": fees are charged by time), and percentage discounts on them.
 * Only while the service runs.
 */
export function monthFees(agreements: readonly Agreement[], service: Pick<LocationService, 'type' | 'startDate' | 'endDate'>, month: string, timeZone: string): CostPart[] {
  const firstDay = localDate(service.startDate, timeZone);
  // The end date is the first instant without service: the day it falls on still runs if it starts later.
  const lastDay = service.endDate ? localDate(new Date(service.endDate.getTime() - 1), timeZone) : undefined;
  const runs: { from: string; to: string; tariff: Tariff }[] = [];
  for (const day of daysOf(month)) {
    const tariff = day < firstDay || (lastDay !== undefined && day > lastDay) ? undefined : tariffOn(agreements, service.type, day);
    const last = runs.at(-1);
    if (tariff && last && last.to === day && tariffKey(last.tariff) === tariffKey(tariff)) last.to = addDays(day, 1);
    else if (tariff) runs.push({ from: day, to: addDays(day, 1), tariff });
  }
  const at = (day: string) => startOfLocalDay(day, timeZone).getTime();
  const monthMs = at(nextMonthStart(month)) - at(`${month}-01`);
  // No kWh: only the fees and what discounts take off them are left.
  return mergeParts(runs.flatMap((r) => costParts(r.tariff, { total: 0, spotCost: 0, hourSpotCost: 0, feeMonths: (at(r.to) - at(r.from)) / monthMs }).filter((p) => p.value !== 0)));
}

// —— arithmetic that adds up ——

/** A difference of values as shown (rounded to `digits`), its percent to a tenth. */
export function change(current: number, previous: number, digits: number): Difference {
  const d = difference(round(current, digits), round(previous, digits));
  return { abs: round(d.abs, digits), percent: d.percent === null ? null : round(d.percent, 1), direction: d.direction };
}

/**
 * `values` rounded to `digits` so that they sum to exactly `total` (largest remainder): rounding each
 * on its own can leave the parts a unit off their total (99.9 %, or an öre).
 */
export function roundToTotal(values: readonly number[], total: number, digits: number): number[] {
  const scale = 10 ** digits;
  const exact = values.map((v) => v * scale);
  const units = exact.map(Math.floor);
  let left = Math.round(total * scale) - units.reduce((s, v) => s + v, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left !== 0 && order.length > 0; k++) {
    // Units short go to the largest remainders; units over come off the smallest.
    const { i } = left > 0 ? order[k % order.length]! : order[order.length - 1 - (k % order.length)]!;
    units[i]! += Math.sign(left);
    left -= Math.sign(left);
  }
  return units.map((u) => u / scale);
}

/** Percentages of `values` to a tenth that sum to exactly 100; all zero when the values are. */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((s, v) => s + v, 0);
  return total > 0 ? roundToTotal(values.map((v) => (v / total) * 100), 100, 1) : values.map(() => 0);
}

/** A part's share of a positive total, 0–1; none for a negative part or total. */
const shareOf = (value: number, total: number): number | undefined => (total > 0 && value >= 0 ? Math.min(1, round(value / total, 4)) : undefined);

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);

// —— the report ——

/** The main service of a month: the first of MAIN_ORDER with readings in it. */
export function mainService(services: readonly ServiceFigures[], month: string): ServiceFigures | undefined {
  for (const type of MAIN_ORDER) {
    const found = services.find((s) => s.serviceType === type && s.months.has(month));
    if (found) return found;
  }
  return undefined;
}

/** The production service of a span of months: the trade meter, else the grid's (they read the same kWh). */
function productionService(services: readonly ServiceFigures[], months: readonly string[]): ServiceFigures | undefined {
  for (const type of PRODUCTION_ORDER) {
    const found = services.find((s) => s.serviceType === type && months.some((m) => s.months.has(m)));
    if (found) return found;
  }
  return undefined;
}

interface MonthCost {
  /** By service type, each rounded to the öre (cent). */
  readonly byService: readonly { readonly serviceType: LocationServiceType; readonly value: number; readonly parts: readonly CostPart[] }[];
  readonly total: number;
}

/**
 * What the location paid in a month, per service type: the metered services' costs and the fees of
 * the others. Production is compensation the household earns, not a cost: it is shown in kWh only.
 */
function monthCost(input: ReportInput, month: string): MonthCost {
  const byType = new Map<LocationServiceType, { value: number; parts: CostPart[] }>();
  const add = (type: LocationServiceType, parts: readonly CostPart[]) => {
    const had = byType.get(type) ?? { value: 0, parts: [] };
    byType.set(type, { value: had.value + sum(parts.map((p) => p.value)), parts: [...had.parts, ...parts] });
  };
  for (const s of input.services) {
    const cost = isProduction(s.serviceType) ? undefined : s.months.get(month)?.cost;
    if (cost) add(s.serviceType, cost.parts);
  }
  for (const f of input.fees) {
    const parts = f.months.get(month);
    if (parts && parts.length > 0) add(f.serviceType, parts);
  }
  const byService = [...byType].map(([serviceType, c]) => ({ serviceType, value: round(c.value, 2), parts: c.parts }));
  return { byService, total: round(sum(byService.map((s) => s.value)), 2) };
}

const total3 = (f: PeriodFigures | undefined): number => round(f?.total ?? 0, 3);

function yearlyAnalysis(input: ReportInput, main: ServiceFigures): MonthlyReport['yearlyAnalysis'] {
  const window = monthsUpTo(input.month, 12);
  // Like for like: a month counts in a difference only when the same month a year before has readings too.
  const comparable = window.filter((m) => main.months.has(m) && main.months.has(addMonths(m, -12)));
  const consumptionOf = (months: readonly string[]) => sum(months.map((m) => total3(main.months.get(m))));
  const costOf = (months: readonly string[]) => sum(months.map((m) => monthCost(input, m).total));
  const before = comparable.map((m) => addMonths(m, -12));
  const production = productionService(input.services, window);
  const producedOf = (months: readonly string[]) => sum(months.map((m) => total3(production?.months.get(m))));
  const producedComparable = production ? window.filter((m) => production.months.has(m) && production.months.has(addMonths(m, -12))) : [];
  return {
    consumption: { value: round(consumptionOf(window), 3), unit: main.unit },
    ...(production ? { production: { value: round(producedOf(window), 3), unit: production.unit } } : {}),
    differences: {
      consumption: change(consumptionOf(comparable), consumptionOf(before), 3),
      ...(producedComparable.length > 0 ? { production: change(producedOf(producedComparable), producedOf(producedComparable.map((m) => addMonths(m, -12))), 3) } : {}),
      ...(comparable.length > 0 ? { cost: change(costOf(comparable), costOf(before), 2) } : {}),
    },
    cost: { value: round(costOf(window), 2), currency: input.currency },
  };
}

function monthlyAnalysis(input: ReportInput, main: ServiceFigures, cost: MonthCost): MonthlyReport['monthlyAnalysis'] {
  const { month } = input;
  const lastYear = addMonths(month, -12);
  const factors: MonthlyReport['monthlyAnalysis']['costAffectingFactors'] = [];
  const zoneNow = input.zone.get(month);
  const zoneBefore = input.zone.get(lastYear);
  if (zoneNow && zoneBefore) {
    factors.push({ type: 'temperature', value: round(zoneNow.temperature, 1), unit: '°C', difference: change(zoneNow.temperature, zoneBefore.temperature, 1) });
    factors.push({ type: 'spotprice', value: round(zoneNow.price, 4), unit: priceUnit(input.currency), difference: change(zoneNow.price, zoneBefore.price, 4) });
  }
  const factorOf = (type: 'consumption' | 'production', s: ServiceFigures | undefined) => {
    const now = s?.months.get(month);
    const before = s?.months.get(lastYear);
    if (s && now && before) factors.push({ type, value: total3(now), unit: s.unit, difference: change(now.total, before.total, 3) });
  };
  factorOf('consumption', main);
  factorOf('production', productionService(input.services, [month]));
  return {
    cost: {
      total: cost.total,
      currency: input.currency,
      parts: cost.byService.map((s) => {
        const share = shareOf(s.value, cost.total);
        return { serviceType: s.serviceType, value: s.value, ...(share !== undefined ? { share } : {}) };
      }),
    },
    measurements: input.services.flatMap((s) => {
      const now = s.months.get(month);
      if (!now) return [];
      const before = s.months.get(lastYear);
      return [{ serviceType: s.serviceType, value: total3(now), unit: s.unit, ...(before ? { difference: change(now.total, before.total, 3) } : {}) }];
    }),
    costAffectingFactors: factors,
  };
}

/** Weeks of the month, Monday to Sunday, cut at the month's ends. */
function weeklyAnalysis(month: string, unit: string, days: readonly PeriodFigures[]): NonNullable<MonthlyReport['weeklyAnalysis']> {
  const byDay = new Map(days.map((d) => [d.key, d]));
  const weeks: NonNullable<MonthlyReport['weeklyAnalysis']>['weeks'] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length === 0) return;
    const figures = current.map((d) => byDay.get(d)).filter((f): f is PeriodFigures => f !== undefined);
    const costs = figures.filter((f) => f.cost).map((f) => round(f.cost!.total, 2));
    weeks.push({
      week: isoWeek(current[0]!), startDate: current[0]!, endDate: current.at(-1)!,
      consumption: round(sum(figures.map((f) => round(f.total, 3))), 3),
      ...(costs.length > 0 ? { cost: round(sum(costs), 2) } : {}),
    });
    current = [];
  };
  for (const day of daysOf(month)) {
    if (weekdayOf(day) === 0) close();
    current.push(day);
  }
  close();
  return { unit, weeks };
}

/** The average day of each weekday in the month (only weekdays with readings). */
function dailyAnalysis(unit: string, days: readonly PeriodFigures[]): NonNullable<MonthlyReport['dailyAnalysis']> {
  const weekdays: NonNullable<MonthlyReport['dailyAnalysis']>['weekdays'] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const of = days.filter((d) => weekdayOf(d.key) === weekday);
    if (of.length === 0) continue;
    const costs = of.filter((d) => d.cost).map((d) => d.cost!.total);
    weekdays.push({
      weekday: weekday as IotWeekday, consumption: round(sum(of.map((d) => d.total)) / of.length, 3),
      ...(costs.length > 0 ? { cost: round(sum(costs) / costs.length, 2) } : {}),
    });
  }
  return { unit, weekdays };
}

const hourOf = (f: PeriodFigures): number => Number(f.key.slice(11, 13));

/** The average of each hour of the day over the month, and the month's peak hour. */
function hourlyAnalysis(unit: string, hours: readonly PeriodFigures[]): MonthlyReport['hourlyAnalysis'] {
  if (hours.length === 0) return undefined;
  const out: NonNullable<MonthlyReport['hourlyAnalysis']>['hours'] = [];
  for (let hour = 0; hour < 24; hour++) {
    // The autumn change repeats an hour and spring's skips one: an average counts each one that happened.
    const of = hours.filter((h) => hourOf(h) === hour);
    if (of.length > 0) out.push({ hour, consumption: round(sum(of.map((h) => h.total)) / of.length, 3) });
  }
  const peak = hours.reduce((best, h) => (h.total > best.total ? h : best));
  return { unit, hours: out, maxHour: { hour: hourOf(peak), consumption: total3(peak), date: peak.key.slice(0, 10) } };
}

/** The hours of the day a part of day spans, from partOfDay's own division. */
function partSpan(part: PartOfDay): { from: number; to: number } {
  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => partOfDay(h) === part);
  return { from: hours[0]!, to: hours.at(-1)! + 1 };
}

/** The month's consumption in each part of the day, its share, and the zone's average spot price then. */
function hourlyAverages(hours: readonly PeriodFigures[]): MonthlyReport['hourlyAverages'] {
  const parts = PartsOfDay.options.map((part) => {
    const of = hours.filter((h) => partOfDay(hourOf(h)) === part);
    const prices = of.flatMap((h) => (h.related ? [h.related.price] : []));
    return { part, consumption: round(sum(of.map((h) => h.total)), 3), prices };
  });
  if (hours.length === 0 || parts.some((p) => p.prices.length === 0)) return undefined;
  const shares = percentages(parts.map((p) => p.consumption));
  return Object.fromEntries(parts.map((p, i) => [p.part, {
    ...partSpan(p.part), consumption: p.consumption, percentage: shares[i]!, averageSpotPrice: round(sum(p.prices) / p.prices.length, 4),
  }])) as MonthlyReport['hourlyAverages'];
}

type HistoryEntry = NonNullable<MonthlyReport['distributions']['consumption']>;

/** A distribution whose total is the sum of its rounded parts. */
function distribution(unit: string, parts: readonly { type: string; value: number }[], digits: number): HistoryEntry {
  const rounded = parts.map((p) => ({ type: p.type, value: round(p.value, digits) }));
  const total = round(sum(rounded.map((p) => p.value)), digits);
  return { total, unit, parts: rounded.map((p) => ({ type: p.type, value: p.value, unit, share: shareOf(p.value, total) ?? 0 })) };
}

function distributions(input: ReportInput, cost: MonthCost): MonthlyReport['distributions'] {
  const { month } = input;
  const out: MonthlyReport['distributions'] = {};
  const electricity = GRID_ELECTRICITY.map((t) => input.services.find((s) => s.serviceType === t && s.months.has(month))).find((s) => s !== undefined);
  const energy = [electricity, ...input.services.filter((s) => THERMAL.includes(s.serviceType) && s.months.has(month))].filter((s): s is ServiceFigures => s !== undefined);
  if (energy.length > 0) out.consumption = distribution('kWh', energy.map((s) => ({ type: s.serviceType, value: s.months.get(month)!.total })), 3);
  if (cost.byService.length > 0) {
    const byType = new Map<CostPartType, number>();
    for (const p of cost.byService.flatMap((s) => s.parts)) byType.set(p.type, (byType.get(p.type) ?? 0) + p.value);
    // Split to the öre so the kinds add up to the month's cost the report shows.
    const values = roundToTotal([...byType.values()], cost.total, 2);
    out.cost = { total: cost.total, unit: input.currency, parts: [...byType.keys()].map((type, i) => ({ type, value: values[i]!, unit: input.currency, share: shareOf(values[i]!, cost.total) ?? 0 })) };
  }
  const grid = electricity?.months.get(month);
  // CO2 is the grid's: only electricity has it, and only for readings whose hour the zone priced.
  if (electricity && grid && grid.unpriced < grid.points) out.environment = distribution('g', [{ type: electricity.serviceType, value: grid.co2 }], 0);
  const production = productionService(input.services, [month]);
  if (production) out.production = distribution(production.unit, [{ type: production.serviceType, value: production.months.get(month)!.total }], 3);
  return out;
}

/** The report of the month and its summary, or undefined when no consumption was read in it. */
export function buildMonthlyReport(input: ReportInput): { report: MonthlyReport; summary: MonthlyReportSummary } | undefined {
  const { month } = input;
  const main = mainService(input.services, month);
  if (!main) return undefined;
  const cost = monthCost(input, month);
  const days = input.days ?? [];
  const hours = input.hours ?? [];
  const hourly = hourlyAnalysis(main.unit, hours);
  const averages = hourlyAverages(hours);
  const comparison = input.similar && main.months.get(month)
    ? { consumption: total3(main.months.get(month)), similarHouseholds: round(input.similar.average, 3), unit: main.unit, difference: change(main.months.get(month)!.total, input.similar.average, 3) }
    : undefined;
  const report: MonthlyReport = {
    _id: input.id,
    access: { accountId: input.access.accountId, organisation: input.access.organisation },
    locationId: input.locationId,
    date: month,
    yearlyAnalysis: yearlyAnalysis(input, main),
    monthlyAnalysis: monthlyAnalysis(input, main, cost),
    ...(input.days ? { weeklyAnalysis: weeklyAnalysis(month, main.unit, days), dailyAnalysis: dailyAnalysis(main.unit, days) } : {}),
    ...(hourly ? { hourlyAnalysis: hourly } : {}),
    distributions: distributions(input, cost),
    ...(averages ? { hourlyAverages: averages } : {}),
    ...(comparison ? { comparisonWithSimilarHouseholds: comparison } : {}),
  };
  const lastYear = addMonths(month, -12);
  const production = productionService(input.services, [month]);
  const summary: MonthlyReportSummary = {
    _id: input.id,
    locationId: input.locationId,
    date: month,
    ...(cost.byService.length > 0 ? { cost: { value: cost.total, currency: input.currency } } : {}),
    consumption: { value: total3(main.months.get(month)), unit: main.unit },
    ...(production ? { production: { value: total3(production.months.get(month)), unit: production.unit } } : {}),
    // The same like-for-like rule as the yearly differences: only against a month that had readings.
    ...(cost.byService.length > 0 && main.months.has(lastYear) ? { difference: change(cost.total, monthCost(input, lastYear).total, 2) } : {}),
  };
  return { report, summary };
}
