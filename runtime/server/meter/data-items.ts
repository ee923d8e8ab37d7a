/**
 * A location's data items (platform-contract §3 Measurement data "Data item: date, dateKey, location,
 * value keyed by data type (each with total, avgHour, cost, co2, source, certainty, partial,
 * category), shared values, children, updated"): one item a period, each measured service under its
 * site type (consumption, consumption-net, production, heating, water, …) with its cost and CO2, the
 * location's total cost under `cost`, and the zone's spot price, CO2 intensity and temperature as
 * shared values. Built from the same period figures as the portal's nodes, so the two always agree.
 */
import type { DataItem, DataValue, DataValueType } from '../../../schemas/measurement.js';
import type { Queryable } from '../db/database.js';
import { SITE_TYPE, type LocationRow } from '../repositories/locations.js';
import { hasCo2, round } from './measurement-nodes.js';
import { periodFigures, zoneRelated, type FigureLevel, type PeriodFigures } from './period-figures.js';
import { seriesContext } from './service-reach.js';

/** The figures of each measured service of the location at `level` in [from, to), with its value key. */
export async function locationFigures(q: Queryable, row: LocationRow, level: FigureLevel, from: Date, to: Date, now: Date): Promise<{ key: DataValueType; serviceId: string; serviceType: string; figures: PeriodFigures[] }[]> {
  const out: { key: DataValueType; serviceId: string; serviceType: string; figures: PeriodFigures[] }[] = [];
  for (const service of row.doc.services) {
    if (service.measurementResolution === 'none') continue;
    const ctx = await seriesContext(q, row, service);
    if (!ctx) continue;
    out.push({ key: SITE_TYPE[service.type], serviceId: service.id, serviceType: service.type, figures: await periodFigures(q, ctx, level, from, to, { cost: true, related: false, now }) });
  }
  return out;
}

function valueOf(f: PeriodFigures, serviceType: string): DataValue {
  return {
    total: round(f.total, 3),
    ...(f.cost ? { cost: round(f.cost.total, 2) } : {}),
    ...(hasCo2(serviceType, f) ? { co2: round(f.co2, 0) } : {}),
    source: 'measured',
    ...(f.certainty !== null ? { certainty: f.certainty } : {}),
    ...(f.partial ? { partial: true } : {}),
  };
}

/** The location's items of `level` in [from, to): periods where at least one service has readings. */
export async function locationItems(q: Queryable, row: LocationRow, level: FigureLevel, from: Date, to: Date, now: Date): Promise<DataItem[]> {
  const services = await locationFigures(q, row, level, from, to, now);
  const related = await zoneRelated(q, row.price_zone, level, from, to);
  const items = new Map<number, DataItem & { value: Partial<Record<DataValueType, DataValue>> }>();
  for (const s of services) {
    for (const f of s.figures) {
      const at = f.start.getTime();
      let item = items.get(at);
      if (!item) {
        const rel = related.get(at);
        item = {
          date: f.start, dateKey: f.key, location: row.code, value: {},
          ...(rel ? { sharedValues: { 'spot-price': { avgHour: round(rel.price, 4) }, co2: { avgHour: round(rel.co2, 1) }, temperature: { avgHour: round(rel.temperature, 1) } } } : {}),
        };
        items.set(at, item);
      }
      const had = item.value[s.key];
      // Two services of one type (two meters) add up under their type.
      item.value[s.key] = had ? { ...had, total: round((had.total ?? 0) + f.total, 3), ...(f.cost ? { cost: round((had.cost ?? 0) + f.cost.total, 2) } : {}) } : valueOf(f, s.serviceType);
      if (f.cost) item.value.cost = { total: round((item.value.cost?.total ?? 0) + f.cost.total, 2) };
    }
  }
  return [...items.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}

