/**
 * OWNED BY: customer-domains work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const identityDomain = defineDomain({
  name: 'identity',
  spec: ['platform-contract §5', 'portal §5'],
  enums: {},
  entities: {},
});
