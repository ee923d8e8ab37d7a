/**
 * What an import would do, as the server classified it (importCopy with dryRun): new keys, changed
 * keys with the field-level difference, unchanged keys, and the rows that would not be imported, each
 * with its reasons in the console's language.
 */
import { Accordion, AccordionDetails, AccordionSummary, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, type ReactNode } from 'react';
import type { CopyImportIssue, CopyImportRow, CopyImportStatus } from '../../../../schemas/copy.js';
import { FieldDiff } from '../../components/field-diff.js';
import type { AreaWords } from '../../pages/area-words.js';

export function issueText(issue: CopyImportIssue, words: AreaWords): string {
  return words(`issues.${issue.code}`, {
    message: issue.message,
    row: issue.firstRow,
    languages: issue.languages?.join(', '),
    language: issue.languages?.[0],
    placeholders: issue.placeholders?.join(', '),
  });
}

const textOf = (r: { values: object; description?: string | undefined }) => ({ values: r.values, ...(r.description !== undefined ? { description: r.description } : {}) });

function Group({ status, rows, words, expanded, children }: {
  readonly status: CopyImportStatus; readonly rows: readonly CopyImportRow[]; readonly words: AreaWords; readonly expanded: boolean; readonly children: (row: CopyImportRow) => ReactNode;
}) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <Accordion defaultExpanded={expanded} disableGutters slotProps={{ region: { id: `${id}-content`, 'aria-labelledby': `${id}-summary` } as object }}>
      <AccordionSummary id={`${id}-summary`} aria-controls={`${id}-content`} expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1" color={status === 'invalid' ? 'error' : undefined}>
          {words(`import.group.${status}`, { n: rows.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {status === 'invalid' && <Typography variant="body2" sx={{ mb: 1 }}>{words('import.invalidNote')}</Typography>}
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem key={`${row.row}`} disableGutters divider sx={{ display: 'block' }}>
              <ListItemText primary={<><code>{row.key || '—'}</code> · {words('import.row', { row: row.row })}</>} />
              {children(row)}
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}

export function CopyImportPreview({ rows, words }: { readonly rows: readonly CopyImportRow[]; readonly words: AreaWords }) {
  const of = (status: CopyImportStatus) => rows.filter((r) => r.status === status);
  return (
    <Stack spacing={1}>
      <Group status="invalid" rows={of('invalid')} words={words} expanded>
        {(row) => (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {row.issues.map((issue, i) => (
              <Typography key={i} component="li" variant="body2" color="error">{issueText(issue, words)}</Typography>
            ))}
          </Box>
        )}
      </Group>
      <Group status="changed" rows={of('changed')} words={words} expanded>
        {(row) => <FieldDiff before={row.current ? textOf(row.current) : undefined} after={textOf(row)} beforeLabel={words('import.now')} afterLabel={words('import.inFile')} caption={row.key} />}
      </Group>
      <Group status="added" rows={of('added')} words={words} expanded>
        {(row) => <Typography variant="body2" color="text.secondary">{Object.values(row.values).find(Boolean) ?? ''}</Typography>}
      </Group>
      <Group status="unchanged" rows={of('unchanged')} words={words} expanded={false}>
        {() => null}
      </Group>
    </Stack>
  );
}
