/**
 * One side of a difference row: a JSON value as an admin reads it. Absent, empty and null read
 * differently (a field removed is not a field emptied); masked secrets show as "Hidden" with a lock;
 * long text and records wrap inside their cell rather than widening the table.
 */
import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useAreaWords } from '../pages/area-words.js';
import { isPlainObject, MASKED } from './field-diff-rows.js';

const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;
const CODE = { fontFamily: 'monospace', fontSize: '0.8125rem', ...WRAP } as const;

function plainText(value: unknown, formatDate: (d: Date) => string): string | undefined {
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function FieldDiffValue({ value }: { readonly value: unknown }) {
  const t = useAreaWords('audit-logs');
  const [locale] = useLocaleState();
  const formatDate = (d: Date) => (Number.isNaN(d.getTime()) ? String(d) : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(d));
  const muted = (text: string) => (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );

  if (value === undefined) return muted(`(${t('diff.absent')})`);
  if (value === MASKED) {
    return (
      <Box component="span" title={t('diff.hiddenHelp')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <LockIcon fontSize="inherit" aria-hidden />
        {muted(t('diff.hidden'))}
      </Box>
    );
  }
  if (value === null) return <Box component="code" sx={CODE}>null</Box>;
  if (value === '') return muted(`(${t('diff.nothing')})`);
  if (value instanceof Date) {
    return <time dateTime={Number.isNaN(value.getTime()) ? undefined : value.toISOString()}>{formatDate(value)}</time>;
  }
  if (typeof value === 'string') return <Box component="span" sx={WRAP}>{value}</Box>;
  if (typeof value === 'number' || typeof value === 'boolean') return <Box component="code" sx={CODE}>{String(value)}</Box>;
  if (Array.isArray(value) && value.every((item) => plainText(item, formatDate) !== undefined)) {
    return <Box component="span" sx={WRAP}>{value.length === 0 ? '[]' : value.map((item) => plainText(item, formatDate)).join(', ')}</Box>;
  }
  if (Array.isArray(value) || isPlainObject(value)) return <Box component="pre" sx={{ ...CODE, m: 0 }}>{JSON.stringify(value, null, 2)}</Box>;
  return <Box component="span" sx={WRAP}>{String(value)}</Box>;
}
