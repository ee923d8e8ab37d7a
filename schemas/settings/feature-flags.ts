/**
 * Feature flags of the console, server and app, and the portal's tenant configuration, published
 * per organisation in the featureFlags release (back-office §1, §3 Feature flag, §6; portal §1, §2).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../core/domain.js';
import { Language, WebOrigin, WebUrl } from '../core/primitives.js';
import { Currency } from '../geography.js';
import { PortalServiceType } from '../location.js';
import { PortalLoginMethod } from '../auth.js';
import { BridgeEditableUserProperty } from '../bridge.js';
import { SegmentRuleSet } from './segments.js';
import { HexColour } from './theme.js';
import { uniqueBy } from '../core/refinements.js';
import { CamelCaseKey } from './feature-configurations.js';
import { CompareOptionsHiddenByPeriod } from '../insights-analysis.js';

/** back-office §3: "Feature flag types: product, release". */
export const FeatureFlagType = z.enum(['product', 'release']);
export type FeatureFlagType = z.infer<typeof FeatureFlagType>;

/** back-office §3: "Contexts: app, bridge, server, shared". */
export const FeatureFlagContext = z.enum(['app', 'bridge', 'server', 'shared']);
export type FeatureFlagContext = z.infer<typeof FeatureFlagContext>;

/**
 * back-office §1, §2: the console pages switched by flags: "communication, customize, theme, modules,
 * assets, custom favorites, messaging, signs" (context bridge; words as camelCase).
 */
export const ConsolePageFlag = z.enum(['communication', 'customize', 'theme', 'modules', 'assets', 'customFavorites', 'messaging', 'signs']);
export type ConsolePageFlag = z.infer<typeof ConsolePageFlag>;

/** back-office §6: "Server flags: dynamic content endpoints, currency converter" (context server). */
export const ServerFlag = z.enum(['dynamicContentEndpoints', 'currencyConverter']);
export type ServerFlag = z.infer<typeof ServerFlag>;

/**
 * back-office §6: "App flags: in-app rating, control webview, insight beta toggles, custom favorites,
 * tips, regulatory information, recycling central, Homeside and Hark control, landscape and dark
 * mode, quarter-hourly spot prices" (context app).
 */
export const AppFlag = z.enum([
  'inAppRating', 'controlWebview', 'insightBetaToggles', 'customFavorites', 'tips', 'regulatoryInformation',
  'recyclingCentral', 'homesideControl', 'harkControl', 'landscapeMode', 'darkMode', 'quarterHourlySpotPrices',
]);
export type AppFlag = z.infer<typeof AppFlag>;

/** portal §1 "default analysis" (consumption, cost, production, environmental impact: the analysis views). */
export const PortalAnalysisView = z.enum(['consumption', 'cost', 'production', 'environmentalImpact']);
export type PortalAnalysisView = z.infer<typeof PortalAnalysisView>;

/** portal §2 Account settings: "editable contact types (default email and phone)". */
export const PortalContactType = BridgeEditableUserProperty.extract(['email', 'phoneNumber']);
export type PortalContactType = z.infer<typeof PortalContactType>;

/** back-office §1: "The customize page must be on for theme, modules and assets to be available". */
export const CUSTOMIZE_DEPENDENTS = ['theme', 'modules', 'assets'] as const satisfies readonly ConsolePageFlag[];
export const CUSTOMIZE_REQUIRED_MESSAGE = 'The customize page must be on for theme, modules and assets';

/** portal §1 "measurement delay days": the delay when the tenant sets none (constants.ts MEASUREMENT.DEFAULT_DELAY_DAYS). */
export const DEFAULT_MEASUREMENT_DELAY_DAYS = 1;

