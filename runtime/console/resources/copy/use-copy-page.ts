/**
 * One page of the copy grid as the server answers it (50 keys, back-office §5), loaded again when the
 * type, scope, search or page changes; a saved cell replaces its row in place, so the grid keeps its
 * place and focus instead of reloading.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CopyCalls, CopyPageQuery } from './copy-calls.js';
import { gridRow, type CopyGridRow } from './copy-rows.js';

export type CopyPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly rows: readonly CopyGridRow[]; readonly total: number; readonly pages: number; readonly limit: number };

export function useCopyPage(calls: CopyCalls, query: CopyPageQuery | undefined) {
  const [state, setState] = useState<CopyPageState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const { type, scope, search, page } = query ?? {};
  const organisation = scope?.organisation;

  useEffect(() => {
    if (!type || !page) return undefined;
    let live = true;
    setState({ status: 'loading' });
    const current = { type, scope: organisation ? { organisation } : {}, search: search ?? '', page };
    calls.list(current).then(
      (answer) => live && setState({ status: 'ready', rows: answer.data.map((item) => gridRow(item, current.scope)), ...answer.pagination }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [calls, type, organisation, search, page, reloads]);

  const replaceRow = useCallback((row: CopyGridRow) => {
    setState((old) => (old.status === 'ready' ? { ...old, rows: old.rows.map((r) => (r.key === row.key ? row : r)) } : old));
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { state, replaceRow, reload };
}
