/**
 * How the jobs' screens word a job: field titles (resources.jobs.fields.…, the contract's titles by
 * default), the status as a chip with its word (never colour alone), the queue type, the schedule with
 * its cron hint, the organisation (none: the platform), and dates in the admin's locale.
 */
import { Box, Chip, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { resources } from '../../../../generated/resources.gen.js';
import type { JobSchedule, JobStatus, QueueType } from '../../../../schemas/job.js';
import { useAreaWords } from '../../pages/area-words.js';
import { useFieldTitle } from '../generic-fields.js';
import { cronHint } from './cron-hint.js';
import { JOBS } from './job-data.js';

const descriptor = resources.find((r) => r.name === JOBS)!;

export function useJobWords() {
  const field = useFieldTitle(descriptor);
  const [locale = 'en'] = useLocaleState();
  const word = useAreaWords('jobs');
  return {
    locale,
    field,
    word,
    status: (status: JobStatus) => word(`status.${status}`),
    queue: (queue: QueueType) => word(`queue.${queue}`),
    cron: (cron: string) => {
      const hint = cronHint(cron, locale);
      return hint ? word(`cron.${hint.key}`, hint.values) : undefined;
    },
    date: (at: Date | string) => new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

const STATUS_COLOURS: Readonly<Record<JobStatus, 'default' | 'info' | 'success' | 'error' | 'warning'>> = {
  waiting: 'default', running: 'info', completed: 'success', failed: 'error', paused: 'warning',
};

export function StatusChip({ status }: { readonly status: JobStatus }) {
  const { status: word } = useJobWords();
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={word(status)} />;
}

export function OrganisationText({ organisation }: { readonly organisation: string | null }) {
  const { word } = useJobWords();
  if (organisation) return <span>{organisation}</span>;
  return (
    <Typography component="span" variant="body2" sx={{ fontStyle: 'italic' }}>
      {word('platform')}
    </Typography>
  );
}

const SECOND_LINE = { display: 'block', fontSize: '0.75rem', color: 'text.secondary' } as const;

/** The cron with its reading, the offset and the time zone. */
export function ScheduleText({ schedule }: { readonly schedule: JobSchedule }) {
  const { cron, word } = useJobWords();
  const hint = cron(schedule.cron);
  return (
    <span>
      <Box component="code">{schedule.cron}</Box>
      {hint ? ` (${hint})` : null}
      <Box component="span" sx={SECOND_LINE}>
        {word('scheduleDetails', { offset: schedule.offset, timeZone: schedule.timeZone })}
      </Box>
    </span>
  );
}

/** A job's error: the client parses the contract's timestamps to Dates. */
export interface JobError {
  readonly message: string;
  readonly date: Date | string;
}

/** Errors newest first. */
export function newestFirst(errors: readonly JobError[]): JobError[] {
  return [...errors].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
}

/** The latest error with its date; nothing when the job has none. */
export function LastError({ errors }: { readonly errors: readonly JobError[] }) {
  const { date } = useJobWords();
  const last = newestFirst(errors)[0];
  if (!last) return null;
  return (
    <span>
      {last.message}
      <Box component="span" sx={SECOND_LINE}>{date(last.date)}</Box>
    </span>
  );
}
