/**
 * One read of the server for a screen: loading, its answer or its error, and reload. Only the answer
 * of the latest read is kept, so a slow answer for an earlier customer never overwrites the one shown.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface Loaded<T> {
  readonly loading: boolean;
  readonly data?: T;
  readonly error?: unknown;
  reload(): void;
}

export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<{ loading: boolean; data?: T; error?: unknown }>({ loading: true });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // The caller names what the read depends on, as with useEffect.
  const read = useCallback(load, deps);
  useEffect(() => {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    read().then(
      (data) => { if (latest.current === ticket) setState({ loading: false, data }); },
      (error: unknown) => { if (latest.current === ticket) setState({ loading: false, error }); },
    );
  }, [read, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

