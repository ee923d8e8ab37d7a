/**
 * Polling helpers (portal §4, §9, platform-contract §4, §8, §9, back-office §8): sign-in polling
 * every 500 ms for up to 600000 ms, account-creation polling every 200 ms for up to 10 minutes, a
 * generic poll of 2000 ms / 60000 ms; a timeout rejects with TimeoutError 408 'Timeout', and the
 * attempt-counting helper resolves LIMIT_REACHED when its attempts run out. Only timers are used,
 * so vi.useFakeTimers() drives them.
 */
import { POLLING } from '../../schemas/constants.js';
import { errorCatalogue } from '../../schemas/errors.js';
import { catalogueError } from './errors.js';

/** What `check` answers: a value ends the polling; `undefined` means "not yet". */
export type PollCheck<T> = (attempt: number) => T | undefined | Promise<T | undefined>;

export interface PollOptions<T> {
  readonly intervalMs: number;
  readonly timeoutMs: number;
  readonly check: PollCheck<T>;
  readonly signal?: AbortSignal;
}

export interface PollAttemptsOptions<T> {
  readonly intervalMs: number;
  /** How many checks at most (the first runs at once). */
  readonly attempts: number;
  readonly check: PollCheck<T>;
  readonly signal?: AbortSignal;
}

export interface PollPreset {
  readonly intervalMs: number;
  readonly timeoutMs: number;
}

const preset = (p: { readonly INTERVAL_MS: number; readonly TIMEOUT_MS: number }): PollPreset => ({ intervalMs: p.INTERVAL_MS, timeoutMs: p.TIMEOUT_MS });

/** portal §9, platform-contract §9 polling presets. */
export const POLL_PRESETS = {
  AUTH: preset(POLLING.AUTH),
  ACCOUNT_CREATION: preset(POLLING.ACCOUNT_CREATION),
  GENERIC: preset(POLLING.GENERIC),
} as const satisfies Record<string, PollPreset>;

/** platform-contract §8, back-office §8 "The polling helper returns LIMIT_REACHED when its attempts run out". */
export const LIMIT_REACHED = errorCatalogue.limitReached.key;
/** The catalogue's key, as a literal type so callers can narrow on it. */
export type LimitReached = typeof LIMIT_REACHED;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** When polling gives up: after a time (rejecting with the catalogue's timeout), or after some checks (resolving `exhausted`). */
type Limit<R> = { readonly timeoutMs: number } | { readonly attempts: number; readonly exhausted: R };

/**
 * The loop both helpers share: `check` at once, then `intervalMs` after each check that answered
 * undefined (checks never overlap); the first value resolves. What `check` throws rejects, and so
 * does an abort, with the signal's reason.
 */
function pollUntil<R>(intervalMs: number, check: PollCheck<R>, signal: AbortSignal | undefined, limit: Limit<R>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    let next: ReturnType<typeof setTimeout> | undefined;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(next);
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => finish(() => reject(abortReason(signal as AbortSignal)));
    // The timeout counts from the start and fires even while a check is running.
    const deadline = 'timeoutMs' in limit ? setTimeout(() => finish(() => reject(catalogueError('timeout'))), limit.timeoutMs) : undefined;
    const attempts = 'attempts' in limit ? limit.attempts : Infinity;
    const exhaust = () => {
      if ('exhausted' in limit) finish(() => resolve(limit.exhausted));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    let attempt = 0;
    const run = async () => {
      if (attempt >= attempts) return exhaust();
      attempt += 1;
      try {
        const value = await check(attempt);
        if (settled) return;
        if (value !== undefined) finish(() => resolve(value));
        else if (attempt >= attempts) exhaust();
        else next = setTimeout(() => void run(), intervalMs);
      } catch (error) {
        finish(() => reject(error));
      }
    };
    void run();
  });
}

/**
 * Runs `check` at once, then `intervalMs` after each check that answered undefined (checks never
 * overlap), and resolves with the first value. Rejects with the catalogue's TimeoutError (408,
 * 'Timeout') when `timeoutMs` has passed since the start, with whatever `check` throws, or with the
 * signal's reason when aborted (docs/decisions.md "Polling").
 */
export function poll<T>(options: PollOptions<T>): Promise<T> {
  return pollUntil(options.intervalMs, options.check, options.signal, { timeoutMs: options.timeoutMs });
}

/**
 * Runs `check` up to `attempts` times, `intervalMs` apart, and resolves with the first value, or
 * with 'LIMIT_REACHED' when every attempt answered undefined. Rejects with what `check` throws or
 * the signal's reason when aborted.
 */
export function pollAttempts<T>(options: PollAttemptsOptions<T>): Promise<T | LimitReached> {
  return pollUntil<T | LimitReached>(options.intervalMs, options.check, options.signal, { attempts: options.attempts, exhausted: LIMIT_REACHED });
}
