/**
 * Settings drafts and releases, base /v3/settings (back-office §4, §5, §7 Settings: drafts and releases).
 * Per kind (themes, feature-flags, modules, feature-configurations, custom-favorites):
 * drafts at /drafts/{kind}/{org} — GET read, POST create, PUT replace, PATCH merge top-level keys,
 * DELETE discard (docs/decisions.md "Draft verbs"); releases at /releases/{kind}/… —
 * list, latest, create from the draft, delete (docs/decisions.md "Settings releases").
 */
import { z } from 'zod';
import { NoContent, Success, ok } from '../core/envelope.js';
import { ObjectId, OrganisationCode } from '../core/primitives.js';
import {
  BypassCacheQuery, CustomFavoritesDraft, CustomFavoritesRelease, FeatureConfigurationsDraft, FeatureConfigurationsRelease,
  FeatureFlagsDraft, FeatureFlagsRelease, FullSettingsRelease, ModulesDraft, ModulesRelease,
  OrganisationDrafts, ReleasesStatus, SETTINGS_KIND_PATH, SETTINGS_PATCH_PAYLOAD, SETTINGS_PAYLOAD, SettingsSyncBody,
  ThemeDraft, ThemeRelease, type SettingsKind,
} from '../settings/releases.js';
import { ChatScriptOrigins } from '../settings/feature-flags.js';
import { access, type Access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrgParams } from './params.js';

const BASE = '/v3/settings' as const;
const ST = 'back-office §7 Settings: drafts and releases (base /v3/settings)' as const;
const DRAFT_VERBS = 'Draft verbs' as const;
const RELEASES = 'Settings releases' as const;
const CHAT_ALLOW_LIST = 'Chat widget script allow-list' as const;

/** The spec of every kind's draft and release calls. */
const KIND_SPEC = [ST, 'back-office §3 Drafts and releases'] as const;

const readers = access.console;
/** Who edits each kind's drafts (ours: docs/decisions.md "Back-office access"). */
const EDITORS = {
  theme: access.contentEditors,
  modules: access.contentEditors,
  customFavorites: access.contentEditors,
  featureFlags: access.staff('ADMIN', 'ORG_ADMIN', 'ORG_DEVELOPER'),
  /** The server also applies each field's READ / READ/WRITE grant (back-office §3, §6). */
  featureConfigurations: access.staff('ADMIN', 'SERVICE', 'ORG_ADMIN', 'ORG_SUPPORT'),
} as const satisfies Record<SettingsKind, Access>;
/** Who publishes and deletes releases (ours). */
const publishers = access.orgAdmins;

/** The five draft calls of a kind. */
function draftCalls<const K extends SettingsKind, D extends z.ZodType>(kind: K, draft: D, label: string) {
  const path = `${BASE}/drafts/${SETTINGS_KIND_PATH[kind]}/{org}` as const;
  return {
    get: endpoint({
      method: 'GET', path, summary: `Read the organisation's ${label} draft`, params: OrgParams,
      responses: { 200: ok(draft), ...errors(404) }, access: readers, spec: KIND_SPEC, decision: DRAFT_VERBS,
    }),
    create: endpoint({
      method: 'POST', path, summary: `Create the organisation's ${label} draft (409 when one exists)`, params: OrgParams, body: SETTINGS_PAYLOAD[kind],
      responses: { 201: ok(draft), ...errors(409) }, access: EDITORS[kind], spec: KIND_SPEC, decision: DRAFT_VERBS,
    }),
    replace: endpoint({
      method: 'PUT', path, summary: `Save the whole ${label} draft (created when missing)`, params: OrgParams, body: SETTINGS_PAYLOAD[kind],
      responses: { 200: ok(draft) }, access: EDITORS[kind], spec: KIND_SPEC, decision: DRAFT_VERBS,
    }),
    update: endpoint({
      method: 'PATCH', path, summary: `Change parts of the ${label} draft (top-level keys replaced)`, params: OrgParams, body: SETTINGS_PATCH_PAYLOAD[kind],
      responses: { 200: ok(draft), ...errors(404) }, access: EDITORS[kind], spec: KIND_SPEC, decision: DRAFT_VERBS,
    }),
    delete: endpoint({
      method: 'DELETE', path, summary: `Discard the ${label} draft`, params: OrgParams,
      responses: { 204: NoContent, ...errors(404) }, access: EDITORS[kind], spec: [...KIND_SPEC, 'back-office §4'], decision: DRAFT_VERBS,
    }),
  };
}

