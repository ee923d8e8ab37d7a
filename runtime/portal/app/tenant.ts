/**
 * The tenant configuration (portal §1) comes from the organisation's published release, read at each
 * start: a change published in the console shows on the next load, no redeploy.
 */
import { getLatestSettingsRelease } from '../../../generated/client/published-settings.gen.js';
import type { PublicFeatureConfigurations } from '../../../schemas/settings/feature-configurations.js';
import type { FeatureFlag, PortalTenantConfig } from '../../../schemas/settings/feature-flags.js';
import type { Theme } from '../../../schemas/settings/theme.js';
import type { Language } from '../../../schemas/core/primitives.js';
import type { ApiClient } from '../../client/index.js';

export interface Tenant {
  readonly organisation: string;
  readonly config: PortalTenantConfig;
  readonly flags: readonly FeatureFlag[];
  readonly featureConfigurations: PublicFeatureConfigurations | null;
  /** The published theme (back-office §3 Theme); null: the portal's own colours. */
  readonly theme: Theme | null;
  /** config.languages as a non-empty list (the schema requires one). */
  readonly languages: readonly [Language, ...Language[]];
  /** The origins the platform allows a chat widget script from (issue 19 §5); none when the release says none. */
  readonly chatScriptOrigins: readonly string[];
}

export class TenantNotPublishedError extends Error {
  constructor(organisation: string) {
    super(`Organisation ${organisation} has no published portal configuration (feature flags release)`);
    this.name = 'TenantNotPublishedError';
  }
}

export async function loadTenant(client: ApiClient, organisation: string): Promise<Tenant> {
  const release = await getLatestSettingsRelease(client, { params: { org: organisation } }, { auth: false });
  const payload = release.data.featureFlags;
  if (!payload) throw new TenantNotPublishedError(organisation);
  const [first, ...rest] = payload.portal.languages;
  if (!first) throw new TenantNotPublishedError(organisation);
  return {
    organisation,
    config: payload.portal,
    flags: payload.flags,
    featureConfigurations: release.data.featureConfigurations ?? null,
    theme: release.data.theme ?? null,
    languages: [first, ...rest],
    chatScriptOrigins: release.data.chatScriptOrigins ?? [],
  };
}
