/**
 * The theme's problems by field: the contract's own (Theme.safeParse on every change) and those the
 * server gave, each shown at the field its path names and counted on the sections holding it.
 */
import type { Path } from './theme-edits.js';

export interface ThemeIssue {
  readonly path: Path;
  readonly message: string;
}

export const pathKey = (path: Path): string => path.join('.');

export interface IssueIndex {
  readonly all: readonly ThemeIssue[];
  /** The messages at exactly `path`. */
  at(path: Path): readonly string[];
  /** How many problems lie at `path` or below it. */
  under(path: Path): number;
}

export function indexIssues(issues: readonly ThemeIssue[]): IssueIndex {
  const seen = new Set<string>();
  const all: ThemeIssue[] = [];
  const byPath = new Map<string, string[]>();
  for (const issue of issues) {
    const key = pathKey(issue.path);
    // The server repeats what the editor already found: each message once.
    if (seen.has(`${key}\u0000${issue.message}`)) continue;
    seen.add(`${key}\u0000${issue.message}`);
    all.push(issue);
    byPath.set(key, [...(byPath.get(key) ?? []), issue.message]);
  }
  const none: readonly string[] = [];
  return {
    all,
    at: (path) => byPath.get(pathKey(path)) ?? none,
    under: (path) => {
      const key = pathKey(path);
      return all.filter((issue) => {
        const at = pathKey(issue.path);
        return key === '' || at === key || at.startsWith(`${key}.`);
      }).length;
    },
  };
}
