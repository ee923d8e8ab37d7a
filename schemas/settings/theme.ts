/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from '../core/domain.js';

export const themeDomain = defineDomain({
  name: 'settings/theme',
  spec: ['back-office §3'],
  enums: {},
  entities: {},
});
