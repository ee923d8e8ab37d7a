/**
 * A confirmation before something that cannot be taken back (a delete, an e-mail sent): the action
 * runs only from its button, Cancel has the focus, and a refusal from the server stays in the dialog
 * with its reason.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { messageOf } from './use-loaded.js';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** Closes the dialog itself (or throws, and the dialog shows why). */
  readonly onConfirm: () => Promise<void>;
  readonly onClose: () => void;
  /** A delete's button is red; other actions' are not (default true). */
  readonly destructive?: boolean;
}

export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onClose, destructive = true }: ConfirmDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>{cancelLabel}</Button>
        <Button color={destructive ? 'error' : 'primary'} variant="contained" onClick={() => void confirm()} disabled={busy}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
