/**
 * The pure rules of the insights calls (docs/decisions.md "Insights"): how many readings a period
 * should hold, a service's and a location's data status, a cost item made from the engine's cost
 * parts, an insight made from a service's month, and the forecast's estimates and scaling. Nothing
 * here reads the database; meter/insights.ts gathers the figures and calls these.
 */
import type { CostItem, CostMeasurementType, ConsumptionTypeKey, DataStatus, Insight, OverallDataStatus, ServiceDataStatus } from '../../../schemas/insights.js';
import type { LocationService, LocationServiceType, ServiceStatus } from '../../../schemas/location.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { serviceSiteId } from '../repositories/locations.js';
import { isGridElectricity, round } from './measurement-nodes.js';
import { SPOT_PART, type CostPart, type Tariff } from './tariff.js';

export type MeterResolution = '15min' | 'hour' | 'day' | 'month';

const STEP_MS = { '15min': 15 * 60_000, hour: 3_600_000 } as const;

/**
 * How many whole native periods of a meter lie in [from, to): the readings a meter that reads every
 * period would have sent. A period the window only partly covers is not counted, as the meter reads
 * from its first whole period (a daily meter whose service starts at 02:00 reads from the next day).
 */
export function expectedReadings(resolution: MeterResolution, from: Date, to: Date, tz: string): number {
  if (to <= from) return 0;
  if (resolution === '15min' || resolution === 'hour') {
    const step = STEP_MS[resolution];
    const first = Math.ceil(from.getTime() / step) * step;
    return Math.max(0, Math.floor((to.getTime() - first) / step));
  }
  const next = resolution === 'day' ? (d: string) => addDays(d, 1) : (d: string) => nextMonthStart(d);
  let d = localDate(from, tz);
  if (resolution === 'month') d = `${d.slice(0, 7)}-01`;
  if (startOfLocalDay(d, tz) < from) d = next(d);
  let n = 0;
  for (; startOfLocalDay(next(d), tz) <= to; d = next(d)) n++;
  return n;
}

/** The part of [from, to) that lies in [lo, hi), as a share of [from, to): how much of a month fees are charged for. */
export function overlapShare(from: Date, to: Date, lo: Date, hi: Date): number {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return 0;
  return Math.max(0, Math.min(to.getTime(), hi.getTime()) - Math.max(from.getTime(), lo.getTime())) / span;
}

// —— data status ——

export interface ServiceStatusInput {
  readonly serviceStatus: ServiceStatus;
  /** The service has a meter (measurementResolution other than none). */
  readonly metered: boolean;
  readonly start: Date;
  readonly end: Date | null;
  /** The period asked for. */
  readonly from: Date;
  readonly to: Date;
  readonly now: Date;
  /** Readings are expected up to here: the start of the local day `measurement delay` days before tomorrow. */
  readonly due: Date;
  /** Readings the period holds. */
  readonly points: number;
  /** Readings expected by `due` in the service's part of the period. */
  readonly expectedDue: number;
  /** Readings expected in the service's whole part of the period. */
  readonly expectedAll: number;
}

/**
 * A service's data status for a period (platform-contract §3 "Data status"), first rule that holds:
 * canceled or denied → noDataExpected; pending (or starting later) → pending; no meter, or no whole
 * reading period of the service inside the period → noDataExpected; no readings: started inside the
 * period → newService, none due yet → delayedDaysNotReached, else noDataNotExpected (missing data);
 * every reading there, and the period's last day past the delay → complete; else incomplete.
 */
