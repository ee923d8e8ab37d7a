/**
 * The segment rule-set builder (back-office §3 Segment rule): match all rules (AND) or any (OR), and
 * a list of rules to add to, change and remove. Controlled — the rule set in, every change out — so
 * any screen whose payload carries segments (module items, feature flags, custom favorites) can
 * embed it around its own form state.
 */
import { useId, useRef } from 'react';
import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SegmentMatch, type SegmentRuleSet } from '../../../../schemas/settings/segments.js';
import { newRule, removeAt, replaceAt } from './rule-edits.js';
import { RuleRow } from './rule-row.js';
import { useSegmentWords } from './segment-words.js';

export interface SegmentRuleSetEditorProps {
  readonly value: SegmentRuleSet;
  readonly onChange: (next: SegmentRuleSet) => void;
}

export function SegmentRuleSetEditor({ value, onChange }: SegmentRuleSetEditorProps) {
  const words = useSegmentWords();
  const matchLabel = useId();
  // Rules carry no id: each row gets a key of its own here, so removing one keeps the others' state.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < value.rules.length) keys.current.push(nextKey.current++);
  keys.current.length = value.rules.length;
  const remove = (i: number) => {
    keys.current.splice(i, 1);
    onChange({ ...value, rules: removeAt(value.rules, i) });
  };
  return (
    <Box component="section" aria-label={words.t('editor.label')}>
      <FormControl>
        <FormLabel id={matchLabel}>{words.t('match.label')}</FormLabel>
        <RadioGroup row aria-labelledby={matchLabel} value={value.match} onChange={(e) => onChange({ ...value, match: e.target.value as SegmentMatch })}>
          {SegmentMatch.options.map((m) => <FormControlLabel key={m} value={m} control={<Radio />} label={words.t(`match.${m}`)} />)}
        </RadioGroup>
      </FormControl>
      {value.rules.length === 0 ? (
        <Typography sx={{ my: 2 }} color="text.secondary">{words.t('rules.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ p: 0, my: 1 }}>
          {value.rules.map((rule, i) => (
            <RuleRow
              key={keys.current[i]} rule={rule} position={i + 1}
              onChange={(next) => onChange({ ...value, rules: replaceAt(value.rules, i, next) })}
              onRemove={() => remove(i)}
            />
          ))}
        </Box>
      )}
      <Button startIcon={<AddIcon />} onClick={() => onChange({ ...value, rules: [...value.rules, newRule()] })}>{words.t('rules.add')}</Button>
    </Box>
  );
}
