/**
 * Feature configurations: per-organisation settings of a feature, described by field definitions
 * that say each field's type, whether customers may see it and what each admin scope may do with it
 * (back-office §3 Feature flag and feature configuration, §5, §6).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../core/domain.js';
import { Email, webUrl } from '../core/primitives.js';
import { AdminScope } from '../admin.js';
import { BridgeConfiguration, BridgeCustomerSearchOption, BridgeEditableUserProperty, BridgeSignInMethod } from '../bridge.js';
import { objectPerValue, uniqueBy } from '../core/refinements.js';

/** back-office §3: the value types a field may have; each also comes as an array of itself. */
const FIELD_BASE_TYPES = ['string', 'enum', 'number', 'boolean', 'email', 'url'] as const;
type FieldBaseType = (typeof FIELD_BASE_TYPES)[number];

/**
 * back-office §3: "Field types of a feature configuration: string, enum, number, boolean, email,
 * url, and arrays of these"; arrays are spelled with [] (docs/decisions.md "Feature configuration field types").
 */
export const FieldType = z.enum([...FIELD_BASE_TYPES, ...FIELD_BASE_TYPES.map((t) => `${t}[]` as const)]);
export type FieldType = z.infer<typeof FieldType>;

/** back-office §3, §6: "Each field grants each admin scope READ or READ/WRITE". */
export const FieldAccess = z.enum(['READ', 'READ/WRITE']);
export type FieldAccess = z.infer<typeof FieldAccess>;

/** back-office §3: "Categories: customer support, bridge, iot native, reports". */
export const FeatureConfigurationCategory = z.enum(['customerSupport', 'bridge', 'iotNative', 'reports']);
export type FeatureConfigurationCategory = z.infer<typeof FeatureConfigurationCategory>;

/**
 * The feature configurations the platform defines (back-office §3, §6): customer support, IoT
 * general settings, Homeside, Hark (linked to the HARK_API_KEY secret), monthly report, bridge.
 */
export const FeatureConfigurationKey = z.enum(['customerSupport', 'iotGeneral', 'homeside', 'hark', 'monthlyReport', 'bridge']);
export type FeatureConfigurationKey = z.infer<typeof FeatureConfigurationKey>;

/** back-office §3: "Each feature has enabled and visibleForCustomers (default false)". */
const featureSwitches = {
  enabled: z.boolean().default(false).meta({ title: 'Enabled', 'x-ui': { order: 0 } }),
  visibleForCustomers: z.boolean().default(false).meta({ title: 'Visible for customers', 'x-ui': { order: 0 } }),
};

/** back-office §3, §5: "These two field keys are reserved": the switches every configuration has. */
export const RESERVED_FIELD_KEYS = Object.keys(featureSwitches) as readonly (keyof typeof featureSwitches)[];

/** A camelCase key (field, configuration and flag keys), with its caller's message. */
export const CamelCaseKey = (message?: string) => z.string().regex(/^[a-z][A-Za-z0-9]*$/, message);

/** back-office §5: the message when a field definition uses a reserved key (wording ours). */
export const RESERVED_FIELD_KEY_MESSAGE = 'The keys enabled and visibleForCustomers are reserved and cannot be used as field keys';
/** Messages of the value validator built from field definitions (wording ours). */
export const INVALID_EMAIL_MESSAGE = 'Must be a valid e-mail address';
export const INVALID_URL_MESSAGE = 'Must be a valid URL';
/** back-office §8: Homeside messages, exact. */
export const HOMESIDE_ACCOUNT_NAME_REQUIRED = 'Account name is required when the feature is enabled';
export const HOMESIDE_ACCOUNT_NAME_EMPTY = 'Account name cannot be empty';

/** back-office §3, §6: what each admin scope may do with a field; a scope not listed has no access. */
export const FieldAccessMap = objectPerValue(AdminScope.options, FieldAccess.optional()).meta({ title: 'Access', description: 'READ or READ/WRITE per admin scope; absent: no access' });
export type FieldAccessMap = z.infer<typeof FieldAccessMap>;

