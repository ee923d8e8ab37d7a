/**
 * The back-office resources the console renders generically (back-office §2, §3, §7): one entry per
 * console area with a record, its id field, list columns and the operations behind list, show,
 * create, edit and delete.
 */
import { defineResource } from './core/resource.js';
import { Admin, AdminInput } from './admin.js';
import { ApiTokenMeta, CreateApiTokenBody, UpdateApiTokenBody } from './api-token.js';
import { SecretMeta, SecretValueBody } from './secret.js';
import { Job, JobPatchBody } from './job.js';
import { Copy, CopyInput, CopyUpdateBody } from './copy.js';
import { AuditLogEntry } from './audit.js';
import {
  CustomFavoritesDraft, CustomFavoritesRelease, FeatureConfigurationsDraft, FeatureConfigurationsRelease, FeatureFlagsDraft,
  FeatureFlagsRelease, ModulesDraft, ModulesRelease, SETTINGS_PAYLOAD, ThemeDraft, ThemeRelease,
} from './settings/releases.js';
import { AssignInspectorBody, CreateInspectorUserBody, Inspector } from './account.js';
import { AccountCreationLog, AccountProspect, CreateAccountProspectBody, UpdateAccountProspectBody } from './prospect.js';
import { InboxItem, InboxItemInput } from './inbox.js';
import { adminsArea } from './endpoints/admins.js';
import { apiTokensArea } from './endpoints/api-tokens.js';
import { secretsArea } from './endpoints/secrets.js';
import { jobsArea } from './endpoints/jobs.js';
import { copyArea } from './endpoints/copy.js';
import { auditLogsArea } from './endpoints/audit-logs.js';
import { settingsArea } from './endpoints/settings.js';
import { inspectorsArea } from './endpoints/inspectors.js';
import { prospectsArea } from './endpoints/prospects.js';
import { inboxArea } from './endpoints/inbox.js';

const A = adminsArea.endpoints;
const T = apiTokensArea.endpoints;
const S = secretsArea.endpoints;
const J = jobsArea.endpoints;
const C = copyArea.endpoints;
const L = auditLogsArea.endpoints;
const X = settingsArea.endpoints;
const I = inspectorsArea.endpoints;
const P = prospectsArea.endpoints;
const N = inboxArea.endpoints;

const SETTINGS = 'back-office §7 Settings: drafts and releases (base /v3/settings)' as const;
const DRAFT_COLUMNS = ['organisation', 'updatedAt'] as const;
const RELEASE_COLUMNS = ['version', 'organisation', 'createdAt', 'createdBy'] as const;

