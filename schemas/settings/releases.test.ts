import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BypassCacheQuery, SETTINGS_KIND_PATH, SETTINGS_PAYLOAD, SettingsKind, SettingsPathSegment, SettingsSyncBody } from './releases.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const BYPASS = "bypassCache must be 'true' or 'false'";

describe('drafts and releases (back-office §3, §5, §7 Settings)', () => {
  it('has the five kinds and a path segment for each', () => {
    expect(SettingsKind.options).toEqual(['theme', 'featureFlags', 'customFavorites', 'modules', 'featureConfigurations']);
    expect(SETTINGS_KIND_PATH).toEqual({
      theme: 'themes', featureFlags: 'feature-flags', customFavorites: 'custom-favorites', modules: 'modules', featureConfigurations: 'feature-configurations',
    });
    expect(Object.values(SETTINGS_KIND_PATH).sort()).toEqual([...SettingsPathSegment.options].sort());
    expect(Object.keys(SETTINGS_PAYLOAD).sort()).toEqual([...SettingsKind.options].sort());
  });

  it.each([
    [{ bypassCache: 'true' }, null],
    [{ bypassCache: 'false' }, null],
    [{}, null],
    [{ bypassCache: 'TRUE' }, BYPASS],
    [{ bypassCache: 'yes' }, BYPASS],
    [{ bypassCache: '1' }, BYPASS],
    [{ bypassCache: '' }, BYPASS],
    [{ bypassCache: true }, BYPASS],
  ])('bypassCache %j → %s', (query, expected) => {
    expect(firstMessage(BypassCacheQuery, query)).toBe(expected);
  });

  it.each([
    ['local', null],
    ['staging', null],
    ['develop', null],
    ['production', 'Invalid option: expected one of "local"|"staging"|"develop"'],
  ])('sync target %s → %s', (targetEnvironment, expected) => {
    const release = {
      _id: '64b7f0c2a1d3e4f5a6b7c8e1', organisation: 'BRIGHT', kind: 'customFavorites', version: 1,
      createdAt: new Date('2026-11-22T10:00:00.000Z'), createdBy: '64b7f0c2a1d3e4f5a6b7c8d9', payload: { customFavorites: [] },
    };
    expect(firstMessage(SettingsSyncBody, { targetEnvironment, token: 't', releases: [release] })).toBe(expected);
  });

  it('rejects a sync with nothing to copy', () => {
    expect(firstMessage(SettingsSyncBody, { targetEnvironment: 'local', token: 't' })).toBe('Give at least one draft or release to sync');
  });
});
