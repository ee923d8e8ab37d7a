/**
 * The Segments page and its reusable builder, loaded on first use (React.lazy): the builder brings
 * the contract's segment schemas (and zod), which the console's first load must not carry.
 */
import { lazy } from 'react';

export const SegmentsPage = lazy(() => import('./segments-page.js'));
/** The rule-set builder alone, for screens whose payload carries segments (modules, flags, favorites). */
export const SegmentRuleSetEditor = lazy(() => import('./rule-set-editor.js').then((m) => ({ default: m.SegmentRuleSetEditor })));
/** The live count beside a builder; give it a counter (useSegmentCounter in segment-counter.ts). */
export const MatchCountPanel = lazy(() => import('./match-count-panel.js').then((m) => ({ default: m.MatchCountPanel })));
export type { SegmentRuleSetEditorProps } from './rule-set-editor.js';
export type { MatchCountPanelProps } from './match-count-panel.js';
export type { SegmentsPageProps } from './segments-page.js';
export type { SegmentCounter } from './segment-counter.js';