/** back-office §3, §5: one field of a configuration form. */
export const FieldDefinition = z
  .object({
    key: CamelCaseKey('Field keys are camelCase').meta({ title: 'Key', 'x-ui': { order: 1 } }),
    type: FieldType.meta({ title: 'Type', 'x-ui': { order: 2 } }),
    label: z.string().optional().meta({ title: 'Label', 'x-ui': { order: 3 } }),
    enumValues: z.array(z.string().min(1)).min(1).optional().meta({ title: 'Values', description: 'For enum and enum[] fields', 'x-ui': { order: 4 } }),
    public: z.boolean().meta({ title: 'Public', description: 'Customers may see it when the feature is visible for customers', 'x-ui': { order: 5 } }),
    access: FieldAccessMap.meta({ 'x-ui': { order: 6 } }),
  })
  .superRefine((f, ctx) => {
    if ((RESERVED_FIELD_KEYS as readonly string[]).includes(f.key)) ctx.addIssue({ code: 'custom', path: ['key'], message: RESERVED_FIELD_KEY_MESSAGE });
    const isEnum = f.type === 'enum' || f.type === 'enum[]';
    if (isEnum && !f.enumValues) ctx.addIssue({ code: 'custom', path: ['enumValues'], message: 'Enum fields need enumValues' });
    if (!isEnum && f.enumValues) ctx.addIssue({ code: 'custom', path: ['enumValues'], message: 'Only enum fields take enumValues' });
  })
  .meta({ title: 'Field' });
export type FieldDefinition = z.infer<typeof FieldDefinition>;

/** back-office §3: a configuration's definition: its category, who may switch it, and its fields (unique keys). */
export const FeatureConfigurationDefinition = z
  .object({
    key: CamelCaseKey().meta({ title: 'Key' }),
    category: FeatureConfigurationCategory.meta({ title: 'Category' }),
    access: FieldAccessMap.meta({ description: 'Who may read and switch enabled and visibleForCustomers' }),
    fields: z.array(FieldDefinition).superRefine(uniqueBy((f) => f.key, (f) => `Field key ${f.key} is used twice`, ['key'])),
  })
  .meta({ title: 'Feature configuration definition' });
export type FeatureConfigurationDefinition = z.infer<typeof FeatureConfigurationDefinition>;

/** Platform scopes on every field (ours: docs/decisions.md "Feature configuration access"). */
const PLATFORM_ACCESS = { ADMIN: 'READ/WRITE', SERVICE: 'READ/WRITE', SUPPORT: 'READ' } as const satisfies FieldAccessMap;
/** back-office §6: "IoT general settings and the Homeside account name: org admin read/write; developer, marketing and support read". */
const IOT_ACCESS = { ...PLATFORM_ACCESS, ORG_ADMIN: 'READ/WRITE', ORG_DEVELOPER: 'READ', ORG_MARKETING: 'READ', ORG_SUPPORT: 'READ' } as const satisfies FieldAccessMap;
/** back-office §6: "Monthly report notification setting: org admin read/write, user read". */
const MONTHLY_REPORT_ACCESS = { ...PLATFORM_ACCESS, ORG_ADMIN: 'READ/WRITE', ORG_USER: 'READ' } as const satisfies FieldAccessMap;
/** Customer support and bridge settings (ours): org admin read/write, other organisation roles read. */
const ORG_ACCESS = { ...PLATFORM_ACCESS, ORG_ADMIN: 'READ/WRITE', ORG_SUPPORT: 'READ', ORG_DEVELOPER: 'READ', ORG_MARKETING: 'READ', ORG_USER: 'READ' } as const satisfies FieldAccessMap;

