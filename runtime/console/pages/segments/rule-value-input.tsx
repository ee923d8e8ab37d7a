/**
 * The value of one rule, by the value type its name takes (schemas/settings/segments.ts
 * SEGMENT_RULE_VALUES): a switch for a boolean, a number field, a select of the name's choices (one
 * for a string, several for a string list), free text otherwise. All are native-keyboard MUI inputs.
 */
import { useId, useState } from 'react';
import { Checkbox, FormControl, FormControlLabel, InputLabel, ListItemText, MenuItem, Select, Switch, TextField } from '@mui/material';
import type { SegmentRuleName, SegmentRuleValue } from '../../../../schemas/settings/segments.js';
import { choicesOf, valueTypeOf } from './rule-edits.js';
import { useSegmentWords } from './segment-words.js';

export interface RuleValueInputProps {
  readonly name: SegmentRuleName;
  readonly value: SegmentRuleValue;
  readonly onChange: (value: SegmentRuleValue) => void;
}

const FIELD_WIDTH = { minWidth: 220 } as const;

/** A number field that keeps what is typed ('-', '1.') as text, and gives the rule the number it reads. */
function NumberInput({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  // A value changed from outside (another rule name, a loaded rule set) rewrites the text.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Number.isNaN(value) && Number(text) !== value) setText(String(value));
  }
  return (
    <TextField
      type="number" size="small" label={label} value={text} sx={{ width: 140 }} error={Number.isNaN(value)}
      onChange={(e) => {
        setText(e.target.value);
        // Empty or half-typed: NaN, which the contract refuses and the count shows as its message.
        onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value));
      }}
    />
  );
}

export function RuleValueInput({ name, value, onChange }: RuleValueInputProps) {
  const words = useSegmentWords();
  const labelId = useId();
  const label = words.t('rule.value');
  const type = valueTypeOf(name);
  const choices = choicesOf(name);

  if (type === 'boolean') {
    return (
      <FormControlLabel
        sx={FIELD_WIDTH}
        label={`${label}: ${words.t(value === true ? 'value.true' : 'value.false')}`}
        control={<Switch checked={value === true} onChange={(_e, checked) => onChange(checked)} />}
      />
    );
  }
  if (type === 'number') return <NumberInput value={typeof value === 'number' ? value : Number.NaN} onChange={onChange} label={label} />;
  if (!choices) {
    return <TextField size="small" label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} sx={FIELD_WIDTH} />;
  }
  if (type === 'string') {
    return (
      <FormControl size="small" sx={FIELD_WIDTH}>
        <InputLabel id={labelId}>{label}</InputLabel>
        <Select labelId={labelId} label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
          {choices.map((c) => <MenuItem key={c} value={c}>{words.choice(name, c)}</MenuItem>)}
        </Select>
      </FormControl>
    );
  }
  const selected = Array.isArray(value) ? value : [];
  return (
    <FormControl size="small" sx={{ minWidth: 260, maxWidth: 420 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string[]>
        multiple labelId={labelId} label={label} value={selected}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(list) => list.map((v) => words.choice(name, v)).join(', ')}
      >
        {choices.map((c) => (
          <MenuItem key={c} value={c}>
            <Checkbox size="small" checked={selected.includes(c)} tabIndex={-1} />
            <ListItemText primary={words.choice(name, c)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
