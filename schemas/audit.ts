/**
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const auditDomain = defineDomain({
  name: 'audit',
  spec: ['back-office §3 Audit log', 'back-office §7 Audit logs'],
  enums: {},
  entities: {},
});
