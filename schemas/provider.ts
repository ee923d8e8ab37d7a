/**
 * The organisation's energy-provider integration as the organisation calls answer it
 * (platform-contract §7 Organisation, base /v3/account/organisations/{org}; shapes: docs/decisions.md
 * "Organisation calls"). The provider reference itself (`EncodedProvider`) is in invoice.ts.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { IsoDate } from './core/primitives.js';
import { PersonalId } from './identity.js';
import { EncodedProvider } from './invoice.js';

/** GET …/webview "view": which of the provider's embedded pages (portal §1 account, §2 Dashboard, agreement frame). */
export const ProviderView = z.enum(['account', 'dashboard', 'agreement']);
export type ProviderView = z.infer<typeof ProviderView>;

/** A customer as the energy provider knows them (GET …/search, …/customer). */
export const ProviderCustomer = z
  .object({
    customerId: z.string().min(1),
    name: z.string(),
    email: z.string().optional(),
    phoneNumber: z.string().optional(),
    address: z.string().optional(),
    zipCode: z.string().optional(),
    city: z.string().optional(),
    isCompany: z.boolean().optional(),
  })
  .meta({ title: 'Provider customer' });
export type ProviderCustomer = z.infer<typeof ProviderCustomer>;

/** One value of a provider series (GET …/consumption, …/production). */
export const ProviderSeriesPoint = z.object({ date: IsoDate, value: z.number(), unit: z.string() }).meta({ title: 'Provider series point' });

/** Opaque provider data the platform passes through (GET …/config, …/externaliot). */
export const ProviderRecord = z.record(z.string(), z.unknown()).meta({ title: 'Provider record' });

/** Our message when the provider customer check names no customer. */
export const PROVIDER_CUSTOMER_KEY_MESSAGE = 'Give customerId or personalId';

/** POST …/validate: check a customer exists at the provider before an account is created, by customer id or personal id. */
export const ValidateProviderCustomerBody = z
  .strictObject({ provider: EncodedProvider.optional(), customerId: z.string().min(1).optional(), personalId: PersonalId.optional() })
  .refine((b) => b.customerId !== undefined || b.personalId !== undefined, PROVIDER_CUSTOMER_KEY_MESSAGE)
  .meta({ title: 'Customer to check' });

/** The answer of POST …/validate. */
export const ProviderCustomerValidation = z
  .object({ valid: z.boolean(), customerId: z.string().optional() })
  .meta({ title: 'Provider customer check' });

export const providerDomain = defineDomain({
  name: 'provider',
  spec: ['platform-contract §7 Organisation'],
  enums: { ProviderView },
  entities: { ProviderCustomer, ProviderSeriesPoint, ProviderRecord, ValidateProviderCustomerBody, ProviderCustomerValidation },
  rules: {
    providerCustomerKey: rule({
      spec: 'platform-contract §7 Organisation',
      summary: 'The provider customer check names the customer by customerId or personalId (ours: docs/decisions.md "Organisation calls")',
      schema: ValidateProviderCustomerBody,
      messages: [PROVIDER_CUSTOMER_KEY_MESSAGE],
    }),
  },
});
