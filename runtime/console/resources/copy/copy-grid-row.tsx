/**
 * One row of the copy grid: the key, the note and the six languages, and the delete button where the
 * admin may delete. Memoised: moving between cells or saving one re-renders only the rows it touches,
 * not the page's 450 cells.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { memo } from 'react';
import { CONSOLE_LOCALE_NAMES } from '../../i18n/locales.js';
import { CellEditor, CellView, type CellStatus, type CommitMove } from './copy-cell.js';
import { editableCell, shownText, type CopyColumn, type CopyGridRow } from './copy-rows.js';
import type { AreaWords } from '../../pages/area-words.js';

export type GridColumn = 'key' | CopyColumn | 'actions';

/** A column's heading, but the actions' (ampere.common.actions). */
export const columnName = (column: Exclude<GridColumn, 'actions'>, words: AreaWords): string =>
  column === 'key' ? words('column.key') : column === 'description' ? words('column.description') : `${CONSOLE_LOCALE_NAMES[column]} (${column})`;

/** Whether a cell opens an editor for an admin who may edit. */
export const editableColumn = (row: CopyGridRow, column: GridColumn | undefined): column is CopyColumn =>
  column !== undefined && column !== 'key' && column !== 'actions' && editableCell(row, column);

/** What a row asks of the grid; one stable object, so a row re-renders only when its own props change. */
export interface RowActions {
  register(row: number, column: number, element: HTMLElement | null): void;
  click(row: number, column: number): void;
  focus(row: number, column: number): void;
  commit(row: number, column: number, draft: string, move: CommitMove): void;
  cancel(): void;
  remove(row: CopyGridRow): void;
}

export interface CopyGridRowProps {
  readonly row: CopyGridRow;
  readonly index: number;
  readonly columns: readonly GridColumn[];
  /** The active cell's column when it is in this row. */
  readonly activeColumn?: number;
  readonly editing?: { readonly column: number; readonly initial: string };
  readonly statuses?: Readonly<Partial<Record<CopyColumn, CellStatus>>>;
  readonly canEdit: boolean;
  /** The delete button's name; undefined: no delete in this row. */
  readonly deleteLabel?: string;
  readonly actions: RowActions;
  readonly words: AreaWords;
}

const CELL_SX = { verticalAlign: 'top', '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } } as const;
const EDITABLE_SX = { ...CELL_SX, cursor: 'text' } as const;

export const CopyGridRowView = memo(function CopyGridRowView({ row, index, columns, activeColumn, editing, statuses, canEdit, deleteLabel, actions, words }: CopyGridRowProps) {
  return (
    <TableRow hover>
      {columns.map((column, c) => {
        const here = activeColumn === c;
        const register = (element: HTMLElement | null) => actions.register(index, c, element);
        if (column === 'actions') {
          // The button takes the cell's place as the tab stop; a row without one keeps the cell focusable.
          return (
            <TableCell
              key={column}
              role="gridcell"
              {...(deleteLabel ? {} : { ref: register, tabIndex: here ? 0 : -1, onFocus: () => actions.focus(index, c), sx: CELL_SX })}
            >
              {deleteLabel && (
                <Tooltip title={deleteLabel}>
                  <IconButton ref={register} tabIndex={here ? 0 : -1} size="small" aria-label={deleteLabel} onClick={() => actions.remove(row)} onFocus={() => actions.focus(index, c)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          );
        }
        const isEditing = editing?.column === c;
        const editable = canEdit && editableColumn(row, column);
        return (
          <TableCell
            key={column}
            ref={register}
            role="gridcell"
            tabIndex={here && !isEditing ? 0 : -1}
            aria-readonly={editable ? undefined : true}
            onClick={() => !isEditing && actions.click(index, c)}
            onFocus={(event) => event.target === event.currentTarget && actions.focus(index, c)}
            sx={editable ? EDITABLE_SX : CELL_SX}
          >
            {column === 'key' ? (
              <code>{row.key}</code>
            ) : isEditing ? (
              <CellEditor
                initial={editing.initial}
                label={words('edit', { key: row.key, column: columnName(column, words) })}
                onCommit={(draft, move) => actions.commit(index, c, draft, move)}
                onCancel={actions.cancel}
              />
            ) : (
              <CellView {...shownText(row, column)} status={statuses?.[column]} words={words} />
            )}
          </TableCell>
        );
      })}
    </TableRow>
  );
});