/** back-office §3 Feature flag: key, type, context, enabled, and who it targets (docs/decisions.md "Feature flag fields"). */
export const FeatureFlag = z
  .object({
    key: CamelCaseKey('Flag keys are camelCase').meta({ title: 'Key', 'x-ui': { order: 1 } }),
    type: FeatureFlagType.meta({ title: 'Type', 'x-ui': { order: 2 } }),
    context: FeatureFlagContext.meta({ title: 'Context', 'x-ui': { order: 3 } }),
    enabled: z.boolean().meta({ title: 'On', 'x-ui': { order: 4 } }),
    description: z.string().optional().meta({ title: 'Description', 'x-ui': { order: 5, widget: 'textarea' } }),
    segments: SegmentRuleSet.optional().meta({ description: 'Only these users (app flags); absent: everyone', 'x-ui': { order: 6 } }),
  })
  .meta({ title: 'Feature flag' });
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** The list of flags: a key once per context, and customize on when theme, modules or assets are (back-office §1). */
export const FeatureFlagList = z
  .array(FeatureFlag)
  .superRefine((flags, ctx) => {
    uniqueBy((f: FeatureFlag) => `${f.context}:${f.key}`, (f) => `Flag ${f.key} is listed twice for ${f.context}`, ['key'])(flags, ctx);
    const on = (key: string) => isFlagOn(flags, 'bridge', key);
    if (CUSTOMIZE_DEPENDENTS.some(on) && !on('customize')) ctx.addIssue({ code: 'custom', message: CUSTOMIZE_REQUIRED_MESSAGE });
  })
  .meta({ title: 'Feature flags' });
export type FeatureFlagList = z.infer<typeof FeatureFlagList>;

/** portal §2 Login: "a configurable background (colour, gradient or image)". */
export const PortalLoginBackground = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('color'), color: HexColour }),
    z.object({ type: z.literal('gradient'), colors: z.array(HexColour).min(2) }),
    z.object({ type: z.literal('image'), imageUrl: WebUrl }),
  ])
  .meta({ title: 'Login background' });
export type PortalLoginBackground = z.infer<typeof PortalLoginBackground>;

export const CHAT_SCRIPT_ORIGINS_LIMIT = 20;

/**
 * Issue 19 §5: the origins a tenant's chat widget script may come from, one list for the whole
 * platform that only a platform ADMIN changes (docs/decisions.md "Chat widget script allow-list").
 * The portal's Content-Security-Policy lets scripts from exactly these origins run.
 */
export const ChatScriptOrigins = z
  .object({
    origins: z.array(WebOrigin).max(CHAT_SCRIPT_ORIGINS_LIMIT).superRefine(uniqueBy((o: string) => o, (o) => `${o} is listed twice`)).meta({ title: 'Allowed origins' }),
  })
  .meta({ title: 'Chat widget script origins', description: 'Where a chat widget script may be loaded from, for every organisation' });
export type ChatScriptOrigins = z.infer<typeof ChatScriptOrigins>;

/** Whether `scriptUrl` is on the allow-list: its origin is one of `origins`. */
export function chatScriptAllowed(scriptUrl: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(scriptUrl).origin);
  } catch {
    return false;
  }
}

const hide = (title: string) => z.boolean().default(false).meta({ title });

/**
 * portal §1, §2: the tenant configuration that shapes the portal, read from the organisation's
 * published featureFlags release. Every flag of portal §1's list, and the settings §1 and §2 name
 * (currency, languages, sign-in, embedded pages, app links, contact editing, full name, notices);
 * docs/decisions.md "Portal tenant configuration".
 */
