/**
 * What the signed-in admin may change on a job, as the server decides it (runtime/server/routes/
 * jobs.ts): only scopes the descriptor's update admits (auth-provider canAccess), only jobs marked
 * editable (others answer 409), and an organisation-bound admin not the platform-wide jobs (403).
 * A scope that may not update gets no controls at all; otherwise a job it may not change says why.
 */
import { useCanAccess, usePermissions } from 'react-admin';
import { JOBS, type JobRecord } from './job-data.js';

/** Scopes that act for every organisation (runtime/server/auth/principal.ts PLATFORM_WIDE_SCOPES). */
const PLATFORM_WIDE = new Set(['ADMIN', 'SUPPORT', 'SERVICE', 'WEBHOOK']);

export type ReadOnlyReason = 'notEditable' | 'platformWide';

export interface JobChanges {
  /** Whether the admin's scope may update jobs at all: without it no control shows. */
  readonly mayUpdate: boolean;
  /** Why this job stays as it is, where the scope may update others. */
  readonly reason?: ReadOnlyReason;
}

export function useJobChanges(job: JobRecord | undefined): JobChanges {
  const { canAccess } = useCanAccess({ resource: JOBS, action: 'edit' });
  const { permissions } = usePermissions<{ scope?: string } | undefined>();
  if (!canAccess || !job) return { mayUpdate: false };
  if (!job.editable) return { mayUpdate: true, reason: 'notEditable' };
  if (job.organisation === null && !PLATFORM_WIDE.has(permissions?.scope ?? '')) return { mayUpdate: true, reason: 'platformWide' };
  return { mayUpdate: true };
}
