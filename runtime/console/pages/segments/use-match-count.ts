/**
 * The live count of a rule set: asked again a moment after the set last changed (debounced, so
 * typing a postcode is one request, not five), with the answer of only the latest request kept — an
 * older one arriving late is dropped, so the count always belongs to the rule set shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { SegmentMatchCount, SegmentRuleSet } from '../../../../schemas/settings/segments.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import type { SegmentCounter } from './segment-counter.js';

export const COUNT_DELAY_MS = 400;

export interface MatchCountState {
  readonly loading: boolean;
  /** The latest count; absent before the first answer and after an error. */
  readonly count?: SegmentMatchCount;
  /** The API's message when the latest request failed (an invalid rule set: the contract's words). */
  readonly error?: string;
}

export function useMatchCount(ruleSet: SegmentRuleSet, counter: SegmentCounter, delayMs = COUNT_DELAY_MS): MatchCountState {
  const [state, setState] = useState<MatchCountState>({ loading: true });
  const latest = useRef(0);
  useEffect(() => {
    const ticket = ++latest.current;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    const timer = setTimeout(() => {
      counter(ruleSet).then(
        (count) => { if (latest.current === ticket) setState({ loading: false, count }); },
        (error: unknown) => { if (latest.current === ticket) setState({ loading: false, error: errorMessage(error) }); },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      // Whatever is still in flight now answers a rule set no longer shown.
      latest.current++;
    };
  }, [ruleSet, counter, delayMs]);
  return state;
}
