/**
 * Handlers of the jobs area (schemas/endpoints/jobs.ts; back-office §3, §7 Scheduled jobs).
 * ORG_* callers see their organisation's jobs and the platform-wide ones, and may change only their
 * organisation's (a platform-wide job is 403 for them: they see it, it is not theirs to switch).
 * Only editable jobs change or run now (409 otherwise: docs/decisions.md "Job schedule: cron and offset");
 * the engine follows each change at once (docs/decisions.md "Job engine").
 */
import { parseQueueTypes, type Job } from '../../../schemas/job.js';
import { jobsArea } from '../../../schemas/endpoints/jobs.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { recordAudit } from '../audit.js';
import * as repo from '../repositories/jobs.js';
import { reachOrNotFound, staffCaller } from './admins.js';
import { boundOrganisation, type StaffPrincipal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';

/**
 * Switching a job off pauses it (a run going on finishes, then says paused); switching a paused job
 * on puts it back to waiting for its next run.
 */
function statusAfter(job: Job, enabled: boolean | undefined): Job['status'] {
  if (job.status === 'running') return 'running';
  if (enabled === false) return 'paused';
  if (enabled === true && job.status === 'paused') return 'waiting';
  return job.status;
}

/** The job a staff caller may change: in reach, theirs (not platform-wide for ORG_*), editable. */
async function changeableJob(q: Queryable, caller: StaffPrincipal, id: string): Promise<Job> {
  // Platform-wide jobs are in everyone's sight (the list shows them), so they are found, then refused.
  const job = reachOrNotFound(caller, await repo.findJob(q, id, true), (j) => j.organisation ?? caller.organisation);
  if (job.organisation === null && boundOrganisation(caller) !== undefined) throw problem('forbidden', { message: 'Platform-wide jobs are changed by platform staff' });
  if (!job.editable) throw problem('conflict', { message: `Job ${job.name} is not editable` });
  return job;
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
      const before = await changeableJob(q, caller, ctx.params.id);
      const { enabled, schedule } = ctx.body;
      const changed: Job = {
        ...before,
        ...(enabled === undefined ? {} : { enabled }),
        status: statusAfter(before, enabled),
        schedule: { ...before.schedule, ...schedule },
      };
      // The engine follows at once: paused, the planned run is cancelled; resumed or re-timed, the next one is planned from now.
      const after = changed.enabled ? await ctx.services.jobs.plan(q, changed, now) : await ctx.services.jobs.unplan(q, changed);
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'update', resource: 'jobs', resourceId: after._id, organisation: after.organisation, before, after,
      });
      return { data: after };
    });
  },

  async runJob(ctx) {
    const caller = staffCaller(ctx.principal);
    const now = ctx.services.clock.now();
    return ctx.services.db.tx(async (q) => {
      const before = await changeableJob(q, caller, ctx.params.id);
      if (before.status === 'running') throw problem('conflict', { message: `Job ${before.name} is running: a second run cannot start until it ends` });
      const after = await ctx.services.jobs.runNow(q, before, now);
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'run', resource: 'jobs', resourceId: after._id, organisation: after.organisation, before, after,
      });
      return { data: after };
    });
  },
});