/** A definition as written below: read-only, so field keys and public flags keep their literal types (the public variant reads them). */
type DefinitionInCode = Readonly<Omit<FeatureConfigurationDefinition, 'fields'>> & {
  readonly fields: readonly (Readonly<Omit<FieldDefinition, 'enumValues'>> & { readonly enumValues?: readonly string[] })[];
};

/** back-office §3, §6: the definitions of the platform's feature configurations. */
export const FEATURE_CONFIGURATION_DEFINITIONS = {
  customerSupport: {
    key: 'customerSupport',
    category: 'customerSupport',
    access: ORG_ACCESS,
    fields: [{ key: 'accessibilitySupportEmail', type: 'email', label: 'Accessibility support e-mail', public: true, access: { ...ORG_ACCESS, ORG_SUPPORT: 'READ/WRITE' } }],
  },
  iotGeneral: { key: 'iotGeneral', category: 'iotNative', access: IOT_ACCESS, fields: [] },
  homeside: {
    key: 'homeside',
    category: 'iotNative',
    access: IOT_ACCESS,
    fields: [{ key: 'accountName', type: 'string', label: 'Homeside account name', public: false, access: IOT_ACCESS }],
  },
  hark: { key: 'hark', category: 'iotNative', access: IOT_ACCESS, fields: [] },
  monthlyReport: {
    key: 'monthlyReport',
    category: 'reports',
    access: MONTHLY_REPORT_ACCESS,
    fields: [{ key: 'monthlyReportNotification', type: 'boolean', label: 'Notify when the monthly report is ready', public: false, access: MONTHLY_REPORT_ACCESS }],
  },
  bridge: {
    key: 'bridge',
    category: 'bridge',
    access: ORG_ACCESS,
    fields: [
      { key: 'defaultSignInMethod', type: 'enum', enumValues: [...BridgeSignInMethod.options], public: false, access: ORG_ACCESS },
      { key: 'customerSearchOptions', type: 'enum[]', enumValues: [...BridgeCustomerSearchOption.options], public: false, access: ORG_ACCESS },
      { key: 'defaultCustomerSearchOption', type: 'enum', enumValues: [...BridgeCustomerSearchOption.options], public: false, access: ORG_ACCESS },
      { key: 'editableUserProperties', type: 'enum[]', enumValues: [...BridgeEditableUserProperty.options], public: false, access: ORG_ACCESS },
      { key: 'monthlyReportsEnabled', type: 'boolean', public: false, access: ORG_ACCESS },
      { key: 'supportContactAddress', type: 'email', public: false, access: ORG_ACCESS },
      { key: 'ngenicEnabled', type: 'boolean', public: false, access: ORG_ACCESS },
    ],
  },
} as const satisfies Record<FeatureConfigurationKey, DefinitionInCode>;

/** The zod schema of one field's value, from its type (back-office §5: e-mails and URLs valid). */
export function fieldValueSchema(field: Pick<FieldDefinition, 'type' | 'enumValues'>): z.ZodType {
  const base = field.type.replace('[]', '') as FieldBaseType;
  const item: z.ZodType = ({
    string: () => z.string(),
    enum: () => z.enum((field.enumValues ?? []) as [string, ...string[]]),
    number: () => z.number(),
    boolean: () => z.boolean(),
    email: () => z.email({ message: INVALID_EMAIL_MESSAGE }),
    url: () => webUrl(INVALID_URL_MESSAGE),
  } satisfies Record<FieldBaseType, () => z.ZodType>)[base]();
  return field.type.endsWith('[]') ? z.array(item) : item;
}

/** The part of a field definition the value validator reads. */
export type FieldShape = Pick<FieldDefinition, 'key' | 'type' | 'enumValues'>;

/**
 * back-office §3, §5: the value validator built from a definition: enabled and visibleForCustomers
 * (default false), every field optional and typed by its definition, unknown keys rejected.
 */
