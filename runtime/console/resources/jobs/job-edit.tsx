/**
 * A job's schedule: cron (with its reading as the admin types), offset and time zone, sent as the
 * contract's JobPatchBody. The generated client checks the body against the contract before sending,
 * so the contract's own messages show at the fields (schedule-errors.ts); nothing is sent then. A job
 * the admin may not change shows its schedule read-only, with the reason.
 */
import { Alert, Box } from '@mui/material';
import {
  Edit, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRecordContext, useRedirect, useUpdate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TimeZoneName } from '../../../../schemas/geography.js';
import type { JobSchedule } from '../../../../schemas/job.js';
import { useJobChanges } from './job-access.js';
import { ANY_ORGANISATION, JOBS, type JobRecord } from './job-data.js';
import { ReadOnlyNote } from './job-show.js';
import { ScheduleText, useJobWords } from './job-words.js';
import { scheduleErrors } from './schedule-errors.js';

function CronInput() {
  const { cron, word } = useJobWords();
  const value = useWatch({ name: 'schedule.cron' }) as unknown;
  const hint = typeof value === 'string' ? cron(value) : undefined;
  return (
    <TextInput
      source="schedule.cron"
      label={word('scheduleFields.cron')}
      helperText={hint ?? word('scheduleFields.cronHelp')}
    />
  );
}

function ScheduleForm() {
  const job = useRecordContext<JobRecord>();
  const changes = useJobChanges(job);
  const { word } = useJobWords();
  const [update] = useUpdate<JobRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!job) return null;
  if (!changes.mayUpdate || changes.reason) {
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        {changes.mayUpdate ? <ReadOnlyNote /> : <Alert severity="info">{word('readOnly.scope')}</Alert>}
        <ScheduleText schedule={job.schedule} />
      </Box>
    );
  }

  const submit = async (values: Record<string, unknown>) => {
    const { cron, offset, timeZone } = (values as Partial<RaRecord> & { schedule: JobSchedule }).schedule;
    try {
      await update(JOBS, { id: job.id, data: { schedule: { cron, offset, timeZone } }, previousData: job, meta: ANY_ORGANISATION }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(word('scheduleSaved', { name: job.displayName }), { type: 'info' });
      redirect('show', JOBS, job.id);
      return undefined;
    } catch (error) {
      const { fields, general } = scheduleErrors(error);
      if (general) notify(general, { type: 'error' });
      return fields;
    }
  };

  return (
    <SimpleForm onSubmit={submit} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <CronInput />
      <NumberInput source="schedule.offset" label={word('scheduleFields.offset')} step={1} helperText={word('scheduleFields.offsetHelp')} />
      <SelectInput source="schedule.timeZone" label={word('scheduleFields.timeZone')} choices={TimeZoneName.options.map((z) => ({ id: z, name: z }))} />
    </SimpleForm>
  );
}

export function JobEdit({ id }: { readonly id?: string }) {
  const { word } = useJobWords();
  return (
    <Edit resource={JOBS} id={id} queryOptions={{ meta: ANY_ORGANISATION }} title={word('editTitle')} mutationMode="pessimistic" actions={false}>
      <ScheduleForm />
    </Edit>
  );
}
