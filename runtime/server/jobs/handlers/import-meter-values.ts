/**
 * importMeterValues (docs/decisions.md "Meter-data source"): readings from the meter-data source
 * through the platform's one ingestion path (meter/ingest.ts: roll-ups and costs follow), so a
 * reading already stored with the same value is not written again and a second run changes nothing.
 * A scheduled run reads the last LOOKBACK_DAYS, which takes in late and corrected readings; a one-off
 * run with data { siteId } (PUT …/sites/{siteId}/updatehistory) reads that site's meters from their
 * services' start. Each meter lands whole in its own transaction: a meter the ingestion refuses is
 * named and the others land; refused rows end the run as failed.
 */
import type { MeterReadingInput } from '../../../../schemas/measurement.js';
import { ServerError } from '../../errors.js';
import { ingestReadings } from '../../meter/ingest.js';
import { locationRow, toLocation } from '../../repositories/locations.js';
import { rejectedMessage, SourceError, type RejectedRow } from '../../sources/http-source.js';
import { METER_SOURCE, meterDataSource, type MeterReadingsRequest } from '../../sources/meter-data.js';
import type { JobHandler } from '../handler.js';

/** Days a scheduled run reads back: meter-data systems send late readings and corrections within a week. */
export const LOOKBACK_DAYS = 7;
/** How far back a site's history goes at most (the demo's readings start two years back). */
const HISTORY_DAYS = 3 * 366;
const DAY = 86_400_000;

async function requestOf(services: Parameters<JobHandler['run']>[0]['services'], organisation: string, siteId: string | undefined, now: Date): Promise<MeterReadingsRequest> {
  if (!siteId) return { organisation, from: new Date(now.getTime() - LOOKBACK_DAYS * DAY), to: now };
  const row = await locationRow(services.db, siteId);
  if (!row || row.organisation !== organisation) throw new Error(`No site ${siteId} in ${organisation}`);
  const metered = toLocation(row).services.filter((s) => s.measurementId && s.measurementResolution !== 'none');
  if (metered.length === 0) throw new Error(`Site ${row.code} has no metered services: there is no history to read`);
  const earliest = Math.min(...metered.map((s) => new Date(s.startDate).getTime()));
  return { organisation, from: new Date(Math.max(earliest, now.getTime() - HISTORY_DAYS * DAY)), to: now, measurementIds: metered.map((s) => s.measurementId!) };
}

export const importMeterValues: JobHandler = {
  // A site's history can be years of quarter-hours.
  expireInSeconds: 30 * 60,
  async run({ services, job, data, now }) {
    const organisation = job.organisation;
    if (!organisation) throw new Error('importMeterValues runs for one organisation: the job names none');
    const siteId = typeof data.siteId === 'string' ? data.siteId : undefined;
    const request = await requestOf(services, organisation, siteId, now);
    const source = meterDataSource(services.config, services.db, () => services.clock.now());
    const { rows, rejected, positions } = await source.readings(request);
    const byMeter = new Map<string, { rows: MeterReadingInput[]; at: number[] }>();
    rows.forEach((r, i) => {
      const meter = byMeter.get(r.measurementId) ?? { rows: [], at: [] };
      meter.rows.push(r);
      meter.at.push(positions?.[i] ?? i);
      byMeter.set(r.measurementId, meter);
    });
    const refused: RejectedRow[] = [...rejected];
    let changed = 0;
    for (const [measurementId, meter] of byMeter) {
      try {
        changed += (await services.db.tx((q) => ingestReadings(q, organisation, meter.rows, now))).changed;
      } catch (error) {
        if (!(error instanceof ServerError) || error.status !== 400) throw error;
        const row = (error.body.data as { row?: number } | undefined)?.row;
        const index = row === undefined ? meter.at[0]! : meter.at[row - 1]!;
        // The ingestion's "Row n" counts within this meter's batch; the document's index is what the sender can find.
        refused.push({ index, reason: `readings[${index}]: meter ${measurementId}: ${error.message.replace(/^Row \d+: /, '')} (its ${meter.rows.length} readings were not stored)` });
      }
    }
    services.log.info({ job: job._id, source: source.name, received: rows.length, changed, refused: refused.length, meters: byMeter.size }, 'importMeterValues');
    if (refused.length > 0) {
      refused.sort((a, b) => a.index - b.index);
      throw new SourceError(rejectedMessage(METER_SOURCE, `${changed} readings new or changed`, refused));
    }
  },
};
