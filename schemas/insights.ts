/**
 * OWNED BY: meter-data work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const insightsDomain = defineDomain({
  name: 'insights',
  spec: ['platform-contract §3 Insights'],
  enums: {},
  entities: {},
});
