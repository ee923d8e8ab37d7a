/**
 * The console's Segments page (issue 6 §4): the rule-set builder with, beside it, the live count of
 * the organisation's customers it matches. Counts go through the console data provider unless a
 * counter is given.
 */
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { SegmentRuleSet } from '../../../../schemas/settings/segments.js';
import { MatchCountPanel } from './match-count-panel.js';
import { EMPTY_RULE_SET } from './rule-edits.js';
import { SegmentRuleSetEditor } from './rule-set-editor.js';
import { useSegmentCounter, type SegmentCounter } from './segment-counter.js';
import { useSegmentWords } from './segment-words.js';

export interface SegmentsPageProps {
  /** Where counts come from; the console data provider's countSegmentMatches by default. */
  readonly counter?: SegmentCounter;
  readonly initial?: SegmentRuleSet;
  /** Debounce of the count (ms); tests shorten it. */
  readonly countDelayMs?: number;
}

export function SegmentsPage({ counter, initial = EMPTY_RULE_SET, countDelayMs }: SegmentsPageProps) {
  const words = useSegmentWords();
  const fromDataProvider = useSegmentCounter();
  const [ruleSet, setRuleSet] = useState<SegmentRuleSet>(initial);
  const title = words.t('title');
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={title} />
      <Typography variant="body1">{words.t('intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <SegmentRuleSetEditor value={ruleSet} onChange={setRuleSet} />
        </Stack>
        <MatchCountPanel ruleSet={ruleSet} counter={counter ?? fromDataProvider} delayMs={countDelayMs} />
      </Stack>
    </Stack>
  );
}

export default SegmentsPage;
