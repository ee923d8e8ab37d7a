/**
 * Replace a secret's value (react-admin's edit route). The old value is never read: the form asks
 * for the new one twice, so a typo cannot lock the integration out, and sends it with updateSecret.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { fieldErrors, type FieldErrors } from '../generic-form-schema.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls, type SecretRef } from './secret-calls.js';
import { SecretDeleteButton } from './secret-delete.js';
import { MetaStatus, SecretMetaTable, useSecretMeta } from './secret-meta.js';
import { SecretValueInput } from './secret-value-input.js';
import { SECRETS, useSecretWords } from './secret-words.js';

function ReplaceForm({ secret }: { readonly secret: SecretRef }) {
  const { t } = useSecretWords();
  const translate = useTranslate();
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
      setErrors({ fields: { again: t('mismatch') } });
      return;
    }
    setSaving(true);
    setErrors({ fields: {} });
    try {
      await calls.replace(secret, value);
      setValue('');
      setAgain('');
      notify(t('replaced', { key: secret.key }), { type: 'success' });
      redirect('show', SECRETS, secret.key);
    } catch (error) {
      setErrors(fieldErrors(error, ['value']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('replace')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">{t('replaceHelp')}</Typography>
        {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
        <SecretValueInput id="secret-new-value" label={t('newValue')} value={value} onChange={setValue} error={errors.fields.value} autoFocus />
        <SecretValueInput id="secret-new-value-again" label={t('newValueAgain')} value={again} onChange={setAgain} error={errors.fields.again} />
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>{saving ? translate('ampere.common.saving') : t('replace')}</Button>
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
      <Title title={t('replaceTitle', { key: state.data.meta.key })} />
      <CardContent>
        <Stack spacing={3}>
          <SecretMetaTable meta={state.data.meta} />
          {isPending ? null : can('update') ? <ReplaceForm secret={state.data.ref} /> : <Alert severity="warning">{t('notAllowed')}</Alert>}
          <Box><SecretDeleteButton secret={state.data.ref} /></Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