export function serviceDataStatus(i: ServiceStatusInput): ServiceDataStatus {
  if (i.serviceStatus === 'canceled' || i.serviceStatus === 'denied') return 'noDataExpected';
  if (i.serviceStatus === 'pending' || i.start > i.now) return 'pending';
  if (!i.metered || i.start >= i.to || (i.end !== null && i.end <= i.from) || i.expectedAll === 0) return 'noDataExpected';
  if (i.points === 0) {
    if (i.start >= i.from) return 'newService';
    return i.expectedDue === 0 ? 'delayedDaysNotReached' : 'noDataNotExpected';
  }
  const lastEnd = i.end !== null && i.end < i.to ? i.end : i.to;
  return i.points >= i.expectedAll && lastEnd <= i.due ? 'complete' : 'incomplete';
}

/** A series carries the period's status without the service-only newService: data is on its way, as for pending. */
export function seriesDataStatus(s: ServiceDataStatus): DataStatus {
  return s === 'newService' ? 'pending' : s;
}

const NOT_DUE: readonly ServiceDataStatus[] = ['pending', 'newService', 'delayedDaysNotReached'];

/**
 * A location's status from its services' (platform-contract §3 "overall adds newCustomer and
 * noDataError"). Services that expect no data do not count; with none left → noDataExpected. When no
 * service has data: a location that started in the period or later → newCustomer, all pending →
 * pending, none due yet → delayedDaysNotReached, else noDataError (data was due and none came). With
 * data: complete when every counted service is, else incomplete.
 */
export function overallDataStatus(statuses: readonly ServiceDataStatus[], customerStartedInPeriod: boolean): OverallDataStatus {
  const counted = statuses.filter((s) => s !== 'noDataExpected');
  if (counted.length === 0) return 'noDataExpected';
  if (!counted.some((s) => s === 'complete' || s === 'incomplete')) {
    if (customerStartedInPeriod) return 'newCustomer';
    if (counted.every((s) => s === 'pending')) return 'pending';
    return counted.every((s) => NOT_DUE.includes(s)) ? 'delayedDaysNotReached' : 'noDataError';
  }
  return counted.every((s) => s === 'complete') ? 'complete' : 'incomplete';
}

// —— cost items ——

/** How a cost part grows: per kWh (or m³) at a share of them, per month of the period, or as a percentage of the others. */
export interface PartShape {
  readonly kind: 'unit' | 'fee' | 'percent';
  /** Share of the consumption a per-unit part is charged on (the spot and fixed shares of a mixed agreement). */
  readonly share: number;
}

/** The shapes of the parts the tariffs of a period can give, by part name (the latest tariff wins). */
export function partShapes(tariffs: readonly (Tariff | undefined)[]): Map<string, PartShape> {
  const out = new Map<string, PartShape>();
  for (const t of tariffs) {
    if (!t) continue;
    if (t.spotShare > 0) out.set(SPOT_PART, { kind: 'unit', share: t.spotShare });
    // The fixed `price` item covers the fixed share only (meter/tariff.ts); every other per-unit item all of it.
    for (const p of t.perUnit) out.set(p.name, { kind: 'unit', share: p.name === 'price' ? 1 - t.spotShare : 1 });
    for (const f of t.fees) out.set(f.name, { kind: 'fee', share: 1 });
    for (const d of t.percentOff) out.set(d.name, { kind: 'percent', share: 1 });
  }
  return out;
}

const shapeOf = (shapes: ReadonlyMap<string, PartShape>, p: CostPart): PartShape => shapes.get(p.name) ?? { kind: p.type === 'fees' ? 'fee' : 'unit', share: 1 };

/**
 * Rounds each value to `digits` so that the rounded values add up to `target` exactly (a cost's parts
 * add up to its total to the öre): what rounding lost goes, a last digit at a time, to the values
 * rounding moved furthest the other way (largest remainder), so an exact value such as a monthly fee
 * of 455 stays 455.
 */
export function roundToSum(values: readonly number[], target: number, digits: number): number[] {
  const out = values.map((v) => round(v, digits));
  const steps = Math.round((target - out.reduce((s, v) => s + v, 0)) * 10 ** digits);
  if (steps === 0 || out.length === 0) return out;
  const dir = Math.sign(steps);
  const order = values.map((v, i) => ({ i, gap: (v - out[i]!) * dir })).sort((a, b) => b.gap - a.gap || a.i - b.i);
  for (let k = 0; k < Math.abs(steps); k++) {
    const i = order[k % order.length]!.i;
    out[i] = round(out[i]! + dir * 10 ** -digits, digits);
  }
  return out;
}

