/**
 * The customer-information source (docs/decisions.md "Customer-information source"): accounts'
 * customers and their sites as the energy provider's customer system knows them. CUSTOMER_SOURCE_URL
 * picks the HTTP source; without it the demo tenant's own definition answers, only while the demo
 * is on, and never in production.
 */
import type { CustomerSourceCustomer } from '../../../schemas/sources.js';
import type { ServerConfig } from '../config.js';
import { demoCustomerSource } from './customer-info-demo.js';
import { httpCustomerSource } from './customer-info-http.js';
import { SourceError, type SourceRows } from './http-source.js';

export interface CustomerInfoSource {
  /** For the run's log and errors: 'HTTP https://crm.example/customers', 'demo'. */
  readonly name: string;
  /** The organisation's customers, or only those with the given customer ids. */
  customers(organisation: string, customerIds?: readonly string[]): Promise<SourceRows<CustomerSourceCustomer>>;
}

export const CUSTOMER_SOURCE = 'The customer-information source';

export function customerInfoSource(config: Pick<ServerConfig, 'customerSource' | 'production' | 'demoFeed' | 'organisation' | 'tenant'>, now: () => Date): CustomerInfoSource {
  if (config.customerSource) return httpCustomerSource(config.customerSource);
  if (config.production) throw new SourceError(`${CUSTOMER_SOURCE} is not configured: set CUSTOMER_SOURCE_URL and CUSTOMER_SOURCE_TOKEN (production never uses the demo's)`);
  if (!config.demoFeed) throw new SourceError(`${CUSTOMER_SOURCE} is not configured: set CUSTOMER_SOURCE_URL and CUSTOMER_SOURCE_TOKEN, or DEMO_FEED=on for the demo's`);
  return demoCustomerSource(config, now);
}
