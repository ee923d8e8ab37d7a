/**
 * Per-organisation secrets (API keys of integrations) and their environment sync (back-office §3
 * Secret, §4, §5, §6, §7 Secrets, §8).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { ObjectId, OrganisationCode, Timestamp } from './core/primitives.js';
import { uniqueBy } from './core/refinements.js';
import { FeatureConfigurationKey } from './settings/feature-configurations.js';

/** back-office §5: the message for a key that is not a known secret key (wording ours). */
export const UNKNOWN_SECRET_KEY = 'Unknown secret key';

/** back-office §3 Secret: "Only the key HARK_API_KEY (category Hark) exists"; §5 "Secret key must be a known key". */
export const SecretKey = z.enum(['HARK_API_KEY'], { error: UNKNOWN_SECRET_KEY });
export type SecretKey = z.infer<typeof SecretKey>;

/** back-office §3 Secret: the categories secrets are grouped by (only Hark). */
export const SecretCategory = z.enum(['Hark']);
export type SecretCategory = z.infer<typeof SecretCategory>;

/** back-office §3 Secret, §5: "Targets: local, staging, develop"; "Environment sync targets: only local, staging, develop". */
export const SyncTarget = z.enum(['local', 'staging', 'develop']);
export type SyncTarget = z.infer<typeof SyncTarget>;

/** back-office §8: exact message when the definitions hold a key twice. */
export const DUPLICATE_SECRET_KEY = 'Duplicate secret key found';
/** back-office §5: the message for an empty secret value (wording ours). */
export const SECRET_VALUE_EMPTY = 'Secret value must not be empty';

/** back-office §5: "Secret value: trimmed string, at least 1 character". */
export const SecretValue = z.string().trim().min(1, SECRET_VALUE_EMPTY);

