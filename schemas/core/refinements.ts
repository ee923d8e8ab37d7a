/** Cross-field checks several domains share, each with the message its caller gives. */
import { z } from 'zod';

/** Our message when an update carries no field. */
export const EMPTY_UPDATE_MESSAGE = 'Nothing to update';

/** `.refine` check: at least one field of the update is given. */
export const hasSomeField = (body: object): boolean => Object.values(body).some((v) => v !== undefined);

/**
 * `.superRefine` check: no two items share a key; the issue names the later item
 * (path [index, ...keyPath]) with a fixed message or one made from that item.
 */
export function uniqueBy<T>(keyOf: (item: T) => string, message: string | ((item: T) => string), keyPath: readonly PropertyKey[] = []) {
  return (items: readonly T[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, ...keyPath], message: typeof message === 'string' ? message : message(item) });
      seen.add(key);
    });
  };
}

/**
 * An object with one key per value of an enumeration, each holding `schema` (pass
 * `schema.optional()` for optional keys): per-variant styles, per-scope access, per-language copy.
 */
export function objectPerValue<const V extends string, S extends z.ZodType>(values: readonly V[], schema: S, params?: Parameters<typeof z.object>[1]) {
  return z.object(Object.fromEntries(values.map((v) => [v, schema])) as { [K in V]: S }, params);
}
