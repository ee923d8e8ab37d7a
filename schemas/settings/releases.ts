/**
 * Drafts and releases of organisation settings (back-office §3 Drafts and releases, §4, §5, §7
 * Settings; platform-contract §5). Release fields, status and sync are ours
 * (docs/decisions.md "Settings releases" and "Settings environment sync").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../core/domain.js';
import { BooleanString, ObjectId, OrganisationCode, Timestamp } from '../core/primitives.js';
import { syncTargetFields } from '../secret.js';
import { Theme } from './theme.js';
import { ChatScriptOrigins, FeatureFlagsPayload } from './feature-flags.js';
import { CustomFavoritesPayload } from './favorites.js';
import { ModulesPayload } from './modules.js';
import { FeatureConfigurationsPayload, PublicFeatureConfigurations } from './feature-configurations.js';

/** back-office §3: "Payload kinds: theme, featureFlags, customFavorites, modules, featureConfigurations". */
export const SettingsKind = z.enum(['theme', 'featureFlags', 'customFavorites', 'modules', 'featureConfigurations']);
export type SettingsKind = z.infer<typeof SettingsKind>;

/** back-office §7: the path segment of each kind: "themes, feature-flags, modules, feature-configurations and custom-favorites". */
export const SettingsPathSegment = z.enum(['themes', 'feature-flags', 'modules', 'feature-configurations', 'custom-favorites']);
export type SettingsPathSegment = z.infer<typeof SettingsPathSegment>;

/** back-office §7: kind → path segment. */
export const SETTINGS_KIND_PATH = {
  theme: 'themes',
  featureFlags: 'feature-flags',
  customFavorites: 'custom-favorites',
  modules: 'modules',
  featureConfigurations: 'feature-configurations',
} as const satisfies Record<SettingsKind, SettingsPathSegment>;

/** back-office §3: the payload schema of each kind. */
export const SETTINGS_PAYLOAD = {
  theme: Theme,
  featureFlags: FeatureFlagsPayload,
  customFavorites: CustomFavoritesPayload,
  modules: ModulesPayload,
  featureConfigurations: FeatureConfigurationsPayload,
} as const satisfies Record<SettingsKind, z.ZodType>;

export const BYPASS_CACHE_MESSAGE = "bypassCache must be 'true' or 'false'";

/** back-office §5, platform-contract §5: "Release query flag bypassCache: 'true' or 'false'". */
export const BypassCacheQuery = z.object({
  bypassCache: z.enum(BooleanString.options, { error: BYPASS_CACHE_MESSAGE }).optional(),
});

/** One entry per settings kind, in SettingsKind order. */
function perKind<T>(of: (kind: SettingsKind) => T): Record<SettingsKind, T> {
  return Object.fromEntries(SettingsKind.options.map((kind) => [kind, of(kind)])) as Record<SettingsKind, T>;
}

/** Each kind's schema made nullable: null where a kind was never released. */
function nullablePerKind<T extends Record<SettingsKind, z.ZodType>>(byKind: T) {
  return perKind((kind) => byKind[kind].nullable()) as { [K in SettingsKind]: z.ZodNullable<T[K]> };
}

/** Each kind's payload with every top-level key optional. */
function partialPerKind<T extends Record<SettingsKind, z.ZodObject>>(byKind: T) {
  return perKind((kind) => byKind[kind].partial()) as {
    [K in SettingsKind]: z.ZodObject<{ -readonly [F in keyof T[K]['shape']]: z.ZodOptional<T[K]['shape'][F]> }, T[K]['_zod']['config']>;
  };
}

/** Each kind's schema, in SettingsKind order, for a union told apart by kind. */
function listPerKind<R extends Record<SettingsKind, z.ZodObject>>(byKind: R) {
  return SettingsKind.options.map((kind) => byKind[kind]) as [R[SettingsKind], ...R[SettingsKind][]];
}

/** back-office §3: "A draft is one such payload saved per organisation". */
function draftOf<const K extends SettingsKind>(kind: K, title: string) {
  return z
    .object({
      _id: ObjectId.meta({ 'x-ui': { hidden: true } }),
      organisation: OrganisationCode.meta({ title: 'Organisation', 'x-ui': { readonly: true } }),
      kind: z.literal(kind),
      payload: SETTINGS_PAYLOAD[kind],
      createdAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
      updatedAt: Timestamp.meta({ title: 'Saved', 'x-ui': { readonly: true } }),
      updatedBy: ObjectId.meta({ description: 'Admin who saved it last', 'x-ui': { readonly: true } }),
    })
    .meta({ title });
}

