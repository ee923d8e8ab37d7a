/**
 * SQL of throttling (auth/throttle.ts): fixed-window counters and consecutive sign-in failures. Each
 * change is one statement, so two servers counting the same key never lose a count.
 */
import { one, type Queryable } from '../db/database.js';

export interface WindowCount {
  readonly count: number;
  readonly resetAt: Date;
}

/** Counts one more hit of `key` in its window (a new window when the last one ended). */
export async function countHit(q: Queryable, key: string, now: Date, windowMs: number): Promise<WindowCount> {
  const row = await one<{ count: number; reset_at: Date }>(
    q,
    `INSERT INTO rate_limits AS r (key, count, reset_at) VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.count + 1 END,
         reset_at = CASE WHEN r.reset_at <= $2 THEN excluded.reset_at ELSE r.reset_at END
     RETURNING count, reset_at`,
    [key, now, windowMs],
  );
  return { count: row!.count, resetAt: row!.reset_at };
}

/** The current window of `key` without counting (undefined when none is open). */
export async function readHits(q: Queryable, key: string, now: Date): Promise<WindowCount | undefined> {
  const row = await one<{ count: number; reset_at: Date }>(q, 'SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2', [key, now]);
  return row ? { count: row.count, resetAt: row.reset_at } : undefined;
}

/** Drops windows that ended before `before` (at most `limit` rows, so a write never waits long). */
export async function deleteEndedWindows(q: Queryable, before: Date, limit = 500): Promise<number> {
  const r = await q.query('DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE reset_at < $1 LIMIT $2)', [before, limit]);
  return r.rowCount ?? 0;
}

export interface FailureState {
  readonly failures: number;
  readonly lockedUntil: Date | null;
}

/** The failures of `key` still remembered at `now` (forgotten `forgetMs` after the last one). */
export async function failureState(q: Queryable, key: string, now: Date, forgetMs: number): Promise<FailureState | undefined> {
  const row = await one<{ failures: number; locked_until: Date | null }>(
    q,
    `SELECT failures, locked_until FROM sign_in_failures
      WHERE key = $1 AND last_failure_at > $2::timestamptz - make_interval(secs => $3::double precision / 1000)`,
    [key, now, forgetMs],
  );
  return row ? { failures: row.failures, lockedUntil: row.locked_until } : undefined;
}

/**
 * One more failure of `key`; `lockMs(failures)` says how long that many failures lock it (0: not
 * locked). A failure after `forgetMs` of quiet starts the count again.
 */
export async function recordFailure(q: Queryable, key: string, now: Date, forgetMs: number, lockMs: (failures: number) => number): Promise<FailureState> {
  const row = await one<{ failures: number }>(
    q,
    `INSERT INTO sign_in_failures AS f (key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at <= $2::timestamptz - make_interval(secs => $3::double precision / 1000) THEN 1 ELSE f.failures + 1 END,
         last_failure_at = $2
     RETURNING failures`,
    [key, now, forgetMs],
  );
  const failures = row!.failures;
  const ms = lockMs(failures);
  const lockedUntil = ms > 0 ? new Date(now.getTime() + ms) : null;
  // GREATEST: a slower parallel failure never shortens a lock another one set.
  await q.query('UPDATE sign_in_failures SET locked_until = GREATEST(locked_until, $2) WHERE key = $1', [key, lockedUntil]);
  return { failures, lockedUntil };
}

/** A success forgets the failures of `key`. */
export async function clearFailures(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM sign_in_failures WHERE key = $1', [key]);
}
