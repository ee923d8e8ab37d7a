/**
 * OWNED BY: customer-domains work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const invoiceDomain = defineDomain({
  name: 'invoice',
  spec: ['platform-contract §3 Invoice and agreement', 'portal §3'],
  enums: {},
  entities: {},
});
