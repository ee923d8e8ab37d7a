/**
 * The jobs' reads, over the console's data provider. The contract has a list of jobs and no read of
 * one, so a job's screens find it in the list. The generic list narrows to the admin's organisation;
 * the jobs list leaves the organisation out unless filtered, so the platform-wide jobs (organisation
 * null) that run for everyone show beside the organisation's own. Other resources pass through.
 */
import { HttpError, type DataProvider, type GetListParams, type GetOneParams, type RaRecord } from 'react-admin';
import type { Job } from '../../../../schemas/job.js';

export const JOBS = 'jobs';

/** A job as the screens read it: react-admin's id beside the contract's fields. */
export type JobRecord = Job & RaRecord;

/** An empty organisation is left out of the query (data-provider.ts), where undefined would default it. */
function withAnyOrganisation(filter: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  return { ...filter, organisation: filter?.organisation ?? '' };
}

export function jobsDataProvider(base: DataProvider): DataProvider {
  return {
    ...base,
    async getList(resource: string, params: GetListParams) {
      if (resource !== JOBS) return base.getList(resource, params);
      return base.getList(resource, { ...params, filter: withAnyOrganisation(params.filter) });
    },
    async getOne(resource: string, params: GetOneParams) {
      if (resource !== JOBS) return base.getOne(resource, params);
      const all = await base.getList(JOBS, { filter: withAnyOrganisation({}), pagination: { page: 1, perPage: 10_000 }, sort: { field: '_id', order: 'ASC' } });
      const found = all.data.find((job) => String(job.id) === String(params.id));
      if (!found) throw new HttpError('Job not found', 404);
      return { data: found };
    },
  } as DataProvider;
}
