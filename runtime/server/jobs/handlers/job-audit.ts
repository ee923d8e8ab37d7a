/**
 * The audit context of a job's run: no principal (the log's actor is SERVICE, the server itself), the
 * run's time, and a request id naming the job so the entry leads back to it.
 */
import type { Job } from '../../../../schemas/job.js';
import type { AuditContext } from '../../audit.js';

export function jobAudit(job: Pick<Job, '_id'>, now: Date): AuditContext {
  return { principal: undefined, requestId: `job:${job._id}`, now };
}
