/**
 * One colour: the browser's colour picker beside the hex text, each labelled. The text is the value
 * (#rgb, #rrggbb or #rrggbbaa, as the contract allows); the picker knows only #rrggbb, so it shows
 * the colour without its alpha and keeps the alpha when a colour is picked.
 */
import type { ChangeEvent } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { HexColour } from '../../../../../schemas/settings/theme.js';
import { useThemeEditor } from './editor-context.js';
import type { Path } from './theme-edits.js';

/** The picker's #rrggbb for a hex value; black while the text is not a colour yet. */
export function pickerValue(text: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(text);
  return long ? `#${long[1]!.toLowerCase()}` : '#000000';
}

/** A picked #rrggbb with the current value's alpha, if it has one. */
export function withAlpha(picked: string, current: string): string {
  return /^#[0-9a-f]{8}$/i.test(current) ? `${picked}${current.slice(7)}` : picked;
}

export interface ColourFieldProps {
  readonly path: Path;
  readonly label: string;
  readonly value: unknown;
  /** An optional colour is removed when its text is emptied. */
  readonly optional?: boolean;
}

export function ColourField({ path, label, value, optional = false }: ColourFieldProps) {
  const { readOnly, issues, idOf, words, set } = useThemeEditor();
  const text = typeof value === 'string' ? value : '';
  const messages = issues.at(path);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={words.t('colour.picker', { name: label })}
        value={pickerValue(text)}
        disabled={readOnly}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set(path, withAlpha(e.target.value, text))}
        sx={{
          // Faint while the text is no colour (yet): the picker can only show black then.
          opacity: HexColour.safeParse(text).success ? 1 : 0.4,
          flex: 'none', width: 40, height: 40, p: '2px', cursor: readOnly ? 'default' : 'pointer',
          border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      <TextField
        id={idOf(path)}
        size="small"
        margin="none"
        label={label}
        value={text}
        disabled={readOnly}
        placeholder="#1a2b3c"
        onChange={(e) => {
          const next = e.target.value.trim();
          set(path, next === '' && optional ? undefined : next);
        }}
        error={messages.length > 0}
        helperText={messages.length > 0 ? messages.join(' ') : undefined}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        sx={{ flex: 1, minWidth: 120 }}
      />
    </Stack>
  );
}
