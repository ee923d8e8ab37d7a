/**
 * The RJSF field for a SegmentRuleSet (module items' and feature flags' `segments`): the Segments
 * page's rule-set builder, or, read-only, the rules in words. An optional rule set (a flag's) may be
 * left out — everyone is targeted — or added and removed.
 */
import { Suspense } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import type { SegmentRuleSet } from '../../../../../schemas/settings/segments.js';
import { SegmentRuleSetEditor } from '../../segments/index.js';
import { useSegmentWords } from '../../segments/segment-words.js';
import { useSettingsWords } from '../settings-words.js';
import { FieldErrors } from './field-errors.js';
import type { ErrorTree } from './form-schema.js';

function RulesInWords({ value }: { readonly value: SegmentRuleSet }) {
  const segment = useSegmentWords();
  if (value.rules.length === 0) return <Typography variant="body2">{segment.t('rules.empty')}</Typography>;
  const words = (v: unknown, name: SegmentRuleSet['rules'][number]['name']) =>
    Array.isArray(v) ? v.map((x) => segment.choice(name, String(x))).join(', ') : typeof v === 'boolean' ? segment.t(`value.${v}`) : segment.choice(name, String(v));
  return (
    <>
      <Typography variant="body2">{segment.t(`match.${value.match}`)}</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {value.rules.map((rule, i) => (
          <li key={i}>
            <Typography variant="body2">{`${segment.ruleName(rule.name)} ${segment.operator(rule.operator)} ${words(rule.value, rule.name)}`}</Typography>
          </li>
        ))}
      </Box>
    </>
  );
}

export function SegmentRuleSetField({ formData, onChange, fieldPathId, required, readonly, disabled, errorSchema, schema, uiSchema }: FieldProps) {
  const words = useSettingsWords();
  const value = formData as SegmentRuleSet | undefined;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? words.t('segments.title');
  const locked = readonly || disabled;
  const set = (next: SegmentRuleSet | undefined) => onChange(next, fieldPathId.path);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, my: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{title}</Typography>
      {value === undefined ? (
        <Typography variant="body2">{words.t('segments.everyone')}</Typography>
      ) : locked ? (
        <RulesInWords value={value} />
      ) : (
        <Suspense fallback={<CircularProgress size={20} aria-label={words.t('loading')} />}>
          <SegmentRuleSetEditor value={value} onChange={set} />
        </Suspense>
      )}
      {!locked && !required && (
        value === undefined
          ? <Button size="small" onClick={() => set({ match: 'AND', rules: [] })}>{words.t('segments.add')}</Button>
          : <Button size="small" onClick={() => set(undefined)}>{words.t('segments.remove')}</Button>
      )}
      <FieldErrors tree={errorSchema as ErrorTree | undefined} />
    </Box>
  );
}