export function featureConfigurationValuesSchema(definition: { readonly fields: readonly FieldShape[] }) {
  const shape: Record<string, z.ZodType> = { ...featureSwitches };
  for (const f of definition.fields) shape[f.key] = fieldValueSchema(f).optional();
  return z.strictObject(shape);
}

/** back-office §3: "The customerSupport configuration has one public email field, accessibilitySupportEmail". */
export const CustomerSupportConfiguration = z
  .object({ ...featureSwitches, accessibilitySupportEmail: Email.optional().meta({ title: 'Accessibility support e-mail' }) })
  .meta({ title: 'Customer support' });
export type CustomerSupportConfiguration = z.infer<typeof CustomerSupportConfiguration>;

/** back-office §6: IoT general settings. */
export const IotGeneralConfiguration = z.object({ ...featureSwitches }).meta({ title: 'IoT general settings' });
export type IotGeneralConfiguration = z.infer<typeof IotGeneralConfiguration>;

/** back-office §5, §8: "Homeside feature: when enabled, an account name is required and must not be blank". */
export const HomesideConfiguration = z
  .object({ ...featureSwitches, accountName: z.string().nullable().optional().meta({ title: 'Homeside account name' }) })
  .superRefine((c, ctx) => {
    // The rule holds only while the feature is on: a switched-off Homeside may keep any name.
    if (!c.enabled) return;
    if (c.accountName === undefined || c.accountName === null) {
      ctx.addIssue({ code: 'custom', path: ['accountName'], message: HOMESIDE_ACCOUNT_NAME_REQUIRED });
    } else if (c.accountName.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['accountName'], message: HOMESIDE_ACCOUNT_NAME_EMPTY });
    }
  })
  .meta({ title: 'Homeside' });
export type HomesideConfiguration = z.infer<typeof HomesideConfiguration>;

/** back-office §3 Secret: the configuration HARK_API_KEY is linked to. */
export const HarkConfiguration = z.object({ ...featureSwitches }).meta({ title: 'Hark' });
export type HarkConfiguration = z.infer<typeof HarkConfiguration>;

/** back-office §6: the monthly report notification setting. */
export const MonthlyReportConfiguration = z
  .object({ ...featureSwitches, monthlyReportNotification: z.boolean().optional().meta({ title: 'Notify when the monthly report is ready' }) })
  .meta({ title: 'Monthly report' });
export type MonthlyReportConfiguration = z.infer<typeof MonthlyReportConfiguration>;

/** back-office §3 Bridge configuration, as the bridge category's feature configuration. */
export const BridgeFeatureConfiguration = BridgeConfiguration.safeExtend({ ...featureSwitches }).meta({ title: 'Bridge' });
export type BridgeFeatureConfiguration = z.infer<typeof BridgeFeatureConfiguration>;

/** back-office §3: "A configuration has a public and a full variant": the FULL variant, every configuration. */
export const FeatureConfigurationsPayload = z
  .object({
    customerSupport: CustomerSupportConfiguration,
    iotGeneral: IotGeneralConfiguration,
    homeside: HomesideConfiguration,
    hark: HarkConfiguration,
    monthlyReport: MonthlyReportConfiguration,
    bridge: BridgeFeatureConfiguration,
  })
  .meta({ title: 'Feature configurations', description: 'The featureConfigurations payload of a draft or release (full variant)' });
export type FeatureConfigurationsPayload = z.infer<typeof FeatureConfigurationsPayload>;

/** The keys of a definition's public fields. */
export function publicFieldKeys(definition: { readonly fields: readonly Pick<FieldDefinition, 'key' | 'public'>[] }): string[] {
  return definition.fields.filter((f) => f.public).map((f) => f.key);
}

// The public variant's types: the full variant's field schemas, picked by the definitions' public flags.
type FullShape<K extends FeatureConfigurationKey> = (typeof FeatureConfigurationsPayload.shape)[K]['shape'];
type PublicFieldKey<K extends FeatureConfigurationKey> = Extract<(typeof FEATURE_CONFIGURATION_DEFINITIONS)[K]['fields'][number], { readonly public: true }>['key'];

