/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from '../core/domain.js';

export const favoritesDomain = defineDomain({
  name: 'settings/favorites',
  spec: ['back-office §3'],
  enums: {},
  entities: {},
});
