/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from '../core/domain.js';

export const featureConfigurationsDomain = defineDomain({
  name: 'settings/feature-configurations',
  spec: ['back-office §3'],
  enums: {},
  entities: {},
});
