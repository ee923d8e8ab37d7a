/**
 * The meter-data source (docs/decisions.md "Meter-data source"): readings per meter for a period, as
 * the organisation's meter-data system has them. METER_SOURCE_URL picks the HTTP source; without it
 * the demo's reading generator answers, only while the demo is on, and never in production.
 */
import type { MeterReadingInput } from '../../../schemas/measurement.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { SourceError, type SourceRows } from './http-source.js';
import { httpMeterSource } from './meter-data-http.js';
import { demoMeterSource } from './meter-data-demo.js';

export interface MeterReadingsRequest {
  readonly organisation: string;
  /** Readings whose period starts in [from, to). */
  readonly from: Date;
  readonly to: Date;
  /** Only these meters (a site's history); absent: every meter of the organisation. */
  readonly measurementIds?: readonly string[];
}

export interface MeterDataSource {
  readonly name: string;
  readings(request: MeterReadingsRequest): Promise<SourceRows<MeterReadingInput>>;
}

export const METER_SOURCE = 'The meter-data source';

export function meterDataSource(config: Pick<ServerConfig, 'meterSource' | 'production' | 'demoFeed'>, db: Db, now: () => Date): MeterDataSource {
  if (config.meterSource) return httpMeterSource(config.meterSource);
  if (config.production) throw new SourceError(`${METER_SOURCE} is not configured: set METER_SOURCE_URL and METER_SOURCE_TOKEN (production never uses the demo's)`);
  if (!config.demoFeed) throw new SourceError(`${METER_SOURCE} is not configured: set METER_SOURCE_URL and METER_SOURCE_TOKEN, or DEMO_FEED=on for the demo's`);
  return demoMeterSource(db, now);
}
