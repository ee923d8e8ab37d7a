/**
 * The theme editor (back-office §3 Theme, §5): the light part and an optional dark part, each with
 * its base colours, views, surfaces and every component group in collapsible sections, and beside
 * it a live preview of the portal's look. Controlled — the draft in, every change out — and checked
 * with the contract's Theme schema on every change; the contract's and the server's messages show at
 * their fields and in a list at the top that leads to them.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import { Theme } from '../../../../../schemas/settings/theme.js';
import type { ThemeMode } from '../../../../format/theme-variables.js';
import { ThemeEditorContext, type ThemeEditorContextValue } from './editor-context.js';
import { PartEditor, sectionKeyOf, type PartName } from './part-editor.js';
import { firstDarkPart, setIn, type Path } from './theme-edits.js';
import { indexIssues, type ThemeIssue } from './theme-issues.js';
import { ThemePreview } from './theme-preview.js';
import { useThemeWords, type ThemeWords } from './theme-words.js';

export interface ThemeEditorProps {
  /** The draft's payload (the contract's Theme; it may be invalid while it is edited). */
  readonly value: Theme;
  readonly onChange: (next: Theme) => void;
  readonly readOnly: boolean;
  /** Problems the server found, each at its path in the theme. */
  readonly issues?: readonly ThemeIssue[];
}

const NO_ISSUES: readonly ThemeIssue[] = [];

/** A problem's place in words: "Light › Buttons › filled › Background". */
function placeOf(path: Path, words: ThemeWords): string {
  return path
    .filter((key) => key !== 'components')
    .map((key) => {
      if (typeof key === 'number') return words.t('list.item', { n: key + 1 });
      if (key === 'light' || key === 'dark') return words.t(`part.${key}`);
      const group = words.group(key);
      return group !== key ? group : words.field(key);
    })
    .join(' › ');
}

