/**
 * State machines of the specs (inquiry statuses, sign-in and login states, provider sign-in and
 * sign-out): a table of allowed moves, a check, and a schema for a requested move.
 */
import { z } from 'zod';

export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canMove<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  return table[from]?.includes(to) ?? false;
}

export function moveNotAllowedMessage(from: string, to: string): string {
  return `Move from ${from} to ${to} is not allowed`;
}

/** A requested move `{ from, to }` that the table allows; the message names the refused move. */
export function transitionSchema<S extends string>(
  states: z.ZodEnum<{ [K in S]: K }>,
  table: TransitionTable<S>,
  message: (from: S, to: S) => string = moveNotAllowedMessage,
) {
  return z.object({ from: states, to: states }).superRefine((move, ctx) => {
    if (!canMove(table, move.from as S, move.to as S)) {
      ctx.addIssue({ code: 'custom', message: message(move.from as S, move.to as S), path: ['to'] });
    }
  });
}
