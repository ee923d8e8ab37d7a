/**
 * The console page flags (back-office §1, §2) of the admin's organisation: the bridge-context flags
 * that are on in its latest feature flags release. Read once per session and organisation, and again
 * after `forget()` (the console calls it when it publishes feature flags). No release yet: no flag is
 * on (as the contract's isFlagOn reads an absent flag). The settings call loads on first use, so the
 * session chunk does not carry the settings schemas.
 */
import type { ApiClient } from '../client/index.js';

export interface PageFlags {
  /** The keys of the bridge flags that are on. */
  on(organisation: string): Promise<ReadonlySet<string>>;
  forget(): void;
}

export function pageFlags(client: ApiClient): PageFlags {
  const loaded = new Map<string, Promise<ReadonlySet<string>>>();
  const load = async (organisation: string): Promise<ReadonlySet<string>> => {
    const { getLatestFeatureFlagsRelease } = await import('../../generated/client/settings.gen.js');
    try {
      const release = (await getLatestFeatureFlagsRelease(client, { params: { org: organisation } })).data;
      return new Set(release.payload.flags.filter((f) => f.context === 'bridge' && f.enabled).map((f) => f.key));
    } catch (error) {
      if ((error as { status?: number }).status === 404) return new Set();
      throw error;
    }
  };
  return {
    on(organisation) {
      let flags = loaded.get(organisation);
      if (!flags) {
        flags = load(organisation);
        // A failed read is not kept: the next check asks again.
        flags.catch(() => loaded.delete(organisation));
        loaded.set(organisation, flags);
      }
      return flags;
    },
    forget() {
      loaded.clear();
    },
  };
}
