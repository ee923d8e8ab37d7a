/**
 * The demo's customer-information source: the demo tenant as its definition has it (seed/demo), the
 * provider's view of the customers the seed created. A sync against it changes nothing on a freshly
 * seeded tenant and puts back what the provider owns (owner names, site addresses and statuses)
 * when someone has changed it here. It knows the demo organisation only.
 */
import type { CustomerSourceCustomer } from '../../../schemas/sources.js';
import type { ServerConfig } from '../config.js';
import { fullDemoTenant } from '../seed/demo/tenant.js';
import type { CustomerInfoSource } from './customer-info.js';

export function demoCustomerSource(config: Pick<ServerConfig, 'organisation' | 'tenant'>, now: () => Date): CustomerInfoSource {
  return {
    name: 'demo',
    async customers(organisation, customerIds) {
      if (organisation !== config.organisation) return { rows: [], rejected: [] };
      const rows: CustomerSourceCustomer[] = [];
      for (const { account, locations } of fullDemoTenant(config, now()).accounts) {
        const customerId = account.provider?.customerId;
        if (!customerId || (customerIds && !customerIds.includes(customerId))) continue;
        if (account.accountType !== 'CUSTOMER' && account.accountType !== 'BUSINESS') continue;
        rows.push({
          customerId,
          accountType: account.accountType,
          owner: { firstName: account.accountOwner.firstName ?? '', lastName: account.accountOwner.lastName ?? '' },
          sites: locations.map(({ location: l }) => ({ locationCode: l.id, address: l.address, zipCode: l.zipCode, city: l.city, status: l.status })),
        });
      }
      return { rows, rejected: [] };
    },
  };
}
