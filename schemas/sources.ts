/**
 * The documents the platform reads from the organisation's own systems (docs/decisions.md
 * "Customer-information source", "Meter-data source"; the format: docs/sources.md). Each is JSON
 * over HTTP(S) with a bearer token; every row is checked against its schema here, one by one, so a
 * bad row is named by its index and reason while the good ones are used.
 * Entities first; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';
import { AccountType } from './account.js';
import { LocationStatus } from './location.js';
import { MeterReadingInput } from './measurement.js';

/** A site (the platform's location) as the customer-information system knows it; the location code is its key. */
export const CustomerSourceSite = z
  .object({
    locationCode: z.string().min(1).meta({ description: "The site's location code (Location.id)" }),
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    status: LocationStatus,
  })
  .meta({ title: 'Customer source site' });
export type CustomerSourceSite = z.infer<typeof CustomerSourceSite>;

/** A customer as the customer-information system knows it; customerId is the key (Account.provider.customerId). */
export const CustomerSourceCustomer = z
  .object({
    customerId: z.string().min(1),
    accountType: AccountType.extract(['CUSTOMER', 'BUSINESS']),
    owner: z.object({ firstName: z.string().min(1), lastName: z.string().min(1) }).meta({ description: "The account owner's name as the provider has it" }),
    sites: z.array(CustomerSourceSite),
  })
  .meta({ title: 'Customer source customer' });
export type CustomerSourceCustomer = z.infer<typeof CustomerSourceCustomer>;

/** GET CUSTOMER_SOURCE_URL?organisation=…[&customerId=…]: the organisation's customers (or the ones asked for). */
export const CustomerSourceDocument = z
  .object({ customers: z.array(CustomerSourceCustomer) })
  .meta({ title: 'Customer source document' });

/** A reading as the meter-data system sends it: the ingestion's reading, unknown fields ignored. */
export const MeterSourceReading = z.object(MeterReadingInput.shape).meta({ title: 'Meter source reading' });

/** GET METER_SOURCE_URL?organisation=…&from=…&to=…[&measurementId=…]: readings starting in [from, to). */
export const MeterSourceDocument = z
  .object({ readings: z.array(MeterSourceReading) })
  .meta({ title: 'Meter source document' });

export const sourcesDomain = defineDomain({
  name: 'sources',
  spec: ['platform-contract §3 Account and user', 'platform-contract §3 Location', 'platform-contract §3 Measurement data'],
  enums: {},
  entities: { CustomerSourceSite, CustomerSourceCustomer, CustomerSourceDocument, MeterSourceReading, MeterSourceDocument },
});
