/** Nested message trees: merging them and walking their leaves (the tests compare languages leaf by leaf). */
import type { MessageTree } from './console-messages.js';

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null;
}

/** `trees` merged left to right, subtrees merged rather than replaced. */
export function mergeTrees(...trees: readonly MessageTree[]): MessageTree {
  const merged: Record<string, string | MessageTree> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      merged[key] = isTree(existing) && isTree(value) ? mergeTrees(existing, value) : value;
    }
  }
  return merged;
}

/** Every leaf as [dotted key, message]. */
export function leavesOf(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leavesOf(value, `${prefix}${key}.`),
  );
}
