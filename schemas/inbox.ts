/**
 * OWNED BY: inbox-iot work. Enums first, then entities, then rules; the manifest last.
 */
import { defineDomain } from './core/domain.js';

export const inboxDomain = defineDomain({
  name: 'inbox',
  spec: ['platform-contract §3 Inbox and notifications', 'back-office §3 Inbox item'],
  enums: {},
  entities: {},
});