/** What a service's consumption is measured in and what its per-unit cost is called. */
export interface ServiceUnits {
  readonly measurement: ConsumptionTypeKey;
  readonly unit: string;
  /** The cost measurement type of its energy parts. */
  readonly costKey: CostMeasurementType;
}

/** The measurement key and unit of a service type (docs/decisions.md "Insights"). */
export function serviceUnits(type: LocationServiceType): ServiceUnits {
  switch (type) {
    case 'water': return { measurement: 'volume', unit: 'm³', costKey: 'volume' };
    case 'production_trade': return { measurement: 'production-trade', unit: 'kWh', costKey: 'energy' };
    case 'production_grid': return { measurement: 'production-grid', unit: 'kWh', costKey: 'energy' };
    case 'broadband': return { measurement: 'broadband', unit: 'month', costKey: 'fees' };
    case 'tv': return { measurement: 'tv', unit: 'month', costKey: 'fees' };
    case 'waste': return { measurement: 'waste-other', unit: 'month', costKey: 'waste' };
    default: return { measurement: 'energy', unit: 'kWh', costKey: 'energy' };
  }
}

/** One line of an insight's data: what the month's cost of one kind was charged on. */
export interface CostGroup {
  readonly kind: 'unit' | 'fee';
  readonly key: CostMeasurementType;
  readonly value: number;
}

export interface CostBreakdown {
  readonly item: CostItem;
  /** The item's parts (with percentages) by kind and cost type, in part order; they add up to totalIncludingPercentages. */
  readonly groups: readonly CostGroup[];
}

/**
 * A cost item from the engine's parts (docs/decisions.md "Insights"): percentage parts are not parts
 * of their own but spread over the others in proportion (valueIncludingPercentages); total is the
 * sum before them, totalIncludingPercentages after (the engine's cost, what is paid). A per-unit part
 * says the consumption it is charged on and its average price; every part its share of the total.
 */
export function costBreakdown(parts: readonly CostPart[], shapes: ReadonlyMap<string, PartShape>, amount: number, currency: string, units: ServiceUnits): CostBreakdown {
  const base = parts.filter((p) => shapeOf(shapes, p).kind !== 'percent');
  const before = base.reduce((s, p) => s + p.value, 0);
  const after = parts.reduce((s, p) => s + p.value, 0);
  const total = round(before, 2);
  const totalIncludingPercentages = round(after, 2);
  const factor = before === 0 ? 1 : after / before;
  const values = roundToSum(base.map((p) => p.value), total, 2);
  const including = roundToSum(base.map((p) => p.value * factor), totalIncludingPercentages, 2);
  const typeOf = (p: CostPart): CostMeasurementType => (p.type === 'energy' ? units.costKey : p.type);
  const itemParts: CostItem['parts'] = base.map((p, i) => {
    const shape = shapeOf(shapes, p);
    const consumption = shape.kind === 'unit' ? round(amount * shape.share, 3) : 0;
    return {
      name: p.name,
      info: shape.kind === 'unit' ? `${currency}/${units.unit}` : `${currency}/month`,
      type: typeOf(p),
      ...(consumption > 0 ? { partConsumption: consumption, price: round(p.value / consumption, 4) } : {}),
      ...(before !== 0 ? { fraction: round(p.value / before, 4) } : {}),
      value: values[i]!,
      valueIncludingPercentages: including[i]!,
    };
  });
  const groups: CostGroup[] = [];
  base.forEach((p, i) => {
    const kind = shapeOf(shapes, p).kind === 'fee' ? 'fee' : 'unit';
    const key = typeOf(p);
    const at = groups.findIndex((g) => g.kind === kind && g.key === key);
    if (at < 0) groups.push({ kind, key, value: including[i]! });
    else groups[at] = { ...groups[at]!, value: round(groups[at]!.value + including[i]!, 2) };
  });
  // What the consumption costs first, then its taxes, then the fees: the order a bill reads in.
  const rank = (g: CostGroup) => (g.kind === 'fee' ? 2 : g.key === 'taxes' ? 1 : 0);
  groups.sort((a, b) => rank(a) - rank(b));
  return { item: { total, totalIncludingPercentages, parts: itemParts }, groups };
}