export const PortalTenantConfig = z
  .object({
    // portal §1 flags, in the spec's order
    hideCost: hide('Hide cost'),
    hideEnvironmentalImpact: hide('Hide environmental impact'),
    hideMonthlyDistribution: hide('Hide monthly distribution'),
    hideCsvExport: hide('Hide CSV export'),
    hideInvoices: hide('Hide invoices'),
    hideFaq: hide('Hide FAQ'),
    hidePopup: hide('Hide welcome popup'),
    hideSelectableServices: z.array(PortalServiceType).default([]).meta({ title: 'Hidden services', description: 'Service types not offered in analysis' }),
    invoiceIframe: z.boolean().default(false).meta({ title: 'Invoices in a viewer', description: 'Open invoices in the embedded viewer instead of a new window' }),
    dashboardIframe: z.boolean().default(false).meta({ title: 'Dashboard frame', description: 'Show the embedded spot-price frame on the dashboard' }),
    gridInvoiceLink: WebUrl.optional().meta({ title: 'Grid invoice link' }),
    appPromotion: z.boolean().default(false).meta({ title: 'App promotion on login' }),
    signInMethods: z.array(PortalLoginMethod).min(1).meta({ title: 'Sign-in methods' }),
    defaultAnalysis: PortalAnalysisView.default('consumption').meta({ title: 'Default analysis' }),
    measurementDelayDays: z.number().int().min(0).max(31).default(DEFAULT_MEASUREMENT_DELAY_DAYS).meta({ title: 'Measurement delay (days)' }),
    // portal §4 "Compare options can be hidden per period by configuration" (docs/decisions.md "Hidden compare options").
    hiddenCompareOptions: CompareOptionsHiddenByPeriod.optional().meta({ title: 'Hidden compare options', description: 'Compare options the analysis does not offer, per period tab' }),
    hideMyHome: hide('Hide my home'),
    infoBoxCloseButtonHidden: hide('Hide info-box close button'),
    // portal §1 tenant description
    currency: Currency.meta({ title: 'Currency' }),
    languages: z.array(Language).min(1).meta({ title: 'Languages', description: 'Offered UI languages, the first is the default' }),
    passwordEditingDisabled: z.boolean().default(false).meta({ title: 'Password editing disabled' }),
    contactEditingDisabled: z.boolean().default(false).meta({ title: 'Contact details not editable' }),
    editableContactTypes: z.array(PortalContactType).default(['email', 'phoneNumber']).meta({ title: 'Editable contact details' }),
    showFullName: z.boolean().default(false).meta({ title: 'Show full name' }),
    changeInformationNotice: z.boolean().default(false).meta({ title: 'Show change-information notice' }),
    accountIframeUrl: WebUrl.optional().meta({ title: 'Account page frame', description: 'Embedded provider page for changing information' }),
    dashboardIframeUrl: WebUrl.optional().meta({ title: 'Dashboard frame URL', description: 'Loaded with the site id' }),
    agreementIframeUrl: WebUrl.optional().meta({ title: 'Agreement page frame', description: 'Loaded with the site id' }),
    agreementRenewalUrl: WebUrl.optional().meta({ title: 'Agreement renewal link' }),
    chatWidgetVendor: z.string().min(1).optional().meta({ title: 'Chat widget vendor', description: "'ampere' is the built-in help chat; 'intercom' and 'zendesk' load the vendor's script; none: no chat" }),
    // docs/decisions.md "Chat widget vendors": an external vendor's script and key; the built-in chat needs neither.
    chatWidgetScriptUrl: WebUrl.optional().meta({ title: 'Chat widget script', description: "The external vendor's script; when it fails to load the built-in chat is shown" }),
    chatWidgetKey: z.string().min(1).optional().meta({ title: 'Chat widget key', description: "The external vendor's app id or key the widget starts with" }),
    // portal §2
    showDisruptionBox: z.boolean().default(false).meta({ title: 'Show disruption info box', description: 'SHOW_DISRUPTION_BOX' }),
    productHasApp: z.boolean().default(false).meta({ title: 'The product has an app' }),
    appStoreUrl: WebUrl.optional().meta({ title: 'App Store link' }),
    playStoreUrl: WebUrl.optional().meta({ title: 'Play Store link' }),
    bankIdQr: z.boolean().default(false).meta({ title: 'Bank ID by QR code', description: 'Hides the personal-id field' }),
    loginBackground: PortalLoginBackground.optional(),
  })
  .meta({ title: 'Portal configuration', description: 'How the customer portal looks and behaves for this organisation' });
export type PortalTenantConfig = z.infer<typeof PortalTenantConfig>;

/** back-office §3 Drafts and releases: the featureFlags payload: the flags and the portal's tenant configuration. */
export const FeatureFlagsPayload = z
  .object({
    flags: FeatureFlagList,
    portal: PortalTenantConfig,
  })
  .meta({ title: 'Feature flags', description: 'The featureFlags payload of a draft or release' });
export type FeatureFlagsPayload = z.infer<typeof FeatureFlagsPayload>;

/** Whether a flag is on in a payload (absent: off). */
export function isFlagOn(flags: readonly FeatureFlag[], context: FeatureFlagContext, key: string): boolean {
  return flags.some((f) => f.context === context && f.key === key && f.enabled);
}

export const featureFlagsDomain = defineDomain({
  name: 'settings/feature-flags',
  spec: ['back-office §1', 'back-office §3 Feature flag and feature configuration', 'back-office §6', 'portal §1', 'portal §2'],
  enums: { FeatureFlagType, FeatureFlagContext, ConsolePageFlag, ServerFlag, AppFlag, PortalAnalysisView, PortalContactType },
  entities: { FeatureFlag, FeatureFlagList, PortalLoginBackground, PortalTenantConfig, FeatureFlagsPayload, ChatScriptOrigins },
  rules: {
    customizeRequired: rule({
      spec: 'back-office §1',
      summary: 'The customize page must be on for theme, modules and assets to be available',
      schema: FeatureFlagList,
      messages: [CUSTOMIZE_REQUIRED_MESSAGE],
    }),
  },
});
