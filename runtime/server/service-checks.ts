/**
 * The checks behind GET /v3/status (docs/decisions.md "Service status and backend info"): every entry is the
 * outcome of something tried just now, never a constant. The api entry is this very answer (the
 * request reached a server that could run this code); build says which build answers; the database
 * answers a round trip; each job engine queue answers its depth (a due run waiting longer than
 * STUCK_QUEUE_SECONDS: 503 stuck); each configured integration answers over HTTP within
 * INTEGRATION_TIMEOUT_MS, and one not configured says so (204).
 */
import type { ServiceStatusEntry } from '../../schemas/support.js';
import type { ServerConfig } from './config.js';
import { STUCK_QUEUE_SECONDS } from './jobs/queues.js';
import { databaseRoundTrip } from './repositories/support.js';
import type { Services } from './services.js';

/** How long an integration may take to answer before it counts as down. */
export const INTEGRATION_TIMEOUT_MS = 3000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - start) };
}

export async function databaseStatus(services: Services, checkedAt: Date): Promise<ServiceStatusEntry> {
  try {
    const { ms } = await timed(() => databaseRoundTrip(services.db));
    return { name: 'database', status: 200, message: `round trip ${ms} ms`, checkedAt };
  } catch {
    return { name: 'database', status: 500, message: 'The database does not answer', checkedAt };
  }
}

/** One entry per engine queue with its depth; one 'jobs' entry 500 when the engine's tables cannot be read. */
export async function queueStatuses(services: Services, checkedAt: Date): Promise<ServiceStatusEntry[]> {
  try {
    const depths = await services.jobs.queueDepths();
    return depths.map(({ queue, ...depth }) => {
      const stuck = depth.oldestWaitingSeconds > STUCK_QUEUE_SECONDS;
      const message = `${depth.waiting} waiting${depth.waiting > 0 ? `, the oldest for ${depth.oldestWaitingSeconds} s` : ''}, ${depth.active} running`;
      return { name: queue, status: stuck ? 503 : 200, message: stuck ? `Stuck: ${message}` : message, checkedAt, queue: depth };
    });
  } catch (error) {
    return [{ name: 'jobs', status: 500, message: `The job engine's queues cannot be read: ${messageOf(error)}`, checkedAt }];
  }
}

/** The integrations a deployment may configure, each with the address that shows it answers. */
function integrations(config: ServerConfig): { readonly name: string; readonly url: string | undefined }[] {
  return [
    { name: 'identity provider', url: config.oidc.issuer ? `${config.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration` : undefined },
    { name: 'oregano', url: config.oregano?.url },
  ];
}

/** Reachable is any HTTP answer below 500 within the timeout: the service is there, whatever it thinks of an unsigned call. */
export async function integrationStatuses(config: ServerConfig, checkedAt: Date): Promise<ServiceStatusEntry[]> {
  return Promise.all(integrations(config).map(async ({ name, url }): Promise<ServiceStatusEntry> => {
    if (!url) return { name, status: 204, message: 'Not configured', checkedAt };
    try {
      const { value: res, ms } = await timed(() => fetch(url, { signal: AbortSignal.timeout(INTEGRATION_TIMEOUT_MS), redirect: 'manual' }));
      await res.body?.cancel();
      if (res.status >= 500) return { name, status: res.status, message: `${new URL(url).host} answered ${res.status}`, checkedAt };
      return { name, status: 200, message: `${new URL(url).host} answered ${res.status} in ${ms} ms`, checkedAt };
    } catch (error) {
      return { name, status: 503, message: `${new URL(url).host} does not answer: ${messageOf(error)}`, checkedAt };
    }
  }));
}
