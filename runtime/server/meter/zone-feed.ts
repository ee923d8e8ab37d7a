/**
 * The demo tenant's zone data (issue 4 §3): spot prices per quarter-hour and the hourly price, CO2,
 * temperature and power mix of all eleven price zones, from the documented generator (synthetic.ts).
 * Seeded for two years up to the end of tomorrow, then extended while the server runs, the way
 * day-ahead prices arrive for the next day: the demo never goes stale.
 */
import { PriceZone } from '../../../schemas/geography.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Db, Queryable } from '../db/database.js';
import { addDays, localDate, startOfLocalDay } from '../local-time.js';
import { insertZoneData, zoneDataEnds, zoneHoursWritten, type ZoneHour, type ZoneQuarter } from '../repositories/zone-data.js';
import { extendDemoReadings } from './demo-readings.js';
import { co2Intensity, hourlySpotPrice, outdoorTemperature, powerMix, spotPrice } from './synthetic.js';

const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Written a week at a time: one insert of at most 7 × 96 quarter-hours a zone. */
const CHUNK = 7 * 24 * HOUR;

/** The instant after tomorrow ends in the zone: day-ahead prices for tomorrow are known today. */
export function endOfTomorrow(zone: PriceZone, now: Date): Date {
  const tz = timeZoneFromPriceZone(zone);
  return startOfLocalDay(addDays(localDate(now, tz), 2), tz);
}

/** Writes a zone's generated data for the whole hours in [from, to). */
export async function fillZone(q: Queryable, zone: PriceZone, from: Date, to: Date): Promise<void> {
  const start = Math.ceil(from.getTime() / HOUR) * HOUR;
  for (let chunk = start; chunk < to.getTime(); chunk += CHUNK) {
    const end = Math.min(chunk + CHUNK, to.getTime());
    const quarters: ZoneQuarter[] = [];
    const hours: ZoneHour[] = [];
    for (let h = chunk; h < end; h += HOUR) {
      const at = new Date(h);
      for (let m = 0; m < HOUR; m += QUARTER) quarters.push({ zone, at: new Date(h + m), value: spotPrice(zone, new Date(h + m)) });
      hours.push({ zone, at, price: hourlySpotPrice(zone, at), co2: co2Intensity(zone, at), temperature: outdoorTemperature(zone, at), mix: powerMix(zone, at) });
    }
    await insertZoneData(q, quarters, hours);
  }
  await zoneHoursWritten(q, zone, new Date(start), to);
}

/** Fills every zone from `from` (or where its data ends) to the end of tomorrow; returns the hours written. */
export async function extendZoneData(q: Queryable, now: Date, from?: Date): Promise<number> {
  const ends = await zoneDataEnds(q);
  let written = 0;
  for (const zone of PriceZone.options) {
    const start = ends.get(zone) ?? from ?? now;
    const end = endOfTomorrow(zone, now);
    if (start >= end) continue;
    await fillZone(q, zone, start, end);
    written += Math.round((end.getTime() - start.getTime()) / HOUR);
  }
  return written;
}

/**
 * While the server runs: every `everyMs`, extend the zone data and (for the demo organisation) its
 * meters' readings, the way day-ahead prices and yesterday's readings arrive. A failure is logged and
 * tried again next time.
 */
export function keepDemoDataCurrent(db: Db, organisation: string, now: () => Date, log: (error: unknown) => void, everyMs = 15 * 60_000): () => void {
  let running = false;
  const step = async () => {
    if (running) return;
    running = true;
    try {
      await extendZoneData(db, now());
      await db.tx((q) => extendDemoReadings(q, organisation, now()));
    } catch (error) {
      log(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void step(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
