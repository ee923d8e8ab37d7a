/**
 * A sign's fields: name, price zone, language, what it shows (spot price with how many cheapest hours
 * it marks, CO2 now, a message of the day), theme and whether it is on. The contract's zod runs on
 * submit through the generated client; its messages show at the fields they name (or above the form).
 * Read-only for scopes that may not write signs.
 */
import { Alert, Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PriceZone } from '../../../../schemas/geography.js';
import { Language } from '../../../../schemas/core/primitives.js';
import { SIGN_CHEAPEST_HOURS_MAX, SIGN_MESSAGE_MAX_LENGTH, SignTheme, type Sign, type SignInput } from '../../../../schemas/sign.js';
import { CONSOLE_LOCALE_NAMES } from '../../i18n/locales.js';
import { fieldErrors, type FieldErrors } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';

type Values = Required<Omit<SignInput, 'message'>> & { readonly message: string };

const FIELDS = ['name', 'priceZone', 'language', 'showSpotPrice', 'cheapestHours', 'showCo2', 'message', 'theme', 'enabled'] as const;

const NEW_SIGN: Values = {
  name: '', priceZone: 'NO1', language: 'nb', showSpotPrice: true, cheapestHours: 3, showCo2: true, message: '', theme: 'light', enabled: true,
};

function valuesOf(sign: Sign | undefined): Values {
  if (!sign) return NEW_SIGN;
  const { name, priceZone, language, showSpotPrice, cheapestHours, showCo2, message, theme, enabled } = sign;
  return { name, priceZone, language, showSpotPrice, cheapestHours, showCo2, message: message ?? '', theme, enabled };
}

/** What the form sends: an empty message is no message. */
function bodyOf(values: Values): SignInput {
  const { message, ...rest } = values;
  return message.trim() ? { ...rest, message } : rest;
}

export interface SignFormProps {
  readonly sign?: Sign;
  readonly canWrite: boolean;
  readonly onSubmit: (body: SignInput) => Promise<void>;
}

export function SignForm({ sign, canWrite, onSubmit }: SignFormProps) {
  const t = useAreaWords('signs');
  const translate = useTranslate();
  const [values, setValues] = useState<Values>(() => valuesOf(sign));
  const [errors, setErrors] = useState<FieldErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const disabled = !canWrite || busy;
  const error = (field: (typeof FIELDS)[number]) => errors.fields[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await onSubmit(bodyOf(values));
    } catch (e) {
      setErrors(fieldErrors(e, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-label={t('formLabel')} sx={{ maxWidth: 560 }}>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <TextField label={t('field.name')} value={values.name} onChange={(e) => set('name', e.target.value)} disabled={disabled} required error={!!error('name')} helperText={error('name') ?? t('field.nameHelp')} />
      <Stack direction="row" spacing={2}>
        <TextField select label={t('field.priceZone')} value={values.priceZone} onChange={(e) => set('priceZone', e.target.value as Values['priceZone'])} disabled={disabled} error={!!error('priceZone')} helperText={error('priceZone')} sx={{ flex: 1 }}>
          {PriceZone.options.map((z) => <MenuItem key={z} value={z}>{z}</MenuItem>)}
        </TextField>
        <TextField select label={t('field.language')} value={values.language} onChange={(e) => set('language', e.target.value as Values['language'])} disabled={disabled} error={!!error('language')} helperText={error('language')} sx={{ flex: 1 }}>
          {Language.options.map((l) => <MenuItem key={l} value={l}>{CONSOLE_LOCALE_NAMES[l]}</MenuItem>)}
        </TextField>
      </Stack>
      <FormControl component="fieldset" error={!!error('showSpotPrice') || !!error('showCo2')}>
        <FormLabel component="legend">{t('field.shows')}</FormLabel>
        <FormControlLabel control={<Switch checked={values.showSpotPrice} onChange={(e) => set('showSpotPrice', e.target.checked)} disabled={disabled} />} label={t('field.showSpotPrice')} />
        <TextField
          type="number" size="small" label={t('field.cheapestHours')} value={values.cheapestHours}
          onChange={(e) => set('cheapestHours', e.target.value === '' ? 0 : Number(e.target.value))}
          disabled={disabled || !values.showSpotPrice} error={!!error('cheapestHours')} helperText={error('cheapestHours') ?? t('field.cheapestHoursHelp', { max: SIGN_CHEAPEST_HOURS_MAX })}
          slotProps={{ htmlInput: { min: 0, max: SIGN_CHEAPEST_HOURS_MAX } }} sx={{ ml: 6, maxWidth: 260 }}
        />
        <FormControlLabel control={<Switch checked={values.showCo2} onChange={(e) => set('showCo2', e.target.checked)} disabled={disabled} />} label={t('field.showCo2')} />
        {error('showSpotPrice') ? <Alert severity="error" sx={{ mt: 1 }}>{error('showSpotPrice')}</Alert> : null}
      </FormControl>
      <TextField
        label={t('field.message')} value={values.message} onChange={(e) => set('message', e.target.value)} disabled={disabled} multiline minRows={2}
        error={!!error('message')} helperText={error('message') ?? t('field.messageHelp', { count: values.message.length, max: SIGN_MESSAGE_MAX_LENGTH })}
      />
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{t('field.theme')}</FormLabel>
        <RadioGroup row value={values.theme} onChange={(e) => set('theme', e.target.value as Values['theme'])}>
          {SignTheme.options.map((theme) => <FormControlLabel key={theme} value={theme} control={<Radio />} label={t(`theme.${theme}`)} />)}
        </RadioGroup>
      </FormControl>
      <FormControlLabel control={<Switch checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} disabled={disabled} />} label={t('field.enabledHelp')} />
      {canWrite ? <div><Button type="submit" variant="contained" disabled={busy}>{sign ? translate('ra.action.save') : t('create')}</Button></div> : null}
    </Stack>
  );
}
