/**
 * Uploading the files an editor chose or dropped (or the one replacing an asset): each with the name
 * it gets, a warning when that name replaces an asset, and why it cannot go when its type or size is
 * not what the contract accepts (checked before anything is read or sent). Files go one by one; what
 * the server refuses (a 413 among them) stays in the dialog with its reason, the rest is done.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { AssetUpload } from '../../../../schemas/support-services.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';
import { sizeText } from './asset-card.js';
import { ASSET_MAX_BYTES, fileProblem, type AssetCalls } from './asset-files.js';

export interface PendingFile {
  readonly file: File;
  readonly name: string;
  /** A replacement keeps the asset's name. */
  readonly locked: boolean;
}

type Outcome = { readonly status: 'uploading' } | { readonly status: 'done' } | { readonly status: 'failed'; readonly message: string };

export interface UploadDialogProps {
  readonly files: readonly PendingFile[];
  readonly existing: ReadonlySet<string>;
  readonly organisation: string;
  readonly calls: AssetCalls;
  /** Called when the dialog closes; `changed` when anything was stored. */
  readonly onClose: (changed: boolean) => void;
}

export function UploadDialog({ files, existing, organisation, calls, onClose }: UploadDialogProps) {
  const t = useAreaWords('assets');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [names, setNames] = useState(() => files.map((f) => f.name));
  const [outcomes, setOutcomes] = useState<(Outcome | undefined)[]>(() => files.map(() => undefined));
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const problemText = (i: number): string | undefined => {
    const { file } = files[i]!;
    const problem = fileProblem(file);
    if (problem === 'type') return t('problem.type', { file: file.name });
    if (problem === 'size') return t('problem.size', { file: file.name, size: sizeText(file.size, locale), max: sizeText(ASSET_MAX_BYTES, locale) });
    if (problem === 'empty') return t('problem.empty', { file: file.name });
    const name = AssetUpload.shape.name.safeParse(names[i]);
    return name.success ? undefined : name.error.issues[0]?.message;
  };
  const sendable = files.map((_, i) => problemText(i) === undefined && outcomes[i]?.status !== 'done');

  const upload = async () => {
    setBusy(true);
    const results = [...outcomes];
    let stored = changed;
    for (const [i, pending] of files.entries()) {
      if (!sendable[i]) continue;
      results[i] = { status: 'uploading' };
      setOutcomes([...results]);
      try {
        await calls.put(organisation, names[i]!, pending.file);
        results[i] = { status: 'done' };
        stored = true;
      } catch (error) {
        const status = (error as { status?: number }).status;
        results[i] = { status: 'failed', message: status === 413 ? t('problem.serverTooLarge', { file: pending.file.name, message: errorMessage(error) }) : errorMessage(error) };
      }
      setOutcomes([...results]);
    }
    setChanged(stored);
    setBusy(false);
    // Everything went: close. Anything refused stays in view with its reason.
    if (results.every((r) => r?.status === 'done')) onClose(stored);
  };

  return (
    <Dialog open onClose={() => !busy && onClose(changed)} aria-labelledby="asset-upload-title" fullWidth maxWidth="sm">
      <DialogTitle id="asset-upload-title">{files.length === 1 && files[0]!.locked ? t('replaceTitle', { name: files[0]!.name }) : t('uploadTitle', { smart_count: files.length })}</DialogTitle>
      <DialogContent>
        <List>
          {files.map((pending, i) => {
            const problem = problemText(i);
            const outcome = outcomes[i];
            return (
              <ListItem key={`${pending.file.name}-${i}`} divider sx={{ display: 'block' }}>
                <Stack spacing={1}>
                  <Typography variant="body2">{pending.file.name} · {sizeText(pending.file.size, locale)}</Typography>
                  {pending.locked ? null : (
                    <TextField
                      size="small" label={t('name')} value={names[i]} disabled={busy || outcome?.status === 'done'}
                      onChange={(e) => setNames((n) => n.map((x, j) => (j === i ? e.target.value : x)))}
                      error={problem !== undefined && fileProblem(pending.file) === undefined}
                      helperText={fileProblem(pending.file) === undefined ? problem : undefined}
                    />
                  )}
                  {fileProblem(pending.file) !== undefined ? <Alert severity="error">{problem}</Alert> : null}
                  {problem === undefined && existing.has(names[i]!) && outcome?.status !== 'done' ? <Alert severity="warning">{t('replaces', { name: names[i] })}</Alert> : null}
                  {outcome?.status === 'uploading' ? <Typography role="status" variant="body2">{t('uploading')}</Typography> : null}
                  {outcome?.status === 'done' ? <Alert severity="success">{t('uploaded', { name: names[i] })}</Alert> : null}
                  {outcome?.status === 'failed' ? <Alert severity="error">{outcome.message}</Alert> : null}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(changed)} disabled={busy}>{translate('ra.action.close')}</Button>
        <Button variant="contained" onClick={() => void upload()} disabled={busy || !sendable.some(Boolean)}>{t('upload')}</Button>
      </DialogActions>
    </Dialog>
  );
}
