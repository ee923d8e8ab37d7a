/**
 * What a console page reads on opening, as loading, error or ready, read again by `reload()` or when
 * a dependency changes. An answer that arrives after the page moved on is dropped.
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> & { readonly reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // `load` is made anew each render; `deps` say when it reads something else.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

/** The message of anything thrown: the API's own words for an ApiError. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
