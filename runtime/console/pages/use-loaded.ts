/**
 * What a console screen reads from the server: loading, error or ready, read again by `reload()` or
 * when a dependency changes. Only the answer of the latest read is kept, so a slow answer for an
 * earlier customer or filter never overwrites the one shown.
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';

/** The latest answer; `data` and `error` read as undefined where they are not the answer. */
export type LoadState<T> =
  | { readonly status: 'loading'; readonly data?: undefined; readonly error?: undefined }
  | { readonly status: 'error'; readonly error: unknown; readonly data?: undefined }
  | { readonly status: 'ready'; readonly data: T; readonly error?: undefined };

export type Loaded<T> = LoadState<T> & {
  /** Whether a read is under way: the first, or a later one while (with keepPrevious) the last answer still shows. */
  readonly loading: boolean;
  readonly reload: () => void;
};

export interface LoadOptions {
  /**
   * Keep the last answer (data or error) while the next read is under way, rather than going back to
   * loading: a list being paged or a section being refreshed stays on screen until the new answer.
   */
  readonly keepPrevious?: boolean;
}

export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList, { keepPrevious = false }: LoadOptions = {}): Loaded<T> {
  const [state, setState] = useState<{ readonly answer: LoadState<T>; readonly loading: boolean }>({ answer: { status: 'loading' }, loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ answer: keepPrevious ? s.answer : { status: 'loading' }, loading: true }));
    load().then(
      (data) => live && setState({ answer: { status: 'ready', data }, loading: false }),
      (error: unknown) => live && setState({ answer: { status: 'error', error }, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is made anew each render; `deps` say when it reads something else.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state.answer, loading: state.loading, reload };
}
