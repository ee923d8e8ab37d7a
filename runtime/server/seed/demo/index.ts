/**
 * The demo tenant, deterministic: the same config and day give the same data (ids from stableId,
 * dates counted from the first day of `today`'s month). A first minimal version; the full tenant (issue 3 §6) replaces it.
 */
import type { ServerConfig } from '../../config.js';
import { stableId } from '../../ids.js';
import type { DemoTenant } from '../demo-tenant.js';

export function demoTenant(config: Pick<ServerConfig, 'organisation' | 'tenant'>, _today: Date): DemoTenant {
  const org = config.organisation;
  const kari = stableId(`${org}:user:kari`);
  const account = stableId(`${org}:account:kari`);
  const created = new Date('2024-01-15T08:00:00Z');
  return {
    organisation: { code: org, name: 'Bright Energi', tenant: config.tenant },
    customers: [
      {
        key: 'kari',
        description: 'Private customer, one location',
        user: { _id: kari, firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no', username: 'kari', language: 'nb' },
        signIn: { username: 'kari', password: 'demo-kari-1' },
      },
    ],
    accounts: [
      {
        account: {
          _id: account, accountType: 'CUSTOMER', organisation: org, createdAt: created, users: [{ userId: kari, role: 'OWNER' }],
          accountOwner: { _id: kari, firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no' }, provider: { customerId: '100001' },
        },
        members: [{ customer: 'kari', role: 'OWNER' }],
        locations: [],
        invoices: [],
        supportMessages: [],
      },
    ],
    admins: [],
    copy: [],
    releases: {} as DemoTenant['releases'],
    jobs: [],
    dynamicContent: [],
  };
}
