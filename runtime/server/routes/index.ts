/** Every bound area; an operation missing here answers 501 notImplemented. */
import type { BoundArea } from '../contract/handlers.js';
import { authHandlers } from './auth.js';
import { accountsHandlers } from './accounts.js';
import { usersHandlers } from './users.js';
import { locationsHandlers } from './locations.js';
import { sitesHandlers } from './sites.js';
import { organisationsHandlers } from './organisations.js';
import { invoicesHandlers } from './invoices.js';
import { prospectsHandlers } from './prospects.js';
import { inspectorsHandlers } from './inspectors.js';
import { portalHandlers } from './portal.js';
import { supportHandlers } from './support.js';
import { adminsHandlers } from './admins.js';
import { apiTokensHandlers } from './api-tokens.js';
import { secretsHandlers } from './secrets.js';
import { jobsHandlers } from './jobs.js';
import { copyHandlers } from './copy.js';
import { auditLogsHandlers } from './audit-logs.js';
import { publishedSettingsHandlers, settingsHandlers } from './settings.js';
import { bridgeHandlers } from './bridge.js';
import { segmentsHandlers } from './segments.js';
import { signsHandlers } from './signs.js';
import { inboxHandlers } from './inbox.js';
import { messagingHandlers } from './messaging.js';
import { dataHandlers } from './data.js';
import { tipsHandlers } from './tips.js';
import { dataFeedbackHandlers } from './data-feedback.js';
import { dataQueueHandlers } from './data-queue.js';
import { zoneDataHandlers, zonePricesHandlers } from './zone-data.js';
import { portalDataHandlers } from './portal-data.js';
import { locationDataHandlers, siteDataHandlers } from './site-data.js';
import { areaDataHandlers } from './area-data.js';
import { iotSettingsHandlers } from './iot-settings.js';
import { iotDevicesHandlers } from './iot-devices.js';
import { iotProvidersHandlers } from './iot-providers.js';
import { predictionsHandlers } from './predictions.js';
import { insightsHandlers } from './insights.js';
import { reportsHandlers } from './reports.js';
import { locationAnalysisHandlers, siteAnalysisHandlers } from './site-analysis.js';

export const boundAreas: readonly BoundArea[] = [
  authHandlers,
  accountsHandlers,
  usersHandlers,
  locationsHandlers,
  sitesHandlers,
  organisationsHandlers,
  invoicesHandlers,
  prospectsHandlers,
  inspectorsHandlers,
  portalHandlers,
  supportHandlers,
  adminsHandlers,
  apiTokensHandlers,
  secretsHandlers,
  jobsHandlers,
  copyHandlers,
  auditLogsHandlers,
  settingsHandlers,
  publishedSettingsHandlers,
  bridgeHandlers,
  segmentsHandlers,
  signsHandlers,
  inboxHandlers,
  messagingHandlers,
  dataHandlers,
  tipsHandlers,
  dataFeedbackHandlers,
  dataQueueHandlers,
  zoneDataHandlers,
  zonePricesHandlers,
  portalDataHandlers,
  siteDataHandlers,
  locationDataHandlers,
  areaDataHandlers,
  iotSettingsHandlers,
  iotDevicesHandlers,
  iotProvidersHandlers,
  predictionsHandlers,
  insightsHandlers,
  reportsHandlers,
  siteAnalysisHandlers,
  locationAnalysisHandlers,
];
