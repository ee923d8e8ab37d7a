/**
 * Handlers of the bridge area (schemas/endpoints/bridge.ts; back-office §7 Bridge and layout,
 * docs/decisions.md "Bridge calls"): the token check, dashboard layouts, an organisation's
 * statistics, monitoring alerts, and the console's customer search and fetch.
 * The router already holds org-bound callers to the path's organisation; every read below is
 * scoped to that organisation, so another organisation's customers are never found.
 */
import { decodeJwt } from 'jose';
import type { BridgeAccountDetails, BridgeAccountSummary, MonitoringAlert } from '../../../schemas/bridge.js';
import type { Account } from '../../../schemas/account.js';
import type { Job } from '../../../schemas/job.js';
import { bridgeArea } from '../../../schemas/endpoints/bridge.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem, ServerError } from '../errors.js';
import type { Queryable } from '../db/database.js';
import { listAccounts } from '../repositories/accounts.js';
import { listJobs } from '../repositories/jobs.js';
import * as repo from '../repositories/bridge.js';
import type { QueueDepth } from '../repositories/job-runs.js';
import { STUCK_QUEUE_SECONDS } from '../jobs/queues.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The statistics period when the query names none (the descriptor: "default: the last 30 days"). */
const DEFAULT_PERIOD_DAYS = 30;
/** How far back a job error that has since been overcome still shows, as a resolved alert. */
const RECENT_ALERT_MS = 7 * DAY_MS;

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

function toSummary(a: Account, organisation: string): BridgeAccountSummary {
  const owner = a.accountOwner;
  const ownerName = [owner.firstName, owner.lastName].filter((s) => s !== undefined && s !== '').join(' ');
  return {
    _id: a._id,
    organisation: a.organisation ?? organisation,
    createdAt: a.createdAt,
    ...(a.provider?.customerId ? { customerId: a.provider.customerId } : {}),
    ...(ownerName ? { ownerName } : {}),
    // An account made before its owner gave an e-mail keeps '' there: not an address to show.
    ...(owner.email ? { ownerEmail: owner.email } : {}),
    ...(a.lastSeen ? { lastSeen: a.lastSeen } : {}),
  };
}

/** The accounts among `ids` that belong to `organisation`, in the order asked, with users and locations as wanted. */
async function accountDetails(
  q: Queryable, organisation: string, ids: readonly string[], want: { users: boolean; locations: boolean },
): Promise<BridgeAccountDetails[]> {
  const found = new Map((await listAccounts(q, organisation, { ids })).map((a) => [a._id, a]));
  const accounts = ids.flatMap((id) => found.get(id) ?? []);
  const present = accounts.map((a) => a._id);
  const users = want.users ? await repo.usersOfAccounts(q, present) : new Map();
  const locations = want.locations ? await repo.locationsOfAccounts(q, present) : new Map();
  return accounts.map((a) => ({ ...toSummary(a, organisation), users: users.get(a._id) ?? [], locations: locations.get(a._id) ?? [] }));
}

/**
 * Alerts from the job engine's state (docs/decisions.md "Monitoring alerts"): a job whose last run
 * failed (status failed, or its newest error no older than its last completion while a retry is under
 * way or it was paused since) fires until a later run completes; an error overcome that way within a
 * week shows as resolved.
 */
export function jobAlerts(jobs: readonly Job[], now: Date): MonitoringAlert[] {
  const alerts: MonitoringAlert[] = [];
  for (const job of jobs) {
    const service = job.organisation ? `${job.queueType} queue, ${job.organisation}` : `${job.queueType} queue`;
    const errors = [...job.errors].sort((x, y) => y.date.getTime() - x.date.getTime());
    const last = errors[0];
    const completedAt = job.completedAt;
    // The run after the newest error completed (status completed, or a later completion): recovered.
    const lastRunFailed = last !== undefined && (job.status === 'failed' || (job.status !== 'completed' && (!completedAt || completedAt <= last.date)));
    if (last && lastRunFailed) {
      alerts.push({
        id: `job-failed:${job._id}`, name: `Job failed: ${job.displayName}`, severity: 'critical', state: 'firing', service,
        summary: last.message, startedAt: last.date,
      });
      continue;
    }
    for (const e of errors) {
      if (!completedAt || completedAt <= e.date || now.getTime() - e.date.getTime() > RECENT_ALERT_MS) continue;
      alerts.push({
        id: `job-error:${job._id}:${e.date.getTime()}`, name: `Job failed: ${job.displayName}`, severity: 'warning', state: 'resolved', service,
        summary: e.message, startedAt: e.date, resolvedAt: completedAt,
      });
    }
  }
  return alerts;
}

