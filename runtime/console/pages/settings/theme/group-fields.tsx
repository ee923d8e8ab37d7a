/**
 * A group of the theme's fields as the contract holds them: plain fields side by side, lists, nested
 * groups and variants (each optional one added or removed as a whole), and backgrounds that are a
 * colour or an image. Labels are the fields' names in the console's language, variants keep the
 * contract's identifiers.
 */
import { memo, type ReactNode } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import { ColourField } from './colour-field.js';
import { ColourListField } from './colour-list-field.js';
import { useBaseColours, useThemeEditor } from './editor-context.js';
import { defaultOf, getIn, GRAPH_PALETTE, switchChoice, type Path } from './theme-edits.js';
import { pathKey } from './theme-issues.js';
import type { FieldEntry, FieldNode, GroupNode, UnionNode } from './theme-model.js';
import { ChoiceField, NumberField, SwitchField, TextValueField } from './value-fields.js';

const isWide = (node: FieldNode) => node.kind === 'group' || node.kind === 'union' || node.kind === 'colours';

/** Props alike when they hold the same value at the same place (paths are new arrays on each render). */
function samePlace<P extends { readonly path: Path; readonly value: unknown }>(a: P, b: P): boolean {
  return Object.keys(a).every((key) => key === 'path' ? pathKey(a.path) === pathKey(b.path) : a[key as keyof P] === b[key as keyof P]);
}

/** The fields of a group: plain ones flow in columns, lists and nested groups take a row each. */
export const GroupFields = memo(function GroupFields({ group, path, value }: { readonly group: GroupNode; readonly path: Path; readonly value: unknown }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', alignItems: 'start' }}>
      {group.fields.map((entry) => (
        <Box key={entry.key} sx={isWide(entry.node) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldEditor entry={entry} path={[...path, entry.key]} value={getIn(value, [entry.key])} />
        </Box>
      ))}
    </Box>
  );
}, samePlace);

export const FieldEditor = memo(function FieldEditor({ entry, path, value }: { readonly entry: FieldEntry; readonly path: Path; readonly value: unknown }) {
  const { words } = useThemeEditor();
  const label = words.field(entry.key);
  const { node, optional } = entry;
  switch (node.kind) {
    case 'colour': return <ColourField path={path} label={label} value={value} optional={optional} />;
    case 'number': return <NumberField path={path} label={label} value={value} optional={optional} min={node.min} max={node.max} />;
    case 'choice': return <ChoiceField path={path} label={label} value={value} optional={optional} options={node.options} />;
    case 'text': return <TextValueField path={path} label={label} value={value} optional={optional} format={node.format} />;
    case 'switch': return <SwitchField path={path} label={label} value={value} optional={optional} />;
    case 'colours':
      return <OptionalBox entry={entry} path={path} value={value} label={label}><ColourListField path={path} label={label} value={value} schema={node.schema} min={node.min} max={node.max} next={nextColour} /></OptionalBox>;
    case 'group':
    case 'union':
      return <NestedGroup entry={entry} node={node} path={path} value={value} label={label} />;
  }
}, samePlace);

/** A new list entry: the first palette colour the list lacks. */
const nextColour = (list: readonly string[]) => GRAPH_PALETTE.find((c) => !list.includes(c)) ?? GRAPH_PALETTE[0];

/** An optional list: added whole when it is missing. */
function OptionalBox({ entry, path, value, label, children }: { readonly entry: FieldEntry; readonly path: Path; readonly value: unknown; readonly label: string; readonly children: ReactNode }) {
  if (!entry.optional || value !== undefined) return <>{children}</>;
  return <NotSet entry={entry} path={path} label={label} />;
}

/** What a missing optional group or variant shows: that it is not set, and a button to add it. */
export function NotSet({ entry, path, label }: { readonly entry: FieldEntry; readonly path: Path; readonly label: string }) {
  const { readOnly, words, set } = useThemeEditor();
  const base = useBaseColours();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">{words.t('notSet')}</Typography>
      <Button size="small" variant="outlined" startIcon={<AddIcon />} disabled={readOnly} onClick={() => set(path, defaultOf(entry.node, entry.key, base))}>
        {words.t('action.add', { name: label })}
      </Button>
    </Stack>
  );
}

/** A remove button for an optional group or variant that is set. */
export function RemoveButton({ path, label }: { readonly path: Path; readonly label: string }) {
  const { readOnly, words, set } = useThemeEditor();
  return (
    <Button size="small" color="inherit" startIcon={<RemoveIcon />} disabled={readOnly} onClick={() => set(path, undefined)}>
      {words.t('action.remove', { name: label })}
    </Button>
  );
}

/** Messages at a group's own path (a part of it the contract misses as a whole). */
export function GroupMessages({ path }: { readonly path: Path }) {
  const { issues } = useThemeEditor();
  return <>{issues.at(path).map((message) => <FormHelperText key={message} error>{message}</FormHelperText>)}</>;
}

/** A nested group or variant as a fieldset named by its legend. */
function NestedGroup({ entry, node, path, value, label }: { readonly entry: FieldEntry; readonly node: GroupNode | UnionNode; readonly path: Path; readonly value: unknown; readonly label: string }) {
  const { idOf, issues } = useThemeEditor();
  const missing = value === undefined;
  return (
    <Box
      component="fieldset" id={idOf(path)} tabIndex={-1}
      sx={{ border: 1, borderColor: issues.under(path) ? 'error.main' : 'divider', borderRadius: 1, m: 0, px: 2, pb: 2, pt: 0.5, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{label}</Typography>
      {missing && entry.optional ? (
        <NotSet entry={entry} path={path} label={label} />
      ) : (
        <Stack spacing={1.5}>
          {entry.optional && <Box><RemoveButton path={path} label={label} /></Box>}
          <GroupMessages path={path} />
          {node.kind === 'group' ? <GroupFields group={node} path={path} value={value} /> : <UnionFields node={node} path={path} value={value} />}
        </Stack>
      )}
    </Box>
  );
}

/** A value that is one of several shapes (a background: a colour or an image): its choice, then that shape's fields. */
function UnionFields({ node, path, value }: { readonly node: UnionNode; readonly path: Path; readonly value: unknown }) {
  const { words, set } = useThemeEditor();
  const base = useBaseColours();
  const chosen = getIn(value, [node.discriminator]);
  const option = node.options.find((o) => o.value === chosen);
  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 300 }}>
        <ChoiceField
          path={[...path, node.discriminator]} label={words.field(node.discriminator)} value={chosen} optional={false}
          options={node.options.map((o) => o.value)}
          onChoose={(next) => set(path, switchChoice(node, value, next, base))}
        />
      </Box>
      {option && <GroupFields group={option.group} path={path} value={value} />}
    </Stack>
  );
}

