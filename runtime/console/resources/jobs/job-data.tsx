/**
 * The jobs' name, record and reads. The contract has a list of jobs and no read of one: the data
 * provider's getOne finds a job in the list, and the auth provider lets whoever may list show.
 */
import type { RaRecord } from 'react-admin';
import type { Job } from '../../../../schemas/job.js';

export const JOBS = 'jobs';

/** How often the jobs' screens read the jobs again while open: runs are seen starting and ending. */
export const JOBS_REFRESH_MS = 5000;

/** A job as the screens read it: react-admin's id beside the contract's fields. */
export type JobRecord = Job & RaRecord;

/**
 * The jobs' reads (list filter, getOne and update meta) leave the organisation out: an empty one is
 * left out of the query, where undefined would default to the admin's (data-provider.ts), so the
 * platform-wide jobs (organisation null) that run for everyone show beside the organisation's own.
 */
export const ANY_ORGANISATION = { organisation: '' } as const;
