/**
 * Adding a key to the type on screen, in the scope on screen: an organisation admin's key goes to its
 * organisation (the `organisation` query), a platform ADMIN's to the scope chosen. The contract's
 * rules run as the generated client sends it (a key's characters, text in at least one language) and
 * their messages show at the fields; a key the scope has already answers the API's 409 message.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { CopyType } from '../../../../schemas/copy.js';
import { Language } from '../../../../schemas/core/primitives.js';
import { CONSOLE_LOCALE_NAMES } from '../../i18n/locales.js';
import { fieldErrors, type FieldErrors } from '../generic-form-schema.js';
import type { CopyCalls, CopyScope } from './copy-calls.js';
import type { CopyValues } from './copy-rows.js';
import type { AreaWords } from '../../pages/area-words.js';

export interface CopyAddDialogProps {
  readonly open: boolean;
  readonly type: CopyType;
  readonly typeName: string;
  readonly scope: CopyScope;
  readonly scopeName: string;
  readonly calls: CopyCalls;
  readonly words: AreaWords;
  readonly keyTitle: string;
  readonly descriptionTitle: string;
  readonly onClose: () => void;
  readonly onAdded: (key: string) => void;
}

const FIELDS = ['key', 'description', 'values'];

export function CopyAddDialog({ open, type, typeName, scope, scopeName, calls, words, keyTitle, descriptionTitle, onClose, onAdded }: CopyAddDialogProps) {
  const translate = useTranslate();
  const [key, setKey] = useState('');
  const [description, setDescription] = useState('');
  const [values, setValues] = useState<CopyValues>({});
  const [errors, setErrors] = useState<FieldErrors>({ fields: {} });
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setKey('');
    setDescription('');
    setValues({});
    setErrors({ fields: {} });
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const given = Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== '')) as CopyValues;
    try {
      await calls.create(type, scope, { key: key.trim(), values: given, ...(description.trim() ? { description } : {}) });
      const added = key.trim();
      reset();
      onAdded(added);
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="copy-add-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="copy-add-title">{words('add.title', { type: typeName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">{words('add.scope', { scope: scopeName })}</Typography>
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <TextField
              label={keyTitle}
              value={key}
              required
              autoFocus
              onChange={(event) => setKey(event.target.value)}
              error={Boolean(errors.fields.key)}
              helperText={errors.fields.key ?? ' '}
            />
            <TextField label={descriptionTitle} value={description} multiline onChange={(event) => setDescription(event.target.value)} error={Boolean(errors.fields.description)} helperText={errors.fields.description} />
            {errors.fields.values && <Alert severity="error">{errors.fields.values}</Alert>}
            {Language.options.map((language) => (
              <TextField
                key={language}
                label={`${CONSOLE_LOCALE_NAMES[language]} (${language})`}
                value={values[language] ?? ''}
                multiline
                onChange={(event) => setValues((old) => ({ ...old, [language]: event.target.value }))}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>{words('add.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
