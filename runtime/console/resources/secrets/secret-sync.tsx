/**
 * Environment sync (back-office §4): choose local, staging or develop and give that environment's
 * token, see what would change there, confirm, see the result. The API has no dry run and the
 * console cannot read the target, so the preview is made from this environment's metadata: each
 * secret the sync would write, values masked, and the screen says that is all it can know.
 * Values are read (getSecret) only after confirmation, straight into the sync call's body.
 */
import SyncIcon from '@mui/icons-material/Sync';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack,
  Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { SyncTarget, type SecretMeta } from '../../../../schemas/secret.js';
import { errorMessage } from '../generic-form-schema.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls } from './secret-calls.js';
import { SecretValueInput } from './secret-value-input.js';
import { useSecretWords } from './secret-words.js';

type Step =
  | { readonly name: 'choose' }
  | { readonly name: 'preview'; readonly secrets: readonly SecretMeta[] }
  | { readonly name: 'done'; readonly ok: boolean; readonly count: number };

const MASK = '•'.repeat(8);

function PreviewTable({ secrets, target }: { readonly secrets: readonly SecretMeta[]; readonly target: SyncTarget }) {
  const { t, field } = useSecretWords();
  const [locale] = useLocaleState();
  return (
    <Table size="small" aria-label={t('sync.previewCaption', { target })}>
      <TableHead>
        <TableRow>
          <TableCell>{field('key')}</TableCell>
          <TableCell>{field('organisation')}</TableCell>
          <TableCell>{t('sync.change', { target })}</TableCell>
          <TableCell>{t('sync.value')}</TableCell>
          <TableCell>{t('sync.changedHere')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {secrets.map((s) => (
          <TableRow key={`${s.organisation}.${s.key}`}>
            <TableCell>{s.key}</TableCell>
            <TableCell>{s.organisation}</TableCell>
            <TableCell>{t('sync.written')}</TableCell>
            <TableCell><span aria-label={t('valueHidden')}>{MASK}</span></TableCell>
            <TableCell>{new Date(s.updatedAt).toLocaleString(locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SyncDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useSecretWords();
  const translate = useTranslate();
  const { organisation } = useSecretAccess();
  const calls = useSecretCalls();
  const refresh = useRefresh();
  const [target, setTarget] = useState<SyncTarget>('staging');
  const [token, setToken] = useState('');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const preview = () => run(async () => {
    if (!organisation) return;
    setStep({ name: 'preview', secrets: await calls.list(organisation) });
  });
  const confirm = (secrets: readonly SecretMeta[]) => run(async () => {
    const ok = await calls.sync(target, token, secrets.map(({ organisation: org, key }) => ({ organisation: org, key })));
    setToken('');
    setStep({ name: 'done', ok, count: secrets.length });
    refresh();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="secret-sync-title" fullWidth maxWidth="md">
      <DialogTitle id="secret-sync-title">{t('sync.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {step.name === 'choose' ? (
            <>
              <FormControl>
                <FormLabel id="secret-sync-target">{t('sync.target')}</FormLabel>
                <RadioGroup row aria-labelledby="secret-sync-target" value={target} onChange={(e) => setTarget(SyncTarget.parse(e.target.value))}>
                  {SyncTarget.options.map((env) => (
                    <FormControlLabel key={env} value={env} control={<Radio />} label={t(`sync.targets.${env}`, { _: env })} />
                  ))}
                </RadioGroup>
              </FormControl>
              <SecretValueInput id="secret-sync-token" label={t('sync.token')} value={token} onChange={setToken} />
            </>
          ) : null}
          {step.name === 'preview' ? (
            <>
              <Alert severity="info">
                {t('sync.honest', { target })}
              </Alert>
              {step.secrets.length === 0
                ? <Typography role="status">{t('sync.nothing')}</Typography>
                : <PreviewTable secrets={step.secrets} target={target} />}
            </>
          ) : null}
          {step.name === 'done' ? (
            <Alert severity={step.ok ? 'success' : 'warning'} role="status">
              {step.ok
                ? t('sync.done', { count: step.count, target })
                : t('sync.partial', { target })}
            </Alert>
          ) : null}
          {error ? <Alert severity="error">{t('sync.error', { message: error })}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.name === 'done' ? <Button onClick={onClose} autoFocus>{translate('ra.action.close')}</Button> : <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
        {step.name === 'choose' ? (
          <Button variant="contained" disabled={busy || token.length === 0} onClick={() => void preview()}>{t('sync.preview')}</Button>
        ) : null}
        {step.name === 'preview' ? (
          <>
            <Button onClick={() => setStep({ name: 'choose' })}>{t('back')}</Button>
            <Button variant="contained" color="warning" disabled={busy || step.secrets.length === 0} onClick={() => void confirm(step.secrets)}>
              {t('sync.confirm', { target })}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

export function SecretSyncButton() {
  const { t } = useSecretWords();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<SyncIcon />} onClick={() => setOpen(true)}>{t('sync.open')}</Button>
      {open ? <SyncDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
