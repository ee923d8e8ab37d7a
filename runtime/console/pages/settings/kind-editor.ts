/**
 * The one shape every kind's editor has (the theme editor in ./theme, the RJSF editors in ./editors,
 * the feature configurations form): the payload in, each change out as a whole new payload, read-only
 * where the admin's scope may not save drafts, and the contract's issues to show at their fields.
 */
import type { SettingsKind } from '../../../../schemas/settings/releases.js';
import type { Theme } from '../../../../schemas/settings/theme.js';
import type { ModulesPayload } from '../../../../schemas/settings/modules.js';
import type { CustomFavoritesPayload } from '../../../../schemas/settings/favorites.js';
import type { FeatureFlagsPayload } from '../../../../schemas/settings/feature-flags.js';
import type { FeatureConfigurationsPayload } from '../../../../schemas/settings/feature-configurations.js';

/** One problem the contract finds in a payload, at the path of the field it concerns ([]: the whole). */
export interface PayloadIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export interface KindEditorProps<T> {
  readonly value: T;
  onChange(next: T): void;
  readonly readOnly: boolean;
  readonly issues?: readonly PayloadIssue[];
}

/** Each kind's payload type. */
export interface KindPayloads {
  readonly theme: Theme;
  readonly modules: ModulesPayload;
  readonly customFavorites: CustomFavoritesPayload;
  readonly featureFlags: FeatureFlagsPayload;
  readonly featureConfigurations: FeatureConfigurationsPayload;
}

export type KindPayload<K extends SettingsKind> = KindPayloads[K];

/** The issues under `prefix`, their paths made relative to it. */
export function issuesUnder(issues: readonly PayloadIssue[] | undefined, prefix: readonly (string | number)[]): PayloadIssue[] {
  return (issues ?? [])
    .filter((issue) => prefix.every((part, i) => String(issue.path[i]) === String(part)))
    .map((issue) => ({ path: issue.path.slice(prefix.length), message: issue.message }));
}
