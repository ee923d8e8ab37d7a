/**
 * What an export holds (platform-contract §9 export columns; portal §5 "Export buttons disabled when
 * there is no data or period is total. Hourly-value export only for month view of hourly or
 * 15-minute services"; docs/decisions.md "Export rows"): the rows of a period at a resolution, for
 * one service (the portal) or a whole site, from the same period figures as every other view.
 */
import type { ExportPeriod } from '../../../schemas/insights-analysis.js';
import type { MeasurementResolution } from '../../../schemas/location.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import type { LocationRow } from '../repositories/locations.js';
import { locationFigures } from './data-items.js';
import type { ExportResolution, ExportRow } from './export-file.js';
import { hasCo2, isProduction } from './measurement-nodes.js';
import { periodFigures, zoneRelated, type FigureLevel, type PeriodFigures, type SeriesContext } from './period-figures.js';
import { periodOfKey } from './period-of-key.js';

const ORDER: readonly FigureLevel[] = ['15min', 'hour', 'day', 'month', 'year'];
const finer = (a: FigureLevel, b: FigureLevel) => ORDER.indexOf(a) < ORDER.indexOf(b);

export interface ExportPlan {
  readonly from: Date;
  readonly to: Date;
  readonly level: ExportResolution;
}

/**
 * The period the key names and the rows' level, or a 400 saying why not: the rows must be finer than
 * the period and not finer than the meter; hour and quarter-hour rows only inside a month or a day.
 */
export function exportPlan(dateKey: string, resolution: MeasurementResolution, tz: string, native: FigureLevel, period?: ExportPeriod): ExportPlan {
  if (resolution === 'none') throw problem('validationError', { message: 'resolution none has no values to export' });
  const p = periodOfKey(dateKey, tz);
  if (period !== undefined && p.level !== period) throw problem('validationError', { message: `dateKey ${dateKey} is not a ${period}` });
  if (p.level === 'hour' || p.level === '15min') throw problem('validationError', { message: 'An export covers a year, a month or a day' });
  const level: FigureLevel = resolution;
  if (!finer(level, p.level)) throw problem('validationError', { message: `A ${p.level} cannot be exported by ${resolution}` });
  if (finer(level, native)) throw problem('validationError', { message: `This meter is read by ${native}: it has no ${resolution} values` });
  if ((level === 'hour' || level === '15min') && p.level === 'year') throw problem('validationError', { message: 'Hourly values are exported for a month or a day' });
  return { from: p.from, to: p.to, level: resolution };
}

/** The export rows of one service. */
export async function serviceExportRows(q: Queryable, ctx: SeriesContext, plan: ExportPlan, now: Date): Promise<ExportRow[]> {
  const figures = await periodFigures(q, ctx, plan.level, plan.from, plan.to, { cost: true, related: true, now });
  const type = ctx.serviceType;
  return figures.map((f) => ({
    date: f.start,
    ...(isProduction(type) ? { production: f.total } : type === 'water' ? { water: f.total } : { consumption: f.total }),
    ...(f.cost ? { cost: f.cost.total } : {}),
    ...(hasCo2(type, f) ? { co2: f.co2 } : {}),
    ...(f.related ? { spotPrice: f.related.price, co2Intensity: f.related.co2, temperature: f.related.temperature } : {}),
  }));
}

/**
 * The export rows of a site: its electricity use from the trade meters (the grid meters where it has
 * none, never both: they measure the same energy), production likewise, water, the cost of every
 * service, CO2 of the electricity used, and the zone's price, intensity and temperature.
 */
export async function siteExportRows(q: Queryable, row: LocationRow, plan: ExportPlan, now: Date): Promise<ExportRow[]> {
  const services = await locationFigures(q, row, plan.level, plan.from, plan.to, now);
  const related = await zoneRelated(q, row.price_zone, plan.level, plan.from, plan.to);
  const has = (key: string) => services.some((s) => s.key === key);
  const use = { consumption: has('consumption') ? 'consumption' : 'consumption-net', production: has('production') ? 'production' : 'production-net' };
  const rows = new Map<number, ExportRow>();
  const at = (f: PeriodFigures) => {
    let r = rows.get(f.start.getTime());
    if (!r) rows.set(f.start.getTime(), (r = { date: f.start }));
    return r;
  };
  for (const s of services) {
    for (const f of s.figures) {
      const r = at(f);
      if (f.cost) r.cost = (r.cost ?? 0) + f.cost.total;
      if (s.key === use.consumption) {
        r.consumption = (r.consumption ?? 0) + f.total;
        if (hasCo2(s.serviceType, f)) r.co2 = (r.co2 ?? 0) + f.co2;
      } else if (s.key === use.production) r.production = (r.production ?? 0) + f.total;
      else if (s.key === 'water') r.water = (r.water ?? 0) + f.total;
    }
  }
  for (const r of rows.values()) {
    const z = related.get(r.date.getTime());
    if (z) Object.assign(r, { spotPrice: z.price, co2Intensity: z.co2, temperature: z.temperature });
  }
  return [...rows.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}
