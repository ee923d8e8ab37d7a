/**
 * Delete a secret, after a confirmation that names it and says the value cannot be brought back.
 * Offered only to scopes the contract lets delete.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { Confirm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useConfirmation } from '../../pages/confirmation.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls, type SecretRef } from './secret-calls.js';
import { SECRETS, useSecretWords } from './secret-words.js';

export function SecretDeleteButton({ secret }: { readonly secret: SecretRef }) {
  const { t } = useSecretWords();
  const translate = useTranslate();
  const { can } = useSecretAccess();
  const calls = useSecretCalls();
  const notify = useNotify();
  const redirect = useRedirect();
  const deletion = useConfirmation(async (ref: SecretRef) => {
    await calls.remove(ref);
    notify(t('deleted', { key: ref.key }), { type: 'info' });
    redirect('list', SECRETS);
  });
  if (!can('delete')) return null;

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => deletion.ask(secret)}>{translate('ra.action.delete')}</Button>
      <Confirm
        {...deletion.props}
        title={t('deleteTitle', { key: secret.key })}
        content={t('deleteText', { key: secret.key, organisation: secret.organisation })}
        confirm={t('confirmDelete')}
        confirmColor="warning"
      />
    </>
  );
}