/** The four release calls of a kind. */
function releaseCalls<const K extends SettingsKind, R extends z.ZodType>(kind: K, release: R, label: string) {
  const base = `${BASE}/releases/${SETTINGS_KIND_PATH[kind]}` as const;
  return {
    list: endpoint({
      method: 'GET', path: `${base}/{org}`, summary: `List the organisation's ${label} releases, newest first`, params: OrgParams,
      responses: { 200: ok(z.array(release)) }, access: readers, spec: KIND_SPEC, decision: RELEASES,
    }),
    latest: endpoint({
      method: 'GET', path: `${base}/latest/{org}`, summary: `Read the organisation's latest ${label} release`, params: OrgParams, query: BypassCacheQuery,
      responses: { 200: ok(release), ...errors(404) }, access: readers, spec: [...KIND_SPEC, 'back-office §5'],
    }),
    create: endpoint({
      method: 'POST', path: `${base}/{org}`, summary: `Publish the organisation's ${label} draft as a new release`,
      description: 'The draft is copied into the release with the next version; 404 when there is no draft.', params: OrgParams,
      responses: { 201: ok(release), ...errors(404) }, access: publishers, spec: [...KIND_SPEC, 'back-office §4'], decision: RELEASES,
    }),
    delete: endpoint({
      method: 'DELETE', path: `${base}/{org}/{releaseId}`, summary: `Delete a ${label} release (the one before becomes the latest)`,
      params: OrgParams.extend({ releaseId: ObjectId }),
      responses: { 204: NoContent, ...errors(404) }, access: publishers, spec: [...KIND_SPEC, 'back-office §4'],
    }),
  };
}

const theme = { d: draftCalls('theme', ThemeDraft, 'theme'), r: releaseCalls('theme', ThemeRelease, 'theme') };
const flags = { d: draftCalls('featureFlags', FeatureFlagsDraft, 'feature flags'), r: releaseCalls('featureFlags', FeatureFlagsRelease, 'feature flags') };
const modules = { d: draftCalls('modules', ModulesDraft, 'modules'), r: releaseCalls('modules', ModulesRelease, 'modules') };
const configs = {
  d: draftCalls('featureConfigurations', FeatureConfigurationsDraft, 'feature configurations'),
  r: releaseCalls('featureConfigurations', FeatureConfigurationsRelease, 'feature configurations'),
};
const favorites = {
  d: draftCalls('customFavorites', CustomFavoritesDraft, 'custom favorites'),
  r: releaseCalls('customFavorites', CustomFavoritesRelease, 'custom favorites'),
};

