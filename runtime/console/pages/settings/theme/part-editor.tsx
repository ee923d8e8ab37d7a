/**
 * One part of the theme (light or dark) in collapsible sections: its base colours first, then its
 * views and surfaces, then each component group. A section the contract makes optional says when it
 * is not set and offers to add it; each section's title counts the problems inside it.
 */
import { useId, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ThemePart } from '../../../../../schemas/settings/theme.js';
import { BaseColoursContext, useThemeEditor } from './editor-context.js';
import { FieldEditor, GroupFields, GroupMessages, NotSet, RemoveButton } from './group-fields.js';
import { baseColoursOf, getIn, type Path } from './theme-edits.js';
import { COMPONENTS_KEY, THEME_PART, type FieldEntry, type GroupNode } from './theme-model.js';

export type PartName = 'light' | 'dark';

const isSection = (entry: FieldEntry) => entry.node.kind === 'group' || entry.node.kind === 'union';
/** The part's plain fields (backgroundColors, foregroundColor, accentColor, accentBackgroundColor). */
const BASE: GroupNode = { kind: 'group', fields: THEME_PART.fields.filter((f) => !isSection(f)) };
const OWN_SECTIONS = THEME_PART.fields.filter((f) => isSection(f) && f.key !== COMPONENTS_KEY);
const COMPONENTS = THEME_PART.fields.find((f) => f.key === COMPONENTS_KEY);
const COMPONENT_GROUPS: readonly FieldEntry[] = COMPONENTS?.node.kind === 'group' ? COMPONENTS.node.fields : [];

/** The section a field's path lies in, as the editor keys its open sections. */
export function sectionKeyOf(path: Path): string | undefined {
  const [part, key, group] = path;
  if (part === undefined || key === undefined) return undefined;
  if (BASE.fields.some((f) => f.key === key)) return `${part}.base`;
  if (key === COMPONENTS_KEY) return group === undefined ? undefined : `${part}.${COMPONENTS_KEY}.${group}`;
  return `${part}.${key}`;
}

export interface PartEditorProps {
  readonly part: PartName;
  readonly value: ThemePart;
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (section: string, open: boolean) => void;
}

export function PartEditor({ part, value, expanded, onToggle }: PartEditorProps) {
  const { words, issues } = useThemeEditor();
  const sectionProps = (key: string) => ({ sectionKey: key, expanded: expanded.has(key), onToggle });
  const baseCount = BASE.fields.reduce((n, f) => n + issues.under([part, f.key]), 0);
  return (
    <BaseColoursContext.Provider value={baseColoursOf(value)}>
      <Box>
        <Section {...sectionProps(`${part}.base`)} title={words.t('section.base')} count={baseCount + issues.at([part]).length}>
          <GroupMessages path={[part]} />
          <GroupFields group={BASE} path={[part]} value={value} />
        </Section>
        {OWN_SECTIONS.map((entry) => (
          <EntrySection key={entry.key} {...sectionProps(`${part}.${entry.key}`)} entry={entry} path={[part, entry.key]} value={getIn(value, [entry.key])} />
        ))}
        <Typography component="p" variant="overline" sx={{ mt: 2, mb: 0.5 }}>{words.t('section.components')}</Typography>
        {COMPONENT_GROUPS.map((entry) => (
          <EntrySection
            key={entry.key} {...sectionProps(`${part}.${COMPONENTS_KEY}.${entry.key}`)}
            entry={entry} path={[part, COMPONENTS_KEY, entry.key]} value={getIn(value, [COMPONENTS_KEY, entry.key])}
          />
        ))}
      </Box>
    </BaseColoursContext.Provider>
  );
}

interface SectionProps {
  readonly sectionKey: string;
  readonly title: string;
  readonly count: number;
  readonly expanded: boolean;
  readonly onToggle: (section: string, open: boolean) => void;
  readonly note?: string;
  readonly children: ReactNode;
}

function Section({ sectionKey, title, count, expanded, onToggle, note, children }: SectionProps) {
  const { words } = useThemeEditor();
  const id = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(sectionKey, open)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={count > 0 ? { borderLeft: 3, borderColor: 'error.main' } : undefined}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>{title}</Typography>
          {note && <Typography component="span" variant="body2" color="text.secondary">{note}</Typography>}
          {count > 0 && <Chip size="small" color="error" label={words.t('issues.count', { smart_count: count })} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** A section holding one field of the part (views, surfaces) or one component group. */
function EntrySection({ entry, path, value, ...rest }: Omit<SectionProps, 'title' | 'count' | 'children'> & { readonly entry: FieldEntry; readonly path: Path; readonly value: unknown }) {
  const { words, issues } = useThemeEditor();
  const title = words.group(entry.key);
  const missing = value === undefined && entry.optional;
  return (
    <Section {...rest} title={title} count={issues.under(path)} note={missing ? words.t('notSet') : undefined}>
      {missing ? (
        <NotSet entry={entry} path={path} label={title} />
      ) : (
        <Stack spacing={2}>
          {entry.optional && <Box><RemoveButton path={path} label={title} /></Box>}
          <GroupMessages path={path} />
          {entry.node.kind === 'group' ? <GroupFields group={entry.node} path={path} value={value} /> : <FieldEditor entry={entry} path={path} value={value} />}
        </Stack>
      )}
    </Section>
  );
}
