/**
 * The whole contract, assembled: the generator's only entry point, and what the server, tests and
 * clients read when they need the full list of domains, areas, errors or resources.
 */
import type { Domain } from './core/domain.js';
import type { Area } from './endpoints/define.js';
import type { ResourceInput } from './core/resource.js';

import { errorsDomain, errorCatalogue, errorBehaviour } from './errors.js';
import { commonDomain } from './common.js';
import { geographyDomain } from './geography.js';
import { navigationDomain } from './navigation.js';
import { locationDomain } from './location.js';
import { homeProfileDomain } from './home-profile.js';
import { accountDomain } from './account.js';
import { prospectDomain } from './prospect.js';
import { authDomain } from './auth.js';
import { identityDomain } from './identity.js';
import { invoiceDomain } from './invoice.js';
import { providerDomain } from './provider.js';
import { agreementDomain } from './agreement.js';
import { measurementDomain } from './measurement.js';
import { insightsDomain } from './insights.js';
import { reportDomain } from './report.js';
import { predictionDomain } from './prediction.js';
import { inboxDomain } from './inbox.js';
import { iotDomain } from './iot.js';
import { supportDomain } from './support.js';
import { portalShellDomain } from './portal-shell.js';
import { adminDomain } from './admin.js';
import { apiTokenDomain } from './api-token.js';
import { secretDomain } from './secret.js';
import { jobDomain } from './job.js';
import { copyDomain } from './copy.js';
import { auditDomain } from './audit.js';
import { bridgeDomain } from './bridge.js';
import { themeDomain } from './settings/theme.js';
import { modulesDomain } from './settings/modules.js';
import { favoritesDomain } from './settings/favorites.js';
import { featureFlagsDomain } from './settings/feature-flags.js';
import { featureConfigurationsDomain } from './settings/feature-configurations.js';
import { segmentsDomain } from './settings/segments.js';
import { releasesDomain } from './settings/releases.js';
import { signDomain } from './sign.js';
import { sourcesDomain } from './sources.js';

import { authArea } from './endpoints/auth.js';
import { accountsArea } from './endpoints/accounts.js';
import { usersArea } from './endpoints/users.js';
import { locationsArea } from './endpoints/locations.js';
import { sitesArea } from './endpoints/sites.js';
import { organisationsArea } from './endpoints/organisations.js';
import { invoicesArea } from './endpoints/invoices.js';
import { prospectsArea } from './endpoints/prospects.js';
import { inspectorsArea } from './endpoints/inspectors.js';
import { portalArea } from './endpoints/portal.js';
import { dataArea } from './endpoints/data.js';
import { siteDataArea } from './endpoints/site-data.js';
import { locationDataArea } from './endpoints/location-data.js';
import { insightsArea } from './endpoints/insights.js';
import { reportsArea } from './endpoints/reports.js';
import { predictionsArea } from './endpoints/predictions.js';
import { portalDataArea } from './endpoints/portal-data.js';
import { inboxArea } from './endpoints/inbox.js';
import { messagingArea } from './endpoints/messaging.js';
import { iotSettingsArea } from './endpoints/iot-settings.js';
import { iotDevicesArea } from './endpoints/iot-devices.js';
import { iotProvidersArea } from './endpoints/iot-providers.js';
import { supportArea } from './endpoints/support.js';
import { adminsArea } from './endpoints/admins.js';
import { apiTokensArea } from './endpoints/api-tokens.js';
import { secretsArea } from './endpoints/secrets.js';
import { jobsArea } from './endpoints/jobs.js';
import { copyArea } from './endpoints/copy.js';
import { auditLogsArea } from './endpoints/audit-logs.js';
import { settingsArea } from './endpoints/settings.js';
import { publishedSettingsArea } from './endpoints/published-settings.js';
import { bridgeArea } from './endpoints/bridge.js';
import { segmentsArea } from './endpoints/segments.js';
import { signsArea } from './endpoints/signs.js';

import { resources } from './resources.js';

export const domains: readonly Domain[] = [
  errorsDomain, commonDomain, geographyDomain, navigationDomain, portalShellDomain,
  locationDomain, homeProfileDomain, accountDomain, prospectDomain, authDomain, identityDomain, invoiceDomain, providerDomain, agreementDomain,
  measurementDomain, insightsDomain, reportDomain, predictionDomain,
  inboxDomain, iotDomain, supportDomain,
  adminDomain, apiTokenDomain, secretDomain, jobDomain, copyDomain, auditDomain, bridgeDomain,
  themeDomain, modulesDomain, favoritesDomain, featureFlagsDomain, featureConfigurationsDomain, segmentsDomain, releasesDomain,
  signDomain, sourcesDomain,
];

export const areas: readonly Area[] = [
  authArea, accountsArea, usersArea, locationsArea, sitesArea, organisationsArea, invoicesArea, prospectsArea, inspectorsArea, portalArea,
  dataArea, siteDataArea, locationDataArea, insightsArea, reportsArea, predictionsArea, portalDataArea,
  inboxArea, messagingArea, iotSettingsArea, iotDevicesArea, iotProvidersArea, supportArea,
  adminsArea, apiTokensArea, secretsArea, jobsArea, copyArea, auditLogsArea, settingsArea, publishedSettingsArea, bridgeArea, segmentsArea,
  signsArea,
];

export interface Contract {
  readonly domains: readonly Domain[];
  readonly areas: readonly Area[];
  readonly resources: readonly ResourceInput[];
  readonly errorCatalogue: typeof errorCatalogue;
  readonly errorBehaviour: typeof errorBehaviour;
}

export const contract: Contract = { domains, areas, resources, errorCatalogue, errorBehaviour };
