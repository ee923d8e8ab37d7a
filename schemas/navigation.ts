/**
 * Where home items, modules and inbox items can send the user (platform-contract §2,
 * back-office §2 "Content navigation targets" and "Inbox item message navigation targets").
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/** The navigation target kinds home items can point to; the same list in platform-contract §2 and back-office §2. */
export const NavigationTarget = z.enum([
  'SPOTPRICE', 'ANALYSIS', 'IOT', 'IOT_PROVIDER', 'INVOICE', 'RECYCLING_CENTRAL', 'WASTE', 'HOME',
  'ACCOUNT_PROFILE', 'SITE_PROFILE', 'NOTIFICATIONS', 'MONTHLY_REPORT', 'EXTERNAL_URL', 'DISRUPTIONS',
  'REALTIME', 'AGREEMENTS', 'MESSAGE_FEED', 'MESSAGE', 'NONE', 'FAQ', 'CONTACT_US', 'SOLAR_PRODUCTION',
  'ELIS_TIPS', 'ANALYSIS_DETAILS', 'ANALYSIS_COMPARISON', 'ANALYSIS_HISTORY', 'ANALYSIS_DETAILS_COST',
  'ANALYSIS_DETAILS_CONSUMPTION', 'LOAD_MEASUREMENTS', 'FAMILY_SHARE', 'DEVIATIONS',
  'IOT_PROVIDER_BRAND_MODEL_LIST', 'SETTINGS', 'IOT_HOMESIDE_DEVICE_SCREEN', 'CONTROL_WEBVIEW',
  'MONTHLY_REPORT_SCREEN',
]);
export type NavigationTarget = z.infer<typeof NavigationTarget>;

/**
 * Message navigation targets (platform-contract §2, back-office §2): "home, spot price, insights,
 * control, settings tabs, app message". The spec gives them as words; these are their values.
 */
export const MessageNavigationTarget = z.enum(['home', 'spotPrice', 'insights', 'control', 'settingsTabs', 'appMessage']);
export type MessageNavigationTarget = z.infer<typeof MessageNavigationTarget>;

export const navigationDomain = defineDomain({
  name: 'navigation',
  spec: ['platform-contract §2', 'back-office §2'],
  enums: { NavigationTarget, MessageNavigationTarget },
  entities: {},
});
