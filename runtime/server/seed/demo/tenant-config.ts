/**
 * The portal tenant configurations the demo can publish (config.tenant): 'NO' is the Norwegian tenant
 * of portal.md §1, value for value; 'SE' a Swedish tenant with the password and bank-id sign-ins, for
 * trying the flows the Norwegian tenant switches off.
 */
import type { PortalTenantConfig } from '../../../../schemas/settings/feature-flags.js';

const SITE = 'https://minside.bright.example';

/** The switches every tenant shares (all portal pages on), before each tenant's own values. */
const COMMON = {
  hideCost: false,
  hideEnvironmentalImpact: false,
  hideMonthlyDistribution: false,
  hideCsvExport: false,
  hideInvoices: false,
  hideFaq: false,
  hidePopup: false,
  hideSelectableServices: [],
  invoiceIframe: false,
  hideMyHome: false,
  infoBoxCloseButtonHidden: false,
  editableContactTypes: ['email', 'phoneNumber'],
  showDisruptionBox: false,
  productHasApp: true,
  appStoreUrl: 'https://apps.apple.com/no/app/bright-energi/id1234567890',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.bright.energi',
  appPromotion: true,
  defaultAnalysis: 'consumption',
} as const satisfies Partial<PortalTenantConfig>;

export const TENANT_CONFIGS: Readonly<Record<string, PortalTenantConfig>> = {
  // portal.md §1: NOK; nn and nb; OPENID_WEB_VIEW only; password and contact editing off; full name;
  // measurement delay 1 day; default analysis consumption; change-information notice; embedded account
  // and dashboard pages but not the agreement page; a chat widget (the built-in one).
  NO: {
    ...COMMON,
    hideSelectableServices: [],
    dashboardIframe: true,
    gridInvoiceLink: 'https://nett.bright.example/faktura',
    signInMethods: ['OPENID_WEB_VIEW'],
    measurementDelayDays: 1,
    currency: 'NOK',
    languages: ['nn', 'nb'],
    passwordEditingDisabled: true,
    contactEditingDisabled: true,
    editableContactTypes: ['email', 'phoneNumber'],
    showFullName: true,
    changeInformationNotice: true,
    accountIframeUrl: `${SITE}/endre-opplysninger`,
    dashboardIframeUrl: `${SITE}/spotpris`,
    agreementRenewalUrl: 'https://www.bright.example/stromavtale/forny',
    // The built-in help chat (docs/decisions.md "Chat widget vendors"): it works offline and when a vendor's script is blocked.
    chatWidgetVendor: 'ampere',
    bankIdQr: false,
    loginBackground: { type: 'gradient', colors: ['#0b3d5c', '#1f7a8c'] },
  },
  SE: {
    ...COMMON,
    hideSelectableServices: [],
    dashboardIframe: false,
    signInMethods: ['BANKID', 'USR_PWD', 'USR_PIN', 'USR_PRIVATE', 'USR_COMPANY'],
    measurementDelayDays: 1,
    currency: 'SEK',
    languages: ['sv', 'en'],
    passwordEditingDisabled: false,
    contactEditingDisabled: false,
    editableContactTypes: ['email', 'phoneNumber'],
    showFullName: false,
    changeInformationNotice: false,
    bankIdQr: true,
    loginBackground: { type: 'color', color: '#0b3d5c' },
  },
};

/** The configuration of `tenant`; an unknown tenant is a configuration mistake, said at once. */
export function tenantConfig(tenant: string): PortalTenantConfig {
  const config = TENANT_CONFIGS[tenant];
  if (!config) throw new Error(`TENANT '${tenant}' is not a demo tenant; use one of ${Object.keys(TENANT_CONFIGS).join(', ')}`);
  return config;
}
