/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const jobDomain = defineDomain({
  name: 'job',
  spec: ['back-office §3 Job (scheduled)', 'platform-contract §4'],
  enums: {},
  entities: {},
});
