/**
 * The RJSF field for the Favorites module's built-in favorites (back-office §3 Favorites (built-in)):
 * all 16, those offered first in their order (which the app keeps), each offered or not, enabled or
 * not, with optional copy per language. InvoiceFavorite is required, so it cannot be left out; the
 * conditional ones say which customers see them (the segment flag of CONDITIONAL_FAVORITE_SEGMENT).
 */
import { Fragment, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Box, Button, Chip, Collapse, IconButton, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { CONDITIONAL_FAVORITE_SEGMENT, type BuiltInFavoriteName, type Favorite } from '../../../../../schemas/settings/favorites.js';
import { CONSOLE_LOCALE_NAMES } from '../../../i18n/locales.js';
import { useSegmentWords } from '../../segments/segment-words.js';
import { useSettingsWords } from '../settings-words.js';
import { FieldErrors } from './field-errors.js';
import { humanised, type ErrorTree } from './form-schema.js';

type Node = Record<string, unknown>;
type CopyPart = 'title' | 'description';

const REQUIRED: BuiltInFavoriteName = 'InvoiceFavorite';
const CONDITIONAL: Readonly<Record<string, string>> = CONDITIONAL_FAVORITE_SEGMENT;

/** The favorite names the schema offers, in its order. */
function namesOf(schema: Node): string[] {
  const name = ((schema.items as Node | undefined)?.properties as Record<string, Node> | undefined)?.name;
  return Array.isArray(name?.enum) ? name.enum.map(String) : [];
}

/** A name the words lack (one the contract gained) made readable: `WeatherFavorite` → "Weather". */
const readable = (name: string) => humanised(name.replace(/Favorite$/, ''));

export function BuiltInFavoritesField({ formData, onChange, fieldPathId, readonly, disabled, errorSchema, schema }: FieldProps) {
  const words = useSettingsWords();
  const segment = useSegmentWords();
  const label = (name: string) => words.maybe(`favorites.names.${name}`, readable(name));
  const [open, setOpen] = useState<string>();
  const list = (Array.isArray(formData) ? formData : []) as Favorite[];
  const locked = readonly || disabled;
  const offered = new Map(list.map((f, i) => [f.name as string, i]));
  const rows = [...list.map((f) => f.name as string), ...namesOf(schema as Node).filter((n) => !offered.has(n))];
  const set = (next: Favorite[]) => onChange(next, fieldPathId.path);
  const at = (name: string) => list[offered.get(name)!]!;
  const replace = (name: string, favorite: Favorite) => set(list.map((f) => (f.name === name ? favorite : f)));
  const toggleOffered = (name: string, on: boolean) =>
    set(on ? [...list, { name: name as BuiltInFavoriteName, enabled: true }] : list.filter((f) => f.name !== name));
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    set(next);
  };
  const setCopy = (name: string, part: CopyPart, language: string, text: string) => {
    const favorite = at(name);
    const copy = { title: { ...(favorite.copy?.title ?? {}) }, description: { ...(favorite.copy?.description ?? {}) } };
    const texts = copy[part] as Record<string, string | undefined>;
    if (text === '') delete texts[language];
    else texts[language] = text;
    const empty = Object.keys(copy.title).length === 0 && Object.keys(copy.description).length === 0;
    const { copy: _old, ...rest } = favorite;
    replace(name, empty ? rest : { ...rest, copy });
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, my: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{words.t('favorites.title')}</Typography>
      <FieldErrors tree={{ __errors: (errorSchema as ErrorTree | undefined)?.__errors }} />
      <Table size="small" aria-label={words.t('favorites.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{words.t('favorites.name')}</TableCell>
            <TableCell>{words.t('favorites.offered')}</TableCell>
            <TableCell>{words.t('favorites.enabled')}</TableCell>
            <TableCell>{words.t('favorites.more')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((name) => {
            const index = offered.get(name);
            const favorite = index === undefined ? undefined : list[index];
            const condition = CONDITIONAL[name];
            const shown = label(name);
            return (
              <Fragment key={name}>
                <TableRow>
                  <TableCell>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{shown}</span>
                      {name === REQUIRED && <Chip size="small" label={words.t('favorites.required')} />}
                      {condition && <Chip size="small" variant="outlined" label={words.t('favorites.conditional', { condition: segment.ruleName(condition as never) })} />}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={favorite !== undefined}
                      disabled={locked || name === REQUIRED}
                      onChange={(e) => toggleOffered(name, e.target.checked)}
                      slotProps={{ input: { 'aria-label': words.t('favorites.offerName', { name: shown }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={favorite?.enabled ?? false}
                      disabled={locked || favorite === undefined}
                      onChange={(e) => favorite && replace(name, { ...favorite, enabled: e.target.checked })}
                      slotProps={{ input: { 'aria-label': words.t('favorites.enableName', { name: shown }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    {index !== undefined && !locked && (
                      <>
                        <IconButton size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={words.t('favorites.up', { name: shown })}><ArrowUpwardIcon fontSize="small" /></IconButton>
                        <IconButton size="small" disabled={index === list.length - 1} onClick={() => move(index, index + 1)} aria-label={words.t('favorites.down', { name: shown })}><ArrowDownwardIcon fontSize="small" /></IconButton>
                      </>
                    )}
                    {favorite && (
                      <Button size="small" aria-expanded={open === name} onClick={() => setOpen(open === name ? undefined : name)}>
                        {words.t('favorites.copy')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
                {favorite && (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ py: 0, borderBottom: open === name ? undefined : 'none' }}>
                      <Collapse in={open === name} unmountOnExit>
                        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, py: 1.5 }}>
                          {Object.keys(CONSOLE_LOCALE_NAMES).flatMap((language) =>
                            (['title', 'description'] as const).map((part) => (
                              <TextField
                                key={`${language}.${part}`} size="small"
                                label={`${words.t(part === 'title' ? 'favorites.copyTitle' : 'favorites.copyDescription')} (${CONSOLE_LOCALE_NAMES[language as keyof typeof CONSOLE_LOCALE_NAMES]})`}
                                value={(favorite.copy?.[part] as Record<string, string | undefined> | undefined)?.[language] ?? ''}
                                onChange={(e) => setCopy(name, part, language, e.target.value)}
                                slotProps={{ input: { readOnly: locked } }}
                              />
                            )),
                          )}
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