/** A queue whose oldest due run has waited longer than STUCK_QUEUE_SECONDS: no worker is taking its runs. */
export function queueAlerts(depths: readonly QueueDepth[], now: Date): MonitoringAlert[] {
  return depths.filter((d) => d.oldestWaitingSeconds > STUCK_QUEUE_SECONDS).map((d) => ({
    id: `queue-stuck:${d.queue}`, name: `Queue stuck: ${d.queue}`, severity: 'critical', state: 'firing', service: d.queue,
    summary: `${d.waiting} run(s) waiting, the oldest for ${d.oldestWaitingSeconds} s; ${d.active} running`,
    startedAt: new Date(now.getTime() - d.oldestWaitingSeconds * 1000),
  }));
}

/** Firing first, then the newest. */
const byUrgency = (x: MonitoringAlert, y: MonitoringAlert): number =>
  x.state === y.state ? y.startedAt.getTime() - x.startedAt.getTime() : x.state === 'firing' ? -1 : 1;

export const bridgeHandlers = defineHandlers(bridgeArea, {
  async validateBridgeAuth({ body, services }) {
    let principal;
    try {
      principal = await services.tokens.verify(body.auth);
    } catch (error) {
      // A bad, expired or revoked token is an answer here, not an error; anything else is.
      if (error instanceof ServerError && error.status === 401) return { data: { valid: false } };
      throw error;
    }
    const { exp } = decodeJwt(body.auth);
    return {
      data: {
        valid: true, scope: principal.scope, organisation: principal.organisation,
        ...(exp === undefined ? {} : { expiresAt: new Date(exp * 1000) }),
      },
    };
  },

  async getBridgeDashboard({ params, services }) {
    const dashboard = await repo.findDashboard(services.db, params.name);
    if (!dashboard) throw problem('notFound', { message: `No dashboard named ${params.name}` });
    return { data: dashboard };
  },

  async getBridgeStatistics({ params, query, services }) {
    const today = isoDay(services.clock.now());
    const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
    const from = query.from ?? isoDay(new Date(dayStart(to).getTime() - DEFAULT_PERIOD_DAYS * DAY_MS));
    const counts = await repo.organisationCounts(services.db, params.organisation, dayStart(from), new Date(dayStart(to).getTime() + DAY_MS));
    return { data: { organisation: params.organisation, from, to, ...counts } };
  },

  async getMonitoringAlerts({ services }) {
    let jobs: Job[];
    let depths: QueueDepth[];
    try {
      [jobs, depths] = await Promise.all([listJobs(services.db, {}), services.jobs.queueDepths()]);
    } catch (error) {
      throw problem('failedToFetchMonitoringAlerts', { cause: error });
    }
    const now = services.clock.now();
    return { data: [...jobAlerts(jobs, now), ...queueAlerts(depths, now)].sort(byUrgency) };
  },

  async searchBridgeUsers({ params, body, services }) {
    const { searchBy, query, page, limit } = body;
    const { rows, total } = await repo.searchUsers(services.db, params.organisation, searchBy, query, { limit, offset: (page - 1) * limit });
    return { status: 'success' as const, data: rows, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  },

  async searchBridgeAccounts({ params, body, services }) {
    const { searchBy, query, page, limit } = body;
    const { ids, total } = await repo.searchAccountIds(services.db, params.organisation, searchBy, query, { limit, offset: (page - 1) * limit });
    const found = new Map((await listAccounts(services.db, params.organisation, { ids })).map((a) => [a._id, a]));
    const data = ids.flatMap((id) => {
      const a = found.get(id);
      return a ? [toSummary(a, params.organisation)] : [];
    });
    return { status: 'success' as const, data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  },

  async fetchBridgeAccounts({ params, query, services }) {
    const ids = query.ids.split(',');
    const want = { users: query.withUsers !== 'false', locations: query.withLocations !== 'false' };
    return { data: await accountDetails(services.db, params.organisation, ids, want) };
  },

  async fetchBridgeAccount({ params, services }) {
    const [account] = await accountDetails(services.db, params.organisation, [params.id], { users: true, locations: true });
    if (!account) throw problem('notFound');
    return { data: account };
  },
});
