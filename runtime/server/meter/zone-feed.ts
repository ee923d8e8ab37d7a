/**
 * Zone data arriving (issue 4 §3, issue 20): spot prices per quarter-hour and the hourly price, CO2,
 * temperature and power mix of all eleven price zones, read from a market-data source
 * (sources/market-data.ts) and stored from where each zone's data ends to the end of tomorrow, the
 * way day-ahead prices arrive for the next day. The importSpotPrices job does this; the demo seed
 * fills two years from the demo's generator the same way.
 */
import { PriceZone } from '../../../schemas/geography.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import type { Queryable } from '../db/database.js';
import { addDays, localDate, startOfLocalDay } from '../local-time.js';
import { insertZoneData, zoneDataEnds, zoneHoursWritten } from '../repositories/zone-data.js';
import { demoMarketData } from '../sources/demo-market-data.js';
import type { MarketDataSource } from '../sources/market-data.js';

const HOUR = 60 * 60_000;
/** Read and written a week at a time: one insert of at most 7 × 96 quarter-hours a zone. */
const CHUNK = 7 * 24 * HOUR;

/** The instant after tomorrow ends in the zone: day-ahead prices for tomorrow are known today. */
export function endOfTomorrow(zone: PriceZone, now: Date): Date {
  const tz = timeZoneFromPriceZone(zone);
  return startOfLocalDay(addDays(localDate(now, tz), 2), tz);
}

/** Writes the source's data of a zone for the whole hours in [from, to); returns the hours it had. */
export async function fillZone(q: Queryable, zone: PriceZone, from: Date, to: Date, source: MarketDataSource = demoMarketData): Promise<number> {
  const start = Math.ceil(from.getTime() / HOUR) * HOUR;
  let hours = 0;
  for (let chunk = start; chunk < to.getTime(); chunk += CHUNK) {
    const data = await source.read(zone, new Date(chunk), new Date(Math.min(chunk + CHUNK, to.getTime())));
    await insertZoneData(q, data.quarters, data.hours);
    hours += data.hours.length;
  }
  if (hours > 0) await zoneHoursWritten(q, zone, new Date(start), to);
  return hours;
}

/**
 * Fills every zone from where its data ends (or `from`, or now, for a zone without any) to the end of
 * tomorrow from `source`; returns the hours written. Stored hours are never replaced, so running it
 * again (a retry, a second run) writes nothing new.
 */
export async function extendZoneData(q: Queryable, now: Date, source: MarketDataSource, from?: Date): Promise<number> {
  const ends = await zoneDataEnds(q);
  let written = 0;
  for (const zone of PriceZone.options) {
    const start = ends.get(zone) ?? from ?? now;
    const end = endOfTomorrow(zone, now);
    if (start >= end) continue;
    written += await fillZone(q, zone, start, end, source);
  }
  return written;
}
