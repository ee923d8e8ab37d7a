/**
 * Handlers of the data area (schemas/endpoints/data.ts): meter readings arriving as JSON batches or
 * CSV (docs/decisions.md "Meter reading ingestion"), and the Oregano integration, passed through as it
 * answers (docs/decisions.md "Oregano data").
 */
import { dataArea } from '../../../schemas/endpoints/data.js';
import type { MeterReadingInput } from '../../../schemas/measurement.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Principal } from '../auth/principal.js';
import type { Services } from '../services.js';
import { problem } from '../errors.js';
import { auditOf, recordAudit } from '../audit.js';
import { ingestReadings } from '../meter/ingest.js';
import { parseReadingsCsv } from '../meter/readings-csv.js';

/** One transaction for the batch and its audit entry: both land, or neither. */
async function ingest(ctx: { readonly services: Services; readonly principal: Principal; readonly requestId: string }, organisation: string, readings: readonly MeterReadingInput[]) {
  return ctx.services.db.tx(async (q) => {
    const receipt = await ingestReadings(q, organisation, readings, ctx.services.clock.now(), ctx.services.jobs);
    // One entry a batch, with its counts: the readings themselves are the record of what arrived.
    await recordAudit(q, auditOf(ctx), {
      action: 'import', resource: 'meter-readings', resourceId: `${receipt.from.toISOString()}/${receipt.to.toISOString()}`, organisation,
      changes: [{ path: 'received', after: receipt.received }, { path: 'changed', after: receipt.changed }, { path: 'meters', after: receipt.meters }],
    });
    return { data: receipt };
  });
}

/** An integration that does not answer within this is reported as failed, not waited for. */
const OREGANO_TIMEOUT_MS = 10_000;

export const dataHandlers = defineHandlers(dataArea, {
  async ingestMeterReadings(ctx) {
    return ingest(ctx, ctx.query.organisation, ctx.body.readings);
  },

  async uploadMeterReadingsCsv(ctx) {
    return ingest(ctx, ctx.query.organisation, parseReadingsCsv(ctx.body));
  },

  async getOreganoData(ctx) {
    const oregano = ctx.services.config.oregano;
    if (!oregano) throw problem('integrationNotConfigured', { info: 'Set OREGANO_URL' });
    let body: unknown;
    try {
      const res = await fetch(oregano.url, {
        headers: { accept: 'application/json', ...(oregano.apiKey ? { authorization: `Bearer ${oregano.apiKey}` } : {}) },
        signal: AbortSignal.timeout(OREGANO_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Oregano answered ${res.status}`);
      body = await res.json();
    } catch (error) {
      throw problem('failedToFetchOreganoData', { cause: error });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('failedToFetchOreganoData', { info: 'not a JSON object' });
    return { data: body as Record<string, unknown> };
  },
});