export const settingsArea = defineArea('settings', 'Organisation settings: drafts and releases of themes, feature flags, modules, feature configurations and custom favorites', {
  getDrafts: endpoint({
    method: 'GET', path: `${BASE}/drafts/{org}`, summary: "Read all of an organisation's drafts", params: OrgParams,
    responses: { 200: ok(OrganisationDrafts) }, access: readers, spec: ST,
  }),
  getThemeDraft: theme.d.get, createThemeDraft: theme.d.create, replaceThemeDraft: theme.d.replace, updateThemeDraft: theme.d.update, deleteThemeDraft: theme.d.delete,
  getFeatureFlagsDraft: flags.d.get, createFeatureFlagsDraft: flags.d.create, replaceFeatureFlagsDraft: flags.d.replace, updateFeatureFlagsDraft: flags.d.update, deleteFeatureFlagsDraft: flags.d.delete,
  getModulesDraft: modules.d.get, createModulesDraft: modules.d.create, replaceModulesDraft: modules.d.replace, updateModulesDraft: modules.d.update, deleteModulesDraft: modules.d.delete,
  getFeatureConfigurationsDraft: configs.d.get, createFeatureConfigurationsDraft: configs.d.create, replaceFeatureConfigurationsDraft: configs.d.replace,
  updateFeatureConfigurationsDraft: configs.d.update, deleteFeatureConfigurationsDraft: configs.d.delete,
  getCustomFavoritesDraft: favorites.d.get, createCustomFavoritesDraft: favorites.d.create, replaceCustomFavoritesDraft: favorites.d.replace,
  updateCustomFavoritesDraft: favorites.d.update, deleteCustomFavoritesDraft: favorites.d.delete,
  getReleasesStatus: endpoint({
    method: 'GET', path: `${BASE}/releases/status`, summary: 'Release state of every kind per organisation: latest version, draft saved since?',
    query: z.object({ organisation: OrganisationCode.optional() }),
    responses: { 200: ok(ReleasesStatus) }, access: readers, spec: ST, decision: RELEASES,
  }),
  getFullSettingsRelease: endpoint({
    method: 'GET', path: `${BASE}/releases/full/{org}`, summary: "The organisation's latest release of every kind, full variants with their metadata",
    params: OrgParams, query: BypassCacheQuery,
    responses: { 200: ok(FullSettingsRelease) }, access: readers, spec: [ST, 'back-office §5'], decision: RELEASES,
  }),
  listThemeReleases: theme.r.list, getLatestThemeRelease: theme.r.latest, createThemeRelease: theme.r.create, deleteThemeRelease: theme.r.delete,
  listFeatureFlagsReleases: flags.r.list, getLatestFeatureFlagsRelease: flags.r.latest, createFeatureFlagsRelease: flags.r.create, deleteFeatureFlagsRelease: flags.r.delete,
  listModulesReleases: modules.r.list, getLatestModulesRelease: modules.r.latest, createModulesRelease: modules.r.create, deleteModulesRelease: modules.r.delete,
  listFeatureConfigurationsReleases: configs.r.list, getLatestFeatureConfigurationsRelease: configs.r.latest,
  createFeatureConfigurationsRelease: configs.r.create, deleteFeatureConfigurationsRelease: configs.r.delete,
  listCustomFavoritesReleases: favorites.r.list, getLatestCustomFavoritesRelease: favorites.r.latest,
  createCustomFavoritesRelease: favorites.r.create, deleteCustomFavoritesRelease: favorites.r.delete,
  getChatScriptOrigins: endpoint({
    method: 'GET', path: `${BASE}/platform/chat-script-origins`, summary: 'The origins a chat widget script may come from, for every organisation',
    responses: { 200: ok(ChatScriptOrigins) }, access: readers, spec: ['portal §1', 'back-office §3 Feature flag and feature configuration'], decision: CHAT_ALLOW_LIST,
  }),
  replaceChatScriptOrigins: endpoint({
    method: 'PUT', path: `${BASE}/platform/chat-script-origins`, summary: 'Replace the origins a chat widget script may come from (platform ADMIN only)',
    description: 'Drafts and releases of feature flags naming a chat widget script from another origin are refused (400 chatScriptNotAllowed); the portal runs scripts from these origins only.',
    body: ChatScriptOrigins,
    responses: { 200: ok(ChatScriptOrigins) }, access: access.staff('ADMIN'), spec: ['portal §1', 'back-office §3 Feature flag and feature configuration'], decision: CHAT_ALLOW_LIST,
  }),
  syncSettings: endpoint({
    method: 'POST', path: `${BASE}/sync`, summary: 'Copy drafts and releases to another environment (local, staging or develop)',
    description: 'The server writes the given drafts and releases in the target environment, authorised by the given token of that environment.',
    body: SettingsSyncBody,
    responses: { 200: Success, ...errors(502) }, access: access.platform, spec: [ST, 'back-office §4', 'back-office §5'], decision: 'Settings environment sync',
  }),
});
