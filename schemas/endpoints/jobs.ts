/**
 * Scheduled jobs (back-office §7 Scheduled jobs; platform-contract §7 queues).
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { Job, JobPatchBody, JobsQuery } from '../job.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { IdParams } from './params.js';

const J = 'back-office §7 Scheduled jobs' as const;
const Q = 'platform-contract §7 Insights, invoices, reports, predictions, queues' as const;

export const jobsArea = defineArea('jobs', 'Scheduled jobs of the queues: watch them, switch them, change their schedule, run them now', {
  listJobs: endpoint({
    method: 'GET',
    path: '/v3/queues/jobs',
    summary: 'List scheduled jobs, optionally of some queue types (queueTypes=account,iot)',
    description: 'ORG_* callers see their organisation\'s jobs and the platform-wide ones.',
    query: JobsQuery,
    responses: { 200: ok(z.array(Job)) },
    access: access.staff('ADMIN', 'SUPPORT', 'SERVICE', 'ORG_ADMIN', 'ORG_DEVELOPER'),
    spec: [J, Q, 'back-office §5'],
    decision: 'Back-office access',
  }),
  updateJob: endpoint({
    method: 'PATCH',
    path: '/v3/queues/jobs/{id}',
    summary: 'Switch a job on or off, or change its schedule',
    description: 'Only jobs with editable true: others answer 409.',
    params: IdParams,
    body: JobPatchBody,
    responses: { 200: ok(Job), ...errors(404, 409) },
    access: access.staff('ADMIN', 'SERVICE', 'ORG_DEVELOPER'),
    spec: [J, Q],
    decision: 'Job schedule: cron and offset',
  }),
  runJob: endpoint({
    method: 'POST',
    path: '/v3/queues/jobs/{id}/run',
    summary: 'Run a job now, once, besides its schedule',
    description: 'Editable jobs only, and not while a run of it is going (409). The answer is the job with its run waiting for a worker; its schedule goes on as before.',
    params: IdParams,
    responses: { 200: ok(Job), ...errors(404, 409) },
    access: access.staff('ADMIN', 'SERVICE', 'ORG_DEVELOPER'),
    spec: [J, Q],
    decision: 'Job engine',
  }),
});