export const resources = [
  defineResource({
    name: 'admins', label: 'Admins', spec: ['back-office §3 Admin', 'back-office §7 Admins'],
    record: Admin, idField: '_id', createBody: AdminInput, updateBody: AdminInput,
    operations: { list: A.listAdmins, get: A.getAdmin, create: A.createAdmin, update: A.updateAdmin, delete: A.deleteAdmin },
    listColumns: ['email', 'name', 'organisation', 'scope', 'lastSignInAt'], filters: ['organisation', 'scope'],
  }),
  defineResource({
    name: 'api-tokens', label: 'API tokens', spec: ['back-office §3 ApiToken', 'back-office §7 API tokens'],
    record: ApiTokenMeta, idField: '_id', createBody: CreateApiTokenBody, updateBody: UpdateApiTokenBody,
    operations: { list: T.listApiTokens, create: T.createApiToken, update: T.updateApiToken, delete: T.deleteApiToken },
    listColumns: ['name', 'organisation', 'tokenScopes', 'tokenHint', 'expiresAt', 'lastUsedAt', 'revokedAt'], filters: ['organisation', 'token'],
  }),
  defineResource({
    name: 'secrets', label: 'Secrets', spec: ['back-office §3 Secret', 'back-office §7 Secrets'],
    record: SecretMeta, idField: 'key', createBody: SecretValueBody, updateBody: SecretValueBody,
    operations: { list: S.listSecretMeta, get: S.getSecret, create: S.createSecret, update: S.updateSecret, delete: S.deleteSecret },
    listColumns: ['key', 'organisation', 'updatedAt'], filters: ['organisation'],
  }),
  defineResource({
    name: 'jobs', label: 'Scheduled jobs', spec: ['back-office §3 Job (scheduled)', 'back-office §7 Scheduled jobs'],
    record: Job, idField: '_id', updateBody: JobPatchBody,
    operations: { list: J.listJobs, update: J.updateJob },
    listColumns: ['displayName', 'organisation', 'queueType', 'status', 'enabled', 'nextRunAt', 'completedAt'], filters: ['queueTypes', 'organisation', 'status'],
  }),
  defineResource({
    name: 'copy', label: 'Copy text', spec: ['back-office §3 Copy', 'back-office §7 Copy'],
    record: Copy, idField: 'key', createBody: CopyInput, updateBody: CopyUpdateBody,
    operations: { list: C.listCopy, get: C.getCopy, create: C.createCopy, update: C.updateCopy, delete: C.deleteCopy },
    listColumns: ['key', 'organisation', 'values', 'updatedAt'], filters: ['search', 'organisation', 'language'],
  }),
  defineResource({
    name: 'audit-logs', label: 'Audit logs', spec: ['back-office §3 Audit log', 'back-office §7 Audit logs'],
    record: AuditLogEntry, idField: '_id',
    operations: { list: L.searchAuditLogs, get: L.getAuditLog },
    // Filters travel in the search body (AuditLogFilters), not in a list query.
    listColumns: ['createdAt', 'actor', 'action', 'resource', 'resourceId', 'organisation'],
  }),
  // —— drafts (idField organisation: one draft per organisation and kind) and releases of the five kinds ——
  defineResource({
    name: 'theme-drafts', label: 'Theme drafts', spec: SETTINGS, record: ThemeDraft, idField: 'organisation',
    createBody: SETTINGS_PAYLOAD.theme, updateBody: SETTINGS_PAYLOAD.theme,
    operations: { get: X.getThemeDraft, create: X.createThemeDraft, update: X.replaceThemeDraft, delete: X.deleteThemeDraft },
    listColumns: DRAFT_COLUMNS,
  }),
  defineResource({
    name: 'theme-releases', label: 'Theme releases', spec: SETTINGS, record: ThemeRelease, idField: '_id',
    operations: { list: X.listThemeReleases, create: X.createThemeRelease, delete: X.deleteThemeRelease },
    listColumns: RELEASE_COLUMNS,
  }),
  defineResource({
    name: 'feature-flags-drafts', label: 'Feature flag drafts', spec: SETTINGS, record: FeatureFlagsDraft, idField: 'organisation',
    createBody: SETTINGS_PAYLOAD.featureFlags, updateBody: SETTINGS_PAYLOAD.featureFlags,
    operations: { get: X.getFeatureFlagsDraft, create: X.createFeatureFlagsDraft, update: X.replaceFeatureFlagsDraft, delete: X.deleteFeatureFlagsDraft },
    listColumns: DRAFT_COLUMNS,
  }),
  defineResource({
    name: 'feature-flags-releases', label: 'Feature flag releases', spec: SETTINGS, record: FeatureFlagsRelease, idField: '_id',
    operations: { list: X.listFeatureFlagsReleases, create: X.createFeatureFlagsRelease, delete: X.deleteFeatureFlagsRelease },
    listColumns: RELEASE_COLUMNS,
  }),
  defineResource({
    name: 'modules-drafts', label: 'Module drafts', spec: SETTINGS, record: ModulesDraft, idField: 'organisation',
    createBody: SETTINGS_PAYLOAD.modules, updateBody: SETTINGS_PAYLOAD.modules,
    operations: { get: X.getModulesDraft, create: X.createModulesDraft, update: X.replaceModulesDraft, delete: X.deleteModulesDraft },
    listColumns: DRAFT_COLUMNS,
  }),
  defineResource({
    name: 'modules-releases', label: 'Module releases', spec: SETTINGS, record: ModulesRelease, idField: '_id',
    operations: { list: X.listModulesReleases, create: X.createModulesRelease, delete: X.deleteModulesRelease },
    listColumns: RELEASE_COLUMNS,
  }),
  defineResource({
    name: 'feature-configurations-drafts', label: 'Feature configuration drafts', spec: SETTINGS, record: FeatureConfigurationsDraft, idField: 'organisation',
    createBody: SETTINGS_PAYLOAD.featureConfigurations, updateBody: SETTINGS_PAYLOAD.featureConfigurations,
    operations: {
      get: X.getFeatureConfigurationsDraft, create: X.createFeatureConfigurationsDraft, update: X.replaceFeatureConfigurationsDraft,
      delete: X.deleteFeatureConfigurationsDraft,
    },
    listColumns: DRAFT_COLUMNS,
  }),
  defineResource({
    name: 'feature-configurations-releases', label: 'Feature configuration releases', spec: SETTINGS, record: FeatureConfigurationsRelease, idField: '_id',
    operations: { list: X.listFeatureConfigurationsReleases, create: X.createFeatureConfigurationsRelease, delete: X.deleteFeatureConfigurationsRelease },
    listColumns: RELEASE_COLUMNS,
  }),
  defineResource({
    name: 'custom-favorites-drafts', label: 'Custom favorite drafts', spec: SETTINGS, record: CustomFavoritesDraft, idField: 'organisation',
    createBody: SETTINGS_PAYLOAD.customFavorites, updateBody: SETTINGS_PAYLOAD.customFavorites,
    operations: { get: X.getCustomFavoritesDraft, create: X.createCustomFavoritesDraft, update: X.replaceCustomFavoritesDraft, delete: X.deleteCustomFavoritesDraft },
    listColumns: DRAFT_COLUMNS,
  }),
  defineResource({
    name: 'custom-favorites-releases', label: 'Custom favorite releases', spec: SETTINGS, record: CustomFavoritesRelease, idField: '_id',
    operations: { list: X.listCustomFavoritesReleases, create: X.createCustomFavoritesRelease, delete: X.deleteCustomFavoritesRelease },
    listColumns: RELEASE_COLUMNS,
  }),
  // —— resources whose operations the customer-domains and inbox work wrote ——
  defineResource({
    name: 'inspectors', label: 'Inspectors', spec: ['back-office §7 Inspectors', 'platform-contract §6'],
    record: Inspector, idField: 'adminId', createBody: CreateInspectorUserBody, updateBody: AssignInspectorBody,
    operations: { get: I.getInspector, create: I.createInspectorUser, update: I.assignInspector, delete: I.removeInspector },
    listColumns: ['adminId', 'email', 'accountIds'],
  }),
  defineResource({
    name: 'account-prospects', label: 'Account prospects', spec: 'back-office §7 Account prospects and creation logs',
    record: AccountProspect, idField: '_id', createBody: CreateAccountProspectBody, updateBody: UpdateAccountProspectBody,
    operations: { list: P.listAccountProspects, get: P.getAccountProspect, create: P.createAccountProspect, update: P.updateAccountProspect },
    listColumns: ['ref', 'status', 'organisation', 'accountType', 'createdAt'], filters: ['ref'],
  }),
  defineResource({
    name: 'account-creation-logs', label: 'Account creation logs', spec: 'back-office §7 Account prospects and creation logs',
    record: AccountCreationLog, idField: '_id',
    operations: { list: P.listAccountCreationLogs, get: P.getAccountCreationLog },
    listColumns: ['ref', 'status', 'accountId', 'createdAt'], filters: ['ref'],
  }),
  defineResource({
    name: 'inbox-items', label: 'Inbox items', spec: ['back-office §3 Inbox item', 'back-office §5'],
    record: InboxItem, idField: '_id', createBody: InboxItemInput, updateBody: InboxItemInput,
    operations: { list: N.listInboxItems, get: N.getInboxItem, create: N.createInboxItem, update: N.updateInboxItem, delete: N.deleteInboxItem },
    listColumns: ['title', 'type', 'createdBy', 'createdAt'], filters: ['accountId', 'type', 'createdBy', 'unread'],
  }),
];
