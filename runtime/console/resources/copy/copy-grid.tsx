/**
 * The copy grid: keys down, the translators' note and the six languages across, each text edited in
 * place. It is one tab stop moved through as a spreadsheet is (WAI-ARIA grid pattern): arrow keys,
 * Home and End move between cells, Tab and Shift+Tab too until the grid's edge; Enter, F2 or typing
 * opens the editor, whose Enter, Tab and blur save and Escape cancels.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Language } from '../../../../schemas/core/primitives.js';
import type { CellStatus, CommitMove } from './copy-cell.js';
import { CopyGridRowView, columnName, editableColumn, type GridColumn, type RowActions } from './copy-grid-row.js';
import { shownText, type CopyColumn, type CopyGridRow } from './copy-rows.js';
import type { AreaWords } from '../../pages/area-words.js';

export interface CopyGridProps {
  readonly rows: readonly CopyGridRow[];
  /** What the rows are a page of (type, scope, search, page): a new one starts again at the first cell. */
  readonly view: string;
  readonly caption: string;
  readonly canEdit: boolean;
  /** Whether a row offers its delete (or return-to-default) button. */
  readonly deletable: (row: CopyGridRow) => boolean;
  readonly deleteLabel: (row: CopyGridRow) => string;
  readonly onDelete: (row: CopyGridRow) => void;
  /** Saves `draft` in a cell: resolves true when something was saved, rejects with the API's error. */
  readonly onSave: (row: CopyGridRow, column: CopyColumn, draft: string) => Promise<boolean>;
  /** The API's message of a failed save. */
  readonly messageOf: (error: unknown) => string;
  readonly words: AreaWords;
}

interface Position {
  readonly row: number;
  readonly column: number;
}

type RowStatuses = Readonly<Partial<Record<CopyColumn, CellStatus>>>;