// —— insights ——

/** Services whose kWh come from the grid: the zone's CO2 intensity is theirs (as in the portal's nodes). */

/**
 * Whether a service's CO2 counts in its insight: the service that buys the electricity (trade), or
 * the grid meter where the location buys none from us; trade and grid meters read the same kWh, and
 * a location's total must not count them twice.
 */
export function countsCo2(type: LocationServiceType, locationTypes: readonly LocationServiceType[]): boolean {
  if (!isGridElectricity(type)) return false;
  return type === 'consumption_trade' || !locationTypes.includes('consumption_trade');
}

export const isProductionType = (type: LocationServiceType): boolean => type === 'production_trade' || type === 'production_grid';

export interface InsightInput {
  readonly service: LocationService;
  readonly address: string;
  readonly monthStart: Date;
  readonly currency: string;
  readonly status: ServiceDataStatus;
  readonly hasFixedPrice: boolean;
  /** kWh or m³ of the month (produced, for production); null while it has no readings. */
  readonly amount: number | null;
  /** g of CO2 when it counts (countsCo2), else null. */
  readonly co2: number | null;
  /** The cost parts; undefined when costs are not shown or no agreement prices the month. */
  readonly parts?: readonly CostPart[];
  readonly shapes: ReadonlyMap<string, PartShape>;
  /** Months of fees the month carries (0–1). */
  readonly feeMonths: number;
}

/**
 * One service's insight for a month (docs/decisions.md "Insights"): mainValue is what the service
 * adds to the location's bill (its cost, or minus its production's compensation), secondaryValue its
 * kg of CO2, mainConsumption its kWh or m³; data lists the consumption with the cost charged on it,
 * per cost type, and the months of fees with the fees; the data costs add up to the cost item.
 */
export function insightOf(i: InsightInput): Insight {
  const units = serviceUnits(i.service.type);
  const production = isProductionType(i.service.type);
  const metered = i.service.measurementResolution !== 'none';
  const amount = i.amount === null ? null : round(i.amount, 3);
  const breakdown = i.parts && i.parts.length > 0 ? costBreakdown(i.parts, i.shapes, amount ?? 0, i.currency, units) : undefined;
  const data: Insight['data'] = [];
  if (production) {
    if (amount !== null) {
      data.push({ measurement: { key: units.measurement, unit: units.unit, value: amount } });
      if (breakdown && amount > 0) data.push({ measurement: { key: 'production-price', unit: `${i.currency}/${units.unit}`, value: round(breakdown.item.totalIncludingPercentages / amount, 4) } });
    }
  } else {
    const consumption = amount !== null ? { key: units.measurement, unit: units.unit, value: amount } : undefined;
    const feeLine = { key: metered ? ('fee' as const) : units.measurement, unit: 'month', value: round(i.feeMonths, 4) };
    for (const g of breakdown?.groups ?? []) {
      const measurement = g.kind === 'fee' || !consumption ? feeLine : consumption;
      data.push({ measurement, cost: { key: g.key, unit: i.currency, value: g.value } });
    }
    if (consumption && !data.some((d) => d.measurement === consumption)) data.unshift({ measurement: consumption });
  }
  const money = breakdown?.item.totalIncludingPercentages;
  return {
    insightDate: i.monthStart,
    type: i.service.type,
    hasFixedPrice: i.hasFixedPrice,
    hasDetailedHistory: metered && i.service.measurementResolution !== 'month',
    address: i.address,
    data,
    ...(breakdown && !production ? { cost: breakdown.item } : {}),
    mainValue: money === undefined ? null : production ? -money : money,
    secondaryValue: i.co2 === null || amount === null ? null : round(i.co2 / 1000, 3),
    mainConsumption: amount,
    ...(production && money !== undefined ? { compensation: { value: money, unit: i.currency } } : {}),
    dataStatus: i.status,
    serviceStatus: i.service.status,
    serviceStartDate: i.service.startDate,
    serviceUid: serviceSiteId(i.service),
    serviceId: i.service.id,
  };
}

