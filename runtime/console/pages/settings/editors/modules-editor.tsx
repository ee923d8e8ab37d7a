/**
 * The modules payload (back-office §2 Home page modules, §3 Module): a tab per page scope (home,
 * analysis), the page's modules top to bottom — added by type, moved, removed — and the chosen
 * module's own form (its variant, items with per-language copy, segments, navigation, schedules,
 * news feed, icons: whatever its schema holds). One module's form at a time keeps a long page quick.
 */
import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Box, Button, Chip, FormControl, IconButton, InputLabel, List, ListItem, ListItemButton, ListItemIcon, ListItemText, MenuItem, Paper, Select,
  Stack, Tab, Tabs, Typography,
} from '@mui/material';
import { ModuleName, ModuleScope, type ModulesPayload, type PageModule } from '../../../../../schemas/settings/modules.js';
import { issuesUnder, type KindEditorProps, type PayloadIssue } from '../kind-editor.js';
import { useSettingsWords } from '../settings-words.js';
import { initialValue } from './initial-value.js';
import { definitionFormSchema } from './payload-schemas.js';
import { SchemaForm } from './schema-form.js';

const schemaOf = (type: ModuleName) => definitionFormSchema('modules', `${type}Module`);
/** The contract's title of a module type: what shows where the words lack the type. */
const contractTitle = (type: ModuleName): string => (typeof schemaOf(type).title === 'string' ? (schemaOf(type).title as string) : type);

/** A module id not yet used on the page: `offers-2`. */
function freshId(type: ModuleName, modules: readonly PageModule[]): string {
  const stem = type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  let n = 1;
  while (modules.some((m) => m.id === `${stem}-${n}`)) n += 1;
  return `${stem}-${n}`;
}

interface PageModulesProps {
  readonly modules: readonly PageModule[];
  onChange(next: PageModule[]): void;
  readonly readOnly: boolean;
  readonly issues: readonly PayloadIssue[];
  readonly scopeName: string;
}

function PageModules({ modules, onChange, readOnly, issues, scopeName }: PageModulesProps) {
  const words = useSettingsWords();
  const id = useId();
  const typeTitle = (type: ModuleName) => words.maybe(`modules.types.${type}`, contractTitle(type));
  const [selected, setSelected] = useState(0);
  const [adding, setAdding] = useState<ModuleName>(ModuleName.options[0]!);
  const current = Math.min(selected, modules.length - 1);
  const module = modules[current];
  const nameOf = (m: PageModule) => m.name || typeTitle(m.type);

  const move = (from: number, to: number) => {
    const next = [...modules];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setSelected(to);
  };
  const add = () => {
    const created = { ...(initialValue(schemaOf(adding)) as PageModule), id: freshId(adding, modules) };
    onChange([...modules, created]);
    setSelected(modules.length);
  };
  const remove = (index: number) => {
    onChange(modules.filter((_m, i) => i !== index));
    setSelected(Math.max(0, index - 1));
  };
  const listIssues = issues.filter((issue) => typeof issue.path[0] !== 'number' || issue.path.length === 1);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
        {modules.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">{words.t('modules.empty')}</Typography>
        )}
        <List dense aria-label={words.t('modules.list', { scope: scopeName })}>
          {modules.map((m, i) => {
            const hasIssues = issuesUnder(issues, [i]).length > 0;
            return (
              <ListItem key={`${m.id}:${i}`} disablePadding>
                <ListItemButton selected={i === current} onClick={() => setSelected(i)} aria-current={i === current ? 'true' : undefined}>
                  {hasIssues && (
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <ErrorIcon color="error" fontSize="small" titleAccess={words.t('modules.hasIssues')} />
                    </ListItemIcon>
                  )}
                  <ListItemText primary={nameOf(m)} secondary={`${typeTitle(m.type)} · ${m.id}`} />
                  {!m.enabled && <Chip size="small" label={words.t('modules.off')} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        {listIssues.map((issue, i) => (
          <Typography key={i} variant="body2" color="error" sx={{ px: 2, pb: 1 }}>{issue.message}</Typography>
        ))}
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
            <FormControl size="small" sx={{ flex: 1 }}>
              <InputLabel id={`${id}-type`}>{words.t('modules.type')}</InputLabel>
              <Select labelId={`${id}-type`} label={words.t('modules.type')} value={adding} onChange={(e) => setAdding(e.target.value as ModuleName)}>
                {ModuleName.options.map((type) => <MenuItem key={type} value={type}>{typeTitle(type)}</MenuItem>)}
              </Select>
            </FormControl>
            <Button startIcon={<AddIcon />} onClick={add}>{words.t('modules.add')}</Button>
          </Stack>
        )}
      </Paper>
      {module && (
        <Box component="section" aria-label={nameOf(module)} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h3" sx={{ flex: 1 }}>{nameOf(module)}</Typography>
            {!readOnly && (
              <>
                <IconButton disabled={current === 0} onClick={() => move(current, current - 1)} aria-label={words.t('modules.up', { name: nameOf(module) })}><ArrowUpwardIcon /></IconButton>
                <IconButton disabled={current === modules.length - 1} onClick={() => move(current, current + 1)} aria-label={words.t('modules.down', { name: nameOf(module) })}><ArrowDownwardIcon /></IconButton>
                <IconButton onClick={() => remove(current)} aria-label={words.t('modules.remove', { name: nameOf(module) })}><DeleteIcon /></IconButton>
              </>
            )}
          </Stack>
          <SchemaForm
            key={`${current}:${module.type}`}
            schema={schemaOf(module.type)}
            value={module}
            onChange={(next) => onChange(modules.map((m, i) => (i === current ? (next as PageModule) : m)))}
            readOnly={readOnly}
            issues={issuesUnder(issues, [current])}
          />
        </Box>
      )}
    </Stack>
  );
}

export function ModulesEditor({ value, onChange, readOnly, issues }: KindEditorProps<ModulesPayload>) {
  const words = useSettingsWords();
  const id = useId();
  const [tab, setTab] = useState(0);
  const scope = ModuleScope.options[tab]!;
  const scopeName = (s: ModuleScope) => words.t(`modules.scope.${s}`);
  const count = (s: ModuleScope) => issuesUnder(issues, [s]).length;
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label={words.t('modules.scopes')} sx={{ mb: 2 }}>
        {ModuleScope.options.map((s, i) => (
          <Tab key={s} id={`${id}-tab-${i}`} aria-controls={`${id}-panel`} label={count(s) > 0 ? words.t('sections.withIssues', { name: scopeName(s) }) : scopeName(s)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        <PageModules
          key={scope}
          modules={value[scope] ?? []}
          onChange={(next) => onChange({ ...value, [scope]: next })}
          readOnly={readOnly}
          issues={issuesUnder(issues, [scope])}
          scopeName={scopeName(scope)}
        />
      </Box>
    </Box>
  );
}
