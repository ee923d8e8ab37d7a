/**
 * The bridge (the staff console's customer-facing side): its configuration, customer search,
 * dashboards, statistics and monitoring alerts (back-office §3 Bridge configuration, §7 Bridge and layout).
 * Shapes the spec does not show are ours (docs/decisions.md "Bridge calls").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { BooleanString, Email, IsoDate, OBJECT_ID_PATTERN, ObjectId, OrganisationCode, Timestamp } from './core/primitives.js';
import { PriceZone } from './geography.js';
import { EditableUserField } from './account.js';
import { checkDateRange, searchBodyPaging } from './audit.js';

/** back-office §3 Bridge configuration: "Default sign-in method: username and password, or QR code login". */
export const BridgeSignInMethod = z.enum(['usernameAndPassword', 'qrCode']);
export type BridgeSignInMethod = z.infer<typeof BridgeSignInMethod>;

/** back-office §3 Bridge configuration: "Customer search options: personalId, customerId, organisationId, email". */
export const BridgeCustomerSearchOption = z.enum(['personalId', 'customerId', 'organisationId', 'email']);
export type BridgeCustomerSearchOption = z.infer<typeof BridgeCustomerSearchOption>;

/** back-office §3 Bridge configuration: "Editable user properties: email, phoneNumber, password" (account.ts EditableUserField). */
export const BridgeEditableUserProperty = EditableUserField;
export type BridgeEditableUserProperty = EditableUserField;

/** Monitoring alert severity (back-office §7 GET /v3/account/monitoring/alerts; values ours). */
export const MonitoringAlertSeverity = z.enum(['info', 'warning', 'critical']);
export type MonitoringAlertSeverity = z.infer<typeof MonitoringAlertSeverity>;

/** Monitoring alert state (values ours). */
export const MonitoringAlertState = z.enum(['firing', 'resolved']);
export type MonitoringAlertState = z.infer<typeof MonitoringAlertState>;

/** The message of the bridge configuration's default search rule. */
export const BRIDGE_DEFAULT_SEARCH_MESSAGE = 'The default search option must be one of the search options';

/**
 * back-office §3 Bridge configuration: sign-in method, search options (default customerId),
 * editable user properties (default none); "monthly reports disabled; a support contact address is
 * a default setting; Ngenic is enabled by default". The bridge category of feature configurations
 * (docs/decisions.md "Bridge configuration").
 */
export const BridgeConfiguration = z
  .object({
    defaultSignInMethod: BridgeSignInMethod.default('usernameAndPassword').meta({ title: 'Default sign-in', 'x-ui': { widget: 'radio', order: 1 } }),
    customerSearchOptions: z
      .array(BridgeCustomerSearchOption)
      .min(1)
      .default(['customerId'])
      .meta({ title: 'Search customers by', 'x-ui': { widget: 'checkboxes', order: 2 } }),
    defaultCustomerSearchOption: BridgeCustomerSearchOption.default('customerId').meta({ title: 'Default search', 'x-ui': { order: 3 } }),
    editableUserProperties: z.array(BridgeEditableUserProperty).default([]).meta({ title: 'Staff may edit', 'x-ui': { widget: 'checkboxes', order: 4 } }),
    monthlyReportsEnabled: z.boolean().default(false).meta({ title: 'Monthly reports', 'x-ui': { order: 5 } }),
    supportContactAddress: Email.optional().meta({ title: 'Support contact', 'x-ui': { order: 6 } }),
    ngenicEnabled: z.boolean().default(true).meta({ title: 'Ngenic', 'x-ui': { order: 7 } }),
  })
  .refine((c) => c.customerSearchOptions.includes(c.defaultCustomerSearchOption), {
    message: BRIDGE_DEFAULT_SEARCH_MESSAGE,
    path: ['defaultCustomerSearchOption'],
  })
  .meta({ title: 'Bridge configuration' });
