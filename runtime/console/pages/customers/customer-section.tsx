/**
 * One part of the customer view (users, locations, agreements, invoices, inspectors): a titled region
 * with its own loading, error and empty states, so a part the server cannot answer leaves the rest
 * readable. Also the small table the parts share.
 */
import { Alert, CircularProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useCustomerWords } from './customer-words.js';

export interface SectionProps {
  readonly title: string;
  readonly loading?: boolean;
  readonly error?: unknown;
  /** The text shown when the part has nothing; absent: the children are shown whatever they hold. */
  readonly empty?: string | false;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

export function Section({ title, loading, error, empty, actions, children }: SectionProps) {
  const words = useCustomerWords();
  const translate = useTranslate();
  const heading = useId();
  let body: ReactNode = children;
  if (loading) {
    body = (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={18} aria-hidden />
        <span>{translate('ra.page.loading')}</span>
      </Stack>
    );
  } else if (error !== undefined) {
    body = <Alert severity="error" sx={{ m: 2 }}>{words.t('view.sectionError', { message: errorMessage(error) })}</Alert>;
  } else if (empty) {
    body = <Typography color="text.secondary" sx={{ p: 2 }}>{empty}</Typography>;
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby={heading}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2 }}>
        <Typography id={heading} variant="h6" component="h2">{title}</Typography>
        {actions}
      </Stack>
      {body}
    </Paper>
  );
}

export interface Column<T> {
  readonly label: string;
  readonly cell: (row: T) => ReactNode;
}

export function SimpleTable<T>({ label, columns, rows, rowKey }: { readonly label: string; readonly columns: readonly Column<T>[]; readonly rows: readonly T[]; readonly rowKey: (row: T) => string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{columns.map((c) => <TableCell key={c.label}>{c.label}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>{columns.map((c) => <TableCell key={c.label}>{c.cell(row)}</TableCell>)}</TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
