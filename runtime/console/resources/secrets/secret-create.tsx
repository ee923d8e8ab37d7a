/**
 * Create a secret: which one (the contract's known keys), for the admin's organisation, and its
 * value typed into a password field. The generated client checks the body with the contract's zod
 * before sending and the server checks it again; either way the issues show at their fields.
 */
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { SecretKey } from '../../../../schemas/secret.js';
import { fieldErrors, type FieldErrors } from '../generic-form-schema.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls } from './secret-calls.js';
import { SecretValueInput } from './secret-value-input.js';
import { SecretVisibility } from './secret-visibility.js';
import { SECRETS, SECRETS_DESCRIPTOR, useSecretWords } from './secret-words.js';

/** The form's fields, as the call's issues name them (the organisation is the path's `org`). */
const FIELDS = ['key', 'org', 'value'];

export function SecretCreate() {
  const { t, field } = useSecretWords();
  const translate = useTranslate();
  const { organisation, can, isPending } = useSecretAccess();
  const calls = useSecretCalls();
  const notify = useNotify();
  const redirect = useRedirect();
  const [key, setKey] = useState<SecretKey>(SecretKey.options[0] as SecretKey);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({ fields: {} });
  const [saving, setSaving] = useState(false);

  if (isPending) return <Typography role="status">{translate('ra.page.loading')}</Typography>;
  if (!can('create') || !organisation) return <Alert severity="warning">{t('notAllowed')}</Alert>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({ fields: {} });
    try {
      await calls.create({ organisation, key }, value);
      setValue('');
      notify(t('created', { key }), { type: 'success' });
      redirect('list', SECRETS);
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={t('createTitle')} />
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('createTitle')}>
          <Stack spacing={2}>
            {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
            <TextField id="secret-key" select label={field('key')} value={key} onChange={(e) => setKey(e.target.value as SecretKey)} error={errors.fields.key !== undefined} helperText={errors.fields.key} required>
              {SecretKey.options.map((k) => <MenuItem key={k} value={k}>{k}</MenuItem>)}
            </TextField>
            <TextField id="secret-organisation" label={field('organisation')} value={organisation} slotProps={{ input: { readOnly: true } }} helperText={errors.fields.org} error={errors.fields.org !== undefined} />
            <Typography variant="body2" color="text.secondary">
              {t('visibleTo')}: <SecretVisibility secretKey={key} />
            </Typography>
            <SecretValueInput id="secret-value" label={field('value', SECRETS_DESCRIPTOR.schemas.create)} value={value} onChange={setValue} error={errors.fields.value} helperText={t('valueHelp')} />
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>{saving ? translate('ampere.common.saving') : t('save')}</Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
