/**
 * Beside the builder: "N of M customers match", counted on the server as the rule set changes, with
 * a progress bar while a count is under way and the API's message when the rule set is refused.
 * Announced politely to screen readers as it changes.
 */
import { Alert, LinearProgress, Paper, Typography } from '@mui/material';
import type { SegmentRuleSet } from '../../../../schemas/settings/segments.js';
import type { SegmentCounter } from './segment-counter.js';
import { useMatchCount } from './use-match-count.js';
import { useSegmentWords } from './segment-words.js';

export interface MatchCountPanelProps {
  readonly ruleSet: SegmentRuleSet;
  readonly counter: SegmentCounter;
  /** How long the rule set must rest before it is counted (ms). */
  readonly delayMs?: number;
}

export function MatchCountPanel({ ruleSet, counter, delayMs }: MatchCountPanelProps) {
  const words = useSegmentWords();
  const { loading, count, error } = useMatchCount(ruleSet, counter, delayMs);
  const heading = words.t('count.heading');
  return (
    <Paper component="aside" aria-label={heading} variant="outlined" sx={{ p: 2, minWidth: 260 }}>
      <Typography variant="h6" component="h2">{heading}</Typography>
      <div role="status" aria-live="polite" aria-busy={loading}>
        {loading ? <LinearProgress aria-label={words.t('count.counting')} sx={{ my: 1 }} /> : <div style={{ height: 4 }} />}
        {error !== undefined ? (
          <Alert severity="error" sx={{ my: 1 }}>{words.t('count.error', { message: error })}</Alert>
        ) : count ? (
          <Typography variant="h5" component="p" sx={{ my: 1, opacity: loading ? 0.5 : 1 }}>
            {words.t('count.result', { matched: count.matched, total: count.total, smart_count: count.total })}
          </Typography>
        ) : null}
      </div>
      <Typography variant="body2" color="text.secondary">{words.t('count.note')}</Typography>
    </Paper>
  );
}
