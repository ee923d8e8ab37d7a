/** The five kind pages the console routes to (pages/console-pages.tsx, through index.ts). */
import { KindPage } from './kind-page.js';

export const ThemePage = () => <KindPage kind="theme" />;
export const ModulesPage = () => <KindPage kind="modules" />;
export const CustomFavoritesPage = () => <KindPage kind="customFavorites" />;
export const FeatureFlagsPage = () => <KindPage kind="featureFlags" />;
export const FeatureConfigurationsPage = () => <KindPage kind="featureConfigurations" />;
