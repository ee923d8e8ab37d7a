/**
 * The demo tenant's meter readings (issue 4 §3): every measured service of the organisation's active
 * locations, from the documented generator (synthetic.ts), at the service's own resolution, through
 * the same ingestion as real readings. A household's load follows its home profile (a flat, a house,
 * a cabin or a business; its heating, residents, size and electric car); the trade and grid meters of
 * one location read the same consumption. Readings run to the last day the tenant's measurement delay
 * lets data be expected, and the importSpotPrices job extends them day by day while the demo is on.
 */
import type { PriceZone } from '../../../schemas/geography.js';
import type { Location, LocationProperties } from '../../../schemas/location.js';
import { DEFAULT_MEASUREMENT_DELAY_DAYS } from '../../../schemas/settings/feature-flags.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import type { JobEngine } from '../jobs/engine.js';
import { ingestReadings } from './ingest.js';
import { consumption, districtHeating, solarProduction, waterConsumption, type LoadProfile } from './synthetic.js';

const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Readings a batch: a month of quarter-hours. */
const BATCH = 3_000;
/** Locations whose meters report: those delivering now or being moved in. */
const REPORTING = ['ACTIVE', 'ACTIVE_PROCESS'];


/** The load model of a location, from its home profile; what the profile leaves out, a typical home of its kind. */
export function profileOf(p: Partial<LocationProperties> | undefined, business: boolean, hasHeatingService: boolean): LoadProfile {
  const kind: LoadProfile['kind'] = business ? 'business' : p?.propertyType === 'HOUSE' ? 'house' : p?.propertyType === 'SUMMERHOUSE' ? 'cabin' : p?.propertyType === 'APPARTMENT' ? 'flat' : hasHeatingService ? 'house' : 'flat';
  const heatPumps: readonly (string | null | undefined)[] = ['air', 'airwater', 'exhaustAir', 'geothermal'];
  const heating: LoadProfile['heating'] =
    hasHeatingService || p?.heating === 'district' ? 'district'
      : p?.heating === 'direct' || p?.heating === 'electricBoiler' ? 'electric'
        : heatPumps.includes(p?.heating) ? 'heatPump'
          : p?.heating ? 'none' // stoves, pellets, gas: not the meter's load
            : kind === 'flat' || kind === 'business' ? 'district' : 'electric';
  const defaults = { flat: [2, 60], house: [4, 150], cabin: [3, 60], business: [6, 150] } as const;
  const ev = (p?.cars ?? []).includes('electric') || (p?.gadgets ?? []).includes('evCarCharger');
  return {
    kind, heating, residents: p?.numberOfResidents ?? defaults[kind][0], areaM2: p?.size ?? defaults[kind][1], ...(ev ? { ev: true } : {}),
  };
}

interface Meter {
  readonly measurementId: string;
  readonly resolution: '15min' | 'hour' | 'day' | 'month';
  readonly start: Date;
  /** kWh or m³ of the period [at, at + 15 min or an hour). */
  readonly value: (at: Date, minutes: 15 | 60) => number;
}

/** The generator behind a service, or undefined for a service the demo does not meter. */
function meterValue(type: string, zone: PriceZone, profile: LoadProfile, solarKw: number, seed: string): Meter['value'] | undefined {
  if (type.startsWith('consumption')) return (at, m) => consumption(profile, zone, at, m, seed);
  if (type.startsWith('production')) return (at, m) => solarProduction(solarKw, zone, at, m, seed);
  if (type === 'heating' || type === 'cooling') return (at) => districtHeating(profile, zone, at, 60, seed);
  if (type === 'water') return (at) => waterConsumption(profile.residents, zone, at, 60, seed);
  return undefined;
}

/** Sum of the hourly values over [from, to). */
function hoursSum(value: Meter['value'], from: number, to: number): number {
  let total = 0;
  for (let t = from; t < to; t += HOUR) total += value(new Date(t), 60);
  return Math.round(total * 1000) / 1000;
}

/** The readings of a meter in [from, to), at its resolution; periods start on its own boundaries. */
function readingsOf(m: Meter, tz: string, from: Date, to: Date): { measurementId: string; date: Date; value: number }[] {
  const out: { measurementId: string; date: Date; value: number }[] = [];
  const begin = Math.max(from.getTime(), m.start.getTime());
  if (m.resolution === '15min' || m.resolution === 'hour') {
    const step = m.resolution === '15min' ? QUARTER : HOUR;
    for (let t = Math.ceil(begin / step) * step; t < to.getTime(); t += step) out.push({ measurementId: m.measurementId, date: new Date(t), value: m.value(new Date(t), step === QUARTER ? 15 : 60) });
    return out;
  }
  // Days and months start at local midnight; a period is read once it has ended.
  let date = localDate(new Date(begin), tz);
  if (m.resolution === 'month') date = `${date.slice(0, 7)}-01`;
  for (;;) {
    const start = startOfLocalDay(date, tz);
    const nextDate = m.resolution === 'day' ? addDays(date, 1) : nextMonthStart(date);
    const end = startOfLocalDay(nextDate, tz);
    if (end > to) break;
    if (start.getTime() >= begin) out.push({ measurementId: m.measurementId, date: start, value: hoursSum(m.value, start.getTime(), end.getTime()) });
    date = nextDate;
  }
  return out;
}

