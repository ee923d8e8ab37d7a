/**
 * Built-in favorites (shown in the app's Favorites module) and custom favorites (back-office §3
 * Favorites (built-in), Custom favorite, §9).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../core/domain.js';
import { PartialLocalizedText, WebUrl } from '../core/primitives.js';
import { NavigationTarget } from '../navigation.js';
import { IconRef } from './theme.js';
import { uniqueBy } from '../core/refinements.js';
import type { SegmentRuleName } from './segments.js';

/** back-office §3 Favorites (built-in): "16 names, each with the suffix Favorite". */
export const BuiltInFavoriteName = z.enum([
  'InvoiceFavorite', 'WasteRemovalFavorite', 'RecyclingCentralFavorite', 'LoadPeaksFavorite',
  'SpotPriceNowFavorite', 'SpotPriceNextHourFavorite', 'SpotPriceRangeFavorite', 'SpotPriceGraphFavorite',
  'SpotPriceListFavorite', 'SpotPriceComparisonFavorite', 'MonthlyInfoFavorite', 'MonthlyHeatingFavorite',
  'WeatherFavorite', 'WindPowerFavorite', 'Co2ImpactFavorite', 'RealtimeProviderFavorite',
]);
export type BuiltInFavoriteName = z.infer<typeof BuiltInFavoriteName>;

/** back-office §3 Favorites (built-in): "Conditional favorites: waste, recycling, load peaks, realtime provider". */
export const ConditionalFavoriteName = BuiltInFavoriteName.extract([
  'WasteRemovalFavorite', 'RecyclingCentralFavorite', 'LoadPeaksFavorite', 'RealtimeProviderFavorite',
]);
export type ConditionalFavoriteName = z.infer<typeof ConditionalFavoriteName>;

/** back-office §3 Custom favorite: "pollingFrequency (once, occasionally, often)"; §9. */
export const PollingFrequency = z.enum(['once', 'occasionally', 'often']);
export type PollingFrequency = z.infer<typeof PollingFrequency>;

/**
 * back-office §3 Favorites: when a conditional favorite is shown — the segment flag the customer
 * must have (docs/decisions.md "Conditional favorites").
 */
export const CONDITIONAL_FAVORITE_SEGMENT = {
  WasteRemovalFavorite: 'hasWaste',
  RecyclingCentralFavorite: 'hasWaste',
  LoadPeaksFavorite: 'hasLoadTariffs',
  RealtimeProviderFavorite: 'hasRealtimeMeasurements',
} as const satisfies Record<ConditionalFavoriteName, SegmentRuleName>;

/**
 * back-office §3 Favorites: "Older teaser names are also kept (list not shown)". Older name →
 * current name; empty until the old names are known (docs/decisions.md "Older teaser names").
 */
export const LEGACY_TEASER_NAMES: Readonly<Record<string, BuiltInFavoriteName>> = {};

/** Maps an older teaser name to its favorite name; other names are returned unchanged. */
export function normaliseFavoriteName(name: string): string {
  return LEGACY_TEASER_NAMES[name] ?? name;
}

/** The message of the InvoiceFavorite rule. */
export const INVOICE_FAVORITE_REQUIRED = 'InvoiceFavorite is required';
/** The message of the custom favorite navigation rule. */
export const CUSTOM_FAVORITE_NAVIGATION_REQUIRED = 'A custom favorite needs a webviewUrl or an appNavigation';

/** back-office §3 Favorites (built-in): "Fields: name, enabled, optional copy with title and description". */
export const Favorite = z
  .object({
    name: BuiltInFavoriteName.meta({ title: 'Favorite', 'x-ui': { order: 1 } }),
    enabled: z.boolean().meta({ title: 'Enabled', 'x-ui': { order: 2 } }),
    copy: z
      .object({ title: PartialLocalizedText, description: PartialLocalizedText })
      .optional()
      .meta({ title: 'Copy', 'x-ui': { order: 3 } }),
  })
  .meta({ title: 'Favorite' });
export type Favorite = z.infer<typeof Favorite>;

