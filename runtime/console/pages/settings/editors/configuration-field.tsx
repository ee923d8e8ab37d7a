/**
 * One field of a feature configuration, its input chosen by the field's type (back-office §3: string,
 * enum, number, boolean, email, url, and arrays of these): text, a choice, a switch, or a list.
 * Read-only when the admin's scope holds READ on it; the caller hides it without access. The
 * contract's message for the field shows under it.
 */
import { useId } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, IconButton, MenuItem, Radio, RadioGroup,
  Stack, Switch, TextField,
} from '@mui/material';
import type { FieldType } from '../../../../../schemas/settings/feature-configurations.js';
import { useSettingsWords } from '../settings-words.js';

export interface ConfigurationFieldProps {
  readonly type: FieldType;
  readonly label: string;
  readonly help?: string;
  readonly enumValues?: readonly string[];
  readonly value: unknown;
  onChange(next: unknown): void;
  readonly readOnly: boolean;
  readonly error?: string;
  /** A label for each enum value. */
  valueLabel(value: string): string;
}

const INPUT_TYPE: Readonly<Record<string, string>> = { email: 'email', url: 'url', number: 'number' };

/** Text as the field's value: numbers as numbers, an empty optional e-mail or URL as not set. */
function fromText(type: string, text: string): unknown {
  if (type === 'number') return text.trim() === '' ? undefined : Number(text);
  if ((type === 'email' || type === 'url') && text === '') return undefined;
  return text;
}

function ListField({ type, label, help, value, onChange, readOnly, error }: ConfigurationFieldProps) {
  const words = useSettingsWords();
  const base = type.replace('[]', '');
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const set = (i: number, text: string) => onChange(items.map((item, j) => (j === i ? fromText(base, text) : item)));
  return (
    <FormControl component="fieldset" error={error !== undefined} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {items.map((item, i) => (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small" fullWidth type={INPUT_TYPE[base] ?? 'text'} value={item === undefined || item === null ? '' : String(item)}
              label={words.t('configurations.item', { label, n: i + 1 })}
              onChange={(e) => set(i, e.target.value)} slotProps={{ input: { readOnly } }}
            />
            {!readOnly && (
              <IconButton aria-label={words.t('configurations.removeItem', { label, n: i + 1 })} onClick={() => onChange(items.filter((_x, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {!readOnly && <Box><Button size="small" onClick={() => onChange([...items, base === 'number' ? 0 : ''])}>{words.t('configurations.addItem', { label })}</Button></Box>}
      {(error ?? help) && <FormHelperText>{error ?? help}</FormHelperText>}
    </FormControl>
  );
}

export function ConfigurationField(props: ConfigurationFieldProps) {
  const { type, label, help, enumValues = [], value, onChange, readOnly, error, valueLabel } = props;
  const id = useId();
  const helperText = error ?? help;
  switch (type) {
    case 'boolean':
      return (
        <FormControl error={error !== undefined}>
          <FormControlLabel control={<Switch checked={value === true} disabled={readOnly} onChange={(e) => onChange(e.target.checked)} />} label={label} />
          {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
      );
    case 'enum':
      if (enumValues.length <= 3) {
        return (
          <FormControl error={error !== undefined}>
            <FormLabel id={`${id}-label`}>{label}</FormLabel>
            <RadioGroup row aria-labelledby={`${id}-label`} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
              {enumValues.map((v) => <FormControlLabel key={v} value={v} control={<Radio disabled={readOnly} />} label={valueLabel(v)} />)}
            </RadioGroup>
            {helperText && <FormHelperText>{helperText}</FormHelperText>}
          </FormControl>
        );
      }
      return (
        <TextField
          select size="small" label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}
          error={error !== undefined} helperText={helperText} sx={{ minWidth: 260 }} slotProps={{ input: { readOnly } }}
        >
          {enumValues.map((v) => <MenuItem key={v} value={v}>{valueLabel(v)}</MenuItem>)}
        </TextField>
      );
    case 'enum[]': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <FormControl component="fieldset" error={error !== undefined}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {enumValues.map((v) => (
              <FormControlLabel
                key={v} label={valueLabel(v)}
                control={
                  <Checkbox
                    checked={chosen.includes(v)} disabled={readOnly}
                    // Kept in the definition's order, whatever order they were ticked in.
                    onChange={(e) => onChange(enumValues.filter((x) => (x === v ? e.target.checked : chosen.includes(x))))}
                  />
                }
              />
            ))}
          </FormGroup>
          {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
      );
    }
    case 'string':
    case 'email':
    case 'url':
    case 'number':
      return (
        <TextField
          size="small" fullWidth label={label} type={INPUT_TYPE[type] ?? 'text'}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(fromText(type, e.target.value))}
          error={error !== undefined} helperText={helperText} slotProps={{ input: { readOnly } }}
        />
      );
    default:
      return <ListField {...props} />;
  }
}