export type BridgeConfiguration = z.infer<typeof BridgeConfiguration>;

/** back-office §7 POST /v3/layout/bridge/validate/auth, "body auth": the token to check. */
export const BridgeValidateAuthBody = z.strictObject({ auth: z.string().min(1).meta({ title: 'Token' }) });
export type BridgeValidateAuthBody = z.infer<typeof BridgeValidateAuthBody>;

/** The answer of validate/auth: whether the token is good, and for whom. */
export const BridgeAuthValidation = z
  .object({
    valid: z.boolean(),
    scope: z.string().optional().meta({ description: 'Scope of the token when valid' }),
    organisation: OrganisationCode.optional(),
    expiresAt: Timestamp.optional(),
  })
  .meta({ title: 'Token check' });
export type BridgeAuthValidation = z.infer<typeof BridgeAuthValidation>;

/** back-office §7 GET /v3/layout/bridge/dashboard/{name lowercased}: one widget of a dashboard. */
export const BridgeDashboardWidget = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1).meta({ description: 'Widget kind, e.g. statistics, alerts, jobs' }),
    title: z.string().optional(),
    width: z.number().int().min(1).max(12).meta({ description: 'Columns of a 12-column grid' }),
    props: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ title: 'Dashboard widget' });

/** back-office §7 GET /v3/layout/bridge/dashboard/{name lowercased}: a dashboard's name. */
export const DashboardName = z.string().regex(/^[a-z0-9-]+$/, 'Dashboard names are lowercase');

/** back-office §7 GET /v3/layout/bridge/dashboard/{name lowercased}: a named dashboard layout. */
export const BridgeDashboard = z
  .object({
    name: DashboardName,
    widgets: z.array(BridgeDashboardWidget),
  })
  .meta({ title: 'Dashboard' });
export type BridgeDashboard = z.infer<typeof BridgeDashboard>;

/** back-office §7 GET /v3/account/statistics/bridge/{organisation}, "with a query". */
export const BridgeStatisticsQuery = z
  .object({
    from: IsoDate.optional().meta({ description: 'First day counted (default: 30 days ago)' }),
    to: IsoDate.optional().meta({ description: 'Last day counted (default: today)' }),
  })
  .superRefine(checkDateRange);

/** back-office §7: the statistics the bridge shows for an organisation. */
export const BridgeStatistics = z
  .object({
    organisation: OrganisationCode,
    from: IsoDate,
    to: IsoDate,
    accounts: z.number().int().min(0),
    users: z.number().int().min(0),
    activeUsers: z.number().int().min(0).meta({ description: 'Users seen in the period' }),
    newAccounts: z.number().int().min(0).meta({ description: 'Accounts created in the period' }),
    locations: z.number().int().min(0),
    iotUsers: z.number().int().min(0).meta({ description: 'Users with a connected device' }),
  })
  .meta({ title: 'Statistics' });
export type BridgeStatistics = z.infer<typeof BridgeStatistics>;

/** back-office §7 GET /v3/account/monitoring/alerts: one alert. */
export const MonitoringAlert = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    severity: MonitoringAlertSeverity,
    state: MonitoringAlertState,
    service: z.string().optional(),
    summary: z.string().optional(),
    startedAt: Timestamp,
    resolvedAt: Timestamp.optional(),
  })
  .meta({ title: 'Monitoring alert' });
export type MonitoringAlert = z.infer<typeof MonitoringAlert>;

/** back-office §7 POST /users/bridge/search and /accounts/bridge/search: "body search criteria". */
export const BridgeSearchBody = z
  .strictObject({
    searchBy: BridgeCustomerSearchOption.meta({ title: 'Search by' }),
    query: z.string().trim().min(1).meta({ title: 'Search' }),
    ...searchBodyPaging,
  })
  .meta({ title: 'Customer search' });
export type BridgeSearchBody = z.infer<typeof BridgeSearchBody>;

