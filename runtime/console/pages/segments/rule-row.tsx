/**
 * One rule of the builder: its name (every SegmentRuleName, labelled), the operators its value type
 * allows, its value, and a remove button. A name no stored data tells says so under the row.
 */
import { useId } from 'react';
import { Box, FormControl, FormHelperText, IconButton, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  SEGMENT_RULE_NAMES_WITHOUT_DATA, SegmentRuleName, segmentOperatorsOf, type SegmentOperator, type SegmentRule,
} from '../../../../schemas/settings/segments.js';
import { renameRule } from './rule-edits.js';
import { RuleValueInput } from './rule-value-input.js';
import { useSegmentWords } from './segment-words.js';

export interface RuleRowProps {
  readonly rule: SegmentRule;
  /** 1-based, as the row is named to the user. */
  readonly position: number;
  readonly onChange: (rule: SegmentRule) => void;
  readonly onRemove: () => void;
}

const WITHOUT_DATA: readonly SegmentRuleName[] = SEGMENT_RULE_NAMES_WITHOUT_DATA;

export function RuleRow({ rule, position, onChange, onRemove }: RuleRowProps) {
  const words = useSegmentWords();
  const id = useId();
  const nameLabel = words.t('rule.name');
  const operatorLabel = words.t('rule.operator');
  const operators: readonly SegmentOperator[] = segmentOperatorsOf(rule.name);
  const heading = words.t('rules.rule', { n: position });
  return (
    // The list item keeps its role (a list holds only items); the group inside names the rule's fields.
    <Box component="li" sx={{ listStyle: 'none', py: 1 }}>
      <Box role="group" aria-label={heading}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 240 }}>
            <InputLabel id={`${id}-name`}>{nameLabel}</InputLabel>
            <Select labelId={`${id}-name`} label={nameLabel} value={rule.name} onChange={(e) => onChange(renameRule(rule, e.target.value as SegmentRuleName))}>
              {SegmentRuleName.options.map((n) => <MenuItem key={n} value={n}>{words.ruleName(n)}</MenuItem>)}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 170 }}>
            <InputLabel id={`${id}-operator`}>{operatorLabel}</InputLabel>
            <Select labelId={`${id}-operator`} label={operatorLabel} value={rule.operator} onChange={(e) => onChange({ ...rule, operator: e.target.value as SegmentOperator })}>
              {operators.map((op) => <MenuItem key={op} value={op}>{words.operator(op)}</MenuItem>)}
            </Select>
          </FormControl>
          <RuleValueInput name={rule.name} value={rule.value} onChange={(value) => onChange({ ...rule, value })} />
          <IconButton aria-label={words.t('rules.remove', { n: position })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        {WITHOUT_DATA.includes(rule.name) && <FormHelperText>{words.t('value.noData')}</FormHelperText>}
      </Box>
    </Box>
  );
}
