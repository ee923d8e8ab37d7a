/**
 * The RJSF field for a module item's copy (back-office §3 Module item: "copy (per language: title,
 * body, label)"): a tab per language, each with the text fields of the copy. A language left empty
 * has no copy (the app falls back to the organisation's first language), so clearing every field of
 * a language removes it rather than leaving an empty title behind.
 */
import { useId, useState } from 'react';
import { Box, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { CONSOLE_LOCALE_NAMES } from '../../../i18n/locales.js';
import { useSettingsWords } from '../settings-words.js';
import type { ErrorTree } from './form-schema.js';
import { FieldErrors } from './field-errors.js';

type Node = Record<string, unknown>;
type Copy = Record<string, string | undefined>;

const languageName = (code: string): string => (CONSOLE_LOCALE_NAMES as Readonly<Record<string, string>>)[code] ?? code;

export function LocalizedCopyField({ formData, onChange, fieldPathId, readonly, disabled, errorSchema, schema, uiSchema }: FieldProps) {
  const words = useSettingsWords();
  const id = useId();
  const languages = Object.keys((schema.properties ?? {}) as Node);
  const [tab, setTab] = useState(0);
  const all = (formData ?? {}) as Record<string, Copy | undefined>;
  const language = languages[tab] ?? languages[0]!;
  const textSchema = ((schema.properties as Record<string, Node>)[language] ?? {}) as Node;
  const fields = Object.entries((textSchema.properties ?? {}) as Record<string, Node>);
  const required = new Set((textSchema.required ?? []) as string[]);
  const errors = (errorSchema ?? {}) as Record<string, ErrorTree | undefined>;
  const locked = readonly || disabled;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';

  const setField = (field: string, text: string) => {
    const copy: Copy = { ...(all[language] ?? {}) };
    if (text === '' && !required.has(field)) delete copy[field];
    else copy[field] = text;
    const next = { ...all };
    // A language whose every field is empty has no copy at all.
    if (Object.values(copy).every((v) => v === undefined || v === '')) delete next[language];
    else next[language] = { ...Object.fromEntries([...required].map((r) => [r, ''])), ...copy };
    onChange(next, fieldPathId.path);
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, my: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{title}</Typography>
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} variant="scrollable" aria-label={title}>
        {languages.map((code, i) => (
          <Tab
            key={code} id={`${id}-tab-${i}`} aria-controls={`${id}-panel`}
            label={all[code] ? languageName(code) : words.t('copy.emptyTab', { language: languageName(code) })}
          />
        ))}
      </Tabs>
      <Stack role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} spacing={1.5} sx={{ pt: 1.5 }}>
        {!all[language] && <Typography variant="body2" color="text.secondary">{words.t('copy.missing')}</Typography>}
        {fields.map(([field, fieldSchema]) => {
          const fieldErrors = errors[language]?.[field] as ErrorTree | undefined;
          const message = fieldErrors?.__errors?.join(' ');
          const multiline = (fieldSchema['x-ui'] as { widget?: string } | undefined)?.widget === 'textarea';
          return (
            <TextField
              key={`${language}.${field}`}
              label={typeof fieldSchema.title === 'string' ? fieldSchema.title : field}
              value={all[language]?.[field] ?? ''}
              onChange={(e) => setField(field, e.target.value)}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              size="small"
              fullWidth
              error={message !== undefined}
              helperText={message}
              slotProps={{ input: { readOnly: locked } }}
            />
          );
        })}
      </Stack>
      <FieldErrors tree={{ __errors: (errorSchema as ErrorTree | undefined)?.__errors }} />
    </Box>
  );
}
