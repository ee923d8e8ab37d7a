/**
 * The contract's rules on a payload, run in the browser as the admin edits (the server runs the same
 * schema on save): each kind's payload schema, and for feature configurations also the value rules
 * built from each configuration's field definitions, whose messages name e-mail and URL fields
 * (back-office §5). Also where an editor starts when nothing was saved or published yet. Loaded with
 * the kind pages only: it brings zod and the settings schemas.
 */
import type { z } from 'zod';
import { SETTINGS_PAYLOAD, type SettingsKind } from '../../../../schemas/settings/releases.js';
import {
  FEATURE_CONFIGURATION_DEFINITIONS, FeatureConfigurationKey, FeatureConfigurationsPayload, featureConfigurationValuesSchema, type FieldShape,
} from '../../../../schemas/settings/feature-configurations.js';
import { PortalTenantConfig } from '../../../../schemas/settings/feature-flags.js';
import { Currency } from '../../../../schemas/geography.js';
import { PortalLoginMethod } from '../../../../schemas/auth.js';
import type { KindPayload, PayloadIssue } from './kind-editor.js';

const issuesOf = (error: z.ZodError, prefix: readonly (string | number)[] = []): PayloadIssue[] =>
  error.issues.map((issue) => ({ path: [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message }));

/** A configuration's values without nulls: the value rules read a null as "not set", as the payload schema does. */
function withoutNulls(values: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries((values ?? {}) as Record<string, unknown>).filter(([, v]) => v !== null));
}

function configurationIssues(payload: unknown): PayloadIssue[] {
  const out: PayloadIssue[] = [];
  for (const key of FeatureConfigurationKey.options) {
    const values = (payload as Record<string, unknown> | null)?.[key];
    if (values === undefined) continue;
    const definition = FEATURE_CONFIGURATION_DEFINITIONS[key] as unknown as { readonly fields: readonly FieldShape[] };
    const checked = featureConfigurationValuesSchema(definition).safeParse(withoutNulls(values));
    if (!checked.success) out.push(...issuesOf(checked.error, [key]));
  }
  return out;
}

/** The contract's issues with a payload of `kind`; empty when it may be saved. */
export function payloadIssues(kind: SettingsKind, payload: unknown): PayloadIssue[] {
  const checked = SETTINGS_PAYLOAD[kind].safeParse(payload);
  const issues = checked.success ? [] : issuesOf(checked.error);
  if (kind !== 'featureConfigurations') return issues;
  // The field rules' own messages first; one message per field.
  const seen = new Set<string>();
  return [...configurationIssues(payload), ...issues].filter((issue) => {
    const at = issue.path.join('.');
    if (issue.path.length > 1 && seen.has(at)) return false;
    seen.add(at);
    return true;
  });
}

/** Where an editor starts when the organisation has neither a draft nor a release of the kind. */
export function emptyPayload<K extends SettingsKind>(kind: K): KindPayload<K> {
  const empty: { readonly [P in SettingsKind]: () => KindPayload<P> } = {
    theme: () => ({ light: { backgroundColors: ['#ffffff'], foregroundColor: '#1a1a1a', accentColor: '#0b5cad', accentBackgroundColor: '#e3eefa' } }),
    modules: () => ({ home: [], analysis: [] }),
    customFavorites: () => ({ customFavorites: [] }),
    featureFlags: () => ({
      flags: [],
      portal: PortalTenantConfig.parse({ signInMethods: [PortalLoginMethod.options[0]], currency: Currency.options[0], languages: ['en'] }),
    }),
    featureConfigurations: () =>
      FeatureConfigurationsPayload.parse(Object.fromEntries(FeatureConfigurationKey.options.map((key) => [key, {}]))),
  };
  return empty[kind]();
}
