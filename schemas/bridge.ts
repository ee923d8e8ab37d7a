/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const bridgeDomain = defineDomain({
  name: 'bridge',
  spec: ['back-office §3 Bridge configuration', 'back-office §7 Bridge and layout'],
  enums: {},
  entities: {},
});
