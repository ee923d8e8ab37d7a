/**
 * Loads data for a screen: loading, ready or error, with reload. A newer load aborts the older one,
 * so a fast switch of location never shows the previous location's answer. The answer is rendered
 * in a transition: React then renders it in slices and a tap or key press meanwhile is not kept waiting.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { readonly status: 'loading'; readonly data?: T; readonly error?: undefined }
  | { readonly status: 'ready'; readonly data: T; readonly error?: undefined }
  | { readonly status: 'error'; readonly data?: T; readonly error: unknown };

export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload(): void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'error', error }));
      },
    );
    return () => controller.abort();
    // The caller names what the load depends on (deps), as useEffect does.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
