/** Cross-field checks several domains share, each with the message its caller gives. */
import type { z } from 'zod';

/** Our message when an update carries no field. */
export const EMPTY_UPDATE_MESSAGE = 'Nothing to update';

/** `.refine` check: at least one field of the update is given. */
export const hasSomeField = (body: object): boolean => Object.values(body).some((v) => v !== undefined);

/**
 * `.superRefine` check: no two items share a key; the issue names the later item
 * (path [index, ...keyPath]).
 */
export function uniqueBy<T>(keyOf: (item: T) => string, message: string, keyPath: readonly PropertyKey[] = []) {
  return (items: readonly T[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, ...keyPath], message });
      seen.add(key);
    });
  };
}
