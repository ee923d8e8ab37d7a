/**
 * OWNED BY: meter-data work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const reportDomain = defineDomain({
  name: 'report',
  spec: ['platform-contract §3 Monthly report'],
  enums: {},
  entities: {},
});
