/**
 * Home and analysis page modules of the app (back-office §2 Home page modules, §3 Module). Module
 * shapes beyond the spec's fields are ours (docs/decisions.md "Module fields").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../core/domain.js';
import { IsoDate, Language, WebUrl } from '../core/primitives.js';
import { NavigationTarget } from '../navigation.js';
import { IconRef, SurfaceVariant } from './theme.js';
import { objectPerValue, uniqueBy } from '../core/refinements.js';
import { SegmentRuleSet } from './segments.js';
import { FavoriteList } from './favorites.js';

/** back-office §2 Home page modules: "News, Shortcuts, Favorites, Help, FromUs, Offers, ImageFooter". */
export const ModuleName = z.enum(['News', 'Shortcuts', 'Favorites', 'Help', 'FromUs', 'Offers', 'ImageFooter']);
export type ModuleName = z.infer<typeof ModuleName>;

/** back-office §2 Variants: "Item cards: smallListCard, mediumListCard, largeListCard, landscapeCarousel, portraitCarousel, rssCarousel". */
export const ItemCardVariant = z.enum(['smallListCard', 'mediumListCard', 'largeListCard', 'landscapeCarousel', 'portraitCarousel', 'rssCarousel']);
export type ItemCardVariant = z.infer<typeof ItemCardVariant>;

/** back-office §2 Variants: "News: portrait, landscape". */
export const NewsVariant = z.enum(['portrait', 'landscape']);
export type NewsVariant = z.infer<typeof NewsVariant>;

/** back-office §2 Variants: "ImageFooter: landscape, logo". */
export const ImageFooterVariant = z.enum(['landscape', 'logo']);
export type ImageFooterVariant = z.infer<typeof ImageFooterVariant>;

/** back-office §2 Variants: "Shortcuts: smallListCard". */
export const ShortcutsVariant = ItemCardVariant.extract(['smallListCard']);
export type ShortcutsVariant = z.infer<typeof ShortcutsVariant>;

/** back-office §2: "Module scopes: home, analysis". */
export const ModuleScope = z.enum(['home', 'analysis']);
export type ModuleScope = z.infer<typeof ModuleScope>;

/** back-office §3 Module: "Navigation to an external URL carries: url, enrichUrl, openInBrowser, enrichHarkUrl, isBrightKitUrl". */
export const ExternalUrlNavigation = z
  .object({
    type: z.literal('EXTERNAL_URL'),
    url: WebUrl.meta({ title: 'URL' }),
    enrichUrl: z.boolean().meta({ title: 'Add customer parameters to the URL' }),
    openInBrowser: z.boolean().meta({ title: 'Open in browser' }),
    enrichHarkUrl: z.boolean().meta({ title: 'Add Hark parameters to the URL' }),
    isBrightKitUrl: z.boolean().meta({ title: 'BrightKit page' }),
  })
  .meta({ title: 'External URL' });
export type ExternalUrlNavigation = z.infer<typeof ExternalUrlNavigation>;

/** back-office §2 Content navigation targets other than EXTERNAL_URL, with optional screen parameters. */
export const AppScreenNavigation = z
  .object({
    type: NavigationTarget.exclude(['EXTERNAL_URL']),
    params: z.record(z.string(), z.string()).optional().meta({ title: 'Screen parameters' }),
  })
  .meta({ title: 'App screen' });
export type AppScreenNavigation = z.infer<typeof AppScreenNavigation>;

/** back-office §3 Module item: "navigation" to one of the content navigation targets (§2). */
export const ModuleNavigation = z.discriminatedUnion('type', [ExternalUrlNavigation, AppScreenNavigation]).meta({ title: 'Navigation' });
export type ModuleNavigation = z.infer<typeof ModuleNavigation>;

/** back-office §3 Module item: "copy (per language: title, body, label)". */
export const ModuleItemCopyText = z
  .object({
    title: z.string().meta({ title: 'Title' }),
    body: z.string().optional().meta({ title: 'Body', 'x-ui': { widget: 'textarea' } }),
    label: z.string().optional().meta({ title: 'Button label' }),
  })
  .meta({ title: 'Copy' });

/** Copy per supported language; languages without copy fall back to the organisation's first language. */
export const ModuleItemCopy = objectPerValue(Language.options, ModuleItemCopyText.optional()).meta({ title: 'Copy per language' });
export type ModuleItemCopy = z.infer<typeof ModuleItemCopy>;

const moduleItemShape = {
  id: z.string().min(1).meta({ title: 'Id', 'x-ui': { order: 1 } }),
  enabled: z.boolean().meta({ title: 'Enabled', 'x-ui': { order: 2 } }),
  theme: SurfaceVariant.optional().meta({ title: 'Surface', 'x-ui': { order: 3 } }),
  segments: SegmentRuleSet.meta({ 'x-ui': { order: 4 } }),
  copy: ModuleItemCopy.meta({ 'x-ui': { order: 5 } }),
  navigation: ModuleNavigation.meta({ 'x-ui': { order: 6 } }),
  icon: IconRef.optional().meta({ 'x-ui': { order: 7 } }),
  imageUrl: WebUrl.optional().meta({ title: 'Image', description: 'Card image (carousels and large cards)', 'x-ui': { order: 8 } }),
};

/** back-office §3 Module: "Module item: id, enabled, optional theme, segments, copy (per language: title, body, label), navigation, and optional icon {type, name}". */
export const ModuleItem = z.object(moduleItemShape).meta({ title: 'Module item' });
export type ModuleItem = z.infer<typeof ModuleItem>;

