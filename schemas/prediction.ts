/**
 * OWNED BY: meter-data work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const predictionDomain = defineDomain({
  name: 'prediction',
  spec: ['platform-contract §3 Predictions'],
  enums: {},
  entities: {},
});