/** The insights' totals: each a sum of what the insights answer, so they add up to the öre (CO2 to the gram). */
export function insightTotals(insights: readonly Insight[]): { cost: number; mainValue: number; secondaryValue: number } {
  return {
    cost: round(insights.reduce((s, x) => s + (x.cost?.totalIncludingPercentages ?? 0), 0), 2),
    mainValue: round(insights.reduce((s, x) => s + (x.mainValue ?? 0), 0), 2),
    secondaryValue: round(insights.reduce((s, x) => s + (x.secondaryValue ?? 0), 0), 3),
  };
}

// —— forecast ——

export interface Amount {
  /** Local date key: YYYY-MM-DD for days, YYYY-MM for months. */
  readonly key: string;
  readonly total: number;
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const dayDistance = (a: string, b: string) => Math.abs(Date.parse(`${a}T12:00:00Z`) - Date.parse(`${b}T12:00:00Z`));

/**
 * A day's forecast: the mean of the four complete days of the same weekday nearest to it
 * (docs/decisions.md "Neighbour and forecast nodes": the same weekday of the last four weeks).
 */
export function sameWeekdayEstimate(day: string, complete: readonly Amount[]): number | undefined {
  const like = complete.filter((c) => weekday(c.key) === weekday(day)).sort((a, b) => dayDistance(a.key, day) - dayDistance(b.key, day)).slice(0, 4);
  return like.length === 0 ? undefined : like.reduce((s, c) => s + c.total, 0) / like.length;
}

/** A month's forecast: the same month a year before, else the mean of the last three months before it. */
export function monthEstimate(month: string, complete: readonly Amount[]): number | undefined {
  const lastYear = `${Number(month.slice(0, 4)) - 1}${month.slice(4, 7)}`;
  const same = complete.find((c) => c.key === lastYear);
  if (same) return same.total;
  const before = complete.filter((c) => c.key < month).sort((a, b) => a.key.localeCompare(b.key)).slice(-3);
  return before.length === 0 ? undefined : before.reduce((s, c) => s + c.total, 0) / before.length;
}

/**
 * A reference period's cost parts grown to the forecast: per-unit parts by `unitRatio` (forecast
 * kWh over the reference's), fees by `feeRatio` (the month's fee months over the reference's), and
 * percentage parts kept at the same share of the rest.
 */
export function scaleParts(parts: readonly CostPart[], shapes: ReadonlyMap<string, PartShape>, unitRatio: number, feeRatio: number): CostPart[] {
  const scaled = parts.map((p) => {
    const kind = shapeOf(shapes, p).kind;
    return kind === 'percent' ? p : { ...p, value: p.value * (kind === 'fee' ? feeRatio : unitRatio) };
  });
  const sumOf = (ps: readonly CostPart[]) => ps.filter((p) => shapeOf(shapes, p).kind !== 'percent').reduce((s, p) => s + p.value, 0);
  const before = sumOf(parts);
  const ratio = before === 0 ? 0 : sumOf(scaled) / before;
  return scaled.map((p) => (shapeOf(shapes, p).kind === 'percent' ? { ...p, value: p.value * ratio } : p));
}
