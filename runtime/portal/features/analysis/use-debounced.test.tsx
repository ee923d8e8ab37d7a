// @vitest-environment jsdom
/** portal §9 "Hover debounce 1000 ms": the hovered hour is taken only once the pointer rests on it. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE } from '../../../../schemas/constants.js';
import { useDebounced } from './use-analysis-data.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('answers a value once it has stayed 1000 ms, never the ones passed over', () => {
    const { result, rerender } = renderHook(({ hour }) => useDebounced(hour, DEBOUNCE.HOVER_MS), { initialProps: { hour: undefined as string | undefined } });
    rerender({ hour: '2026-11-15T10' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ hour: '2026-11-15T11' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('2026-11-15T11');
  });
});
