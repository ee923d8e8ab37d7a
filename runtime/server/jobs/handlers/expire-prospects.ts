/**
 * expireProspects (issue 20 §1; docs/decisions.md "Prospect state machine and who may move it",
 * "Expiring prospects"): every open account prospect made ABANDON_AFTER_DAYS or more ago becomes
 * abandoned, by the same rule and move as a prospect found so when next used, with one audit entry
 * per prospect. Each prospect is its own transaction, locked and read again, so a prospect moved
 * meanwhile (or by a second run) is left alone.
 */
import type { JobHandler, JobRunContext } from '../handler.js';
import { recordAudit } from '../../audit.js';
import { ABANDON_AFTER_DAYS, OPEN, abandonProspect, settledStatus } from '../../auth/sign-in/account-creation.js';
import { prospectById, prospectsMadeBefore } from '../../repositories/prospects.js';
import { jobAudit } from './job-audit.js';

const DAY = 86_400_000;

/** The ids of the prospects this run abandoned. */
export async function expireProspects({ services, job, now }: JobRunContext): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ABANDON_AFTER_DAYS * DAY);
  const abandoned: string[] = [];
  for (const { id, organisation } of await prospectsMadeBefore(services.db, OPEN, cutoff, job.organisation ?? undefined)) {
    await services.db.tx(async (q) => {
      const p = await prospectById(q, organisation, id, true);
      if (!p || settledStatus(p, now) !== 'abandoned' || p.status === 'abandoned') return;
      const after = await abandonProspect(q, p, now);
      await recordAudit(q, jobAudit(job, now), {
        action: 'update', resource: 'account-prospects', resourceId: p.id, organisation,
        changes: [{ path: 'status', before: p.status, after: after.status }, { path: 'failure', ...(p.failure ? { before: p.failure } : {}), after: after.failure }],
      });
      abandoned.push(p.id);
    });
  }
  return abandoned;
}

export const expireProspectsHandler: JobHandler = {
  run: async (ctx) => void (await expireProspects(ctx)),
};
