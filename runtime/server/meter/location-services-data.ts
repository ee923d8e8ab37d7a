/**
 * A location's services for a month as the portal's analysis overview shows them (portal §7
 * getLocationServicesData "(locationId, month): services with serviceType, history, overview";
 * docs/decisions.md "Location services data"): per service, the month's distribution by part of day
 * (consumption, production, environment) and by cost part, and the month so far with its latest value.
 * From the same period figures as every other view.
 */
import type { HistoryEntry, LocationServiceData } from '../../../schemas/measurement.js';
import type { Queryable } from '../db/database.js';
import { addDays, localHourAndWeekday, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { SITE_TYPE, type LocationRow } from '../repositories/locations.js';
import { agreementsOfLocation } from '../repositories/agreements.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import { hasCo2, isProduction, round } from './measurement-nodes.js';
import { currencyOf, periodFigures, type PeriodFigures } from './period-figures.js';
import { partOfDay } from './prediction-model.js';
import { seriesContext } from './service-reach.js';
import { tariffOn } from './tariff.js';
import type { z } from 'zod';

type Entry = z.input<typeof HistoryEntry>;
const PARTS = ['night', 'morning', 'day', 'evening'] as const;

/** A total shared out by part of day from hour figures (their value picked by `pick`). */
function byPartOfDay(hours: readonly PeriodFigures[], tz: string, pick: (f: PeriodFigures) => number, unit: string, digits: number): Entry {
  const sums = new Map<string, number>(PARTS.map((p) => [p, 0]));
  for (const h of hours) {
    const part = partOfDay(localHourAndWeekday(h.start, tz).hour);
    sums.set(part, sums.get(part)! + pick(h));
  }
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  return { total: round(total, digits), unit, parts: PARTS.map((p) => ({ type: p, share: total > 0 ? round(sums.get(p)! / total, 4) : 0, value: round(sums.get(p)!, digits), unit })) };
}

export async function locationServicesData(q: Queryable, row: LocationRow, month: string, now: Date): Promise<LocationServiceData[]> {
  const tz = timeZoneFromPriceZone(row.price_zone);
  const from = startOfLocalDay(`${month}-01`, tz);
  const to = startOfLocalDay(nextMonthStart(month), tz);
  const currency = currencyOf(row.price_zone) === 'EUR' ? '€' : 'kr';
  const out: LocationServiceData[] = [];
  const agreements = await agreementsOfLocation(q, row.id);
  for (const service of row.doc.services) {
    const serviceType = SITE_TYPE[service.type];
    if (service.measurementResolution === 'none') {
      // A service without a meter (broadband, tv) costs its fees: the month's, from its agreement.
      const fees = new Map<string, number>();
      const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);
      for (let d = `${month}-01`; d < nextMonthStart(month); d = addDays(d, 1)) {
        for (const f of tariffOn(agreements, service.type, d)?.fees ?? []) fees.set(f.name, (fees.get(f.name) ?? 0) + f.perMonth / days);
      }
      if (fees.size === 0) continue;
      const total = [...fees.values()].reduce((a, b) => a + b, 0);
      const elapsed = now < to ? (now.getTime() - from.getTime()) / (to.getTime() - from.getTime()) : 1;
      out.push({
        serviceId: service.id, serviceType,
        history: { cost: { total: round(total, 2), unit: currency, parts: [...fees].map(([name, v]) => ({ type: name, share: total > 0 ? round(v / total, 4) : 0, value: round(v, 2), unit: currency })) } },
        overview: { current: { cost: { total: round(total * Math.max(0, Math.min(1, elapsed)), 2), now: round(total / days, 2) } } },
      });
      continue;
    }
    const ctx = await seriesContext(q, row, service);
    if (!ctx) continue;
    const options = { cost: true, related: false, now };
    const [monthFigure] = await periodFigures(q, ctx, 'month', from, to, options);
    if (!monthFigure) continue;
    const fine = ctx.series.resolution === '15min' || ctx.series.resolution === 'hour';
    const hours = fine ? await periodFigures(q, ctx, 'hour', from, to, { ...options, cost: false }) : [];
    const days = await periodFigures(q, ctx, 'day', from, to, options);
    const lastDay = days[days.length - 1];
    const lastHour = hours[hours.length - 1];
    const unit = service.type === 'water' ? 'm³' : 'kWh';
    const amount: Entry = fine ? byPartOfDay(hours, tz, (h) => h.total, unit, 3) : { total: round(monthFigure.total, 3), unit, parts: [] };
    const history: LocationServiceData['history'] = isProduction(service.type) ? { production: amount } : { consumption: amount };
    const current: LocationServiceData['overview']['current'] = isProduction(service.type)
      ? { production: { total: round(monthFigure.total, 3), now: round((lastHour ?? lastDay)?.total ?? 0, 3) } }
      : { consumption: { total: round(monthFigure.total, 3), now: round((lastHour ?? lastDay)?.total ?? 0, 3) } };
    if (monthFigure.cost) {
      const parts = monthFigure.cost.parts;
      const total = monthFigure.cost.total;
      history.cost = { total: round(total, 2), unit: currency, parts: parts.map((p) => ({ type: p.name, share: total !== 0 ? round(Math.abs(p.value / total), 4) : 0, value: round(p.value, 2), unit: currency })) };
      current.cost = { total: round(total, 2), now: round(lastDay?.cost?.total ?? 0, 2) };
    }
    if (fine && hasCo2(service.type, monthFigure)) {
      history.environment = byPartOfDay(hours, tz, (h) => h.co2, 'g', 0);
      current.co2cost = { total: round(monthFigure.co2, 0), now: round(lastHour?.co2 ?? 0, 0) };
    }
    out.push({ serviceId: service.id, serviceType, history, overview: { current } });
  }
  return out;
}