export function CopyGrid({ rows, view, caption, canEdit, deletable, deleteLabel, onDelete, onSave, messageOf, words }: CopyGridProps) {
  const translate = useTranslate();
  const hasActions = rows.some(deletable);
  const columns = useMemo<GridColumn[]>(() => ['key', 'description', ...Language.options, ...(hasActions ? (['actions'] as const) : [])], [hasActions]);
  const [active, setActive] = useState<Position>({ row: 0, column: 0 });
  const [editing, setEditing] = useState<{ readonly at: Position; readonly initial: string }>();
  // By key, each row's cells that are saving, saved or failed (a row's object changes only with its own cells).
  const [statuses, setStatuses] = useState<ReadonlyMap<string, RowStatuses>>(new Map());
  // Focus follows the active cell only after the admin moved it, never on a first render.
  const [focusTick, setFocusTick] = useState(0);
  const cells = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (focusTick > 0 && !editing) cells.current.get(`${active.row}:${active.column}`)?.focus();
  }, [focusTick, active, editing]);
  // Another page, type or search: start again at the first cell, with no marks of earlier saves.
  useEffect(() => {
    setActive({ row: 0, column: 0 });
    setEditing(undefined);
    setStatuses(new Map());
  }, [view]);

  const setStatus = (key: string, column: CopyColumn, status: CellStatus | undefined) =>
    setStatuses((old) => {
      const next = new Map(old);
      const { [column]: _old, ...rest } = old.get(key) ?? {};
      next.set(key, status ? { ...rest, [column]: status } : rest);
      return next;
    });

  const moveTo = (row: number, column: number) => {
    setActive({ row: Math.max(0, Math.min(rows.length - 1, row)), column: Math.max(0, Math.min(columns.length - 1, column)) });
    setFocusTick((n) => n + 1);
  };
  /** The cell after (or before) one in reading order, undefined past the grid's edge. */
  const step = (at: Position, forward: boolean): Position | undefined => {
    const index = at.row * columns.length + at.column + (forward ? 1 : -1);
    if (index < 0 || index >= rows.length * columns.length) return undefined;
    return { row: Math.floor(index / columns.length), column: index % columns.length };
  };
  const editableAt = (at: Position): CopyColumn | undefined => {
    const column = columns[at.column];
    const row = rows[at.row];
    return canEdit && row && editableColumn(row, column) ? column : undefined;
  };
  const open = (at: Position, typed?: string) => {
    const column = editableAt(at);
    const row = rows[at.row];
    if (!column || !row) return;
    const status = statuses.get(row.key)?.[column];
    setActive(at);
    setEditing({ at, initial: typed ?? (status?.kind === 'error' ? status.draft : shownText(row, column).text) });
  };

  const commit = (at: Position, draft: string, move: CommitMove) => {
    setEditing(undefined);
    const next = move === 'next' || move === 'previous' ? step(at, move === 'next') : undefined;
    if (next) moveTo(next.row, next.column);
    else if (move !== 'blur') setFocusTick((n) => n + 1);
    const row = rows[at.row];
    const column = editableAt(at);
    if (!row || !column) return;
    setStatus(row.key, column, { kind: 'saving' });
    onSave(row, column, draft).then(
      (saved) => setStatus(row.key, column, saved ? { kind: 'saved' } : undefined),
      (error: unknown) => setStatus(row.key, column, { kind: 'error', message: messageOf(error), draft }),
    );
  };

  // The rows get one stable object whose methods reach this render's state through a ref.
  const latest = useRef({ open, commit, onDelete });
  latest.current = { open, commit, onDelete };
  const actions = useMemo<RowActions>(() => ({
    register: (row, column, element) => {
      if (element) cells.current.set(`${row}:${column}`, element);
      else cells.current.delete(`${row}:${column}`);
    },
    click: (row, column) => {
      setActive({ row, column });
      latest.current.open({ row, column });
    },
    focus: (row, column) => setActive({ row, column }),
    commit: (row, column, draft, move) => latest.current.commit({ row, column }, draft, move),
    cancel: () => {
      setEditing(undefined);
      setFocusTick((n) => n + 1);
    },
    remove: (row) => latest.current.onDelete(row),
  }), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (editing) return;
    const { row, column } = active;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    const moves: Readonly<Record<string, () => void>> = {
      ArrowRight: () => moveTo(row, column + 1),
      ArrowLeft: () => moveTo(row, column - 1),
      ArrowDown: () => moveTo(row + 1, column),
      ArrowUp: () => moveTo(row - 1, column),
      Home: () => moveTo(event.ctrlKey ? 0 : row, 0),
      End: () => moveTo(event.ctrlKey ? rows.length - 1 : row, columns.length - 1),
    };
    if (moves[event.key]) {
      event.preventDefault();
      moves[event.key]!();
    } else if (event.key === 'Tab') {
      const next = step(active, !event.shiftKey);
      // At the grid's edge Tab leaves it, as any tab stop.
      if (!next) return;
      event.preventDefault();
      moveTo(next.row, next.column);
    } else if ((event.key === 'Enter' || event.key === 'F2') && editableAt(active)) {
      event.preventDefault();
      open(active);
    } else if (event.key.length === 1 && plain && event.key !== ' ' && editableAt(active)) {
      // Typing over a cell starts its editor with what was typed, as in a spreadsheet.
      event.preventDefault();
      open(active, event.key);
    }
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" role="grid" aria-label={caption} onKeyDown={onKeyDown} sx={{ tableLayout: 'fixed', minWidth: 1400 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} role="columnheader" sx={{ fontWeight: 600, width: column === 'actions' ? 72 : column === 'key' ? 200 : undefined }}>
                {column === 'actions' ? translate('ampere.common.actions') : columnName(column, words)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <CopyGridRowView
              key={row.key}
              row={row}
              index={r}
              columns={columns}
              {...(active.row === r ? { activeColumn: active.column } : {})}
              {...(editing?.at.row === r ? { editing: { column: editing.at.column, initial: editing.initial } } : {})}
              {...(statuses.has(row.key) ? { statuses: statuses.get(row.key)! } : {})}
              canEdit={canEdit}
              {...(deletable(row) ? { deleteLabel: deleteLabel(row) } : {})}
              actions={actions}
              words={words}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
