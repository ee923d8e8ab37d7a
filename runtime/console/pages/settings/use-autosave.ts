/**
 * Saving as you go: each valid edit is saved after a pause in typing (debounced), one save at a time,
 * the newest edit last. An edit the contract rejects is kept but not sent (the server would refuse
 * it); a save that fails keeps the edit too and can be retried. Leaving the page with an edit not yet
 * saved asks first (the browser's own prompt), and one waiting for its pause is sent on the way out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../resources/generic-form-schema.js';

export type SaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved'; readonly at: Date }
  | { readonly status: 'invalid'; readonly count: number }
  | { readonly status: 'failed'; readonly reason: string };

export interface Autosave {
  readonly state: SaveState;
  /** A new value from the editor, with the number of the contract's issues in it. */
  edit(value: unknown, issueCount: number): void;
  /** Saves the newest edit now; true once it is saved (or there was nothing to save). */
  flush(): Promise<boolean>;
  /** Forgets any edit not yet saved (the draft was replaced or discarded on the server). */
  reset(): void;
}

interface Edit {
  readonly value: unknown;
  readonly valid: boolean;
}

export function useAutosave(save: (value: unknown) => Promise<void>, delayMs: number): Autosave {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const latest = useRef<Edit | undefined>(undefined);
  const saved = useRef<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const saveRef = useRef(save);
  saveRef.current = save;

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  /** One save of the newest edit, if it is valid and not saved yet. */
  const saveOnce = useCallback(async (): Promise<boolean> => {
    const target = latest.current;
    if (!target) return true;
    if (!target.valid) return false;
    if (target.value === saved.current) return true;
    setState({ status: 'saving' });
    try {
      await saveRef.current(target.value);
      saved.current = target.value;
    } catch (error) {
      if (latest.current === target) setState({ status: 'failed', reason: errorMessage(error) });
      return false;
    }
    if (latest.current !== target) return latest.current?.valid ? saveOnce() : false;
    setState({ status: 'saved', at: new Date() });
    return true;
  }, []);

  const flush = useCallback((): Promise<boolean> => {
    clearTimer();
    chain.current = chain.current.then(saveOnce, saveOnce);
    return chain.current;
  }, [saveOnce]);

  const edit = useCallback(
    (value: unknown, issueCount: number) => {
      latest.current = { value, valid: issueCount === 0 };
      clearTimer();
      if (issueCount > 0) {
        setState({ status: 'invalid', count: issueCount });
        return;
      }
      setState({ status: 'pending' });
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  const reset = useCallback(() => {
    clearTimer();
    latest.current = undefined;
    saved.current = undefined;
    setState({ status: 'idle' });
  }, []);

  const unsaved = state.status === 'pending' || state.status === 'saving' || state.status === 'failed' || state.status === 'invalid';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // An edit still waiting for its pause is sent when the page goes (another page, another organisation).
  useEffect(
    () => () => {
      if (timer.current !== undefined) void flush();
    },
    [flush],
  );

  return { state, edit, flush, reset };
}
