/**
 * Handlers of the jobs area (schemas/endpoints/jobs.ts; back-office §3, §7 Scheduled jobs).
 * ORG_* callers see their organisation's jobs and the platform-wide ones, and may change only their
 * organisation's (a platform-wide job is 403 for them: they see it, it is not theirs to switch).
 * Only editable jobs change (409 otherwise: docs/decisions.md "Job schedule: cron and offset").
 */
import { parseQueueTypes, type Job } from '../../../schemas/job.js';
import { jobsArea } from '../../../schemas/endpoints/jobs.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { recordAudit } from '../audit.js';
import * as repo from '../repositories/jobs.js';
import { reachOrNotFound, staffCaller } from './admins.js';
import { boundOrganisation } from '../auth/principal.js';

/** Switching a job off pauses it; switching a paused job on puts it back to waiting for its next run. */
function statusAfter(job: Job, enabled: boolean | undefined): Job['status'] {
  if (enabled === false) return 'paused';
  if (enabled === true && job.status === 'paused') return 'waiting';
  return job.status;
}

export const jobsHandlers = defineHandlers(jobsArea, {
  async listJobs(ctx) {
    const { queueTypes, organisation, status } = ctx.query;
    const jobs = await repo.listJobs(ctx.services.db, {
      ...(queueTypes === undefined ? {} : { queueTypes: parseQueueTypes(queueTypes) }),
      organisation, status, reach: boundOrganisation(ctx.principal),
    });
    return { data: jobs };
  },

  async updateJob(ctx) {
    const caller = staffCaller(ctx.principal);
    const now = ctx.services.clock.now();
    return ctx.services.db.tx(async (q) => {
      // Platform-wide jobs are in everyone's sight (the list shows them), so they are found, then refused.
      const before = reachOrNotFound(caller, await repo.findJob(q, ctx.params.id, true), (j) => j.organisation ?? caller.organisation);
      if (before.organisation === null && boundOrganisation(caller) !== undefined) throw problem('forbidden', { message: 'Platform-wide jobs are changed by platform staff' });
      if (!before.editable) throw problem('conflict', { message: `Job ${before.name} is not editable` });
      const { enabled, schedule } = ctx.body;
      const after: Job = {
        ...before,
        ...(enabled === undefined ? {} : { enabled }),
        status: statusAfter(before, enabled),
        schedule: { ...before.schedule, ...schedule },
      };
      await repo.updateJob(q, after, now);
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'update', resource: 'jobs', resourceId: after._id, organisation: after.organisation, before, after,
      });
      return { data: after };
    });
  },
});
