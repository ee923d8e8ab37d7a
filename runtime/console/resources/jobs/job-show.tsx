/**
 * One job: what it is, its status, its runs, its schedule (with its reading), and every error with its
 * date, read again every JOBS_REFRESH_MS. Pause, enable, run now and the schedule's edit show where
 * the admin may change the job; where the scope may change jobs but not this one, the screen says why.
 */
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  BooleanField, DateField, EditButton, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext,
} from 'react-admin';
import { useJobChanges } from './job-access.js';
import { ANY_ORGANISATION, JOBS, JOBS_REFRESH_MS, type JobRecord } from './job-data.js';
import { JobRunNow } from './job-run.js';
import { JobToggle } from './job-toggle.js';
import { newestFirst, OrganisationText, ScheduleText, StatusChip, useJobWords } from './job-words.js';

function JobActions() {
  const job = useRecordContext<JobRecord>();
  const changes = useJobChanges(job);
  const { word } = useJobWords();
  if (!changes.mayUpdate) return null;
  return (
    <TopToolbar>
      <JobToggle />
      <JobRunNow />
      {changes.reason ? null : <EditButton label={word('editSchedule')} />}
    </TopToolbar>
  );
}

/** Why this job stays as it is; nothing for a job the admin may change, or a scope that changes none. */
export function ReadOnlyNote() {
  const job = useRecordContext<JobRecord>();
  const { reason } = useJobChanges(job);
  const { word } = useJobWords();
  if (!reason) return null;
  return <Alert severity="info">{word(`readOnly.${reason}`)}</Alert>;
}

function ErrorsTable({ job }: { readonly job: JobRecord }) {
  const { field, word, date } = useJobWords();
  if (job.errors.length === 0) return <Typography variant="body2">{word('noErrors')}</Typography>;
  return (
    <Table size="small" aria-label={field('errors')}>
      <TableHead>
        <TableRow>
          <TableCell>{word('errorDate')}</TableCell>
          <TableCell>{word('errorMessage')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {newestFirst(job.errors).map((e) => (
          <TableRow key={`${new Date(e.date).getTime()}${e.message}`}>
            <TableCell>{date(e.date)}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function JobShow({ id }: { readonly id?: string }) {
  const { field, word, queue, locale } = useJobWords();
  return (
    <Show resource={JOBS} id={id} queryOptions={{ meta: ANY_ORGANISATION, refetchInterval: JOBS_REFRESH_MS }} title={word('jobTitle')} actions={<JobActions />}>
      <SimpleShowLayout>
        <ReadOnlyNote />
        <TextField source="displayName" label={field('displayName')} />
        <TextField source="name" label={field('name')} />
        <FunctionField label={field('organisation')} render={(job: JobRecord) => <OrganisationText organisation={job.organisation} />} />
        <FunctionField label={field('queueType')} render={(job: JobRecord) => queue(job.queueType)} />
        <FunctionField label={field('status')} render={(job: JobRecord) => <StatusChip status={job.status} />} />
        <BooleanField source="enabled" label={field('enabled')} />
        <DateField source="nextRunAt" label={field('nextRunAt')} showTime locales={locale} emptyText="—" />
        <DateField source="startedAt" label={word('lastRun')} showTime locales={locale} emptyText="—" />
        <DateField source="completedAt" label={field('completedAt')} showTime locales={locale} emptyText="—" />
        <FunctionField label={word('schedule')} render={(job: JobRecord) => <ScheduleText schedule={job.schedule} />} />
        <FunctionField label={field('errors')} render={(job: JobRecord) => <ErrorsTable job={job} />} />
      </SimpleShowLayout>
    </Show>
  );
}

/** `id`: the job's, where no route gives it (react-admin's show route does). */