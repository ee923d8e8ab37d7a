/** The yield between start-up steps: a later task, without a timer where the browser has no scheduler.yield. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resumes after the microtasks queued before it, by a message rather than a timer', async () => {
    // Timers that never fire: a yield by setTimeout would hang here (nested timers wait 4 ms each).
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    const order: string[] = [];
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('after yield');
    expect(order).toEqual(['microtask', 'after yield']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
