/**
 * Zone data, public (docs/decisions.md "Public zone data", "Zone data"): stored spot prices per
 * quarter-hour, hour or local day, their average over a period, the price and CO2 aggregation, the
 * /v3/data/{kind}/zone calls and a day's prices (GET /v3/account/prices/{date}/zone/{zone}, of the
 * messaging area but the same data). Periods are local days of the query's time zone.
 */
import { dataArea } from '../../../schemas/endpoints/data.js';
import { messagingArea } from '../../../schemas/endpoints/messaging.js';
import type { PriceZone } from '../../../schemas/geography.js';
import type { DataItem, DataKind, DataValue, PowerMix, ValueCategory } from '../../../schemas/measurement.js';
import { currencyFromPriceZone } from '../../format/geography.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { averagePrice, spotPrices, zonePeriods, type PriceResolution, type ZonePeriod } from '../repositories/zone-data.js';
import { zoneMeterTotals, type MeterScope } from '../repositories/zone-meters.js';

const DAY = 86_400_000;
/** The longest period one call reads, by resolution: a month of quarter-hours, a year of hours, five years of days. */
const MAX_DAYS: Record<PriceResolution, number> = { '15m': 31, hour: 366, day: 5 * 366 };


/** The local days [start_date, end_date] as instants, each end included; `days` from today when neither is given. */
export function localPeriod(query: { start_date?: string | undefined; end_date?: string | undefined; timeZone: string }, now: Date, days = 1) {
  const start = query.start_date ?? localDate(now, query.timeZone);
  const end = query.end_date ?? (query.start_date ?? addDays(start, days - 1));
  if (end < start) throw problem('validationError', { message: 'end_date must not be before start_date' });
  return { start, end, from: startOfLocalDay(start, query.timeZone), to: startOfLocalDay(addDays(end, 1), query.timeZone) };
}

export function assertSpan(from: Date, to: Date, resolution: PriceResolution): void {
  if (to.getTime() - from.getTime() > MAX_DAYS[resolution] * DAY + 2 * 3_600_000) {
    throw problem('validationError', { message: `At most ${MAX_DAYS[resolution]} days at resolution ${resolution}` });
  }
}

const unitOf = (zone: PriceZone) => (currencyFromPriceZone(zone) === 'EUR' ? 'EUR/kWh' : 'kr/kWh');
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Lower is better for prices, CO2 and consumption: the cheapest third of the answer's range is good (platform-contract §9 valley thirds). */
function categorise(values: readonly (number | undefined)[]): (v: number | undefined) => ValueCategory | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  if (known.length === 0) return () => undefined;
  const min = Math.min(...known);
  const third = (Math.max(...known) - min) / 3;
  return (v) => (v === undefined ? undefined : third === 0 || v < min + third ? 'good' : v < min + 2 * third ? 'intermediate' : 'bad');
}

function mixValues(mix: PowerMix): Partial<Record<'power-wind' | 'power-coal' | 'power-total', DataValue>> {
  return {
    ...(mix.wind != null ? { 'power-wind': { total: round(mix.wind, 3) } } : {}),
    ...(mix.coal != null ? { 'power-coal': { total: round(mix.coal, 3) } } : {}),
    ...(mix.total != null ? { 'power-total': { total: round(mix.total, 3) } } : {}),
  };
}

/** The zone's items of `kind` at `level` in [from, to), filtered by category when asked. */
export async function zoneItems(
  db: Queryable, kind: DataKind, zone: PriceZone, level: 'hour' | 'day' | 'month', from: Date, to: Date, timeZone: string, category?: ValueCategory,
  meters: MeterScope = { zone }, location: string = zone,
): Promise<DataItem[]> {
  let items: { start: Date; key: string; main?: number; value: DataItem['value'] }[];
  if (kind === 'consumption' || kind === 'production') {
    const totals = await zoneMeterTotals(db, meters, kind, level, from, to, timeZone);
    items = totals.map((t) => ({ start: t.start, key: t.key, main: t.total, value: { [kind]: { total: round(t.total, 3), source: 'measured' } } }));
  } else {
    const periods: ZonePeriod[] = await zonePeriods(db, zone, from, to, level, timeZone);
    items = periods.map((p) => {
      if (kind === 'spotprice') return { start: p.start, key: p.key, main: p.price, value: { 'spot-price': { avgHour: round(p.price, 5) } } };
      if (kind === 'co2') return { start: p.start, key: p.key, main: p.co2, value: { co2: { avgHour: round(p.co2, 1) } } };
      if (kind === 'temperature') return { start: p.start, key: p.key, value: { temperature: { avgHour: round(p.temperature, 1) } } };
      return { start: p.start, key: p.key, main: p.mix.co2, value: mixValues(p.mix) };
    });
  }
  const categoryOf = categorise(items.map((i) => i.main));
  return items
    .map((i) => {
      const c = categoryOf(i.main);
      const value = c === undefined ? i.value : Object.fromEntries(Object.entries(i.value).map(([k, v]) => [k, { ...v, category: c }]));
      return { item: { date: i.start, dateKey: i.key, location, value }, category: c };
    })
    .filter((x) => category === undefined || x.category === category)
    .map((x) => x.item);
}