/** back-office §3: "A release is a base release plus the payload": id, organisation, kind, version, when and by whom. */
function releaseOf<const K extends SettingsKind>(kind: K, title: string) {
  return z
    .object({
      _id: ObjectId.meta({ 'x-ui': { hidden: true } }),
      organisation: OrganisationCode.meta({ title: 'Organisation', 'x-ui': { readonly: true } }),
      kind: z.literal(kind),
      version: z.number().int().min(1).meta({ title: 'Version', description: 'Counts up per organisation and kind', 'x-ui': { readonly: true } }),
      createdAt: Timestamp.meta({ title: 'Released', 'x-ui': { readonly: true } }),
      createdBy: ObjectId.meta({ title: 'Released by', 'x-ui': { readonly: true } }),
      payload: SETTINGS_PAYLOAD[kind],
    })
    .meta({ title });
}

/** back-office §3 Drafts: a theme draft. */
export const ThemeDraft = draftOf('theme', 'Theme draft');
/** back-office §3 Drafts: a feature flags draft. */
export const FeatureFlagsDraft = draftOf('featureFlags', 'Feature flags draft');
/** back-office §3 Drafts: a custom favorites draft. */
export const CustomFavoritesDraft = draftOf('customFavorites', 'Custom favorites draft');
/** back-office §3 Drafts: a modules draft. */
export const ModulesDraft = draftOf('modules', 'Modules draft');
/** back-office §3 Drafts: a feature configurations draft. */
export const FeatureConfigurationsDraft = draftOf('featureConfigurations', 'Feature configurations draft');

/** back-office §3 Releases: a theme release. */
export const ThemeRelease = releaseOf('theme', 'Theme release');
/** back-office §3 Releases: a feature flags release. */
export const FeatureFlagsRelease = releaseOf('featureFlags', 'Feature flags release');
/** back-office §3 Releases: a custom favorites release. */
export const CustomFavoritesRelease = releaseOf('customFavorites', 'Custom favorites release');
/** back-office §3 Releases: a modules release. */
export const ModulesRelease = releaseOf('modules', 'Modules release');
/** back-office §3 Releases: a feature configurations release (full variant). */
export const FeatureConfigurationsRelease = releaseOf('featureConfigurations', 'Feature configurations release');

/** Each kind's draft and release schema, for the schemas below that list every kind. */
const DRAFTS = {
  theme: ThemeDraft,
  featureFlags: FeatureFlagsDraft,
  customFavorites: CustomFavoritesDraft,
  modules: ModulesDraft,
  featureConfigurations: FeatureConfigurationsDraft,
} as const satisfies Record<SettingsKind, z.ZodType>;
const RELEASES = {
  theme: ThemeRelease,
  featureFlags: FeatureFlagsRelease,
  customFavorites: CustomFavoritesRelease,
  modules: ModulesRelease,
  featureConfigurations: FeatureConfigurationsRelease,
} as const satisfies Record<SettingsKind, z.ZodType>;

/** Any draft, told apart by kind. */
export const SettingsDraft = z.discriminatedUnion('kind', listPerKind(DRAFTS)).meta({ title: 'Draft' });
export type SettingsDraft = z.infer<typeof SettingsDraft>;

/** Any release, told apart by kind. */
export const SettingsRelease = z.discriminatedUnion('kind', listPerKind(RELEASES)).meta({ title: 'Release' });
export type SettingsRelease = z.infer<typeof SettingsRelease>;

/** back-office §7 GET /v3/settings/drafts/{org}: the organisation's drafts, one per kind that has one. */
export const OrganisationDrafts = z.object(DRAFTS).partial().meta({ title: 'Drafts of an organisation' });
export type OrganisationDrafts = z.infer<typeof OrganisationDrafts>;

/** Draft bodies: POST creates and PUT replaces with the whole payload; PATCH merges its top-level keys. */
export const SETTINGS_PATCH_PAYLOAD = partialPerKind(SETTINGS_PAYLOAD);

