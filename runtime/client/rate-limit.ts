/**
 * Client-side rate limit (portal §9, platform-contract §8, §9): more than 50 identical method+URL
 * requests within 10 s are refused with 'Too Many Requests' (429) without being sent. A sliding
 * window: a request counts for exactly 10 s after it was sent (docs/decisions.md
 * "Rate-limit window").
 */
import { RATE_LIMIT } from '../../schemas/constants.js';

export interface RateLimitOptions {
  readonly maxRequests?: number;
  readonly windowMs?: number;
  /** Milliseconds since the epoch; injected in tests. */
  readonly now?: () => number;
}

export class RateLimiter {
  private readonly sent = new Map<string, number[]>();
  private readonly maxRequests: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: RateLimitOptions = {}) {
    this.maxRequests = options.maxRequests ?? RATE_LIMIT.MAX_REQUESTS;
    this.windowMs = options.windowMs ?? RATE_LIMIT.WINDOW_MS;
    this.now = options.now ?? (() => Date.now());
  }

  /** The key of one request: method and full URL (query included). */
  static key(method: string, url: string): string {
    return `${method.toUpperCase()} ${url}`;
  }

  /**
   * Records a request and returns true, or returns false (recording nothing) when `maxRequests`
   * identical requests were already sent within the window. Refused requests are not counted.
   */
  tryAcquire(key: string): boolean {
    const now = this.now();
    const times = this.recent(key, now);
    if (times.length >= this.maxRequests) return false;
    times.push(now);
    this.sent.set(key, times);
    if (this.sent.size > 1000) this.sweep(now);
    return true;
  }

  /** Sent times of a key still inside the window (now - windowMs, now]. */
  private recent(key: string, now: number): number[] {
    const times = this.sent.get(key) ?? [];
    const from = now - this.windowMs;
    let drop = 0;
    while (drop < times.length && (times[drop] as number) <= from) drop++;
    return drop === 0 ? times : times.slice(drop);
  }

  /** Forgets keys with nothing left in the window, so long sessions do not grow the map. */
  private sweep(now: number): void {
    for (const key of [...this.sent.keys()]) {
      if (this.recent(key, now).length === 0) this.sent.delete(key);
    }
  }
}
