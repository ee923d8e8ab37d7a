/**
 * Pause or enable a job (PATCH enabled: the server sets paused, or waiting again). Pausing asks
 * first, as a paused job misses its runs; enabling does not. Shown only where the admin may change
 * the job (job-access.ts). Clicks stop here, so a click in a list row does not also open the row.
 */
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useJobChanges } from './job-access.js';
import { ANY_ORGANISATION, JOBS, type JobRecord } from './job-data.js';
import { useJobWords } from './job-words.js';

export function JobToggle() {
  const job = useRecordContext<JobRecord>();
  const changes = useJobChanges(job);
  const { word } = useJobWords();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<JobRecord>();
  if (!job || !changes.mayUpdate || changes.reason) return null;

  const name = job.displayName;
  const switchTo = (enabled: boolean) =>
    update(
      JOBS,
      { id: job.id, data: { enabled }, previousData: job, meta: ANY_ORGANISATION },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(enabled ? word('enabled', '%{name} is enabled', { name }) : word('paused', '%{name} is paused', { name }), { type: 'info' });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(word('changeFailed', '%{name} could not be changed: %{message}', { name, message: error instanceof Error ? error.message : String(error) }), { type: 'error' });
        },
      },
    );

  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      {job.enabled ? (
        <Button label={word('pause', 'Pause')} aria-label={word('pauseJob', 'Pause %{name}', { name })} onClick={() => setAsking(true)} disabled={isPending}>
          <PauseIcon />
        </Button>
      ) : (
        <Button label={word('enable', 'Enable')} aria-label={word('enableJob', 'Enable %{name}', { name })} onClick={() => switchTo(true)} disabled={isPending}>
          <PlayArrowIcon />
        </Button>
      )}
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={word('pauseTitle', 'Pause %{name}?', { name })}
        content={word('pauseContent', 'The job will not run until it is enabled again.')}
        confirm={word('pause', 'Pause')}
        onConfirm={() => switchTo(false)}
        onClose={() => setAsking(false)}
      />
    </span>
  );
}