/** back-office §3 Secret: "Fields: _id, key, value, createdAt, updatedAt, updatedBy, organisation". */
export const Secret = z
  .object({
    _id: ObjectId.meta({ 'x-ui': { readonly: true, hidden: true } }),
    key: SecretKey.meta({ title: 'Key', 'x-ui': { order: 1 } }),
    value: z.string().meta({ title: 'Value', 'x-ui': { order: 2, widget: 'password' } }),
    createdAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedBy: ObjectId.meta({ description: 'Admin who last changed it', 'x-ui': { readonly: true } }),
    organisation: OrganisationCode.meta({ 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Secret' });
export type Secret = z.infer<typeof Secret>;

/**
 * Days after its last change a secret is due for rotation (issue 20 §1 rotateSecrets; docs/decisions.md
 * "Secret rotation age").
 */
export const SECRET_ROTATION_DAYS = 90;

/**
 * back-office §3 Secret: "Secret metadata is the secret without its value"; with when it is due for
 * rotation (SECRET_ROTATION_DAYS after updatedAt) and whether the rotateSecrets job has flagged it as
 * past that (until a new value is set).
 */
export const SecretMeta = Secret.omit({ value: true })
  .extend({
    rotateBy: Timestamp.meta({ title: 'Rotate by', description: `${SECRET_ROTATION_DAYS} days after the last change`, 'x-ui': { readonly: true } }),
    rotationDue: z.boolean().meta({ title: 'Rotation due', description: 'Flagged by the rotateSecrets job: past its rotation age', 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Secret (without value)' });
export type SecretMeta = z.infer<typeof SecretMeta>;

/** back-office §5: "Secret value: trimmed string, at least 1 character" (body of POST and PUT /v4/secrets/{org}/{key}). */
export const SecretValueBody = z
  .object({ value: SecretValue.meta({ title: 'Value', 'x-ui': { widget: 'password' } }) })
  .meta({ title: 'Secret value' });
export type SecretValueBody = z.infer<typeof SecretValueBody>;

/**
 * back-office §3 Secret: a secret definition: its key, category and linked feature configuration.
 * "It is customer-visible when that configuration's visibleForCustomers flag is set."
 */
export const SecretDefinition = z
  .object({
    key: SecretKey,
    category: SecretCategory,
    featureConfiguration: FeatureConfigurationKey.meta({ description: 'The feature configuration the secret belongs to' }),
  })
  .meta({ title: 'Secret definition' });
export type SecretDefinition = z.infer<typeof SecretDefinition>;

/** back-office §5: "Secret key must be a known key. Duplicate secret definitions are rejected at load." */
export const SecretDefinitionList = z
  .array(SecretDefinition)
  .superRefine(uniqueBy((d) => d.key, DUPLICATE_SECRET_KEY, ['key']))
  .meta({ title: 'Secret definitions' });
export type SecretDefinitionList = z.infer<typeof SecretDefinitionList>;

/** Validates secret definitions at load; throws with the first message ('Duplicate secret key found', unknown key). */
export function loadSecretDefinitions(input: unknown): SecretDefinitionList {
  const parsed = SecretDefinitionList.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid secret definitions');
  return parsed.data;
}

/** back-office §3 Secret: the definitions list. HARK_API_KEY (Hark) belongs to the hark feature configuration. */
export const SECRET_DEFINITIONS: SecretDefinitionList = loadSecretDefinitions([
  { key: 'HARK_API_KEY', category: 'Hark', featureConfiguration: 'hark' },
]);

/**
 * back-office §3, §6: a secret is customer-facing when its configuration's visibleForCustomers is
 * set; ORG_ADMIN sees only those.
 */
export function isCustomerFacingSecret(
  key: SecretKey,
  configurations: Partial<Record<FeatureConfigurationKey, { readonly visibleForCustomers?: boolean }>>,
  definitions: readonly SecretDefinition[] = SECRET_DEFINITIONS,
): boolean {
  const def = definitions.find((d) => d.key === key);
  return def !== undefined && configurations[def.featureConfiguration]?.visibleForCustomers === true;
}

/** One secret to write in the target environment (back-office §7 "the sync body carries secrets"). */
export const SecretSyncItem = Secret.pick({ organisation: true, key: true, value: true })
  .extend({ value: SecretValue })
  .meta({ title: 'Secret to sync' });
export type SecretSyncItem = z.infer<typeof SecretSyncItem>;

/** back-office §4, §5: where an environment sync goes and the token it signs in with (secret and settings syncs). */
export const syncTargetFields = {
  targetEnvironment: SyncTarget.meta({ title: 'Target environment' }),
  token: z.string().min(1).meta({ title: 'Token of the target environment', 'x-ui': { widget: 'password' } }),
};

/**
 * back-office §4, §7: "Environment sync under /v4/secrets: body targetEnvironment and a token; the
 * sync body carries secrets" (docs/decisions.md "Secret environment sync").
 */
export const SecretSyncBody = z
  .strictObject({
    ...syncTargetFields,
    secrets: z.array(SecretSyncItem).min(1).meta({ title: 'Secrets' }),
  })
  .meta({ title: 'Secret sync' });
export type SecretSyncBody = z.infer<typeof SecretSyncBody>;

export const secretDomain = defineDomain({
  name: 'secret',
  spec: ['back-office §3 Secret', 'back-office §5', 'back-office §6', 'back-office §7 Secrets', 'back-office §8'],
  enums: { SecretKey, SecretCategory, SyncTarget },
  entities: { Secret, SecretMeta, SecretValueBody, SecretDefinition, SecretDefinitionList, SecretSyncItem, SecretSyncBody },
  rules: {
    secretValue: rule({
      spec: 'back-office §5',
      summary: 'Secret value: trimmed string, at least 1 character',
      schema: SecretValueBody,
      messages: [SECRET_VALUE_EMPTY],
    }),
    secretDefinitions: rule({
      spec: 'back-office §5',
      summary: 'Secret key must be a known key; duplicate secret definitions are rejected at load',
      schema: SecretDefinitionList,
      messages: [DUPLICATE_SECRET_KEY, UNKNOWN_SECRET_KEY],
    }),
    syncTarget: rule({
      spec: 'back-office §5',
      summary: 'Environment sync targets: only local, staging, develop',
      schema: SecretSyncBody,
    }),
  },
});
