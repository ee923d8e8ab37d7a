/**
 * Pause or enable a job (PATCH enabled: the server sets paused, or waiting again). Pausing asks
 * first, as a paused job misses its runs; enabling does not. Shown only where the admin may change
 * the job (job-access.ts). Clicks stop here, so a click in a list row does not also open the row.
 */
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { errorMessage } from '../generic-form-schema.js';
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
          notify(enabled ? word('enabled', { name }) : word('paused', { name }), { type: 'info' });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(word('changeFailed', { name, message: errorMessage(error) }), { type: 'error' });
        },
      },
    );

  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      {job.enabled ? (
        <Button label={word('pause')} aria-label={word('pauseJob', { name })} onClick={() => setAsking(true)} disabled={isPending}>
          <PauseIcon />
        </Button>
      ) : (
        <Button label={word('enable')} aria-label={word('enableJob', { name })} onClick={() => switchTo(true)} disabled={isPending}>
          <PlayArrowIcon />
        </Button>
      )}
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={word('pauseTitle', { name })}
        content={word('pauseContent')}
        confirm={word('pause')}
        onConfirm={() => switchTo(false)}
        onClose={() => setAsking(false)}
      />
    </span>
  );
}