/** back-office §7 POST /users/bridge/search: one user found. */
export const BridgeUserSummary = z
  .object({
    _id: ObjectId,
    email: Email.optional(),
    username: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    phoneNumber: z.string().optional(),
    accountIds: z.array(ObjectId),
  })
  .meta({ title: 'User' });
export type BridgeUserSummary = z.infer<typeof BridgeUserSummary>;

/** back-office §7 POST /accounts/bridge/search: one account found. */
export const BridgeAccountSummary = z
  .object({
    _id: ObjectId,
    organisation: OrganisationCode,
    customerId: z.string().optional().meta({ description: 'The provider customer id' }),
    ownerName: z.string().optional(),
    ownerEmail: Email.optional(),
    createdAt: Timestamp,
    lastSeen: Timestamp.optional(),
  })
  .meta({ title: 'Account' });
export type BridgeAccountSummary = z.infer<typeof BridgeAccountSummary>;

/** back-office §7 GET /accounts/bridge/fetch/{id}: an account with its users and locations. */
export const BridgeAccountDetails = BridgeAccountSummary.extend({
  users: z.array(BridgeUserSummary),
  locations: z.array(
    z.object({
      _id: ObjectId,
      address: z.string().optional(),
      zipCode: z.string().optional(),
      city: z.string().optional(),
      priceZone: PriceZone.optional(),
    }),
  ),
}).meta({ title: 'Account details' });
export type BridgeAccountDetails = z.infer<typeof BridgeAccountDetails>;

/** The message of the unique-ids rule. */
export const BRIDGE_IDS_UNIQUE = 'ids must be unique';

const OBJECT_ID = OBJECT_ID_PATTERN.source.slice(1, -1);

/**
 * back-office §7 GET /accounts/bridge/fetch: "query ids (unique)" as a comma list of account ids.
 * Built like account.ts ObjectIdList, from the core id pattern, but with this call's own message.
 */
export const BridgeFetchIds = z
  .string()
  .regex(new RegExp(`^${OBJECT_ID}(,${OBJECT_ID})*$`), 'ids must be a comma-separated list of 24-hex account ids')
  .refine((s) => {
    const ids = s.split(',');
    return new Set(ids).size === ids.length;
  }, { message: BRIDGE_IDS_UNIQUE });

/** back-office §7 GET /accounts/bridge/fetch: "query ids (unique) and others". */
export const BridgeFetchQuery = z.object({
  ids: BridgeFetchIds,
  withLocations: BooleanString.optional().meta({ description: "Include locations (default 'true')" }),
  withUsers: BooleanString.optional().meta({ description: "Include users (default 'true')" }),
});

export const bridgeDomain = defineDomain({
  name: 'bridge',
  spec: ['back-office §3 Bridge configuration', 'back-office §7 Bridge and layout'],
  enums: { BridgeSignInMethod, BridgeCustomerSearchOption, MonitoringAlertSeverity, MonitoringAlertState },
  entities: {
    BridgeConfiguration, BridgeValidateAuthBody, BridgeAuthValidation, BridgeDashboardWidget, BridgeDashboard, BridgeStatistics,
    MonitoringAlert, BridgeSearchBody, BridgeUserSummary, BridgeAccountSummary, BridgeAccountDetails,
  },
  rules: {
    bridgeFetchIdsUnique: rule({
      spec: 'back-office §7 Bridge and layout',
      summary: 'GET /accounts/bridge/fetch: ids are 24-hex account ids, each at most once',
      schema: BridgeFetchIds,
      messages: [BRIDGE_IDS_UNIQUE],
    }),
    bridgeConfigurationDefaults: rule({
      spec: 'back-office §3 Bridge configuration',
      summary: 'Defaults: search by customerId, no editable user properties, monthly reports disabled, Ngenic enabled',
      schema: BridgeConfiguration,
      messages: [BRIDGE_DEFAULT_SEARCH_MESSAGE],
    }),
  },
});