/** A reporting location's metered services, each with its generator, and the end of the readings it may have now. */
interface DemoSite {
  readonly tz: string;
  /** Readings end here: the start of the local day `delayDays` before today. */
  readonly to: Date;
  readonly meters: readonly Meter[];
}

async function demoSites(q: Queryable, organisation: string, now: Date, delayDays: number): Promise<{ site: DemoSite; last: Record<string, string> | null }[]> {
  const rows = await q.query<{ doc: Location; account_type: string; last: Record<string, string> | null }>(
    `SELECT l.doc, a.account_type,
            (SELECT jsonb_object_agg(s.measurement_id, (SELECT max(r.at) FROM readings r WHERE r.series_id = s.id)) FROM meter_series s WHERE s.location_id = l.id) AS last
       FROM locations l JOIN accounts a ON a.id = l.account_id
      WHERE l.organisation = $1 AND l.status = ANY($2) ORDER BY l.created_at, l.id`,
    [organisation, REPORTING],
  );
  return rows.rows.map(({ doc, account_type: accountType, last }) => {
    const zone = doc.priceZone as PriceZone;
    const tz = timeZoneFromPriceZone(zone);
    const hasHeating = doc.services.some((s) => s.type === 'heating');
    const profile = profileOf(doc.properties ?? undefined, accountType === 'BUSINESS', hasHeating);
    const meters: Meter[] = [];
    for (const s of doc.services) {
      if (!s.measurementId || s.measurementResolution === 'none' || s.status !== 'active') continue;
      const value = meterValue(s.type, zone, profile, doc.properties?.solarPanelKW ?? 6, doc.id);
      if (value) meters.push({ measurementId: s.measurementId, resolution: s.measurementResolution, start: new Date(s.startDate), value });
    }
    return { site: { tz, to: startOfLocalDay(addDays(localDate(now, tz), -delayDays + 1), tz), meters }, last };
  });
}

/**
 * The generated readings of the organisation's meters (or of `measurementIds`) whose periods start in
 * [from, to), up to what the measurement delay lets exist now: the demo's meter-data source.
 */
export async function generatedReadings(
  q: Queryable, organisation: string, from: Date, to: Date, now: Date, measurementIds?: readonly string[], delayDays = DEFAULT_MEASUREMENT_DELAY_DAYS,
): Promise<{ measurementId: string; date: Date; value: number }[]> {
  const out: { measurementId: string; date: Date; value: number }[] = [];
  for (const { site } of await demoSites(q, organisation, now, delayDays)) {
    const end = new Date(Math.min(to.getTime(), site.to.getTime()));
    for (const m of site.meters) {
      if (measurementIds && !measurementIds.includes(m.measurementId)) continue;
      for (const r of readingsOf(m, site.tz, from, end)) out.push(r);
    }
  }
  return out;
}

/**
 * Fills the organisation's meters with generated readings from where each one's readings end (or
 * `from`, or its service start) to the start of the local day `delayDays` before today; returns how many.
 */
export async function extendDemoReadings(
  q: Queryable, organisation: string, now: Date, from?: Date, delayDays = DEFAULT_MEASUREMENT_DELAY_DAYS, jobs?: Pick<JobEngine, 'enqueue'>,
): Promise<number> {
  let written = 0;
  for (const { site, last } of await demoSites(q, organisation, now, delayDays)) {
    for (const meter of site.meters) {
      const stored = last?.[meter.measurementId];
      const step = { '15min': QUARTER, hour: HOUR, day: DAY, month: DAY }[meter.resolution];
      // `from` names a calendar day: it starts at the location's local midnight.
      const since = from ? startOfLocalDay(from.toISOString().slice(0, 10), site.tz).getTime() : now.getTime() - 2 * 365 * DAY;
      const begin = stored ? new Date(Date.parse(stored) + step) : new Date(Math.max(since, meter.start.getTime()));
      // Bounded batches, each landing whole (cut by count, so no day or month straddles two).
      const all = readingsOf(meter, site.tz, begin, site.to);
      for (let i = 0; i < all.length; i += BATCH) await ingestReadings(q, organisation, all.slice(i, i + BATCH), now, jobs);
      written += all.length;
    }
  }
  return written;
}
