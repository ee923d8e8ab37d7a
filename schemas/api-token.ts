/**
 * API tokens (back-office §3 ApiToken, §5, §7 API tokens).
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/** What an organisation's API token may do (back-office §3). */
export const ApiTokenScope = z.enum(['syncAccount', 'getLocations', 'sendMessage']);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

export const apiTokenDomain = defineDomain({
  name: 'api-token',
  spec: ['back-office §3 ApiToken', 'back-office §5', 'back-office §7 API tokens'],
  enums: { ApiTokenScope },
  entities: {},
});
