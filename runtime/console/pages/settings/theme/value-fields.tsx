/** The theme's other plain fields: numbers (sizes, radii), choices (weights, behaviours), text (image URLs), switches. */
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useThemeEditor } from './editor-context.js';
import type { Path } from './theme-edits.js';

interface ValueFieldProps {
  readonly path: Path;
  readonly label: string;
  readonly value: unknown;
  readonly optional: boolean;
}

function useField(path: Path) {
  const context = useThemeEditor();
  const messages = context.issues.at(path);
  return {
    ...context,
    shared: {
      id: context.idOf(path),
      size: 'small' as const,
      // As the colour fields beside them (a Stack drops its children's margins).
      margin: 'none' as const,
      disabled: context.readOnly,
      error: messages.length > 0,
      helperText: messages.length > 0 ? messages.join(' ') : undefined,
      fullWidth: true,
    },
  };
}

export function NumberField({ path, label, value, min, max }: ValueFieldProps & { readonly min?: number; readonly max?: number }) {
  const { set, shared } = useField(path);
  return (
    <TextField
      {...shared}
      type="number"
      label={label}
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      // An emptied number is left out: the contract says whether it may be.
      onChange={(e) => set(path, e.target.value === '' ? undefined : Number(e.target.value))}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
    />
  );
}

export interface ChoiceFieldProps extends ValueFieldProps {
  readonly options: readonly string[];
  /** Instead of setting the field: a choice that reshapes its whole group (a union's discriminator). */
  readonly onChoose?: (value: string) => void;
}

export function ChoiceField({ path, label, value, options, optional, onChoose }: ChoiceFieldProps) {
  const { set, shared, words } = useField(path);
  const choose = (next: string) => (onChoose ? onChoose(next) : set(path, next === '' ? undefined : next));
  return (
    <TextField {...shared} select label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => choose(e.target.value)}>
      {optional && <MenuItem value=""><em>{words.t('notSet')}</em></MenuItem>}
      {options.map((option) => <MenuItem key={option} value={option}>{words.option(option)}</MenuItem>)}
    </TextField>
  );
}

export function TextValueField({ path, label, value, optional, format }: ValueFieldProps & { readonly format?: string }) {
  const { set, shared } = useField(path);
  return (
    <TextField
      {...shared}
      type={format === 'url' ? 'url' : 'text'}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => set(path, e.target.value === '' && optional ? undefined : e.target.value)}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}

export function SwitchField({ path, label, value }: ValueFieldProps) {
  const { set, readOnly, idOf } = useThemeEditor();
  return (
    <FormControlLabel
      label={label}
      control={<Switch id={idOf(path)} checked={value === true} disabled={readOnly} onChange={(e) => set(path, e.target.checked)} />}
    />
  );
}
