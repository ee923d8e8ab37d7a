/**
 * The difference view: a table of field, change, before and after, one row per field that differs.
 * Used by the audit log (an entry's changes) and by drafts and releases (a draft against the latest
 * release). Each change is named in words with an icon, its colour only a second cue, so it reads
 * alike to a screen reader and to someone who does not tell green from red.
 */
import AddCircleIcon from '@mui/icons-material/AddCircle';
import EditIcon from '@mui/icons-material/Edit';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import { useAreaWords } from '../pages/area-words.js';
import { FieldDiffValue } from './field-diff-value.js';
import { fieldDiffRows, type DiffKind, type DiffOptions, type DiffRow } from './field-diff-rows.js';

export interface FieldDiffProps {
  /** Rows made elsewhere (an audit entry's changes); without them, the difference of `before` and `after`. */
  readonly rows?: readonly DiffRow[];
  readonly before?: unknown;
  readonly after?: unknown;
  readonly options?: DiffOptions;
  /** Headings of the two value columns, e.g. "Latest release" and "Draft" (default Before and After). */
  readonly beforeLabel?: string;
  readonly afterLabel?: string;
  /** The table's accessible name (default "Changes"). */
  readonly caption?: string;
}

interface KindLook {
  readonly key: DiffKind;
  readonly color: 'success' | 'error' | 'warning' | 'info';
  readonly icon: ReactElement;
}

const KINDS: Readonly<Record<DiffKind, KindLook>> = {
  added: { key: 'added', color: 'success', icon: <AddCircleIcon aria-hidden /> },
  removed: { key: 'removed', color: 'error', icon: <RemoveCircleIcon aria-hidden /> },
  changed: { key: 'changed', color: 'warning', icon: <EditIcon aria-hidden /> },
  reordered: { key: 'reordered', color: 'info', icon: <SwapVertIcon aria-hidden /> },
};

const WRAP = { overflowWrap: 'anywhere', wordBreak: 'break-word', verticalAlign: 'top' } as const;

export function FieldDiff({ rows, before, after, options, beforeLabel, afterLabel, caption }: FieldDiffProps) {
  const words = useAreaWords('audit-logs');
  const shown = useMemo(() => rows ?? fieldDiffRows(before, after, options), [rows, before, after, options]);
  const t = (key: string) => words(`diff.${key}`);
  const name = caption ?? t('caption');

  if (shown.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {t('none')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={name} sx={{ tableLayout: 'fixed', minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '28%' }}>{t('field')}</TableCell>
            <TableCell sx={{ width: '16%' }}>{t('change')}</TableCell>
            <TableCell sx={{ width: '28%' }}>{beforeLabel ?? t('before')}</TableCell>
            <TableCell sx={{ width: '28%' }}>{afterLabel ?? t('after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, i) => {
            const look = KINDS[row.kind];
            return (
              <TableRow key={`${row.path}:${row.kind}:${i}`} data-kind={row.kind}>
                <TableCell sx={WRAP}>
                  {row.path === '' ? (
                    <Typography component="span" variant="body2" sx={{ fontStyle: 'italic' }}>{t('whole')}</Typography>
                  ) : (
                    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>{row.path}</Box>
                  )}
                </TableCell>
                <TableCell sx={WRAP}>
                  <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={t(look.key)} />
                </TableCell>
                <TableCell sx={WRAP}>
                  <FieldDiffValue value={row.before} />
                </TableCell>
                <TableCell sx={WRAP}>
                  <FieldDiffValue value={row.after} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
