/**
 * OWNED BY: inbox-iot work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const iotDomain = defineDomain({
  name: 'iot',
  spec: ['platform-contract §3 IoT', 'platform-contract §4'],
  enums: {},
  entities: {},
});
