/**
 * CSV import with a preview (issue 6 §2): the admin picks a file, the server classifies every row
 * without writing (importCopy dryRun), and only on "Apply" are the valid rows written (importCopy
 * skipInvalid, which judges them again as it writes, so a text changed meanwhile is not overwritten
 * on a stale check). The result says what was written.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { CopyImportResult, CopyType } from '../../../../schemas/copy.js';
import { errorMessage } from '../generic-form-schema.js';
import type { CopyCalls, CopyScope } from './copy-calls.js';
import { CopyImportPreview } from './copy-import-preview.js';
import type { AreaWords } from '../../pages/area-words.js';

export interface CopyImportDialogProps {
  readonly open: boolean;
  readonly type: CopyType;
  readonly typeName: string;
  readonly scope: CopyScope;
  readonly calls: CopyCalls;
  readonly words: AreaWords;
  /** `applied`: something was written, so the grid loads again. */
  readonly onClose: (applied: boolean) => void;
}

type Step =
  | { readonly kind: 'choose' }
  | { readonly kind: 'checking'; readonly name: string }
  | { readonly kind: 'preview'; readonly name: string; readonly csv: string; readonly result: CopyImportResult }
  | { readonly kind: 'applying'; readonly name: string; readonly csv: string; readonly result: CopyImportResult }
  | { readonly kind: 'done'; readonly result: CopyImportResult }
  | { readonly kind: 'failed'; readonly message: string };

/** The file's text (Blob.text where the browser has it, else a FileReader). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

export function CopyImportDialog({ open, type, typeName, scope, calls, words, onClose }: CopyImportDialogProps) {
  const translate = useTranslate();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const close = () => {
    const applied = step.kind === 'done';
    setStep({ kind: 'choose' });
    onClose(applied);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStep({ kind: 'checking', name: file.name });
    try {
      const csv = await readText(file);
      const answer = await calls.previewImport(type, scope, csv);
      setStep({ kind: 'preview', name: file.name, csv, result: answer.data });
    } catch (error) {
      setStep({ kind: 'failed', message: words('import.failed', { message: errorMessage(error) }) });
    }
  };
  const apply = async () => {
    if (step.kind !== 'preview') return;
    setStep({ ...step, kind: 'applying' });
    try {
      const answer = await calls.applyImport(type, scope, step.csv);
      setStep({ kind: 'done', result: answer.data });
    } catch (error) {
      setStep({ kind: 'failed', message: words('import.failed', { message: errorMessage(error) }) });
    }
  };

  const writable = step.kind === 'preview' || step.kind === 'applying' ? step.result.created + step.result.updated : 0;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="lg" aria-labelledby="copy-import-title">
      <DialogTitle id="copy-import-title">{words('import.title', { type: typeName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{words('import.hint')}</Typography>
          {(step.kind === 'choose' || step.kind === 'failed' || step.kind === 'preview') && (
            <div>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {words('import.choose')}
                <input type="file" accept=".csv,text/csv" hidden aria-label={words('import.choose')} onChange={choose} />
              </Button>
            </div>
          )}
          {step.kind === 'failed' && <Alert severity="error">{step.message}</Alert>}
          {step.kind === 'checking' && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{words('import.checking')}</Typography>
            </Stack>
          )}
          {(step.kind === 'preview' || step.kind === 'applying') && (
            <>
              <Typography variant="subtitle2">{words('import.file', { name: step.name })}</Typography>
              <CopyImportPreview rows={step.result.rows ?? []} words={words} />
              {writable === 0 && <Alert severity="info">{words('import.nothing')}</Alert>}
            </>
          )}
          {step.kind === 'done' && (
            <Alert severity="success" role="status">
              {words('import.result', { created: step.result.created, updated: step.result.updated, unchanged: step.result.unchanged, invalid: step.result.invalid ?? 0 })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{step.kind === 'done' ? translate('ra.action.close') : translate('ra.action.cancel')}</Button>
        {(step.kind === 'preview' || step.kind === 'applying') && (
          <Button variant="contained" onClick={apply} disabled={writable === 0} loading={step.kind === 'applying'}>
            {step.kind === 'applying' ? words('import.applying') : words('import.apply', { smart_count: writable })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
