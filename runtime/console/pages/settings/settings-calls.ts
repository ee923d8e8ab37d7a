/**
 * The settings calls the kind pages and the Releases page make, through the console data provider's
 * callOperation (data-provider.ts): the generated client runs them, so the contract's validation,
 * the token and the API's errors apply as on every other screen. A draft or release that does not
 * exist (404) reads as null.
 */
import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { GetAdminInfoResult } from '../../../../generated/client/admins.gen.js';
import type { ReleasesStatus, SettingsDraft, SettingsKind, SettingsRelease } from '../../../../schemas/settings/releases.js';
import type { CallInput } from '../../../client/index.js';
import { SETTINGS_KINDS } from './settings-kinds.js';

type CallOperation = (operation: string, input: CallInput) => Promise<unknown>;

/** Who an admin id is, where the look-up knows it. */
export interface AdminName {
  readonly email: string;
  readonly name?: string;
}

export interface SettingsCalls {
  getDraft(kind: SettingsKind, org: string): Promise<SettingsDraft | null>;
  /** PUT: saves the whole payload as the draft, creating it when there is none. */
  saveDraft(kind: SettingsKind, org: string, payload: unknown): Promise<SettingsDraft>;
  deleteDraft(kind: SettingsKind, org: string): Promise<void>;
  /** Newest first. */
  listReleases(kind: SettingsKind, org: string): Promise<SettingsRelease[]>;
  /** POST: publishes the saved draft as the next version. */
  publish(kind: SettingsKind, org: string): Promise<SettingsRelease>;
  deleteRelease(kind: SettingsKind, org: string, releaseId: string): Promise<void>;
  /** Every organisation the admin reaches when `org` is not given. */
  releasesStatus(org?: string): Promise<ReleasesStatus>;
  /** Names of admins by id; ids the look-up does not know (or a refused look-up) are left out. */
  adminNames(ids: readonly string[]): Promise<ReadonlyMap<string, AdminName>>;
}

const dataOf = (answer: unknown): unknown => (answer as { data?: unknown } | undefined)?.data;
const isNotFound = (error: unknown): boolean => (error as { status?: number } | null)?.status === 404;

export function settingsCalls(dataProvider: DataProvider): SettingsCalls {
  const callOperation = (dataProvider as { callOperation?: CallOperation }).callOperation;
  if (typeof callOperation !== 'function') throw new Error('The console data provider has no callOperation (data-provider.ts)');
  const call = (operation: string, input: CallInput) => callOperation.call(dataProvider, operation, input);
  const op = (kind: SettingsKind) => SETTINGS_KINDS[kind].op;

  return {
    async getDraft(kind, org) {
      try {
        return dataOf(await call(`get${op(kind)}Draft`, { params: { org } })) as SettingsDraft;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async saveDraft(kind, org, payload) {
      return dataOf(await call(`replace${op(kind)}Draft`, { params: { org }, body: payload })) as SettingsDraft;
    },
    async deleteDraft(kind, org) {
      await call(`delete${op(kind)}Draft`, { params: { org } });
    },
    async listReleases(kind, org) {
      const releases = dataOf(await call(`list${op(kind)}Releases`, { params: { org } })) as SettingsRelease[];
      return [...releases].sort((a, b) => b.version - a.version);
    },
    async publish(kind, org) {
      return dataOf(await call(`create${op(kind)}Release`, { params: { org } })) as SettingsRelease;
    },
    async deleteRelease(kind, org, releaseId) {
      await call(`delete${op(kind)}Release`, { params: { org, releaseId } });
    },
    async releasesStatus(org) {
      return dataOf(await call('getReleasesStatus', { query: org ? { organisation: org } : {} })) as ReleasesStatus;
    },
    async adminNames(ids) {
      const names = new Map<string, AdminName>();
      const unique = [...new Set(ids)];
      // The look-up takes at most 100 ids a call.
      for (let i = 0; i < unique.length; i += 100) {
        try {
          const answer = (await call('getAdminInfo', { body: { ids: unique.slice(i, i + 100) } })) as GetAdminInfoResult;
          for (const a of answer.data) names.set(a._id, { email: a.email, ...(a.name ? { name: a.name } : {}) });
        } catch (error) {
          // Without names the releases still show who by id.
          console.warn('Admin names could not be read', error);
        }
      }
      return names;
    },
  };
}

export function useSettingsCalls(): SettingsCalls {
  const dataProvider = useDataProvider();
  return useMemo(() => settingsCalls(dataProvider), [dataProvider]);
}
