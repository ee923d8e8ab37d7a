/**
 * Delete a secret, after a confirmation that names it and says the value cannot be brought back.
 * Offered only to scopes the contract lets delete.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls, type SecretRef } from './secret-calls.js';
import { SECRETS, useSecretWords } from './secret-words.js';

export function SecretDeleteButton({ secret }: { readonly secret: SecretRef }) {
  const { t } = useSecretWords();
  const { can } = useSecretAccess();
  const calls = useSecretCalls();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!can('delete')) return null;

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await calls.remove(secret);
      setOpen(false);
      notify(t('deleted', 'Secret %{key} deleted', { key: secret.key }), { type: 'info' });
      redirect('list', SECRETS);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>{t('delete', 'Delete')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="secret-delete-title">
        <DialogTitle id="secret-delete-title">{t('deleteTitle', 'Delete %{key}?', { key: secret.key })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteText', 'The value of %{key} for %{organisation} is removed and cannot be brought back.', { key: secret.key, organisation: secret.organisation })}</DialogContentText>
          {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>{t('cancel', 'Cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>{t('confirmDelete', 'Delete secret')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
