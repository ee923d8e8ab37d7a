/**
 * Handlers of the data area (schemas/endpoints/data.ts) that are not meter data: the Oregano
 * integration, passed through as it answers (docs/decisions.md "Oregano data"). The meter-data calls
 * of this area come with the meter-data engine.
 */
import { dataArea } from '../../../schemas/endpoints/data.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';

/** An integration that does not answer within this is reported as failed, not waited for. */
const OREGANO_TIMEOUT_MS = 10_000;

export const dataHandlers = defineHandlers(dataArea, {
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
