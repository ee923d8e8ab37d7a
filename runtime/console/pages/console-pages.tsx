/**
 * The console's own pages beside its resources: where each is routed, how the menu names it, and
 * the lazily loaded screen. Who may open a page and which flags switch it on are in page-access.ts
 * (read by the auth provider); a page listed here without an entry there is offered to no one.
 */
import FlagIcon from '@mui/icons-material/Flag';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import RuleIcon from '@mui/icons-material/Rule';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import TvIcon from '@mui/icons-material/Tv';
import type { ReactElement } from 'react';
import { CustomersPage } from './customers/index.js';
import { ComposerPage } from './inbox-composer/index.js';
import { SegmentsPage } from './segments/index.js';
import { SupportPage } from './support-messages/index.js';
import { StatisticsPage } from './statistics/index.js';
import { AssetsPage } from './assets/index.js';
import { SignsPage } from './signs/index.js';
import {
  CustomFavoritesPage, FeatureConfigurationsPage, FeatureFlagsPage, ModulesPage, ReleasesPage, ThemePage,
} from './settings/index.js';

export interface ConsolePage {
  /** The key in page-access.ts and of its messages (`ampere.<name>.title`); also its path under /admin. */
  readonly name: string;
  /** English name when its messages have none. */
  readonly label: string;
  readonly icon: ReactElement;
  /** The screen (React.lazy: its code loads when the page is opened). */
  readonly element: ReactElement;
  /** The menu's message key when it is not `ampere.<name>.title` (pages whose words live in one area). */
  readonly titleKey?: string;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { name: 'segments', label: 'Segments', icon: <RuleIcon />, element: <SegmentsPage /> },
  { name: 'customers', label: 'Customers', icon: <PeopleIcon />, element: <CustomersPage /> },
  { name: 'messages', label: 'Inbox messages', icon: <ForwardToInboxIcon />, element: <ComposerPage /> },
  {
    name: 'support-messages', label: 'Support messages', icon: <SupportAgentIcon />, element: <SupportPage />,
    titleKey: 'ampere.messages.support.title',
  },
  { name: 'releases', label: 'Releases', icon: <NewReleasesIcon />, element: <ReleasesPage />, titleKey: 'ampere.settings.pages.releases' },
  { name: 'theme', label: 'Theme', icon: <PaletteIcon />, element: <ThemePage />, titleKey: 'ampere.settings.pages.theme' },
  { name: 'modules', label: 'Modules', icon: <ViewQuiltIcon />, element: <ModulesPage />, titleKey: 'ampere.settings.pages.modules' },
  { name: 'custom-favorites', label: 'Custom favorites', icon: <StarIcon />, element: <CustomFavoritesPage />, titleKey: 'ampere.settings.pages.customFavorites' },
  { name: 'feature-flags', label: 'Feature flags', icon: <FlagIcon />, element: <FeatureFlagsPage />, titleKey: 'ampere.settings.pages.featureFlags' },
  {
    name: 'feature-configurations', label: 'Feature configurations', icon: <TuneIcon />, element: <FeatureConfigurationsPage />,
    titleKey: 'ampere.settings.pages.featureConfigurations',
  },
  { name: 'statistics', label: 'Statistics', icon: <QueryStatsIcon />, element: <StatisticsPage /> },
  { name: 'assets', label: 'Assets', icon: <PermMediaIcon />, element: <AssetsPage /> },
  { name: 'signs', label: 'Signs', icon: <TvIcon />, element: <SignsPage /> },
];
