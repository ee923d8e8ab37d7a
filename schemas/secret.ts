/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const secretDomain = defineDomain({
  name: 'secret',
  spec: ['back-office §3 Secret', 'back-office §5'],
  enums: {},
  entities: {},
});
