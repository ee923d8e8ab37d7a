/**
 * A payload edited one top-level part at a time (feature flags: the flags and the portal
 * configuration; custom favorites: its one list), a tab per part, each an RJSF form of that part's
 * schema: one form at a time keeps typing quick.
 */
import { useId, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import type { SettingsKind } from '../../../../../schemas/settings/releases.js';
import { issuesUnder, type KindEditorProps } from '../kind-editor.js';
import { useSettingsWords } from '../settings-words.js';
import { payloadFormSchema } from './payload-schemas.js';
import { SchemaForm } from './schema-form.js';

type Node = Record<string, unknown>;

export function SectionedEditor({ kind, value, onChange, readOnly, issues }: KindEditorProps<unknown> & { readonly kind: SettingsKind }) {
  const words = useSettingsWords();
  const id = useId();
  const schema = payloadFormSchema(kind);
  const properties = (schema.properties ?? {}) as Record<string, Node>;
  const sections = Object.keys(properties);
  const [tab, setTab] = useState(0);
  const section = sections[tab] ?? sections[0]!;
  const payload = (value ?? {}) as Record<string, unknown>;
  const titleOf = (key: string) => words.maybe(`sections.${key}`, typeof properties[key]?.title === 'string' ? (properties[key].title as string) : key);
  const tabbed = sections.length > 1;

  return (
    <Box>
      {tabbed && (
        <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label={words.t('sections.label')} sx={{ mb: 2 }}>
          {sections.map((key, i) => (
            <Tab
              key={key} id={`${id}-tab-${i}`} aria-controls={`${id}-panel`}
              label={issuesUnder(issues, [key]).length > 0 ? words.t('sections.withIssues', { name: titleOf(key) }) : titleOf(key)}
            />
          ))}
        </Tabs>
      )}
      <Box role={tabbed ? 'tabpanel' : undefined} id={`${id}-panel`} aria-labelledby={tabbed ? `${id}-tab-${tab}` : undefined}>
        <SchemaForm
          key={section} schema={properties[section]!} value={payload[section]} readOnly={readOnly} issues={issuesUnder(issues, [section])}
          onChange={(next) => onChange({ ...payload, [section]: next })}
        />
      </Box>
    </Box>
  );
}

export function FeatureFlagsEditor(props: KindEditorProps<unknown>) {
  return <SectionedEditor kind="featureFlags" {...props} />;
}

export function CustomFavoritesEditor(props: KindEditorProps<unknown>) {
  return <SectionedEditor kind="customFavorites" {...props} />;
}