/**
 * back-office §3 Favorites: the list of built-in favorites an organisation offers. "InvoiceFavorite
 * is required"; a name appears once.
 */
export const FavoriteList = z
  .array(Favorite)
  .superRefine((list, ctx) => {
    if (!list.some((f) => f.name === 'InvoiceFavorite')) ctx.addIssue({ code: 'custom', message: INVOICE_FAVORITE_REQUIRED });
    uniqueBy((f: Favorite) => f.name, (f) => `${f.name} is listed twice`, ['name'])(list, ctx);
  })
  .meta({ title: 'Favorites' });
export type FavoriteList = z.infer<typeof FavoriteList>;

/** back-office §3 Custom favorite: "navigation{webviewUrl, appNavigation}"; one of the two is needed. */
export const CustomFavoriteNavigation = z
  .object({
    webviewUrl: WebUrl.optional().meta({ title: 'Web view URL' }),
    appNavigation: NavigationTarget.optional().meta({ title: 'App screen' }),
  })
  .refine((n) => n.webviewUrl !== undefined || n.appNavigation !== undefined, { message: CUSTOM_FAVORITE_NAVIGATION_REQUIRED })
  .meta({ title: 'Navigation' });
export type CustomFavoriteNavigation = z.infer<typeof CustomFavoriteNavigation>;

/**
 * back-office §3 Custom favorite: "id, remoteId, title, navigation{webviewUrl, appNavigation},
 * pollingFrequency (once, occasionally, often), testCustomerIds[], icon{type, name}".
 */
export const CustomFavorite = z
  .object({
    id: z.string().min(1).meta({ title: 'Id', 'x-ui': { order: 1 } }),
    remoteId: z.string().min(1).meta({ title: 'Remote id', description: 'Id of the content at its source', 'x-ui': { order: 2 } }),
    title: PartialLocalizedText.meta({ title: 'Title', 'x-ui': { order: 3 } }),
    navigation: CustomFavoriteNavigation.meta({ 'x-ui': { order: 4 } }),
    pollingFrequency: PollingFrequency.meta({ title: 'Polling', 'x-ui': { order: 5 } }),
    testCustomerIds: z.array(z.string().min(1)).meta({ title: 'Test customers', description: 'Customer ids that see it before release; empty: everyone', 'x-ui': { order: 6 } }),
    icon: IconRef.meta({ 'x-ui': { order: 7 } }),
  })
  .meta({ title: 'Custom favorite' });
export type CustomFavorite = z.infer<typeof CustomFavorite>;

/** back-office §3 Drafts and releases: the customFavorites payload. Ids are unique. */
export const CustomFavoritesPayload = z
  .object({
    customFavorites: z.array(CustomFavorite).superRefine(uniqueBy((f) => f.id, (f) => `Custom favorite id ${f.id} is used twice`, ['id'])),
  })
  .meta({ title: 'Custom favorites', description: 'The customFavorites payload of a draft or release' });
export type CustomFavoritesPayload = z.infer<typeof CustomFavoritesPayload>;

export const favoritesDomain = defineDomain({
  name: 'settings/favorites',
  spec: ['back-office §3 Favorites (built-in)', 'back-office §3 Custom favorite', 'back-office §9'],
  enums: { BuiltInFavoriteName, ConditionalFavoriteName, PollingFrequency },
  entities: { Favorite, FavoriteList, CustomFavoriteNavigation, CustomFavorite, CustomFavoritesPayload },
  rules: {
    invoiceFavoriteRequired: rule({
      spec: 'back-office §3 Favorites (built-in)',
      summary: 'InvoiceFavorite is required in the list of built-in favorites',
      schema: FavoriteList,
      messages: [INVOICE_FAVORITE_REQUIRED],
    }),
    customFavoriteNavigation: rule({
      spec: 'back-office §3 Custom favorite',
      summary: 'A custom favorite navigates to a web view URL or an app screen',
      schema: CustomFavoriteNavigation,
      messages: [CUSTOM_FAVORITE_NAVIGATION_REQUIRED],
    }),
  },
});
