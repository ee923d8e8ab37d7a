/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const copyDomain = defineDomain({
  name: 'copy',
  spec: ['back-office §3 Copy', 'back-office §7 Copy'],
  enums: {},
  entities: {},
});
