/**
 * The five settings kinds as the console's pages see them (back-office §3 Drafts and releases): each
 * kind's page under /admin, the stem of its generated operations (getModulesDraft, listModulesReleases,
 * …) and of its console resources (`modules-drafts`, `modules-releases`), whose descriptors say who
 * may call what. Type imports only: the Releases page and the menu read this without the schemas.
 */
import type { SettingsKind } from '../../../../schemas/settings/releases.js';

export interface KindInfo {
  readonly kind: SettingsKind;
  /** The page's path under /admin and its key in pages/page-access.ts. */
  readonly page: string;
  /** The stem of the kind's operation names: `get${op}Draft`, `create${op}Release`, … */
  readonly op: string;
  /** The stem of the kind's resources: `${resource}-drafts`, `${resource}-releases`. */
  readonly resource: string;
}

export const SETTINGS_KINDS: Readonly<Record<SettingsKind, KindInfo>> = {
  theme: { kind: 'theme', page: 'theme', op: 'Theme', resource: 'theme' },
  modules: { kind: 'modules', page: 'modules', op: 'Modules', resource: 'modules' },
  customFavorites: { kind: 'customFavorites', page: 'custom-favorites', op: 'CustomFavorites', resource: 'custom-favorites' },
  featureFlags: { kind: 'featureFlags', page: 'feature-flags', op: 'FeatureFlags', resource: 'feature-flags' },
  featureConfigurations: { kind: 'featureConfigurations', page: 'feature-configurations', op: 'FeatureConfigurations', resource: 'feature-configurations' },
};

/** The kinds in the order the console lists them. */
export const KIND_ORDER: readonly SettingsKind[] = ['theme', 'modules', 'customFavorites', 'featureFlags', 'featureConfigurations'];

/** The react-admin resources whose generic screens the kind pages replace (resources/screens.ts hides them). */
export const SETTINGS_RESOURCES: readonly string[] = KIND_ORDER.flatMap((kind) => [`${SETTINGS_KINDS[kind].resource}-drafts`, `${SETTINGS_KINDS[kind].resource}-releases`]);