export function ThemeEditor({ value, onChange, readOnly, issues = NO_ISSUES }: ThemeEditorProps) {
  const words = useThemeWords();
  const prefix = useId();
  const [tab, setTab] = useState<PartName>('light');
  const [previewMode, setPreviewMode] = useState<ThemeMode>('light');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['light.base', 'dark.base']));
  const [confirmRemove, setConfirmRemove] = useState(false);
  const focusWanted = useRef<Path | null>(null);

  const checked = useMemo(() => Theme.safeParse(value), [value]);
  const found = useMemo(() => {
    const own = checked.success ? [] : checked.error.issues.map((issue) => ({ path: issue.path as Path, message: issue.message }));
    return [...own, ...issues];
  }, [checked, issues]);
  // The same problems keep the same index, so the fields a change did not touch need not render again.
  const signature = JSON.stringify(found);
  const index = useMemo(() => indexIssues(found), [signature]);

  const idOf = useCallback((path: Path) => `${prefix}-${path.join('-')}`, [prefix]);
  // Each change is made on the latest draft, through the latest onChange, by a function that never changes.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const set = useCallback((path: Path, next: unknown) => latest.current.onChange(setIn(latest.current.value, path, next)), []);
  const context = useMemo<ThemeEditorContextValue>(() => ({ readOnly, issues: index, words, idOf, set }), [readOnly, index, words, idOf, set]);

  const hasDark = value.dark !== undefined;

  const choosePart = (part: PartName) => {
    setTab(part);
    if (part === 'light' || hasDark) setPreviewMode(part);
  };
  const toggle = useCallback((section: string, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);

  // A problem chosen in the list: its part shown, its section open, then its field focused (the
  // section's fields mount when it opens, so the field is looked for after that render).
  const goTo = (path: Path) => {
    const part = path[0] === 'dark' ? 'dark' : 'light';
    choosePart(part);
    const section = sectionKeyOf(path);
    if (section) toggle(section, true);
    focusWanted.current = path;
  };
  useEffect(() => {
    const path = focusWanted.current;
    if (!path) return;
    focusWanted.current = null;
    let tries = 0;
    const attempt = () => {
      for (let n = path.length; n > 0; n--) {
        const element = document.getElementById(idOf(path.slice(0, n)));
        if (element) {
          element.focus();
          return;
        }
      }
      if (tries++ < 10) requestAnimationFrame(attempt);
    };
    attempt();
  });

  const addDark = () => {
    onChange({ ...value, dark: firstDarkPart(value) });
    setTab('dark');
    setPreviewMode('dark');
  };
  const removeDark = () => {
    const { dark: _dark, ...rest } = value;
    onChange(rest);
    setConfirmRemove(false);
    setTab('light');
    setPreviewMode('light');
  };

  const partCount = (part: PartName) => index.under([part]);
  const tabLabel = (part: PartName) => {
    const count = partCount(part);
    return count > 0 ? `${words.t(`part.${part}`)} (${words.t('issues.count', { smart_count: count })})` : words.t(`part.${part}`);
  };

  return (
    <ThemeEditorContext.Provider value={context}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(340px, 420px)' }, alignItems: 'start' }}>
        <Box component="section" aria-label={words.t('editor.label')} sx={{ minWidth: 0 }}>
          {readOnly && <Alert severity="info" sx={{ mb: 2 }}>{words.t('readOnly')}</Alert>}
          {index.all.length > 0 && (
            <Alert severity="error" role="group" aria-label={words.t('issues.summary', { smart_count: index.all.length })} sx={{ mb: 2 }}>
              <AlertTitle>{words.t('issues.summary', { smart_count: index.all.length })}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {index.all.map((issue) => (
                  <li key={`${issue.path.join('.')}:${issue.message}`}>
                    <Link component="button" type="button" color="inherit" onClick={() => goTo(issue.path)} sx={{ textAlign: 'left', verticalAlign: 'baseline' }}>
                      {issue.path.length > 0 ? `${placeOf(issue.path, words)}: ` : ''}{issue.message}
                    </Link>
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <Tabs value={tab} onChange={(_, part: PartName) => choosePart(part)} sx={{ mb: 2 }}>
            {(['light', 'dark'] as const).map((part) => (
              // Only the chosen part's panel is there to be controlled.
              <Tab key={part} value={part} label={tabLabel(part)} id={`${prefix}-tab-${part}`} aria-controls={part === tab ? `${prefix}-panel-${part}` : undefined} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${prefix}-panel-${tab}`} aria-labelledby={`${prefix}-tab-${tab}`}>
            {tab === 'light' && <PartEditor key="light" part="light" value={value.light} expanded={expanded} onToggle={toggle} />}
            {tab === 'dark' && value.dark && (
              <Stack spacing={2}>
                <Box>
                  <Button color="inherit" startIcon={<DeleteIcon />} disabled={readOnly} onClick={() => setConfirmRemove(true)}>{words.t('dark.remove')}</Button>
                </Box>
                <PartEditor key="dark" part="dark" value={value.dark} expanded={expanded} onToggle={toggle} />
              </Stack>
            )}
            {tab === 'dark' && !value.dark && (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography color="text.secondary">{words.t('dark.none')}</Typography>
                <Button variant="outlined" startIcon={<AddIcon />} disabled={readOnly} onClick={addDark}>{words.t('dark.add')}</Button>
              </Stack>
            )}
          </Box>
        </Box>
        <ThemePreview
          theme={value}
          mode={previewMode}
          onModeChange={setPreviewMode}
          sx={{ position: { lg: 'sticky' }, top: { lg: 72 }, maxHeight: { lg: 'calc(100vh - 88px)' }, overflowY: { lg: 'auto' }, outlineOffset: 2 }}
        />
      </Box>
      <Confirm
        isOpen={confirmRemove}
        title={words.t('dark.remove')}
        content={words.t('dark.confirm')}
        confirm={words.t('dark.remove')}
        onConfirm={removeDark}
        onClose={() => setConfirmRemove(false)}
      />
    </ThemeEditorContext.Provider>
  );
}

export default ThemeEditor;
