/**
 * What a location's monthly reports are computed from (monthly-report.ts): the month figures of every
 * service with readings from two years before the first month, the fees of services without readings,
 * the zone's months, the main service's days and hours of each month, and similar households. One
 * read of the months serves every report of the location being made.
 */
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { LocationServiceType } from '../../../schemas/location.js';
import type { Queryable } from '../db/database.js';
import { stableId } from '../ids.js';
import { nextMonthStart, startOfLocalDay } from '../local-time.js';
import { agreementsOfLocation } from '../repositories/agreements.js';
import { countSimilar, toLocation, type LocationRow } from '../repositories/locations.js';
import { similarityCriteria, similarMonthTotals } from '../repositories/monthly-reports.js';
import { zoneRollups } from '../repositories/zone-data.js';
import { MIN_METERS_SHOWN } from '../repositories/zone-meters.js';
import { isProduction } from './measurement-nodes.js';
import { addMonths, mainService, monthFees, type FeeCosts, type ReportInput, type ServiceFigures, type SimilarHouseholds, type ZoneMonth, unitOfService } from './monthly-report.js';
import { currencyOf, periodFigures, type PeriodFigures, type SeriesContext } from './period-figures.js';
import { seriesContext } from './service-reach.js';

/** A report's id: the same for a location's month however often it is made. */
export const reportId = (locationId: string, month: string): string => stableId(`${locationId}:monthly-report:${month}`);

/** Readings finer than a day give the weekly and daily parts, finer than a day's hours the hourly ones. */
const READS_DAYS = new Set(['15min', 'hour', 'day']);
const READS_HOURS = new Set(['15min', 'hour']);

/**
 * The month consumption of similar households, when at least MIN_METERS_SHOWN of them read the whole
 * month (zone-meters.ts): fewer, and one household's figure could be read out of the average.
 */
async function similarHouseholds(q: Queryable, row: LocationRow, serviceType: LocationServiceType, month: string, tz: string): Promise<SimilarHouseholds | undefined> {
  const criteria = similarityCriteria(row.extra);
  // An empty home profile matches every household: that is no comparison.
  if (Object.keys(criteria).length === 0) return undefined;
  if ((await countSimilar(q, row, criteria)) < MIN_METERS_SHOWN) return undefined;
  const totals = await similarMonthTotals(q, row, criteria, serviceType, startOfLocalDay(`${month}-01`, tz), startOfLocalDay(nextMonthStart(month), tz));
  if (totals.length < MIN_METERS_SHOWN) return undefined;
  return { households: totals.length, average: totals.reduce((s, v) => s + v, 0) / totals.length };
}

/** The inputs of the location's reports of `months` (YYYY-MM, ascending); a month without consumption has none. */
export async function reportInputs(q: Queryable, row: LocationRow, months: readonly string[], now: Date): Promise<ReportInput[]> {
  if (months.length === 0) return [];
  const tz = timeZoneFromPriceZone(row.price_zone);
  const location = toLocation(row);
  // Two years back: the yearly analysis compares the twelve months with the twelve before.
  const firstMonth = addMonths(months[0]!, -23);
  const from = startOfLocalDay(`${firstMonth}-01`, tz);
  const to = startOfLocalDay(nextMonthStart(months.at(-1)!), tz);

  const services: ServiceFigures[] = [];
  const contexts = new Map<ServiceFigures, SeriesContext>();
  for (const service of location.services) {
    if (service.measurementResolution === 'none') continue;
    const ctx = await seriesContext(q, row, service);
    if (!ctx) continue;
    const figures = await periodFigures(q, ctx, 'month', from, to, { cost: !isProduction(service.type), related: false, now });
    const s: ServiceFigures = { serviceType: service.type, unit: unitOfService(service.type), months: new Map(figures.map((f) => [f.key, f])) };
    services.push(s);
    contexts.set(s, ctx);
  }

  const agreements = await agreementsOfLocation(q, row.id);
  const allMonths: string[] = [];
  for (let m = firstMonth; m <= months.at(-1)!; m = addMonths(m, 1)) allMonths.push(m);
  const fees: FeeCosts[] = location.services
    .filter((s) => s.measurementResolution === 'none' && !isProduction(s.type))
    .map((s) => ({ serviceType: s.type, months: new Map(allMonths.map((m) => [m, monthFees(agreements, s, m, tz)])) }));

  const zone = new Map<string, ZoneMonth>((await zoneRollups(q, row.price_zone, 'month', from, to)).map((z) => [z.key, { price: z.price, temperature: z.temperature }]));

  // The main service's days and hours, read once for all the months it is main in.
  const mains = new Map<ServiceFigures, string[]>();
  for (const month of months) {
    const main = mainService(services, month);
    if (main) mains.set(main, [...(mains.get(main) ?? []), month]);
  }
  const detail = new Map<string, { days?: PeriodFigures[]; hours?: PeriodFigures[] }>();
  for (const [main, of] of mains) {
    const ctx = contexts.get(main)!;
    const spanFrom = startOfLocalDay(`${of[0]!}-01`, tz);
    const spanTo = startOfLocalDay(nextMonthStart(of.at(-1)!), tz);
    const resolution = ctx.series.resolution;
    const days = READS_DAYS.has(resolution) ? await periodFigures(q, ctx, 'day', spanFrom, spanTo, { cost: true, related: false, now }) : undefined;
    const hours = READS_HOURS.has(resolution) ? await periodFigures(q, ctx, 'hour', spanFrom, spanTo, { cost: false, related: true, now }) : undefined;
    for (const month of of) {
      detail.set(month, {
        ...(days ? { days: days.filter((d) => d.key.startsWith(month)) } : {}),
        ...(hours ? { hours: hours.filter((h) => h.key.startsWith(month)) } : {}),
      });
    }
  }

  const out: ReportInput[] = [];
  for (const month of months) {
    const found = detail.get(month);
    if (!found) continue;
    const { days, hours } = found;
    const similar = await similarHouseholds(q, row, mainService(services, month)!.serviceType, month, tz);
    out.push({
      id: reportId(row.id, month), locationId: row.id, access: { accountId: row.account_id, organisation: row.organisation }, month,
      currency: currencyOf(row.price_zone), services, fees, zone,
      ...(days ? { days } : {}), ...(hours ? { hours } : {}), ...(similar ? { similar } : {}),
    });
  }
  return out;
}