export const OFFER_SCHEDULE_ORDER_MESSAGE = 'endDate must not be before startDate';

/** back-office §3 Module: "Offers items also have an optional schedule {startDate, optional endDate}". */
export const OfferSchedule = z
  .object({
    startDate: IsoDate.meta({ title: 'From' }),
    endDate: IsoDate.optional().meta({ title: 'Until' }),
  })
  .refine((s) => s.endDate === undefined || s.endDate >= s.startDate, { message: OFFER_SCHEDULE_ORDER_MESSAGE, path: ['endDate'] })
  .meta({ title: 'Schedule' });
export type OfferSchedule = z.infer<typeof OfferSchedule>;

/** back-office §3 Module: an Offers item. */
export const OfferItem = z.object({ ...moduleItemShape, schedule: OfferSchedule.optional() }).meta({ title: 'Offer' });
export type OfferItem = z.infer<typeof OfferItem>;

/** back-office §3 Module: "News items also have url and extraParams". */
export const NewsItem = z
  .object({
    ...moduleItemShape,
    url: WebUrl.meta({ title: 'Feed URL' }),
    extraParams: z.record(z.string(), z.string()).meta({ title: 'Extra parameters', description: 'Added to the feed request' }),
  })
  .meta({ title: 'News item' });
export type NewsItem = z.infer<typeof NewsItem>;

/** back-office §3 Module: "Module base: id, optional name, enabled"; `type` says which module it is. */
const moduleBase = {
  id: z.string().min(1).meta({ title: 'Id', 'x-ui': { order: 1 } }),
  name: z.string().optional().meta({ title: 'Name', description: 'Shown in the console only', 'x-ui': { order: 2 } }),
  enabled: z.boolean().meta({ title: 'Enabled', 'x-ui': { order: 3 } }),
};

/** back-office §2, §3: a News module (variants portrait, landscape). */
export const NewsModule = z.object({ type: z.literal('News'), ...moduleBase, variant: NewsVariant, items: z.array(NewsItem) }).meta({ title: 'News' });
/** back-office §2, §3: a Shortcuts module (variant smallListCard). */
export const ShortcutsModule = z.object({ type: z.literal('Shortcuts'), ...moduleBase, variant: ShortcutsVariant, items: z.array(ModuleItem) }).meta({ title: 'Shortcuts' });
/** back-office §2, §3: the Favorites module, holding the built-in favorites (InvoiceFavorite required). */
export const FavoritesModule = z.object({ type: z.literal('Favorites'), ...moduleBase, favorites: FavoriteList }).meta({ title: 'Favorites' });
/** back-office §2, §3: a Help module. */
export const HelpModule = z.object({ type: z.literal('Help'), ...moduleBase, variant: ItemCardVariant, items: z.array(ModuleItem) }).meta({ title: 'Help' });
/** back-office §2, §3: a FromUs module. */
export const FromUsModule = z.object({ type: z.literal('FromUs'), ...moduleBase, variant: ItemCardVariant, items: z.array(ModuleItem) }).meta({ title: 'From us' });
/** back-office §2, §3: an Offers module (items may carry a schedule). */
export const OffersModule = z.object({ type: z.literal('Offers'), ...moduleBase, variant: ItemCardVariant, items: z.array(OfferItem) }).meta({ title: 'Offers' });
/** back-office §2, §3: the ImageFooter module (variants landscape, logo). */
export const ImageFooterModule = z
  .object({
    type: z.literal('ImageFooter'),
    ...moduleBase,
    variant: ImageFooterVariant,
    imageUrl: WebUrl.meta({ title: 'Image' }),
    navigation: ModuleNavigation.optional(),
  })
  .meta({ title: 'Image footer' });

/** back-office §2 Home page modules: one of the seven modules. */
export const PageModule = z
  .discriminatedUnion('type', [NewsModule, ShortcutsModule, FavoritesModule, HelpModule, FromUsModule, OffersModule, ImageFooterModule])
  .meta({ title: 'Module' });
export type PageModule = z.infer<typeof PageModule>;

/** The modules of one page, top to bottom; module ids are unique on the page. */
const ModuleList = z.array(PageModule).superRefine(uniqueBy((m) => m.id, (m) => `Module id ${m.id} is used twice`, ['id']));

/** back-office §2 "Module scopes: home, analysis": the modules payload of a draft or release, per scope. */
export const ModulesPayload = z
  .object({
    home: ModuleList.meta({ title: 'Home page' }),
    analysis: ModuleList.meta({ title: 'Analysis page' }),
  })
  .meta({ title: 'Modules', description: 'The modules payload of a draft or release, per scope' });
export type ModulesPayload = z.infer<typeof ModulesPayload>;

export const modulesDomain = defineDomain({
  name: 'settings/modules',
  spec: ['back-office §2 Home page modules', 'back-office §3 Module'],
  enums: { ModuleName, ItemCardVariant, NewsVariant, ImageFooterVariant, ShortcutsVariant, ModuleScope },
  entities: {
    ExternalUrlNavigation, AppScreenNavigation, ModuleNavigation, ModuleItemCopy, ModuleItem, OfferSchedule, OfferItem, NewsItem,
    NewsModule, ShortcutsModule, FavoritesModule, HelpModule, FromUsModule, OffersModule, ImageFooterModule, PageModule, ModulesPayload,
  },
  rules: {
    offerSchedule: rule({
      spec: 'back-office §3 Module',
      summary: 'An offer schedule ends on or after its start date',
      schema: OfferSchedule,
      messages: [OFFER_SCHEDULE_ORDER_MESSAGE],
    }),
  },
});
