/**
 * rotateSecrets (issue 20 §1; docs/decisions.md "Secret rotation age"): flags every secret whose value
 * is SECRET_ROTATION_DAYS or more old (since updatedAt) as due for rotation; the console's secrets list
 * shows the flag (SecretMeta.rotationDue) and each newly flagged secret gets one audit entry. A flag
 * stays until a new value is set, so later runs neither flag nor log it again.
 */
import { SECRET_ROTATION_DAYS } from '../../../../schemas/secret.js';
import type { JobHandler, JobRunContext } from '../handler.js';
import { recordAudit } from '../../audit.js';
import { flagSecretForRotation, secretsToFlag } from '../../repositories/secrets.js';
import { jobAudit } from './job-audit.js';

const DAY = 86_400_000;

/** The ids of the secrets this run flagged. */
export async function flagSecretsDue({ services, job, now }: JobRunContext): Promise<string[]> {
  const before = new Date(now.getTime() - SECRET_ROTATION_DAYS * DAY);
  const flagged: string[] = [];
  for (const s of await secretsToFlag(services.db, before, job.organisation ?? undefined)) {
    await services.db.tx(async (q) => {
      // Flagged by another run, or given a new value, meanwhile: nothing to say.
      if (!(await flagSecretForRotation(q, s._id, before, now))) return;
      await recordAudit(q, jobAudit(job, now), {
        action: 'update', resource: 'secrets', resourceId: s._id, organisation: s.organisation,
        changes: [{ path: 'rotationDue', before: false, after: true }],
      });
      flagged.push(s._id);
    });
  }
  return flagged;
}

export const rotateSecretsHandler: JobHandler = {
  run: async (ctx) => void (await flagSecretsDue(ctx)),
};
