/**
 * A list of colours (a part's background colours, a graph's cartesian and radial colours): add,
 * remove and reorder, within the lengths the contract sets. At a limit the button is disabled and the
 * contract's own message says why (the list's schema is run on the list one shorter or one longer).
 */
import { useId, useRef } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import type { z } from 'zod';
import { ColourField } from './colour-field.js';
import { useThemeEditor } from './editor-context.js';
import { moveItem, type Path } from './theme-edits.js';

export interface ColourListFieldProps {
  readonly path: Path;
  readonly label: string;
  readonly value: unknown;
  readonly schema: z.ZodType;
  readonly min?: number;
  readonly max?: number;
  /** The colour a new entry starts with. */
  readonly next: (list: readonly string[]) => string;
}

/** The message the list's own schema gives for `list` as a whole (its length), if any. */
export function lengthMessage(schema: z.ZodType, list: readonly string[]): string | undefined {
  const result = schema.safeParse(list);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.length === 0)?.message;
}

export function ColourListField({ path, label, value, schema, min, max, next }: ColourListFieldProps) {
  const { readOnly, issues, idOf, words, set } = useThemeEditor();
  const hintId = useId();
  const list = Array.isArray(value) ? (value as string[]) : [];
  // Colours repeat and carry no id: each row keeps a key of its own, so a moved row keeps its focus.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < list.length) keys.current.push(nextKey.current++);
  keys.current.length = list.length;

  const atMin = min !== undefined && list.length <= min;
  const atMax = max !== undefined && list.length >= max;
  // A list that may not be empty needs no words for keeping its last colour: the disabled button says it.
  const fewest = atMin && (min ?? 0) > 1 ? lengthMessage(schema, list.slice(0, -1)) : undefined;
  const most = atMax ? lengthMessage(schema, [...list, list[list.length - 1] ?? '#000000']) : undefined;
  const messages = issues.at(path);

  const move = (from: number, to: number) => {
    keys.current = moveItem(keys.current, from, to);
    set(path, moveItem(list, from, to));
  };
  const remove = (i: number) => {
    if (atMin) return;
    keys.current.splice(i, 1);
    set(path, list.filter((_, j) => j !== i));
  };
  const add = () => {
    if (atMax) return;
    set(path, [...list, next(list)]);
  };

  return (
    <Box component="fieldset" id={idOf(path)} tabIndex={-1} aria-describedby={hintId} sx={{ border: 1, borderColor: messages.length ? 'error.main' : 'divider', borderRadius: 1, m: 0, px: 2, pb: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{label}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((colour, i) => (
          <Box component="li" key={keys.current[i]} sx={{ py: 0.5 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ColourField path={[...path, i]} label={words.t('list.item', { n: i + 1 })} value={colour} />
              </Box>
              <IconButton aria-label={words.t('list.up', { n: i + 1 })} disabled={readOnly || i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={words.t('list.down', { n: i + 1 })} disabled={readOnly || i === list.length - 1} onClick={() => move(i, i + 1)}>
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={words.t('list.remove', { n: i + 1 })} disabled={readOnly || atMin} onClick={() => remove(i)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<AddIcon />} disabled={readOnly || atMax} onClick={add}>{words.t('list.add')}</Button>
        {min !== undefined && max !== undefined && <Typography variant="caption" color="text.secondary">{words.t('list.range', { min, max })}</Typography>}
      </Stack>
      <Box id={hintId}>
        {messages.map((message) => <FormHelperText key={message} error>{message}</FormHelperText>)}
        {fewest && !messages.includes(fewest) && <FormHelperText>{fewest}</FormHelperText>}
        {most && !messages.includes(most) && <FormHelperText>{most}</FormHelperText>}
      </Box>
    </Box>
  );
}
