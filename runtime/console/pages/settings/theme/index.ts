/**
 * The theme editor, loaded on first use (React.lazy): it brings the contract's theme schema (and
 * zod), which the console's first load must not carry. A controlled component for the drafts page:
 * `<ThemeEditor value={draft} onChange={setDraft} readOnly={!canEdit} issues={serverIssues} />`.
 */
import { lazy } from 'react';

export const ThemeEditor = lazy(() => import('./theme-editor.js'));
export type { ThemeEditorProps } from './theme-editor.js';
export type { ThemeIssue } from './theme-issues.js';
