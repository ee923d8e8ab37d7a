/**
 * OWNED BY: inbox-iot work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const supportDomain = defineDomain({
  name: 'support',
  spec: ['platform-contract §7 Data', 'back-office §7 Messaging and support'],
  enums: {},
  entities: {},
});