export const zoneDataHandlers = defineHandlers(dataArea, {
  async getStoredZoneSpotPrices(ctx) {
    const resolution = ctx.query.resolution ?? 'hour';
    const { from, to } = localPeriod(ctx.query, ctx.services.clock.now(), 2);
    assertSpan(from, to, resolution);
    const prices = await spotPrices(ctx.services.db, ctx.params.zone, from, to, resolution, ctx.query.timeZone);
    return { data: prices.map((p) => ({ date: p.date, value: round(p.value, 5) })) };
  },

  async getSpotPriceAverage(ctx) {
    const { start, end, from, to } = localPeriod(ctx.query, ctx.services.clock.now());
    assertSpan(from, to, 'day');
    const value = await averagePrice(ctx.services.db, ctx.params.area, from, to);
    if (value === undefined) throw problem('notFound', { message: `No spot prices of ${ctx.params.area} from ${start} to ${end}` });
    return { data: { area: ctx.params.area, value: round(value, 5), unit: unitOf(ctx.params.area), startDate: start, endDate: end } };
  },

  async getStoredZoneData(ctx) {
    const { zone } = ctx.params;
    const { timeZone } = ctx.query;
    const { from, to } = localPeriod(ctx.query, ctx.services.clock.now());
    assertSpan(from, to, 'hour');
    const db = ctx.services.db;
    const [hours, days, months] = await Promise.all((['hour', 'day', 'month'] as const).map((level) => zonePeriods(db, zone, from, to, level, timeZone)));
    const quarters = to.getTime() - from.getTime() <= MAX_DAYS['15m'] * DAY ? await spotPrices(db, zone, from, to, '15m', timeZone) : undefined;
    const map = <T>(rows: readonly T[], at: (r: T) => Date, v: (r: T) => number, digits: number) => Object.fromEntries(rows.map((r) => [at(r).toISOString(), round(v(r), digits)]));
    const series = (unit: string, v: (p: ZonePeriod) => number, digits: number) => ({
      unit, location: zone,
      monthly: map(months!, (p) => p.start, v, digits), daily: map(days!, (p) => p.start, v, digits), hourly: map(hours!, (p) => p.start, v, digits),
    });
    return {
      data: {
        price: { ...series(unitOf(zone), (p) => p.price, 5), ...(quarters ? { quarterHourly: map(quarters, (q) => q.date, (q) => q.value, 5) } : {}) },
        co2: series('gCO2/kWh', (p) => p.co2, 1),
      },
    };
  },

  async getZoneDataHour(ctx) {
    const { from, to } = localPeriod(ctx.query, ctx.services.clock.now());
    assertSpan(from, to, 'hour');
    return { data: await zoneItems(ctx.services.db, ctx.params.kind, ctx.params.zone, 'hour', from, to, ctx.query.timeZone, ctx.query.category) };
  },

  async getZoneDataDay(ctx) {
    const tz = ctx.query.timeZone;
    return { data: await zoneItems(ctx.services.db, ctx.params.kind, ctx.params.zone, 'hour', startOfLocalDay(ctx.params.key, tz), startOfLocalDay(addDays(ctx.params.key, 1), tz), tz, ctx.query.category) };
  },

  async getZoneDataMonth(ctx) {
    const tz = ctx.query.timeZone;
    const first = startOfLocalDay(`${ctx.params.key}-01`, tz);
    return { data: await zoneItems(ctx.services.db, ctx.params.kind, ctx.params.zone, 'day', first, startOfLocalDay(nextMonthStart(ctx.params.key), tz), tz, ctx.query.category) };
  },
});

export const zonePricesHandlers = defineHandlers(messagingArea, {
  async getZonePrices(ctx) {
    const { date, zone } = ctx.params;
    const { timeZone } = ctx.query;
    const prices = await spotPrices(ctx.services.db, zone, startOfLocalDay(date, timeZone), startOfLocalDay(addDays(date, 1), timeZone), 'hour', timeZone);
    if (prices.length === 0) throw problem('notFound', { message: `No spot prices of ${zone} on ${date}` });
    return { data: { zone, date, timeZone, currency: currencyFromPriceZone(zone), unit: unitOf(zone), prices: prices.map((p) => ({ date: p.date, value: round(p.value, 5) })) } };
  },
});
