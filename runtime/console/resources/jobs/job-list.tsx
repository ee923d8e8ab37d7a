/**
 * The scheduled jobs: name, organisation, queue, status (a chip with its word), next run, last start
 * and end in the admin's locale, whether enabled, and the last error with its date; filtered by queue
 * type and status (the query's queueTypes and status), sorted by any column. Pause or enable, and run
 * now, from the row where the admin may (job-toggle.tsx, job-run.tsx); a row opens the job. The list
 * is read again every JOBS_REFRESH_MS while open, so runs are seen starting and ending.
 */
import { Box } from '@mui/material';
import { BooleanField, Datagrid, DateField, FunctionField, List, SelectInput, ShowButton } from 'react-admin';
import { JobStatus, QueueType } from '../../../../schemas/job.js';
import { ListError, Status } from '../../components/list-states.js';
import { ANY_ORGANISATION, JOBS, JOBS_REFRESH_MS, type JobRecord } from './job-data.js';
import { JobRunNow } from './job-run.js';
import { JobToggle } from './job-toggle.js';
import { LastError, OrganisationText, StatusChip, useJobWords } from './job-words.js';

function useJobFilters() {
  const { field, word, status, queue } = useJobWords();
  return [
    <SelectInput
      key="queueTypes"
      source="queueTypes"
      label={field('queueType')}
      choices={QueueType.options.map((q) => ({ id: q, name: queue(q) }))}
      emptyText={word('anyQueue')}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label={field('status')}
      choices={JobStatus.options.map((s) => ({ id: s, name: status(s) }))}
      emptyText={word('anyStatus')}
      alwaysOn
    />,
  ];
}

function JobTable() {
  const { field, word, queue, locale } = useJobWords();
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" empty={<Status text={word('noResults')} />}>
      <FunctionField
        source="displayName"
        label={field('displayName')}
        render={(job: JobRecord) => (
          <span>
            {job.displayName}
            <Box component="code" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>{job.name}</Box>
          </span>
        )}
      />
      <FunctionField source="organisation" label={field('organisation')} render={(job: JobRecord) => <OrganisationText organisation={job.organisation} />} />
      <FunctionField source="queueType" label={field('queueType')} render={(job: JobRecord) => queue(job.queueType)} />
      <FunctionField source="status" label={field('status')} render={(job: JobRecord) => <StatusChip status={job.status} />} />
      <DateField source="nextRunAt" label={field('nextRunAt')} showTime locales={locale} emptyText="—" />
      <DateField source="startedAt" label={word('lastRun')} showTime locales={locale} emptyText="—" />
      <DateField source="completedAt" label={field('completedAt')} showTime locales={locale} emptyText="—" />
      <BooleanField source="enabled" label={field('enabled')} />
      <FunctionField label={word('lastError')} sortable={false} render={(job: JobRecord) => <LastError errors={job.errors} />} />
      <JobToggle />
      <JobRunNow />
      <ShowButton />
    </Datagrid>
  );
}

export function JobList() {
  const { word } = useJobWords();
  return (
    <List
      resource={JOBS}
      filter={ANY_ORGANISATION}
      queryOptions={{ refetchInterval: JOBS_REFRESH_MS }}
      title={word('title')}
      filters={useJobFilters()}
      sort={{ field: 'nextRunAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<Status text={word('empty')} />}
      error={<ListError text={(message) => word('error', { message })} />}
    >
      <JobTable />
    </List>
  );
}
