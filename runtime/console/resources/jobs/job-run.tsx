/**
 * "Run now" (POST /v3/queues/jobs/{id}/run): puts a run of the job first; its schedule goes on. It
 * asks first, as the run does the job's real work at once; disabled while the job runs (the server
 * refuses a second start with 409 anyway). Afterwards a notification says the run is queued and the
 * record is read again; the screens' own refresh then shows it running and its end. Shown only where
 * the admin may change the job (job-access.ts). Clicks stop here, so a row is not also opened.
 */
import BoltIcon from '@mui/icons-material/Bolt';
import type { MouseEvent } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { RunJobInput } from '../../../../generated/client/jobs.gen.js';
import { callOperationOf } from '../../data-provider.js';
import { useConfirmation } from '../../pages/confirmation.js';
import { useJobChanges } from './job-access.js';
import type { JobRecord } from './job-data.js';
import { useJobWords } from './job-words.js';

export function JobRunNow() {
  const job = useRecordContext<JobRecord>();
  const changes = useJobChanges(job);
  const { word } = useJobWords();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const running = useConfirmation(async (j: JobRecord) => {
    const input: RunJobInput = { params: { id: j._id } };
    await callOperationOf(dataProvider)('runJob', input);
    const text = word('runQueued', { name: j.displayName });
    notify(text, { type: 'info', messageArgs: { _: text } });
    refresh();
  }, (message) => word('runFailed', { name: job?.displayName ?? '', message }));
  if (!job || !changes.mayUpdate || changes.reason) return null;

  const name = job.displayName;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button
        label={word('runNow')}
        aria-label={word('runNowJob', { name })}
        onClick={() => running.ask(job)}
        disabled={job.status === 'running' || running.props.loading}
        sx={{ whiteSpace: 'nowrap' }}
      >
        <BoltIcon />
      </Button>
      <Confirm {...running.props} title={word('runTitle', { name })} content={word('runContent')} confirm={word('runNow')} ConfirmIcon={BoltIcon} />
    </span>
  );
}
