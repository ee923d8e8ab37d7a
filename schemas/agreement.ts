/**
 * Agreements, prices and third-party data inquiries (platform-contract §3 Invoice and agreement;
 * portal §2 Electricity agreement, §3, §4).
 * OWNED BY: customer-domains work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/** Agreement types (platform-contract §3, portal §3). */
export const AgreementType = z.enum(['hourlySpot', 'monthlySpot', 'fixed', 'mixed', '15minSpot']);
export type AgreementType = z.infer<typeof AgreementType>;

export const agreementDomain = defineDomain({
  name: 'agreement',
  spec: ['platform-contract §3 Invoice and agreement', 'portal §3', 'portal §4'],
  enums: { AgreementType },
  entities: {},
});
