/**
 * The editor of each kind, all of one shape (kind-editor.ts KindEditorProps), each loaded when its
 * page first shows it: the theme editor with its live preview (./theme), RJSF forms of the generated
 * schemas for modules, custom favorites and feature flags, and the grant-aware form of the feature
 * configurations.
 */
import { lazy, type ComponentType } from 'react';
import type { SettingsKind } from '../../../../schemas/settings/releases.js';
import type { KindEditorProps, KindPayload } from './kind-editor.js';
import { ThemeEditor } from './theme/index.js';

export type KindEditor<K extends SettingsKind> = ComponentType<KindEditorProps<KindPayload<K>>>;

export const KIND_EDITORS: { readonly [K in SettingsKind]: KindEditor<K> } = {
  theme: ThemeEditor,
  modules: lazy(() => import('./editors/modules-editor.js').then((m) => ({ default: m.ModulesEditor }))),
  customFavorites: lazy(() => import('./editors/sectioned-editor.js').then((m) => ({ default: m.CustomFavoritesEditor }))),
  featureFlags: lazy(() => import('./editors/sectioned-editor.js').then((m) => ({ default: m.FeatureFlagsEditor }))),
  featureConfigurations: lazy(() => import('./editors/feature-configurations-editor.js').then((m) => ({ default: m.FeatureConfigurationsEditor }))),
};
