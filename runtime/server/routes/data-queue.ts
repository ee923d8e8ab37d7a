/**
 * Handlers of the data queue and the Forekai webhook (schemas/endpoints/data.ts; docs/decisions.md
 * "Data queue", "Queued data jobs", "Forekai webhook"). Both only record work: a job waiting on the
 * data queue, sent to the job engine in the same transaction, which the jobs list shows
 * (GET /v3/queues/jobs?queueTypes=data) and a worker takes up (jobs/run.ts).
 * The webhook answers as soon as the notification is stored, so the provider never waits on processing.
 */
import { createHash } from 'node:crypto';
import { dataArea } from '../../../schemas/endpoints/data.js';
import type { Job } from '../../../schemas/job.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { queueOneOffJob } from '../jobs/one-off.js';
import { auditOf, type AuditContext } from '../audit.js';
import { organisationExists } from '../repositories/admins.js';
import type { Services } from '../services.js';
import { insertNotification, setNotificationJob } from '../repositories/forekai-notifications.js';

/** The job a Forekai notification becomes. */
export const FOREKAI_JOB = 'processForekaiNotification';

/** Puts a job on the data queue with its data, and records who did (the caller's transaction). */
export async function queueDataJob(q: Queryable, services: Services, audit: AuditContext, name: string, organisation: string | null, data: Readonly<Record<string, unknown>>): Promise<Job> {
  return queueOneOffJob(q, services, audit, { name, queueType: 'data', organisation, data });
}

export const dataQueueHandlers = defineHandlers(dataArea, {
  async queueDataJob(ctx) {
    const name = ctx.body.name.trim();
    if (!name) throw problem('validationError', { message: 'name must not be blank' });
    const data = ctx.body.data ?? {};
    const audit = auditOf(ctx);
    return ctx.services.db.tx(async (q) => {
      // A job for one organisation names it in its data: then that organisation's staff see it in their jobs list.
      const named = data.organisation;
      const org = typeof named === 'string' && (await organisationExists(q, named)) ? named : null;
      if (named !== undefined && org === null) throw problem('validationError', { message: `data.organisation: no organisation ${JSON.stringify(named)}` });
      const job = await queueDataJob(q, ctx.services, audit, name, org, data);
      return { data: { name: job.name, queuedAt: audit.now } };
    });
  },

  async receiveForekaiWebhook(ctx) {
    const audit = auditOf(ctx);
    const payload = ctx.body;
    // A redelivery carries the same body: the hash recognises it.
    const payloadHash = createHash('sha256').update(JSON.stringify(payload)).digest('hex');
    const p = ctx.principal;
    await ctx.services.db.tx(async (q) => {
      const id = newId(audit.now);
      const stored = await insertNotification(q, { id, payloadHash, payload, receivedAt: audit.now, receivedBy: p.kind === 'staff' ? p.adminId : null });
      if (!stored) return;
      const job = await queueDataJob(q, ctx.services, audit, FOREKAI_JOB, null, { notificationId: id });
      await setNotificationJob(q, id, job._id);
    });
    return undefined;
  },
});
