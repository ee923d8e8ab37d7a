/**
 * Replace a secret's value (react-admin's edit route). The old value is never read: the form asks
 * for the new one twice, so a typo cannot lock the integration out, and sends it with updateSecret.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, useRedirect } from 'react-admin';
import { fieldErrors, type FieldErrors } from '../generic-form-schema.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls, type SecretRef } from './secret-calls.js';
import { SecretDeleteButton } from './secret-delete.js';
import { MetaStatus, SecretMetaTable, useSecretMeta } from './secret-meta.js';
import { SecretValueInput } from './secret-value-input.js';
import { SECRETS, useSecretWords } from './secret-words.js';

function ReplaceForm({ secret }: { readonly secret: SecretRef }) {
  const { t } = useSecretWords();
  const calls = useSecretCalls();
  const notify = useNotify();
  const redirect = useRedirect();
  const [value, setValue] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({ fields: {} });
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (value !== again) {
      setErrors({ fields: { again: t('mismatch', 'The two values differ') } });
      return;
    }
    setSaving(true);
    setErrors({ fields: {} });
    try {
      await calls.replace(secret, value);
      setValue('');
      setAgain('');
      notify(t('replaced', 'The value of %{key} was replaced', { key: secret.key }), { type: 'success' });
      redirect('show', SECRETS, secret.key);
    } catch (error) {
      setErrors(fieldErrors(error, ['value']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('replace', 'Replace value')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">{t('replaceHelp', 'The current value is not shown. Type the new value twice.')}</Typography>
        {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
        <SecretValueInput id="secret-new-value" label={t('newValue', 'New value')} value={value} onChange={setValue} error={errors.fields.value} autoFocus />
        <SecretValueInput id="secret-new-value-again" label={t('newValueAgain', 'New value again')} value={again} onChange={setAgain} error={errors.fields.again} />
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>{saving ? t('saving', 'Saving…') : t('replace', 'Replace value')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function SecretReplace() {
  const { t } = useSecretWords();
  const { can, isPending } = useSecretAccess();
  const state = useSecretMeta();
  if (state.status !== 'ready') return <MetaStatus state={state} />;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('replaceTitle', 'Replace the value of %{key}', { key: state.meta.key })} />
      <CardContent>
        <Stack spacing={3}>
          <SecretMetaTable meta={state.meta} />
          {isPending ? null : can('update') ? <ReplaceForm secret={state.ref} /> : <Alert severity="warning">{t('notAllowed', 'Your role cannot do this with secrets')}</Alert>}
          <Box><SecretDeleteButton secret={state.ref} /></Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