/** A configuration as customers see it: enabled plus the fields its definition marks public, typed as in the full variant. */
function publicVariantOf<K extends FeatureConfigurationKey>(key: K) {
  const full: Record<string, z.ZodType> = FeatureConfigurationsPayload.shape[key].shape;
  const fields = Object.fromEntries(publicFieldKeys(FEATURE_CONFIGURATION_DEFINITIONS[key]).map((f) => [f, full[f]]));
  return z.object({ enabled: z.boolean(), ...fields } as { enabled: z.ZodBoolean } & Pick<FullShape<K>, Extract<PublicFieldKey<K>, keyof FullShape<K>>>);
}

/**
 * back-office §3: the PUBLIC variant: only configurations whose visibleForCustomers is set, each with
 * enabled and its public fields (what customers may see).
 */
export const PublicFeatureConfigurations = z
  .object(
    Object.fromEntries(FeatureConfigurationKey.options.map((key) => [key, publicVariantOf(key).optional()])) as {
      [K in FeatureConfigurationKey]: z.ZodOptional<ReturnType<typeof publicVariantOf<K>>>;
    },
  )
  .meta({ title: 'Public feature configurations', description: 'What customers may see of the feature configurations' });
export type PublicFeatureConfigurations = z.infer<typeof PublicFeatureConfigurations>;

/** back-office §3: builds the PUBLIC variant from the FULL one, using the definitions. */
export function toPublicFeatureConfigurations(full: FeatureConfigurationsPayload): PublicFeatureConfigurations {
  const out: Record<string, Record<string, unknown>> = {};
  for (const key of FeatureConfigurationKey.options) {
    const values = full[key] as Record<string, unknown> & { enabled: boolean; visibleForCustomers: boolean };
    if (!values.visibleForCustomers) continue;
    const pub: Record<string, unknown> = { enabled: values.enabled };
    for (const k of publicFieldKeys(FEATURE_CONFIGURATION_DEFINITIONS[key])) if (values[k] !== undefined) pub[k] = values[k];
    out[key] = pub;
  }
  return PublicFeatureConfigurations.parse(out);
}

export const featureConfigurationsDomain = defineDomain({
  name: 'settings/feature-configurations',
  spec: ['back-office §3 Feature flag and feature configuration', 'back-office §5', 'back-office §6'],
  enums: { FieldType, FieldAccess, FeatureConfigurationCategory, FeatureConfigurationKey },
  entities: {
    FieldAccessMap, FieldDefinition, FeatureConfigurationDefinition, CustomerSupportConfiguration, IotGeneralConfiguration,
    HomesideConfiguration, HarkConfiguration, MonthlyReportConfiguration, BridgeFeatureConfiguration,
    FeatureConfigurationsPayload, PublicFeatureConfigurations,
  },
  rules: {
    reservedFieldKeys: rule({
      spec: 'back-office §5',
      summary: 'The keys enabled and visibleForCustomers are reserved and rejected as field keys',
      schema: FieldDefinition,
      messages: [RESERVED_FIELD_KEY_MESSAGE],
    }),
    featureFieldValues: rule({
      spec: 'back-office §5',
      summary: 'Email fields must be valid e-mails; url fields must be valid URLs (validator built from the field definitions)',
      schema: featureConfigurationValuesSchema({ fields: [{ key: 'email', type: 'email' }, { key: 'url', type: 'url' }] }),
      messages: [INVALID_EMAIL_MESSAGE, INVALID_URL_MESSAGE],
    }),
    homesideAccountName: rule({
      spec: 'back-office §5',
      summary: 'Homeside feature: when enabled, an account name is required and must not be blank',
      schema: HomesideConfiguration,
      messages: [HOMESIDE_ACCOUNT_NAME_REQUIRED, HOMESIDE_ACCOUNT_NAME_EMPTY],
    }),
  },
});
