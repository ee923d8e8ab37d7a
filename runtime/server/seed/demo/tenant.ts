/**
 * The full demo tenant (issue 3 §6), deterministic: ids from stableId('<org>:<kind>:<name>'), dates
 * counted from the first day (UTC) of `today`'s month. The same config in the same month gives
 * deep-equal data; nothing here reads the clock or draws random numbers.
 */
import type { ServerConfig } from '../../config.js';
import { demoIot } from './iot.js';
import { stableId } from '../../ids.js';
import type { DemoTenant } from '../demo-tenant.js';
import { demoAccounts } from './accounts.js';
import { demoAdmins } from './admins.js';
import { monthStart } from './calendar.js';
import { demoCopy } from './copy/index.js';
import { BAKERY_ORGANISATION_NUMBER, demoCustomers } from './customers.js';
import { demoDynamicContent } from './dynamic-content.js';
import { demoJobs } from './jobs.js';
import { demoPushDevices } from './push-devices.js';
import { demoReleases } from './releases.js';
import { demoSigns } from './signs.js';
import { demoTips, withTipProgress } from './tips.js';

/** The demo organisation's display name (the code comes from config.organisation). */
export const DEMO_ORGANISATION_NAME = 'Bright Energi';

export function fullDemoTenant(config: Pick<ServerConfig, 'organisation' | 'tenant'>, today: Date): DemoTenant {
  const org = config.organisation;
  const base = monthStart(today);
  const customers = demoCustomers(org);
  const accounts = withTipProgress(org, base, demoAccounts(org, customers, BAKERY_ORGANISATION_NUMBER, base));
  const inspected = [stableId(`${org}:account:kari`), stableId(`${org}:account:ingrid`)];
  return {
    organisation: { code: org, name: DEMO_ORGANISATION_NAME, tenant: config.tenant },
    customers,
    accounts,
    admins: demoAdmins(org, base, inspected),
    copy: demoCopy(org, base),
    releases: demoReleases(org, config.tenant),
    jobs: demoJobs(org),
    dynamicContent: demoDynamicContent(org, base),
    iot: demoIot(org),
    tips: demoTips(org, base),
    signs: demoSigns(org),
    pushDevices: demoPushDevices(org, customers, base),
  };
}