/** One kind's state for an organisation (back-office §7 GET /releases/status; ours). */
export const SettingsKindStatus = z
  .object({
    latestVersion: z.number().int().min(1).nullable().meta({ description: 'null: never released' }),
    releasedAt: Timestamp.nullable(),
    draftUpdatedAt: Timestamp.nullable().meta({ description: 'null: no draft' }),
    unreleasedChanges: z.boolean().meta({ description: 'The draft was saved after the latest release' }),
  })
  .meta({ title: 'Kind status' });

/** back-office §7 GET /v3/settings/releases/status: per organisation, each kind's release state. */
export const ReleasesStatus = z
  .array(z.object({ organisation: OrganisationCode, kinds: z.object(perKind(() => SettingsKindStatus)) }))
  .meta({ title: 'Releases status' });
export type ReleasesStatus = z.infer<typeof ReleasesStatus>;

/** back-office §7 GET /v3/settings/releases/full/{org}: the latest release of every kind, full variants, with their metadata. */
export const FullSettingsRelease = z
  .object({ organisation: OrganisationCode, ...nullablePerKind(RELEASES) })
  .meta({ title: 'Full settings release' });
export type FullSettingsRelease = z.infer<typeof FullSettingsRelease>;

/**
 * back-office §7 "A plain fetch of GET {base}/v3/settings/releases/{organisation} gets the latest
 * settings release": what apps and the portal read — each kind's latest payload, feature
 * configurations in their PUBLIC variant; null where a kind was never released.
 */
export const LatestSettingsRelease = z
  .object({
    organisation: OrganisationCode,
    versions: z.partialRecord(SettingsKind, z.number().int().min(1)).meta({ description: 'Version of each kind released' }),
    ...nullablePerKind({ ...SETTINGS_PAYLOAD, featureConfigurations: PublicFeatureConfigurations }),
    // The platform's allow-list (issue 19 §5): the portal loads a chat widget script only from these.
    chatScriptOrigins: ChatScriptOrigins.shape.origins.optional().meta({ description: 'Origins a chat widget script may be loaded from (absent: none)' }),
  })
  .meta({ title: 'Settings release', description: 'The latest published settings of an organisation, as customers may see them' });
export type LatestSettingsRelease = z.infer<typeof LatestSettingsRelease>;

export const SETTINGS_SYNC_EMPTY = 'Give at least one draft or release to sync';

/** back-office §4, §7 "Settings environment sync: body drafts, releases" (path and the rest ours). */
export const SettingsSyncBody = z
  .strictObject({
    ...syncTargetFields,
    drafts: z.array(SettingsDraft).default([]),
    releases: z.array(SettingsRelease).default([]),
  })
  .refine((b) => b.drafts.length + b.releases.length > 0, { message: SETTINGS_SYNC_EMPTY })
  .meta({ title: 'Settings sync' });
export type SettingsSyncBody = z.infer<typeof SettingsSyncBody>;

export const releasesDomain = defineDomain({
  name: 'settings/releases',
  spec: ['back-office §3 Drafts and releases', 'back-office §4', 'back-office §5', 'back-office §7 Settings: drafts and releases (base /v3/settings)'],
  enums: { SettingsKind, SettingsPathSegment },
  entities: {
    ThemeDraft, FeatureFlagsDraft, CustomFavoritesDraft, ModulesDraft, FeatureConfigurationsDraft,
    ThemeRelease, FeatureFlagsRelease, CustomFavoritesRelease, ModulesRelease, FeatureConfigurationsRelease,
    SettingsDraft, SettingsRelease, OrganisationDrafts, SettingsKindStatus, ReleasesStatus, FullSettingsRelease, LatestSettingsRelease,
    SettingsSyncBody,
  },
  rules: {
    bypassCache: rule({
      spec: 'back-office §5',
      summary: "Release query flag bypassCache: 'true' or 'false'",
      schema: BypassCacheQuery,
      messages: [BYPASS_CACHE_MESSAGE],
    }),
    settingsSyncTarget: rule({
      spec: 'back-office §5',
      summary: 'Environment sync targets: only local, staging, develop; at least one draft or release',
      schema: SettingsSyncBody,
      messages: [SETTINGS_SYNC_EMPTY],
    }),
  },
});
