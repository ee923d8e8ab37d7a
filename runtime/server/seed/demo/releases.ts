/**
 * The five releases the demo organisation publishes: feature flags (with the portal tenant
 * configuration), feature configurations, theme, modules and custom favorites.
 */
import type { FeatureFlag, FeatureFlagsPayload } from '../../../../schemas/settings/feature-flags.js';
import type { FeatureConfigurationsPayload } from '../../../../schemas/settings/feature-configurations.js';
import type { DemoTenant } from '../demo-tenant.js';
import { tenantConfig } from './tenant-config.js';
import { demoTheme } from './theme.js';
import { demoModules } from './modules.js';
import { demoCustomFavorites } from './custom-favorites.js';

const flag = (context: FeatureFlag['context'], key: string, enabled: boolean, description: string, type: FeatureFlag['type'] = 'product'): FeatureFlag => ({ key, type, context, enabled, description });

const FLAGS: readonly FeatureFlag[] = [
  // Console pages (back-office §1): every one is on; customize is, so theme, modules and assets may be.
  flag('bridge', 'communication', true, 'Inbox messages and push'),
  flag('bridge', 'customize', true, 'Customize page (theme, modules, assets)'),
  flag('bridge', 'theme', true, 'Theme editor'),
  flag('bridge', 'modules', true, 'Home and analysis modules'),
  flag('bridge', 'assets', true, 'Images and files'),
  flag('bridge', 'customFavorites', true, 'Custom favorites'),
  flag('bridge', 'messaging', true, 'Support messages'),
  flag('bridge', 'signs', true, 'Signs (public display screens)'),
  // Server flags (back-office §6).
  flag('server', 'dynamicContentEndpoints', true, 'Serve dynamic content'),
  flag('server', 'currencyConverter', false, 'Convert prices between currencies'),
  // App flags (back-office §6).
  flag('app', 'inAppRating', true, 'Ask for a rating in the app'),
  flag('app', 'controlWebview', false, 'Device control in a web view'),
  flag('app', 'insightBetaToggles', false, 'Beta insights', 'release'),
  flag('app', 'customFavorites', true, 'Custom favorites on the home screen'),
  flag('app', 'tips', true, 'Energy tips'),
  flag('app', 'regulatoryInformation', true, 'Regulatory information page'),
  flag('app', 'recyclingCentral', false, 'Recycling central opening hours'),
  flag('app', 'homesideControl', false, 'Homeside heating control'),
  flag('app', 'harkControl', false, 'Hark device control'),
  flag('app', 'landscapeMode', true, 'Landscape mode on tablets'),
  flag('app', 'darkMode', true, 'Dark mode'),
  flag('app', 'quarterHourlySpotPrices', true, 'Spot prices per 15 minutes', 'release'),
];

function featureFlags(tenant: string): FeatureFlagsPayload {
  return { flags: [...FLAGS], portal: tenantConfig(tenant) };
}

/**
 * Customer support is visible to customers (its accessibility e-mail is public). Hark is enabled but
 * not visible for customers, so ORG_ADMIN cannot read the HARK_API_KEY secret linked to it.
 */
function featureConfigurations(org: string): FeatureConfigurationsPayload {
  const domain = `${org.toLowerCase()}.example`;
  return {
    customerSupport: { enabled: true, visibleForCustomers: true, accessibilitySupportEmail: `tilgjengelighet@${domain}` },
    iotGeneral: { enabled: true, visibleForCustomers: true },
    homeside: { enabled: false, visibleForCustomers: false, accountName: null },
    hark: { enabled: true, visibleForCustomers: false },
    monthlyReport: { enabled: true, visibleForCustomers: true, monthlyReportNotification: true },
    bridge: {
      enabled: true,
      visibleForCustomers: false,
      defaultSignInMethod: 'usernameAndPassword',
      customerSearchOptions: ['customerId', 'personalId', 'organisationId', 'email'],
      defaultCustomerSearchOption: 'customerId',
      editableUserProperties: ['email', 'phoneNumber'],
      monthlyReportsEnabled: true,
      supportContactAddress: `kundeservice@${domain}`,
      ngenicEnabled: false,
    },
  };
}

export function demoReleases(org: string, tenant: string): DemoTenant['releases'] {
  return {
    featureFlags: featureFlags(tenant),
    featureConfigurations: featureConfigurations(org),
    theme: demoTheme(),
    modules: demoModules(),
    customFavorites: demoCustomFavorites(),
  };
}
