/**
 * What every field of the editor needs besides its own value: whether it may change, its problems,
 * the id it is found by (the problem list moves focus to it), the words, how to set a value in the
 * draft, and the base colours of the part it belongs to (new groups start from them).
 */
import { createContext, useContext } from 'react';
import { baseColoursOf, type BaseColours, type Path } from './theme-edits.js';
import type { IssueIndex } from './theme-issues.js';
import type { ThemeWords } from './theme-words.js';

export interface ThemeEditorContextValue {
  readonly readOnly: boolean;
  readonly issues: IssueIndex;
  readonly words: ThemeWords;
  idOf(path: Path): string;
  /** Sets `value` at `path` of the theme (undefined removes an optional field). */
  set(path: Path, value: unknown): void;
}

export const ThemeEditorContext = createContext<ThemeEditorContextValue | null>(null);

export function useThemeEditor(): ThemeEditorContextValue {
  const context = useContext(ThemeEditorContext);
  if (!context) throw new Error('A theme field is used outside the theme editor');
  return context;
}

export const BaseColoursContext = createContext<BaseColours>(baseColoursOf(undefined));

export const useBaseColours = (): BaseColours => useContext(BaseColoursContext);
