import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { errorCatalogue } from '../../schemas/errors.js';
import { ApiError } from './errors.js';
import { poll, pollAttempts, POLL_PRESETS, LIMIT_REACHED } from './poll.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('poll presets (portal §9, platform-contract §9)', () => {
  it.each([
    { preset: 'AUTH', intervalMs: 500, timeoutMs: 600_000 },
    { preset: 'ACCOUNT_CREATION', intervalMs: 200, timeoutMs: 600_000 },
    { preset: 'GENERIC', intervalMs: 2000, timeoutMs: 60_000 },
  ] as const)('$preset: $intervalMs ms / $timeoutMs ms', ({ preset, intervalMs, timeoutMs }) => {
    expect(POLL_PRESETS[preset]).toEqual({ intervalMs, timeoutMs });
  });
});

describe('poll', () => {
  it('checks at once, then every interval, and resolves with the first value', async () => {
    const check = vi.fn((attempt: number) => (attempt === 3 ? 'complete' : undefined));
    const p = poll({ ...POLL_PRESETS.AUTH, check });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    await expect(p).resolves.toBe('complete');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it.each([
    { preset: 'AUTH' as const, timeoutMs: 600_000 },
    { preset: 'ACCOUNT_CREATION' as const, timeoutMs: 600_000 },
    { preset: 'GENERIC' as const, timeoutMs: 60_000 },
  ])('$preset rejects with TimeoutError 408 Timeout after exactly $timeoutMs ms', async ({ preset, timeoutMs }) => {
    const check = vi.fn(async () => undefined);
    const p = poll({ ...POLL_PRESETS[preset], check });
    let outcome: unknown = 'pending';
    p.catch((e: unknown) => { outcome = e; });
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiError);
    const e = outcome as ApiError;
    expect([e.name, e.status, e.message, e.key]).toEqual(['TimeoutError', 408, 'Timeout', errorCatalogue.timeout.key]);
    const calls = check.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(calls); // stopped
  });

  it('rejects with what check throws (sign-in status error)', async () => {
    const boom = new Error('sign-in failed');
    const p = poll({ intervalMs: 10, timeoutMs: 1000, check: (n) => { if (n === 2) throw boom; return undefined; } });
    const settled = expect(p).rejects.toBe(boom);
    await vi.advanceTimersByTimeAsync(10);
    await settled;
  });

  it('stops when aborted and rejects with the signal reason', async () => {
    const controller = new AbortController();
    const check = vi.fn(() => undefined);
    const p = poll({ intervalMs: 100, timeoutMs: 10_000, check, signal: controller.signal });
    const settled = expect(p).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(150);
    controller.abort();
    await settled;
    const calls = check.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(calls);
  });

  it('rejects at once with an already-aborted signal, without checking', async () => {
    const check = vi.fn(() => 'x');
    await expect(poll({ intervalMs: 1, timeoutMs: 10, check, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(check).not.toHaveBeenCalled();
  });
});

describe('pollAttempts (platform-contract §8, back-office §8: LIMIT_REACHED when attempts run out)', () => {
  it('LIMIT_REACHED is the catalogue key', () => {
    expect(LIMIT_REACHED).toBe(errorCatalogue.limitReached.key);
    expect(LIMIT_REACHED).toBe('LIMIT_REACHED');
  });

  it.each([
    { attempts: 1, doneAt: undefined, expected: 'LIMIT_REACHED', checks: 1 },
    { attempts: 3, doneAt: undefined, expected: 'LIMIT_REACHED', checks: 3 },
    { attempts: 3, doneAt: 3, expected: 'done', checks: 3 },
    { attempts: 5, doneAt: 2, expected: 'done', checks: 2 },
    { attempts: 0, doneAt: undefined, expected: 'LIMIT_REACHED', checks: 0 },
  ])('attempts $attempts, value at $doneAt → $expected after $checks checks', async ({ attempts, doneAt, expected, checks }) => {
    const check = vi.fn((n: number) => (n === doneAt ? 'done' : undefined));
    const p = pollAttempts({ intervalMs: 5000, attempts, check });
    await vi.advanceTimersByTimeAsync(5000 * attempts);
    await expect(p).resolves.toBe(expected);
    expect(check).toHaveBeenCalledTimes(checks);
  });

  it('waits the interval between attempts', async () => {
    const check = vi.fn(() => undefined);
    void pollAttempts({ intervalMs: 5000, attempts: 3, check });
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('is abortable', async () => {
    const controller = new AbortController();
    const check = vi.fn(() => undefined);
    const p = pollAttempts({ intervalMs: 100, attempts: 10, check, signal: controller.signal });
    const settled = expect(p).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(150);
    controller.abort();
    await settled;
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
