/**
 * A password-type input for a secret value being typed. The toggle shows only what the admin has
 * typed here (the stored value is never loaded); autocomplete is off so browsers do not offer to
 * keep it.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useSecretWords } from './secret-words.js';

export interface SecretValueInputProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly helperText?: string;
  readonly autoFocus?: boolean;
}

export function SecretValueInput({ id, label, value, onChange, error, helperText, autoFocus }: SecretValueInputProps) {
  const { t } = useSecretWords();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      autoComplete="new-password"
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{
        htmlInput: { spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => setShown((s) => !s)} aria-label={shown ? t('hideTyped') : t('showTyped')} aria-pressed={shown} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
