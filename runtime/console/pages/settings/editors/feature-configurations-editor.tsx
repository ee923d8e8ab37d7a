/**
 * The feature configurations (back-office §3 Feature flag and feature configuration, §5, §6): per
 * configuration its category, the enabled and visibleForCustomers switches, and its fields by type.
 * Each switch and field is editable only where the admin's scope holds READ/WRITE on it, read-only
 * with READ and hidden without access — the definitions in the contract say which, and the server
 * checks the same grants on save. Each field says whether customers see it (the public variant) or
 * only staff and integrations (the full variant); the bridge configuration is the `bridge` one.
 */
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { AdminScope } from '../../../../../schemas/admin.js';
import {
  FEATURE_CONFIGURATION_DEFINITIONS, FeatureConfigurationDefinition, FeatureConfigurationKey, publicFieldKeys, RESERVED_FIELD_KEYS,
  type FeatureConfigurationsPayload, type FieldAccess, type FieldAccessMap, type FieldType,
} from '../../../../../schemas/settings/feature-configurations.js';
import { issuesUnder, type KindEditorProps, type PayloadIssue } from '../kind-editor.js';
import { useSettingsWords } from '../settings-words.js';
import { ConfigurationField } from './configuration-field.js';
import { humanised } from './form-schema.js';

interface FieldView {
  readonly key: string;
  readonly type: FieldType;
  readonly label?: string;
  readonly enumValues?: readonly string[];
  readonly public: boolean;
  readonly access: FieldAccessMap;
}

const grant = (access: FieldAccessMap, scope: AdminScope | undefined): FieldAccess | undefined => (scope ? access[scope] : undefined);

function ConfigurationCard({ configKey, values, onChange, scope, readOnly, issues }: {
  readonly configKey: FeatureConfigurationKey;
  readonly values: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  readonly scope: AdminScope | undefined;
  readonly readOnly: boolean;
  readonly issues: readonly PayloadIssue[];
}) {
  const words = useSettingsWords();
  const definition = FEATURE_CONFIGURATION_DEFINITIONS[configKey];
  // The definitions are the contract's; should one break its own rules (a reserved key), say so at the field.
  const checked = FeatureConfigurationDefinition.safeParse(definition);
  const definitionIssue = (index: number) =>
    checked.error?.issues.filter((i) => i.path[0] === 'fields' && i.path[1] === index).map((i) => i.message).join(' ') || undefined;
  const fields = (definition.fields as readonly FieldView[]).filter((f) => grant(f.access, scope) !== undefined);
  const switches = grant(definition.access, scope);
  if (switches === undefined && fields.length === 0) return null;
  const name = words.maybe(`configurations.names.${configKey}`, humanised(configKey));
  const label = (f: FieldView) => words.maybe(`configurations.fields.${f.key}`, f.label ?? humanised(f.key));
  const errorAt = (key: string) => {
    const found = issuesUnder(issues, [key]).map((i) => i.message);
    return found.length > 0 ? found.join(' ') : undefined;
  };
  const set = (key: string, next: unknown) => {
    const out = { ...values };
    if (next === undefined) delete out[key];
    else out[key] = next;
    onChange(out);
  };
  const shown = values.visibleForCustomers === true ? ['enabled', ...publicFieldKeys(definition)] : [];
  const wholeIssues = issuesUnder(issues, []).filter((i) => i.path.length === 0).map((i) => i.message);

  return (
    <Card variant="outlined" component="section" aria-label={name}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3">{name}</Typography>
          <Chip size="small" label={words.t('configurations.category', { category: words.t(`configurations.categories.${definition.category}`) })} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {shown.length > 0
            ? words.t('configurations.customersSee', { fields: shown.map((k) => (k === 'enabled' ? words.t('configurations.enabled') : label(fields.find((f) => f.key === k) ?? { key: k } as FieldView))).join(', ') })
            : words.t('configurations.customersSeeNothing')}
        </Typography>
        {wholeIssues.map((message) => <Alert key={message} severity="error" sx={{ mb: 1 }}>{message}</Alert>)}
        <Stack spacing={2}>
          {switches !== undefined && (
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {RESERVED_FIELD_KEYS.map((key) => (
                <ConfigurationField
                  key={key} type="boolean" label={words.t(`configurations.${key}`)} value={values[key]} onChange={(next) => set(key, next)}
                  readOnly={readOnly || switches !== 'READ/WRITE'} error={errorAt(key)} valueLabel={(v) => v}
                />
              ))}
            </Stack>
          )}
          {fields.length === 0 && <Typography variant="body2" color="text.secondary">{words.t('configurations.noFields')}</Typography>}
          {fields.map((f) => {
            const locked = readOnly || grant(f.access, scope) !== 'READ/WRITE';
            return (
              <Box key={f.key}>
                <ConfigurationField
                  type={f.type} label={label(f)} enumValues={f.enumValues} value={values[f.key]} onChange={(next) => set(f.key, next)}
                  readOnly={locked} error={definitionIssue((definition.fields as readonly FieldView[]).indexOf(f)) ?? errorAt(f.key)}
                  help={words.maybe(`configurations.help.${f.key}`, '') || undefined}
                  valueLabel={(v) => words.maybe(`configurations.values.${v}`, humanised(v))}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                  <Chip size="small" variant="outlined" label={f.public ? words.t('configurations.public') : words.t('configurations.staffOnly')} />
                  {locked && !readOnly && <Chip size="small" variant="outlined" label={words.t('configurations.readOnlyField')} />}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function FeatureConfigurationsEditor({ value, onChange, readOnly, issues }: KindEditorProps<FeatureConfigurationsPayload>) {
  const words = useSettingsWords();
  const { permissions } = usePermissions<{ scope?: AdminScope } | undefined>();
  const payload = value as unknown as Record<string, Record<string, unknown> | undefined>;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{words.t('configurations.variants')}</Alert>
      {FeatureConfigurationKey.options.map((key) => (
        <ConfigurationCard
          key={key} configKey={key} values={payload[key] ?? {}} scope={permissions?.scope} readOnly={readOnly}
          onChange={(next) => onChange({ ...value, [key]: next } as FeatureConfigurationsPayload)}
          issues={issuesUnder(issues, [key])}
        />
      ))}
    </Stack>
  );
}
