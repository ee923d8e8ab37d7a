/**
 * The customer-information source over HTTP(S) (docs/sources.md "Customer information"):
 * GET CUSTOMER_SOURCE_URL?organisation=…[&customerId=…] with the bearer token, answering a
 * CustomerSourceDocument; each customer is checked on its own.
 */
import { CustomerSourceCustomer } from '../../../schemas/sources.js';
import type { SourceConfig } from '../config.js';
import type { CustomerInfoSource } from './customer-info.js';
import { checkRows, fetchDocument, rowsOf, type HttpSourceOptions } from './http-source.js';

const WHAT = 'The customer-information source';

export function httpCustomerSource(config: SourceConfig, options: HttpSourceOptions = {}): CustomerInfoSource {
  return {
    name: `HTTP ${new URL(config.url).origin}`,
    async customers(organisation, customerIds) {
      const query = new URLSearchParams({ organisation });
      for (const id of customerIds ?? []) query.append('customerId', id);
      const document = await fetchDocument(WHAT, 'CUSTOMER_SOURCE', config, query, options);
      return checkRows('customers', rowsOf(WHAT, document, 'customers'), CustomerSourceCustomer);
    },
  };
}
