/**
 * The settings pages (issue 6 §3: drafts and releases), loaded on first use (React.lazy): they bring
 * the settings schemas, zod and RJSF, which the console's first load must not carry.
 */
import { lazy } from 'react';

const kindPage = <N extends 'ThemePage' | 'ModulesPage' | 'CustomFavoritesPage' | 'FeatureFlagsPage' | 'FeatureConfigurationsPage'>(name: N) =>
  lazy(() => import('./kind-pages.js').then((m) => ({ default: m[name] })));

export const ReleasesPage = lazy(() => import('./releases-page.js').then((m) => ({ default: m.ReleasesPage })));
export const ThemePage = kindPage('ThemePage');
export const ModulesPage = kindPage('ModulesPage');
export const CustomFavoritesPage = kindPage('CustomFavoritesPage');
export const FeatureFlagsPage = kindPage('FeatureFlagsPage');
export const FeatureConfigurationsPage = kindPage('FeatureConfigurationsPage');
