import { describe, it, expect } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter (sliding window of 10 s, 50 requests per method+URL)', () => {
  it.each([
    { case: '50th request', sent: 49, at: 0, allowed: true },
    { case: '51st request', sent: 50, at: 0, allowed: false },
    { case: '51st at 9 999 ms', sent: 50, at: 9_999, allowed: false },
    { case: '51st at 10 000 ms', sent: 50, at: 10_000, allowed: true },
  ])('$case → $allowed', ({ sent, at, allowed }) => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => now });
    for (let i = 0; i < sent; i++) expect(limiter.tryAcquire('GET https://x/a')).toBe(true);
    now = at;
    expect(limiter.tryAcquire('GET https://x/a')).toBe(allowed);
  });

  it('slides: requests leave the window one by one', () => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => now });
    for (let i = 0; i < 50; i++) {
      now = i * 100; // 0, 100, …, 4900
      limiter.tryAcquire('k');
    }
    now = 10_000; // only the one at 0 has left
    expect(limiter.tryAcquire('k')).toBe(true);
    expect(limiter.tryAcquire('k')).toBe(false);
    now = 10_100; // the one at 100 left
    expect(limiter.tryAcquire('k')).toBe(true);
  });

  it('refused requests do not count', () => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => now });
    for (let i = 0; i < 50; i++) limiter.tryAcquire('k');
    now = 5000;
    for (let i = 0; i < 100; i++) expect(limiter.tryAcquire('k')).toBe(false);
    now = 10_000;
    expect(limiter.tryAcquire('k')).toBe(true);
  });

  it('keys on method and URL', () => {
    expect(RateLimiter.key('get', 'https://x/a?b=1')).toBe('GET https://x/a?b=1');
    const limiter = new RateLimiter({ now: () => 0 });
    for (let i = 0; i < 50; i++) limiter.tryAcquire(RateLimiter.key('GET', 'u'));
    expect(limiter.tryAcquire(RateLimiter.key('GET', 'u'))).toBe(false);
    expect(limiter.tryAcquire(RateLimiter.key('POST', 'u'))).toBe(true);
    expect(limiter.tryAcquire(RateLimiter.key('GET', 'u?x=1'))).toBe(true);
  });
});
